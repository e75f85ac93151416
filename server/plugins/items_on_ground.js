// Items between players: dropped and tossed stacks become item entities that carry their stack
// in entity metadata (index 8, as 1.21.1 clients expect; flying-squid sends none for 1.20.2+), and
// whoever walks over them picks up as much as fits, with the right count in the `collect` packet.
//
// Vanilla numbers used: a stack dropped by a player spawns at eye height - 0.3 and flies 0.3
// blocks/tick along the look direction (+0.1 up), with a 40-tick pickup delay; block drops have
// a 10-tick delay; items despawn after 5 minutes. Item entities move and are picked up by this
// plugin's own tick (vanilla ItemEntity physics: gravity 0.04, drag 0.98, ground friction 0.6),
// not by flying-squid's, which skips whole ticks when the machine is busy.
'use strict'

const { Vec3 } = require('vec3')

const PLAYER_DROP_PICKUP_MS = 2000
const BLOCK_DROP_PICKUP_MS = 500
const ITEM_LIFETIME_MS = 5 * 60 * 1000
const ITEM_METADATA_INDEX = 8
const TICK_MS = 50
const MAX_CATCH_UP_TICKS = 20 // a lagging server catches up at most one second, like vanilla

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

  const registry = serv.registry
  const live = new Set()

  function solidAt (world, x, y, z) {
    try {
      const block = registry.blocksByStateId[world.sync.getBlockStateId({ x: Math.floor(x), y: Math.floor(y), z: Math.floor(z) })]
      return !!block && block.boundingBox === 'block'
    } catch (err) {
      return false
    }
  }

  // One vanilla tick of an item entity; velocity `v` in blocks per tick.
  function stepItem (world, position, v) {
    const e = { world }
    const p = position.clone()
    v.y -= 0.04
    let onGround = false
    if (!solidAt(e.world, p.x + v.x, p.y, p.z)) p.x += v.x
    else v.x = 0
    if (!solidAt(e.world, p.x, p.y, p.z + v.z)) p.z += v.z
    else v.z = 0
    if (v.y < 0 && solidAt(e.world, p.x, p.y + v.y, p.z)) {
      p.y = Math.floor(p.y + v.y) + 1
      v.y = 0
      onGround = true
    } else if (v.y > 0 && solidAt(e.world, p.x, p.y + v.y + 0.25, p.z)) {
      v.y = 0
    } else {
      p.y += v.y
    }
    const friction = onGround ? 0.6 * 0.98 : 0.98
    v.x *= friction
    v.z *= friction
    v.y *= 0.98
    if (Math.abs(v.x) < 1e-4) v.x = 0
    if (Math.abs(v.z) < 1e-4) v.z = 0
    return { p, onGround }
  }

  // Vanilla pickup box: the player's box grown by 1 block sideways and 0.5 up and down.
  function playerInReach (e) {
    let best = null
    let bestDistance = Infinity
    for (const player of serv.players) {
      if (player.world !== e.world || player.health <= 0 || player.gameMode === 3) continue
      const dx = Math.abs(player.position.x - e.position.x)
      const dz = Math.abs(player.position.z - e.position.z)
      const dy = e.position.y - player.position.y
      if (dx > 1.425 || dz > 1.425 || dy < -0.75 || dy > 2.3) continue
      const d = player.position.distanceTo(e.position)
      if (d < bestDistance) { best = player; bestDistance = d }
    }
    return best
  }

  let lastTick = Date.now()
  serv.on('tick', () => {
    const now = Date.now()
    const ticks = Math.max(1, Math.min(MAX_CATCH_UP_TICKS, Math.round((now - lastTick) / TICK_MS)))
    lastTick = now
    for (const e of live) {
      if (e.craftmateCollected || !serv.entities[e.id]) { live.delete(e); continue }
      if (now - e.bornTime >= ITEM_LIFETIME_MS) { live.delete(e); e.destroy(); continue }
      const v = e.craftmateVelocity
      if (v.x !== 0 || v.y !== 0 || v.z !== 0 || !e.craftmateOnGround) {
        let state = { p: e.position, onGround: false }
        for (let i = 0; i < ticks; i++) state = stepItem(e.world, state.p, v)
        e.craftmateOnGround = state.onGround
        if (!state.p.equals(e.position)) e.sendPosition(state.p, state.onGround)
        e.position = state.p
        e.onGround = state.onGround
      }
      if (now - e.bornTime >= e.craftmatePickupMs) {
        const player = playerInReach(e)
        if (player) player.collect(e)
      }
    }
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
    // This plugin moves the item and hands it over (see the tick above): without a size and a
    // pickup time flying-squid's entity tick leaves it alone.
    entity.craftmateVelocity = velocity.scaled(1 / 20)
    entity.craftmatePickupMs = pickupDelayMs
    entity.craftmateOnGround = false
    entity.size = null
    entity.pickupTime = undefined
    entity.deathTime = undefined
    live.add(entity)
    sendItemMetadata(entity)
    return entity
  }

  // Vanilla Player.drop: along the look direction with a little randomness, whether the player
  // threw the stack or the server handed back what did not fit (only death drops scatter).
  serv.craftmate.dropFromPlayer = (player, item) => {
    // The look the client sent last: flying-squid applies a look packet asynchronously, so a drop
    // right after a turn (a bot facing its partner, then tossing) would fly the old way; vanilla
    // handles the two packets in order.
    const look = player.craftmateLook
    const yaw = look ? look.yaw * Math.PI / 180 : (player.yaw || 0) * Math.PI * 2 / 256
    const pitch = look ? look.pitch * Math.PI / 180 : (player.pitch || 0) * Math.PI * 2 / 256
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

  // Degrees as the client sent them, recorded as the packets arrive (see dropFromPlayer).
  const rememberLook = ({ yaw, pitch }) => {
    if (typeof yaw === 'number' && typeof pitch === 'number') player.craftmateLook = { yaw, pitch }
  }
  player._client.on('look', rememberLook)
  player._client.on('position_look', rememberLook)

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
