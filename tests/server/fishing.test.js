// Fishing (issue 24), as mineflayer's own fishing check does it: bot.fish() casts, waits for the
// bite (vanilla's 6 bubble/fishing particles at the bobber), reels in, and the catch flies to the
// bot, which picks it up. Vanilla's wait is 5-30 s, so this test takes that long.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('cast into water, a bite, the catch collected', { timeout: 120000 }, async () => {
  const feet = andy.entity.position.floored()
  andy.chat(`/fill ${feet.x - 2} ${feet.y - 1} ${feet.z + 2} ${feet.x + 2} ${feet.y - 1} ${feet.z + 6} water`)
  await h.until(() => andy.blockAt(feet.offset(0, -1, 4))?.name === 'water', 'the pond')
  await h.give(andy, 'fishing_rod', 1)
  await andy.equip(andy.inventory.items().find(i => i.name === 'fishing_rod'), 'hand')
  await andy.lookAt(feet.offset(0.5, -0.1, 4.5), true)
  // Before 1.21 use_item carries no rotation and the server aims with the last look packet, which
  // mineflayer sends on its next physics tick.
  await andy.waitForTicks(2)
  let bobber = null
  andy.once('entitySpawn', (e) => { bobber = e })
  const collected = []
  andy.on('playerCollect', (collector, item) => { if (collector === andy.entity) collected.push(h.droppedItem(item)?.name) })
  const before = andy.experience.points
  const fished = andy.fish()
  await h.until(() => bobber, 'the bobber')
  assert.strictEqual(bobber.name, 'fishing_bobber')
  assert.ok(bobber.position.distanceTo(feet.offset(0.5, 0, 4.5)) < 1.5, `the bobber on the water it was cast at (${bobber.position})`)
  await fished
  await h.until(() => collected.length > 0, 'the catch', 20000)
  assert.ok(['cod', 'salmon', 'tropical_fish', 'pufferfish'].includes(collected[0]), `a fish: ${collected[0]}`)
  await h.until(() => !andy.entities[bobber.id], 'the bobber taken back')
  await h.until(() => andy.experience.points > before, 'the experience')
})
