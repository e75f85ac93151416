// A crafting grid (2x2 in the player inventory, 3x3 in a crafting table) with its result slot,
// as vanilla's CraftingMenu/InventoryMenu and ResultSlot behave:
//   * any change to the grid recomputes the result at once (so shift-clicking the result can
//     craft repeatedly), and the new result is sent to the client as an explicit set_slot 0 —
//     clients such as mineflayer wait for that packet after every click in the crafting area;
//   * taking the result consumes one of each ingredient and leaves crafting remainders.
'use strict'

const { Slot } = require('./menu')

class CraftingGrid {
  // store: { getCell(i), setCell(i, item), getResult(), setResult(item) }
  constructor ({ items, book, width, height, store, player }) {
    Object.assign(this, { items, book, width, height, store, player })
    this.needsSend = false
  }

  cellIds () {
    const ids = []
    for (let i = 0; i < this.width * this.height; i++) {
      const it = this.store.getCell(i)
      ids.push(this.items.isEmpty(it) ? null : it.type)
    }
    return ids
  }

  recompute () {
    const recipe = this.book.match(this.cellIds(), this.width, this.height)
    this.store.setResult(recipe ? this.items.create(recipe.result.id, recipe.result.count) : null)
    this.needsSend = true
  }

  // One craft's worth of ingredients leaves the grid (vanilla ResultSlot.onTake).
  consume () {
    for (let i = 0; i < this.width * this.height; i++) {
      const cur = this.store.getCell(i)
      if (this.items.isEmpty(cur)) continue
      const remainderName = this.book.remainderOf(cur.type)
      this.store.setCell(i, cur.count > 1 ? this.items.copy(cur, cur.count - 1) : null)
      if (!remainderName) continue
      const remainder = this.items.create(remainderName, 1)
      const now = this.store.getCell(i)
      if (this.items.isEmpty(now)) this.store.setCell(i, remainder)
      else if (this.items.sameItem(now, remainder)) this.store.setCell(i, this.items.copy(now, now.count + 1))
      else {
        const left = this.player.craftmate.inventory.add(remainder)
        if (left) this.player.craftmate.drop(left, false)
      }
    }
    this.recompute()
  }

  resultSlot () {
    return new Slot({
      get: () => this.store.getResult(),
      set: (item) => this.store.setResult(item),
      mayPlace: () => false,
      isResult: true,
      onTake: () => this.consume()
    })
  }

  cellSlot (i) {
    return new Slot({
      get: () => this.store.getCell(i),
      set: (item) => this.store.setCell(i, item),
      onChanged: () => this.recompute()
    })
  }

  // Sends the result slot if the grid changed since the last call (menu slot 0).
  flush (menu) {
    if (!this.needsSend) return
    this.needsSend = false
    menu.sendSlot(0)
  }

  // On close every grid item goes back to the inventory, or is dropped when it does not fit.
  returnItems () {
    for (let i = 0; i < this.width * this.height; i++) {
      const cur = this.store.getCell(i)
      if (this.items.isEmpty(cur)) continue
      this.store.setCell(i, null)
      const left = this.player.craftmate.inventory.add(cur)
      if (left) this.player.craftmate.drop(left, false)
    }
    this.store.setResult(null)
    this.needsSend = false
  }
}

module.exports = { CraftingGrid }
