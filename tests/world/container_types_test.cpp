// Typed container helpers fed as the server fills them: furnace progress and enchanting-table
// offers from craft_progress_bar properties, and a villager's trade_list with mineflayer's realPrice.

#include <gtest/gtest.h>

#include "protocol/item_stack.h"
#include "world/container_types.h"
#include "world/registry.h"
#include "world/window.h"

using namespace craftmate::world;
using craftmate::protocol::ItemStack;
using craftmate::protocol::Value;

TEST(ContainerTypes, FurnaceProgressAndEnchantmentOffersFromWindowProperties) {
  Window furnace(3, 14, "Furnace");
  EXPECT_EQ(furnaceProgress(furnace).fuel, 0) << "no properties yet";
  furnace.properties = {{0, 800}, {1, 1600}, {2, 50}, {3, 200}};
  EXPECT_DOUBLE_EQ(furnaceProgress(furnace).fuel, 0.5);
  EXPECT_DOUBLE_EQ(furnaceProgress(furnace).progress, 0.25);

  Window table(4, 13, "Enchant");
  EXPECT_EQ(enchantmentOptions(table)[0].level, -1);
  table.properties = {{0, 3}, {1, 9}, {2, 30}, {4, 8}, {7, 1}, {6, 12}, {9, 3}};
  const auto offers = enchantmentOptions(table);
  EXPECT_EQ(offers[0].level, 3);
  EXPECT_EQ(offers[0].expectedEnchant, 8);
  EXPECT_EQ(offers[0].expectedLevel, 1);
  EXPECT_EQ(offers[1].expectedEnchant, -1);
  EXPECT_EQ(offers[2].level, 30);
  EXPECT_EQ(offers[2].expectedLevel, 3);
}

TEST(ContainerTypes, TradeListWithDemandAndDiscountAsMineflayer) {
  auto reg = Registry::shared("1.21.1");
  const int emerald = reg->itemByName("emerald")->id, wheat = reg->itemByName("wheat")->id,
            book = reg->itemByName("book")->id;
  auto input = [](int id, int count) {
    return Value::object({{"itemId", id}, {"itemCount", count}, {"addedComponentCount", 0}, {"components", Value::array({})}});
  };
  ItemStack out;
  out.item_id = emerald;
  out.count = 1;
  auto offer = [&](Value in1, Value in2, int uses, int demand, int special, double multiplier) {
    return Value::object({{"inputItem1", std::move(in1)}, {"outputItem", Value(out)}, {"inputItem2", std::move(in2)},
                          {"tradeDisabled", false}, {"nbTradeUses", uses}, {"maximumNbTradeUses", 12}, {"xp", 2},
                          {"specialPrice", special}, {"priceMultiplier", multiplier}, {"demand", demand}});
  };
  const Value packet = Value::object(
      {{"windowId", 5},
       {"trades", Value::array({offer(input(wheat, 20), nullptr, 0, 0, 0, 0.05),
                                offer(input(wheat, 20), nullptr, 3, 10, -4, 0.05),  // demand 10: +10, discount -4
                                offer(input(emerald, 5), input(book, 1), 12, 0, -10, 0.2)})},
       {"villagerLevel", 1}, {"experience", 0}, {"isRegularVillager", true}, {"canRestock", true}});
  const auto trades = tradesFromPacket(packet, *reg);
  ASSERT_EQ(trades.size(), 3u);
  EXPECT_EQ(trades[0].inputItem1->name, "wheat");
  EXPECT_EQ(trades[0].outputItem->name, "emerald");
  EXPECT_FALSE(trades[0].hasItem2());
  EXPECT_EQ(trades[0].realPrice, 20);
  EXPECT_EQ(trades[1].realPrice, 20 - 4 + 10);
  EXPECT_EQ(trades[1].nbTradeUses, 3);
  EXPECT_TRUE(trades[2].hasItem2());
  EXPECT_EQ(trades[2].inputItem2->name, "book");
  EXPECT_EQ(trades[2].realPrice, 1) << "never below one";
}
