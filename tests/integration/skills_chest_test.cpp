// Chest skills on the embedded server: putInChest, takeFromChest, viewChest.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

class SkillsChest : public SkillsTest {};

TEST_F(SkillsChest, PutViewAndTakeBack) {
  auto bot = join("chester");
  auto r = run(bot, [](SkillContext& c) { return viewChest(c); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Could not find a chest nearby.\n");

  const BlockPos chest = ground().offset(2, 1, 1);
  setBlock(bot, chest, "chest");
  give(bot, "cobblestone", 20);
  r = run(bot, [](SkillContext& c) { return viewChest(c); });
  EXPECT_TRUE(r.ok);
  EXPECT_NE(r.output.find("The chest is empty.\n"), std::string::npos) << r.output;

  r = run(bot, [](SkillContext& c) { return putInChest(c, "cobblestone", 12); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_NE(r.output.find("Successfully put 12 cobblestone in the chest.\n"), std::string::npos) << r.output;
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("cobblestone")->id) == 8; }));

  r = run(bot, [](SkillContext& c) { return putInChest(c, "diamond", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "You do not have any diamond to put in the chest.\n");

  r = run(bot, [](SkillContext& c) { return viewChest(c); });
  EXPECT_NE(r.output.find("The chest contains:\n12 cobblestone\n"), std::string::npos) << r.output;

  r = run(bot, [](SkillContext& c) { return takeFromChest(c, "cobblestone", 5); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_NE(r.output.find("Successfully took 5 cobblestone from the chest.\n"), std::string::npos) << r.output;
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("cobblestone")->id) == 13; }));

  r = run(bot, [](SkillContext& c) { return takeFromChest(c, "diamond", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.output.find("Could not find any diamond in the chest.\n"), std::string::npos) << r.output;

  // What the chest holds is the server's: a second bot sees 7 left.
  auto other = join("peeker");
  r = run(other, [](SkillContext& c) { return viewChest(c); });
  EXPECT_NE(r.output.find("The chest contains:\n7 cobblestone\n"), std::string::npos) << r.output;
}

}  // namespace
}  // namespace craftmate::skills::testing
