// Placing blocks as vanilla answers it (block_placing.js): a torch goes at the player's own feet
// (MINDcraft's torch_placing mode puts it there; flying-squid refused every block in that cell), a
// solid block there is still refused, and every placement is answered with the blocks at both
// positions and the acknowledgement of its sequence number, so a refused one is known at once
// instead of after the client's wait for a block update.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, bot
const sequencesSent = []
const sequencesAcknowledged = []

h.serverWithBots(test, ['placer'], async (s, bots) => {
  server = s
  ;[bot] = bots
  const write = bot._client.write
  bot._client.write = function (name, params) {
    if (name === 'block_place') sequencesSent.push(params.sequence)
    return write.apply(this, arguments)
  }
  bot._client.on('acknowledge_player_digging', ({ sequenceId }) => sequencesAcknowledged.push(sequenceId))
})

// Stands the bot in the middle of a block with nothing around its feet but air.
async function standStill () {
  const p = bot.entity.position.floored()
  bot.chat(`/tp placer ${p.x} ${p.y} ${p.z}`)
  await h.until(() => Math.abs(bot.entity.position.x - (p.x + 0.5)) < 0.01 && Math.abs(bot.entity.position.z - (p.z + 0.5)) < 0.01, 'the bot to stand still')
  await h.sleep(300)
  return p
}

test('a torch is placed at the feet of the player placing it', async () => {
  await h.give(bot, 'torch', 2)
  const feet = await standStill()
  await bot.equip(bot.registry.itemsByName.torch.id, 'hand')
  await bot.placeBlock(bot.blockAt(feet.offset(0, -1, 0)), new h.Vec3(0, 1, 0))
  assert.strictEqual(bot.blockAt(feet).name, 'torch')
  await bot._syncWindow?.(bot.inventory)
  assert.strictEqual(h.count(bot, 'torch'), 1)
  bot.chat(`/setblock ${feet.x} ${feet.y} ${feet.z} air`)
  await h.until(() => bot.blockAt(feet).name === 'air', 'the torch to be taken away')
})

test('a solid block at the feet is refused, and the client learns it at once', async () => {
  await h.give(bot, 'cobblestone', 3)
  const feet = await standStill()
  await bot.equip(bot.registry.itemsByName.cobblestone.id, 'hand')
  const started = Date.now()
  await assert.rejects(bot.placeBlock(bot.blockAt(feet.offset(0, -1, 0)), new h.Vec3(0, 1, 0)), /refused to place cobblestone/)
  const tookMs = Date.now() - started
  // mineflayer waits up to 5 s for the block at the destination; the answer ends that wait.
  assert.ok(tookMs < 2500, `the refusal took ${tookMs} ms to be known`)
  assert.strictEqual(bot.blockAt(feet).name, 'air')
  assert.strictEqual(h.count(bot, 'cobblestone'), 3)
})

test('a block beside the player is placed, taken from the hand, and every placement is acknowledged', async () => {
  const feet = await standStill()
  const before = h.count(bot, 'cobblestone')
  await bot.equip(bot.registry.itemsByName.cobblestone.id, 'hand')
  await bot.placeBlock(bot.blockAt(feet.offset(2, -1, 0)), new h.Vec3(0, 1, 0))
  assert.strictEqual(bot.blockAt(feet.offset(2, 0, 0)).name, 'cobblestone')
  await h.until(() => h.count(bot, 'cobblestone') === before - 1, 'one cobblestone to leave the hand')
  await h.until(() => sequencesAcknowledged.length >= sequencesSent.length, 'the acknowledgements', 3000)
  assert.deepStrictEqual(sequencesAcknowledged, sequencesSent)
})
