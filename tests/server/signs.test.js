// Signs (issue 24): every wood type places its own sign, standing on top of a block or on a wall;
// the editor opens on the placed sign; the text written is kept, shown to the other players, and
// to a player who arrives later; using a placed sign opens its editor again and places nothing.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

async function place (item, reference, face) {
  await h.give(andy, item, 1)
  await andy.equip(andy.inventory.items().find(i => i.name === item), 'hand')
  const editor = h.once(andy._client, 'open_sign_entity')
  andy.placeBlock(reference, face).catch(() => {}) // the editor, not a block update, answers
  const { location } = await editor
  const sign = andy.blockAt(new h.Vec3(location.x, location.y, location.z))
  return sign
}

test('cherry and mangrove signs, standing and on a wall, keep their text', async () => {
  const feet = andy.entity.position.floored()
  const standing = await place('cherry_sign', andy.blockAt(feet.offset(2, -1, 0)), new h.Vec3(0, 1, 0))
  assert.strictEqual(standing.name, 'cherry_sign', 'the editor opens on the sign already there')
  andy.updateSign(standing, '1\n2\n3\n')
  await h.until(() => andy.blockAt(standing.position).signText.trimEnd() === '1\n2\n3', 'the text kept and sent back')

  andy.chat(`/setblock ${feet.x + 4} ${feet.y} ${feet.z} stone`)
  await h.until(() => andy.blockAt(feet.offset(4, 0, 0))?.name === 'stone', 'a wall')
  const onWall = await place('mangrove_sign', andy.blockAt(feet.offset(4, 0, 0)), new h.Vec3(-1, 0, 0))
  assert.strictEqual(onWall.name, 'mangrove_wall_sign')
  assert.strictEqual(onWall.getProperties().facing, 'west')
  andy.updateSign(onWall, 'hello\nworld')

  const jill = await h.joinBot(server.port, 'jill')
  try {
    await h.until(() => jill.blockAt(standing.position)?.signText?.trimEnd() === '1\n2\n3', 'jill to read the first sign')
    await h.until(() => jill.blockAt(onWall.position)?.signText?.trimEnd() === 'hello\nworld', 'jill to read the wall sign')
  } finally {
    jill.quit()
  }
})

test('using a sign opens its editor and places nothing there', async () => {
  const feet = andy.entity.position.floored()
  const sign = await place('oak_sign', andy.blockAt(feet.offset(0, -1, 2)), new h.Vec3(0, 1, 0))
  andy.updateSign(sign, 'kept')
  await h.until(() => andy.blockAt(sign.position).signText.trimEnd() === 'kept', 'the text')
  await h.give(andy, 'birch_sign', 1) // a sign in hand, which flying-squid put in the clicked sign's place
  await andy.equip(andy.inventory.items().find(i => i.name === 'birch_sign'), 'hand')
  const editor = h.once(andy._client, 'open_sign_entity')
  andy.activateBlock(andy.blockAt(sign.position)).catch(() => {})
  const { location } = await editor
  assert.deepStrictEqual([location.x, location.y, location.z], [sign.position.x, sign.position.y, sign.position.z])
  assert.strictEqual(andy.blockAt(sign.position).name, 'oak_sign')
  assert.strictEqual(h.count(andy, 'birch_sign'), 1, 'the held sign not spent')
  assert.strictEqual(andy.blockAt(sign.position).signText.trimEnd(), 'kept')
})
