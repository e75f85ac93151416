#include "world/item.h"

#include "protocol/item_stack.h"
#include "protocol/packet_value.h"
#include "world/registry.h"

namespace craftmate::world {

int Item::damage() const {
  if (!stack) return 0;
  const protocol::Value* d = stack->component("damage");
  if (!d) return 0;
  if (d->is_int()) return static_cast<int>(d->as_int());
  if (const protocol::Value* v = d->find("damage")) return static_cast<int>(v->as_int());
  return 0;
}

int Item::enchantmentLevel(int id) const {
  const protocol::Value* c = stack ? stack->component("enchantments") : nullptr;
  const protocol::Value* list = c ? c->find("enchantments") : nullptr;
  if (!list) return 0;
  for (const protocol::Value& e : list->as_array())
    if (e["id"].as_int() == id) return static_cast<int>(e["level"].as_int());
  return 0;
}

std::optional<Item> itemFromSlot(const protocol::Value& slot, const Registry& registry, int slotIndex) {
  std::shared_ptr<const protocol::ItemStack> stack = slot.item_ptr();
  if (!stack) {
    if (slot.is_null()) return std::nullopt;
    auto lifted = protocol::lift_item_stack(slot);
    if (!lifted) return std::nullopt;
    stack = std::make_shared<protocol::ItemStack>(std::move(*lifted));
  }
  if (stack->empty()) return std::nullopt;
  Item item;
  item.type = stack->item_id;
  item.count = stack->count;
  item.slot = slotIndex;
  if (const ItemType* t = registry.itemById(stack->item_id)) {
    item.name = t->name;
    item.stackSize = t->stackSize;
  } else {
    item.name = "unknown_" + std::to_string(stack->item_id);
  }
  item.stack = std::move(stack);
  return item;
}

protocol::Value slotFromItem(const std::optional<Item>& item) {
  protocol::ItemStack stack;
  if (item && item->count > 0) {
    if (item->stack) stack = *item->stack;
    stack.item_id = item->type;
    stack.count = item->count;
  }
  return protocol::Value(std::move(stack));
}

}  // namespace craftmate::world
