#pragma once
// An item stack as the Bot API shows it (prismarine-item's fields: type, count, name, slot), with
// the protocol's full stack (data components) kept for round-tripping in window clicks.

#include <memory>
#include <optional>
#include <string>

namespace craftmate::protocol {
struct ItemStack;
class Value;
}  // namespace craftmate::protocol

namespace craftmate::world {

class Registry;

struct Item {
  int type = 0;       // items.json id
  int count = 0;
  std::string name;   // "oak_planks"
  int slot = -1;      // window slot it was read from
  int stackSize = 64;
  std::shared_ptr<const protocol::ItemStack> stack;  // the wire form (null for locally made items)

  // Durability used so far (the `damage` component), 0 when absent.
  int damage() const;
  // The level of enchantment `id` (the enchantments component), 0 when absent.
  int enchantmentLevel(int id) const;
};

// nullopt for an empty slot. Unknown item ids keep their number and get the name "unknown_<id>".
std::optional<Item> itemFromSlot(const protocol::Value& slot, const Registry& registry, int slotIndex);
// The protocol Value for a slot (empty Item -> empty slot); keeps components when `stack` is set.
protocol::Value slotFromItem(const std::optional<Item>& item);

}  // namespace craftmate::world
