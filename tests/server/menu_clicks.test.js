// Vanilla click semantics of the server-side menu (server/lib/menu.js), without a server: a chest
// menu over a fake player. Each case states the vanilla rule it checks.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const path = require('path')
const { SERVER_DIR } = require('./helpers')
const registry = require(path.join(SERVER_DIR, 'node_modules', 'prismarine-registry'))('1.21.1')
const { itemHelpers } = require(path.join(SERVER_DIR, 'lib', 'items'))
const { PlayerInventory } = require(path.join(SERVER_DIR, 'lib', 'player_inventory'))
const { chestMenu, inventoryMenu } = require(path.join(SERVER_DIR, 'lib', 'menu_layouts'))
const { RecipeBook } = require(path.join(SERVER_DIR, 'lib', 'recipes'))

const items = itemHelpers(registry)
const book = new RecipeBook(registry)

function fakePlayer () {
  const slots = new Array(46).fill(null)
  const written = []
  const dropped = []
  const player = {
    gameMode: 0,
    heldItemSlot: 0,
    inventory: { slots, updateSlot: (i, it) => { slots[i] = it } },
    _client: { write: (name, fields) => written.push({ name, fields }) },
    written,
    dropped
  }
  player.craftmate = { inventory: new PlayerInventory(player, items), drop: (it) => dropped.push(it) }
  return player
}

function chest (player) {
  const store = new Array(27).fill(null)
  const menu = chestMenu(player, { items }, 1, store, { text: 'Chest' }, () => true)
  return { menu, store }
}

const it = (name, n) => items.create(name, n)
const desc = (item) => item ? `${items.name(item)}x${item.count}` : 'empty'

test('left click picks up the whole stack, right click half rounded up', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[0] = it('cobblestone', 7)
  menu.clicked(0, 1, 0)
  assert.strictEqual(desc(menu.carried), 'cobblestonex4')
  assert.strictEqual(desc(store[0]), 'cobblestonex3')
  menu.clicked(0, 0, 0) // same item: merges back
  assert.strictEqual(desc(store[0]), 'cobblestonex7')
  assert.strictEqual(menu.carried, null)
})

test('right click with a carried stack places one item; a different item swaps', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  menu.carried = it('stick', 5)
  menu.clicked(3, 1, 0)
  assert.strictEqual(desc(store[3]), 'stickx1')
  assert.strictEqual(desc(menu.carried), 'stickx4')
  store[4] = it('dirt', 2)
  menu.clicked(4, 0, 0)
  assert.strictEqual(desc(store[4]), 'stickx4')
  assert.strictEqual(desc(menu.carried), 'dirtx2')
})

test('merging respects the item stack limit (ender pearls stack to 16)', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[0] = it('ender_pearl', 10)
  menu.carried = it('ender_pearl', 10)
  menu.clicked(0, 0, 0)
  assert.strictEqual(desc(store[0]), 'ender_pearlx16')
  assert.strictEqual(desc(menu.carried), 'ender_pearlx4')
})

test('shift-click moves a chest stack to the inventory, filling from the hotbar end first', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[5] = it('oak_log', 12)
  menu.clicked(5, 0, 1)
  assert.strictEqual(store[5], null)
  // Chest -> inventory goes in reverse order: the last hotbar slot (inventory 8 = window 44).
  assert.strictEqual(desc(p.inventory.slots[44]), 'oak_logx12')
})

test('shift-click from the inventory into the chest merges with a matching stack first', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[10] = it('bread', 60)
  p.inventory.slots[36] = it('bread', 10) // hotbar 0 = chest-menu slot 54
  menu.clicked(54, 0, 1)
  assert.strictEqual(desc(store[10]), 'breadx64')
  assert.strictEqual(desc(store[0]), 'breadx6')
  assert.strictEqual(p.inventory.slots[36], null)
})

test('clicking outside the window (-999) drops the carried stack, right click drops one', () => {
  const p = fakePlayer()
  const { menu } = chest(p)
  menu.carried = it('beef', 3)
  menu.clicked(-999, 1, 0)
  assert.deepStrictEqual(p.dropped.map(desc), ['beefx1'])
  menu.clicked(-999, 0, 0)
  assert.deepStrictEqual(p.dropped.map(desc), ['beefx1', 'beefx2'])
  assert.strictEqual(menu.carried, null)
})

test('throw (mode 4) drops one item, or the stack with button 1', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[2] = it('apple', 5)
  menu.clicked(2, 0, 4)
  menu.clicked(2, 1, 4)
  assert.deepStrictEqual(p.dropped.map(desc), ['applex1', 'applex4'])
  assert.strictEqual(store[2], null)
})

