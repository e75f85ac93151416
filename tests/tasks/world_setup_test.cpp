// World set-up (mindcraft.md §8.3–§8.4) as command lists, on tasks from the released files.

#include <gtest/gtest.h>

#include <regex>

#include "tasks/agent_goal.h"
#include "tasks/cooking_world.h"
#include "tasks/task_loader.h"
#include "tasks/world_setup.h"
#include "tests/tasks/task_data.h"

namespace craftmate::tasks {
namespace {

Task taskFrom(const std::string& file, const std::string& id) {
  const auto loaded = loadTaskFile(minecollabFile(file));
  const Task* task = loaded.find(id);
  if (!task) throw std::runtime_error(id + " not in " + file);
  return *task;
}

SetupContext contextFor(std::vector<std::string> names, int countId, std::uint64_t seed = 7) {
  SetupContext c;
  c.agentNames = std::move(names);
  c.countId = countId;
  c.position = {10, 5, -20};
  c.teleportTargetPosition = {10, 5, -20};
  c.seed = seed;
  return c;
}

std::vector<std::string> texts(const std::vector<SetupCommand>& commands) {
  std::vector<std::string> out;
  for (const auto& c : commands) out.push_back(c.text);
  return out;
}

int countMatching(const std::vector<SetupCommand>& commands, const std::string& pattern) {
  const std::regex re(pattern);
  int n = 0;
  for (const auto& c : commands) n += std::regex_match(c.text, re);
  return n;
}

using Kind = SetupCommand::Kind;

TEST(WorldSetup, CraftingTaskForEachAgent) {
  const Task task = taskFrom("multiagent_crafting_tasks.json", "multiagent_techtree_1_shears");
  const std::vector<std::string> names = {"andy", "jill"};
  const auto jill = worldSetup(task, contextFor(names, 1));
  ASSERT_EQ(jill.size(), 6u);
  EXPECT_EQ(jill[0], (SetupCommand{Kind::Server, "/clear jill", 500}));
  EXPECT_EQ(jill[1], (SetupCommand{Kind::Server, "/give jill crafting_table 1", 0}));
  EXPECT_EQ(jill[2], (SetupCommand{Kind::Server, "/give jill iron_ingot 1", 500}));
  EXPECT_EQ(jill[3], (SetupCommand{Kind::Server, "/tp jill andy", 200}));
  // The spread: a whole-block offset in [-5, 5] around agent 0, 3 blocks up.
  std::smatch m;
  ASSERT_TRUE(std::regex_match(jill[4].text, m, std::regex("/tp jill (-?\\d+) 8 (-?\\d+)"))) << jill[4].text;
  EXPECT_LE(std::abs(std::stoi(m[1]) - 10), 5);
  EXPECT_LE(std::abs(std::stoi(m[2]) + 20), 5);
  EXPECT_EQ(jill[4].pauseAfterMs, 700);
  EXPECT_EQ(jill[5].kind, Kind::Agent);
  EXPECT_EQ(jill[5].text,
            "!goal(\"Collaborate with other agents to build a shear. You have to collaborate with other agents/bots, "
            "namely andy, jill to complete the task as soon as possible by dividing the work among yourselves.\")");

  const auto andy = worldSetup(task, contextFor(names, 0));
  ASSERT_EQ(texts(andy)[1], "/give andy iron_ingot 1");
  EXPECT_EQ(andy[2].text, "/tp andy andy");
  EXPECT_EQ(andy[andy.size() - 2], (SetupCommand{Kind::Agent,
                                                 "!startConversation(\"jill\", \"Let's collaborate to build a shear.\")", 0}));
  // A human in the world (human_count 0): everyone goes to them first.
  auto withPlayer = contextFor(names, 1);
  withPlayer.otherPlayer = "steve";
  EXPECT_EQ(worldSetup(task, withPlayer)[3].text, "/tp jill steve");
}

TEST(WorldSetup, SameSeedSameCommandsAndAnotherSeedAnotherWorld) {
  const Task task = taskFrom("cooking_tasks/require_collab_test_2_items/2_agent.json",
                             "multiagent_cooking_2_1_bread_1_golden_apple");
  const std::vector<std::string> names = {"andy", "jill"};
  EXPECT_EQ(worldSetup(task, contextFor(names, 0, 1)), worldSetup(task, contextFor(names, 0, 1)));
  EXPECT_NE(texts(worldSetup(task, contextFor(names, 0, 1))), texts(worldSetup(task, contextFor(names, 0, 2))));
}

TEST(WorldSetup, CookingAgentZeroBuildsTheWorld) {
  const Task task = taskFrom("cooking_tasks/require_collab_test_2_items/2_agent.json",
                             "multiagent_cooking_2_1_bread_1_golden_apple");
  const auto andy = worldSetup(task, contextFor({"andy", "jill"}, 0));
  EXPECT_EQ(andy[0], (SetupCommand{Kind::Server, "/clear andy", 3500}));
  EXPECT_EQ(countMatching(andy, "/fill ~ ~-1 ~ ~-?50 ~-3 ~-?50 grass_block"), 4);
  EXPECT_EQ(countMatching(andy, "/fill ~ ~ ~ ~-?50 ~10 ~-?50 air"), 4);
  // The embedded server fills in its own time: nothing is planted before the fills are done.
  const auto lastFill = std::find_if(andy.begin(), andy.end(), [](const SetupCommand& c) {
    return c.text == "/fill ~ ~ ~ ~50 ~10 ~-50 air";
  });
  ASSERT_NE(lastFill, andy.end());
  EXPECT_EQ(lastFill->pauseAfterMs, 2000);
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ 5 -?\\d+ wheat\\[age=7\\]"), 36);
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ 4 -?\\d+ farmland"), 36 * 4);
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ 5 -?\\d+ (red|brown)_mushroom"), 20);
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ 5 -?\\d+ sugar_cane\\[age=15\\]"), 8);
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ 4 -?\\d+ water"), 2);
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ 6 -?\\d+ (crafting_table|furnace|smoker)"), 3);
  EXPECT_EQ(countMatching(andy, "/data merge block -?\\d+ 6 -?\\d+ \\{Items:\\[\\{Slot:1b,id:\"minecraft:coal\",Count:64b\\}\\]\\}"), 2);
  // The furnace and smoker are in place before their fuel is merged in: the embedded server runs
  // chat commands concurrently (without the pause the kitchen had no fuel).
  for (std::size_t i = 1; i < andy.size(); ++i)
    if (andy[i].text.rfind("/data merge block", 0) == 0) {
      EXPECT_TRUE(std::regex_search(andy[i - 1].text, std::regex(" (furnace|smoker)$"))) << andy[i - 1].text;
      EXPECT_GE(andy[i - 1].pauseAfterMs, 500) << andy[i - 1].text;
    }
  EXPECT_EQ(countMatching(andy, "/kill @e\\[type=\\w+,distance=\\.\\.200\\]"), 9);
  EXPECT_EQ(countMatching(andy, "/summon \\w+ -?\\d+ 5 -?\\d+"), 56);
  // Agent 1 builds nothing.
  const auto jill = worldSetup(task, contextFor({"andy", "jill"}, 1));
  EXPECT_EQ(countMatching(jill, "/(setblock|fill|summon|kill) .*"), 0);
}

TEST(WorldSetup, CookingLayoutStaysNearTheAgentWithoutOverlaps) {
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    std::mt19937_64 rng(seed);
    const auto layout = cookingLayout(100, -40, rng);
    ASSERT_EQ(layout.plots.size(), 9u);
    for (const auto& p : layout.plots) {
      EXPECT_GE(p.x, 75);
      EXPECT_GE(p.z, -65);
      const int size = p.kind == "house" ? 15 : 7;
      EXPECT_LE(p.x + size, 125) << p.kind;
      EXPECT_LE(p.z + (p.kind == "pumpkins" ? 5 : size), -15) << p.kind;
    }
    // The house (15 x 15 with padding) never covers the agent's own cell.
    const auto& house = layout.find("house");
    EXPECT_FALSE(house.x < 101 && house.x + 14 > 99 && house.z < -39 && house.z + 14 > -41);
  }
}

TEST(WorldSetup, HouseHasItsDoorWindowsAndRoof) {
  std::mt19937_64 rng(3);
  const auto commands = cookingWorldCommands(0, 5, 0, rng);
  std::mt19937_64 again(3);
  const auto layout = cookingLayout(0, 0, again);  // kept: find() returns a reference into it
  const auto& house = layout.find("house");
  auto placed = [&](int x, int y, int z, const std::string& block) {
    const std::string text = "/setblock " + std::to_string(house.x + x) + " " + std::to_string(y) + " " +
                             std::to_string(house.z + z) + " " + block;
    for (const auto& c : commands)
      if (c.text == text) return true;
    return false;
  };
  EXPECT_TRUE(placed(0, 5, 0, "stone_bricks"));
  EXPECT_FALSE(placed(9, 5, 5, "stone_bricks"));  // the door step
  EXPECT_TRUE(placed(9, 5, 5, "stone_brick_stairs[facing=west]"));
  EXPECT_FALSE(placed(10, 6, 5, "stone_bricks"));  // door hole
  EXPECT_FALSE(placed(10, 7, 5, "stone_bricks"));
  EXPECT_TRUE(placed(10, 8, 5, "stone_bricks"));
  EXPECT_FALSE(placed(0, 7, 3, "stone_bricks"));  // windows
  EXPECT_FALSE(placed(7, 8, 10, "stone_bricks"));
  EXPECT_TRUE(placed(5, 10, 5, "stone_bricks"));   // ceiling
  EXPECT_TRUE(placed(0, 10, 0, "cobblestone"));    // roof tiers
  EXPECT_TRUE(placed(2, 12, 5, "cobblestone"));
  EXPECT_FALSE(placed(3, 12, 5, "cobblestone"));
}

TEST(WorldSetup, ConstructionClearsTheAreaOnce) {
  const Task task = taskFrom("example_tasks.json", "multiagent_construction_house");
  const auto& first = task.blueprint->levels[0];
  const std::string tpAll = "/tp @a " + std::to_string(first.x) + " " + std::to_string(first.y) + " " + std::to_string(first.z);
  const auto andy = worldSetup(task, contextFor({"andy", "jill"}, 0));
  const auto jill = worldSetup(task, contextFor({"andy", "jill"}, 1));
  EXPECT_EQ(countMatching(andy, "/setblock -?\\d+ -?\\d+ -?\\d+ air"), static_cast<int>(task.blueprint->cells().size()));
  EXPECT_EQ(countMatching(jill, "/setblock .*"), 0);
  EXPECT_EQ(countMatching(andy, tpAll), 1);
  EXPECT_EQ(countMatching(jill, tpAll), 1);
  EXPECT_EQ(countMatching(jill, "/tp jill -?\\d+ .*"), 0);  // no random spread for construction
  // The goal carries the level coordinates; the conversation too.
  const auto& goal = jill.back().text;
  EXPECT_NE(goal.find(" \nLevel 0: Start at coordinates X: " + std::to_string(first.x)), std::string::npos);
  EXPECT_NE(goal.find(" \nmake sure to place the lower levels of the blueprint first"), std::string::npos);
  EXPECT_EQ(openingConversation(task),
            "Let's share materials and make a house with the blueprint \n" + task.blueprint->explain());
}

TEST(WorldSetup, GoalSuffixesByTaskTypeAndTeamSize) {
  const Task three = taskFrom("cooking_tasks/require_collab_test_2_items/3_agent.json",
                              "multiagent_cooking_2_1_bread_1_golden_apple");
  EXPECT_NE(taskGoal(three, 0, "Andy_0").find("\nIn the end, all the food items should be given to you by other bots. "
                                              "Make sure to talk to all the agents"),
            std::string::npos);
  EXPECT_NE(taskGoal(three, 1, "Jill_0").find("\nIn the end, all the food items should be given to one single bot "
                                              "whose name starts with andy or Andy. Make sure"),
            std::string::npos);
  const Task two = taskFrom("cooking_tasks/require_collab_test_2_items/2_agent.json",
                            "multiagent_cooking_2_1_bread_1_golden_apple");
  EXPECT_TRUE(taskGoal(two, 0, "andy").ends_with("\nIn the end, all the food items should be given to one single bot."));
  const Task hells = taskFrom("cooking_tasks/require_collab_train_2_items/2_agent_hells_kitchen.json",
                              "multiagent_cooking_mushroom_stew_golden_carrot_hells_kitchen");
  EXPECT_EQ(taskGoal(hells, 1, "jill"), hells.goalFor(1));
  const Task single = taskFrom("example_tasks.json", "debug_1_agent_timeout");
  EXPECT_EQ(agentGoal(single, 0, {"andy"}), "Just stand at a place and don't do anything");
  EXPECT_EQ(quotedArgument("say \"hi\""), "\"say 'hi'\"");
}

TEST(WorldSetup, HumansWithoutUsernamesIsAClearError) {
  const Task task = taskFrom("construction_tasks/human_ai/2_agent_1_human.json", "church");
  try {
    worldSetup(task, contextFor({"andy", "jill"}, 0));
    FAIL() << "no error";
  } catch (const SetupError& e) {
    EXPECT_EQ(std::string(e.what()), "task \"church\" in " + minecollabFile("construction_tasks/human_ai/2_agent_1_human.json") +
                                         ": human_count is 1 but usernames lists 0 players; list every human "
                                         "player's name in \"usernames\"");
  }
  // With the names given, agent 0 clears and equips the human too.
  const Task withHuman = taskFrom("crafting_tasks/human_ai/1_agent_1_human.json",
                                  loadTaskFile(minecollabFile("crafting_tasks/human_ai/1_agent_1_human.json")).tasks[0].id);
  const auto andy = worldSetup(withHuman, contextFor({"andy"}, 0));
  const std::string user = withHuman.usernames.at(0);
  EXPECT_EQ(countMatching(andy, "/clear " + user), 1);
  EXPECT_EQ(countMatching(andy, "/give " + user + " .*"),
            withHuman.initialInventory.count(1) ? static_cast<int>(withHuman.initialInventory.at(1).size()) : 0);
}

}  // namespace
}  // namespace craftmate::tasks
