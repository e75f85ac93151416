// /particle by name in 1.21.1 syntax (issue 24), as mineflayer's own particle check sends it.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

test.before(async () => {
  server = await h.startServer()
  andy = await h.joinBot(server.port, 'andy')
})
test.after(async () => {
  andy?.quit()
  await server?.stop()
})

test('/particle <name> ~ ~ ~ 5 5 5 0.5 100 force shows that particle where the player is', async () => {
  const seen = h.once(andy, 'particle')
  andy.chat('/particle angry_villager ~ ~ ~ 5 5 5 0.5 100 force')
  const p = await seen
  assert.strictEqual(p.name, 'angry_villager')
  assert.deepStrictEqual([p.position.x, p.position.y, p.position.z], [andy.entity.position.x, andy.entity.position.y, andy.entity.position.z])
  assert.deepStrictEqual([p.offset.x, p.offset.y, p.offset.z, p.count, p.movementSpeed, p.longDistanceRender], [5, 5, 5, 100, 0.5, true])
  const answer = h.once(andy, 'message')
  andy.chat('/particle minecraft:heart')
  assert.strictEqual((await answer).toString(), 'Displaying particle heart')
  const refusal = h.once(andy, 'message')
  andy.chat('/particle 12 ~ ~ ~')
  assert.match((await refusal).toString(), /Unknown particle: minecraft:12/)
})
