// Vanilla's quickMoveStack (1.20.5 to 1.21.11) routes: InventoryMenu, CraftingMenu, AbstractFurnaceMenu and the
// plain containers (ChestMenu, DispenserMenu, HopperMenu, ShulkerBoxMenu). Armour pieces going to
// their armour slot from the inventory are left to the server's corrections.

#include "world/shift_click_route.h"

namespace craftmate::world {

namespace {

bool isFurnace(const std::string& type) { return type == "furnace" || type == "blast_furnace" || type == "smoker"; }

// Main inventory <-> hotbar, the fallback of every menu for a slot of the player's part.
std::vector<ShiftClickRange> betweenMainAndHotbar(const Window& w, int slot) {
  if (slot < w.hotbarStart()) return {{w.hotbarStart(), w.inventoryEnd(), false}};
  return {{w.inventoryStart(), w.hotbarStart(), false}};
}

}  // namespace

std::vector<ShiftClickRange> shiftClickRoute(const Window& w, int slot) {
  const int start = w.inventoryStart(), end = w.inventoryEnd();
  if (w.isPlayerInventory()) {
    if (slot == Window::kCraftResult) return {{9, 45, true}};
    if (slot < 9 || slot == Window::kOffHand) return {{9, 45, false}};
    return betweenMainAndHotbar(w, slot);
  }
  if (w.typeName() == "crafting") {
    if (slot == 0) return {{start, end, true}};
    if (slot < start) return {{start, end, false}};
    std::vector<ShiftClickRange> route{{1, start, false}};  // into the grid first
    for (const auto& r : betweenMainAndHotbar(w, slot)) route.push_back(r);
    return route;
  }
  if (isFurnace(w.typeName())) {
    if (slot == 2) return {{start, end, true}};
    if (slot < start) return {{start, end, false}};
    return {};
  }
  if (slot < start) return {{start, end, true}};
  return {{0, start, false}};
}

}  // namespace craftmate::world
