// The anvil (issue 24) driven by a mineflayer bot: renaming costs 1 level and sets custom_name
// (a rename alone leaves the prior work penalty as it was); combining with an enchanted book adds its enchantment for its anvil cost
// plus the penalty; an incompatible book gives nothing; taking the result spends the levels.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let andy, anvilBlock
const cost = { value: 0 }

h.serverWithBots(test, ['andy'], async (s, bots) => {
  [andy] = bots
  const f = andy.entity.position.floored()
  andy.chat(`/setblock ${f.x + 1} ${f.y} ${f.z} anvil`)
  await h.until(() => andy.blockAt(f.offset(1, 0, 0))?.name === 'anvil', 'the anvil')
  anvilBlock = andy.blockAt(f.offset(1, 0, 0))
  andy._client.on('craft_progress_bar', ({ property, value }) => { if (property === 0) cost.value = value })
  andy.chat('/xp set andy 30 levels')
  await h.until(() => andy.experience.level === 30, '30 levels')
})

const component = (item, type) => item?.components?.find(c => c.type === type)?.data
const nameOf = (item) => component(item, 'custom_name')?.value

function enchantedBook (name, level) {
  const Item = require(require('path').join(h.SERVER_DIR, 'node_modules', 'prismarine-item'))(andy.registry)
  const book = new Item(andy.registry.itemsByName.enchanted_book.id, 1)
  book.components = [{ type: 'stored_enchantments', data: { enchantments: [{ id: andy.registry.enchantmentsByName[name].id, level }], showInTooltip: true } }]
  return book
}

async function creativeGive (slot, item) {
  andy.chat('/gamemode creative')
  await h.until(() => andy.game.gameMode === 'creative', 'creative')
  await andy.creative.setInventorySlot(slot, item)
  andy.chat('/gamemode survival')
  await h.until(() => andy.game.gameMode === 'survival', 'survival')
}

// Puts inventory stacks into the anvil's inputs, types `name` (as the vanilla client does when the
// item arrives: its current custom name, or the one typed) and waits for the result.
async function useAnvil (inputs, name) {
  const window = await andy.openBlock(anvilBlock)
  for (const [k, itemName] of inputs.entries()) {
    const from = window.slots.findIndex((it, i) => i >= 3 && it?.name === itemName)
    await andy.clickWindow(from, 0, 0)
    await andy.clickWindow(k, 0, 0)
  }
  if (name !== undefined) andy._client.write('name_item', { name })
  return window
}

async function takeResult (window) {
  const levels = andy.experience.level
  await h.until(() => window.slots[2] && cost.value > 0, 'the result and its cost')
  const result = window.slots[2]
  const spent = cost.value
  await andy.clickWindow(2, 0, 0)
  await andy.clickWindow(window.slots.findIndex((it, i) => i >= 3 && !it), 0, 0)
  await h.until(() => andy.experience.level === levels - spent, `${spent} levels spent`)
  andy.closeWindow(window)
  return { result, spent }
}

test('renaming costs a level and leaves the prior work penalty', async () => {
  await h.give(andy, 'diamond_sword', 1)
  const window = await useAnvil(['diamond_sword'], 'Excalibur')
  const { result, spent } = await takeResult(window)
  assert.strictEqual(spent, 1)
  assert.strictEqual(nameOf(result), 'Excalibur')
  assert.strictEqual(component(result, 'repair_cost') ?? 0, 0)
  assert.strictEqual(andy.experience.level, 29)
  assert.strictEqual(nameOf(andy.inventory.items().find(i => i.name === 'diamond_sword')), 'Excalibur')
})

test('an enchanted book adds its enchantment for its cost plus the penalty', async () => {
  await creativeGive(20, enchantedBook('sharpness', 3))
  const window = await useAnvil(['diamond_sword', 'enchanted_book'], 'Excalibur')
  const { result, spent } = await takeResult(window)
  // sharpness from a book: max(1, 1 / 2) per level * 3 levels + the sword's penalty 0
  assert.strictEqual(spent, 3)
  assert.deepStrictEqual(component(result, 'enchantments').enchantments, [{ id: andy.registry.enchantmentsByName.sharpness.id, level: 3 }])
  assert.strictEqual(component(result, 'repair_cost'), 1) // 0 * 2 + 1
  assert.strictEqual(nameOf(result), 'Excalibur')
  assert.strictEqual(h.count(andy, 'enchanted_book'), 0)
})

test('a book incompatible with the enchantments gives no result', async () => {
  await creativeGive(21, enchantedBook('smite', 2))
  const window = await useAnvil(['diamond_sword', 'enchanted_book'], 'Excalibur')
  // The answer to the name: the result slot (still empty) and the cost are sent again.
  await h.until(() => window.slots[1]?.name === 'enchanted_book', 'the book in the anvil')
  await andy.waitForTicks(5)
  assert.strictEqual(window.slots[2], null)
  andy.closeWindow(window)
  await h.until(() => h.count(andy, 'enchanted_book') === 1, 'the book back in the inventory')
})
