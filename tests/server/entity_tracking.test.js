// Players see each other after teleports (entity_tracking.js). flying-squid decides which entities
// a player is shown when the player has moved more than 2 blocks since the last decision, but checks
// in the 'move' event, which comes before the move is applied: a teleport was measured from where the
// player had been. A player teleported away (and moved on, so the others were told it left) and then
// teleported back next to them, standing still, stayed invisible to them for good (seen as MINDcraft's
// "Could not find Andy_0." from a partner's !givePlayer).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server

test.before(async () => {
  server = await h.startServer()
})
test.after(async () => {
  await server?.stop()
})

// A bare client that also keeps which entities it is shown and can step by itself.
async function joinTracking (username) {
  const bare = h.joinBare(server.port, username)
  bare.shown = new Set()
  bare.client.on('spawn_entity', ({ entityId }) => bare.shown.add(entityId))
  bare.client.on('entity_destroy', ({ entityIds }) => entityIds.forEach(id => bare.shown.delete(id)))
  bare.moveTo = (x, y, z) => { bare.client.write('position', { x, y, z, onGround: false, flags: { onGround: false } }); bare.at = { ...bare.at, x, y, z } }
  await h.until(() => bare.id !== null && bare.at, `${username} to spawn`)
  return bare
}

async function tp (bare, username, x, y, z) {
  server.console(`tp ${username} ${x} ${y} ${z}`)
  await h.until(() => Math.abs(bare.at.x - (x + 0.5)) < 0.01 && Math.abs(bare.at.z - (z + 0.5)) < 0.01, `${username} to arrive at ${x} ${z}`)
  await h.sleep(300)
}

test('a player teleported away and back next to another is shown to it again', async () => {
  const andy = await joinTracking('andy')
  const jill = await joinTracking('jill')
  await h.until(() => jill.shown.has(andy.id) && andy.shown.has(jill.id), 'andy and jill to see each other')
  const home = { x: Math.floor(jill.at.x), y: Math.floor(jill.at.y), z: Math.floor(jill.at.z) }
  // Away, and a step there: the server tells jill that andy has gone.
  await tp(andy, 'andy', home.x + 1000, home.y, home.z)
  andy.moveTo(home.x + 1003.5, home.y, home.z + 0.5)
  await h.until(() => !jill.shown.has(andy.id), 'jill to be told that andy has gone')
  // Back next to jill, standing still.
  await tp(andy, 'andy', home.x + 2, home.y, home.z)
  await h.until(() => jill.shown.has(andy.id), 'jill to be shown andy again', 5000)
  assert.ok(andy.shown.has(jill.id), 'andy is shown jill again')
  andy.client.end()
  jill.client.end()
})

// flying-squid puts a joining player into the world at (0, 0, 0) and only then looks for its spawn
// point (chunk loads, so other work runs meanwhile). A player who moved in that time was shown the
// newcomer at (0, 0, 0); a client reading positions then sent its partner to the world's floor.
test('a joining player is shown only at the place it spawns', async () => {
  const observer = await joinTracking('pacer')
  const base = { x: observer.at.x, y: observer.at.y, z: observer.at.z }
  const spawns = []
  observer.client.on('spawn_entity', (p) => spawns.push(p))
  // Every step is over 2 blocks from the last: the server re-decides what the pacer sees each time.
  let step = 0
  const pacing = setInterval(() => { step++; observer.moveTo(base.x + (step % 2) * 3, base.y, base.z) }, 5)
  const names = Array.from({ length: 12 }, (_, i) => `newcomer${i}`)
  const newcomers = await Promise.all(names.map(name => joinTracking(name)))
  clearInterval(pacing)
  await h.until(() => newcomers.every(n => observer.shown.has(n.id)), 'the pacer to be shown every newcomer')
  const origin = spawns.filter(p => p.x === 0 && p.y === 0 && p.z === 0)
  assert.deepStrictEqual(origin.map(p => p.entityId), [], 'entities shown at (0, 0, 0)')
  for (const n of [observer, ...newcomers]) n.client.end()
})
