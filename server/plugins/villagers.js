// Villagers and trading as vanilla 1.21.1 (Villager.mobInteract, MerchantMenu, MerchantOffer):
// a villager (or wandering trader) with offers opens the merchant menu when used (type 19: 0 and 1
// the payments, 2 the result, then the inventory) and sends its offers as `trade_list`. The result
// slot shows the offer the payments satisfy (the selected one first); taking it pays the price
// (the base count adjusted by demand and special price, at least 1, at most a stack) and counts
// one use; an offer used maxUses times is disabled. `select_trade` returns the payments to the
// inventory and moves the selected offer's items into the payment slots, as vanilla.
// Offers come from `/summon villager ... {Offers:{Recipes:[{buy, buyB, sell, maxUses, uses, ...}]}}`
// (world_commands hands the NBT over as 'craftmateSummoned'). Differs: no professions, levels or
// villager experience, no restocking, no reputation; a villager without offers does nothing.
'use strict'

const { Menu, Slot } = require('../lib/menu')

const MERCHANT_MENU = 19
const REACH = 8
const TRADERS = new Set(['villager', 'wandering_trader'])

module.exports.server = function (serv) {
  const { items } = serv.craftmate

  const stackOf = (nbt) => nbt && nbt.id ? items.create(nbt.id, Number(nbt.Count ?? nbt.count ?? 1)) : null

  serv.on('craftmateSummoned', (mob, nbt) => {
    if (!TRADERS.has(mob.name) || !Array.isArray(nbt?.Offers?.Recipes)) return
    mob.craftmateOffers = nbt.Offers.Recipes.map(r => ({
      buy: stackOf(r.buy),
      buyB: stackOf(r.buyB),
      sell: stackOf(r.sell),
      uses: Number(r.uses ?? 0),
      maxUses: Number(r.maxUses ?? 4),
      xp: Number(r.xp ?? 1),
      specialPrice: Number(r.specialPrice ?? 0),
      priceMultiplier: Number(r.priceMultiplier ?? 0),
      demand: Number(r.demand ?? 0)
    })).filter(o => o.buy && o.sell)
  })

  // MerchantOffer.getCostA: the base count raised by demand and lowered by a special price.
  function costA (offer) {
    const base = offer.buy.count
    const demand = Math.max(0, Math.floor(base * offer.demand * offer.priceMultiplier))
    return Math.max(1, Math.min(base + demand + offer.specialPrice, items.maxStack(offer.buy)))
  }
  const disabled = (offer) => offer.uses >= offer.maxUses
  const pays = (have, want, count) => want ? items.sameItem(have, want) && have.count >= count : items.isEmpty(have)
  const satisfiedBy = (offer, a, b) => !disabled(offer) && pays(a, offer.buy, costA(offer)) && pays(b, offer.buyB, offer.buyB?.count ?? 0)

  const tradeItem = (item) => ({ itemId: item.type, itemCount: item.count, addedComponentCount: 0, components: [] })
  function sendOffers (player, menu, offers) {
    player._client.write('trade_list', {
      windowId: menu.id,
      trades: offers.map(o => ({
        inputItem1: tradeItem(o.buy),
        outputItem: items.toNotch(o.sell),
        inputItem2: o.buyB ? tradeItem(o.buyB) : undefined,
        tradeDisabled: disabled(o),
        nbTradeUses: o.uses,
        maximumNbTradeUses: o.maxUses,
        xp: o.xp,
        specialPrice: o.specialPrice,
        priceMultiplier: o.priceMultiplier,
        demand: o.demand
      })),
      villagerLevel: 1,
      experience: 0,
      isRegularVillager: true,
      canRestock: false
    })
  }

  function merchantMenu (player, id, villager) {
    const offers = villager.craftmateOffers
    const state = { pay: [null, null], result: null, offer: null, selected: -1 }
    const inv = player.craftmate.inventory
    const updateResult = () => {
      const [a, b] = state.pay
      // MerchantOffers.getRecipeFor: a selected offer other than the first is the only candidate.
      const candidates = state.selected > 0 ? [offers[state.selected]] : offers
      state.offer = candidates.find(o => satisfiedBy(o, a, b)) || null
      state.result = state.offer ? items.copy(state.offer.sell) : null
    }
    const payment = (k) => new Slot({ get: () => state.pay[k], set: (it) => { state.pay[k] = it || null; updateResult() } })
    const slots = [payment(0), payment(1), new Slot({
      get: () => state.result,
      set: (it) => { state.result = it || null },
      mayPlace: () => false,
      isResult: true,
      onTake: () => {
        const offer = state.offer
        if (!offer) return
        state.pay[0] = items.copy(state.pay[0], state.pay[0].count - costA(offer))
        if (offer.buyB) state.pay[1] = items.copy(state.pay[1], state.pay[1].count - offer.buyB.count)
        offer.uses++
        updateResult()
      }
    })]
    for (const index of [...Array(27).keys()].map(i => i + 9).concat([...Array(9).keys()])) {
      slots.push(new Slot({ get: () => inv.get(index), set: (item) => inv.set(index, item) }))
    }
    const menu = new Menu({
      id,
      type: MERCHANT_MENU,
      title: { translate: `entity.minecraft.${villager.name}` },
      slots,
      player,
      items,
      quickMove: (m, index) => {
        const cur = m.slots[index].get()
        if (items.isEmpty(cur)) return null
        const stack = items.copy(cur)
        const moved = index < 3 ? m.moveItemStackTo(stack, 3, 39, true) : m.moveItemStackTo(stack, 0, 2, false) || m.moveItemStackTo(stack, 3, 39, false)
        if (!moved || stack.count === cur.count) return null
        if (index === 2) {
          m.setSlot(m.slots[2], null)
          m.slots[2].onTake(items.copy(cur, cur.count - stack.count))
          if (stack.count > 0) player.craftmate.drop(stack, false)
        } else {
          m.setSlot(m.slots[index], stack.count > 0 ? stack : null)
        }
        return cur
      },
      stillValid: () => serv.entities[villager.id] === villager && player.position.distanceTo(villager.position) <= REACH,
      onRemoved: () => {
        for (const it of state.pay) if (!items.isEmpty(it) && inv.add(it)) player.craftmate.drop(it, false)
      }
    })
    // MerchantMenu.tryMoveItems: the payments go back, the selected offer's items come in.
    menu.selectTrade = (index) => {
      if (!(index >= 0 && index < offers.length)) return
      state.selected = index
      for (const k of [0, 1]) {
        const stack = state.pay[k]
        if (items.isEmpty(stack)) continue
        const rest = items.copy(stack)
        menu.moveItemStackTo(rest, 3, 39, true)
        state.pay[k] = rest.count > 0 ? rest : null
      }
      const offer = offers[index]
      for (const [k, want] of [[0, offer.buy], [1, offer.buyB]]) {
        if (!want || !items.isEmpty(state.pay[k])) continue
        for (let s = 3; s < 39; s++) {
          const have = menu.slots[s].get()
          if (!items.sameItem(have, want)) continue
          const room = items.maxStack(want) - (state.pay[k]?.count ?? 0)
          const n = Math.min(room, have.count)
          if (n <= 0) break
          state.pay[k] = items.copy(have, (state.pay[k]?.count ?? 0) + n)
          menu.setSlot(menu.slots[s], have.count - n > 0 ? items.copy(have, have.count - n) : null)
        }
      }
      updateResult()
      menu.broadcastChanges()
    }
    return menu
  }

  serv.craftmate.openMerchant = (player, villager) => {
    if (!villager.craftmateOffers?.length) return false
    const menu = player.craftmate.openMenu((id) => merchantMenu(player, id, villager))
    sendOffers(player, menu, villager.craftmateOffers)
    return true
  }
}

module.exports.player = function (player, serv) {
  player._client.on('use_entity', ({ target, mouse }) => {
    const entity = serv.entities[target]
    if (mouse !== 0 || !entity || !TRADERS.has(entity.name)) return
    serv.craftmate.openMerchant(player, entity)
  })
  player._client.on('select_trade', ({ slot }) => player.craftmate.menu?.selectTrade?.(slot))
}
