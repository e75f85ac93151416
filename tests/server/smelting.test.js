// Furnaces and smokers (issue 7 item 2): raw beef cooked in a furnace, a potato baked in a smoker
// (food only, twice as fast; checked through the cook-time window property, not the clock), fuel burning, progress properties, taking the result out, and fuel
// put in by /data merge block as MINDcraft's cooking set-up does.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, bot, base

h.serverWithBots(test, ['cook'], async (s, bots) => {
  server = s
  ;[bot] = bots
  base = bot.entity.position.floored()
  bot.chat(`/setblock ${base.x + 2} ${base.y} ${base.z} furnace`)
  bot.chat(`/setblock ${base.x - 2} ${base.y} ${base.z} smoker`)
  await h.until(() => bot.blockAt(base.offset(2, 0, 0))?.name === 'furnace' && bot.blockAt(base.offset(-2, 0, 0))?.name === 'smoker', 'furnace and smoker')
})

test('raw beef cooks in a furnace with coal as fuel', async () => {
  await h.give(bot, 'beef', 1)
  await h.give(bot, 'coal', 1)
  const furnace = await bot.openFurnace(bot.blockAt(base.offset(2, 0, 0)))
  assert.strictEqual(furnace.type, 'minecraft:furnace')
  await furnace.putFuel(bot.registry.itemsByName.coal.id, null, 1)
  await furnace.putInput(bot.registry.itemsByName.beef.id, null, 1)
  await h.until(() => furnace.fuel > 0, 'the furnace to light', 3000)
  const lit = bot.blockAt(base.offset(2, 0, 0)).getProperties().lit
  assert.strictEqual(lit, true, 'the furnace block shows lit=true while burning')
  await h.until(() => furnace.totalProgress, 'the total cook time property', 3000)
  assert.strictEqual(furnace.totalProgress, 200, 'a furnace cooks food in 200 ticks')
  assert.strictEqual(furnace.totalFuel, 1600, 'coal burns for 1600 ticks in a furnace')
  await h.until(() => furnace.outputItem()?.name === 'cooked_beef', 'cooked beef', 30000)
  await furnace.takeOutput()
  furnace.close()
  await bot._syncWindow(bot.inventory)
  assert.strictEqual(h.count(bot, 'cooked_beef'), 1)
  assert.strictEqual(h.count(bot, 'beef'), 0)
})

test('a potato bakes in a smoker in half the furnace time', async () => {
  await h.give(bot, 'potato', 1)
  await h.give(bot, 'oak_planks', 1)
  const smoker = await bot.openFurnace(bot.blockAt(base.offset(-2, 0, 0)))
  assert.strictEqual(smoker.type, 'minecraft:smoker')
  await smoker.putFuel(bot.registry.itemsByName.oak_planks.id, null, 1)
  await smoker.putInput(bot.registry.itemsByName.potato.id, null, 1)
  await h.until(() => smoker.totalProgress, 'the total cook time property', 3000)
  assert.strictEqual(smoker.totalProgress, 100, 'a smoker cooks in 100 ticks, twice as fast as a furnace')
  assert.strictEqual(smoker.totalFuel, 150, 'a smoker burns fuel twice as fast (planks: 300 / 2)')
  await h.until(() => smoker.outputItem()?.name === 'baked_potato', 'a baked potato', 20000)
  await smoker.takeOutput()
  smoker.close()
  await bot._syncWindow(bot.inventory)
  assert.strictEqual(h.count(bot, 'baked_potato'), 1)
})

test('a smoker refuses non-food: shift-clicking raw iron does not enter its input slot', async () => {
  await h.give(bot, 'raw_iron', 1)
  const smoker = await bot.openFurnace(bot.blockAt(base.offset(-2, 0, 0)))
  const iron = smoker.findInventoryItem(bot.registry.itemsByName.raw_iron.id)
  await bot.clickWindow(iron.slot, 0, 1)
  await bot._syncWindow(smoker)
  assert.strictEqual(smoker.inputItem(), null)
  smoker.close()
})

test('/data merge block fuels a furnace the way MINDcraft sets up its kitchen', async () => {
  bot.chat(`/data merge block ${base.x + 2} ${base.y} ${base.z} {Items:[{Slot:1b,id:"minecraft:coal",Count:64b}]}`)
  await h.sleep(500)
  const furnace = await bot.openFurnace(bot.blockAt(base.offset(2, 0, 0)))
  assert.strictEqual(furnace.fuelItem()?.name, 'coal')
  assert.strictEqual(furnace.fuelItem()?.count, 64)
  furnace.close()
})
