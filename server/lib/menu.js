// A server-side container menu with vanilla 1.21.1 click semantics (AbstractContainerMenu):
// pickup, quick move (shift-click), hotbar swap, clone, throw, drag (quick craft) and double-click
// (pickup all), a carried (cursor) stack, and the state-id synchronisation of 1.17+:
//   * the server keeps what it believes the client shows ("remote" slots) and, after each click
//     or tick, sends `set_slot` only for slots that differ, each with a fresh state id;
//   * a click whose state id is stale is still applied, then answered with the full window
//     (`window_items`), which is how clients such as mineflayer resynchronise.
// A menu is a list of Slot objects; plugins build menus (player inventory, crafting table, chest,
// furnace) by choosing slots and a quick-move rule.
'use strict'

const EMPTY = null

// One slot of a menu. `get`/`set` read and write the backing store (player inventory, a chest's
// array, a crafting grid); the rest are vanilla Slot hooks.
class Slot {
  constructor ({ get, set, mayPlace, mayPickup, maxStackSize, onTake, isResult = false, onChanged }) {
    this.get = get
    this.set = set
    this.mayPlace = mayPlace || (() => true)
    this.mayPickup = mayPickup || (() => true)
    this.maxStackSize = maxStackSize || null
    this.onTake = onTake || (() => {})
    this.isResult = isResult
    this.onChanged = onChanged || (() => {})
  }
}

class Menu {
  // options: { id, type (menu registry id, -1 for the player inventory), title, slots, player,
  //            items (itemHelpers), quickMove(menu, index) -> moved stack or null,
  //            dataValues() -> array of container properties, onRemoved(menu), stillValid() }
  constructor (options) {
    Object.assign(this, { dataValues: () => [], onRemoved: () => {}, stillValid: () => true }, options)
    this.carried = EMPTY
    this.stateId = 0
    this.remote = this.slots.map(() => '')
    this.remoteCarried = ''
    this.remoteData = []
    this.quickcraftStatus = 0
    this.quickcraftType = -1
    this.quickcraftSlots = new Set()
    this.suppressRemote = false
  }

  incrementStateId () {
    this.stateId = (this.stateId + 1) & 32767
    return this.stateId
  }

  // ----- synchronisation ---------------------------------------------------------------------

  write (name, fields) {
    if (!this.player.disconnected) this.player._client.write(name, fields)
  }

  sendSlot (index) {
    const item = this.slots[index].get()
    this.remote[index] = this.items.key(item)
    this.write('set_slot', { windowId: this.id, stateId: this.incrementStateId(), slot: index, item: this.items.toNotch(item) })
  }

  broadcastChanges () {
    if (this.suppressRemote) return
    for (let i = 0; i < this.slots.length; i++) {
      if (this.items.key(this.slots[i].get()) !== this.remote[i]) this.sendSlot(i)
    }
    const carriedKey = this.items.key(this.carried)
    if (carriedKey !== this.remoteCarried) {
      this.remoteCarried = carriedKey
      // Cursor updates use window id -1 (written as 255: ContainerID is a u8) and slot -1.
      this.write('set_slot', { windowId: 255, stateId: this.incrementStateId(), slot: -1, item: this.items.toNotch(this.carried) })
    }
    this.broadcastData(false)
  }

  broadcastFullState () {
    const items = this.slots.map(s => s.get())
    this.remote = items.map(i => this.items.key(i))
    this.remoteCarried = this.items.key(this.carried)
    this.write('window_items', {
      windowId: this.id,
      stateId: this.incrementStateId(),
      items: items.map(i => this.items.toNotch(i)),
      carriedItem: this.items.toNotch(this.carried)
    })
    this.broadcastData(true)
  }

  broadcastData (all) {
    const values = this.dataValues()
    values.forEach((value, property) => {
      if (all || this.remoteData[property] !== value) {
        this.remoteData[property] = value
        this.write('craft_progress_bar', { windowId: this.id, property, value })
      }
    })
  }

  // What the client says it now shows (window_click's changedSlots and cursor), so that the next
  // broadcast only corrects real differences.
  acceptClientPrediction (changedSlots, cursorItem) {
    for (const { location, item } of changedSlots || []) {
      if (location >= 0 && location < this.slots.length) this.remote[location] = this.items.key(this.items.fromNotch(item))
    }
    this.remoteCarried = this.items.key(this.items.fromNotch(cursorItem))
  }

