// Sleeping in a bed (issue 24), as mineflayer's own bed check does it: at midnight a bot lies down
// in a bed set with /setblock and gets up again; by day the bed refuses; a bot that sleeps through
// the night wakes in the morning and respawns at its bed.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy, foot

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

async function bedNextToAndy () {
  const foot = andy.entity.position.offset(2, 0, 0).floored()
  andy.chat(`/setblock ${foot.x} ${foot.y} ${foot.z} red_bed[part=foot,facing=south]`)
  andy.chat(`/setblock ${foot.x} ${foot.y} ${foot.z + 1} red_bed[part=head,facing=south]`)
  await h.until(() => andy.blockAt(foot.offset(0, 0, 1))?.name === 'red_bed', 'the bed')
  return foot
}

test('by day the bed refuses; at midnight the bot sleeps and wakes', async () => {
  foot = await bedNextToAndy()
  andy.chat('/time set 1000')
  await h.until(() => andy.time.timeOfDay < 2000, 'day')
  // mineflayer refuses by itself by day; the server must too.
  const refusal = h.once(andy, 'actionBar')
  andy.activateBlock(andy.blockAt(foot))
  assert.strictEqual((await refusal).toString(), 'You can sleep only at night or during thunderstorms')
  andy.chat('/time set 18000')
  await h.until(() => andy.time.timeOfDay >= 18000, 'midnight')
  assert.ok(!andy.isSleeping)
  const woke = h.once(andy, 'wake')
  await andy.sleep(andy.blockAt(foot))
  assert.ok(andy.isSleeping)
  assert.strictEqual(andy.blockAt(foot).getProperties().occupied, true)
  await andy.wake()
  await woke
  assert.ok(!andy.isSleeping)
  await h.until(() => andy.blockAt(foot).getProperties().occupied === false, 'the bed free again')
})

test('sleeping through the night: morning comes, and death brings the bot back to its bed', async () => {
  andy.chat('/time set 13000')
  await h.until(() => andy.time.timeOfDay >= 13000 && andy.time.timeOfDay < 14000, 'night')
  const woke = h.once(andy, 'wake', 20000)
  await andy.sleep(andy.blockAt(foot))
  await woke
  await h.until(() => andy.time.timeOfDay < 1000, 'the morning')
  assert.ok(andy.time.day >= 1)
  andy.chat(`/tp andy ${foot.x + 30} ${foot.y} ${foot.z}`)
  await h.until(() => andy.entity.position.distanceTo(foot) > 20, 'andy away from the bed')
  let respawned = false
  andy.once('spawn', () => { respawned = true })
  andy.chat('/kill andy')
  await h.until(() => respawned, 'the respawn')
  await h.until(() => andy.entity.position.distanceTo(foot.offset(0.5, 0, 1.5)) < 1.5, 'andy back at his bed')
})
