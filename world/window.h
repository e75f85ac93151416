#pragma once
// An inventory window (prismarine-windows' model, spec §1.10): the player inventory (id 0, always
// open, 46 slots) or a container the server opened. Container slots come first, then the 27 main
// inventory slots, then the 9 hotbar slots; the server's stateId is kept for window_click.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "world/item.h"

namespace craftmate::world {

class Window {
 public:
  static constexpr int kPlayerInventoryType = -1;
  static constexpr int kPlayerSlots = 46;
  // Player inventory layout (spec §1.10).
  static constexpr int kCraftResult = 0, kArmorHead = 5, kArmorChest = 6, kArmorLegs = 7, kArmorFeet = 8;
  static constexpr int kOffHand = 45;

  static Window playerInventory();
  // A container window; the slot count is known once its window_items arrive (resize()).
  // `typeName` is the menu registry name ("crafting", menu_types.h); empty when unknown.
  Window(int id, int type, std::string title, std::string typeName = {});

  int id() const { return id_; }
  int type() const { return type_; }
  const std::string& typeName() const { return typeName_; }
  const std::string& title() const { return title_; }
  int stateId() const { return stateId_; }
  void setStateId(int s) { stateId_ = s; }
  bool isPlayerInventory() const { return type_ == kPlayerInventoryType; }

  // Container windows: `total` = container slots + 36 player slots.
  void resize(int total);
  int slotCount() const { return static_cast<int>(slots_.size()); }
  int inventoryStart() const { return inventoryStart_; }  // first main-inventory slot
  int inventoryEnd() const { return inventoryStart_ + 36; }  // one past the last hotbar slot
  int hotbarStart() const { return inventoryStart_ + 27; }

  const std::optional<Item>& slot(int i) const;
  void setSlot(int i, std::optional<Item> item);

  // Items in the player's part of the window (mineflayer window.items()).
  std::vector<Item> items() const;
  // Items in the container part (chest contents, furnace input...).
  std::vector<Item> containerItems() const;
  int count(int itemType) const;  // across items()
  std::optional<int> findInventoryItem(int itemType) const;  // slot index
  std::optional<int> firstEmptyInventorySlot() const;  // main inventory first, then hotbar
  int emptySlotCount() const;

  // Furnace progress and similar (craft_progress_bar property -> value).
  std::map<int, int> properties;

 private:
  int id_;
  int type_;
  std::string title_;
  std::string typeName_;
  int stateId_ = 0;
  int inventoryStart_ = 9;
  std::vector<std::optional<Item>> slots_;
};

}  // namespace craftmate::world
