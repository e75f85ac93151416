// A MineCollab task's world set-up applied to the embedded server by craftmate bots chatting the
// commands of tasks::worldSetup, checked with the bots' own view: inventories after /give, the
// cooking world's house and plots, a construction area cleared, then built and scored.

#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <thread>

#include "tasks/task_loader.h"
#include "tasks/task_scoring.h"
#include "tasks/world_setup.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

using namespace std::chrono_literals;
using namespace craftmate;
using craftmate::testing::BotGroup;

namespace {

std::string taskFile(const std::string& relative) {
  return std::string(CRAFTMATE_SHARED_DIR) + "/data/minecollab/" + relative;
}

tasks::BlockPosition blockPosition(BotGroup& team, const std::shared_ptr<world::Bot>& bot) {
  return team.on(bot, [&] {
    const auto p = world::BlockPos::containing(bot->entity().position);
    return tasks::BlockPosition{p.x, p.y, p.z};
  });
}

// Chats the server commands as the agent would, with MINDcraft's pauses; returns the agent commands.
std::vector<std::string> applySetup(BotGroup& team, const std::shared_ptr<world::Bot>& bot,
                                    const std::vector<tasks::SetupCommand>& commands) {
  std::vector<std::string> agentCommands;
  int sinceBreath = 0;
  for (const auto& c : commands) {
    if (c.kind == tasks::SetupCommand::Kind::Agent) {
      agentCommands.push_back(c.text);
      continue;
    }
    team.on(bot, [&] {
      bot->runCommand(c.text);
      return 0;
    });
    if (c.pauseAfterMs > 0) std::this_thread::sleep_for(std::chrono::milliseconds(c.pauseAfterMs));
    // Hundreds of set-up commands in a burst: let the server breathe now and then.
    if (++sinceBreath % 100 == 0) std::this_thread::sleep_for(50ms);
  }
  return agentCommands;
}

tasks::ItemCounts inventoryOf(BotGroup& team, const std::shared_ptr<world::Bot>& bot) {
  return team.on(bot, [&] {
    std::vector<std::pair<std::string, int>> stacks;
    const auto& inv = bot->inventory();
    for (int i = 0; i < inv.slotCount(); ++i)
      if (const auto& item = inv.slot(i)) stacks.emplace_back(item->name, item->count);
    return tasks::countItems(stacks);
  });
}

std::string blockName(BotGroup& team, const std::shared_ptr<world::Bot>& bot, int x, int y, int z) {
  return team.on(bot, [&] {
    auto b = bot->blockAt({x, y, z});
    return b ? b->name() : std::string("air");
  });
}

// Polls until `done` holds (the server applies commands in its own time) or the deadline passes.
template <typename F>
bool eventually(F done, std::chrono::seconds limit = 20s) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < deadline) {
    if (done()) return true;
    std::this_thread::sleep_for(100ms);
  }
  return done();
}

