// Furnaces and smokers as vanilla 1.21.1 runs them (AbstractFurnaceBlockEntity.serverTick), once
// per server tick: a lit furnace burns down; when unlit with fuel and a smeltable input it takes
// one fuel item; while lit and able to output it advances cooking, and every cookingTime ticks
// moves one result to the output slot. A smoker cooks only food, in half the time, and burns fuel
// twice as fast. Window properties (craft_progress_bar) 0-3: burn time left, burn duration, cook
// progress, total cook time. The block's `lit` state follows the fire. Recipes and fuel times
// are in ../data/ (minecraft-data has no smelting recipes).
'use strict'

const { furnaceMenu } = require('../lib/menu_layouts')
const smeltingData = require('../data/smelting.json')
const fuelData = require('../data/fuels.json')

const FURNACE_COOK_TICKS = 200
const SMOKER_COOK_TICKS = 100

function buildCookingTables (registry) {
  const furnace = new Map() // input item id -> { result, experience, cookingTime }
  const smoker = new Map()
  const idOf = (name) => registry.itemsByName[name]?.id
  for (const r of smeltingData.food) {
    const result = idOf(r.result)
    for (const input of r.input) {
      const id = idOf(input)
      if (id === undefined || result === undefined) continue
      furnace.set(id, { result, experience: r.experience, cookingTime: FURNACE_COOK_TICKS })
      smoker.set(id, { result, experience: r.experience, cookingTime: SMOKER_COOK_TICKS })
    }
  }
  for (const r of smeltingData.furnace) {
    const result = idOf(r.result)
    if (result === undefined) continue
    const recipe = { result, experience: r.experience, cookingTime: r.cookingTime || FURNACE_COOK_TICKS }
    for (const input of r.input || []) if (idOf(input) !== undefined) furnace.set(idOf(input), recipe)
    if (r.inputSuffix) {
      for (const item of registry.itemsArray) {
        if (r.inputSuffix.some(s => item.name.endsWith(s)) && !(r.excludePrefix || []).some(p => item.name.startsWith(p))) {
          furnace.set(item.id, recipe)
        }
      }
    }
  }
  return { furnace, smoker }
}

function burnTicksOf (name) {
  if (!name) return 0
  if (fuelData.notFuelPrefixes.some(p => name.startsWith(p))) return 0
  if (fuelData.items[name] !== undefined) return fuelData.items[name]
  for (const [suffix, ticks] of Object.entries(fuelData.suffixes)) {
    if (!name.endsWith(suffix)) continue
    if (fuelData.suffixNeedsWood.includes(suffix) && !fuelData.woodPrefixes.some(p => name.startsWith(p))) continue
    return ticks
  }
  return 0
}

