// The pathfinder walking craftmate bots on the embedded server (flat world: grass top at y = 4, feet
// at y = 5): over a gap, up a wall by scaffolding, through a wall by digging, after a moving player,
// and stopping at once when cancelled. Terrain is made with /fill and /setblock.

#include <gtest/gtest.h>

#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_future.hpp>
#include <algorithm>
#include <future>
#include <tuple>
#include <numbers>
#include <thread>

#include "pathfinding/pathfinder.h"
#include "pathfinding/pathfinder_events.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

using namespace std::chrono_literals;
namespace asio = boost::asio;
using namespace craftmate;
using world::BlockPos;
using world::Bot;
using world::Vec3;
using craftmate::testing::eventually;

namespace {

std::string xyz(const BlockPos& p) {
  return std::to_string(p.x) + " " + std::to_string(p.y) + " " + std::to_string(p.z);
}

class PathfindingOnServer : public ::testing::Test {
 protected:
  // One fresh server per test: each test shapes the terrain around the spawn point.
  void SetUp() override {
    craftmate::testing::EmbeddedServerOptions o;
    o.viewDistance = 4;
    server_ = std::make_unique<craftmate::testing::EmbeddedServer>(o);
  }

  // Runs `f` on the bot's strand and returns its result.
  template <typename F>
  auto on(const std::shared_ptr<Bot>& bot, F f) {
    return bots_.on(bot, std::move(f));
  }

  // A bot at the spawn point, once the columns around it have arrived.
  std::shared_ptr<Bot> join(const std::string& name) {
    auto bot = bots_.join(*server_, name);
    const bool ready = bots_.waitUntil(bot, [&] {
      const BlockPos feet = BlockPos::containing(bot->entity().position);
      return bot->physicsState().onGround && bot->world().stateAt(feet.offset(40, -1, 40)) &&
             bot->world().stateAt(feet.offset(-40, -1, -40));
    }, 30s);
    if (!ready) ADD_FAILURE() << name << " did not get the columns around the spawn point";
    return bot;
  }

  // Polls `condition` on the bot's strand until it holds; false after `timeout`.
  template <typename C>
  bool waitUntil(const std::shared_ptr<Bot>& bot, C condition, std::chrono::milliseconds timeout = 15s) {
    return bots_.waitUntil(bot, std::move(condition), timeout);
  }

  BlockPos feet(const std::shared_ptr<Bot>& bot) {
    return on(bot, [&] { return BlockPos::containing(bot->entity().position); });
  }

  // Fills the box from `a` to `b` with `block` and waits until `bot` sees both corners so.
  void fill(const std::shared_ptr<Bot>& bot, const BlockPos& a, const BlockPos& b, const std::string& block) {
    server_->consoleCommand("fill " + xyz(a) + " " + xyz(b) + " " + block);
    const auto name = block.substr(0, block.find('['));
    EXPECT_TRUE(waitUntil(bot, [&] {
      const auto atA = bot->blockAt(a), atB = bot->blockAt(b);
      return atA && atB && atA->name() == name && atB->name() == name;
    })) << "the bot does not see the fill of " << block << " from " << xyz(a) << " to " << xyz(b);
  }
  // Sets the block at `p` and waits until `bot` sees it.
  void setblock(const std::shared_ptr<Bot>& bot, const BlockPos& p, const std::string& block) {
    fill(bot, p, p, block);
  }

