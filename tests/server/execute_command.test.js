// /execute (issue 24): the console's `execute in overworld run teleport <player> x y z` (how
// mineflayer's own tests move their bot), `as`/`at`/`positioned`/`if entity` forks and @s, the
// answers going to whoever typed /execute, and a clear refusal of an unhosted dimension.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy, jill

h.serverWithBots(test, ['andy', 'jill'], (s, bots) => { server = s; [andy, jill] = bots })

async function feedback (bot, command) {
  const lines = []
  const onMessage = (m) => lines.push(m.toString())
  bot.on('message', onMessage)
  bot.chat(command)
  await h.until(() => lines.length > 0, `feedback to ${command}`, 15000).catch(() => {})
  await h.sleep(200)
  bot.removeListener('message', onMessage)
  return lines.join('\n')
}

test('the console teleports a player with execute in overworld run teleport', async () => {
  const to = andy.entity.position.floored().offset(7, 0, -5)
  server.console(`execute in overworld run teleport andy ${to.x} ${to.y} ${to.z}`)
  // Whole coordinates mean the centre of the block, as in vanilla.
  await h.until(() => andy.entity.position.distanceTo(to.offset(0.5, 0, 0.5)) < 0.01, 'andy at the place the console named')
  server.console(`execute in minecraft:overworld run tp andy ${to.x + 2} ${to.y} ${to.z}`)
  await h.until(() => andy.entity.position.distanceTo(to.offset(2.5, 0, 0.5)) < 0.01, 'andy teleported again')
})

test('execute as/at/positioned run a command as and where each entity is', async () => {
  await h.give(jill, 'stone', 1) // jill's inventory has arrived; compare counts from here
  assert.match(await feedback(andy, '/execute as @a run give @s dirt 2'), /Gave 2 \[Dirt\] to (andy|jill)/)
  await h.until(() => h.count(andy, 'dirt') === 2 && h.count(jill, 'dirt') === 2, 'two dirt each')
  const j = jill.entity.position.clone()
  await feedback(andy, '/execute as jill at @s run tp @s ~ ~ ~3')
  await h.until(() => jill.entity.position.distanceTo(j.offset(0, 0, 3)) < 0.01, 'jill moved 3 blocks from where she was')
  const a = andy.entity.position.floored()
  await feedback(andy, `/execute positioned ${a.x + 4} ${a.y} ${a.z} run tp andy ~ ~ ~`)
  await h.until(() => andy.entity.position.distanceTo(a.offset(4, 0, 0)) < 0.01, 'andy at the positioned place (~ is relative to it, not centred)')
})

test('if/unless entity filter, unhosted dimensions and unknown subcommands are refused clearly', async () => {
  assert.match(await feedback(andy, '/execute if entity @a[name=jill] run tellraw andy "jill is here"'), /jill is here/)
  assert.doesNotMatch(await feedback(andy, '/execute unless entity @a[name=jill] run tellraw andy "nobody"'), /nobody/)
  assert.match(await feedback(andy, '/execute in the_end run tp andy 0 70 0'), /Dimension 'the_end' is not hosted/)
  assert.match(await feedback(andy, '/execute sideways run say hi'), /unknown \/execute subcommand 'sideways'/)
})

test('execute in the_nether run tp takes a player into the nether', async () => {
  server.console('execute in minecraft:the_nether run tp andy 0 70 0')
  await h.until(() => andy.game.dimension === 'the_nether', 'andy in the nether')
  await h.until(() => andy.entity.position.distanceTo(new h.Vec3(0.5, 70, 0.5)) < 0.01, 'andy at 0 70 0 there')
})