TEST(TaskSetupOnServer, CookingTaskGivesInventoriesAndBuildsTheKitchen) {
  craftmate::testing::EmbeddedServerOptions options;
  options.viewDistance = 4;
  craftmate::testing::EmbeddedServer server(options);
  const auto file = tasks::loadTaskFile(taskFile("cooking_tasks/require_collab_test_2_items/2_agent.json"));
  const tasks::Task& task = *file.find("multiagent_cooking_2_1_bread_1_golden_apple");

  BotGroup team;
  auto andy = team.join(server, "andy");
  auto jill = team.join(server, "jill");
  std::this_thread::sleep_for(2s);
  const std::vector<std::string> names = {"andy", "jill"};

  tasks::SetupContext c0{names, 0, blockPosition(team, andy), blockPosition(team, andy), std::nullopt, 11};
  const auto andyCommands = tasks::worldSetup(task, c0);
  const auto andyAgent = applySetup(team, andy, andyCommands);
  tasks::SetupContext c1{names, 1, blockPosition(team, jill), blockPosition(team, andy), std::nullopt, 11};
  const auto jillAgent = applySetup(team, jill, tasks::worldSetup(task, c1));

  // Inventories exactly as the task file gives them.
  EXPECT_TRUE(eventually([&] { return inventoryOf(team, jill) == task.initialInventory.at(1); }))
      << "jill holds " << ::testing::PrintToString(inventoryOf(team, jill));
  EXPECT_TRUE(eventually([&] { return inventoryOf(team, andy) == task.initialInventory.at(0); }));

  // The kitchen, seen by the bot where the set-up put it.
  auto placedAt = [&](const std::string& block) {
    const std::regex re("/setblock (-?\\d+) (-?\\d+) (-?\\d+) " + block);
    std::smatch m;
    for (const auto& c : andyCommands)
      if (std::regex_match(c.text, m, re)) return tasks::BlockPosition{std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3])};
    ADD_FAILURE() << "no " << block << " in the set-up";
    return tasks::BlockPosition{};
  };
  auto seen = [&](const tasks::BlockPosition& p, int dy = 0) { return blockName(team, andy, p.x, p.y + dy, p.z); };
  // The set-up's blocks arrive in their own time, each as its block update reaches the bot.
  auto expectSeen = [&](const tasks::BlockPosition& p, int dy, const std::string& block) {
    EXPECT_TRUE(eventually([&] { return seen(p, dy) == block; })) << block << " expected, seen " << seen(p, dy);
  };
  const auto furnace = placedAt("furnace");
  expectSeen(furnace, 0, "furnace");
  expectSeen(placedAt("crafting_table"), 0, "crafting_table");
  expectSeen(placedAt("smoker"), 0, "smoker");
  expectSeen(placedAt("stone_brick_stairs\\[facing=west\\]"), 0, "stone_brick_stairs");
  expectSeen(furnace, -1, "stone_bricks");  // the house floor
  const auto wheat = placedAt("wheat\\[age=7\\]");
  expectSeen(wheat, 0, "wheat");
  expectSeen(wheat, -1, "farmland");
  expectSeen(placedAt("sugar_cane\\[age=15\\]"), 0, "sugar_cane");
  expectSeen(placedAt("red_mushroom"), 0, "red_mushroom");

  // Both agents end near agent 0 (jill's /tp lands in its own time), and each gets its goal; agent
  // 0 opens the conversation.
  auto near = [&] {
    const auto a = blockPosition(team, andy), j = blockPosition(team, jill);
    return std::abs(a.x - j.x) <= 10 && std::abs(a.z - j.z) <= 10;
  };
  EXPECT_TRUE(eventually(near));
  ASSERT_EQ(andyAgent.size(), 2u);
  EXPECT_EQ(andyAgent[0].rfind("!startConversation(\"jill\", ", 0), 0u);
  ASSERT_EQ(jillAgent.size(), 1u);
  EXPECT_EQ(jillAgent[0].rfind("!goal(\"", 0), 0u);
}

