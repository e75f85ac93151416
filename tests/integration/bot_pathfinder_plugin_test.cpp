// The pathfinder as a bot plugin (issue 19 item 2) on the embedded server: the free functions load
// it on first use, its movements are what goTo/findPath use when given no options, it reports
// isMoving while it walks the bot, and unloading it restores the defaults.

#include "pathfinding/pathfinder.h"
#include "pathfinding/pathfinder_plugin.h"
#include "pathfinding/walking.h"
#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

using pathfinding::Pathfinder;
using pathfinding::PathStatus;

using BotPathfinderPluginTest = SkillsTest;

TEST_F(BotPathfinderPluginTest, ItsMovementsApplyUntilItIsUnloaded) {
  auto bot = join("pf_plugin_a");
  // A goal cell two blocks high, walled in with stone on every side and above: only digging reaches it.
  const BlockPos goal = ground().offset(4, 1, 0);
  command("fill " + xyz(goal.offset(-1, 0, -1)) + " " + xyz(goal.offset(1, 2, 1)) + " stone");
  const auto is = [&](const BlockPos& p, const char* name) {  // on the bot's strand
    const auto b = bot->blockAt(p);
    return b && b->name() == name;
  };
  ASSERT_TRUE(waitUntil(bot, [&] { return is(goal, "stone") && is(goal.offset(1, 2, 1), "stone"); }));
  setBlock(bot, goal, "air");
  setBlock(bot, goal.offset(0, 1, 0), "air");
  const pathfinding::GoalBlock target(goal);

  EXPECT_FALSE(on(bot, [&] { return bot->hasPlugin(Pathfinder::kName); }));
  EXPECT_EQ(on(bot, [&] { return pathfinding::findPath(*bot, target).status; }), PathStatus::Success);

  on(bot, [&] {
    bot->loadPlugin(std::make_shared<Pathfinder>());
    pathfinding::PathOptions noDigging;
    noDigging.canDig = false;
    noDigging.thinkTimeout = std::chrono::milliseconds(2000);
    bot->plugin<Pathfinder>()->setMovements(noDigging);
    return 0;
  });
  EXPECT_NE(on(bot, [&] { return bot->plugin<Pathfinder>()->getPathTo(target).status; }), PathStatus::Success);
  EXPECT_NE(on(bot, [&] { return pathfinding::findPath(*bot, target).status; }), PathStatus::Success)
      << "findPath without options takes the plugin's movements";

  on(bot, [&] {
    bot->unloadPlugin(Pathfinder::kName);
    return 0;
  });
  EXPECT_EQ(on(bot, [&] { return pathfinding::findPath(*bot, target).status; }), PathStatus::Success);
}

TEST_F(BotPathfinderPluginTest, AWalkLoadsItAndItReportsMovingUntilTheGoal) {
  auto bot = join("pf_plugin_b");
  EXPECT_FALSE(on(bot, [&] { return bot->hasPlugin(Pathfinder::kName) || pathfinding::isWalking(*bot); }));
  bool movedWhileWalking = false, reached = false;  // touched on the bot's strand only
  const auto tick = on(bot, [&] {
    return bot->events().physicsTick.on([&] {
      movedWhileWalking = movedWhileWalking || (pathfinding::isWalking(*bot) && bot->plugin<Pathfinder>()->isMoving());
    });
  });
  const BlockPos goal = ground().offset(5, 1, 3);
  auto walk = asio::co_spawn(bot->executor(), pathfinding::goTo(*bot, pathfinding::GoalBlock(goal)), asio::use_future);
  // goTo loaded the plugin as it started; its events report the arrival.
  ASSERT_TRUE(waitUntil(bot, [&] { return bot->hasPlugin(Pathfinder::kName); }));
  walk.get();
  on(bot, [&] {
    reached = BlockPos::containing(bot->entity().position) == goal;
    bot->events().physicsTick.off(tick);
    return 0;
  });
  EXPECT_TRUE(reached);
  EXPECT_TRUE(on(bot, [&] { return movedWhileWalking; })) << "isMoving was never true during the walk";
  EXPECT_FALSE(on(bot, [&] { return bot->plugin<Pathfinder>()->isMoving() || pathfinding::isWalking(*bot); }));
}

}  // namespace
}  // namespace craftmate::skills::testing
