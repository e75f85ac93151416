// Items between players: dropped and tossed stacks become item entities that carry their stack
// in entity metadata (index 8, as 1.21.1 clients expect; flying-squid sends none for 1.20.2+), and
// whoever walks over them picks up as much as fits, with the right count in the `collect` packet.
//
// Vanilla numbers used: a stack dropped by a player spawns at eye height - 0.3 and flies 0.3
// blocks/tick along the look direction (+0.1 up), with a 40-tick pickup delay; block drops have
// a 10-tick delay; items despawn after 5 minutes.
'use strict'

const { Vec3 } = require('vec3')

const PLAYER_DROP_PICKUP_MS = 2000
const BLOCK_DROP_PICKUP_MS = 500
const ITEM_LIFETIME_MS = 5 * 60 * 1000
const ITEM_METADATA_INDEX = 8

module.exports.server = function (serv) {
  const { items } = serv.craftmate
  const itemEntityType = serv.registry.entitiesByName.item.id

  function itemOf (entity) {
    return entity.craftmateItem || items.create(entity.itemId, entity.itemCount)
  }

  function sendItemMetadata (entity) {
    const item = itemOf(entity)
    if (!item) return
    entity._writeOthersNearby('entity_metadata', {
      entityId: entity.id,
      metadata: [{ key: ITEM_METADATA_INDEX, type: 'item_stack', value: items.toNotch(item) }]
    })
  }

  // flying-squid calls entity.sendMetadata when an entity comes into a player's view; for item
  // entities make that send the stack.
  serv.on('newEntity', (entity) => {
    if (entity.type !== 'object' || entity.entityType !== itemEntityType) return
    entity.sendMetadata = () => sendItemMetadata(entity)
  })

  // Spawns `item` (a full stack, components kept) as an item entity.
  serv.craftmate.spawnItem = (world, position, item, { velocity = new Vec3(0, 0, 0), pickupDelayMs = BLOCK_DROP_PICKUP_MS } = {}) => {
    if (items.isEmpty(item)) return null
    const entity = serv.spawnObject(itemEntityType, world, position.clone(), {
      velocity,
      itemId: item.type,
      itemCount: item.count,
      pickupTime: pickupDelayMs,
      deathTime: ITEM_LIFETIME_MS
    })
    entity.craftmateItem = items.copy(item)
    sendItemMetadata(entity)
    return entity
  }

  // Vanilla Player.drop: along the look direction with a little randomness, whether the player
  // threw the stack or the server handed back what did not fit (only death drops scatter).
  serv.craftmate.dropFromPlayer = (player, item) => {
    const yaw = (player.yaw || 0) * Math.PI * 2 / 256
    const pitch = (player.pitch || 0) * Math.PI * 2 / 256
    const perTick = 0.3
    const angle = Math.random() * Math.PI * 2
    const spread = 0.02 * Math.random()
    const vx = -Math.sin(yaw) * Math.cos(pitch) * perTick + Math.cos(angle) * spread
    const vy = -Math.sin(pitch) * perTick + 0.1 + (Math.random() - Math.random()) * 0.1
    const vz = Math.cos(yaw) * Math.cos(pitch) * perTick + Math.sin(angle) * spread
    // flying-squid moves objects in blocks per second.
    return serv.craftmate.spawnItem(player.world, player.position.offset(0, 1.62 - 0.3, 0), item, {
      velocity: new Vec3(vx * 20, vy * 20, vz * 20),
      pickupDelayMs: PLAYER_DROP_PICKUP_MS
    })
  }

  serv.craftmate.itemOf = itemOf
  serv.craftmate.sendItemMetadata = sendItemMetadata
}

module.exports.player = function (player, serv) {
  const { items } = serv.craftmate

  // Picks up as much of the item entity as fits (flying-squid adds one item whatever the count).
  function collect (entity) {
    if (entity.craftmateCollected || player.health <= 0 || !player.craftmate?.ready) return
    const stack = serv.craftmate.itemOf(entity)
    if (!stack) return
    const left = player.craftmate.inventory.add(stack)
    const picked = stack.count - (left ? left.count : 0)
    if (picked <= 0) return
    serv._writeNearby('collect', {
      collectedEntityId: entity.id,
      collectorEntityId: player.id,
      pickupItemCount: picked
    }, { world: player.world, position: player.position })
    if (!left) {
      entity.craftmateCollected = true
      entity.destroy()
    } else {
      entity.itemCount = left.count
      entity.craftmateItem = left
      serv.craftmate.sendItemMetadata(entity)
    }
  }

  // Q (status 4: one item) and Ctrl-Q (status 3: the stack) drop from the selected hotbar slot.
  function dropSelected (all) {
    const inv = player.craftmate.inventory
    const index = player.heldItemSlot || 0
    const held = inv.get(index)
    if (!held) return
    const n = all ? held.count : 1
    inv.set(index, held.count > n ? items.copy(held, held.count - n) : null)
    player.craftmate.drop(items.copy(held, n), true)
  }

  player.once('asap', () => {
    player.collect = collect
    // Take over the drop statuses of block_dig; everything else still goes to flying-squid.
    const original = player._client.listeners('block_dig')
    player._client.removeAllListeners('block_dig')
    player._client.on('block_dig', (packet) => {
      if (packet.status === 3 || packet.status === 4) return dropSelected(packet.status === 3)
      const handler = serv.craftmate.digStatusHandlers?.[packet.status]
      if (handler) return handler(player, packet)
      for (const listener of original) listener.call(player._client, packet)
    })
  })
}
