// Animals, crops and food (issue 7 item 5): a killed cow drops beef that a bot picks up; mature
// wheat drops wheat and seeds, three wheat make bread on a table, and eating the bread restores
// food (mineflayer's consume() waits for the server's "finished eating" status). Also seeds planted
// on farmland and the drops of the other MineCollab crops.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, bot, base

h.serverWithBots(test, ['farmer'], async (s, bots) => {
  server = s
  ;[bot] = bots
  base = bot.entity.position.floored()
})

// Walks onto every item entity near the bot so the server hands them over.
async function collectNearbyItems () {
  await h.sleep(800) // drops spawn just after the block breaks
  for (let round = 0; round < 3; round++) {
    const drops = Object.values(bot.entities).filter(e => e.name === 'item' && e.position.distanceTo(bot.entity.position) < 12)
    if (drops.length === 0) return
    for (const d of drops) {
      bot.chat(`/tp farmer ${d.position.x.toFixed(2)} ${Math.floor(d.position.y)} ${d.position.z.toFixed(2)}`)
      await h.sleep(400)
    }
    await h.sleep(600)
  }
}

test('a killed cow drops beef (and maybe leather) that the bot picks up', async () => {
  bot.chat(`/summon cow ${base.x + 2} ${base.y} ${base.z + 2}`)
  const cow = await h.until(() => bot.nearestEntity(e => e.name === 'cow'), 'the cow')
  await h.give(bot, 'diamond_sword', 1)
  await bot.equip(bot.inventory.findInventoryItem(bot.registry.itemsByName.diamond_sword.id), 'hand')
  await h.sleep(300)
  let dead = false
  bot.on('entityDead', (e) => { if (e.id === cow.id) dead = true })
  let hits = 0
  while (!dead && hits < 10) {
    // Vanilla knockback (0.4 blocks/tick and a hop) carries a cow out of reach: step up to it,
    // again if it slid on while the teleport was under way.
    for (let tries = 0; bot.entity.position.distanceTo(cow.position) > 3; tries++) {
      assert.ok(tries < 5, `the cow stays out of reach: ${bot.entity.position} and ${cow.position}`)
      const moved = h.once(bot, 'forcedMove')
      bot.chat(`/tp farmer ${(cow.position.x - 2.5).toFixed(2)} ${Math.floor(cow.position.y)} ${cow.position.z.toFixed(2)}`)
      await moved
    }
    await bot.lookAt(cow.position.offset(0, 1, 0), true)
    bot.attack(cow)
    hits++
    await h.sleep(600)
  }
  assert.ok(hits <= 2, `a diamond sword (7 damage) kills a cow (10 health) in 2 hits, took ${hits}`)
  await h.until(() => !bot.entities[cow.id], 'the cow to disappear', 5000)
  await h.until(() => Object.values(bot.entities).some(e => h.droppedItem(e)?.name === 'beef'), 'beef on the ground', 5000)
  await collectNearbyItems()
  await h.until(() => h.count(bot, 'beef') >= 1, 'beef in the inventory', 5000)
  const beef = h.count(bot, 'beef')
  assert.ok(beef >= 1 && beef <= 3, `a cow drops 1-3 beef, got ${beef}`)
})

test('mature wheat drops wheat and seeds; immature wheat only seeds', async () => {
  bot.chat(`/tp farmer ${base.x} ${base.y} ${base.z}`)
  await h.sleep(300)
  for (let i = 0; i < 3; i++) {
    bot.chat(`/setblock ${base.x + 1 + i} ${base.y - 1} ${base.z - 2} farmland`)
    bot.chat(`/setblock ${base.x + 1 + i} ${base.y} ${base.z - 2} wheat[age=7]`)
  }
  bot.chat(`/setblock ${base.x + 5} ${base.y - 1} ${base.z - 2} farmland`)
  bot.chat(`/setblock ${base.x + 5} ${base.y} ${base.z - 2} wheat[age=2]`)
  await h.until(() => bot.blockAt(base.offset(5, 0, -2))?.name === 'wheat', 'the wheat field')
  assert.strictEqual(Number(bot.blockAt(base.offset(1, 0, -2)).getProperties().age), 7)
  const wheatBefore = h.count(bot, 'wheat')
  const seedsBefore = h.count(bot, 'wheat_seeds')
  await bot.dig(bot.blockAt(base.offset(5, 0, -2)))
  await collectNearbyItems()
  await h.until(() => h.count(bot, 'wheat_seeds') === seedsBefore + 1, 'one seed from young wheat', 8000)
  assert.strictEqual(h.count(bot, 'wheat'), wheatBefore, 'young wheat gives no wheat')
  for (let i = 0; i < 3; i++) await bot.dig(bot.blockAt(base.offset(1 + i, 0, -2)))
  await collectNearbyItems()
  await h.until(() => h.count(bot, 'wheat') === wheatBefore + 3, '3 wheat', 8000)
  await h.until(() => h.count(bot, 'wheat_seeds') >= seedsBefore + 1 + 3, 'at least one seed per mature wheat', 8000)
})

