// Reading MINDcraft's command outputs (mindcraft.md §1) as the scripted team does.

#include <gtest/gtest.h>

#include "agents/scripted_minecollab/command_outputs.h"
#include "agents/scripted_minecollab/team_talk.h"

namespace craftmate::agents::minecollab {
namespace {

TEST(CommandOutputs, InventoryListingAndNothing) {
  const auto inv = parseInventory("\nINVENTORY\n- oak_planks: 4\n- stick: 2\nWEARING: Nothing\n");
  ASSERT_TRUE(inv);
  EXPECT_EQ(*inv, (ItemCounts{{"oak_planks", 4}, {"stick", 2}}));
  EXPECT_EQ(parseInventory("\nINVENTORY: Nothing\nWEARING: Nothing\n"), ItemCounts{});
  EXPECT_FALSE(parseInventory("Agent stopped."));
}

TEST(CommandOutputs, CraftingPlanMissingItemsAndSteps) {
  const std::string text =
      "\nYou are missing the following items:\n- 1 oak_log\n- 1 string\n\nOnce you have these items, here's your crafting plan:\n\n"
      "Craft 1 oak_log -> 4 oak_planks\nCraft 2 oak_planks -> 4 stick\nCraft 3 stick + 2 string -> 1 fishing_rod\n"
      "Note: Any varient of wood can be used for this recipe.\n";
  const auto plan = parseCraftingPlan(text);
  ASSERT_TRUE(plan);
  EXPECT_EQ(plan->missing, (ItemCounts{{"oak_log", 1}, {"string", 1}}));
  ASSERT_EQ(plan->steps.size(), 3u);
  EXPECT_EQ(plan->steps[2].output, "fishing_rod");
  EXPECT_EQ(plan->steps[2].inputs, (ItemCounts{{"stick", 3}, {"string", 2}}));
  EXPECT_EQ(baseInputs(*plan), (ItemCounts{{"oak_log", 1}, {"string", 2}}));
  // The steps travel in a message and come back the same.
  EXPECT_EQ(parseSteps(stepsLine(plan->steps)).size(), 3u);
  EXPECT_EQ(stepsLine(parseSteps(stepsLine(plan->steps))), stepsLine(plan->steps));

  const auto ready = parseCraftingPlan("\nYou have all items required to craft this item!\nHere's your crafting plan:\n\nCraft 1 pink_dye + 1 black_wool -> 1 pink_wool\n");
  ASSERT_TRUE(ready);
  EXPECT_TRUE(ready->complete);
  EXPECT_TRUE(ready->missing.empty());
  const auto base = parseCraftingPlan("\nwheat is a base item, you need to find 3 more in the world\n");
  ASSERT_TRUE(base);
  EXPECT_EQ(base->missing, (ItemCounts{{"wheat", 3}}));
}

TEST(CommandOutputs, CraftResults) {
  auto r = parseCraftResult("Action output:\nSuccessfully crafted stick, you now have 4 stick.\n");
  EXPECT_EQ(r.kind, CraftResult::Kind::Crafted);
  EXPECT_EQ(r.item, "stick");
  EXPECT_EQ(r.nowHave, 4);
  r = parseCraftResult("Action output:\nYou do not have the resources to craft a golden_apple. It requires: gold_ingot: 8, apple: 1.\n");
  EXPECT_EQ(r.kind, CraftResult::Kind::MissingResources);
  EXPECT_EQ(r.required, (ItemCounts{{"gold_ingot", 8}, {"apple", 1}}));
  EXPECT_EQ(parseCraftResult("Action output:\ncooked_beef is either not an item, or it does not have a crafting recipe!\n").kind,
            CraftResult::Kind::NoRecipe);
  r = parseCraftResult("Action output:\nCrafting compass requires a crafting table.\n");
  EXPECT_EQ(r.kind, CraftResult::Kind::NeedsTable);
  EXPECT_EQ(r.item, "compass");
  r = parseCraftResult("Action output:\nNot enough oak_planks to craft 4, crafted 2. You now have 8 stick.\n");
  EXPECT_EQ(r.kind, CraftResult::Kind::Crafted);
  EXPECT_EQ(r.nowHave, 8);
}

TEST(CommandOutputs, BlueprintFixes) {
  const std::string text =
      "\nLevel 0  requires the following fixes:\nPlace stone at coordinates X: 3, Y: -60, Z: 4\n"
      "Remove the dirt at coordinates X: 4, Y: -60, Z: 4\nReplace the dirt with a oak_planks at coordinates X: -5, Y: -59, Z: 4 \n\n";
  const auto fixes = parseBlueprintFixes(text);
  ASSERT_EQ(fixes.size(), 3u);
  EXPECT_EQ(fixes[0].kind, BlueprintFix::Kind::Place);
  EXPECT_EQ(fixes[0].block, "stone");
  EXPECT_EQ(fixes[1].kind, BlueprintFix::Kind::Remove);
  EXPECT_EQ(fixes[1].block, "dirt");
  EXPECT_EQ(fixes[2].kind, BlueprintFix::Kind::Replace);
  EXPECT_EQ(fixes[2].block, "oak_planks");
  EXPECT_EQ(fixes[2].x, -5);
  EXPECT_EQ(fixes[2].y, -59);
  EXPECT_TRUE(blueprintCorrect("\nBlueprint is correct\n"));
  EXPECT_FALSE(blueprintCorrect(text));
}

TEST(TeamTalk, SentencesReadBackFromJoinedMessages) {
  const std::string text = sayInventory({{"pink_dye", 1}}) + " " + sayRequest({{"black_wool", 1}}) + " " +
                           sayPlan("pink_wool", parseSteps("Craft 1 pink_dye + 1 black_wool -> 1 pink_wool")) +
                           sayGave({{"apple", 1}, {"gold_ingot", 3}}) + sayPlanRequest("compass") + " " + sayRequestAll();
  const TeamTalk talk = readTeamTalk(text);
  EXPECT_EQ(talk.inventory, (ItemCounts{{"pink_dye", 1}}));
  EXPECT_EQ(talk.request, (ItemCounts{{"black_wool", 1}}));
  ASSERT_TRUE(talk.plan);
  EXPECT_EQ(talk.plan->at(0).output, "pink_wool");
  EXPECT_EQ(talk.gave, (ItemCounts{{"apple", 1}, {"gold_ingot", 3}}));
  EXPECT_EQ(talk.planRequest, "compass");
  EXPECT_TRUE(talk.requestAll);
  EXPECT_FALSE(talk.done);
  EXPECT_EQ(readTeamTalk(sayGave({})).gave, ItemCounts{});
  EXPECT_EQ(readTeamTalk(sayInventory({})).inventory, ItemCounts{});
}

}  // namespace
}  // namespace craftmate::agents::minecollab
