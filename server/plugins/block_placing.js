// Placing a block (the client's `block_place`, vanilla's use_item_on), answered as vanilla answers
// it; replaces flying-squid's handler:
//   * after every placement, placed or refused, the blocks at the clicked position and next to it
//     are sent and the packet's sequence number acknowledged, so a client that predicted the
//     placement learns at once what is there (without it clients wait for an update that never
//     comes);
//   * a block without a collision box (torch, flower) may go in the player's own cell (MINDcraft's
//     torch_placing mode puts torches at the agent's feet); one with a box is refused in the
//     player's feet cell only (vanilla checks every entity's whole box);
//   * a clicked block without a collision box is replaced rather than built against.
// Blocks with behaviour when clicked (crafting tables, chests, doors) still go through
// serv.interactWithBlock first, and items with their own placing rules (beds, seeds, signs)
// through serv.placeItem, as in flying-squid.
'use strict'

const { Vec3 } = require('vec3')

// Face numbers of the protocol: down, up, north, south, west, east.
const FACE_OFFSETS = [new Vec3(0, -1, 0), new Vec3(0, 1, 0), new Vec3(0, 0, -1), new Vec3(0, 0, 1), new Vec3(-1, 0, 0), new Vec3(1, 0, 0)]
const FACE_AXES = ['y', 'y', 'z', 'z', 'x', 'x']
// A player's facing from its angle around the placed block, in quarter turns from north.
const FACINGS = ['north', 'east', 'south', 'west']
const SURVIVAL = 0
const ADVENTURE = 2

function hasCollisionBox (block) {
  return block !== undefined && block.boundingBox !== 'empty'
}

module.exports.player = function (player, serv) {
  const { registry } = serv

  async function answer ({ location, direction, sequence }) {
    // Vanilla: both positions, whatever happened, then the acknowledgement of the sequence.
    const clicked = new Vec3(location.x, location.y, location.z)
    const positions = [clicked]
    if (FACE_OFFSETS[direction]) positions.push(clicked.plus(FACE_OFFSETS[direction]))
    for (const position of positions) {
      const stateId = await player.world.getBlockStateId(position)
      player._client.write('block_change', { location: position, type: stateId })
    }
    player._client.write('acknowledge_player_digging', { sequenceId: sequence })
  }

  async function place ({ location, direction, cursorY }) {
    const referencePosition = new Vec3(location.x, location.y, location.z)
    // Read at once when loaded: a command the player sent after this packet (handled while this
    // one awaits) must not change what was clicked, as vanilla handles a player's packets in order.
    const reference = player.world.sync.getBlock(referencePosition) ?? await player.world.getBlock(referencePosition)
    reference.position = referencePosition
    reference.direction = direction
    if (await serv.interactWithBlock({ block: reference, player })) return
    if (player.gameMode >= ADVENTURE) return
    const heldItem = player.inventory.slots[36 + player.heldItemSlot]
    if (!heldItem || heldItem.type === -1 || !FACE_OFFSETS[direction]) return

    const directionVector = hasCollisionBox(reference) ? FACE_OFFSETS[direction] : new Vec3(0, 0, 0)
    const placedPosition = referencePosition.plus(directionVector)
    const placedBlock = registry.blocksByName[heldItem.name]
    if ((placedBlock === undefined || hasCollisionBox(placedBlock)) && placedPosition.equals(player.position.floored())) return

    const dx = player.position.x - (placedPosition.x + 0.5)
    const dz = player.position.z - (placedPosition.z + 0.5)
    const angle = Math.atan2(dx, -dz) * 180 / Math.PI + 180 // [0, 360), 0 = the player north of the block
    const half = direction === 0 ? 'top' : direction === 1 ? 'bottom' : cursorY > 0.5 ? 'top' : 'bottom'
    const { id, data } = await serv.placeItem({
      item: heldItem,
      angle,
      direction,
      player,
      referencePosition,
      placedPosition,
      directionVector,
      properties: {
        rotation: Math.floor(angle / 22.5 + 0.5) & 0xF,
        axis: FACE_AXES[direction],
        facing: FACINGS[Math.floor(angle / 90 + 0.5) & 0x3],
        half,
        waterlogged: (await player.world.getBlock(placedPosition)).type === registry.blocksByName.water.id
      }
    })
    const block = registry.blocks[id]
    if (!block) return // the item's own handler placed what it places (beds, doors) or nothing

    // minecraft-data has no sound types of blocks: one placing sound for all (a watching vanilla
    // client hears that something was placed).
    serv.playSound('block.stone.place', player.world, placedPosition.offset(0.5, 0.5, 0.5), { pitch: 0.8 })
    if (player.gameMode === SURVIVAL) {
      heldItem.count--
      player.inventory.updateSlot(36 + player.heldItemSlot, heldItem.count === 0 ? null : heldItem)
    }
    // Awaited: the answer below reads the block back and must not send the old one after the new.
    await player.setBlock(placedPosition, block.minStateId + data)
  }

  // flying-squid's placeBlock plugin registers its listener in its player function, which runs
  // before 'asap'; from then on this one is the only one.
  player.once('asap', () => {
    const client = player._client
    for (const listener of client.listeners('block_place')) client.removeListener('block_place', listener)
    client.on('block_place', async (packet) => {
      try {
        await place(packet)
      } catch (err) {
        serv.warn?.(`block_place from ${player.username}: ${err.message}`)
      }
      try {
        await answer(packet)
      } catch (err) {
        // The player left while the placement was being handled: nobody to answer.
      }
    })
  })
}
