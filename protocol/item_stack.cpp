#include "protocol/item_stack.h"

namespace craftmate::protocol {

const Value* ItemStack::component(std::string_view type) const {
  for (const auto& c : components) {
    if (c.type == type) return &c.data;
  }
  return nullptr;
}

std::optional<ItemStack> lift_item_stack(const Value& slot) {
  if (!slot.is_object()) return std::nullopt;
  const Value* count = slot.find("itemCount");
  if (!count || !count->is_int()) return std::nullopt;
  ItemStack stack;
  stack.count = static_cast<std::int32_t>(count->as_int());
  if (stack.count <= 0) {
    // An empty slot carries nothing else; a negative count is treated as empty like vanilla does.
    stack.count = 0;
    return stack;
  }
  const Value* id = slot.find("itemId");
  const Value* components = slot.find("components");
  const Value* removed = slot.find("removeComponents");
  if (!id || !id->is_int() || !components || components->kind() != Value::Kind::Array || !removed ||
      removed->kind() != Value::Kind::Array) {
    return std::nullopt;
  }
  stack.item_id = static_cast<std::int32_t>(id->as_int());
  for (const Value& c : components->as_array()) {
    // A component id the schema has no name for stays generic: the stack is not lifted.
    const Value* type = c.find("type");
    if (!type || type->kind() != Value::Kind::String) return std::nullopt;
    const Value* data = c.find("data");
    stack.components.push_back(ItemComponent{type->as_string(), data ? *data : Value()});
  }
  for (const Value& r : removed->as_array()) {
    const Value* type = r.find("type");
    if (!type || type->kind() != Value::Kind::String) return std::nullopt;
    stack.removed_components.push_back(type->as_string());
  }
  return stack;
}

Value lower_item_stack(const ItemStack& stack) {
  Value out;
  if (stack.empty()) {
    out.set("itemCount", 0);
    return out;
  }
  out.set("itemCount", stack.count);
  out.set("itemId", stack.item_id);
  out.set("addedComponentCount", static_cast<std::int64_t>(stack.components.size()));
  out.set("removedComponentCount", static_cast<std::int64_t>(stack.removed_components.size()));
  Array components;
  for (const auto& c : stack.components) {
    components.push_back(Value::object({{"type", c.type}, {"data", c.data}}));
  }
  out.set("components", std::move(components));
  Array removed;
  for (const auto& r : stack.removed_components) removed.push_back(Value::object({{"type", r}}));
  out.set("removeComponents", std::move(removed));
  return out;
}

}  // namespace craftmate::protocol
