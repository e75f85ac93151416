// Joining and leaving as vanilla announces them (issue 24): the translatable join and leave
// messages with the player's name component, and `player_remove` when a player leaves, so other
// clients see it go (mineflayer's `playerLeft`).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('a joining player is announced with multiplayer.player.joined, a leaving one with multiplayer.player.left and player_remove', async () => {
  const messages = []
  andy.on('message', (m) => messages.push(m))
  const joined = h.once(andy, 'playerJoined')
  const jill = await h.joinBot(server.port, 'jill')
  assert.strictEqual((await joined).username, 'jill')
  const join = await h.until(() => messages.find(m => m.translate === 'multiplayer.player.joined'), 'the join message')
  assert.strictEqual(join.json.with[0].insertion, 'jill')
  assert.strictEqual(join.toString(), 'jill joined the game')
  assert.strictEqual(join.color, 'yellow')

  const left = h.once(andy, 'playerLeft')
  jill.quit()
  assert.strictEqual((await left).username, 'jill')
  const leave = await h.until(() => messages.find(m => m.translate === 'multiplayer.player.left'), 'the leave message')
  assert.strictEqual(leave.toString(), 'jill left the game')
  assert.strictEqual(andy.players.jill, undefined)
})