module.exports.server = function (serv) {
  const { items, blockEntities, blockStates } = serv.craftmate
  const registry = serv.registry
  const tables = buildCookingTables(registry)
  const active = new Set() // furnaces that exist; ticked every server tick

  function createFurnace (kind) {
    const recipes = kind === 'smoker' ? tables.smoker : tables.furnace
    const furnace = {
      kind,
      slots: [null, null, null],
      litTime: 0,
      litDuration: 0,
      cookingProgress: 0,
      cookingTotalTime: 0,
      storedExperience: 0,
      recipeFor: (item) => (items.isEmpty(item) ? null : recipes.get(item.type) || null),
      canSmelt: (item) => !!furnace.recipeFor(item),
      burnDuration: (item) => {
        const ticks = burnTicksOf(items.name(item))
        return kind === 'smoker' ? Math.floor(ticks / 2) : ticks
      },
      isFuel: (item) => burnTicksOf(items.name(item)) > 0,
      data: () => [furnace.litTime, furnace.litDuration, furnace.cookingProgress, furnace.cookingTotalTime],
      onOutputTaken: (player, taken) => {
        // Experience is accumulated like vanilla but flying-squid has no orbs; give it directly.
        const xp = Math.floor(furnace.storedExperience)
        furnace.storedExperience = 0
        if (xp > 0 && typeof player.setXp === 'function') player.setXp((player.xp || 0) + xp)
      }
    }
    return furnace
  }

  function canBurn (furnace, recipe) {
    const input = furnace.slots[0]
    if (!recipe || items.isEmpty(input)) return false
    const output = furnace.slots[2]
    if (items.isEmpty(output)) return true
    if (output.type !== recipe.result) return false
    return output.count + 1 <= items.maxStack(output)
  }

  function tick (furnace) {
    const wasLit = furnace.litTime > 0
    if (furnace.litTime > 0) furnace.litTime--
    const input = furnace.slots[0]
    // Vanilla restarts cooking when a different item is put in the input slot.
    const inputType = items.isEmpty(input) ? null : input.type
    if (inputType !== furnace.lastInputType) {
      furnace.lastInputType = inputType
      furnace.cookingProgress = 0
      furnace.cookingTotalTime = furnace.recipeFor(input)?.cookingTime ?? 0
    }
    const fuel = furnace.slots[1]
    const hasInput = !items.isEmpty(input)
    const hasFuel = !items.isEmpty(fuel)
    if (furnace.litTime > 0 || (hasFuel && hasInput)) {
      const recipe = hasInput ? furnace.recipeFor(input) : null
      if (furnace.litTime <= 0 && canBurn(furnace, recipe)) {
        furnace.litTime = furnace.burnDuration(fuel)
        furnace.litDuration = furnace.litTime
        if (furnace.litTime > 0) {
          if (items.name(fuel) === 'lava_bucket') furnace.slots[1] = items.create('bucket', 1)
          else furnace.slots[1] = fuel.count > 1 ? items.copy(fuel, fuel.count - 1) : null
        }
      }
      if (furnace.litTime > 0 && canBurn(furnace, recipe)) {
        if (furnace.cookingTotalTime === 0) furnace.cookingTotalTime = recipe.cookingTime
        furnace.cookingProgress++
        if (furnace.cookingProgress >= furnace.cookingTotalTime) {
          furnace.cookingProgress = 0
          furnace.cookingTotalTime = recipe.cookingTime
          const output = furnace.slots[2]
          furnace.slots[2] = items.isEmpty(output) ? items.create(recipe.result, 1) : items.copy(output, output.count + 1)
          furnace.slots[0] = input.count > 1 ? items.copy(input, input.count - 1) : null
          furnace.storedExperience += recipe.experience
        }
      } else {
        furnace.cookingProgress = 0
      }
    } else if (furnace.litTime <= 0 && furnace.cookingProgress > 0) {
      furnace.cookingProgress = Math.max(0, Math.min(furnace.cookingProgress - 2, furnace.cookingTotalTime))
    }
    const nextInput = furnace.slots[0]
    if (items.isEmpty(nextInput)) furnace.cookingTotalTime = 0
    else if (furnace.cookingTotalTime === 0 && furnace.recipeFor(nextInput)) furnace.cookingTotalTime = furnace.recipeFor(nextInput).cookingTime
    const isLit = furnace.litTime > 0
    if (wasLit !== isLit) setLit(furnace, isLit)
  }

  function setLit (furnace, lit) {
    const current = furnace.world.sync.getBlockStateId(furnace.position)
    const block = registry.blocksByStateId[current]
    if (!block || block.name !== furnace.kind) return
    const next = blockStates.stateIdOf(block, { lit: lit ? 'true' : 'false' }, current)
    if (next !== current) serv.setBlock(furnace.world, furnace.position, next).catch(() => {})
  }

  serv.on('tick', () => {
    for (const furnace of active) {
      if (serv.craftmate.blockNameAt(furnace.world, furnace.position) !== furnace.kind) {
        active.delete(furnace)
        continue
      }
      try {
        tick(furnace)
      } catch (err) {
        serv.err?.(`craftmate furnaces: ${err.stack}`)
      }
    }
  })

  // The furnace block entity at pos (created on first use). Also used by /data merge block.
  serv.craftmate.furnaceAt = (world, pos, kind) => {
    const furnace = blockEntities.getOrCreate(world, pos, kind, () => createFurnace(kind))
    active.add(furnace)
    return furnace
  }
  serv.craftmate.burnTicksOf = burnTicksOf
  serv.craftmate.cookingTables = tables

  for (const kind of ['furnace', 'smoker']) {
    serv.onBlockInteraction(kind, ({ block, player }) => {
      if (player.crouching && player.craftmate.inventory.get(player.heldItemSlot || 0)) return false
      const world = player.world
      const pos = block.position.clone()
      const furnace = serv.craftmate.furnaceAt(world, pos, kind)
      player.craftmate.openMenu((id) => furnaceMenu(player, { items }, id, furnace, serv.craftmate.stillValidAt(player, world, pos, [kind])))
      return true
    })
  }
}

module.exports.burnTicksOf = burnTicksOf
module.exports.buildCookingTables = buildCookingTables
