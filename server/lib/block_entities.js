// Block entities (chest and furnace contents) kept per world and position for as long as the
// server runs. An entry is only valid while the block at its position is still of the kind that
// created it: a block replaced by /setblock, /fill or digging drops (or discards) its entry.
'use strict'

class BlockEntityStore {
  constructor () {
    this.byWorld = new WeakMap()
  }

  mapOf (world) {
    let map = this.byWorld.get(world)
    if (!map) {
      map = new Map()
      this.byWorld.set(world, map)
    }
    return map
  }

  static key (pos) {
    return `${Math.floor(pos.x)},${Math.floor(pos.y)},${Math.floor(pos.z)}`
  }

  get (world, pos) {
    return this.mapOf(world).get(BlockEntityStore.key(pos)) || null
  }

  // Returns the entry at pos for `blockName`, creating it with `create()` when missing or stale.
  getOrCreate (world, pos, blockName, create) {
    const map = this.mapOf(world)
    const key = BlockEntityStore.key(pos)
    let entry = map.get(key)
    if (!entry || entry.blockName !== blockName) {
      entry = create()
      entry.blockName = blockName
      entry.world = world
      entry.position = pos.clone ? pos.clone() : pos
      map.set(key, entry)
    }
    return entry
  }

  remove (world, pos) {
    const map = this.mapOf(world)
    const key = BlockEntityStore.key(pos)
    const entry = map.get(key) || null
    map.delete(key)
    return entry
  }

  all (world) {
    return [...this.mapOf(world).values()]
  }
}

module.exports = { BlockEntityStore }