  // ----- slot primitives (vanilla Slot) ------------------------------------------------------

  slotMax (slot, stack) {
    const itemMax = this.items.maxStack(stack)
    return slot.maxStackSize ? Math.min(itemMax, slot.maxStackSize(stack)) : itemMax
  }

  setSlot (slot, item) {
    slot.set(this.items.isEmpty(item) ? EMPTY : item)
    slot.onChanged()
  }

  // Removes up to `count` from the slot and returns it; result slots give their whole stack.
  removeFromSlot (slot, count) {
    const cur = slot.get()
    if (this.items.isEmpty(cur)) return EMPTY
    const n = slot.isResult ? cur.count : Math.min(count, cur.count)
    const taken = this.items.copy(cur, n)
    this.setSlot(slot, cur.count - n > 0 ? this.items.copy(cur, cur.count - n) : EMPTY)
    return taken
  }

  allowModification (slot) {
    const cur = slot.get()
    return slot.mayPickup() && !this.items.isEmpty(cur) && slot.mayPlace(cur)
  }

  tryRemove (slot, count, limit) {
    if (!slot.mayPickup()) return EMPTY
    const cur = slot.get()
    if (this.items.isEmpty(cur)) return EMPTY
    if (!this.allowModification(slot) && limit < cur.count) return EMPTY
    return this.removeFromSlot(slot, Math.min(count, limit))
  }

  safeTake (slot, count, limit) {
    const taken = this.tryRemove(slot, count, limit)
    if (taken) slot.onTake(taken)
    return taken
  }

  // Puts up to `increment` of `stack` into the slot; returns what is left of `stack`.
  safeInsert (slot, stack, increment = stack ? stack.count : 0) {
    if (this.items.isEmpty(stack) || !slot.mayPlace(stack)) return stack
    const cur = slot.get()
    const room = this.slotMax(slot, stack) - (this.items.isEmpty(cur) ? 0 : cur.count)
    const n = Math.min(increment, stack.count, room)
    if (n <= 0) return stack
    if (this.items.isEmpty(cur)) this.setSlot(slot, this.items.copy(stack, n))
    else if (this.items.sameItem(cur, stack)) this.setSlot(slot, this.items.copy(cur, cur.count + n))
    else return stack
    return this.items.copy(stack, stack.count - n)
  }

  canItemQuickReplace (slot, stack, stackSizeMatters) {
    const cur = slot ? slot.get() : EMPTY
    if (this.items.isEmpty(cur)) return true
    return this.items.sameItem(stack, cur) && cur.count + (stackSizeMatters ? 0 : stack.count) <= this.items.maxStack(stack)
  }

  // Vanilla moveItemStackTo: merge into matching stacks, then the first empty slot that accepts it.
  // Mutates stack.count; true when anything moved.
  moveItemStackTo (stack, start, end, reverse) {
    let moved = false
    const order = []
    for (let i = start; i < end; i++) order.push(i)
    if (reverse) order.reverse()
    if (this.items.maxStack(stack) > 1) {
      for (const i of order) {
        if (stack.count <= 0) break
        const slot = this.slots[i]
        const cur = slot.get()
        if (!this.items.isEmpty(cur) && this.items.sameItem(cur, stack) && slot.mayPlace(stack)) {
          const max = this.slotMax(slot, stack)
          const n = Math.min(stack.count, max - cur.count)
          if (n > 0) {
            this.setSlot(slot, this.items.copy(cur, cur.count + n))
            stack.count -= n
            moved = true
          }
        }
      }
    }
    if (stack.count > 0) {
      for (const i of order) {
        const slot = this.slots[i]
        if (this.items.isEmpty(slot.get()) && slot.mayPlace(stack)) {
          const n = Math.min(stack.count, this.slotMax(slot, stack))
          this.setSlot(slot, this.items.copy(stack, n))
          stack.count -= n
          moved = true
          break
        }
      }
    }
    return moved
  }

  // ----- clicks (vanilla AbstractContainerMenu.doClick) --------------------------------------

  isValidSlotIndex (index) {
    return index === -1 || index === -999 || (index >= 0 && index < this.slots.length)
  }

