// Nether portals and travel between the overworld and the nether, as vanilla 1.21.1
// (FlintAndSteelItem.useOn, PortalShape, NetherPortalBlock, PortalProcessor, PortalForcer):
//   * flint and steel used on a block lights the cell in front of the clicked face: inside an empty
//     obsidian frame (2-21 wide, 3-21 high, along x or z) it fills the frame with nether_portal
//     blocks along the frame's axis, elsewhere it sets fire on a block with a top; it takes 1
//     damage, not spent (flying-squid spent it and only looked at frames from the clicked obsidian);
//   * a portal block loses its frame (an in-plane neighbour neither portal nor obsidian changed):
//     it becomes air, and so, one after another, does the rest of the portal;
//   * a player whose box touches portal blocks for 80 ticks (1 in creative and spectator; the
//     gamerules playersNetherPortalDefaultDelay / playersNetherPortalCreativeDelay) goes to the other
//     dimension; outside a portal the time decays by 4 per tick. After travel the player is on
//     cooldown for 10 ticks, renewed while it stays in a portal, so it must step out first;
//   * the destination is the position scaled by 8 (x/8 into the nether, x*8 back): the nearest
//     portal block within 16 (nether) or 128 (overworld) blocks horizontally, the player standing
//     at the bottom of its column; else a new 2x3 portal in a 4x5 obsidian frame along the source's
//     axis, on the topmost ground with room for it, or at y 70 on an obsidian platform.
//   * travel: vanilla's `respawn` packet with the dimension (data kept), then position, abilities,
//     health, experience, inventory, time, weather (overworld only) and the chunks and entities of
//     the new place; the others in the old world stop seeing the player.
// The nether itself is ../lib/nether_world.js (flying-squid's does not fit a 1.21.1 client).
// Differs from vanilla: only players travel; the nether's terrain is not vanilla's; the player
// lands at the bottom of the found portal, not at its relative place in it.
'use strict'

const { Vec3 } = require('vec3')
const { netherGeneration } = require('../lib/nether_world')

const MAX_SIZE = 21
const WAIT_TICKS = 80
const CREATIVE_WAIT_TICKS = 1
const PLAYER_COOLDOWN = 10 // Player.getDimensionChangingDelay
const DECAY = 4
const SCALE = 8 // the nether's coordinate_scale
const SEARCH_RADIUS = { overworld: 128, nether: 16 }
const FALLBACK_Y = 70
const AXES = { x: new Vec3(1, 0, 0), z: new Vec3(0, 0, 1) }
const SIDES = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 1, 0), new Vec3(0, -1, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)]
const FACE = [new Vec3(0, -1, 0), new Vec3(0, 1, 0), new Vec3(0, 0, -1), new Vec3(0, 0, 1), new Vec3(-1, 0, 0), new Vec3(1, 0, 0)]
const CREATIVE = 1
const SPECTATOR = 3

