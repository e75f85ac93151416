// Eating and hunger, as vanilla 1.21.1 does them:
//   * use_item with food in hand (when hungry, or always-edible food, or in creative) starts eating;
//     after the food's eating time (32 ticks; 16 for dried kelp) the player gains its food points
//     and saturation (minecraft-data foods.json), one item is used up (bowls and bottles stay),
//     and the player gets entity_status 9 ("finished using the item"), which mineflayer's
//     consume() waits for. Releasing the use key (block_dig status 5) or switching slots cancels.
//   * exhaustion: 4 exhaustion points take one saturation point, or one food point when saturation
//     is empty. The only sources modelled are the Hunger effect (0.005 x level per tick) and
//     attacking (0.1); movement costs are not (flying-squid does not track sprinting).
'use strict'

const ALWAYS_EDIBLE = new Set(['golden_apple', 'enchanted_golden_apple', 'chorus_fruit', 'suspicious_stew', 'honey_bottle'])
const LEFTOVER = { mushroom_stew: 'bowl', rabbit_stew: 'bowl', beetroot_soup: 'bowl', suspicious_stew: 'bowl', honey_bottle: 'glass_bottle' }
const FAST_FOOD_TICKS = { dried_kelp: 16 }
const EAT_TICKS = 32

module.exports.server = function (serv) {
  const registry = serv.registry
  const hungerEffect = registry.effectsByName.Hunger.id

  serv.on('tick', () => {
    for (const player of serv.players) {
      const c = player.craftmate
      if (!c || !c.ready) continue
      // Effects are kept by the /effect command (commands.js) as { amplifier, endTick }.
      const hunger = c.effects?.[hungerEffect]
      if (hunger && hunger.endTick > serv.tickCount) c.exhaust(0.005 * (hunger.amplifier + 1))
    }
  })

  serv.craftmate.hungerEffectId = hungerEffect
}

module.exports.player = function (player, serv) {
  const { items } = serv.craftmate
  const registry = serv.registry
  const c = player.craftmate
  c.eating = null
  c.exhaustion = 0
  c.effects = c.effects || {}
  player.once('spawned', () => { if (player.foodSaturation === undefined) player.foodSaturation = 5 })

  function foodOf (item) {
    return item ? registry.foods[item.type] || registry.foodsByName[items.name(item)] || null : null
  }

  function heldSlot (hand) {
    return hand === 1 ? 40 : (player.heldItemSlot || 0)
  }

  c.exhaust = (amount) => {
    if (player.gameMode === 1 || player.gameMode === 3) return
    c.exhaustion += amount
    while (c.exhaustion >= 4) {
      c.exhaustion -= 4
      if ((player.foodSaturation || 0) > 0) player.foodSaturation = Math.max(0, player.foodSaturation - 1)
      else if (player.food > 0) player.updateFood(player.food - 1)
    }
  }

  c.finishEating = () => {
    const eating = c.eating
    c.eating = null
    const slot = heldSlot(eating.hand)
    const item = c.inventory.get(slot)
    if (!item || item.type !== eating.itemType) return
    const food = foodOf(item)
    const newFood = Math.min(20, (player.food ?? 20) + food.foodPoints)
    player.foodSaturation = Math.min(newFood, (player.foodSaturation ?? 5) + food.saturation)
    player.updateFood(newFood)
    if (player.gameMode !== 1) {
      const leftover = LEFTOVER[food.name]
      if (item.count > 1) {
        c.inventory.set(slot, items.copy(item, item.count - 1))
        if (leftover) {
          const left = c.inventory.add(items.create(leftover, 1))
          if (left) c.drop(left, false)
        }
      } else {
        c.inventory.set(slot, leftover ? items.create(leftover, 1) : null)
      }
    }
    player._client.write('entity_status', { entityId: player.id, entityStatus: 9 })
  }

  player._client.on('use_item', ({ hand }) => {
    if (!c.ready) return
    const item = c.inventory.get(heldSlot(hand))
    const food = foodOf(item)
    if (!food) return
    const hungry = (player.food ?? 20) < 20
    if (!hungry && !ALWAYS_EDIBLE.has(food.name) && player.gameMode !== 1) return
    if (c.eating) clearTimeout(c.eating.timer)
    // Timed in milliseconds (50 per tick) rather than by flying-squid's tick counter: its
    // setInterval ticks fall behind on a busy machine where a vanilla server would catch up.
    const eating = { hand, itemType: item.type }
    eating.timer = setTimeout(() => { if (c.eating === eating) c.finishEating() }, (FAST_FOOD_TICKS[food.name] ?? EAT_TICKS) * 50)
    c.eating = eating
  })

  serv.craftmate.digStatusHandlers = serv.craftmate.digStatusHandlers || {}
  // Status 5 = the use key was released before eating finished.
  serv.craftmate.digStatusHandlers[5] = (p) => { if (p.craftmate) p.craftmate.cancelEating() }
  c.cancelEating = () => {
    if (c.eating) clearTimeout(c.eating.timer)
    c.eating = null
  }
  player._client.on('held_item_slot', () => c.cancelEating())
  player.on('disconnected', () => c.cancelEating())
  player.on('attack', () => c.exhaust(0.1))
}
