// Movement skills on the embedded server: goToPosition, goToNearestBlock, goToPlayer, followPlayer,
// moveAway, and that a cancelled skill stops moving at once.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

class SkillsMovement : public SkillsTest {};

TEST_F(SkillsMovement, GoesToAPositionAndToTheNearestBlock) {
  auto bot = join("traveller");
  const BlockPos goal = ground().offset(9, 1, 6);
  auto r = run(bot, [g = goal](SkillContext& c) { return goToPosition(c, g.x, g.y, g.z, 1); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output, "You have reached at " + std::to_string(goal.x) + ", " + std::to_string(goal.y) + ", " +
                          std::to_string(goal.z) + ".\n");
  EXPECT_LE(on(bot, [&] { return bot->entity().position.distanceTo(goal.center()); }), 2.0);

  const BlockPos lapis = ground().offset(-6, 0, -5);
  setBlock(bot, lapis, "lapis_block");
  r = run(bot, [](SkillContext& c) { return goToNearestBlock(c, "lapis_block", 2, 32); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output.rfind("Found lapis_block at " + vecText(lapis) + ". Navigating...\n", 0), 0u) << r.output;
  EXPECT_LE(on(bot, [&] { return bot->entity().position.distanceTo(lapis.center()); }), 3.0);

  r = run(bot, [](SkillContext& c) { return goToNearestBlock(c, "emerald_block", 2, 600); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Maximum search range capped at 512. \nCould not find any emerald_block in 512 blocks.\n");
}

TEST_F(SkillsMovement, GoesToAPlayerAndMovesAway) {
  auto bot = join("visitor");
  auto host = join("host");
  command("tp host " + xyz(ground().offset(-8, 1, 4)));
  ASSERT_TRUE(waitUntil(bot, [&] {
    const auto* e = playerEntity(*bot, "host");
    return e && e->position.x < ground().x - 7;
  }));
  auto r = run(bot, [](SkillContext& c) { return goToPlayer(c, "host", 2); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output, "You have reached host.\n");
  EXPECT_LE(on(bot, [&] { return bot->entity().position.distanceTo(playerEntity(*bot, "host")->position); }), 3.0);

  r = run(bot, [](SkillContext& c) { return goToPlayer(c, "nobody", 2); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Could not find nobody.\n");

  const world::Vec3 before = on(bot, [&] { return bot->entity().position; });
  r = run(bot, [](SkillContext& c) { return moveAway(c, 5); });
  EXPECT_TRUE(r.ok);
  const world::Vec3 after = on(bot, [&] { return bot->entity().position; });
  EXPECT_EQ(r.output, "Moved away from nearest entity to " + vecText(after) + ".\n");
  EXPECT_GT(std::hypot(after.x - before.x, after.z - before.z), 4.0);
}

TEST_F(SkillsMovement, FollowsAPlayerUntilCancelledAndThenStandsStill) {
  auto bot = join("follower");
  auto leader = join("leader");
  command("tp leader " + xyz(ground().offset(6, 1, 0)));
  ASSERT_TRUE(waitUntil(bot, [&] {
    const auto* e = playerEntity(*bot, "leader");
    return e && e->position.x > ground().x + 5;
  }));
  auto ctx = std::make_shared<SkillContext>(*bot);
  asio::cancellation_signal cancel;
  auto done = asio::co_spawn(bot->executor(), [ctx]() -> Task<bool> { co_return co_await followPlayer(*ctx, "leader", 2); },
                             asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
  // The leader moves on twice; the follower keeps up each time.
  for (int step : {-7, 5}) {
    const BlockPos to = ground().offset(step, 1, step == 5 ? 6 : -3);
    command("tp leader " + xyz(to));
    EXPECT_TRUE(waitUntil(bot, [&] { return bot->entity().position.distanceTo(to.center()) < 3.5; }, 20s))
        << "did not follow to " << xyz(to);
  }
  EXPECT_EQ(on(bot, [&] { return ctx->output; }), "You are now actively following player leader.\n");
  command("tp leader " + xyz(ground().offset(-10, 1, -10)));
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->getControlState(world::Control::Forward); }))
      << "it did not set off after the leader";
  asio::post(bot->executor(), [&] { cancel.emit(asio::cancellation_type::terminal); });
  EXPECT_THROW(done.get(), world::ActionCancelled);
  // Stopped at once: no control held, and after a few ticks of sliding the bot stands still.
  EXPECT_FALSE(on(bot, [&] { return bot->getControlState(world::Control::Forward); }));
  ASSERT_TRUE(waitUntil(bot, [&] { return craftmate::testing::standsStill(*bot); }));
  const world::Vec3 a = on(bot, [&] { return bot->entity().position; });
  std::this_thread::sleep_for(1000ms);  // and nothing moves it on
  const world::Vec3 b = on(bot, [&] { return bot->entity().position; });
  EXPECT_LT(a.distanceTo(b), 0.01);
}

TEST_F(SkillsMovement, ACancelledGoToPositionStopsAtOnce) {
  auto bot = join("runner");
  const BlockPos far = ground().offset(40, 1, 0);
  auto ctx = std::make_shared<SkillContext>(*bot);
  asio::cancellation_signal cancel;
  auto done = asio::co_spawn(bot->executor(),
                             [ctx, far]() -> Task<bool> { co_return co_await goToPosition(*ctx, far.x, far.y, far.z, 1); },
                             asio::bind_cancellation_slot(cancel.slot(), asio::use_future));
  ASSERT_TRUE(waitUntil(bot, [&] { return bot->entity().position.x > ground().x + 3; }, 15s)) << "it never started";
  asio::post(bot->executor(), [&] { cancel.emit(asio::cancellation_type::terminal); });
  EXPECT_THROW(done.get(), world::ActionCancelled);
  EXPECT_FALSE(on(bot, [&] { return bot->getControlState(world::Control::Forward); }));
  ASSERT_TRUE(waitUntil(bot, [&] { return craftmate::testing::standsStill(*bot); }));
  const world::Vec3 a = on(bot, [&] { return bot->entity().position; });
  std::this_thread::sleep_for(1000ms);  // and nothing moves it on
  EXPECT_LT(a.distanceTo(on(bot, [&] { return bot->entity().position; })), 0.01);
  EXPECT_LT(a.x, ground().x + 30);  // far from the goal
}

}  // namespace
}  // namespace craftmate::skills::testing
