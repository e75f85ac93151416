// A player whose connection drops and who joins again gets back what it held and stands where it
// stood (server/plugins/player_memory.js), as vanilla keeps player data; `craftmate eval` rejoins
// a bot whose connection was cut and its task goes on with the items it was dealt.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy, jill

h.serverWithBots(test, ['andy', 'jill'], (s, bots) => { server = s; [andy, jill] = bots })

test('a rejoining player gets back its inventory and its position', async () => {
  await h.give(andy, 'oak_planks', 5)
  await h.give(andy, 'stick', 3)
  const target = andy.entity.position.floored().offset(12, 0, 9)
  andy.chat(`/tp andy ${target.x} ${target.y} ${target.z}`)
  const at = target.offset(0.5, 0, 0.5)
  await h.until(() => andy.entity.position.distanceTo(at) < 1.5, 'andy at the teleport target')
  const left = h.once(jill, 'playerLeft') // the server has seen the socket close and saved andy
  andy._client.socket.destroy() // the connection drops, as a cut connection does
  assert.strictEqual((await left).username, 'andy')

  const again = await h.joinBot(server.port, 'andy')
  try {
    assert.strictEqual(h.count(again, 'oak_planks'), 5)
    assert.strictEqual(h.count(again, 'stick'), 3)
    assert.ok(again.entity.position.distanceTo(at) < 1.5, `rejoined at ${again.entity.position}, left at ${at}`)
  } finally {
    again.quit()
  }
})