  clicked (index, button, mode) {
    if (mode === 5) return this.quickCraft(index, button)
    if (this.quickcraftStatus !== 0) return this.resetQuickCraft()
    if ((mode === 0 || mode === 1) && (button === 0 || button === 1)) {
      if (index === -999) {
        if (!this.items.isEmpty(this.carried)) {
          if (button === 0) {
            this.player.craftmate.drop(this.carried, true)
            this.carried = EMPTY
          } else {
            this.player.craftmate.drop(this.items.copy(this.carried, 1), true)
            this.carried = this.items.copy(this.carried, this.carried.count - 1)
          }
        }
        return
      }
      if (index < 0) return
      const slot = this.slots[index]
      if (mode === 1) {
        if (!slot.mayPickup()) return
        // Repeat while the slot still holds the same item: a result slot crafts again and again.
        let moved = this.quickMove(this, index)
        while (moved && this.items.sameItem(this.items.copy(slot.get(), 1), this.items.copy(moved, 1))) {
          moved = this.quickMove(this, index)
        }
        return
      }
      return this.pickup(slot, button)
    }
    if (mode === 2) return this.swap(index, button)
    if (mode === 3) {
      if (this.player.gameMode === 1 && this.items.isEmpty(this.carried) && index >= 0) {
        const cur = this.slots[index].get()
        if (!this.items.isEmpty(cur)) this.carried = this.items.copy(cur, this.items.maxStack(cur))
      }
      return
    }
    if (mode === 4) {
      if (!this.items.isEmpty(this.carried) || index < 0) return
      const slot = this.slots[index]
      const cur = slot.get()
      if (this.items.isEmpty(cur)) return
      const taken = this.safeTake(slot, button === 0 ? 1 : cur.count, Infinity)
      if (taken) this.player.craftmate.drop(taken, true)
      return
    }
    if (mode === 6) return this.pickupAll(index, button)
  }

  pickup (slot, button) {
    const cur = slot.get()
    const carried = this.carried
    if (this.items.isEmpty(cur)) {
      if (!this.items.isEmpty(carried)) this.carried = this.safeInsert(slot, carried, button === 0 ? carried.count : 1)
    } else if (slot.mayPickup()) {
      if (this.items.isEmpty(carried)) {
        const n = button === 0 ? cur.count : Math.ceil(cur.count / 2)
        const taken = this.tryRemove(slot, n, Infinity)
        if (taken) {
          this.carried = taken
          slot.onTake(taken)
        }
      } else if (slot.mayPlace(carried)) {
        if (this.items.sameItem(cur, carried)) {
          this.carried = this.safeInsert(slot, carried, button === 0 ? carried.count : 1)
        } else if (carried.count <= this.slotMax(slot, carried)) {
          this.setSlot(slot, carried)
          this.carried = cur
        }
      } else if (this.items.sameItem(cur, carried)) {
        const taken = this.tryRemove(slot, cur.count, this.items.maxStack(carried) - carried.count)
        if (taken) {
          this.carried = this.items.copy(carried, carried.count + taken.count)
          slot.onTake(taken)
        }
      }
    }
    if (this.items.isEmpty(this.carried)) this.carried = EMPTY
  }

  // Mode 2: number keys 1-9 (button 0-8) or F (button 40, off-hand) swap with a hotbar slot.
  swap (index, button) {
    if (index < 0 || !((button >= 0 && button < 9) || button === 40)) return
    const inv = this.player.craftmate.inventory
    const slot = this.slots[index]
    const invItem = inv.get(button)
    const slotItem = slot.get()
    if (this.items.isEmpty(invItem) && this.items.isEmpty(slotItem)) return
    if (this.items.isEmpty(invItem)) {
      if (slot.mayPickup()) {
        this.setSlot(slot, EMPTY)
        inv.set(button, slotItem)
        slot.onTake(slotItem)
      }
    } else if (this.items.isEmpty(slotItem)) {
      if (slot.mayPlace(invItem)) {
        const max = this.slotMax(slot, invItem)
        if (invItem.count > max) {
          this.setSlot(slot, this.items.copy(invItem, max))
          inv.set(button, this.items.copy(invItem, invItem.count - max))
        } else {
          inv.set(button, EMPTY)
          this.setSlot(slot, invItem)
        }
      }
    } else if (slot.mayPickup() && slot.mayPlace(invItem)) {
      const max = this.slotMax(slot, invItem)
      if (invItem.count > max) {
        this.setSlot(slot, this.items.copy(invItem, max))
        inv.set(button, this.items.copy(invItem, invItem.count - max))
        slot.onTake(slotItem)
        const left = inv.add(this.items.copy(slotItem))
        if (left) this.player.craftmate.drop(left, true)
      } else {
        inv.set(button, slotItem)
        this.setSlot(slot, invItem)
        slot.onTake(slotItem)
      }
    }
  }

