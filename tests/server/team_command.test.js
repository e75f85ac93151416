// /team (issue 24): a team created, coloured and joined reaches the clients (mineflayer's
// bot.teams, teamMemberAdded), and a player who joins later is told about it.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('add, modify color, join; a later player sees the team', async () => {
  const added = h.once(andy, 'teamMemberAdded')
  andy.chat('/team add test "test"')
  andy.chat('/team modify test color dark_green')
  andy.chat('/team join test andy')
  await added
  assert.strictEqual(andy.teams.test.name.toString(), 'test')
  assert.ok(andy.teamMap.andy, 'andy is on a team')
  assert.strictEqual(andy.teamMap.andy.team, 'test')
  await h.until(() => andy.teams.test.color === 'dark_green', 'the colour')
  const jill = await h.joinBot(server.port, 'jill')
  try {
    await h.until(() => jill.teams.test && jill.teamMap.andy, 'jill to know the team and its member')
    const left = h.once(jill, 'teamMemberRemoved')
    andy.chat('/team leave andy')
    await left
    await h.until(() => !jill.teamMap.andy, 'andy off the team for jill')
  } finally {
    jill.quit()
  }
})
