// Crafting tables and chests. Right-clicking a crafting table opens the 3x3 crafting menu (type
// 12); right-clicking a chest or trapped chest opens its 27 slots (generic_9x3), or 54 for a double chest
// (generic_9x6), kept as a block entity for as long as the server runs and shared by every player
// who has it open (each viewer's menu broadcasts the changes other viewers make, once per tick).
// Breaking a chest drops its contents, as in vanilla.
'use strict'

const { Vec3 } = require('vec3')
const { BlockEntityStore } = require('../lib/block_entities')
const { craftingTableMenu, chestMenu } = require('../lib/menu_layouts')
const { blockStates } = require('../lib/block_states')

const REACH = 8 // vanilla keeps a container open while the player is within 8 blocks (4.5 reach + 4)
const CHEST_KINDS = ['chest', 'trapped_chest']
const CHEST_SLOTS = 27

module.exports.server = function (serv) {
  const { items, book } = serv.craftmate
  const registry = serv.registry
  const states = blockStates(registry)
  const store = serv.craftmate.blockEntities || (serv.craftmate.blockEntities = new BlockEntityStore())
  serv.craftmate.blockStates = states

  function blockNameAt (world, pos) {
    try {
      const stateId = world.sync.getBlockStateId(pos)
      return registry.blocksByStateId[stateId]?.name ?? 'air'
    } catch (err) {
      return 'unknown'
    }
  }

  // Kept open while the block is still there and the player close enough (vanilla stillValid).
  function stillValidAt (player, world, pos, blockNames) {
    return () => player.world === world &&
      player.position.distanceTo(pos.offset(0.5, 0.5, 0.5)) <= REACH &&
      blockNames.includes(blockNameAt(world, pos))
  }

  serv.craftmate.stillValidAt = stillValidAt
  serv.craftmate.blockNameAt = blockNameAt

  // Sneaking with something in hand places against the block instead of using it.
  function usesBlock (player) {
    return !(player.crouching && player.craftmate.inventory.get(player.heldItemSlot || 0))
  }

  serv.onBlockInteraction('crafting_table', ({ block, player }) => {
    if (!usesBlock(player)) return false
    const pos = block.position.clone()
    player.craftmate.openMenu((id) => craftingTableMenu(player, { items, book }, id, stillValidAt(player, player.world, pos, ['crafting_table'])))
    return true
  })

  function chestEntity (world, pos, kind = 'chest') {
    return store.getOrCreate(world, pos, kind, () => ({ kind: 'chest', slots: new Array(CHEST_SLOTS).fill(null), viewers: new Set() }))
  }

  // A chest with type=left/right is half of a double chest; its other half is beside it
  // (vanilla ChestBlock.getConnectedDirection: left -> clockwise of facing, right -> counter-clockwise).
  function partnerOf (world, pos, kind = 'chest') {
    const props = states.propertiesOf(world.sync.getBlockStateId(pos))
    if (!props.type || props.type === 'single') return null
    const clockwise = { north: [1, 0], east: [0, 1], south: [-1, 0], west: [0, -1] }[props.facing]
    if (!clockwise) return null
    const sign = props.type === 'left' ? 1 : -1
    const other = pos.offset(sign * clockwise[0], 0, sign * clockwise[1])
    return blockNameAt(world, other) === kind ? { pos: other, type: props.type } : null
  }

  function isBlockedAbove (world, pos) {
    const above = registry.blocksByStateId[world.sync.getBlockStateId(pos.offset(0, 1, 0))]
    return !!above && above.boundingBox === 'block' && !above.transparent
  }

  function setLid (world, pos, viewers) {
    serv.setBlockAction(world, pos, 1, viewers).catch(() => {})
  }

  // Chests and trapped chests open alike (vanilla gives both the chest titles).
  for (const kind of CHEST_KINDS) serv.onBlockInteraction(kind, ({ block, player }) => {
    if (!usesBlock(player)) return false
    const world = player.world
    const pos = block.position.clone()
    if (isBlockedAbove(world, pos)) return true
    const partner = partnerOf(world, pos, kind)
    if (partner && isBlockedAbove(world, partner.pos)) return true
    // For a double chest the "right" half comes first (top rows), the "left" half second.
    const halves = partner ? (partner.type === 'left' ? [pos, partner.pos] : [partner.pos, pos]) : [pos]
    const entities = halves.map(p => chestEntity(world, p, kind))
    const view = partner ? new Proxy([], {
      get: (target, prop) => {
        if (prop === 'length') return 54
        const i = Number(prop)
        if (Number.isInteger(i)) return entities[i < 27 ? 0 : 1].slots[i % 27]
        return target[prop]
      },
      set: (target, prop, value) => {
        const i = Number(prop)
        if (Number.isInteger(i)) entities[i < 27 ? 0 : 1].slots[i % 27] = value
        return true
      }
    }) : entities[0].slots
    const title = { translate: partner ? 'container.chestDouble' : 'container.chest' }
    const valid = stillValidAt(player, world, pos, [kind])
    const menu = player.craftmate.openMenu((id) => chestMenu(player, { items }, id, view, title, valid))
    menu.chestEntities = entities
    for (const e of entities) {
      e.viewers.add(player)
      setLid(world, e.position, e.viewers.size)
    }
    serv.playSound?.('block.chest.open', world, pos, {})
    return true
  })

  serv.on('craftmateMenuClosed', (player, menu) => {
    if (!menu.chestEntities) return
    for (const e of menu.chestEntities) {
      e.viewers.delete(player)
      setLid(e.world, e.position, e.viewers.size)
    }
  })

  // Drops the contents of a container block that is gone, and forgets it.
  serv.craftmate.blockReplaced = (world, pos, drop) => {
    const entry = store.remove(world, pos)
    if (!entry || !drop) return
    for (const item of entry.slots || []) {
      if (!items.isEmpty(item)) {
        serv.craftmate.spawnItem(world, new Vec3(pos.x + 0.5, pos.y + 0.5, pos.z + 0.5), item, {
          velocity: new Vec3(Math.random() * 2 - 1, 2, Math.random() * 2 - 1)
        })
      }
    }
  }
}

module.exports.player = function (player, serv) {
  // A player breaking a container block drops what was inside.
  player.on('dug', (data, cancelled) => {
    if (cancelled) return
    serv.craftmate.blockReplaced(player.world, data.position, true)
  })
}
