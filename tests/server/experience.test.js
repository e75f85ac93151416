// Experience and /xp in 1.21.1 syntax (issue 24): points fill the bar and make levels as vanilla
// counts them (7 points for level 0->1, 9 for 1->2, ...), levels add without points, set and query.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

async function xp (command) {
  const changed = h.once(andy, 'experience')
  const answer = h.once(andy, 'message')
  andy.chat(command)
  await changed
  return (await answer).toString()
}

test('/xp add points and levels, set, query', async () => {
  assert.strictEqual(await xp('/xp add andy 10 points'), 'Gave 10 experience points to andy')
  // 7 points make level 1, the other 3 are 3/9 of the way to level 2.
  assert.deepStrictEqual([andy.experience.level, andy.experience.points], [1, 10])
  assert.ok(Math.abs(andy.experience.progress - 3 / 9) < 1e-6, `progress ${andy.experience.progress}`)
  assert.strictEqual(await xp(`/experience add ${andy.username} 100 levels`), 'Gave 100 experience levels to andy')
  assert.deepStrictEqual([andy.experience.level, andy.experience.points], [101, 10])
  assert.strictEqual(await xp('/xp set andy 5 levels'), 'Set 5 experience levels on andy')
  assert.strictEqual(andy.experience.level, 5)
  assert.strictEqual(await xp('/xp set andy 4 points'), 'Set 4 experience points on andy')
  assert.ok(Math.abs(andy.experience.progress - 4 / 17) < 1e-6)
  const answer = h.once(andy, 'message')
  andy.chat('/xp query andy levels')
  assert.strictEqual((await answer).toString(), 'andy has 5 experience levels')
  const refusal = h.once(andy, 'message')
  andy.chat('/xp set andy 100 points')
  assert.match((await refusal).toString(), /Cannot set experience points above the maximum/)
})
