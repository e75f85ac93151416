// Two chests (or trapped chests) placed side by side become a double chest, as vanilla's ChestBlock.getStateForPlacement
// decides: a chest placed (not sneaking) next to a single chest facing the same way joins it — as
// the left half when that chest is clockwise of its facing, the right half when counter-clockwise
// — and the other chest becomes the opposite half. flying-squid placed every chest single, so two
// chests were never one 54-slot chest. The containers plugin opens a left/right pair as one.
'use strict'

const { Vec3 } = require('vec3')

// The horizontal neighbours of a facing, clockwise and counter-clockwise (seen from above).
const TURNS = {
  north: { clockwise: 'east', counterClockwise: 'west' },
  east: { clockwise: 'south', counterClockwise: 'north' },
  south: { clockwise: 'west', counterClockwise: 'east' },
  west: { clockwise: 'north', counterClockwise: 'south' }
}
const STEP = { north: new Vec3(0, 0, -1), east: new Vec3(1, 0, 0), south: new Vec3(0, 0, 1), west: new Vec3(-1, 0, 0) }
const OPPOSITE_TYPE = { left: 'right', right: 'left' }

module.exports.server = function (serv) {
  for (const name of ['chest', 'trapped_chest']) joinsItsKind(serv, serv.registry.blocksByName[name])
}

// A chest joins only a chest of its own kind (a trapped chest a trapped chest).
function joinsItsKind (serv, chest) {
  const stateOf = (properties) => chest.minStateId + serv.setBlockDataProperties(chest.defaultState - chest.minStateId, chest.states, properties)

  serv.onItemPlace(chest.name, async ({ player, placedPosition, properties }) => {
    const facing = properties.facing
    let type = 'single'
    let partner = null
    if (!player.crouching && TURNS[facing]) {
      for (const [side, joinAs] of [['clockwise', 'left'], ['counterClockwise', 'right']]) {
        const at = placedPosition.plus(STEP[TURNS[facing][side]])
        const block = await player.world.getBlock(at)
        const p = block.type === chest.id ? block.getProperties() : null
        if (p && p.type === 'single' && p.facing === facing) {
          type = joinAs
          partner = { at, properties: { ...p, type: OPPOSITE_TYPE[joinAs] } }
          break
        }
      }
    }
    if (partner) await player.setBlock(partner.at, stateOf(partner.properties))
    return { id: chest.id, data: stateOf({ ...properties, type }) - chest.minStateId }
  }, false)
}