  // Runs goTo and waits for it (at most `limit`); rethrows what it threw.
  void goTo(const std::shared_ptr<Bot>& bot, const pathfinding::Goal& goal, pathfinding::PathOptions options = {},
            std::chrono::seconds limit = 60s) {
    asio::cancellation_signal cancel;
    auto done = asio::co_spawn(bot->executor(), pathfinding::goTo(*bot, goal, options),
                               asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
    if (done.wait_for(limit) != std::future_status::ready) {
      asio::post(bot->executor(), [&] { cancel.emit(asio::cancellation_type::terminal); });
      done.wait();
      FAIL() << "goTo did not finish within " << limit.count() << " s";
    }
    done.get();
  }

  Vec3 position(const std::shared_ptr<Bot>& bot) {
    return on(bot, [&] { return bot->entity().position; });
  }

  std::unique_ptr<craftmate::testing::EmbeddedServer> server_;
  craftmate::testing::BotGroup bots_;  // declared after the server: the bots quit before it stops
};

TEST_F(PathfindingOnServer, JumpsAcrossAGap) {
  auto bot = join("gap_jumper");
  const BlockPos area = feet(bot);
  // A trench two wide (x + 2 and x + 3) through to the void, long enough that going round costs more.
  fill(bot, area.offset(2, -5, -40), area.offset(3, -1, 40), "air");
  pathfinding::PathOptions o;
  o.canDig = false;
  o.canPlaceBlocks = false;
  const auto plan = on(bot, [&] { return pathfinding::findPath(*bot, pathfinding::GoalBlock(area.offset(6, 0, 0)), o); });
  ASSERT_EQ(plan.status, pathfinding::PathStatus::Success);
  EXPECT_TRUE(std::any_of(plan.path.begin(), plan.path.end(),
                          [](const auto& s) { return s.kind == pathfinding::MoveKind::Parkour; }));
  goTo(bot, pathfinding::GoalBlock(area.offset(6, 0, 0)), o);
  const Vec3 end = position(bot);
  EXPECT_EQ(BlockPos::containing(end), area.offset(6, 0, 0));
  EXPECT_NEAR(end.y, 5, 1e-6);
}

TEST_F(PathfindingOnServer, ClimbsAThreeBlockWallByScaffolding) {
  auto bot = join("tower_builder");
  const BlockPos area = feet(bot);
  fill(bot, area.offset(3, 0, -40), area.offset(3, 2, 40), "bedrock");
  server_->consoleCommand("give tower_builder dirt 16");
  const int dirt = bot->registry().itemByName("dirt")->id;
  ASSERT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(dirt) == 16; }));
  pathfinding::PathOptions o;
  o.allowParkour = false;
  goTo(bot, pathfinding::GoalBlock(area.offset(6, 0, 0)), o);
  EXPECT_EQ(BlockPos::containing(position(bot)), area.offset(6, 0, 0));
  EXPECT_LE(on(bot, [&] { return bot->inventory().count(dirt); }), 14);  // the tower
}

TEST_F(PathfindingOnServer, DigsThroughAWall) {
  auto bot = join("wall_digger");
  const BlockPos area = feet(bot);
  fill(bot, area.offset(3, 0, -40), area.offset(3, 3, 40), "dirt");
  goTo(bot, pathfinding::GoalBlock(area.offset(6, 0, 0)));
  EXPECT_EQ(BlockPos::containing(position(bot)), area.offset(6, 0, 0));
  // It went through: a hole two high in the wall near the straight line.
  int holes = 0;
  for (int dz = -2; dz <= 2; ++dz) {
    const auto low = on(bot, [&] { return bot->blockAt(area.offset(3, 0, dz)); });
    const auto high = on(bot, [&] { return bot->blockAt(area.offset(3, 1, dz)); });
    if (low && high && low->isAir() && high->isAir()) ++holes;
  }
  EXPECT_GE(holes, 1);
}

TEST_F(PathfindingOnServer, WalksUpAStaircaseOntoAPlatform) {
  auto bot = join("stair_climber");
  const BlockPos area = feet(bot);
  // Three oak stairs rising east (each on a pillar of planks), then a platform three high.
  for (int step = 0; step < 3; ++step) {
    if (step > 0) fill(bot, area.offset(2 + step, 0, 0), area.offset(2 + step, step - 1, 0), "oak_planks");
    setblock(bot, area.offset(2 + step, step, 0), "oak_stairs[facing=east,half=bottom]");
  }
  fill(bot, area.offset(5, 0, -1), area.offset(7, 2, 1), "stone");
  pathfinding::PathOptions o;
  o.canDig = false;
  goTo(bot, pathfinding::GoalBlock(area.offset(6, 3, 0)), o);
  EXPECT_EQ(feet(bot), area.offset(6, 3, 0));
}

