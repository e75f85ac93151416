// Doors and beds are two blocks in vanilla: placing a door puts its upper half above it, placing a
// bed puts its head in front of its foot (in the player's facing direction), and breaking either
// half removes the other (one item drops). flying-squid placed a single block, so construction
// tasks that compare block states cell by cell saw half a door.
'use strict'

const FACING_OFFSET = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] }

module.exports.server = function (serv) {
  const registry = serv.registry
  const { blockStates } = serv.craftmate
  const air = (name) => name === 'air' || name === 'cave_air' || name === 'void_air' || name === 'water' || name === 'short_grass'

  function place (block, props) {
    return { id: block.id, data: blockStates.stateIdOf(block, props) - block.minStateId }
  }

  for (const block of registry.blocksArray) {
    if (!registry.itemsByName[block.name]) continue
    if (block.name.endsWith('_door')) {
      serv.onItemPlace(block.name, async ({ player, placedPosition, properties }) => {
        const upperPos = placedPosition.offset(0, 1, 0)
        if (!air((await player.world.getBlock(upperPos)).name)) return { id: -1, data: 0 }
        const props = { facing: properties.facing, half: 'lower', hinge: 'left', open: 'false', powered: 'false' }
        setImmediate(() => serv.setBlock(player.world, upperPos, blockStates.stateIdOf(block, { ...props, half: 'upper' })).catch(() => {}))
        return place(block, props)
      }, false)
    } else if (block.name.endsWith('_bed')) {
      serv.onItemPlace(block.name, async ({ player, placedPosition, properties }) => {
        const [dx, dz] = FACING_OFFSET[properties.facing] || [0, 1]
        const headPos = placedPosition.offset(dx, 0, dz)
        if (!air((await player.world.getBlock(headPos)).name)) return { id: -1, data: 0 }
        const props = { facing: properties.facing, part: 'foot', occupied: 'false' }
        setImmediate(() => serv.setBlock(player.world, headPos, blockStates.stateIdOf(block, { ...props, part: 'head' })).catch(() => {}))
        return place(block, props)
      }, false)
    }
  }

  // The other half of a door or bed at pos, or null.
  serv.craftmate.otherHalf = (block, pos) => {
    const props = blockStates.propertiesOf(block.stateId)
    if (block.name.endsWith('_door')) return pos.offset(0, props.half === 'upper' ? -1 : 1, 0)
    if (block.name.endsWith('_bed')) {
      const [dx, dz] = FACING_OFFSET[props.facing] || [0, 0]
      const sign = props.part === 'foot' ? 1 : -1
      return pos.offset(sign * dx, 0, sign * dz)
    }
    return null
  }
}

module.exports.player = function (player, serv) {
  let pending = null
  player.on('dug_cancel', async (data) => {
    pending = null
    const other = data.block && serv.craftmate.otherHalf(data.block, data.position)
    if (!other) return
    const block = await player.world.getBlock(other)
    if (block.name === data.block.name) pending = other
  })
  player.on('dug', (data, cancelled) => {
    const other = pending
    pending = null
    if (!cancelled && other) serv.setBlock(player.world, other, 0).catch(() => {})
  })
}
