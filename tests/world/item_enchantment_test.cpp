// Item::enchantmentLevel reads the enchantments component by the registry's enchantment ids, the
// levels Bot::digTime passes on as Efficiency and Aqua Affinity (prismarine-block's digTime).

#include <gtest/gtest.h>

#include "protocol/item_stack.h"
#include "world/item.h"
#include "world/registry.h"

using namespace craftmate::world;
using craftmate::protocol::ItemComponent;
using craftmate::protocol::ItemStack;
using craftmate::protocol::Value;

TEST(ItemEnchantments, LevelsByRegistryIdAndTheirDigTime) {
  auto reg = Registry::shared("1.21.1");
  const int efficiency = *reg->enchantmentIdByName("efficiency");
  const int aqua = *reg->enchantmentIdByName("aqua_affinity");
  ItemStack stack;
  stack.item_id = reg->itemByName("iron_pickaxe")->id;
  stack.count = 1;
  stack.components.push_back(ItemComponent{
      "enchantments", Value::object({{"enchantments", Value::array({Value::object({{"id", efficiency}, {"level", 3}})})},
                                     {"showTooltip", true}})});
  Item pick;
  pick.type = stack.item_id;
  pick.count = 1;
  pick.stack = std::make_shared<ItemStack>(stack);
  EXPECT_EQ(pick.enchantmentLevel(efficiency), 3);
  EXPECT_EQ(pick.enchantmentLevel(aqua), 0);
  EXPECT_EQ(Item{}.enchantmentLevel(efficiency), 0) << "an item without components";

  // Efficiency III adds 3² + 1 to the iron pickaxe's speed 6 on stone: 1500 ms * 6 / 16.
  const int stone = reg->blockByName("stone")->defaultState;
  DigConditions plain;
  plain.heldItemId = pick.type;
  DigConditions enchanted = plain;
  enchanted.efficiencyLevel = pick.enchantmentLevel(efficiency);
  EXPECT_EQ(*reg->digTimeMs(stone, plain), 400);
  EXPECT_EQ(*reg->digTimeMs(stone, enchanted), 150);
}
