// One event for every block change, for the plugins that react to their neighbours (note blocks,
// command blocks): serv.emit('craftmateBlocksChanged', world, [{ pos, stateId }]) after
// serv.setBlock (placing, digging, plugins) and after /setblock and /fill (world_commands, which
// write the world directly and emit it themselves). Also `serv.craftmate.poweredByRedstoneBlock`:
// whether a redstone block touches a position — the one power source this server models.
'use strict'

const { Vec3 } = require('vec3')

const SIDES = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 1, 0), new Vec3(0, -1, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)]

module.exports.server = function (serv) {
  const setBlock = serv.setBlock
  serv.setBlock = async (world, position, stateId) => {
    await setBlock(world, position, stateId)
    serv.emit('craftmateBlocksChanged', world, [{ pos: new Vec3(position.x, position.y, position.z).floored(), stateId }])
  }
  // Sets a block without announcing it (a reaction's own change must not trigger reactions).
  serv.craftmate.setBlockQuietly = setBlock
  serv.craftmate.neighbours = (pos) => SIDES.map(side => pos.plus(side))
  serv.craftmate.poweredByRedstoneBlock = (world, pos) =>
    SIDES.some(side => world.sync.getBlock(pos.plus(side))?.name === 'redstone_block')
}
