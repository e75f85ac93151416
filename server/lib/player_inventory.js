// The player's 41 vanilla inventory slots (0-8 hotbar, 9-35 main, 36-39 armour feet..head, 40
// off-hand) stored in flying-squid's `player.inventory` window, whose numbering is the protocol's
// window-0 numbering (36-44 hotbar, 9-35 main, 8..5 armour, 45 off-hand). `add` places a stack the
// way vanilla Inventory.add does: first stacks with room (held slot, off-hand, then 0..35), then
// the first free slot, hotbar first.
'use strict'

function windowSlotOf (index) {
  if (index < 9) return 36 + index
  if (index < 36) return index
  if (index < 40) return 8 - (index - 36)
  if (index === 40) return 45
  throw new Error(`no inventory slot ${index}`)
}

class PlayerInventory {
  constructor (player, items) {
    this.player = player
    this.items = items
  }

  get (index) {
    const item = this.player.inventory.slots[windowSlotOf(index)]
    return this.items.isEmpty(item) ? null : item
  }

  set (index, item) {
    this.player.inventory.updateSlot(windowSlotOf(index), this.items.isEmpty(item) ? null : item)
  }

  selected () {
    return this.player.heldItemSlot || 0
  }

  slotWithRoomFor (stack) {
    const hasRoom = (i) => {
      const cur = this.get(i)
      return cur && this.items.sameItem(cur, stack) && cur.count < this.items.maxStack(cur)
    }
    if (hasRoom(this.selected())) return this.selected()
    if (hasRoom(40)) return 40
    for (let i = 0; i < 36; i++) if (hasRoom(i)) return i
    return -1
  }

  freeSlot () {
    for (let i = 0; i < 36; i++) if (!this.get(i)) return i
    return -1
  }

  // Adds as much of `stack` as fits; returns what is left (null when everything fitted).
  add (stack) {
    if (this.items.isEmpty(stack)) return null
    let left = stack.count
    const max = this.items.maxStack(stack)
    while (left > 0) {
      let i = max > 1 ? this.slotWithRoomFor(stack) : -1
      if (i < 0) i = this.freeSlot()
      if (i < 0) break
      const cur = this.get(i)
      const have = cur ? cur.count : 0
      const n = Math.min(left, max - have)
      this.set(i, this.items.copy(stack, have + n))
      left -= n
    }
    return left > 0 ? this.items.copy(stack, left) : null
  }

  // Total count of an item (by id) in the 36 main+hotbar slots.
  count (itemId) {
    let n = 0
    for (let i = 0; i < 36; i++) {
      const cur = this.get(i)
      if (cur && cur.type === itemId) n += cur.count
    }
    return n
  }
}

module.exports = { PlayerInventory, windowSlotOf }
