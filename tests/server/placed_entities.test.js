// Items that place entities (issue 24), as mineflayer's placeEntity drives them: a zombie spawn egg,
// an armor stand, an end crystal on obsidian and a boat on water appear where vanilla puts them,
// and hits break the armor stand, the crystal and the boat.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], async (s, bots) => {
  server = s
  ;[andy] = bots
  andy.chat('/gamemode creative')
  await h.until(() => andy.game.gameMode === 'creative', 'creative mode')
})

async function holding (item) {
  await h.give(andy, item, 1)
  await andy.equip(andy.inventory.items().find(i => i.name === item), 'hand')
}

async function gone (entity) {
  await h.until(() => !andy.entities[entity.id], `the ${entity.name} gone`)
}

test('a spawn egg, an armor stand and an end crystal appear on the clicked block; hits break them', async () => {
  const feet = andy.entity.position.floored()
  await holding('zombie_spawn_egg')
  const zombie = await andy.placeEntity(andy.blockAt(feet.offset(0, -1, 2)), new h.Vec3(0, 1, 0))
  assert.strictEqual(zombie.name, 'zombie')

  await holding('armor_stand')
  const stand = await andy.placeEntity(andy.blockAt(feet.offset(2, -1, 0)), new h.Vec3(0, 1, 0))
  assert.strictEqual(stand.name, 'armor_stand')
  andy.attack(stand)
  await gone(stand)

  andy.chat(`/setblock ${feet.x - 2} ${feet.y - 1} ${feet.z} obsidian`)
  await h.until(() => andy.blockAt(feet.offset(-2, -1, 0))?.name === 'obsidian', 'the obsidian')
  await holding('end_crystal')
  const crystal = await andy.placeEntity(andy.blockAt(feet.offset(-2, -1, 0)), new h.Vec3(0, 1, 0))
  assert.strictEqual(crystal.name, 'end_crystal')
  andy.attack(crystal)
  await gone(crystal)
})

test('a boat lands on the water the bot looks at', async () => {
  const feet = andy.entity.position.floored()
  andy.chat(`/fill ${feet.x - 1} ${feet.y - 1} ${feet.z - 3} ${feet.x + 1} ${feet.y - 1} ${feet.z - 1} water`)
  await h.until(() => andy.blockAt(feet.offset(0, -1, -2))?.name === 'water', 'the pond')
  await holding('oak_boat')
  // mineflayer's placeEntity writes a 1.21 use_item without its rotation, which does not encode;
  // activateItem sends the packet a 1.21.1 client sends.
  await andy.lookAt(feet.offset(0.5, -0.1, -1.5), true)
  // Before 1.21 use_item carries no rotation and the server aims with the last look packet, which
  // mineflayer sends on its next physics tick.
  await andy.waitForTicks(2)
  const spawned = h.once(andy, 'entitySpawn')
  andy.activateItem()
  const boat = await spawned
  // 1.21.2 on, each wood's boat is its own entity type.
  assert.strictEqual(boat.name, andy.registry.entitiesByName.oak_boat ? 'oak_boat' : 'boat')
  assert.ok(Math.abs(boat.position.z - (feet.z - 1.5)) < 1.5, `the boat on the pond (z ${boat.position.z})`)
  andy.attack(boat)
  await gone(boat)
})
