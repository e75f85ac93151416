// Villager trading (villagers.js) through mineflayer's own API: a villager summoned with offers
// opens the merchant menu with its trade list, and bot.trade pays and receives as vanilla.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let tom

h.serverWithBots(test, ['tom'], (server, bots) => { [tom] = bots })

const OFFERS = '{NoAI:1b,Offers:{Recipes:[' +
  '{maxUses:12,buy:{id:"minecraft:emerald",Count:2},sell:{id:"minecraft:pumpkin_pie",Count:2},uses:1},' +
  '{maxUses:12,buy:{id:"minecraft:emerald",Count:2},buyB:{id:"minecraft:book",Count:1},sell:{id:"minecraft:wheat",Count:3},uses:0},' +
  '{maxUses:1,buy:{id:"minecraft:emerald",Count:5},sell:{id:"minecraft:glass",Count:4},uses:1}]}}'

test('a villager with offers trades with mineflayer as vanilla', async () => {
  await h.give(tom, 'emerald', 30)
  await h.give(tom, 'book', 2)
  const p = tom.entity.position
  tom.chat(`/summon villager ${p.x + 1.5} ${p.y} ${p.z} ${OFFERS}`)
  const entity = await h.until(() => Object.values(tom.entities).find(e => e.name === 'villager'), 'the villager')
  const villager = await tom.openVillager(entity)
  assert.strictEqual(villager.type, 'minecraft:merchant')
  assert.deepStrictEqual(villager.trades.map(t => [t.inputs.map(i => `${i.count} ${i.name}`), t.outputs[0].name, t.outputs[0].count, t.nbTradeUses, t.maximumNbTradeUses, t.tradeDisabled]), [
    [['2 emerald'], 'pumpkin_pie', 2, 1, 12, false],
    [['2 emerald', '1 book'], 'wheat', 3, 0, 12, false],
    [['5 emerald'], 'glass', 4, 1, 1, true]
  ])

  await tom.trade(villager, 0, 3)
  await tom.trade(villager, 1, 2)
  villager.close()
  await h.until(() => h.count(tom, 'pumpkin_pie') === 6 && h.count(tom, 'wheat') === 6, 'the pies and the wheat', 15000)
  assert.strictEqual(h.count(tom, 'emerald'), 30 - 3 * 2 - 2 * 2)
  assert.strictEqual(h.count(tom, 'book'), 0)

  // The uses count on the server: reopened, the trade list says so.
  const again = await tom.openVillager(entity)
  assert.deepStrictEqual(again.trades.map(t => t.nbTradeUses), [4, 2, 1])
  again.close()
})

test('a selected offer that is used up gives nothing for its price', async () => {
  const entity = Object.values(tom.entities).find(e => e.name === 'villager')
  const villager = await tom.openVillager(entity)
  await assert.rejects(tom.trade(villager, 2, 1), /trade blocked/)
  const emeralds = h.count(tom, 'emerald')
  tom._client.write('select_trade', { slot: 2 }) // the server moves the emeralds into the payment slot
  await h.until(() => villager.slots[0]?.name === 'emerald', 'the emeralds in the payment slot')
  await h.sleep(500)
  assert.strictEqual(villager.slots[2], null, 'a result for a used-up offer')
  villager.close()
  await h.until(() => h.count(tom, 'emerald') === emeralds, 'the emeralds back on closing')
})