TEST_F(PathfindingOnServer, PlansAgainWhenAWallAppearsOnThePath) {
  auto bot = join("rerouter");
  const BlockPos area = feet(bot);
  pathfinding::PathOptions o;
  o.canDig = false;
  asio::cancellation_signal cancel;
  auto done = asio::co_spawn(bot->executor(), pathfinding::goTo(*bot, pathfinding::GoalBlock(area.offset(16, 0, 0)), o),
                             asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
  ASSERT_TRUE(waitUntil(bot, [&] { return bot->entity().position.x > area.x + 2.5; }))  // straight along z = area.z
      << "it did not set off";
  // A wall across the way at x + 10, too high to climb, open only at z + 5: first the part off the
  // path (with the lintel over the opening), then the part across it.
  auto throughTheOpening = std::make_shared<bool>(false);  // the listener outlives this test body
  on(bot, [&] {
    return bot->events().physicsTick.on([throughTheOpening, area, self = bot.get()] {
      const BlockPos at = BlockPos::containing(self->entity().position);
      if (at.x == area.x + 10 && at.z == area.z + 5) *throughTheOpening = true;
    });
  });
  fill(bot, area.offset(10, 0, 6), area.offset(10, 3, 40), "bedrock");
  fill(bot, area.offset(10, 2, 5), area.offset(10, 3, 5), "bedrock");
  fill(bot, area.offset(10, 0, -40), area.offset(10, 3, 4), "bedrock");
  if (done.wait_for(60s) != std::future_status::ready) {
    asio::post(bot->executor(), [&] { cancel.emit(asio::cancellation_type::terminal); });
    done.wait();
    FAIL() << "goTo did not finish after the wall appeared";
  }
  done.get();
  EXPECT_EQ(feet(bot), area.offset(16, 0, 0));
  EXPECT_TRUE(on(bot, [&] { return *throughTheOpening; })) << "it should have taken the opening, not gone round the wall";
}

TEST_F(PathfindingOnServer, ADoorThatDoesNotOpenIsWalkedRound) {
  // The embedded server (flying-squid) does not toggle doors: the bot clicks the door, sees it stay
  // shut, and takes the opening four blocks aside instead (on vanilla the door would open).
  auto bot = join("door_user");
  const BlockPos area = feet(bot);
  // The pieces do not overlap: the wall (3 high), a doorway at z and an opening at z + 4, each
  // under a lintel, then the door.
  fill(bot, area.offset(3, 0, -40), area.offset(3, 2, -1), "bedrock");
  fill(bot, area.offset(3, 0, 1), area.offset(3, 2, 3), "bedrock");
  fill(bot, area.offset(3, 0, 5), area.offset(3, 2, 40), "bedrock");
  setblock(bot, area.offset(3, 2, 0), "bedrock");
  setblock(bot, area.offset(3, 2, 4), "bedrock");
  setblock(bot, area.offset(3, 0, 0), "oak_door[half=lower,facing=west,open=false]");
  setblock(bot, area.offset(3, 1, 0), "oak_door[half=upper,facing=west,open=false]");
  pathfinding::PathOptions o;
  o.canDig = false;
  const auto plan = on(bot, [&] { return pathfinding::findPath(*bot, pathfinding::GoalBlock(area.offset(6, 0, 0)), o); });
  ASSERT_EQ(plan.status, pathfinding::PathStatus::Success);
  EXPECT_TRUE(std::any_of(plan.path.begin(), plan.path.end(), [](const auto& s) { return s.hasDoor(); }))
      << "the cheapest plan goes through the door";
  goTo(bot, pathfinding::GoalBlock(area.offset(6, 0, 0)), o);
  EXPECT_EQ(feet(bot), area.offset(6, 0, 0));
}

TEST_F(PathfindingOnServer, CatchesUpWithAMovingPlayer) {
  auto runner = join("runner");
  auto chaser = join("chaser");
  const BlockPos area = feet(runner);
  server_->consoleCommand("tp chaser " + std::to_string(area.x - 7.5) + " " + std::to_string(area.y) + " " +
                          std::to_string(area.z + 0.5));
  ASSERT_TRUE(waitUntil(chaser, [&] { return std::abs(chaser->entity().position.x - (area.x - 7.5)) < 0.01; }));
  // The runner walks `blocks` east (from a thread of its own) and stops; true if it got there.
  const auto run = [&](double blocks) {
    const double from = position(runner).x;
    on(runner, [&] {
      asio::co_spawn(runner->executor(), runner->look(-std::numbers::pi / 2, 0), asio::detached);  // yaw -pi/2 = east (+X)
      runner->setControlState(world::Control::Forward, true);
      return 0;
    });
    return std::async(std::launch::async, [this, &runner, from, blocks] {
      const bool there = waitUntil(runner, [&] { return runner->entity().position.x > from + blocks; });
      on(runner, [&] {
        runner->clearControlStates();
        return 0;
      });
      return there;
    });
  };
  // The chaser follows while the runner walks 8 blocks.
  auto running = run(8);
  goTo(chaser, pathfinding::GoalFollow::player(*chaser, "runner", 2));
  EXPECT_TRUE(running.get()) << "the runner did not move away";
  EXPECT_TRUE(eventually([&] { return position(chaser).distanceTo(position(runner)) < 3.5; }));

  // follow() keeps up until cancelled.
  asio::cancellation_signal cancel;
  auto following = asio::co_spawn(chaser->executor(), pathfinding::follow(*chaser, pathfinding::GoalFollow::player(*chaser, "runner", 2)),
                                  asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
  EXPECT_TRUE(run(8).get()) << "the runner did not move away again";
  EXPECT_TRUE(eventually([&] { return position(chaser).distanceTo(position(runner)) < 3.5; }))
      << "follow() did not catch up: " << position(chaser).distanceTo(position(runner));
  asio::post(chaser->executor(), [&] { cancel.emit(asio::cancellation_type::terminal); });
  EXPECT_THROW(following.get(), world::ActionCancelled);
}

TEST_F(PathfindingOnServer, ACancelledGoToStopsAtOnce) {
  auto bot = join("quitter");
  const BlockPos area = feet(bot);
  asio::cancellation_signal cancel;
  // Called as a skill would: inside a coroutine, default options.
  auto walk = [](Bot& b, BlockPos to) -> asio::awaitable<void> { co_await pathfinding::goTo(b, pathfinding::GoalBlock(to)); };
  auto done = asio::co_spawn(bot->executor(), walk(*bot, area.offset(40, 0, 0)),
                             asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->entity().position.x - (area.x + 0.5) > 2; })) << "it should have been walking";
  const auto stoppedAt = on(bot, [&] {
    cancel.emit(asio::cancellation_type::terminal);
    return std::make_pair(bot->getControlState(world::Control::Forward), bot->entity().position);
  });
  EXPECT_THROW(done.get(), world::ActionCancelled);
  EXPECT_FALSE(on(bot, [&] { return bot->getControlState(world::Control::Forward); }));
  // Only the momentum of one step carries it on (walking speed decays by 0.546 a tick).
  ASSERT_TRUE(waitUntil(bot, [&] { return craftmate::testing::standsStill(*bot); }));
  EXPECT_LT(position(bot).distanceTo(stoppedAt.second), 0.5);
}

