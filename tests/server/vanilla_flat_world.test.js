// `--world vanilla-flat`: vanilla's superflat layers in a 1.18+ world (bedrock -64, dirt -63..-62,
// grass -61), where MINDcraft's construction tasks put their blueprints (level 0 at y=-60). Checked
// through mineflayer (an independent client): the ground, the spawn height, the biome, and that
// blocks set and broken at the tasks' negative heights arrive.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')
const { parseStartOptions } = require('../../server/lib/start_options')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots }, ['--world', 'vanilla-flat'])

test('the option is parsed and a typo names the worlds', () => {
  assert.strictEqual(parseStartOptions(['--world', 'vanilla-flat']).world, 'vanilla-flat')
  assert.throws(() => parseStartOptions(['--world', 'vanilla']), /--world must be one of flat, vanilla-flat, normal, got 'vanilla'/)
})

test('the ground is vanilla superflat: bedrock -64, dirt -63..-62, grass -61, players stand at -60', async () => {
  const feet = andy.entity.position
  assert.strictEqual(feet.y, -60, 'spawn height')
  assert.strictEqual(andy.game.minY, -64, 'the dimension starts at -64')
  const column = (x, z) => [-64, -63, -62, -61, -60, -59].map(y => andy.blockAt(new h.Vec3(x, y, z))?.name ?? 'unloaded')
  const expected = ['bedrock', 'dirt', 'dirt', 'grass_block', 'air', 'air']
  assert.deepStrictEqual(column(Math.floor(feet.x), Math.floor(feet.z)), expected)
  const [ox, oz] = [Math.floor(feet.x) - 21, Math.floor(feet.z) + 19]
  await h.until(() => andy.blockAt(new h.Vec3(ox, -64, oz)), 'another chunk column')
  assert.deepStrictEqual(column(ox, oz), expected, 'another chunk')
  assert.strictEqual(andy.blockAt(feet.offset(0, -1, 0)).getProperties().snowy, false)
  // Biome by id through the registry (mineflayer's block.biome.name is empty on 1.21.1).
  for (const y of [-64, -61, -60, 100]) {
    assert.strictEqual(andy.registry.biomes[andy.world.getBiome(new h.Vec3(feet.x, y, feet.z))]?.name, 'plains', `biome at y=${y}`)
  }
})

test('a construction task\'s corner: /setblock and /tp at y=-60 and -59, digging at -61', async () => {
  // The church of construction_tasks/custom starts at (-18, -60, 29).
  andy.chat('/setblock -18 -60 29 stone_bricks')
  andy.chat('/setblock -17 -59 29 oak_planks')
  await h.until(() => andy.blockAt(new h.Vec3(-17, -59, 29))?.name === 'oak_planks', 'the upper block')
  assert.strictEqual(andy.blockAt(new h.Vec3(-18, -60, 29)).name, 'stone_bricks')
  // Only now (the client has the block to stand on, else its physics lets it fall to the grass).
  andy.chat('/tp andy -18 -59 29')
  await h.until(() => Math.abs(andy.entity.position.x + 17.5) < 0.01 && Math.abs(andy.entity.position.z - 29.5) < 0.01, 'andy at the church')
  await h.sleep(500)
  assert.strictEqual(andy.entity.position.y, -59, 'andy stands on the stone bricks at -60')
  const grass = andy.blockAt(new h.Vec3(-16, -61, 29))
  assert.strictEqual(grass.name, 'grass_block')
  await andy.dig(grass)
  await h.until(() => andy.blockAt(new h.Vec3(-16, -61, 29))?.name === 'air', 'the dug grass gone')
  // The drop is an item entity that falls into the hole, onto the dirt at -62 (its top is y=-61).
  const drop = await h.until(() => Object.values(andy.entities).find(e => h.droppedItem(e)?.name === 'dirt'), 'the dirt it drops')
  await h.until(() => Math.abs(drop.position.y + 61) < 0.2, 'the dirt to land on the dirt at y=-62', 20000)
    .catch(err => { throw new Error(`${err.message}; it is at ${drop.position}`) })
})
