// MINDcraft's crafting plan (mindcraft.md §1.4) on minecraft-data 1.21.1's recipes.

#include <gtest/gtest.h>

#include "agents/minecraft/crafting_plan.h"
#include "world/registry.h"

namespace craftmate::agents::minecraft {
namespace {

const world::Registry& registry() { return *world::Registry::shared("1.21.1"); }

// The exchange in MINDcraft's own crafting examples (profiles/tasks/crafting_profile.json): a bot
// holding 5 iron_ingot asks how to make 5 chains.
TEST(CraftingPlan, ChainExampleFromMindcraftsProfile) {
  EXPECT_EQ(detailedCraftingPlan(registry(), "chain", 5, {{"iron_ingot", 5}}),
            "You are missing the following items:\n- 2 iron_ingot\n\nOnce you have these items, here's your crafting plan:\n\n"
            "Craft 2 iron_ingot -> 18 iron_nugget\nCraft 10 iron_nugget + 5 iron_ingot -> 5 chain");
}

// Oak recipes come first (the common-items sort); the planks for the sticks are planned again from a
// second log because the leftover plank does not cover two (MINDcraft's greedy expansion).
TEST(CraftingPlan, WoodenPickaxeFromNothingNeedsTwoLogsAndSaysAnyWoodWorks) {
  EXPECT_EQ(detailedCraftingPlan(registry(), "wooden_pickaxe", 1, {}),
            "You are missing the following items:\n- 2 oak_log\n\nOnce you have these items, here's your crafting plan:\n\n"
            "Craft 1 oak_log -> 4 oak_planks\nCraft 1 oak_log -> 4 oak_planks\nCraft 2 oak_planks -> 4 stick\n"
            "Craft 3 oak_planks + 2 stick -> 1 wooden_pickaxe\nNote: Any varient of wood can be used for this recipe.");
}

TEST(CraftingPlan, EverythingAtHand) {
  EXPECT_EQ(detailedCraftingPlan(registry(), "wooden_pickaxe", 1, {{"oak_planks", 5}}),
            "You have all items required to craft this item!\nHere's your crafting plan:\n\n"
            "Craft 2 oak_planks -> 4 stick\nCraft 3 oak_planks + 2 stick -> 1 wooden_pickaxe");
}

TEST(CraftingPlan, BaseItemsAreFoundNotCrafted) {
  EXPECT_EQ(detailedCraftingPlan(registry(), "iron_ingot", 4, {{"iron_ingot", 1}}),
            "iron_ingot is a base item, you need to find 3 more in the world");
  EXPECT_EQ(detailedCraftingPlan(registry(), "oak_log", 2, {{"oak_log", 2}}),
            "You have all required items already in your inventory!");
  EXPECT_TRUE(isBaseItem(registry(), "diamond"));
  EXPECT_TRUE(isBaseItem(registry(), "coast_armor_trim_smithing_template"));
  EXPECT_FALSE(isBaseItem(registry(), "stick"));
}

TEST(CraftingPlan, BadInput) {
  const std::string invalid = "Invalid input. Please provide a valid item name and positive count.";
  EXPECT_EQ(detailedCraftingPlan(registry(), "not_an_item", 1, {}), invalid);
  EXPECT_EQ(detailedCraftingPlan(registry(), "stick", 0, {}), invalid);
  EXPECT_EQ(detailedCraftingPlan(registry(), "air", 1, {}), invalid);
}

TEST(CraftingPlan, RecipesKeepIngredientOrderAndPutOakFirst) {
  const auto recipes = itemCraftingRecipes(registry(), "stick");
  ASSERT_TRUE(recipes.has_value());
  ASSERT_FALSE(recipes->empty());
  const PlanRecipe& first = recipes->front();
  ASSERT_EQ(first.ingredients.size(), 1u);
  EXPECT_EQ(first.ingredients[0], (std::pair<std::string, int>{"oak_planks", 2}));
  EXPECT_EQ(first.craftedCount, 4);
  const auto chain = itemCraftingRecipes(registry(), "chain");
  ASSERT_TRUE(chain.has_value());
  EXPECT_EQ(chain->front().ingredients,
            (std::vector<std::pair<std::string, int>>{{"iron_nugget", 2}, {"iron_ingot", 1}}));
  EXPECT_FALSE(itemCraftingRecipes(registry(), "oak_log").has_value());
}

}  // namespace
}  // namespace craftmate::agents::minecraft
