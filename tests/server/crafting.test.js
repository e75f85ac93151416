// Crafting (issue 7 item 1) with mineflayer as the client: the 2x2 grid of the player inventory
// and the crafting table window (type 12), shaped and shapeless recipes from minecraft-data, the
// result slot, shift-click crafting and consumed ingredients, all confirmed by a state resync.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, bot, tablePos

h.serverWithBots(test, ['crafter'], async (s, bots) => {
  server = s
  ;[bot] = bots
  const p = bot.entity.position.floored()
  tablePos = p.offset(2, 0, 0)
  bot.chat(`/setblock ${tablePos.x} ${tablePos.y} ${tablePos.z} crafting_table`)
  await h.until(() => bot.blockAt(tablePos)?.name === 'crafting_table', 'the crafting table')
})

// mineflayer's model can run ahead of the server; a stale-state click makes the server send the
// whole window, so counts checked after this are the server's.
async function serverCount (name) {
  await bot._syncWindow(bot.inventory)
  return h.count(bot, name)
}

test('sticks in the 2x2 grid: 2 planks -> 4 sticks', async () => {
  bot.chat('/clear crafter')
  await h.until(() => bot.inventory.items().length === 0, 'an empty inventory')
  await h.give(bot, 'oak_planks', 4)
  const [recipe] = bot.recipesFor(bot.registry.itemsByName.stick.id, null, 1, null)
  assert.ok(recipe, 'mineflayer knows a stick recipe without a table')
  await bot.craft(recipe, 1, null)
  assert.strictEqual(await serverCount('stick'), 4)
  assert.strictEqual(await serverCount('oak_planks'), 2)
})

test('a bookshelf on a crafting table: 6 planks + 3 books', async () => {
  await h.give(bot, 'oak_planks', 6)
  await h.give(bot, 'book', 3)
  const table = bot.blockAt(tablePos)
  const [recipe] = bot.recipesFor(bot.registry.itemsByName.bookshelf.id, null, 1, table)
  assert.ok(recipe, 'mineflayer knows the bookshelf recipe')
  await bot.craft(recipe, 1, table)
  assert.strictEqual(await serverCount('bookshelf'), 1)
  assert.strictEqual(await serverCount('book'), 0)
})

test('a shapeless recipe on the table: mushroom stew', async () => {
  for (const name of ['bowl', 'red_mushroom', 'brown_mushroom']) await h.give(bot, name, 1)
  const table = bot.blockAt(tablePos)
  const [recipe] = bot.recipesFor(bot.registry.itemsByName.mushroom_stew.id, null, 1, table)
  await bot.craft(recipe, 1, table)
  assert.strictEqual(await serverCount('mushroom_stew'), 1)
  assert.strictEqual(await serverCount('bowl'), 0)
})

test('shift-clicking the result crafts as many as the grid allows', async () => {
  bot.chat('/clear crafter')
  await h.until(() => bot.inventory.items().length === 0, 'an empty inventory')
  await h.give(bot, 'oak_log', 3)
  // Put the three logs in grid slot 1 (window slot 1), then shift-click the result (slot 0).
  const log = bot.inventory.findInventoryItem(bot.registry.itemsByName.oak_log.id)
  await bot.clickWindow(log.slot, 0, 0)
  await bot.clickWindow(1, 0, 0)
  assert.strictEqual(bot.inventory.slots[0]?.name, 'oak_planks', 'the server put planks in the result slot')
  bot._client.write('window_click', {
    windowId: 0, stateId: -1, slot: 0, mouseButton: 0, mode: 1, changedSlots: [], cursorItem: { itemCount: 0 }
  })
  await h.until(() => h.count(bot, 'oak_planks') === 12, '12 planks from 3 logs')
  assert.strictEqual(await serverCount('oak_log'), 0)
  assert.strictEqual(bot.inventory.slots[0], null, 'no result is left once the logs are used up')
})

test('the crafting table opens as window type 12 and returns grid items on close', async () => {
  await h.give(bot, 'cobblestone', 5)
  const window = await bot.openBlock(bot.blockAt(tablePos))
  assert.strictEqual(window.type, 'minecraft:crafting')
  const stone = window.findInventoryItem(bot.registry.itemsByName.cobblestone.id)
  await bot.clickWindow(stone.slot, 0, 0)
  await bot.clickWindow(5, 1, 0) // one cobblestone into the middle of the grid
  await bot.clickWindow(stone.slot, 0, 0) // the rest back
  bot.closeWindow(window)
  assert.strictEqual(await serverCount('cobblestone'), 5, 'the grid item came back to the inventory')
})
