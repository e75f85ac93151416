// Completion checks and scores of mindcraft.md §8.5, on tasks from the released files.

#include <gtest/gtest.h>

#include <map>
#include <tuple>

#include "tasks/task_loader.h"
#include "tasks/task_scoring.h"
#include "tests/tasks/task_data.h"

namespace craftmate::tasks {
namespace {

Task taskFrom(const std::string& file, const std::string& id) {
  const auto loaded = loadTaskFile(minecollabFile(file));
  const Task* task = loaded.find(id);
  if (!task) throw std::runtime_error(id + " not in " + file);
  return *task;
}

// A world held in a map; every other position is air.
struct MapWorld {
  std::map<std::tuple<int, int, int>, std::string> blocks;
  BlockView view() const {
    return [this](int x, int y, int z) {
      auto it = blocks.find({x, y, z});
      return it == blocks.end() ? std::string("air") : it->second;
    };
  }
  void build(const Blueprint& bp) {
    for (const auto& c : bp.cells())
      if (c.block != "air") blocks[{c.x, c.y, c.z}] = c.block;
  }
};

const BlockView kNoWorld = [](int, int, int) { return std::string("air"); };

TEST(TaskScoring, CountItemsSumsStacksByLowerCasedName) {
  EXPECT_EQ(countItems({{"Bread", 2}, {"bread", 1}, {"stick", 4}}), (ItemCounts{{"bread", 3}, {"stick", 4}}));
}

TEST(TaskScoring, CraftingTaskNeedsTheTargetInOneInventory) {
  const Task task = taskFrom("multiagent_crafting_tasks.json", "multiagent_techtree_1_shears");
  ASSERT_TRUE(hasValidator(task));
  EXPECT_EQ(requiredItems(task), (ItemCounts{{"shears", 1}}));
  // The initial inventories do not solve it.
  std::vector<ItemCounts> start = {task.initialInventory.at(0), task.initialInventory.at(1)};
  auto result = validateTeam(task, start, kNoWorld);
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(result.score, 0);
  EXPECT_EQ(result.missingItems, (std::vector<MissingItem>{{"shears", 1, 0, 1}}));
  // Agent 1 crafted shears.
  start[1] = countItems({{"shears", 1}, {"crafting_table", 1}});
  result = validateTeam(task, start, kNoWorld);
  EXPECT_TRUE(result.valid);
  EXPECT_EQ(result.score, 1);
  EXPECT_TRUE(validateAgent(task, 1, start[1], kNoWorld).valid);
  EXPECT_FALSE(validateAgent(task, 0, start[0], kNoWorld).valid);
}

TEST(TaskScoring, CookingTaskNeedsEveryDishInOneInventory) {
  const Task task = taskFrom("cooking_tasks/require_collab_test_2_items/2_agent.json",
                             "multiagent_cooking_2_1_bread_1_golden_apple");
  EXPECT_EQ(requiredItems(task), (ItemCounts{{"bread", 1}, {"golden_apple", 1}}));
  // Split between the agents: not done (the goal says to give everything to one bot).
  auto result = validateTeam(task, {{{"bread", 1}}, {{"golden_apple", 1}}}, kNoWorld);
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(result.missingItems.size(), 1u);
  result = validateTeam(task, {{{"gold_ingot", 2}}, {{"golden_apple", 1}, {"bread", 2}}}, kNoWorld);
  EXPECT_TRUE(result.valid);
}

TEST(TaskScoring, HellsKitchenNeedsBothAgentsEachWithTheirOwnDish) {
  const Task task = taskFrom("cooking_tasks/require_collab_train_2_items/2_agent_hells_kitchen.json",
                             "multiagent_cooking_mushroom_stew_golden_carrot_hells_kitchen");
  EXPECT_EQ(requiredItemsFor(task, 0), (ItemCounts{{"mushroom_stew", 1}}));
  EXPECT_EQ(requiredItemsFor(task, 1), (ItemCounts{{"golden_carrot", 1}}));
  // Both dishes in agent 0's inventory is not the task: each makes their own.
  EXPECT_FALSE(validateTeam(task, {{{"mushroom_stew", 1}, {"golden_carrot", 1}}, {}}, kNoWorld).valid);
  EXPECT_TRUE(validateAgent(task, 0, {{"mushroom_stew", 1}}, kNoWorld).valid);
  EXPECT_TRUE(validateTeam(task, {{{"mushroom_stew", 1}}, {{"golden_carrot", 1}}}, kNoWorld).valid);

  HellsKitchenProgress progress;
  progress.record(task.id, 0, true);
  EXPECT_FALSE(progress.complete());
  progress.record(task.id, 1, true);
  EXPECT_TRUE(progress.complete());
  progress.record(task.id, 0, false);  // agent 0 ate its stew
  EXPECT_FALSE(progress.complete());
  progress.record(task.id, 0, true);
  progress.record("another_hells_kitchen", 0, true);  // a new task starts from nothing
  EXPECT_FALSE(progress.complete());
}

TEST(TaskScoring, ConstructionScoreIsTheMatchPercentage) {
  const Task task = taskFrom("construction_tasks/custom/church_one_agent.json", "church_one_agent");
  const Blueprint& bp = *task.blueprint;
  int nonAir = 0;
  for (const auto& c : bp.cells()) nonAir += c.block != "air";
  ASSERT_GT(nonAir, 100);

  MapWorld world;
  EXPECT_EQ(checkBlueprint(bp, world.view()).score, 0);  // nothing built: every non-air cell is missing

  world.build(bp);
  auto result = validateTeam(task, {}, world.view());
  EXPECT_TRUE(result.valid);
  EXPECT_EQ(result.score, 100);
  EXPECT_EQ(result.blueprint->matches, nonAir);

  // Three blocks missing and one block where air belongs.
  int removed = 0;
  for (const auto& c : bp.cells())
    if (c.block != "air" && c.y == bp.levels[0].y && removed < 3) {
      world.blocks.erase({c.x, c.y, c.z});
      ++removed;
    }
  const auto& level2 = bp.levels[2];
  int airX = 0, airZ = 0;
  bool found = false;
  for (std::size_t r = 0; r < level2.placement.size() && !found; ++r)
    for (std::size_t col = 0; col < level2.placement[r].size() && !found; ++col)
      if (level2.placement[r][col] == "air") {
        airX = level2.x + static_cast<int>(col);
        airZ = level2.z + static_cast<int>(r);
        found = true;
      }
  ASSERT_TRUE(found);
  world.blocks[{airX, level2.y, airZ}] = "dirt";
  result = checkBlueprint(bp, world.view());
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(result.blueprint->matches, nonAir - 3);
  EXPECT_EQ(result.blueprint->mismatches, 4);
  EXPECT_DOUBLE_EQ(result.score, 100.0 * (nonAir - 3) / (nonAir + 1));
  EXPECT_EQ(result.blueprint->levels[0].mismatches, 3);
  EXPECT_EQ(result.blueprint->levels[2].mismatches, 1);
  EXPECT_EQ(result.blueprint->levels[1].percent(), 100);
  EXPECT_NE(bp.explainLevelDifference(2, world.view()).find("Remove the dirt at coordinates X: " +
                                                             std::to_string(airX) + ", Y: " +
                                                             std::to_string(level2.y) + ", Z: " + std::to_string(airZ)),
            std::string::npos);
}

TEST(TaskScoring, BlueprintTextsAreMindcraftsWords) {
  Blueprint bp;
  bp.levels.push_back({0, 10, -60, 5, {{"stone", "air"}, {"oak_door", "stone"}}});
  bp.levels.push_back({1, 10, -59, 5, {{"stone"}}});
  EXPECT_EQ(bp.explain(),
            "Level 0: Start at coordinates X: 10, Y: -60, Z: 5Level 1: Start at coordinates X: 10, Y: -59, Z: 5");
  EXPECT_EQ(bp.explainLevel(0),
            "Level 0 starting at coordinates X: 10, Y: -60, Z: 5\n[\n[stone, air],\n[oak_door, stone],\n]\n");
  MapWorld world;
  world.blocks[{10, -60, 5}] = "stone";   // right
  world.blocks[{11, -60, 5}] = "dirt";    // should be air
  world.blocks[{10, -60, 6}] = "cobblestone";  // should be oak_door; (11,-60,6) stone is missing
  world.blocks[{10, -59, 5}] = "stone";
  EXPECT_EQ(bp.explainLevelDifference(0, world.view()),
            "Level 0  requires the following fixes:\n"
            "Remove the dirt at coordinates X: 11, Y: -60, Z: 5\n"
            "Replace the cobblestone with a oak_door at coordinates X: 10, Y: -60, Z: 6 \n"
            "Place stone at coordinates X: 11, Y: -60, Z: 6\n");
  EXPECT_EQ(bp.explainLevelDifference(1, world.view()), "Level 1 is complete");
  EXPECT_EQ(bp.explainBlueprintDifference(world.view()),
            bp.explainLevelDifference(0, world.view()) + "\n" + "Level 1 is complete\n");
  // Block states are compared as whole strings, so they never match a registry name (§8.5).
  Blueprint stairs;
  stairs.levels.push_back({0, 0, 0, 0, {{"oak_stairs[facing=north]"}}});
  MapWorld placed;
  placed.blocks[{0, 0, 0}] = "oak_stairs";
  EXPECT_EQ(stairs.match(placed.view()).mismatches, 1);
}

TEST(TaskScoring, TaskEndsAsIsDoneDecides) {
  const Task task = taskFrom("multiagent_crafting_tasks.json", "multiagent_techtree_1_shears");
  ASSERT_EQ(task.timeoutSeconds, 120);
  ValidatorResult notYet;
  ValidatorResult valid{true, 1, {}, {}};
  EXPECT_EQ(checkTaskEnd(task, notYet, 10, 2), std::nullopt);
  EXPECT_EQ(checkTaskEnd(task, valid, 10, 2), (TaskEnd{"Task successful", 1}));
  EXPECT_EQ(checkTaskEnd(task, notYet, 29.9, 1), std::nullopt);
  EXPECT_EQ(checkTaskEnd(task, notYet, 30, 1), (TaskEnd{"No other agents found", 0}));
  EXPECT_EQ(checkTaskEnd(task, notYet, 119.9, 2), std::nullopt);
  EXPECT_EQ(checkTaskEnd(task, notYet, 120, 2), (TaskEnd{"Task timeout reached", 0}));
  // A construction timeout keeps the partial score.
  const Task house = taskFrom("construction_tasks/custom/church_one_agent.json", "church_one_agent");
  ValidatorResult partial{false, 42.5, {}, {}};
  EXPECT_EQ(checkTaskEnd(house, partial, house.timeoutSeconds, 1), (TaskEnd{"Task timeout reached", 42.5}));
  // A debug task has no validator: only the timeout ends it.
  const Task debug = taskFrom("example_tasks.json", "debug_1_agent_timeout");
  EXPECT_FALSE(hasValidator(debug));
  EXPECT_EQ(checkTaskEnd(debug, std::nullopt, 25, 1), (TaskEnd{"Task timeout reached", 0}));
}

TEST(TaskScoring, BlockedActionsPerAgent) {
  const Task task = taskFrom("multiagent_crafting_tasks.json", "multiagent_techtree_1_shears");
  const std::vector<std::string> defaults = {"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint",
                                             "!getBlueprintLevel"};
  auto blocked = blockedActionsFor(task, 1, defaults);
  EXPECT_EQ(blocked, (std::vector<std::string>{"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint",
                                               "!getBlueprintLevel", "!collectBlocks", "!endGoal",
                                               "!endConversation"}));
  const Task debug = taskFrom("example_tasks.json", "debug_1_agent_timeout");
  EXPECT_EQ(blockedActionsFor(debug, 0, {}), (std::vector<std::string>{"!endGoal"}));
}

}  // namespace
}  // namespace craftmate::tasks
