// Inventory actions: clickWindow with the client-side prediction vanilla expects in changedSlots,
// and equip / unequip / toss built from clicks as mineflayer does.

#include "protocol/connection.h"
#include "world/bot.h"
#include "world/registry.h"
#include "world/shift_click_route.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;

namespace {

bool sameKind(const Item& a, const Item& b) { return a.type == b.type; }

Item withCount(Item item, int count) {
  item.count = count;
  return item;
}

int slotFor(EquipDestination d, int quickBarSlot) {
  switch (d) {
    case EquipDestination::Hand: return 36 + quickBarSlot;
    case EquipDestination::Head: return Window::kArmorHead;
    case EquipDestination::Torso: return Window::kArmorChest;
    case EquipDestination::Legs: return Window::kArmorLegs;
    case EquipDestination::Feet: return Window::kArmorFeet;
    case EquipDestination::OffHand: return Window::kOffHand;
  }
  return 36;
}

bool isCraftingResult(const Window& w, int slot) {
  return slot == 0 && (w.isPlayerInventory() || w.typeName() == "crafting");
}

// Taking a crafting result uses one item of every grid cell (vanilla ResultSlot.onTake). Crafting
// remainders (a bucket for a milk bucket) and the next result are left to the server's set_slots.
template <typename Put>
void consumeCraftingGrid(const Window& w, Put&& put) {
  const int cells = w.isPlayerInventory() ? 4 : 9;
  for (int s = 1; s <= cells; ++s) {
    if (const auto& cell = w.slot(s)) put(s, cell->count > 1 ? std::optional(withCount(*cell, cell->count - 1)) : std::nullopt);
  }
}

}  // namespace

// Applies a click to our copy of the window the way the server will, and lists changed slots.
// The server has the last word: its set_slot/window_items corrections overwrite this prediction.
std::optional<Item> Bot::predictClick(Window& w, int slot, int button, int mode, std::vector<int>& changed) {
  std::optional<Item> cursor = world_->cursorItem();
  auto put = [&](int s, std::optional<Item> item) {
    if (item && item->count <= 0) item.reset();
    w.setSlot(s, std::move(item));
    changed.push_back(s);
  };
  if (mode == 0) {
    if (slot == -999) {
      if (cursor) cursor = button == 0 || cursor->count <= 1 ? std::nullopt : std::optional(withCount(*cursor, cursor->count - 1));
      return cursor;
    }
    std::optional<Item> target = w.slot(slot);
    const bool resultSlot = isCraftingResult(w, slot);
    if (!cursor && target) {
      const int take = button == 0 || resultSlot ? target->count : (target->count + 1) / 2;
      cursor = withCount(*target, take);
      put(slot, target->count - take > 0 ? std::optional(withCount(*target, target->count - take)) : std::nullopt);
      if (resultSlot) consumeCraftingGrid(w, put);
    } else if (cursor && resultSlot) {
      if (target && sameKind(*target, *cursor) && cursor->count + target->count <= cursor->stackSize) {
        cursor->count += target->count;
        put(slot, std::nullopt);
        consumeCraftingGrid(w, put);
      }
    } else if (cursor && !target) {
      const int give = button == 0 ? cursor->count : 1;
      put(slot, withCount(*cursor, give));
      cursor = cursor->count - give > 0 ? std::optional(withCount(*cursor, cursor->count - give)) : std::nullopt;
    } else if (cursor && target && sameKind(*cursor, *target)) {
      const int room = target->stackSize - target->count;
      const int give = std::min(room, button == 0 ? cursor->count : 1);
      put(slot, withCount(*target, target->count + give));
      cursor = cursor->count - give > 0 ? std::optional(withCount(*cursor, cursor->count - give)) : std::nullopt;
    } else if (cursor && target) {
      put(slot, cursor);
      cursor = target;
    }
  } else if (mode == 1) {
    // Shift-click: the stack goes where vanilla's quickMoveStack sends it (shiftClickRoute).
    std::optional<Item> moving = w.slot(slot);
    if (!moving) return cursor;
    int left = moving->count;
    for (const ShiftClickRange& range : shiftClickRoute(w, slot)) {
      // Vanilla's moveItemStackTo: first top up stacks of the same item, then fill empty slots,
      // both passes walking the range backwards when `reverse` is set.
      for (int pass = 0; pass < 2 && left > 0; ++pass) {
        for (int k = 0; k < range.end - range.start && left > 0; ++k) {
          const int s = range.reverse ? range.end - 1 - k : range.start + k;
          const auto& there = w.slot(s);
          if (pass == 0 && there && sameKind(*there, *moving) && there->count < there->stackSize) {
            const int give = std::min(left, there->stackSize - there->count);
            put(s, withCount(*there, there->count + give));
            left -= give;
          } else if (pass == 1 && !there) {
            const int give = std::min(left, moving->stackSize);
            put(s, withCount(*moving, give));
            left -= give;
          }
        }
      }
      if (left < moving->count) break;  // vanilla stops at the first range that took anything
    }
    if (left == moving->count) return cursor;  // nowhere to go: nothing changes
    put(slot, left > 0 ? std::optional(withCount(*moving, left)) : std::nullopt);
    if (isCraftingResult(w, slot)) consumeCraftingGrid(w, put);
  } else if (mode == 2) {
    const int hotbar = w.hotbarStart() + button;
    std::optional<Item> a = w.slot(slot), b = w.slot(hotbar);
    put(slot, b);
    put(hotbar, a);
  } else if (mode == 4) {
    if (auto target = w.slot(slot)) {
      put(slot, button == 0 && target->count > 1 ? std::optional(withCount(*target, target->count - 1)) : std::nullopt);
    }
  }
  return cursor;
}

