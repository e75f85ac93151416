// Note blocks as vanilla 1.21.1 (NoteBlock): a note block plays when it becomes powered — here by
// a redstone block put next to it (the only power source this server models) — when a player
// hits it, and when a player uses it, which first raises its note by one (0-24, then 0 again).
// Playing sends the block event clients turn into the note (`block_action` 0 0, mineflayer's
// 'noteHeard'), the `block.note_block.<instrument>` sound at vanilla's pitch 2^((note-12)/12) and
// no particle packet (clients draw the note from the block event); a note block under a block
// plays nothing. `powered` follows the redstone
// block. Changes reach the plugin as 'craftmateBlocksChanged' (block_changes).
'use strict'

const { Vec3 } = require('vec3')

const NOTES = 25

module.exports.server = function (serv) {
  const registry = serv.registry
  const noteBlock = registry.blocksByName.note_block
  const { blockStates } = serv.craftmate
  const blockAt = (world, pos) => world.sync.getBlock(pos)

  async function play (world, pos) {
    const block = blockAt(world, pos)
    if (block?.name !== 'note_block') return
    const above = blockAt(world, pos.offset(0, 1, 0))
    if (above && above.name !== 'air' && above.name !== 'cave_air') return
    const { instrument, note } = block.getProperties()
    for (const p of serv.players) {
      if (p.world !== world || p.position.distanceTo(pos) > 64) continue
      // The client draws the note particle itself from the block event, as from vanilla, which
      // sends no particle packet (a stray one tripped listeners waiting for other particles).
      p._client.write('block_action', { location: pos, byte1: 0, byte2: 0, blockId: noteBlock.id })
    }
    serv.playSound(`block.note_block.${instrument}`, world, pos.offset(0.5, 0.5, 0.5), { soundCategory: 'record', pitch: Math.pow(2, (Number(note) - 12) / 12) })
  }

  const setProps = (world, pos, block, props) =>
    serv.craftmate.setBlockQuietly(world, pos, blockStates.stateIdOf(noteBlock, props, block.stateId))

  // A block changed at pos: the note blocks beside it (and itself) follow their power.
  async function neighbourChanged (world, pos) {
    for (const at of [pos, ...serv.craftmate.neighbours(pos)]) {
      const block = blockAt(world, at)
      if (block?.name !== 'note_block') continue
      const now = serv.craftmate.poweredByRedstoneBlock(world, at)
      const was = block.getProperties().powered === true || block.getProperties().powered === 'true'
      if (now === was) continue
      if (now) await play(world, at)
      await setProps(world, at, block, { powered: String(now) })
    }
  }

  serv.on('craftmateBlocksChanged', (world, changes) => {
    for (const { pos } of changes) neighbourChanged(world, pos).catch(err => serv.err?.(`craftmate note blocks: ${err.stack}`))
  })

  // Using a note block tunes it up one note and plays it; sneaking with an item places instead.
  serv.onBlockInteraction('note_block', ({ block, player }) => {
    if (player.crouching && player.craftmate.inventory.get(player.heldItemSlot || 0)) return false
    const pos = block.position.clone()
    const note = (Number(block.getProperties().note) + 1) % NOTES
    setProps(player.world, pos, block, { note: String(note) }).then(() => play(player.world, pos)).catch(() => {})
    return true
  })
  serv.craftmate.playNoteBlock = play
}

module.exports.player = function (player, serv) {
  // Hitting a note block plays it (vanilla NoteBlock.attack).
  player._client.on('block_dig', ({ status, location }) => {
    if (status !== 0 || !location) return
    const pos = new Vec3(location.x, location.y, location.z)
    if (player.world.sync.getBlock(pos)?.name === 'note_block') serv.craftmate.playNoteBlock(player.world, pos).catch(() => {})
  })
}