// allowFreeMotion: a followed player in plain sight on level ground is walked to in a straight line,
// with no search at all; without it the same walk is planned.
TEST_F(PathfindingOnServer, FreeMotionWalksStraightAtAFollowedPlayer) {
  auto target = join("standing");
  auto chaser = join("straight");
  const BlockPos area = feet(target);
  const auto countPlans = [&](bool freeMotion) {
    server_->consoleCommand("tp straight " + std::to_string(area.x - 7.5) + " " + std::to_string(area.y) + " " +
                            std::to_string(area.z + 0.5));
    EXPECT_TRUE(eventually([&] { return position(chaser).distanceTo(position(target)) >= 7; }));
    int plans = 0;
    auto& events = *on(chaser, [&] { return &pathfinding::pathfinderEvents(*chaser); });
    const auto id = on(chaser, [&] { return events.pathUpdate.on([&](const pathfinding::PathResult&) { ++plans; }); });
    pathfinding::PathOptions o;
    o.allowFreeMotion = freeMotion;
    goTo(chaser, pathfinding::GoalFollow::player(*chaser, "standing", 2), o, 30s);
    EXPECT_LT(position(chaser).distanceTo(position(target)), 3);
    on(chaser, [&] {
      events.pathUpdate.off(id);
      return 0;
    });
    return on(chaser, [&] { return plans; });
  };
  EXPECT_EQ(countPlans(true), 0);
  EXPECT_GE(countPlans(false), 1);
}