asio::awaitable<void> Bot::clickWindow(int slot, int mouseButton, int mode) {
  Window* w = world_->currentWindow();
  if (!w) w = &world_->inventory();
  std::vector<int> changed;
  auto cursor = predictClick(*w, slot, mouseButton, mode, changed);
  world_->setCursorItem(cursor);
  protocol::Array changedSlots;
  for (int s : changed) {
    changedSlots.push_back(Value::object({{"location", s}, {"item", world_->adapters().clickedSlot(w->slot(s))}}));
    // Keep the inventory mirror of an open container in step.
    if (!w->isPlayerInventory() && s >= w->inventoryStart()) world_->inventory().setSlot(s - w->inventoryStart() + 9, w->slot(s));
  }
  send("window_click", Value::object({{"windowId", w->id()}, {"stateId", w->stateId()}, {"slot", slot},
                                      {"mouseButton", mouseButton}, {"mode", mode},
                                      {"changedSlots", Value(std::move(changedSlots))},
                                      {"cursorItem", world_->adapters().clickedSlot(cursor)}}));
  co_return;
}

void Bot::closeWindow() {
  Window* w = world_->currentWindow();
  if (!w) return;
  send("close_window", Value::object({{"windowId", w->id()}}));
  Window closed = *w;
  world_->clearCurrentWindow();
  events().windowClose.emit(closed);
}

asio::awaitable<void> Bot::equip(int itemType, EquipDestination destination) {
  closeWindow();  // equip works on the player inventory window
  const Window& inv = world_->inventory();
  const int dest = slotFor(destination, world_->quickBarSlot());
  if (inv.slot(dest) && inv.slot(dest)->type == itemType) co_return;
  auto source = inv.findInventoryItem(itemType);
  if (!source) {
    const ItemType* t = registry().itemById(itemType);
    throw BotError("equip: there is no " + (t ? t->name : std::to_string(itemType)) + " in the inventory");
  }
  int target = dest;
  if (destination == EquipDestination::Hand) {
    if (*source >= 36 && *source < 45) {
      setQuickBarSlot(*source - 36);
      co_return;
    }
    for (int s = 36; s < 45; ++s) {
      if (!inv.slot(s)) {
        setQuickBarSlot(s - 36);
        target = s;
        break;
      }
    }
  }
  co_await clickWindow(*source, 0, 0);
  co_await clickWindow(target, 0, 0);
  if (world_->cursorItem()) co_await clickWindow(*source, 0, 0);  // put back what was there
  events().heldItemChanged.emit();
}

asio::awaitable<void> Bot::unequip(EquipDestination destination) {
  closeWindow();
  const Window& inv = world_->inventory();
  const int from = slotFor(destination, world_->quickBarSlot());
  if (!inv.slot(from)) co_return;
  std::optional<int> empty;
  for (int s = 9; s < 45 && !empty; ++s)
    if (s != from && !inv.slot(s)) empty = s;
  if (!empty) throw BotError("unequip: there is no free inventory slot");
  co_await clickWindow(from, 0, 0);
  co_await clickWindow(*empty, 0, 0);
  if (destination == EquipDestination::Hand) events().heldItemChanged.emit();
}

asio::awaitable<void> Bot::toss(int itemType, int count) {
  closeWindow();
  const Window& inv = world_->inventory();
  const int have = inv.count(itemType);
  const ItemType* t = registry().itemById(itemType);
  const std::string name = t ? t->name : std::to_string(itemType);
  if (count <= 0) throw BotError("toss: the count must be positive");
  if (have < count) throw BotError("toss: only " + std::to_string(have) + " " + name + " in the inventory");
  int left = count;
  while (left > 0) {
    auto slot = inv.findInventoryItem(itemType);
    if (!slot) break;
    const int stack = inv.slot(*slot)->count;
    co_await clickWindow(*slot, 0, 0);  // pick the stack up
    if (stack <= left) {
      co_await clickWindow(-999, 0, 0);  // drop all of it outside the window
      left -= stack;
    } else {
      for (int k = 0; k < left; ++k) co_await clickWindow(-999, 1, 0);  // one at a time
      left = 0;
      co_await clickWindow(*slot, 0, 0);  // put the rest back
    }
  }
}

}  // namespace craftmate::world
