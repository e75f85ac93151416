// The slot layouts and shift-click rules of the menus craftmate's server opens, numbered as the
// 1.21.1 protocol numbers them (see ../shared/specs/minecraft_client.md §1.10):
//   player inventory (window 0): 0 result, 1-4 grid, 5-8 armour, 9-35 main, 36-44 hotbar, 45 off-hand
//   crafting table (type 12):    0 result, 1-9 grid, 10-36 main, 37-45 hotbar
//   chest 9x3 (type 2):          0-26 chest, 27-53 main, 54-62 hotbar
//   furnace (14) / smoker (22):  0 input, 1 fuel, 2 output, 3-29 main, 30-38 hotbar
'use strict'

const { Menu, Slot } = require('./menu')
const { CraftingGrid } = require('./crafting_grid')

const MENU_TYPE = { generic_9x3: 2, generic_9x6: 5, crafting: 12, furnace: 14, smoker: 22 }

// The 36 inventory slots every container menu ends with: main (inventory 9..35), then hotbar (0..8).
function inventoryRegion (player) {
  const inv = player.craftmate.inventory
  const slots = []
  const order = []
  for (let i = 9; i < 36; i++) order.push(i)
  for (let i = 0; i < 9; i++) order.push(i)
  for (const index of order) slots.push(new Slot({ get: () => inv.get(index), set: (item) => inv.set(index, item) }))
  return slots
}

// Vanilla quickMoveStack skeleton: `route(menu, stack, index)` moves the stack with
// moveItemStackTo calls and returns false when nothing could move. A crafting result that did not
// fully fit is dropped (`dropLeftoverOf` is the crafting result slot), as vanilla does.
function quickMover (route, dropLeftoverOf = -1) {
  return (menu, index) => {
    const slot = menu.slots[index]
    const cur = slot.get()
    if (menu.items.isEmpty(cur)) return null
    const original = menu.items.copy(cur)
    const stack = menu.items.copy(cur)
    if (!route(menu, stack, index)) return null
    menu.setSlot(slot, stack.count > 0 ? stack : null)
    if (stack.count === original.count) return null
    slot.onTake(menu.items.copy(original, original.count - stack.count))
    if (index === dropLeftoverOf && stack.count > 0) menu.player.craftmate.drop(menu.items.copy(stack), false)
    return original
  }
}

const ARMOR_SUFFIX = [['_boots'], ['_leggings'], ['_chestplate', 'elytra'], ['_helmet', 'carved_pumpkin', '_head', '_skull']]

// Inventory index 36..39 (feet..head) an item is worn in, or -1.
function armorIndexFor (items, item) {
  const name = items.name(item)
  for (let k = 0; k < 4; k++) if (ARMOR_SUFFIX[k].some(s => name.endsWith(s) || name === s)) return 36 + k
  return -1
}

function inventoryMenu (player, ctx) {
  const { items, book } = ctx
  const win = player.inventory
  const windowSlot = (i) => ({ get: () => win.slots[i] || null, set: (item) => win.updateSlot(i, item || null) })
  const grid = new CraftingGrid({
    items,
    book,
    width: 2,
    height: 2,
    player,
    store: {
      getCell: (i) => win.slots[1 + i] || null,
      setCell: (i, item) => win.updateSlot(1 + i, item || null),
      getResult: () => win.slots[0] || null,
      setResult: (item) => win.updateSlot(0, item || null)
    }
  })
  const slots = [grid.resultSlot()]
  for (let i = 0; i < 4; i++) slots.push(grid.cellSlot(i))
  for (let k = 0; k < 4; k++) {
    const invIndex = 39 - k // window slots 5..8 are head, chest, legs, feet
    slots.push(new Slot({
      ...windowSlot(5 + k),
      mayPlace: (item) => armorIndexFor(items, item) === invIndex,
      maxStackSize: () => 1
    }))
  }
  for (let i = 9; i < 45; i++) slots.push(new Slot(windowSlot(i)))
  slots.push(new Slot(windowSlot(45)))
  const route = (menu, stack, index) => {
    const armor = armorIndexFor(items, stack)
    if (index === 0) return menu.moveItemStackTo(stack, 9, 45, true)
    if (index >= 1 && index < 9) return menu.moveItemStackTo(stack, 9, 45, false)
    if (armor >= 0 && items.isEmpty(menu.slots[8 - (armor - 36)].get())) {
      const target = 8 - (armor - 36)
      return menu.moveItemStackTo(stack, target, target + 1, false)
    }
    if (index === 45) return menu.moveItemStackTo(stack, 9, 45, false)
    if (index >= 9 && index < 36) return menu.moveItemStackTo(stack, 36, 45, false)
    if (index >= 36 && index < 45) return menu.moveItemStackTo(stack, 9, 36, false)
    return menu.moveItemStackTo(stack, 9, 45, false)
  }
  const menu = new Menu({
    id: 0,
    type: -1,
    slots,
    player,
    items,
    quickMove: quickMover(route, 0),
    afterClick: (m) => grid.flush(m),
    onRemoved: () => grid.returnItems()
  })
  menu.grid = grid
  return menu
}

