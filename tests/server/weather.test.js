// /weather (issue 24): start_raining when rain begins, stop_raining when it ends (flying-squid had
// them swapped), level changes for rain and thunder, and nothing when the weather stays the same.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

async function eventsOf (command) {
  const got = []
  const on = (p) => got.push(`${p.reason}:${p.gameMode}`)
  andy._client.on('game_state_change', on)
  const answer = h.once(andy, 'message')
  andy.chat(command)
  const text = (await answer).toString()
  await h.sleep(300)
  andy._client.removeListener('game_state_change', on)
  return { got, text }
}

test('rain, thunder and clear send what changed, and only that', async () => {
  assert.deepStrictEqual(await eventsOf('/weather clear'), { got: [], text: 'Set the weather to clear' })
  assert.strictEqual(andy.isRaining, false)
  assert.deepStrictEqual((await eventsOf('/weather rain')).got, ['start_raining:0', 'rain_level_change:1'])
  assert.strictEqual(andy.isRaining, true)
  assert.deepStrictEqual((await eventsOf('/weather rain')).got, [])
  assert.deepStrictEqual(await eventsOf('/weather thunder'), { got: ['thunder_level_change:1'], text: 'Set the weather to rain & thunder' })
  assert.strictEqual(andy.thunderState, 1)
  assert.deepStrictEqual((await eventsOf('/weather clear')).got, ['stop_raining:0', 'rain_level_change:0', 'thunder_level_change:0'])
  assert.strictEqual(andy.isRaining, false)
})

test('a player who joins while it rains is told so', async () => {
  await eventsOf('/weather rain')
  const jill = await h.joinBot(server.port, 'jill')
  try {
    await h.until(() => jill.isRaining, 'jill to see the rain')
  } finally {
    jill.quit()
  }
})