module.exports.server = function (serv, options) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const World = require('prismarine-world')(registry)
  const portalBlock = registry.blocksByName.nether_portal
  const obsidian = registry.blocksByName.obsidian.id
  const fire = registry.blocksByName.fire.defaultState
  const portalState = (axis) => portalBlock.minStateId + (axis === 'x' ? 0 : 1) // nether_portal[axis=x|z]
  const isPortal = (block) => block?.type === portalBlock.id
  const isEmpty = (block) => block && (block.name === 'air' || block.name === 'cave_air' || block.name === 'fire' || isPortal(block))

  // The nether: a world of 1.21.1 nether columns in place of flying-squid's.
  const nether = new World(netherGeneration({ registry, seed: options.seed ?? 0 }))
  Object.assign(nether, { blockEntityData: {}, portals: [] })
  serv.netherworld = nether
  const dimensionOf = (world) => world === nether ? 'nether' : 'overworld'

  // Every portal block by world, for the destination search (vanilla keeps them as points of interest).
  const portals = new Map() // world -> Map(key -> Vec3)
  const known = (world) => portals.get(world) || portals.set(world, new Map()).get(world)
  const key = (p) => `${p.x},${p.y},${p.z}`

  serv.on('craftmateBlocksChanged', (world, changes) => {
    for (const { pos, stateId } of changes) {
      if (stateId >= portalBlock.minStateId && stateId <= portalBlock.maxStateId) {
        known(world).set(key(pos), pos.clone())
      } else {
        known(world).delete(key(pos))
        breakDetached(world, pos).catch(err => serv.warn?.(`craftmate portal: ${err.message}`))
      }
    }
  })

  // NetherPortalBlock.updateShape: a portal next to the changed cell, in its own plane, whose frame
  // is broken there becomes air (its own change then reaches its neighbours).
  async function breakDetached (world, changed) {
    const there = await world.getBlock(changed)
    if (isPortal(there) || there.type === obsidian) return
    for (const side of SIDES) {
      const pos = changed.plus(side)
      const block = await world.getBlock(pos)
      if (!isPortal(block)) continue
      const axis = block.getProperties().axis
      if (side.x !== 0 && axis !== 'x') continue
      if (side.z !== 0 && axis !== 'z') continue
      await serv.setBlock(world, pos, 0)
    }
  }

  // PortalShape: the empty frame around `cell` along `axis`, or null.
  async function frameAround (world, cell, axis) {
    const along = AXES[axis]
    const at = (p) => world.getBlock(p)
    const clicked = await at(cell)
    if (!isEmpty(clicked) || isPortal(clicked)) return null
    let bottom = cell.clone()
    for (let i = 0; i < MAX_SIZE && isEmpty(await at(bottom.offset(0, -1, 0))); i++) bottom = bottom.offset(0, -1, 0)
    if ((await at(bottom.offset(0, -1, 0))).type !== obsidian) return null
    // Left and right ends of the bottom row: empty cells on obsidian, closed by obsidian.
    async function extent (direction) {
      let n = 0
      for (; n <= MAX_SIZE; n++) {
        const p = bottom.plus(direction.scaled(n + 1))
        const block = await at(p)
        if (block.type === obsidian) return n
        if (!isEmpty(block) || (await at(p.offset(0, -1, 0))).type !== obsidian) return null
      }
      return null
    }
    const left = await extent(along.scaled(-1))
    const right = await extent(along)
    if (left === null || right === null) return null
    const start = bottom.plus(along.scaled(-left))
    const width = left + right + 1
    if (width < 2 || width > MAX_SIZE) return null
    for (let height = 0; height <= MAX_SIZE; height++) {
      const row = []
      for (let i = 0; i < width; i++) row.push(await at(start.plus(along.scaled(i)).offset(0, height, 0)))
      if (row.every(b => b.type === obsidian)) {
        return height >= 3 && height <= MAX_SIZE ? { start, width, height, axis } : null
      }
      if (!row.every(isEmpty)) return null
      const sides = [await at(start.plus(along.scaled(-1)).offset(0, height, 0)), await at(start.plus(along.scaled(width)).offset(0, height, 0))]
      if (!sides.every(b => b.type === obsidian)) return null
    }
    return null
  }

  async function fillPortal (world, { start, width, height, axis }) {
    for (let h = 0; h < height; h++) {
      for (let i = 0; i < width; i++) await serv.setBlock(world, start.plus(AXES[axis].scaled(i)).offset(0, h, 0), portalState(axis))
    }
  }

  // FlintAndSteelItem.useOn.
  serv.onItemPlace('flint_and_steel', async ({ player, referencePosition, direction }) => {
    const cell = referencePosition.plus(FACE[direction] || new Vec3(0, 1, 0))
    const world = player.world
    const frame = await frameAround(world, cell, 'x') || await frameAround(world, cell, 'z')
    if (frame) await fillPortal(world, frame)
    else if ((await world.getBlock(cell)).name === 'air' && (await world.getBlock(cell.offset(0, -1, 0))).boundingBox === 'block') await serv.setBlock(world, cell, fire)
    else return {}
    wearFlintAndSteel(player)
    return {}
  }, false)

  function wearFlintAndSteel (player) {
    if (player.gameMode === CREATIVE) return
    const slot = 36 + (player.heldItemSlot || 0)
    player.inventory.updateSlot(slot, items.damaged(player.inventory.slots[slot]))
    player.craftmate.menu?.broadcastChanges()
  }

  // --- travel --------------------------------------------------------------------------------

  const states = new WeakMap() // player -> { time, cooldown, busy }
  const stateOf = (player) => states.get(player) || states.set(player, { time: 0, cooldown: 0, busy: false }).get(player)

  function waitTicks (player) {
    const rules = serv.craftmate.gamerules || {}
    const invulnerable = player.gameMode === CREATIVE || player.gameMode === SPECTATOR
    return Math.max(1, invulnerable ? rules.playersNetherPortalCreativeDelay ?? CREATIVE_WAIT_TICKS : rules.playersNetherPortalDefaultDelay ?? WAIT_TICKS)
  }

  // Whether the player's box (0.6 x 1.8) touches a portal block.
  function touchesPortal (player) {
    const { x, y, z } = player.position
    for (let bx = Math.floor(x - 0.3); bx <= Math.floor(x + 0.3); bx++) {
      for (let by = Math.floor(y); by <= Math.floor(y + 1.8); by++) {
        for (let bz = Math.floor(z - 0.3); bz <= Math.floor(z + 0.3); bz++) {
          if (isPortal(player.world.sync.getBlock(new Vec3(bx, by, bz)))) return true
        }
      }
    }
    return false
  }

  serv.on('tick', () => {
    for (const player of serv.players) {
      if (player.disconnected || !player.world?.sync) continue
      const state = stateOf(player)
      if (state.busy) continue
      const inside = touchesPortal(player)
      if (state.cooldown > 0) {
        state.cooldown = inside ? PLAYER_COOLDOWN : state.cooldown - 1
        continue
      }
      if (inside) state.time++
      else state.time = Math.max(0, state.time - DECAY)
      if (inside && state.time >= waitTicks(player)) {
        state.busy = true
        state.time = 0
        travel(player).catch(err => serv.warn?.(`craftmate portal travel: ${err.stack}`)).finally(() => {
          state.busy = false
          state.cooldown = PLAYER_COOLDOWN
        })
      }
    }
  })

  // The nearest known portal block within the search square, at the bottom of its column.
  async function findPortal (world, target, radius) {
    let best = null
    for (const pos of known(world).values()) {
      if (Math.abs(pos.x - target.x) > radius || Math.abs(pos.z - target.z) > radius) continue
      if (!isPortal(await world.getBlock(pos))) { known(world).delete(key(pos)); continue }
      const d = pos.distanceSquared(target)
      if (!best || d < best.d || (d === best.d && pos.y < best.pos.y)) best = { pos, d }
    }
    if (!best) return null
    let pos = best.pos
    while (isPortal(await world.getBlock(pos.offset(0, -1, 0)))) pos = pos.offset(0, -1, 0)
    return pos
  }

  const isAir = (block) => block && (block.name === 'air' || block.name === 'cave_air')
  const hasTop = (block) => block && block.boundingBox === 'block'

  // PortalForcer.createPortal: the topmost ground with room for a 4x5 frame, or y 70 on a platform.
  async function createPortal (world, target, axis) {
    const along = AXES[axis]
    const minY = world === nether ? 0 : -64
    const top = world === nether ? 127 : 319
    const origin = target.floored()
    let baseY = null
    for (let y = top - 4; y > minY && baseY === null; y--) {
      let fits = true
      for (let i = -1; i <= 2 && fits; i++) {
        const column = new Vec3(origin.x, y, origin.z).plus(along.scaled(i))
        if (!hasTop(await world.getBlock(column.offset(0, -1, 0)))) fits = false
        for (let h = 0; h < 5 && fits; h++) if (!isAir(await world.getBlock(column.offset(0, h, 0)))) fits = false
      }
      if (fits) baseY = y
    }
    const platform = baseY === null
    if (platform) baseY = Math.min(Math.max(origin.y, FALLBACK_Y), top - 10)
    const base = new Vec3(origin.x, baseY, origin.z)
    const set = (p, state) => serv.setBlock(world, p, state)
    const obsidianState = registry.blocksByName.obsidian.defaultState
    for (let i = -1; i <= 2; i++) {
      const column = base.plus(along.scaled(i))
      await set(column.offset(0, -1, 0), obsidianState)
      await set(column.offset(0, 3, 0), obsidianState)
      for (let h = 0; h < 3; h++) await set(column.offset(0, h, 0), i === -1 || i === 2 ? obsidianState : 0)
    }
    if (platform) {
      // Vanilla's platform: obsidian floor on both sides of the portal, air above it.
      const across = axis === 'x' ? new Vec3(0, 0, 1) : new Vec3(1, 0, 0)
      for (const side of [-1, 1]) {
        for (let i = 0; i <= 1; i++) {
          const p = base.plus(along.scaled(i)).plus(across.scaled(side))
          await set(p.offset(0, -1, 0), obsidianState)
          for (let h = 0; h < 3; h++) await set(p.offset(0, h, 0), 0)
        }
      }
    }
    await fillPortal(world, { start: base, width: 2, height: 3, axis })
    return base
  }

  async function travel (player) {
    const from = player.world
    const toNether = from !== nether
    const to = toNether ? nether : serv.overworld
    const scale = toNether ? 1 / SCALE : SCALE
    const target = new Vec3(player.position.x * scale, player.position.y, player.position.z * scale).floored()
    const sourceAxis = await portalAxisAround(player)
    let arrival = await findPortal(to, target, SEARCH_RADIUS[dimensionOf(to)])
    if (!arrival) arrival = await createPortal(to, target, sourceAxis)
    if (player.disconnected || player.world !== from) return
    await moveToWorld(player, to, arrival.offset(0.5, 0, 0.5))
  }

  async function portalAxisAround (player) {
    const block = await player.world.getBlock(player.position.floored())
    return isPortal(block) ? block.getProperties().axis : 'x'
  }

  // PlayerList / ServerPlayer.changeDimension: the respawn packet keeping all data, then what the
  // client forgot with its old level.
  async function moveToWorld (player, world, position) {
    if (player.craftmate.menu && player.craftmate.menu !== player.craftmate.inventoryMenu) player.craftmate.closeMenu()
    player._sendRespawn(undefined, undefined, world === nether ? -1 : 0, 3)
    player._unloadAllChunks(true)
    player.world = world
    player.position = position
    player.sendSelfPosition()
    player.sendAbilities?.()
    player.updateHealth(player.health)
    player.sendXp?.()
    player.craftmate.inventoryMenu?.broadcastFullState()
    player._client.write('update_time', serv.craftmate.timePacket ? serv.craftmate.timePacket() : { age: [0, 0], time: [0, serv.time] })
    if (world === serv.overworld) serv.craftmate.sendWeather?.(player)
    player.updateAndSpawn() // the old world's players forget it, the new one's see it
    // Not awaited: the portal cooldown starts on arrival, as vanilla's, not after the chunks.
    player.worldSendRestOfChunks().catch(err => serv.warn?.(`craftmate portal chunks: ${err.message}`))
  }
  serv.craftmate.moveToWorld = moveToWorld
}
