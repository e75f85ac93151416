// Crafting and smelting skills on the embedded server: craftRecipe (grid, table nearby, table placed
// from the inventory), smeltItem, clearNearestFurnace.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

class SkillsCrafting : public SkillsTest {};

TEST_F(SkillsCrafting, CraftsSticksInTheGridAndReportsTheLimit) {
  auto bot = join("stickmaker");
  give(bot, "oak_planks", 3);
  auto r = run(bot, [](SkillContext& c) { return craftRecipe(c, "stick", 2); });
  EXPECT_TRUE(r.ok) << r.output;
  // 3 planks allow one craft of 2 planks -> 4 sticks.
  EXPECT_EQ(r.output, "Not enough oak_planks to craft 2, crafted 1. You now have 4 stick.\n");
  EXPECT_EQ(count(bot, "stick"), 4);
  EXPECT_EQ(count(bot, "oak_planks"), 1);

  r = run(bot, [](SkillContext& c) { return craftRecipe(c, "stone", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "stone is either not an item, or it does not have a crafting recipe!\n");
}

TEST_F(SkillsCrafting, PlacesATableFromTheInventoryAndTakesItBack) {
  auto bot = join("tablemaker");
  give(bot, "oak_planks", 3);
  give(bot, "stick", 2);
  auto r = run(bot, [](SkillContext& c) { return craftRecipe(c, "wooden_pickaxe", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Crafting wooden_pickaxe requires a crafting table.\n");

  give(bot, "crafting_table", 1);
  r = run(bot, [](SkillContext& c) { return craftRecipe(c, "wooden_pickaxe", 1); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_NE(r.output.find("Placed crafting_table at "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Successfully crafted wooden_pickaxe, you now have 1 wooden_pickaxe.\n"), std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("Collected 1 crafting_table.\n"), std::string::npos) << r.output;
  EXPECT_EQ(count(bot, "wooden_pickaxe"), 1);
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("crafting_table")->id) == 1; }));
  EXPECT_EQ(on(bot, [&] { return nearestBlock(*bot, "crafting_table", 16).has_value(); }), false);
}

// The lime_wool chain of a MineCollab task: each craft uses the result of the one before, so the
// grid must be empty and the inventory tracked exactly between crafts (white_dye is a fresh stack).
TEST_F(SkillsCrafting, CraftsAChainWhereEachStepUsesThePreviousResult) {
  auto bot = join("dyer");
  give(bot, "bone_meal", 1);
  give(bot, "green_dye", 1);
  give(bot, "black_wool", 1);  // minecraft-data's only lime_wool recipe: lime_dye + black_wool
  auto r = run(bot, [](SkillContext& c) { return craftRecipe(c, "white_dye", 1); });
  EXPECT_EQ(r.output, "Successfully crafted white_dye, you now have 1 white_dye.\n");
  r = run(bot, [](SkillContext& c) { return craftRecipe(c, "lime_dye", 1); });
  EXPECT_EQ(r.output, "Successfully crafted lime_dye, you now have 2 lime_dye.\n");
  r = run(bot, [](SkillContext& c) { return craftRecipe(c, "lime_wool", 1); });
  EXPECT_EQ(r.output, "Successfully crafted lime_wool, you now have 1 lime_wool.\n");
  EXPECT_EQ(count(bot, "lime_wool"), 1);
  EXPECT_EQ(count(bot, "lime_dye"), 1);
}

TEST_F(SkillsCrafting, ExplainsMissingResources) {
  auto bot = join("poorcrafter");
  setBlock(bot, ground().offset(2, 1, 0), "crafting_table");
  give(bot, "oak_planks", 1);
  auto r = run(bot, [](SkillContext& c) { return craftRecipe(c, "oak_door", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "You do not have the resources to craft a oak_door. It requires: oak_planks: 6.\n");
}

TEST_F(SkillsCrafting, SmeltsWithFuelAndTakesTheOutput) {
  auto bot = join("smelter");
  auto r = run(bot, [](SkillContext& c) { return smeltItem(c, "stick", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Cannot smelt stick. Hint: make sure you are smelting the 'raw' item.\n");
  r = run(bot, [](SkillContext& c) { return smeltItem(c, "beef", 1); });
  EXPECT_EQ(r.output, "There is no furnace nearby and you have no furnace.\n");

  setBlock(bot, ground().offset(2, 1, 0), "furnace");
  give(bot, "beef", 2);
  r = run(bot, [](SkillContext& c) { return smeltItem(c, "beef", 1); });
  EXPECT_EQ(r.output, "You have no fuel to smelt beef, you need coal, charcoal, or wood.\n");

  give(bot, "coal", 2);
  r = run(bot, [](SkillContext& c) { return smeltItem(c, "beef", 1); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output, "Using coal as fuel.\nAdded 1 coal to furnace fuel.\nSuccessfully smelted beef, got 1 cooked_beef.\n");
  EXPECT_EQ(count(bot, "cooked_beef"), 1);
  EXPECT_EQ(count(bot, "beef"), 1);
  EXPECT_EQ(count(bot, "coal"), 1);  // the furnace burns the one coal it was given
}

TEST_F(SkillsCrafting, ClearNearestFurnaceEmptiesAllThreeSlots) {
  auto bot = join("clearer");
  auto r = run(bot, [](SkillContext& c) { return clearNearestFurnace(c); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "No furnace nearby to clear.\n");
  const BlockPos furnace = ground().offset(-2, 1, 0);
  setBlock(bot, furnace, "furnace");
  // Input that cannot burn and is not fuel stays put; no fuel means nothing cooks meanwhile.
  command("data merge block " + xyz(furnace) +
          " {Items:[{Slot:0b,id:\"minecraft:porkchop\",Count:3b},{Slot:2b,id:\"minecraft:cooked_porkchop\",Count:2b}]}");
  std::this_thread::sleep_for(500ms);
  r = run(bot, [](SkillContext& c) { return clearNearestFurnace(c); });
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.output, "Cleared furnace, received 2 cooked_porkchop, 3 porkchop, and 0 fuel items.\n");
  EXPECT_EQ(count(bot, "cooked_porkchop"), 2);
  EXPECT_EQ(count(bot, "porkchop"), 3);
}

}  // namespace
}  // namespace craftmate::skills::testing