TEST(TaskSetupOnServer, ConstructionAreaIsClearedThenBuiltAndScored) {
  craftmate::testing::EmbeddedServerOptions options;
  options.viewDistance = 4;
  craftmate::testing::EmbeddedServer server(options);
  auto file = tasks::loadTaskFile(taskFile("example_tasks.json"));
  tasks::Task task = *file.find("multiagent_construction_house");

  BotGroup team;
  auto andy = team.join(server, "andy");
  std::this_thread::sleep_for(2s);
  const auto start = blockPosition(team, andy);
  // The released blueprint sits at y = -60 of a vanilla superflat world; move it next to the bot so
  // that level 0 replaces the embedded world's grass layer (y = bot y - 1).
  auto& levels = task.blueprint->levels;
  const int dx = start.x + 3 - levels[0].x, dy = start.y - 1 - levels[0].y, dz = start.z + 3 - levels[0].z;
  for (auto& l : levels) {
    l.x += dx;
    l.y += dy;
    l.z += dz;
  }
  const auto& l0 = levels[0];
  ASSERT_EQ(blockName(team, andy, l0.x, l0.y, l0.z), "grass_block");

  tasks::SetupContext context{{"andy"}, 0, start, start, std::nullopt, 5};
  applySetup(team, andy, tasks::worldSetup(task, context));
  const tasks::BlockView view = [&](int x, int y, int z) { return blockName(team, andy, x, y, z); };
  // Every cell of the construction area is air now, the grass of level 0 included.
  ASSERT_TRUE(eventually([&] { return view(l0.x, l0.y, l0.z) == "air"; }));
  for (const auto& cell : task.blueprint->cells()) ASSERT_EQ(view(cell.x, cell.y, cell.z), "air");
  EXPECT_EQ(tasks::checkBlueprint(*task.blueprint, view).score, 0);

  // Build it as autoBuild does, then score it with the bot's view.
  std::vector<tasks::SetupCommand> build;
  for (const auto& cell : task.blueprint->cells())
    if (cell.block != "air")
      build.push_back({tasks::SetupCommand::Kind::Server,
                       "/setblock " + std::to_string(cell.x) + " " + std::to_string(cell.y) + " " +
                           std::to_string(cell.z) + " " + cell.block, 0});
  applySetup(team, andy, build);
  ASSERT_TRUE(eventually([&] { return tasks::checkBlueprint(*task.blueprint, view).valid; }))
      << task.blueprint->explainBlueprintDifference(view);
  EXPECT_EQ(tasks::checkBlueprint(*task.blueprint, view).score, 100);

  // One block knocked out: one mismatch, in level 0, and MINDcraft's fix text for it.
  const auto& cell = build.front().text;
  std::smatch m;
  ASSERT_TRUE(std::regex_match(cell, m, std::regex("/setblock (-?\\d+) (-?\\d+) (-?\\d+) (\\w+)")));
  applySetup(team, andy, {{tasks::SetupCommand::Kind::Server, "/setblock " + m[1].str() + " " + m[2].str() + " " + m[3].str() + " air", 0}});
  ASSERT_TRUE(eventually([&] { return view(std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3])) == "air"; }));
  const auto result = tasks::checkBlueprint(*task.blueprint, view);
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(result.blueprint->mismatches, 1);
  EXPECT_EQ(result.blueprint->levels[0].mismatches, 1);
  EXPECT_NE(task.blueprint->explainLevelDifference(0, view).find("Place " + m[4].str() + " at coordinates X: " + m[1].str()),
            std::string::npos);
}

