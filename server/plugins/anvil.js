// The anvil as vanilla 1.21.1 (AnvilBlock, AnvilMenu.createResult / onTake / setItemName): using an
// anvil (plain, chipped or damaged) opens the `anvil` menu (type 8: slot 0 the item, 1 the addition,
// 2 the result, then the inventory); the level cost is the menu's property 0. The result is:
//   * repair with the item's material (minecraft-data `repairWith`): each material item mends a
//     quarter of the durability, 1 level each;
//   * combining with the same item or an enchanted book: durabilities add up with a 12% bonus (2
//     levels), each enchantment of the addition merges (equal levels go up by one, up to the
//     maximum) when the item takes it and it is compatible with the item's other enchantments
//     (minecraft-data `exclude`), costing its anvil cost (1, 2, 4, 8 by weight 10, 5, 2, 1; halved
//     from a book) per level, and 1 level per incompatible one;
//   * a new name (`name_item`, up to 50 characters): 1 level, written as the `custom_name`
//     component; an empty name removes a custom one;
//   * plus both inputs' prior work penalty (`repair_cost`), which the result doubles plus one
//     (unless it was only renamed);
//     40 levels or more is "Too Expensive!" (no result) except in creative, a rename alone at most 39.
// Taking the result spends the levels (not in creative), empties the inputs (or the material used),
// and in survival the anvil is chipped with chance 12% (chipped -> damaged -> gone), with vanilla's
// level events 1030 (used) and 1029 (destroyed). The components are written here: prismarine-item's
// setters do not write 1.21 item data.
'use strict'

const nbt = require('prismarine-nbt')
const { Slot, Menu } = require('../lib/menu')

