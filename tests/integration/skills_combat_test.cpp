// Combat skills on the embedded server: attackNearest, attackPlayer, defendSelf.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

class SkillsCombat : public SkillsTest {};

TEST_F(SkillsCombat, KillsTheNearestCowAndPicksUpTheLoot) {
  auto bot = join("hunter");
  auto r = run(bot, [](SkillContext& c) { return attackNearest(c, "cow"); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Could not find any cow to attack.\n");

  give(bot, "diamond_sword", 1);
  command("summon cow " + xyz(ground().offset(3, 1, 0)));
  ASSERT_TRUE(waitUntil(bot, [&] { return nearestEntityWhere(*bot, [](const world::Entity& e) { return e.name == "cow"; }, 16); }));
  r = run(bot, [](SkillContext& c) { return attackNearest(c, "cow"); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_NE(r.output.find("Successfully killed cow.\n"), std::string::npos) << r.output;
  EXPECT_EQ(on(bot, [&] { return bot->heldItem() ? bot->heldItem()->name : std::string(); }), "diamond_sword");
  // A cow drops 1-3 beef; the skill picks them up.
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("beef")->id) >= 1; }));
  EXPECT_EQ(on(bot, [&] { return nearestEntityWhere(*bot, [](const world::Entity& e) { return e.name == "cow"; }, 24) == nullptr; }),
            true);
}

TEST_F(SkillsCombat, UnknownPlayerAndNoEnemies) {
  auto bot = join("guard");
  auto r = run(bot, [](SkillContext& c) { return attackPlayer(c, "ghost"); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Could not find player ghost.\n");
  r = run(bot, [](SkillContext& c) { return defendSelf(c); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "No enemies nearby to defend self from.\n");
}

}  // namespace
}  // namespace craftmate::skills::testing
