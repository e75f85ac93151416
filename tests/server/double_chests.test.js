// Two chests placed side by side by a player become one double chest (issue 24): the blocks turn
// into a right and a left half, and opening either shows 54 slots shared by both.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('a chest placed beside a chest facing the same way joins it', async () => {
  await h.give(andy, 'chest', 2)
  await andy.equip(andy.inventory.items().find(i => i.name === 'chest'), 'hand')
  const feet = andy.entity.position.floored()
  const ground = (dz) => andy.blockAt(feet.offset(2, -1, dz))
  await andy.placeBlock(ground(0), new h.Vec3(0, 1, 0))
  await h.until(() => andy.blockAt(feet.offset(2, 0, 0))?.name === 'chest', 'the first chest')
  await andy.equip(andy.inventory.items().find(i => i.name === 'chest'), 'hand')
  await andy.placeBlock(ground(1), new h.Vec3(0, 1, 0))
  await h.until(() => andy.blockAt(feet.offset(2, 0, 1))?.name === 'chest', 'the second chest')
  const first = () => andy.blockAt(feet.offset(2, 0, 0)).getProperties()
  const second = () => andy.blockAt(feet.offset(2, 0, 1)).getProperties()
  await h.until(() => first().type !== 'single', 'the first chest to become a half')
  assert.strictEqual(first().facing, second().facing)
  assert.deepStrictEqual([first().type, second().type].sort(), ['left', 'right'])
  const window = await andy.openContainer(andy.blockAt(feet.offset(2, 0, 1)))
  assert.strictEqual(window.inventoryStart, 54, 'a 54-slot double chest')
  window.close()
})

test('trapped chests open and join only each other', async () => {
  await h.give(andy, 'trapped_chest', 2)
  const feet = andy.entity.position.floored()
  const ground = (dz) => andy.blockAt(feet.offset(-2, -1, dz))
  for (const dz of [0, 1]) {
    await andy.equip(andy.inventory.items().find(i => i.name === 'trapped_chest'), 'hand')
    await andy.placeBlock(ground(dz), new h.Vec3(0, 1, 0))
    await h.until(() => andy.blockAt(feet.offset(-2, 0, dz))?.name === 'trapped_chest', `trapped chest ${dz + 1}`)
  }
  await h.until(() => andy.blockAt(feet.offset(-2, 0, 0)).getProperties().type !== 'single', 'the pair joined')
  const window = await andy.openContainer(andy.blockAt(feet.offset(-2, 0, 0)))
  assert.strictEqual(window.inventoryStart, 54, 'a 54-slot double trapped chest')
  window.close()
})