test('three wheat make bread on a crafting table, and eating it restores food', async () => {
  bot.chat(`/setblock ${base.x - 2} ${base.y} ${base.z} crafting_table`)
  await h.until(() => bot.blockAt(base.offset(-2, 0, 0))?.name === 'crafting_table', 'the table')
  const table = bot.blockAt(base.offset(-2, 0, 0))
  const [recipe] = bot.recipesFor(bot.registry.itemsByName.bread.id, null, 1, table)
  await bot.craft(recipe, 1, table)
  await bot._syncWindow(bot.inventory)
  assert.strictEqual(h.count(bot, 'bread'), 1)
  // Get hungry: the Hunger effect drains food through exhaustion, as in vanilla.
  bot.chat('/effect give farmer hunger 3 200')
  await h.until(() => bot.food <= 14, 'food to drop', 15000)
  bot.chat('/effect clear farmer')
  await h.sleep(300)
  const food = bot.food
  await bot.equip(bot.inventory.findInventoryItem(bot.registry.itemsByName.bread.id), 'hand')
  await bot.consume()
  await h.until(() => bot.food === Math.min(20, food + 5), 'bread to restore 5 food', 3000)
  await bot._syncWindow(bot.inventory)
  assert.strictEqual(h.count(bot, 'bread'), 0, 'the bread was eaten')
})

test('seeds plant on farmland only', async () => {
  await h.give(bot, 'wheat_seeds', 2)
  const farmland = base.offset(1, -1, 2)
  bot.chat(`/setblock ${farmland.x} ${farmland.y} ${farmland.z} farmland`)
  await h.until(() => bot.blockAt(farmland)?.name === 'farmland', 'farmland')
  await bot.equip(bot.inventory.findInventoryItem(bot.registry.itemsByName.wheat_seeds.id), 'hand')
  await bot.placeBlock(bot.blockAt(farmland), new h.Vec3(0, 1, 0)).catch(() => {})
  await h.until(() => bot.blockAt(farmland.offset(0, 1, 0))?.name === 'wheat', 'planted wheat', 5000)
  assert.strictEqual(Number(bot.blockAt(farmland.offset(0, 1, 0)).getProperties().age), 0)
})

test('the other MineCollab crops drop their produce', async () => {
  const spots = [['carrots[age=7]', 'carrot'], ['potatoes[age=7]', 'potato'], ['beetroots[age=3]', 'beetroot'],
    ['pumpkin', 'pumpkin'], ['melon', 'melon_slice'], ['red_mushroom', 'red_mushroom'], ['brown_mushroom', 'brown_mushroom']]
  bot.chat(`/tp farmer ${base.x} ${base.y} ${base.z}`)
  await h.sleep(300)
  for (let i = 0; i < spots.length; i++) {
    const x = base.x - 3 + i
    bot.chat(`/setblock ${x} ${base.y - 1} ${base.z + 4} ${spots[i][0].includes('mushroom') ? 'mycelium' : 'farmland'}`)
    bot.chat(`/setblock ${x} ${base.y} ${base.z + 4} ${spots[i][0]}`)
  }
  await h.until(() => bot.blockAt(base.offset(-3 + spots.length - 1, 0, 4))?.name === 'brown_mushroom', 'the crops')
  const before = Object.fromEntries(spots.map(([, item]) => [item, h.count(bot, item)]))
  await h.give(bot, 'diamond_axe', 1)
  for (let i = 0; i < spots.length; i++) await bot.dig(bot.blockAt(base.offset(-3 + i, 0, 4)))
  await collectNearbyItems()
  for (const [, item] of spots) {
    await h.until(() => h.count(bot, item) > before[item], `${item} from its crop`, 8000)
  }
})

test('sugar cane breaks with the cane above it, each piece dropping one', async () => {
  const x = base.x + 3
  const z = base.z + 6
  bot.chat(`/setblock ${x} ${base.y - 1} ${z} sand`)
  bot.chat(`/setblock ${x + 1} ${base.y - 1} ${z} water`)
  for (let y = 0; y < 3; y++) bot.chat(`/setblock ${x} ${base.y + y} ${z} sugar_cane[age=15]`)
  await h.until(() => bot.blockAt(base.offset(3, 2, 6))?.name === 'sugar_cane', 'a cane of 3')
  const before = h.count(bot, 'sugar_cane')
  await bot.dig(bot.blockAt(base.offset(3, 0, 6)))
  await h.until(() => bot.blockAt(base.offset(3, 2, 6))?.name === 'air', 'the top of the cane to break too', 3000)
  await collectNearbyItems()
  await h.until(() => h.count(bot, 'sugar_cane') === before + 3, '3 sugar cane', 8000)
})
