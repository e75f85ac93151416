// WorldState, inventory and windows concern (mineflayer's inventory.js): the player inventory, the
// open container, the cursor, the held slot and window properties (furnace progress, ...).

#include "world/menu_types.h"
#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerInventoryHandlers() {
  packets_.on("held_item_slot", [this](const Value& f) {
    quickBarSlot_ = fields::integer32(f, "slot");
    events_.heldItemChanged.emit();
  });
  packets_.on("open_window", [this](const Value& f) { onOpenWindow(f); });
  packets_.on("close_window", [this](const Value& f) { onCloseWindow(f); });
  packets_.on("window_items", [this](const Value& f) { onWindowItems(f); });
  packets_.on("set_slot", [this](const Value& f) { onSetSlot(f); });
  packets_.on("craft_progress_bar", [this](const Value& f) {
    if (Window* w = windowById(fields::integer32(f, "windowId"))) {
      w->properties[fields::integer32(f, "property")] = fields::integer32(f, "value");
    }
  });
}

Window* WorldState::windowById(int id) {
  if (id == 0) return &inventory_;
  if (currentWindow_ && currentWindow_->id() == id) return &*currentWindow_;
  return nullptr;
}

void WorldState::clearCurrentWindow() {
  if (currentWindow_) closingWindow_ = std::move(*currentWindow_);
  currentWindow_.reset();
}

const Window* WorldState::closingWindow(int id) const {
  return closingWindow_ && closingWindow_->id() == id ? &*closingWindow_ : nullptr;
}

// A slot of the window we closed: its player part is our inventory (vanilla's client drops these
// packets; the bots close a crafting table right after crafting, often while a partner's items
// are being picked up, and the server never sends that change again).
void WorldState::applyToClosingWindow(const Window& closing, int slot, std::optional<Item> item) {
  if (closing.slotCount() == 0 || slot < closing.inventoryStart() || slot >= closing.inventoryEnd()) return;
  const int invSlot = slot - closing.inventoryStart() + 9;
  const bool held = invSlot == 36 + quickBarSlot_;
  inventory_.setSlot(invSlot, std::move(item));
  // This may undo a click we predicted after closing, and the inventory window's state id does not
  // cover it: a state id the server never sent makes our next click stale, so it resends the window.
  inventory_.setStateId(-1);
  events_.updateSlot.emit(inventory_.id(), invSlot);
  if (held) events_.heldItemChanged.emit();
}

void WorldState::onOpenWindow(const Value& f) {
  closingWindow_.reset();  // the server read our close_window before it opened this one
  const int type = fields::integer32(f, "inventoryType");
  currentWindow_.emplace(fields::integer32(f, "windowId"), type, fields::text(f["windowTitle"], *chat_),
                         std::string(menuTypeName(adapters_->protocolVersion(), type)));
  currentWindowAnnounced_ = false;
}

void WorldState::onCloseWindow(const Value& f) {
  if (currentWindow_ && currentWindow_->id() == fields::integer(f, "windowId")) {
    Window closed = std::move(*currentWindow_);
    currentWindow_.reset();
    events_.windowClose.emit(closed);
  }
}

void WorldState::onWindowItems(const Value& f) {
  const int id = fields::integer32(f, "windowId");
  Window* w = windowById(id);
  const auto& items = f["items"].as_array();
  if (!w) {
    if (const Window* closing = closingWindow(id))
      for (int s = 0; s < static_cast<int>(items.size()); ++s) applyToClosingWindow(*closing, s, itemFromSlot(items[s], *registry_, s));
    return;
  }
  w->resize(static_cast<int>(items.size()));
  w->setStateId(fields::integer32(f, "stateId"));
  for (int s = 0; s < static_cast<int>(items.size()); ++s) {
    w->setSlot(s, itemFromSlot(items[s], *registry_, s));
    // The player part of a container mirrors the inventory (slots 9..44 there).
    if (!w->isPlayerInventory() && s >= w->inventoryStart()) inventory_.setSlot(s - w->inventoryStart() + 9, w->slot(s));
  }
  if (const Value* carried = f.find("carriedItem")) cursor_ = itemFromSlot(*carried, *registry_, -1);
  if (w == &*currentWindow_ ? !currentWindowAnnounced_ : false) {
    currentWindowAnnounced_ = true;
    events_.windowOpen.emit(*w);
  }
}

void WorldState::onSetSlot(const Value& f) {
  int id = fields::integer32(f, "windowId");
  if (id > 127) id -= 256;  // ContainerID is a u8 on the wire; 255 = -1 (cursor), 254 = -2
  const int slot = fields::integer32(f, "slot");
  auto item = itemFromSlot(f["item"], *registry_, slot);
  if (id == -1 && slot == -1) {
    cursor_ = std::move(item);
    return;
  }
  Window* w = id == -2 ? &inventory_ : windowById(id);
  if (!w) {
    if (const Window* closing = closingWindow(id)) applyToClosingWindow(*closing, slot, std::move(item));
    return;
  }
  if (slot >= w->slotCount() && !w->isPlayerInventory()) return;
  w->setStateId(fields::integer32(f, "stateId"));
  const bool held = w->isPlayerInventory() && slot == 36 + quickBarSlot_;
  w->setSlot(slot, item);
  if (!w->isPlayerInventory() && slot >= w->inventoryStart()) inventory_.setSlot(slot - w->inventoryStart() + 9, item);
  events_.updateSlot.emit(w->id(), slot);
  if (held) events_.heldItemChanged.emit();
}

}  // namespace craftmate::world
