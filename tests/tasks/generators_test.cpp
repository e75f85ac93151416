// The task generators of mindcraft.md §8.7: seeded, with MINDcraft's names, and shaped like the
// released files.

#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "tasks/construction_generator.h"
#include "tasks/cooking_generator.h"
#include "tasks/task_loader.h"
#include "tasks/task_writer.h"
#include "tests/tasks/task_data.h"

namespace craftmate::tasks {
namespace {

TEST(ConstructionGenerator, SameSeedSameSuiteAnotherSeedAnotherOne) {
  const auto a = constructionSuite(2, 1, 42);
  const auto b = constructionSuite(2, 1, 42);
  const auto c = constructionSuite(2, 1, 43);
  ASSERT_EQ(a.size(), 135u);
  EXPECT_EQ(taskFileJson(a), taskFileJson(b));
  EXPECT_NE(taskFileJson(a), taskFileJson(c));
}

TEST(ConstructionGenerator, SuiteHasMindcraftsIdsTimeoutsAndGrid) {
  const auto suite = constructionSuite(3, 2, 7);
  ASSERT_EQ(suite.size(), 5u * 3 * 3 * 3 * 2);
  EXPECT_EQ(suite.front().id, "materials_0_rooms_0_window_0_carpet_0_variant_0");
  EXPECT_EQ(suite[1].id, "materials_0_rooms_0_window_0_carpet_0_variant_1");
  EXPECT_EQ(suite.back().id, "materials_4_rooms_2_window_2_carpet_2_variant_1");
  const std::regex idPattern("materials_(\\d)_rooms_(\\d)_window_(\\d)_carpet_(\\d)_variant_(\\d)");
  const std::vector<std::string> allMaterials = {"stone", "terracotta", "quartz_block", "copper_block", "purpur_block"};
  for (const auto& task : suite) {
    SCOPED_TRACE(task.id);
    std::smatch m;
    ASSERT_TRUE(std::regex_match(task.id, m, idPattern));
    const int materials = std::stoi(m[1]), rooms = std::stoi(m[2]), window = std::stoi(m[3]), carpet = std::stoi(m[4]);
    EXPECT_EQ(task.type, TaskType::Construction);
    EXPECT_EQ(task.agentCount, 3);
    EXPECT_EQ(task.timeoutSeconds, 600 + 300 * rooms);
    EXPECT_EQ(*task.goal, "Make a house with the blueprint");
    EXPECT_EQ(*task.conversation, "Let's share materials and make a house with the blueprint");
    const auto& bp = *task.blueprint;
    const int size = rooms == 2 ? 20 : 15;
    ASSERT_EQ(bp.levels.size(), static_cast<std::size_t>(size));
    std::set<std::string> allowed = {"air", "glass", "dark_oak_door", "blue_carpet", "cyan_carpet", "light_blue_carpet",
                                     "lime_carpet"};
    for (int i = 0; i < std::min(materials + 2, 5); ++i) allowed.insert(allMaterials[static_cast<std::size_t>(i)]);
    std::map<std::string, int> counted;
    for (std::size_t i = 0; i < bp.levels.size(); ++i) {
      const auto& level = bp.levels[i];
      EXPECT_EQ(level.level, static_cast<int>(i));
      EXPECT_EQ(level.x, 148);
      EXPECT_EQ(level.y, -60 + static_cast<int>(i));
      EXPECT_EQ(level.z, -170);
      ASSERT_EQ(level.placement.size(), static_cast<std::size_t>(size));
      for (std::size_t r = 0; r < level.placement.size(); ++r) {
        ASSERT_EQ(level.placement[r].size(), static_cast<std::size_t>(size));
        for (std::size_t col = 0; col < level.placement[r].size(); ++col) {
          const auto& cell = level.placement[r][col];
          EXPECT_TRUE(allowed.count(cell)) << cell;
          if (cell != "air") ++counted[cell];
        }
      }
    }
    // A ground floor of stone under the rooms, and doors (two cells high) into them.
    auto countOf = [&](const std::string& block) { return counted.count(block) ? counted.at(block) : 0; };
    EXPECT_GT(countOf("stone"), 0);
    EXPECT_GE(countOf("dark_oak_door"), 2);
    if (window == 0) EXPECT_EQ(countOf("glass"), 0);
    if (carpet == 0)
      for (const auto& [block, n] : counted) EXPECT_EQ(block.find("carpet"), std::string::npos) << block;
    // The inventories hold exactly the blueprint's blocks, split evenly, plus tools and dirt.
    std::map<std::string, int> dealt;
    for (const auto& [agent, items] : task.initialInventory) {
      EXPECT_EQ(items.at("diamond_pickaxe"), 1);
      EXPECT_EQ(items.at("dirt"), 128);
      for (const auto& [item, n] : items)
        if (item != "diamond_pickaxe" && item != "dirt") dealt[item] += n;
    }
    EXPECT_EQ(dealt, counted);
    for (const auto& [item, n] : counted) {
      const int share0 = task.initialInventory.at(0).count(item) ? task.initialInventory.at(0).at(item) : 0;
      const int share2 = task.initialInventory.at(2).count(item) ? task.initialInventory.at(2).at(item) : 0;
      EXPECT_LE(share0 - share2, 1);
      EXPECT_GE(share0, share2);
    }
  }
}

TEST(ConstructionGenerator, MaterialsFollowComplexity) {
  std::mt19937_64 rng(1);
  ProceduralHouseParams params;
  params.complexity = 0;  // stone only
  params.windowStyle = 0;
  params.carpetStyle = 0;
  const auto bp = proceduralHouse(params, rng);
  std::set<std::string> blocks;
  for (const auto& c : bp.cells()) blocks.insert(c.block);
  EXPECT_EQ(blocks, (std::set<std::string>{"air", "stone", "dark_oak_door"}));
  EXPECT_EQ(bp.levels.size(), 20u);
  EXPECT_EQ(bp.levels[3].y, -57);
}

TEST(ConstructionGenerator, WrittenSuiteLoadsBackUnchanged) {
  const auto suite = constructionSuite(2, 1, 9);
  const auto loaded = parseTaskFile(taskFileJson(suite, -1), "generated.json");
  ASSERT_EQ(loaded.tasks.size(), suite.size());
  for (std::size_t i = 0; i < suite.size(); ++i) {
    EXPECT_EQ(loaded.tasks[i].id, suite[i].id);
    EXPECT_EQ(loaded.tasks[i].initialInventory, suite[i].initialInventory);
    EXPECT_EQ(loaded.tasks[i].timeoutSeconds, suite[i].timeoutSeconds);
    ASSERT_EQ(loaded.tasks[i].blueprint->levels.size(), suite[i].blueprint->levels.size());
    EXPECT_EQ(loaded.tasks[i].blueprint->levels.back().placement, suite[i].blueprint->levels.back().placement);
    EXPECT_EQ(loaded.tasks[i].blueprint->cells().size(), suite[i].blueprint->cells().size());
  }
}

TEST(HellsKitchenGenerator, RebuildsTheReleasedTrainingSet) {
  const auto released = loadTaskFile(minecollabFile("cooking_tasks/require_collab_train_2_items/2_agent_hells_kitchen.json"));
  Recipes recipes;
  std::vector<std::string> items;
  for (const auto& task : released.tasks) {
    for (const auto& [item, steps] : task.recipes) recipes[item] = steps;
    for (const auto& item : task.target->items)
      if (std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
  }
  ASSERT_EQ(items.size(), 10u);
  const auto generated = hellsKitchenSuite(items, recipes, 1000, 0);
  ASSERT_EQ(generated.size(), released.tasks.size());
  for (std::size_t i = 0; i < generated.size(); ++i) {
    const Task& want = released.tasks[i];
    const Task& got = generated[i];
    SCOPED_TRACE(want.id);
    EXPECT_EQ(got.id, want.id);
    EXPECT_TRUE(got.isHellsKitchen());
    EXPECT_EQ(got.goalFor(0), want.goalFor(0));
    EXPECT_EQ(got.goalFor(1), want.goalFor(1));
    EXPECT_EQ(got.conversation, want.conversation);
    EXPECT_EQ(got.target->items, want.target->items);
    EXPECT_EQ(got.target->counts, want.target->counts);
    EXPECT_EQ(got.timeoutSeconds, want.timeoutSeconds);
    EXPECT_EQ(got.recipes, want.recipes);
    EXPECT_EQ(got.difficultyMetrics, want.difficultyMetrics);
    EXPECT_EQ(got.difficulty, want.difficulty);
  }
}

TEST(HellsKitchenGenerator, SamplesAreSeededAndMissingRecipesExplained) {
  Recipes recipes = {{"a", {"Step 1: x"}}, {"b", {"Step 1: y"}}, {"c", {"Step 1: z"}}, {"d", {"Step 1: w"}}};
  const std::vector<std::string> items = {"a", "b", "c", "d"};
  const auto one = hellsKitchenSuite(items, recipes, 3, 5);
  ASSERT_EQ(one.size(), 3u);
  EXPECT_EQ(taskFileJson(one), taskFileJson(hellsKitchenSuite(items, recipes, 3, 5)));
  EXPECT_EQ(hellsKitchenSuite(items, recipes, 100, 5).size(), 6u);
  try {
    hellsKitchenTask("a", "cake", recipes);
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "no recipe for 'cake'; give its steps in the recipes (item -> [\"Step 1: ...\"])");
  }
  // Written and read back: still Hell's Kitchen, still who makes what.
  const auto back = parseTaskFile(taskFileJson(one), "hk.json");
  EXPECT_EQ(back.tasks[0].target->items, one[0].target->items);
  EXPECT_EQ(back.tasks[0].difficultyMetrics, one[0].difficultyMetrics);
}

}  // namespace
}  // namespace craftmate::tasks
