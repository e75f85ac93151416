#include "world/window.h"

#include <algorithm>

namespace craftmate::world {

Window Window::playerInventory() {
  Window w(0, kPlayerInventoryType, "Inventory");
  w.slots_.resize(kPlayerSlots);
  w.inventoryStart_ = 9;
  return w;
}

Window::Window(int id, int type, std::string title, std::string typeName)
    : id_(id), type_(type), title_(std::move(title)), typeName_(std::move(typeName)) {}

void Window::resize(int total) {
  if (isPlayerInventory()) return;
  slots_.resize(total);
  inventoryStart_ = std::max(0, total - 36);
}

const std::optional<Item>& Window::slot(int i) const {
  static const std::optional<Item> none;
  if (i < 0 || i >= slotCount()) return none;
  return slots_[i];
}

void Window::setSlot(int i, std::optional<Item> item) {
  if (i < 0) return;
  if (i >= slotCount()) slots_.resize(i + 1);
  if (item) item->slot = i;
  slots_[i] = std::move(item);
}

std::vector<Item> Window::items() const {
  std::vector<Item> out;
  for (int i = inventoryStart(); i < inventoryEnd() && i < slotCount(); ++i)
    if (slots_[i]) out.push_back(*slots_[i]);
  return out;
}

std::vector<Item> Window::containerItems() const {
  std::vector<Item> out;
  for (int i = 0; i < inventoryStart() && i < slotCount(); ++i)
    if (slots_[i]) out.push_back(*slots_[i]);
  return out;
}

int Window::count(int itemType) const {
  int n = 0;
  for (const auto& item : items())
    if (item.type == itemType) n += item.count;
  return n;
}

std::optional<int> Window::findInventoryItem(int itemType) const {
  for (int i = inventoryStart(); i < inventoryEnd() && i < slotCount(); ++i)
    if (slots_[i] && slots_[i]->type == itemType) return i;
  return std::nullopt;
}

std::optional<int> Window::firstEmptyInventorySlot() const {
  for (int i = inventoryStart(); i < inventoryEnd() && i < slotCount(); ++i)
    if (!slots_[i]) return i;
  return std::nullopt;
}

int Window::emptySlotCount() const {
  int n = 0;
  for (int i = inventoryStart(); i < inventoryEnd() && i < slotCount(); ++i) n += slots_[i] ? 0 : 1;
  return n;
}

}  // namespace craftmate::world
