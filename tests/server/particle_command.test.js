// /particle by name in 1.21.1 syntax (issue 24), as mineflayer's own particle check sends it.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('/particle <name> ~ ~ ~ 5 5 5 0.5 100 force shows that particle where the player is', async () => {
  const seen = h.once(andy, 'particle')
  andy.chat('/particle angry_villager ~ ~ ~ 5 5 5 0.5 100 force')
  const p = await seen
  assert.strictEqual(p.name, 'angry_villager')
  assert.deepStrictEqual([p.position.x, p.position.y, p.position.z], [andy.entity.position.x, andy.entity.position.y, andy.entity.position.z])
  assert.deepStrictEqual([p.offset.x, p.offset.y, p.offset.z, p.count, p.movementSpeed, p.longDistanceRender], [5, 5, 5, 100, 0.5, true])
  // The first command's own answer may still be on its way: wait for each answer by its text.
  const messages = []
  andy.on('message', (m) => messages.push(m.toString()))
  andy.chat('/particle minecraft:heart')
  await h.until(() => messages.includes('Displaying particle heart'), 'the answer to /particle minecraft:heart')
  andy.chat('/particle 12 ~ ~ ~')
  await h.until(() => messages.some((m) => /Unknown particle: minecraft:12/.test(m)), 'the refusal of /particle 12')
})
