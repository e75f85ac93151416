// The enchanting table as vanilla 1.21.1 (EnchantmentMenu, EnchantmentHelper): using it opens the
// `enchantment` menu (type 13: slot 0 the item, 1 lapis, then the inventory); an enchantable,
// unenchanted item gets three offers whose level costs come from the bookshelves around the table
// (EnchantingTableBlock's offsets, with air between), sent as the menu's ten properties (costs,
// seed, enchantment and level clues); `enchant_item` applies the chosen offer when the player has
// the levels and slot+1 lapis (creative players need neither), and spends slot+1 levels and lapis.
// The enchantments are chosen by vanilla's rules (enchantability, cost ranges, weights,
// exclusions, halving extra picks) from minecraft-data's enchantments; item enchantability, which
// minecraft-data lacks, comes from ../data/enchanting.json. Differs: the random draws are not
// vanilla's for the same seed, so the offers shown and given match each other but not a vanilla
// server's; enchanted books are not made.
'use strict'

const { Slot, Menu } = require('../lib/menu')
const { quickMover } = require('../lib/menu_layouts')
const enchantingData = require('../data/enchanting.json')

const MENU_TYPE = 13
const REACH = 8
const rand = (n) => Math.floor(Math.random() * n)

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const lapis = registry.itemsByName.lapis_lazuli.id
  const tableEnchantments = registry.enchantmentsArray.filter(e => !e.treasureOnly && !e.curse && e.discoverable !== false)

  function enchantability (item) {
    const name = items.name(item)
    if (name in enchantingData.items) return enchantingData.items[name]
    const def = registry.items[item.type]
    if (!def?.enchantCategories?.length) return 0
    const table = def.enchantCategories.includes('armor') ? enchantingData.armor : enchantingData.tools
    for (const [prefix, value] of Object.entries(table)) if (name.startsWith(prefix)) return value
    return 0
  }

  // Bookshelves around the table (EnchantingTableBlock.BOOKSHELF_OFFSETS): the ring two blocks out,
  // at the table's height and one above, each with air halfway to the table.
  function bookshelves (world, pos) {
    let n = 0
    for (let dx = -2; dx <= 2; dx++) {
      for (let dz = -2; dz <= 2; dz++) {
        if (Math.abs(dx) !== 2 && Math.abs(dz) !== 2) continue
        for (let dy = 0; dy <= 1; dy++) {
          const shelf = world.sync.getBlock(pos.offset(dx, dy, dz))?.name
          const between = world.sync.getBlock(pos.offset(Math.trunc(dx / 2), dy, Math.trunc(dz / 2)))?.name
          if (shelf === 'bookshelf' && (between === 'air' || between === 'cave_air')) n++
        }
      }
    }
    return Math.min(n, 15)
  }

  // EnchantmentHelper.getEnchantmentCost.
  function cost (slot, shelves, value) {
    if (value <= 0) return 0
    const j = rand(8) + 1 + (shelves >> 1) + rand(shelves + 1)
    if (slot === 0) return Math.max(Math.floor(j / 3), 1)
    return slot === 1 ? Math.floor(j * 2 / 3) + 1 : Math.max(j, shelves * 2)
  }

  const levelCost = (range, level) => range.a * level + range.b

  // EnchantmentHelper.selectEnchantment for `item` at `level`.
  function select (item, level) {
    const def = registry.items[item.type]
    const value = enchantability(item)
    if (value <= 0) return []
    level += 1 + rand(Math.floor(value / 4) + 1) + rand(Math.floor(value / 4) + 1)
    const f = (Math.random() + Math.random() - 1) * 0.15
    level = Math.max(1, Math.round(level + level * f))
    let available = []
    for (const e of tableEnchantments) {
      if (!def.enchantCategories.includes(e.category) && items.name(item) !== 'book') continue
      for (let l = e.maxLevel; l >= 1; l--) {
        if (level >= levelCost(e.minCost, l) && level <= levelCost(e.maxCost, l)) { available.push({ e, level: l }); break }
      }
    }
    const chosen = []
    const pick = () => {
      const total = available.reduce((n, a) => n + a.e.weight, 0)
      let r = rand(total)
      for (const a of available) if ((r -= a.e.weight) < 0) return a
      return null
    }
    let first = available.length ? pick() : null
    while (first) {
      chosen.push(first)
      available = available.filter(a => a.e !== first.e && !a.e.exclude.includes(first.e.name) && !first.e.exclude.includes(a.e.name))
      if (available.length === 0 || rand(50) > level) break
      level = Math.floor(level / 2)
      first = pick()
    }
    return chosen
  }

  function enchantingMenu (player, id, pos) {
    const state = { item: null, lapis: null, shelves: bookshelves(player.world, pos), seed: rand(0x7fffffff), offers: [], offeredFor: null }
    const slots = [
      new Slot({ get: () => state.item, set: (it) => { state.item = it || null }, maxStackSize: () => 1 }),
      new Slot({ get: () => state.lapis, set: (it) => { state.lapis = it || null }, mayPlace: (it) => it.type === lapis })
    ]
    const inv = player.craftmate.inventory
    for (const index of [...Array(27).keys()].map(i => i + 9).concat([...Array(9).keys()])) {
      slots.push(new Slot({ get: () => inv.get(index), set: (item) => inv.set(index, item) }))
    }
    // Offers for the item now in slot 0 (EnchantmentMenu.slotsChanged).
    function refreshOffers () {
      const key = items.key(state.item)
      if (key === state.offeredFor) return
      state.offeredFor = key
      const it = state.item
      const enchantable = it && enchantability(it) > 0 && !(it.enchants?.length)
      state.offers = [0, 1, 2].map(slot => {
        if (!enchantable) return { cost: 0, picks: [] }
        let c = cost(slot, state.shelves, enchantability(it))
        if (c < slot + 1) c = 0
        return { cost: c, picks: c > 0 ? select(it, c) : [] }
      })
    }
    const menu = new Menu({
      id,
      type: MENU_TYPE,
      title: { translate: 'container.enchant' },
      slots,
      player,
      items,
      // EnchantmentMenu.quickMoveStack: out to the inventory; lapis to its slot; one item to slot 0.
      quickMove: quickMover((m, stack, index) => {
        if (index < 2) return m.moveItemStackTo(stack, 2, 38, true)
        if (stack.type === lapis) return m.moveItemStackTo(stack, 1, 2, true)
        if (state.item) return false
        state.item = items.copy(stack, 1)
        stack.count -= 1
        return true
      }),
      dataValues: () => {
        refreshOffers()
        const clue = state.offers.map(o => o.picks[0])
        return [...state.offers.map(o => o.cost), state.seed & 0x7ff0, // a 16-bit window property
          ...clue.map(c => c ? c.e.id : -1), ...clue.map(c => c ? c.level : -1)]
      },
      stillValid: () => player.world.sync.getBlock(pos)?.name === 'enchanting_table' && player.position.distanceTo(pos.offset(0.5, 0.5, 0.5)) <= REACH,
      onRemoved: () => {
        for (const it of [state.item, state.lapis]) if (!items.isEmpty(it) && player.craftmate.inventory.add(it)) player.craftmate.drop(it, false)
      }
    })
    menu.enchanting = state
    return menu
  }

  for (const name of ['enchanting_table']) {
    serv.onBlockInteraction(name, ({ block, player }) => {
      if (player.crouching && player.craftmate.inventory.get(player.heldItemSlot || 0)) return false
      const pos = block.position.clone()
      player.craftmate.openMenu((id) => enchantingMenu(player, id, pos))
      return true
    })
  }

  // enchant_item: the chosen offer, if the player can pay for it (EnchantmentMenu.clickMenuButton).
  serv.craftmate.enchant = (player, { windowId, enchantment }) => {
    const menu = player.craftmate.menu
    const state = menu?.enchanting
    if (!state || menu.id !== windowId || !(enchantment >= 0 && enchantment <= 2)) return
    const offer = state.offers[enchantment]
    const creative = player.gameMode === 1
    const xp = player.craftmate.experience
    const lapisNeeded = enchantment + 1
    if (!offer || offer.cost <= 0 || items.isEmpty(state.item) || offer.picks.length === 0) return
    if (!creative && ((state.lapis?.count ?? 0) < lapisNeeded || xp.level < offer.cost)) return
    state.item = items.withComponent(items.copy(state.item), 'enchantments',
      { enchantments: offer.picks.map(p => ({ id: p.e.id, level: p.level })), showTooltip: true })
    if (!creative) {
      state.lapis = state.lapis.count > lapisNeeded ? items.copy(state.lapis, state.lapis.count - lapisNeeded) : null
      xp.addLevels(-lapisNeeded)
    }
    state.seed = rand(0x7fffffff)
    state.offeredFor = ''
    menu.broadcastChanges()
  }
}

module.exports.player = function (player, serv) {
  player._client.on('enchant_item', (packet) => serv.craftmate.enchant(player, packet))
}