function craftingTableMenu (player, ctx, id, stillValid) {
  const { items, book } = ctx
  const cells = new Array(9).fill(null)
  let result = null
  const grid = new CraftingGrid({
    items,
    book,
    width: 3,
    height: 3,
    player,
    store: { getCell: (i) => cells[i], setCell: (i, it) => { cells[i] = it || null }, getResult: () => result, setResult: (it) => { result = it || null } }
  })
  const slots = [grid.resultSlot()]
  for (let i = 0; i < 9; i++) slots.push(grid.cellSlot(i))
  slots.push(...inventoryRegion(player))
  const route = (menu, stack, index) => {
    if (index === 0) return menu.moveItemStackTo(stack, 10, 46, true)
    if (index >= 10 && index < 46) {
      if (menu.moveItemStackTo(stack, 1, 10, false)) return true
      return index < 37 ? menu.moveItemStackTo(stack, 37, 46, false) : menu.moveItemStackTo(stack, 10, 37, false)
    }
    return menu.moveItemStackTo(stack, 10, 46, false)
  }
  const menu = new Menu({
    id,
    type: MENU_TYPE.crafting,
    title: { translate: 'container.crafting' },
    slots,
    player,
    items,
    quickMove: quickMover(route, 0),
    afterClick: (m) => grid.flush(m),
    onRemoved: () => grid.returnItems(),
    stillValid
  })
  menu.grid = grid
  return menu
}

// `store` is the chest's shared array of 27 stacks; `onChange` marks the chest dirty.
function chestMenu (player, ctx, id, store, title, stillValid) {
  const { items } = ctx
  const size = store.length
  const slots = []
  for (let i = 0; i < size; i++) slots.push(new Slot({ get: () => store[i] || null, set: (it) => { store[i] = it || null } }))
  slots.push(...inventoryRegion(player))
  const route = (menu, stack, index) => index < size
    ? menu.moveItemStackTo(stack, size, size + 36, true)
    : menu.moveItemStackTo(stack, 0, size, false)
  return new Menu({
    id,
    type: size === 54 ? MENU_TYPE.generic_9x6 : MENU_TYPE.generic_9x3,
    title,
    slots,
    player,
    items,
    quickMove: quickMover(route),
    stillValid
  })
}

// `furnace` is a block entity from furnaces.js: { slots: [input, fuel, output], kind, canSmelt(item),
// isFuel(item), takeOutput(player, count), data() }.
function furnaceMenu (player, ctx, id, furnace, stillValid) {
  const { items } = ctx
  const slots = [
    new Slot({ get: () => furnace.slots[0], set: (it) => { furnace.slots[0] = it || null } }),
    new Slot({
      get: () => furnace.slots[1],
      set: (it) => { furnace.slots[1] = it || null },
      mayPlace: (it) => furnace.isFuel(it) || items.name(it) === 'bucket'
    }),
    new Slot({
      get: () => furnace.slots[2],
      set: (it) => { furnace.slots[2] = it || null },
      mayPlace: () => false,
      onTake: (taken) => furnace.onOutputTaken(player, taken)
    })
  ]
  slots.push(...inventoryRegion(player))
  const route = (menu, stack, index) => {
    if (index === 2) return menu.moveItemStackTo(stack, 3, 39, true)
    if (index === 0 || index === 1) return menu.moveItemStackTo(stack, 3, 39, false)
    if (furnace.canSmelt(stack)) return menu.moveItemStackTo(stack, 0, 1, false)
    if (furnace.isFuel(stack)) return menu.moveItemStackTo(stack, 1, 2, false)
    if (index >= 3 && index < 30) return menu.moveItemStackTo(stack, 30, 39, false)
    if (index >= 30 && index < 39) return menu.moveItemStackTo(stack, 3, 30, false)
    return false
  }
  return new Menu({
    id,
    type: furnace.kind === 'smoker' ? MENU_TYPE.smoker : MENU_TYPE.furnace,
    title: { translate: furnace.kind === 'smoker' ? 'container.smoker' : 'container.furnace' },
    slots,
    player,
    items,
    quickMove: quickMover(route),
    dataValues: () => furnace.data(),
    stillValid
  })
}

module.exports = { inventoryMenu, craftingTableMenu, chestMenu, furnaceMenu, MENU_TYPE, armorIndexFor, quickMover }
