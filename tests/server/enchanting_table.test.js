// The enchanting table (issue 24), as mineflayer's own enchanting check drives it: with levels,
// bookshelves around the table, a diamond sword and lapis, the table offers three costs, and the
// chosen one enchants the sword and costs levels and lapis.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('bookshelves, lapis and levels enchant a diamond sword', async () => {
  const t = andy.entity.position.floored().offset(2, 0, 0)
  andy.chat(`/setblock ${t.x} ${t.y} ${t.z} enchanting_table`)
  // The 16 positions of the ring two blocks from the table, at its height: 15 bookshelves.
  let placed = 0
  for (let dx = -2; dx <= 2 && placed < 15; dx++) {
    for (let dz = -2; dz <= 2 && placed < 15; dz++) {
      if (Math.abs(dx) !== 2 && Math.abs(dz) !== 2) continue
      if (dx === -2 && dz === 0) continue // the bot's side stays open
      andy.chat(`/setblock ${t.x + dx} ${t.y} ${t.z + dz} bookshelf`)
      placed++
    }
  }
  await h.until(() => andy.blockAt(t)?.name === 'enchanting_table', 'the table')
  andy.chat('/xp set andy 30 levels')
  await h.until(() => andy.experience.level === 30, '30 levels')
  await h.give(andy, 'diamond_sword', 1)
  await h.give(andy, 'lapis_lazuli', 3)

  const table = await andy.openEnchantmentTable(andy.blockAt(t))
  await table.putLapis(table.findInventoryItem(andy.registry.itemsByName.lapis_lazuli.id))
  await table.putTargetItem(table.findInventoryItem(andy.registry.itemsByName.diamond_sword.id))
  await h.until(() => table.enchantments.every(e => e.level > 0), 'three offers')
  const costs = table.enchantments.map(e => e.level)
  assert.ok(costs[2] >= 15 && costs[2] <= 30, `with 15 bookshelves the third offer costs 15-30 levels (${costs})`)
  const sword = await table.enchant(2)
  // prismarine-item gives a 1.21.1 item's enchantments component as it arrived.
  const enchantments = (item) => item.componentMap?.get('enchantments')?.data?.enchantments ?? []
  assert.ok(enchantments(sword).length >= 1, `the sword is enchanted: ${JSON.stringify(sword.components)}`)
  const names = enchantments(sword).map(e => andy.registry.enchantments[e.id]?.name)
  assert.ok(names.every(n => ['sharpness', 'smite', 'bane_of_arthropods', 'knockback', 'fire_aspect', 'looting', 'sweeping_edge', 'unbreaking'].includes(n)), `sword enchantments: ${names}`)
  await h.until(() => andy.experience.level === 27, 'three levels spent')
  await h.until(() => table.slots[1] === null, 'three lapis spent')
  await table.takeTargetItem()
  table.close()
  assert.ok(andy.inventory.items().some(i => i.name === 'diamond_sword' && enchantments(i).length >= 1), 'the enchanted sword in the inventory')
})
