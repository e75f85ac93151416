// Elytra flight as vanilla 1.21.1 (ServerGamePacketListenerImpl.handlePlayerCommand,
// Player.tryToStartFallFlying, LivingEntity.updateFallFlying, FireworkRocketItem.use):
//   * entity_action start_fall_flying starts the flight of a player in the air, out of water, without
//     Levitation, wearing an elytra that is not broken (its damage below max_damage - 1); otherwise
//     the flight is stopped. The fall-flying flag (0x80 of the shared flags, metadata 0) goes to the
//     player and everyone who sees it;
//   * every tick the flight ends when the player is on the ground or the elytra is gone or broken;
//     in survival and adventure the elytra takes 1 damage every 20 ticks of flight;
//   * a firework rocket used while flying spawns a `firework_rocket` attached to the player
//     (metadata 9, the player's id + 1), which lasts 10 * (1 + flight duration) + 0..5 + 0..6 ticks
//     and then explodes (entity status 17); survival players spend it.
// flying-squid ignored the action (and sends no entity metadata on 1.21.1 at all).
'use strict'

const crypto = require('crypto')

const FALL_FLYING_FLAG = 0x80
const SHARED_FLAGS = 0 // Entity.DATA_SHARED_FLAGS_ID
const FIREWORK_ITEM = 8 // FireworkRocketEntity.DATA_ID_FIREWORKS_ITEM
const FIREWORK_ATTACHED_TO = 9 // FireworkRocketEntity.DATA_ATTACHED_TO_TARGET (optional id: id + 1)
const FIREWORK_EXPLODES = 17 // EntityEvent.FIREWORKS_EXPLODE
const CHEST_SLOT = 6
const CREATIVE = 1
const SPECTATOR = 3

const rand = (n) => Math.floor(Math.random() * n)

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const elytraId = registry.itemsByName.elytra.id
  const rocketType = registry.entitiesByName.firework_rocket
  const levitation = registry.effectsByName.Levitation.id
  const flying = new Map() // player -> ticks flown
  const rockets = new Set() // { entity, player, ticksLeft }

  const component = items.component
  const maxDamage = (item) => component(item, 'max_damage') ?? registry.items[item.type].maxDurability
  const damage = (item) => component(item, 'damage') ?? 0
  // ElytraItem.isFlyEnabled: an elytra with at least 2 durability left.
  function usableElytra (player) {
    const chest = player.inventory.slots[CHEST_SLOT]
    return chest && chest.type === elytraId && damage(chest) < maxDamage(chest) - 1
  }

  function sendFlags (player) {
    const flags = (player.crouching ? 0x02 : 0) | (flying.has(player) ? FALL_FLYING_FLAG : 0)
    const packet = {
      entityId: player.id,
      metadata: [{ key: SHARED_FLAGS, type: 'byte', value: (flags << 24) >> 24 }] // a signed byte on the wire
    }
    player._client.write('entity_metadata', packet)
    player._writeOthersNearby('entity_metadata', packet)
  }

  // Effects are kept by the /effect command as { amplifier, endTick } (player_commands).
  const levitating = (player) => player.craftmate.effects?.[levitation]?.endTick > serv.tickCount

  function canStart (player) {
    return !player.craftmate.onGround && !flying.has(player) && player.gameMode !== SPECTATOR && usableElytra(player) &&
      !levitating(player) && !isInWater(player)
  }

  function isInWater (player) {
    const block = player.world.sync?.getBlock?.(player.position.floored())
    return block?.name === 'water'
  }

  serv.craftmate.startFallFlying = (player) => {
    if (canStart(player)) {
      flying.set(player, 0)
      sendFlags(player)
    } else stop(player)
  }

  function stop (player) {
    if (!flying.delete(player)) return
    sendFlags(player)
  }
  serv.craftmate.stopFallFlying = stop
  serv.craftmate.isFallFlying = (player) => flying.has(player)

  // Vanilla damages the elytra every 20 ticks of flight (not in creative).
  function wear (player, ticks) {
    if (ticks % 20 !== 19 || player.gameMode === CREATIVE) return
    player.inventory.updateSlot(CHEST_SLOT, items.damaged(player.inventory.slots[CHEST_SLOT]))
    player.craftmate.menu?.broadcastChanges()
  }

  serv.craftmate.useFirework = (player, held, slot) => {
    if (!flying.has(player)) return false
    const entity = serv.initEntity('object', rocketType.id, player.world, player.position.clone())
    Object.assign(entity, { uuid: crypto.randomUUID(), name: 'firework_rocket', pitch: 0, headPitch: 0, yaw: 0, data: 0, metadata: [] })
    entity.sendMetadata = () => {}
    entity.updateAndSpawn()
    entity._writeOthersNearby('entity_metadata', {
      entityId: entity.id,
      metadata: [
        { key: FIREWORK_ITEM, type: 'item_stack', value: items.toNotch(items.copy(held, 1)) },
        { key: FIREWORK_ATTACHED_TO, type: 'optional_unsigned_int', value: player.id + 1 }
      ]
    })
    const flight = component(held, 'fireworks')?.flightDuration ?? 1
    rockets.add({ entity, player, ticksLeft: 10 * (1 + flight) + rand(6) + rand(7) })
    if (player.gameMode !== CREATIVE) {
      player.inventory.updateSlot(slot, held.count > 1 ? items.copy(held, held.count - 1) : null)
      player.craftmate.menu?.broadcastChanges()
    }
    return true
  }

  serv.on('tick', () => {
    for (const [player, ticks] of flying) {
      if (player.disconnected || player.craftmate.onGround || !usableElytra(player) || levitating(player)) {
        stop(player)
        continue
      }
      wear(player, ticks)
      flying.set(player, ticks + 1)
    }
    for (const rocket of rockets) {
      rocket.entity.position = rocket.player.position.clone() // it flies attached to the player
      if (--rocket.ticksLeft > 0 && !rocket.player.disconnected) continue
      rockets.delete(rocket)
      rocket.entity._writeOthersNearby('entity_status', { entityId: rocket.entity.id, entityStatus: FIREWORK_EXPLODES })
      rocket.entity.destroy()
    }
  })
}

module.exports.player = function (player, serv) {
  // Whether the player stands on the ground, as its last movement packet says (flying-squid keeps
  // it only from packets that turn the player).
  for (const move of ['position', 'position_look', 'look', 'flying']) {
    player._client.on(move, ({ onGround }) => { player.craftmate.onGround = onGround })
  }
  player._client.on('entity_action', ({ actionId }) => {
    if (actionId === 'start_fall_flying' || actionId === 8) serv.craftmate.startFallFlying(player)
  })
  player._client.on('use_item', () => {
    const slot = 36 + (player.heldItemSlot || 0)
    const held = player.inventory.slots[slot]
    if (held && serv.registry.items[held.type]?.name === 'firework_rocket') serv.craftmate.useFirework(player, held, slot)
  })
  player.on('disconnected', () => serv.craftmate.stopFallFlying(player))
}
