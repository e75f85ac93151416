// Line of sight on the embedded server (world/bot_sight.cpp): blockAtCursor and blockInSight name
// the block the bot looks at and the face it looks into, canSeeBlock is false once a block stands
// in between, and entityAtCursor finds the player in front of the bot.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

using BotSightTest = SkillsTest;

world::Vec3 centre(const BlockPos& p) { return {p.x + 0.5, p.y + 0.5, p.z + 0.5}; }

void lookAt(const std::shared_ptr<Bot>& bot, world::Vec3 point) {
  asio::co_spawn(bot->executor(), bot->lookAt(point), asio::use_future).get();
}

TEST_F(BotSightTest, TheBlockAtTheCursorIsTheOneLookedAtUntilAnotherHidesIt) {
  auto bot = join("sight_a");
  const BlockPos target = ground().offset(3, 1, 0);  // east of the bot, at its feet
  setBlock(bot, target, "stone");
  lookAt(bot, centre(target));

  const auto hit = on(bot, [&] { return bot->blockAtCursor(); });
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->position, target);
  EXPECT_EQ(hit->name(), "stone");
  EXPECT_EQ(hit->face, world::BlockFace::West) << "the ray goes east, into the west face";
  ASSERT_TRUE(hit->intersect.has_value());
  EXPECT_NEAR(hit->intersect->x, target.x, 1e-9);
  EXPECT_FALSE(on(bot, [&] { return bot->blockAtCursor(2.0).has_value(); })) << "the stone is further than 2 blocks";
  EXPECT_EQ(on(bot, [&] { return bot->blockInSight()->position; }), target);
  EXPECT_TRUE(on(bot, [&] { return bot->canSeeBlock(*bot->blockAt(target)); }));

  // Dirt at head height between the eyes and the stone hides it, and is what the cursor meets now.
  const BlockPos wall = ground().offset(1, 2, 0);
  setBlock(bot, wall, "dirt");
  EXPECT_FALSE(on(bot, [&] { return bot->canSeeBlock(*bot->blockAt(target)); }));
  EXPECT_EQ(on(bot, [&] { return bot->blockAtCursor()->position; }), wall);
}

TEST_F(BotSightTest, TheEntityAtTheCursorIsThePlayerInFront) {
  auto a = join("sight_b");
  auto b = join("sight_c");
  const BlockPos stand = ground().offset(0, 1, -2);  // two blocks north of a
  command("tp sight_c " + std::to_string(stand.x + 0.5) + " " + std::to_string(stand.y) + " " + std::to_string(stand.z + 0.5));
  ASSERT_TRUE(waitUntil(a, [&] {
    const auto* e = a->nearestEntity([](const world::Entity& e) { return e.username == "sight_c"; });
    return e && std::abs(e->position.z - (stand.z + 0.5)) < 0.01 && std::abs(e->position.x - (stand.x + 0.5)) < 0.01;
  }, 10s));
  lookAt(a, centre(ground().offset(0, 2, 5)));  // south, away from sight_c
  EXPECT_EQ(on(a, [&] { return a->entityAtCursor(); }), nullptr) << "sight_c is behind";
  lookAt(a, {stand.x + 0.5, stand.y + 1.0, stand.z + 0.5});
  const world::Entity* seen = on(a, [&] { return a->entityAtCursor(); });
  ASSERT_NE(seen, nullptr);
  EXPECT_EQ(on(a, [&] { return seen->username; }), "sight_c");
  EXPECT_EQ(on(a, [&] { return a->entityAtCursor(1.0); }), nullptr) << "sight_c is two blocks away";
}

}  // namespace
}  // namespace craftmate::skills::testing
