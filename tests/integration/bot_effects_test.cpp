// Status effects on the embedded server: /effect reaches the bot's entity with entityEffect and
// entityEffectEnd events, and Haste shortens digTime as prismarine-block's digTime does.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

using BotEffectsTest = SkillsTest;

TEST_F(BotEffectsTest, HasteShortensTheDigTimeUntilItIsCleared) {
  auto bot = join("effects_a");
  const BlockPos stone = ground().offset(1, 1, 0);
  setBlock(bot, stone, "stone");
  int started = 0, ended = 0;
  const auto ids = on(bot, [&] {
    return std::pair{bot->events().entityEffect.on([&](const world::Entity& e, const world::Effect&) {
                       if (e.id == bot->entity().id) ++started;
                     }),
                     bot->events().entityEffectEnd.on([&](const world::Entity& e, const world::Effect&) {
                       if (e.id == bot->entity().id) ++ended;
                     })};
  });
  // Off the ground a dig takes five times as long: read the time while the bot stands.
  auto standingDigTime = [&] {
    std::optional<int> ms;
    EXPECT_TRUE(waitUntil(bot, [&] {
      if (bot->physicsState().onGround) ms = bot->digTime(stone);
      return ms.has_value();
    }, 10s));
    return ms.value_or(-1);
  };
  const int plain = standingDigTime();

  command("effect give effects_a minecraft:haste 60 1");  // Haste II
  ASSERT_TRUE(waitUntil(bot, [&] { return started == 1; }, 10s));
  const int haste = *on(bot, [&] {
    return bot->registry().effectIdByName("Haste");
  });
  EXPECT_EQ(on(bot, [&] { return bot->entity().effects.at(haste).amplifier; }), 1);
  const int hasted = standingDigTime();
  EXPECT_NEAR(hasted, plain / 1.4, 50) << "Haste II digs 40 % faster (plain " << plain << " ms)";

  command("effect clear effects_a");
  ASSERT_TRUE(waitUntil(bot, [&] { return ended == 1; }, 10s));
  EXPECT_EQ(standingDigTime(), plain);
  on(bot, [&] {
    bot->events().entityEffect.off(ids.first);
    bot->events().entityEffectEnd.off(ids.second);
    return 0;
  });
}

}  // namespace
}  // namespace craftmate::skills::testing
