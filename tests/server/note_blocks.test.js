// Note blocks (issue 24), as mineflayer's own sound check plays them: a redstone block put next to
// a note block plays it (mineflayer's 'noteHeard') and powers it; using it tunes it up and plays.
// As vanilla, no particle packet goes with it (clients draw the note from the block event).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('a redstone block plays a note block; using it raises the note', async () => {
  const pos = andy.entity.position.offset(1, 0, 0).floored()
  andy.chat(`/setblock ${pos.x} ${pos.y} ${pos.z} note_block`)
  await h.until(() => andy.blockAt(pos)?.name === 'note_block', 'the note block')
  const particles = []
  andy._client.on('world_particles', (p) => particles.push(p))
  const heard = h.once(andy, 'noteHeard')
  andy.chat(`/setblock ${pos.x} ${pos.y - 1} ${pos.z} redstone_block`)
  const block = await heard
  assert.strictEqual(block.name, 'note_block')
  await h.sleep(500)
  assert.deepStrictEqual(particles, [], 'a particle packet with the note')
  await h.until(() => andy.blockAt(pos).getProperties().powered === true, 'the note block powered')

  const tuned = h.once(andy, 'noteHeard')
  andy.activateBlock(andy.blockAt(pos))
  await tuned
  await h.until(() => Number(andy.blockAt(pos).getProperties().note) === 1, 'note 1')

  andy.chat(`/setblock ${pos.x} ${pos.y - 1} ${pos.z} stone`)
  await h.until(() => andy.blockAt(pos).getProperties().powered === false, 'unpowered when the redstone block goes')
})
