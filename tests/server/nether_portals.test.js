// Nether portals (issue 24): an obsidian frame lit with flint and steel fills with portal blocks, a
// survival player standing in it for 80 ticks arrives in the nether (the 1.21.1 respawn packet of
// the_nether, its 0..255 columns) in a portal built there, and the same way back arrives at the
// portal it left from; a frame that loses a block loses its portal.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let andy

h.serverWithBots(test, ['andy'], (s, bots) => { [andy] = bots })

const at = (p) => andy.blockAt(p)?.name

async function standIn (cell, dimension) {
  andy.chat(`/tp andy ${cell.x + 0.5} ${cell.y} ${cell.z + 0.5}`)
  await h.until(() => andy.game.dimension === dimension, `andy in ${dimension}`, 30000)
  await h.until(() => at(andy.entity.position.offset(0, -1, 0)), `the ground in ${dimension}`)
}

test('a lit frame takes a player to the nether and back; a broken frame loses its portal', { timeout: 120000 }, async () => {
  const f = andy.entity.position.floored()
  const z = f.z + 3
  andy.chat(`/fill ${f.x + 2} ${f.y} ${z} ${f.x + 5} ${f.y + 4} ${z} obsidian`)
  await h.until(() => at(f.offset(3, 1, 3)) === 'obsidian', 'the obsidian')
  andy.chat(`/fill ${f.x + 3} ${f.y + 1} ${z} ${f.x + 4} ${f.y + 3} ${z} air`)
  await h.until(() => at(f.offset(3, 1, 3)) === 'air', 'the frame emptied')

  await h.give(andy, 'flint_and_steel', 1)
  await andy.equip(andy.inventory.items().find(i => i.name === 'flint_and_steel'), 'hand')
  await andy.activateBlock(andy.blockAt(f.offset(3, 0, 3)), new h.Vec3(0, 1, 0))
  await h.until(() => [1, 2, 3].every(dy => [3, 4].every(dx => at(f.offset(dx, dy, 3)) === 'nether_portal')), 'the portal filling the frame')
  assert.strictEqual(andy.blockAt(f.offset(3, 1, 3)).getProperties().axis, 'x')
  assert.strictEqual(h.count(andy, 'flint_and_steel'), 1, 'flint and steel is worn, not spent')

  const portal = f.offset(3, 1, 3)
  await standIn(portal, 'the_nether')
  assert.ok(andy.game.minY === 0 && andy.game.height === 256, `the nether's height (${andy.game.minY}, ${andy.game.height})`)
  const arrival = andy.entity.position.floored()
  assert.strictEqual(at(arrival), 'nether_portal', 'arrived in a portal')
  assert.strictEqual(at(arrival.offset(0, -1, 0)), 'obsidian', 'standing on its frame')
  assert.ok(Math.abs(arrival.x - Math.floor(portal.x / 8)) <= 2 && Math.abs(arrival.z - Math.floor(portal.z / 8)) <= 2,
    `at the overworld position / 8 (${arrival} from ${portal})`)

  // Out of the portal for longer than the cooldown (10 ticks, renewed while the player stays in
  // a portal) and back in.
  andy.chat(`/tp andy ${arrival.x + 0.5} ${arrival.y} ${arrival.z + 3.5}`)
  await h.once(andy, 'forcedMove')
  await andy.waitForTicks(20)
  await standIn(arrival, 'overworld')
  const back = andy.entity.position.floored()
  assert.strictEqual(back.y, portal.y)
  assert.ok([3, 4].includes(back.x - f.x) && back.z === portal.z, `back at the portal it left (${back}, left ${portal})`)

  andy.chat(`/tp andy ${f.x} ${f.y} ${f.z}`)
  await h.once(andy, 'forcedMove')
  andy.chat(`/setblock ${f.x + 2} ${f.y + 2} ${z} stone`)
  await h.until(() => [1, 2, 3].every(dy => [3, 4].every(dx => at(f.offset(dx, dy, 3)) === 'air')), 'the portal gone with its frame')
})
