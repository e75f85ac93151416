// The world clock (issue 24): update_time every 20 ticks even while doDaylightCycle is false (the
// time negated, as vanilla tells clients the sun stands still), an age that counts ticks, and a
// day time that does not wrap, so days and moon phases advance.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

// Resolves with the time packets andy receives in the next `ms` milliseconds.
function timePackets (ms) {
  const got = []
  const on = (p) => got.push(p)
  andy._client.on('update_time', on)
  return h.sleep(ms).then(() => { andy._client.removeListener('update_time', on); return got })
}

test('with doDaylightCycle false the time still arrives every second, standing still', async () => {
  andy.chat('/gamerule doDaylightCycle false')
  await h.until(() => andy.time.doDaylightCycle === false, 'the client to learn the cycle stopped')
  andy.chat('/time set 18000')
  await h.until(() => andy.time.timeOfDay === 18000, 'midnight')
  const packets = await timePackets(3500)
  assert.ok(packets.length >= 2, `update_time kept coming (${packets.length} in 3.5 s)`)
  assert.strictEqual(andy.time.timeOfDay, 18000, 'the sun stands still')
  assert.strictEqual(andy.time.isDay, false)
  assert.ok(andy.time.age > 20, `the age counts ticks (${andy.time.age})`)
})

test('days count on: /time add 24000 is the next day, another moon phase', async () => {
  andy.chat('/gamerule doDaylightCycle true')
  await h.until(() => andy.time.doDaylightCycle === true, 'the cycle running again')
  const { day, moonPhase } = andy.time
  andy.chat('/time add 24000')
  await h.until(() => andy.time.day === day + 1, 'the next day')
  assert.notStrictEqual(andy.time.moonPhase, moonPhase)
  const before = andy.time.time
  await h.until(() => andy.time.time > before, 'the time to advance while the cycle runs')
})