// A released construction task at its own coordinates (level 0 at y = -60) on the embedded server's
// vanilla superflat world, the world `craftmate eval --tasks` plays in: the ground is where the task
// expects it, the set-up clears the area, and the score follows what is built.
TEST(TaskSetupOnServer, ReleasedConstructionTaskIsSetUpAndScoredAtItsOwnCoordinates) {
  craftmate::testing::EmbeddedServerOptions options;
  options.world = "vanilla-flat";
  options.viewDistance = 4;
  craftmate::testing::EmbeddedServer server(options);
  const auto file = tasks::loadTaskFile(taskFile("construction_tasks/custom/pyramid.json"));
  const tasks::Task& task = *file.find("pyramid");
  const auto& blueprint = *task.blueprint;
  const auto& l0 = blueprint.levels[0];
  ASSERT_EQ(l0.y, -60);

  BotGroup team;
  auto andy = team.join(server, "andy");
  auto jill = team.join(server, "jill");
  std::this_thread::sleep_for(1s);
  const std::vector<std::string> names = {"andy", "jill"};
  tasks::SetupContext context{names, 0, blockPosition(team, andy), blockPosition(team, andy), std::nullopt, 5};
  applySetup(team, andy, tasks::worldSetup(task, context));

  // Everyone stands on the grass at level 0's corner; below it the vanilla superflat layers.
  const tasks::BlockView view = [&](int x, int y, int z) { return blockName(team, andy, x, y, z); };
  ASSERT_TRUE(eventually([&] {
    const auto a = blockPosition(team, andy), j = blockPosition(team, jill);
    return a.x == l0.x && a.y == l0.y && a.z == l0.z && j.x == l0.x && j.y == l0.y && j.z == l0.z;
  })) << "andy at " << blockPosition(team, andy).y << ", jill at " << blockPosition(team, jill).y;
  const auto seenAt = [&](int x, int y, int z) {
    return team.on(andy, [&] {
      auto b = andy->blockAt({x, y, z});
      return b ? b->name() : std::string("(not loaded)");
    });
  };
  ASSERT_TRUE(eventually([&] { return view(l0.x + 9, -61, l0.z + 9) == "grass_block"; }))
      << "andy sees " << seenAt(l0.x + 9, -61, l0.z + 9) << " at the far corner, " << seenAt(l0.x, -61, l0.z)
      << " under the near one";
  EXPECT_EQ(view(l0.x + 9, -62, l0.z + 9), "dirt");
  EXPECT_EQ(view(l0.x + 9, -63, l0.z + 9), "dirt");
  EXPECT_EQ(view(l0.x + 9, -64, l0.z + 9), "bedrock");
  EXPECT_EQ(blockName(team, jill, l0.x + 9, -64, l0.z + 9), "bedrock");

  // The untouched (cleared) area: every non-air cell is a mismatch, score 0.
  int solid = 0, solidLevel0 = 0, solidLevel1 = 0;
  for (const auto& cell : blueprint.cells())
    if (cell.block != "air") {
      ++solid;
      solidLevel0 += cell.y == l0.y;
      solidLevel1 += cell.y == l0.y + 1;
    }
  ASSERT_EQ(solid, 168);  // 82 + 50 + 26 + 9 + 1 in pyramid.json
  auto result = tasks::checkBlueprint(blueprint, view);
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(result.score, 0);
  EXPECT_EQ(result.blueprint->mismatches, solid);

  // Partly built: levels 0 and 1 as autoBuild would, plus one block where level 0 wants air.
  std::vector<tasks::SetupCommand> build;
  std::string lastCell;
  for (const auto& cell : blueprint.cells())
    if (cell.block != "air" && cell.y <= l0.y + 1) {
      lastCell = std::to_string(cell.x) + " " + std::to_string(cell.y) + " " + std::to_string(cell.z);
      build.push_back({tasks::SetupCommand::Kind::Server, "/setblock " + lastCell + " " + cell.block, 0});
    }
  ASSERT_EQ(blueprint.levels[0].placement[0][1], "air");
  build.push_back({tasks::SetupCommand::Kind::Server,
                   "/setblock " + std::to_string(l0.x + 1) + " " + std::to_string(l0.y) + " " + std::to_string(l0.z) + " dirt", 0});
  applySetup(team, andy, build);
  ASSERT_TRUE(eventually([&] { return view(l0.x + 1, l0.y, l0.z) == "dirt"; }));
  ASSERT_TRUE(eventually([&] { return tasks::checkBlueprint(blueprint, view).blueprint->matches == solidLevel0 + solidLevel1; }))
      << blueprint.explainBlueprintDifference(view);
  result = tasks::checkBlueprint(blueprint, view);
  EXPECT_FALSE(result.valid);
  EXPECT_EQ(result.blueprint->levels[0].mismatches, 1);
  EXPECT_EQ(result.blueprint->levels[1].mismatches, 0);
  EXPECT_EQ(result.blueprint->mismatches, 1 + solid - solidLevel0 - solidLevel1);
  const double expected = 100.0 * (solidLevel0 + solidLevel1) / (solid + 1);
  EXPECT_NEAR(result.score, expected, 1e-9);
  EXPECT_NEAR(result.score, 78.1065, 1e-3);  // 132 of 169
  EXPECT_NE(blueprint.explainLevelDifference(0, view).find("Remove the dirt at coordinates X: -59, Y: -60, Z: 6"),
            std::string::npos);
  EXPECT_NE(blueprint.explainLevelDifference(2, view).find("Place quartz_pillar at coordinates X: -60, Y: -58, Z: 6"),
            std::string::npos);
}

}  // namespace