test('number-key swap (mode 2) exchanges a slot with a hotbar slot', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[0] = it('carrot', 3)
  p.inventory.slots[38] = it('potato', 2) // hotbar 2
  menu.clicked(0, 2, 2)
  assert.strictEqual(desc(store[0]), 'potatox2')
  assert.strictEqual(desc(p.inventory.slots[38]), 'carrotx3')
})

test('drag (mode 5) splits the carried stack evenly over the dragged slots', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  menu.carried = it('wheat', 10)
  menu.clicked(-999, 0, 5) // start left drag
  for (const s of [0, 1, 2]) menu.clicked(s, 1, 5)
  menu.clicked(-999, 2, 5) // end
  assert.deepStrictEqual([store[0], store[1], store[2]].map(desc), ['wheatx3', 'wheatx3', 'wheatx3'])
  assert.strictEqual(desc(menu.carried), 'wheatx1')
})

test('double click (mode 6) gathers matching items onto the cursor', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  store[0] = it('stick', 10)
  store[5] = it('stick', 20)
  menu.carried = it('stick', 1)
  menu.clicked(1, 0, 6)
  assert.strictEqual(desc(menu.carried), 'stickx31')
  assert.strictEqual(store[0], null)
  assert.strictEqual(store[5], null)
})

test('state ids: each set_slot carries a new id; a full resync is window_items with the next one', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  menu.broadcastFullState()
  const first = p.written.at(-1)
  assert.strictEqual(first.name, 'window_items')
  assert.strictEqual(first.fields.items.length, 63)
  store[0] = it('dirt', 1)
  store[1] = it('dirt', 2)
  menu.broadcastChanges()
  const sets = p.written.filter(w => w.name === 'set_slot')
  assert.deepStrictEqual(sets.map(s => s.fields.slot), [0, 1])
  assert.deepStrictEqual(sets.map(s => s.fields.stateId), [first.fields.stateId + 1, first.fields.stateId + 2])
  const before = p.written.length
  menu.broadcastChanges() // nothing changed: nothing sent
  assert.strictEqual(p.written.length, before)
})

test('a slot the client already predicted is not sent back', () => {
  const p = fakePlayer()
  const { menu, store } = chest(p)
  menu.broadcastFullState()
  store[0] = it('dirt', 1)
  menu.clicked(0, 0, 0) // pick it up
  menu.acceptClientPrediction([{ location: 0, item: items.toNotch(null) }], items.toNotch(it('dirt', 1)))
  const before = p.written.length
  menu.broadcastChanges()
  assert.strictEqual(p.written.length, before)
})

test('2x2 grid: planks give sticks; taking the result consumes one of each ingredient', () => {
  const p = fakePlayer()
  const menu = inventoryMenu(p, { items, book })
  p.inventory.slots[1] = it('oak_planks', 3)
  menu.slots[1].onChanged()
  p.inventory.slots[3] = it('oak_planks', 3)
  menu.slots[3].onChanged()
  assert.strictEqual(desc(p.inventory.slots[0]), 'stickx4')
  menu.clicked(0, 0, 0)
  assert.strictEqual(desc(menu.carried), 'stickx4')
  assert.strictEqual(desc(p.inventory.slots[1]), 'oak_planksx2')
  assert.strictEqual(desc(p.inventory.slots[0]), 'stickx4', 'the result is recomputed from what is left')
})

test('shift-clicking the result crafts until the ingredients run out', () => {
  const p = fakePlayer()
  const menu = inventoryMenu(p, { items, book })
  p.inventory.slots[1] = it('oak_planks', 3)
  p.inventory.slots[3] = it('oak_planks', 3)
  menu.slots[1].onChanged()
  menu.clicked(0, 0, 1)
  assert.strictEqual(p.inventory.slots[1], null)
  assert.strictEqual(p.inventory.slots[0], null)
  const sticks = p.inventory.slots.slice(9, 45).filter(Boolean).reduce((n, s) => n + s.count, 0)
  assert.strictEqual(sticks, 12)
})

test('result slot accepts nothing placed into it', () => {
  const p = fakePlayer()
  const menu = inventoryMenu(p, { items, book })
  menu.carried = it('dirt', 5)
  menu.clicked(0, 0, 0)
  assert.strictEqual(p.inventory.slots[0], null)
  assert.strictEqual(desc(menu.carried), 'dirtx5')
})