  // Mode 6: double-click gathers matching items onto the cursor (never from result slots).
  pickupAll (index, button) {
    if (index < 0) return
    const slot = this.slots[index]
    const carried = this.carried
    if (this.items.isEmpty(carried) || (!this.items.isEmpty(slot.get()) && slot.mayPickup())) return
    const start = button === 0 ? 0 : this.slots.length - 1
    const step = button === 0 ? 1 : -1
    for (let pass = 0; pass < 2; pass++) {
      for (let i = start; i >= 0 && i < this.slots.length && this.carried.count < this.items.maxStack(this.carried); i += step) {
        const s = this.slots[i]
        const it = s.get()
        if (this.items.isEmpty(it) || s.isResult || !s.mayPickup() || !this.canItemQuickReplace(s, this.carried, true)) continue
        if (pass === 0 && it.count === this.items.maxStack(it)) continue
        const taken = this.safeTake(s, it.count, this.items.maxStack(this.carried) - this.carried.count)
        if (taken) this.carried = this.items.copy(this.carried, this.carried.count + taken.count)
      }
    }
  }

  resetQuickCraft () {
    this.quickcraftStatus = 0
    this.quickcraftSlots.clear()
  }

  // Mode 5: drag. button = type << 2 | status (status 0 start, 1 add slot, 2 end; type 0 split
  // evenly, 1 one each, 2 full stacks in creative).
  quickCraft (index, button) {
    const previous = this.quickcraftStatus
    this.quickcraftStatus = button & 3
    const type = (button >> 2) & 3
    if ((previous !== 1 || this.quickcraftStatus !== 2) && previous !== this.quickcraftStatus) return this.resetQuickCraft()
    if (this.items.isEmpty(this.carried)) return this.resetQuickCraft()
    if (this.quickcraftStatus === 0) {
      this.quickcraftType = type
      const valid = type === 0 || type === 1 || (type === 2 && this.player.gameMode === 1)
      if (!valid) return this.resetQuickCraft()
      this.quickcraftStatus = 1
      this.quickcraftSlots.clear()
      return
    }
    if (this.quickcraftStatus === 1) {
      if (index < 0 || index >= this.slots.length) return
      const slot = this.slots[index]
      if (this.canItemQuickReplace(slot, this.carried, true) && slot.mayPlace(this.carried) && !slot.isResult &&
          (this.quickcraftType === 2 || this.carried.count > this.quickcraftSlots.size)) {
        this.quickcraftSlots.add(index)
      }
      return
    }
    // status 2: end of the drag
    if (this.quickcraftSlots.size > 0) {
      if (this.quickcraftSlots.size === 1) {
        const only = [...this.quickcraftSlots][0]
        this.resetQuickCraft()
        return this.clicked(only, this.quickcraftType, 0)
      }
      const carried = this.carried
      let remaining = carried.count
      const size = this.quickcraftSlots.size
      for (const i of this.quickcraftSlots) {
        const slot = this.slots[i]
        if (!this.canItemQuickReplace(slot, carried, true) || !slot.mayPlace(carried) ||
            !(this.quickcraftType === 2 || carried.count >= size)) continue
        const cur = slot.get()
        const have = this.items.isEmpty(cur) ? 0 : cur.count
        const limit = Math.min(this.items.maxStack(carried), this.slotMax(slot, carried))
        const each = this.quickcraftType === 0 ? Math.floor(carried.count / size) : this.quickcraftType === 1 ? 1 : this.items.maxStack(carried)
        const total = Math.min(each + have, limit)
        remaining -= total - have
        this.setSlot(slot, this.items.copy(carried, total))
      }
      this.carried = remaining > 0 ? this.items.copy(carried, remaining) : EMPTY
    }
    this.resetQuickCraft()
  }

  // Closing: the cursor stack goes back to the inventory (or is dropped), then the menu's own
  // clean-up (a crafting grid returns its items).
  removed () {
    if (!this.items.isEmpty(this.carried)) {
      const left = this.player.craftmate.inventory.add(this.carried)
      if (left) this.player.craftmate.drop(left, false)
      this.carried = EMPTY
    }
    this.onRemoved(this)
  }
}

module.exports = { Menu, Slot }
