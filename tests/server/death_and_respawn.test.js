// Death and respawn reach a 1.21.1 client (issue 24): a bot killed with /kill gets the death
// screen (health 0, `death_combat_event`), drops its inventory, asks to respawn and comes back at
// the world spawn point with full health, in the game mode it had; the other players see it there.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy, jill

h.serverWithBots(test, ['andy', 'jill'], (s, bots) => { server = s; [andy, jill] = bots })

test('a bot that dies gets the death screen, respawns at the spawn with full health', async () => {
  const spawn = andy.entity.position.clone()
  await h.give(andy, 'dirt', 5)
  andy.chat(`/tp andy ${Math.floor(spawn.x) + 20} ${spawn.y} ${Math.floor(spawn.z)}`)
  await h.until(() => andy.entity.position.distanceTo(spawn) > 15, 'andy away from the spawn')
  const events = []
  let deathMessage = null
  andy._client.on('death_combat_event', (p) => events.push('death_screen'))
  andy.on('death', () => events.push('death'))
  andy.on('respawn', () => events.push('respawn'))
  andy.on('spawn', () => events.push('spawn'))
  jill.on('message', (m) => { if (m.translate === 'death.attack.genericKill') deathMessage = m.toString() })
  andy.chat('/kill andy')
  await h.until(() => events.includes('spawn'), 'andy to respawn')
  assert.deepStrictEqual(events.slice(0, 4), ['death', 'death_screen', 'respawn', 'spawn'])
  assert.strictEqual(andy.health, 20)
  assert.strictEqual(andy.food, 20)
  await h.until(() => andy.entity.position.distanceTo(andy.spawnPoint.offset(0.5, 0, 0.5)) < 1, 'andy at the spawn point the server announces')
  await h.until(() => deathMessage, 'the death message for everyone')
  assert.strictEqual(deathMessage, 'andy was killed')
  assert.strictEqual(h.count(andy, 'dirt'), 0, 'the inventory was dropped where andy died')
  await h.until(() => Object.values(jill.entities).some(e => e.name === 'item' && h.droppedItem(e)?.name === 'dirt'), 'the dropped dirt')
  await h.until(() => andy.blockAt(andy.entity.position.offset(0, -1, 0)), 'the chunks sent again')
  await h.until(() => jill.players.andy?.entity && jill.players.andy.entity.position.distanceTo(andy.entity.position) < 1, 'jill to see andy where he respawned')
})

test('a creative player respawns in creative mode, and dies again', async () => {
  andy.chat('/gamemode creative')
  await h.until(() => andy.game.gameMode === 'creative', 'creative mode')
  for (let round = 0; round < 2; round++) {
    let respawned = false
    andy.once('spawn', () => { respawned = true })
    andy.chat('/kill @s')
    await h.until(() => respawned, `respawn ${round + 1}`)
    assert.strictEqual(andy.game.gameMode, 'creative')
    assert.strictEqual(andy.health, 20)
  }
})
