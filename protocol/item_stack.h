#pragma once
// An item stack (protocol.json's `Slot`, 1.20.5+ with data components).
//
// The wire layout is still decoded by the protocol.json interpreter (so new component kinds are a
// data change); afterwards the generic object is lifted into this struct so callers get typed
// count/id access. Component payloads stay generic Values keyed by protocol.json's field names.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "protocol/packet_value.h"

namespace craftmate::protocol {

struct ItemComponent {
  std::string type;  // "damage", "custom_name", "food", ... (SlotComponentType's mapped name)
  Value data;        // the component's payload as protocol.json decodes it (Null for void kinds)
  friend bool operator==(const ItemComponent&, const ItemComponent&) = default;
};

struct ItemStack {
  std::int32_t count = 0;    // 0 = empty slot
  std::int32_t item_id = 0;  // items.json id (meaningless when count is 0)
  std::vector<ItemComponent> components;    // added/overridden components
  std::vector<std::string> removed_components;  // default components this stack removes

  bool empty() const { return count <= 0; }
  // The payload of an added component, or nullptr.
  const Value* component(std::string_view type) const;
  friend bool operator==(const ItemStack&, const ItemStack&) = default;
};

// Converts between the generic decoded `Slot` object ({itemCount, itemId, addedComponentCount,
// removedComponentCount, components[{type, data}], removeComponents[{type}]}) and ItemStack.
// lift returns nullopt when the object does not have that shape (another protocol version), in
// which case the generic object is kept.
std::optional<ItemStack> lift_item_stack(const Value& slot_object);
Value lower_item_stack(const ItemStack& stack);

}  // namespace craftmate::protocol
