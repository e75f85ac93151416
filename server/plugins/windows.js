// Windows with vanilla 1.21.1 semantics. Replaces flying-squid's window handling (which feeds
// clicks to a client-side inventory model, ignores shift-clicks and sends set_slot without state
// ids) with server-side menus (../lib/menu.js): the player inventory with its 2x2 crafting grid,
// and whatever container a block opens (crafting table, chest, furnace, smoker).
//
// Adds to every player `player.craftmate`:
//   inventory        PlayerInventory (vanilla indices, vanilla `add` order)
//   menu             the open menu (the inventory menu when no container is open)
//   openMenu(build)  build(windowId) -> Menu; sends open_window and the full contents
//   closeMenu()      server-side close (sends close_window)
//   drop(item, thrown)  spawns the stack as an item entity in front of the player
'use strict'

const { itemHelpers } = require('../lib/items')
const { RecipeBook } = require('../lib/recipes')
const { PlayerInventory, windowSlotOf } = require('../lib/player_inventory')
const { inventoryMenu } = require('../lib/menu_layouts')
const { toNbt } = require('../lib/chat_component')

// Window slot -> equipment slot of entity_equipment (0 main hand, 1 off-hand, 2 feet .. 5 head).
const ARMOR_EQUIPMENT = { 5: 5, 6: 4, 7: 3, 8: 2, 45: 1 }

module.exports.server = function (serv) {
  const items = itemHelpers(serv.registry)
  const book = new RecipeBook(serv.registry)
  serv.craftmate = serv.craftmate || {}
  Object.assign(serv.craftmate, { items, book })

  // Vanilla broadcasts every open menu's changes once per tick; this catches changes made by
  // flying-squid code that edits slots directly (digging, placing, /give) and by other players.
  serv.on('tick', () => {
    for (const player of serv.players) {
      const pc = player.craftmate
      if (!pc || !pc.ready || player.disconnected) continue
      try {
        if (pc.menu !== pc.inventoryMenu && !pc.menu.stillValid()) pc.closeMenu()
        pc.menu.afterClick?.(pc.menu)
        pc.menu.broadcastChanges()
      } catch (err) {
        serv.err?.(`craftmate windows: ${err.stack}`)
      }
    }
  })
}

module.exports.player = function (player, serv) {
  const { items, book } = serv.craftmate
  const pc = {
    ready: false,
    inventory: null,
    menu: null,
    inventoryMenu: null,
    containerCounter: 0
  }
  player.craftmate = pc
  pc.inventory = new PlayerInventory(player, items)

  pc.drop = (item, thrown) => {
    if (items.isEmpty(item)) return
    serv.craftmate.dropFromPlayer(player, items.copy(item), thrown)
  }

  function transferInventoryState (from) {
    const to = pc.inventoryMenu
    if (from === to) return
    const start = from.slots.length - 36
    for (let k = 0; k < 36; k++) to.remote[9 + k] = from.remote[start + k]
    to.remoteCarried = ''
  }

  function doCloseContainer () {
    const menu = pc.menu
    menu.removed()
    transferInventoryState(menu)
    pc.menu = pc.inventoryMenu
    serv.emit('craftmateMenuClosed', player, menu)
  }

  pc.closeMenu = () => {
    if (pc.menu !== pc.inventoryMenu) player._client.write('close_window', { windowId: pc.menu.id })
    doCloseContainer()
  }

  pc.openMenu = (build) => {
    if (pc.menu !== pc.inventoryMenu) pc.closeMenu()
    pc.containerCounter = pc.containerCounter % 100 + 1
    const menu = build(pc.containerCounter)
    player._client.write('open_window', {
      windowId: menu.id,
      inventoryType: menu.type,
      windowTitle: toNbt(menu.title || { text: '' })
    })
    pc.menu = menu
    menu.broadcastFullState()
    return menu
  }

  function onWindowClick (packet) {
    const menu = pc.menu
    if (!pc.ready || packet.windowId !== menu.id) return
    if (player.gameMode === 3) return menu.broadcastFullState()
    if (!menu.stillValid() || !menu.isValidSlotIndex(packet.slot)) return
    const stale = packet.stateId !== menu.stateId
    menu.suppressRemote = true
    try {
      menu.clicked(packet.slot, packet.mouseButton, packet.mode)
      menu.afterClick?.(menu)
    } catch (err) {
      serv.err?.(`craftmate windows: click ${JSON.stringify({ slot: packet.slot, mode: packet.mode })} failed: ${err.stack}`)
    }
    menu.acceptClientPrediction(packet.changedSlots, packet.cursorItem)
    menu.suppressRemote = false
    if (stale) menu.broadcastFullState()
    else menu.broadcastChanges()
  }

  function sendEquipment (slot, item) {
    const equipmentSlot = slot === 36 + (player.heldItemSlot || 0) ? 0 : ARMOR_EQUIPMENT[slot]
    if (equipmentSlot === undefined) return
    player.setEquipment?.(equipmentSlot, item)
    player._writeOthersNearby('entity_equipment', {
      entityId: player.id,
      equipments: [{ slot: equipmentSlot, item: items.toNotch(item) }]
    })
  }

  // Runs after every flying-squid plugin has set the player up, so its listeners can be replaced.
  player.once('asap', () => {
    player._client.removeAllListeners('window_click')
    player._client.removeAllListeners('close_window')
    player.inventory.removeAllListeners('updateSlot')
    pc.inventoryMenu = inventoryMenu(player, { items, book })
    pc.menu = pc.inventoryMenu
    player._client.on('window_click', onWindowClick)
    // Vanilla closes whatever is open, whatever window id the packet names.
    player._client.on('close_window', () => { if (pc.ready) doCloseContainer() })
    player.inventory.on('updateSlot', (slot, oldItem, newItem) => sendEquipment(slot, newItem))
    // flying-squid announces a stale item on hotbar changes; send the one really held.
    player._client.on('held_item_slot', ({ slotId }) => sendEquipment(36 + slotId, player.inventory.slots[36 + slotId] || null))
  })

  player.once('spawned', () => {
    pc.ready = true
    pc.inventoryMenu.broadcastFullState()
  })
  player.on('disconnected', () => {
    if (pc.menu && pc.menu !== pc.inventoryMenu) doCloseContainer()
  })
}

module.exports.windowSlotOf = windowSlotOf