const MENU_TYPE = 8 // minecraft:anvil
const REACH = 8
const TOO_EXPENSIVE = 40
const MAX_NAME_LENGTH = 50
const ANVIL_COST_BY_WEIGHT = { 10: 1, 5: 2, 2: 4, 1: 8 } // 1.21's anvil_cost of each enchantment
const DAMAGE_CHANCE = 0.12
const NEXT_ANVIL = { anvil: 'chipped_anvil', chipped_anvil: 'damaged_anvil', damaged_anvil: null }
const EVENT_ANVIL_USED = 1030
const EVENT_ANVIL_DESTROYED = 1029
const CREATIVE = 1

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const enchantedBook = registry.itemsByName.enchanted_book.id

  // --- item components ---------------------------------------------------------------------
  const { component, withComponent } = items
  const enchantmentsKey = (item) => item.type === enchantedBook ? 'stored_enchantments' : 'enchantments'
  const enchantmentsOf = (item) => (component(item, enchantmentsKey(item))?.enchantments || []).map(({ id, level }) => ({ id, level }))
  const repairCost = (item) => items.isEmpty(item) ? 0 : component(item, 'repair_cost') ?? 0
  const maxDamage = (item) => component(item, 'max_damage') ?? registry.items[item.type]?.maxDurability ?? 0
  const damageable = (item) => maxDamage(item) > 0 && component(item, 'unbreakable') === undefined
  const damage = (item) => component(item, 'damage') ?? 0
  const customName = (item) => {
    const name = component(item, 'custom_name')
    return name === undefined ? null : nbt.simplify(name)
  }
  const hoverName = (item) => {
    const custom = customName(item)
    return typeof custom === 'string' ? custom : custom?.text ?? registry.items[item.type]?.displayName
  }

  // --- enchantment rules -------------------------------------------------------------------
  const enchantment = (id) => registry.enchantments[id]
  const compatible = (a, b) => a.name !== b.name && !(a.exclude || []).includes(b.name) && !(b.exclude || []).includes(a.name)
  const canEnchant = (item, e) => (registry.items[item.type]?.enchantCategories || []).includes(e.category)
  const anvilCost = (e) => ANVIL_COST_BY_WEIGHT[e.weight] ?? 1

  // AnvilMenu.createResult: { result, cost, materialUsed } for the inputs and the name typed.
  function createResult (input, addition, name, creative) {
    const none = { result: null, cost: 0, materialUsed: 0 }
    if (items.isEmpty(input)) return none
    const result = items.copy(input)
    let enchants = enchantmentsOf(input)
    let levels = 0
    let materialUsed = 0
    const baseCost = repairCost(input) + repairCost(addition)
    if (!items.isEmpty(addition)) {
      const additionIsBook = addition.type === enchantedBook && enchantmentsOf(addition).length > 0
      if (damageable(result) && (registry.items[input.type].repairWith || []).includes(registry.items[addition.type]?.name)) {
        let mend = Math.min(damage(result), Math.floor(maxDamage(result) / 4))
        if (mend <= 0) return none
        let current = damage(result)
        for (; mend > 0 && materialUsed < addition.count; materialUsed++) {
          current -= mend
          levels++
          mend = Math.min(current, Math.floor(maxDamage(result) / 4))
        }
        withComponent(result, 'damage', current)
      } else {
        if (!additionIsBook && (result.type !== addition.type || !damageable(result))) return none
        if (damageable(result) && !additionIsBook) {
          const max = maxDamage(result)
          const left = (max - damage(input)) + (max - damage(addition)) + Math.floor(max * 12 / 100)
          const combined = Math.max(0, max - left)
          if (combined < damage(result)) {
            withComponent(result, 'damage', combined)
            levels += 2
          }
        }
        let merged = false
        let refused = false
        for (const { id, level } of enchantmentsOf(addition)) {
          const e = enchantment(id)
          if (!e) continue
          const existing = enchants.find(x => x.id === id)?.level ?? 0
          let newLevel = existing === level ? level + 1 : Math.max(level, existing)
          let fits = creative || input.type === enchantedBook || canEnchant(input, e)
          for (const other of enchants) {
            if (other.id !== id && !compatible(e, enchantment(other.id))) {
              fits = false
              levels++
            }
          }
          if (!fits) {
            refused = true
            continue
          }
          merged = true
          newLevel = Math.min(newLevel, e.maxLevel)
          enchants = [...enchants.filter(x => x.id !== id), { id, level: newLevel }]
          levels += (additionIsBook ? Math.max(1, Math.floor(anvilCost(e) / 2)) : anvilCost(e)) * newLevel
          if (input.count > 1) levels = TOO_EXPENSIVE
        }
        if (refused && !merged) return none
      }
    }
    let renameCost = 0
    if (name !== null && name.trim() !== '') {
      if (name !== hoverName(input)) {
        renameCost = 1
        levels += renameCost
        withComponent(result, 'custom_name', nbt.string(name))
      }
    } else if (customName(input) !== null) {
      renameCost = 1
      levels += renameCost
      withComponent(result, 'custom_name', undefined)
    }
    let cost = baseCost + levels
    if (levels <= 0) return none
    if (renameCost === levels && renameCost > 0 && cost >= TOO_EXPENSIVE) cost = TOO_EXPENSIVE - 1
    if (cost >= TOO_EXPENSIVE && !creative) return { result: null, cost, materialUsed: 0 }
    let penalty = repairCost(result)
    if (!items.isEmpty(addition) && penalty < repairCost(addition)) penalty = repairCost(addition)
    if (renameCost !== levels || renameCost === 0) penalty = penalty * 2 + 1
    withComponent(result, 'repair_cost', penalty)
    withComponent(result, enchantmentsKey(result), enchants.length || component(input, enchantmentsKey(input))
      ? { enchantments: enchants, showTooltip: component(input, enchantmentsKey(input))?.showTooltip ?? true }
      : undefined)
    return { result, cost, materialUsed }
  }

  // The anvil is used up a little at each use (AnvilMenu.onTake, AnvilBlock.damage).
  async function wearAnvil (world, pos) {
    const block = world.sync.getBlock(pos)
    if (!block || !(block.name in NEXT_ANVIL)) return
    const next = NEXT_ANVIL[block.name]
    if (Math.random() >= DAMAGE_CHANCE) {
      serv._writeNearby('world_event', { effectId: EVENT_ANVIL_USED, location: pos, data: 0, global: false }, { world, position: pos })
      return
    }
    if (next === null) {
      await serv.setBlock(world, pos, 0)
      serv._writeNearby('world_event', { effectId: EVENT_ANVIL_DESTROYED, location: pos, data: 0, global: false }, { world, position: pos })
      return
    }
    const facing = block.getProperties().facing
    const nextBlock = registry.blocksByName[next]
    const state = nextBlock.minStateId + serv.setBlockDataProperties(nextBlock.defaultState - nextBlock.minStateId, nextBlock.states, { facing })
    await serv.setBlock(world, pos, state)
    serv._writeNearby('world_event', { effectId: EVENT_ANVIL_USED, location: pos, data: 0, global: false }, { world, position: pos })
  }

  function anvilMenu (player, id, pos) {
    const state = { input: null, addition: null, name: null, result: null, cost: 0, materialUsed: 0 }
    const creative = () => player.gameMode === CREATIVE
    const xp = () => player.craftmate.experience
    const update = () => Object.assign(state, createResult(state.input, state.addition, state.name, creative()))
    const input = (key) => new Slot({ get: () => state[key], set: (it) => { state[key] = it || null; update() } })
    const slots = [input('input'), input('addition'), new Slot({
      get: () => state.result,
      set: (it) => { state.result = it || null },
      mayPlace: () => false,
      mayPickup: () => (creative() || xp().level >= state.cost) && state.cost > 0 && !items.isEmpty(state.result),
      isResult: true,
      onTake: () => {
        if (!creative()) xp().addLevels(-state.cost)
        state.input = null
        state.addition = state.materialUsed > 0 && state.addition.count > state.materialUsed
          ? items.copy(state.addition, state.addition.count - state.materialUsed)
          : null
        state.name = null
        state.result = null
        state.cost = 0
        if (!creative()) wearAnvil(player.world, pos).catch(err => serv.warn?.(`craftmate anvil: ${err.message}`))
        else serv._writeNearby('world_event', { effectId: EVENT_ANVIL_USED, location: pos, data: 0, global: false }, { world: player.world, position: pos })
      }
    })]
    const inv = player.craftmate.inventory
    for (const index of [...Array(27).keys()].map(i => i + 9).concat([...Array(9).keys()])) {
      slots.push(new Slot({ get: () => inv.get(index), set: (item) => inv.set(index, item) }))
    }
    const menu = new Menu({
      id,
      type: MENU_TYPE,
      title: { translate: 'container.repair' },
      slots,
      player,
      items,
      // ItemCombinerMenu.quickMoveStack: the result and the inputs out to the inventory, an
      // inventory stack into the first input that takes it.
      quickMove: (m, index) => {
        const cur = m.slots[index].get()
        if (items.isEmpty(cur) || !m.slots[index].mayPickup()) return null
        const stack = items.copy(cur)
        const moved = index < 3 ? m.moveItemStackTo(stack, 3, 39, true) : m.moveItemStackTo(stack, 0, 2, false)
        if (!moved || stack.count === cur.count) return null
        if (index === 2) {
          m.slots[2].onTake(items.copy(cur))
          if (stack.count > 0) player.craftmate.drop(stack, false)
        } else {
          m.setSlot(m.slots[index], stack.count > 0 ? stack : null)
        }
        return cur
      },
      dataValues: () => [state.cost],
      stillValid: () => player.world.sync.getBlock(pos)?.name in NEXT_ANVIL && player.position.distanceTo(pos.offset(0.5, 0.5, 0.5)) <= REACH,
      onRemoved: () => {
        for (const it of [state.input, state.addition]) if (!items.isEmpty(it) && player.craftmate.inventory.add(it)) player.craftmate.drop(it, false)
      }
    })
    // AnvilMenu.setItemName (name_item).
    menu.renameTo = (name) => {
      if (name.length > MAX_NAME_LENGTH) return
      state.name = name
      update()
      menu.broadcastChanges()
    }
    return menu
  }

  for (const name of Object.keys(NEXT_ANVIL)) {
    serv.onBlockInteraction(name, ({ block, player }) => {
      if (player.crouching && player.craftmate.inventory.get(player.heldItemSlot || 0)) return false
      const pos = block.position.clone()
      player.craftmate.openMenu((id) => anvilMenu(player, id, pos))
      return true
    })
  }
}

module.exports.player = function (player) {
  player._client.on('name_item', ({ name }) => player.craftmate.menu?.renameTo?.(String(name ?? '')))
}
