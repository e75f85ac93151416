// Attacks and velocities (knockback.js): two players, one hitting a cow summoned 1.5 blocks away
// over and over. flying-squid pushed the cow 5 x the attacker-to-cow vector per hit, so it flew
// further with each hit and the eighth velocity (> 32767 / 8000 blocks/tick) failed to encode and
// disconnected both players. Vanilla knocks back 0.4 blocks/tick away from the attacker, ignores
// hits beyond reach, and clamps every velocity to 3.9 blocks/tick.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let ann, bob
const ended = []

h.serverWithBots(test, ['ann', 'bob'], (server, bots) => {
  [ann, bob] = bots
  for (const bot of bots) bot.on('end', (reason) => ended.push(`${bot.username}: ${reason}`))
}, ['--world', 'vanilla-flat'])

function velocities (bot) {
  const seen = []
  bot._client.on('entity_velocity', (p) => seen.push(p))
  return seen
}

test('hitting a cow again and again keeps everyone connected and knocks it back as vanilla', async () => {
  const seen = velocities(bob)
  const at = ann.entity.position.clone()
  ann.chat(`/summon cow ${at.x + 1.5} ${at.y} ${at.z}`)
  const cow = await h.until(() => Object.values(ann.entities).find(e => e.name === 'cow'), 'the cow')
  await h.until(() => bob.entities[cow.id], 'bob to see the cow')
  for (let hit = 0; hit < 12 && ann.entities[cow.id]; hit++) {
    ann.attack(cow)
    await h.sleep(500)
  }
  assert.deepStrictEqual(ended, [], 'a player was disconnected')
  const cowVelocities = seen.filter(p => p.entityId === cow.id).map(p => p.velocity)
  assert.ok(cowVelocities.length > 0, `the cow was never knocked back; bob saw ${JSON.stringify(seen)}`)
  const first = cowVelocities[0]
  assert.ok(first.x > 0 && Math.abs(Math.hypot(first.x, first.z) - 3200) < 20,
    `the first knockback is 0.4 blocks/tick away from ann (+x), got ${JSON.stringify(first)}`)
  assert.ok(Math.abs(first.y - 3200) < 20, `and 0.4 up, got ${first.y}`)
  // Beyond reach (6 blocks from the eyes in survival) a hit does nothing.
  const far = cowVelocities.length
  ann.chat(`/tp @e[type=cow] ${at.x + 12} ${at.y} ${at.z}`)
  await h.until(() => Math.abs(ann.entities[cow.id].position.x - (at.x + 12)) < 1, 'the cow 12 blocks off')
  ann.attack(ann.entities[cow.id])
  await h.sleep(1000)
  assert.strictEqual(seen.filter(p => p.entityId === cow.id).length, far, 'a hit from 12 blocks knocked the cow back')
})

test('a velocity too large for the packet is clamped to 3.9 blocks/tick', async () => {
  const seen = velocities(bob)
  ann.chat('/velocity bob 81 81 0') // flying-squid's command, in blocks/second: 4.05 blocks/tick
  const mine = await h.until(() => seen.find(p => p.entityId === bob.entity.id), "bob's velocity")
  assert.deepStrictEqual([mine.velocity.x, mine.velocity.y, mine.velocity.z], [31200, 31200, 0])
  assert.deepStrictEqual(ended, [], 'a player was disconnected')
})