// mineflayer-pathfinder's events for one goTo through a dirt wall, in order, with isMining while it
// digs; then path_stop for a goTo that is cancelled.
TEST_F(PathfindingOnServer, EmitsThePathfinderEventsInOrder) {
  auto bot = join("event_walker");
  const BlockPos area = feet(bot);
  fill(bot, area.offset(3, 0, -40), area.offset(3, 3, 40), "dirt");
  std::vector<std::string> seen;  // touched on the bot's strand only
  bool minedWhileWalking = false;
  auto& events = *on(bot, [&] { return &pathfinding::pathfinderEvents(*bot); });
  const auto ids = on(bot, [&] {
    return std::make_tuple(
        events.goalUpdated.on([&](const pathfinding::Goal* const&, const bool& dynamic) {
          seen.push_back(std::string("goal_updated ") + (dynamic ? "dynamic" : "static"));
        }),
        events.pathUpdate.on([&](const pathfinding::PathResult& r) { seen.push_back(std::string("path_update ") + toString(r.status)); }),
        events.pathReset.on([&](const std::string& reason) { seen.push_back("path_reset " + reason); }),
        events.goalReached.on([&](const pathfinding::Goal* const&) { seen.push_back("goal_reached"); }),
        events.pathStop.on([&] { seen.push_back("path_stop"); }),
        bot->events().physicsTick.on([&] { minedWhileWalking = minedWhileWalking || pathfinding::isMining(*bot); }));
  });

  goTo(bot, pathfinding::GoalBlock(area.offset(6, 0, 0)));
  auto walked = on(bot, [&] { return seen; });
  ASSERT_GE(walked.size(), 3u);
  EXPECT_EQ(walked.front(), "goal_updated static");
  EXPECT_EQ(walked[1].rfind("path_update ", 0), 0u) << walked[1];
  EXPECT_EQ(walked.back(), "goal_reached");
  // Every plan reports its result; the last one before arriving succeeded.
  const auto lastUpdate = std::find_if(walked.rbegin(), walked.rend(), [](const std::string& e) { return e.rfind("path_update", 0) == 0; });
  EXPECT_EQ(*lastUpdate, "path_update success");
  EXPECT_EQ(std::count(walked.begin(), walked.end(), "path_stop"), 0);
  EXPECT_TRUE(on(bot, [&] { return minedWhileWalking; })) << "isMining was never true while digging the wall";
  EXPECT_FALSE(on(bot, [&] { return pathfinding::isMining(*bot) || pathfinding::isBuilding(*bot); }));

  on(bot, [&] { seen.clear(); });
  asio::cancellation_signal cancel;
  auto done = asio::co_spawn(bot->executor(), pathfinding::goTo(*bot, pathfinding::GoalBlock(area.offset(-30, 0, 0))),
                             asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
  EXPECT_TRUE(waitUntil(bot, [&] { return std::count(seen.begin(), seen.end(), "path_update success") > 0; }));
  on(bot, [&] { cancel.emit(asio::cancellation_type::terminal); });
  EXPECT_THROW(done.get(), world::ActionCancelled);
  const auto cancelled = on(bot, [&] { return seen; });
  ASSERT_FALSE(cancelled.empty());
  EXPECT_EQ(cancelled.front(), "goal_updated static");
  EXPECT_EQ(cancelled.back(), "path_stop");
  EXPECT_EQ(std::count(cancelled.begin(), cancelled.end(), "goal_reached"), 0);

  on(bot, [&] {
    events.goalUpdated.off(std::get<0>(ids));
    events.pathUpdate.off(std::get<1>(ids));
    events.pathReset.off(std::get<2>(ids));
    events.goalReached.off(std::get<3>(ids));
    events.pathStop.off(std::get<4>(ids));
    bot->events().physicsTick.off(std::get<5>(ids));
  });
}

}  // namespace
