// Items between players (issue 7 item 4): a stack tossed by one bot becomes an item entity that
// the other bot picks up with the right count; Q-dropping from the hotbar works too; an item entity
// tells clients what it holds.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, giver, taker

h.serverWithBots(test, ['giver', 'taker'], (s, bots) => { server = s; [giver, taker] = bots })

async function standApart (distance) {
  const p = giver.entity.position.floored()
  giver.chat(`/tp giver ${p.x} ${p.y} ${p.z}`)
  giver.chat(`/tp taker ${p.x + distance} ${p.y} ${p.z}`)
  await h.until(() => Math.abs(taker.entity.position.x - (p.x + distance + 0.5)) < 0.1 && Math.abs(giver.entity.position.x - (p.x + 0.5)) < 0.1, 'the bots to stand apart')
  await h.sleep(500)
  await giver.lookAt(taker.entity.position.offset(0, 1.0, 0), true)
  // mineflayer sends the new look with its next physics tick; the toss must come after the server
  // has it, which the taker sees as the giver's new head rotation.
  await h.until(() => {
    const seen = taker.entities[giver.entity.id]
    if (!seen) return false
    const diff = Math.abs(((seen.yaw - giver.entity.yaw) % (2 * Math.PI) + 3 * Math.PI) % (2 * Math.PI) - Math.PI)
    return diff < 0.1
  }, "the server to know the giver's look", 5000)
}

test('a tossed stack reaches the other bot with its full count (MINDcraft !givePlayer)', async () => {
  await h.give(giver, 'cooked_beef', 5)
  await standApart(3)
  const before = h.count(taker, 'cooked_beef')
  await giver.toss(giver.registry.itemsByName.cooked_beef.id, null, 5)
  await h.until(() => h.count(taker, 'cooked_beef') === before + 5, 'taker to hold 5 more cooked beef', 10000)
  assert.strictEqual(h.count(giver, 'cooked_beef'), 0)
  await giver._syncWindow(giver.inventory)
  await taker._syncWindow(taker.inventory)
  assert.strictEqual(h.count(giver, 'cooked_beef'), 0, 'the server agrees the giver has none left')
  assert.strictEqual(h.count(taker, 'cooked_beef'), before + 5, 'the server agrees the taker has them')
})

test('tossing part of a stack leaves the rest with the giver', async () => {
  await h.give(giver, 'bread', 10)
  await standApart(3)
  const before = h.count(taker, 'bread')
  await giver.toss(giver.registry.itemsByName.bread.id, null, 4)
  await h.until(() => h.count(taker, 'bread') === before + 4, 'taker to receive 4 bread', 10000)
  await giver._syncWindow(giver.inventory)
  assert.strictEqual(h.count(giver, 'bread'), 6)
})

test('an item entity carries its stack in metadata, so a client knows what lies on the ground', async () => {
  await h.give(giver, 'apple', 3)
  await standApart(6) // too far for the taker to pick it up at once
  const seen = new Promise((resolve) => {
    const onMeta = (entity) => {
      const item = h.droppedItem(entity)
      if (item && item.name === 'apple') { taker.removeListener('entityUpdate', onMeta); resolve(item) }
    }
    taker.on('entityUpdate', onMeta)
  })
  await giver.toss(giver.registry.itemsByName.apple.id, null, 3)
  const item = await Promise.race([seen, h.sleep(8000).then(() => null)])
  assert.ok(item, 'the taker saw an item entity holding apples')
  assert.strictEqual(item.count, 3)
})

test('Q on the hotbar (block_dig status 4) drops one item of the held stack', async () => {
  await h.give(giver, 'stick', 3)
  const slot = giver.inventory.findInventoryItem(giver.registry.itemsByName.stick.id).slot
  await giver.equip(giver.inventory.slots[slot], 'hand')
  const before = h.count(giver, 'stick')
  giver._client.write('block_dig', { status: 4, location: { x: 0, y: 0, z: 0 }, face: 0, sequence: 0 })
  await h.until(() => h.count(giver, 'stick') === before - 1, 'the server to take one stick', 5000)
})
