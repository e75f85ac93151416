// Block skills on the embedded server: placeBlock, breakBlockAt, collectBlock, pickupNearbyItems,
// activateNearestBlock, goToBed.

#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

class SkillsBlocks : public SkillsTest {};

TEST_F(SkillsBlocks, PlaceBlockPutsItOnTheGroundAndExplainsFailures) {
  auto bot = join("placer");
  const BlockPos target = ground().offset(2, 1, 0);
  auto r = run(bot, [t = target](SkillContext& c) { return placeBlock(c, "oak_planks", t.x, t.y, t.z); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Don't have any oak_planks to place.\n");

  give(bot, "oak_planks", 3);
  r = run(bot, [t = target](SkillContext& c) { return placeBlock(c, "oak_planks", t.x, t.y, t.z); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output, "Placed oak_planks at " + vecText(target) + ".\n");
  EXPECT_EQ(blockName(bot, target), "oak_planks");
  EXPECT_EQ(count(bot, "oak_planks"), 2);

  r = run(bot, [t = target](SkillContext& c) { return placeBlock(c, "oak_planks", t.x, t.y, t.z); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "oak_planks already at " + vecText(target) + ".\n");

  const BlockPos inAir = ground().offset(-3, 4, 0);
  r = run(bot, [t = inAir](SkillContext& c) { return placeBlock(c, "oak_planks", t.x, t.y, t.z); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Cannot place oak_planks at " + vecText(inAir) + ": nothing to place on.\n");

  r = run(bot, [](SkillContext& c) { return placeBlock(c, "not_a_block", 0, 0, 0); });
  EXPECT_EQ(r.output, "Invalid block type: not_a_block.\n");
}

TEST_F(SkillsBlocks, PlaceBlockStepsOutOfTheTargetCell) {
  auto bot = join("stepper");
  give(bot, "dirt", 1);
  const BlockPos feet = ground().offset(0, 1, 0);
  auto r = run(bot, [t = feet](SkillContext& c) { return placeBlock(c, "dirt", t.x, t.y, t.z); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(blockName(bot, feet), "dirt");
  EXPECT_NE(on(bot, [&] { return BlockPos::containing(bot->entity().position); }), feet);
}

TEST_F(SkillsBlocks, CheatModePlacesWithSetblockFacingAwayFromTheSupport) {
  auto bot = join("cheater");
  const BlockPos target = ground().offset(2, 1, 1);
  auto r = run(bot, [t = target](SkillContext& c) {
    c.cheat = true;
    return placeBlock(c, "oak_stairs", t.x, t.y, t.z, "north");
  });
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.output, "Used /setblock to place oak_stairs[facing=south] at " + vecText(target) + ".\n");
  ASSERT_TRUE(waitUntil(bot, [&] { auto b = bot->blockAt(target); return b && b->name() == "oak_stairs"; }));
  EXPECT_EQ(on(bot, [&] { return bot->registry().stateProperties(bot->blockAt(target)->stateId).at("facing"); }), "south");
}

TEST_F(SkillsBlocks, BreakBlockAtDigsWithTheRightToolOrSaysWhy) {
  auto bot = join("breaker");
  const BlockPos dirt = ground().offset(1, 1, 0), stone = ground().offset(-1, 1, 0);
  setBlock(bot, dirt, "dirt");
  setBlock(bot, stone, "stone");
  auto r = run(bot, [d = dirt](SkillContext& c) { return breakBlockAt(c, d.x, d.y, d.z); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output, "Broke dirt at x:" + fixed1(dirt.x) + ", y:" + fixed1(dirt.y) + ", z:" + fixed1(dirt.z) + ".\n");
  EXPECT_EQ(blockName(bot, dirt), "air");

  r = run(bot, [s = stone](SkillContext& c) { return breakBlockAt(c, s.x, s.y, s.z); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Don't have right tools to break stone.\n");
  EXPECT_EQ(blockName(bot, stone), "stone");

  give(bot, "wooden_pickaxe", 1);
  r = run(bot, [s = stone](SkillContext& c) { return breakBlockAt(c, s.x, s.y, s.z); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(blockName(bot, stone), "air");

  r = run(bot, [s = stone](SkillContext& c) { return breakBlockAt(c, s.x, s.y, s.z); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Skipping block at x:" + fixed1(stone.x) + ", y:" + fixed1(stone.y) + ", z:" + fixed1(stone.z) +
                          " because it is air.\n");
}

TEST_F(SkillsBlocks, CollectBlockDigsTheNearestAndPicksUpTheDrops) {
  auto bot = join("collector");
  const BlockPos a = ground().offset(2, 1, 0), b = ground().offset(1, 1, 3), c = ground().offset(-7, 1, -6);
  setBlock(bot, a, "oak_log");
  setBlock(bot, b, "oak_log");
  setBlock(bot, c, "oak_log");
  auto r = run(bot, [](SkillContext& ctx) { return collectBlock(ctx, "oak_log", 2); });
  EXPECT_TRUE(r.ok) << r.output;
  EXPECT_EQ(r.output, "Collected 2 oak_log.\n");
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("oak_log")->id) == 2; }))
      << count(bot, "oak_log");
  std::this_thread::sleep_for(1s);
  EXPECT_EQ(count(bot, "oak_log"), 2);
  EXPECT_EQ(blockName(bot, a), "air");
  EXPECT_EQ(blockName(bot, b), "air");
  EXPECT_EQ(blockName(bot, c), "oak_log");  // the farthest one stays

  r = run(bot, [](SkillContext& ctx) { return collectBlock(ctx, "diamond", 1); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "No diamond nearby to collect.\nCollected 0 diamond.\n");
}

TEST_F(SkillsBlocks, PickupNearbyItemsWalksOntoThem) {
  auto bot = join("picker");
  const BlockPos a = ground().offset(4, 1, 2);
  setBlock(bot, a, "oak_planks");
  command("setblock " + xyz(a) + " air destroy");  // breaks it as a player would: it drops
  ASSERT_TRUE(waitUntil(bot, [&] {
    for (const auto& [id, e] : bot->world().entities())
      if (e.name == "item") return true;
    return false;
  }));
  auto r = run(bot, [](SkillContext& c) { return pickupNearbyItems(c); });
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.output, "Picked up 1 items.\n");
  EXPECT_EQ(count(bot, "oak_planks"), 1);
}

TEST_F(SkillsBlocks, ActivateNearestBlockUsesIt) {
  auto bot = join("activator");
  auto r = run(bot, [](SkillContext& c) { return activateNearestBlock(c, "crafting_table"); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Could not find any crafting_table to activate.\n");
  const BlockPos table = ground().offset(2, 1, 0);
  setBlock(bot, table, "crafting_table");
  // flying-squid announces a /setblock before its own world holds the block: a use right after the
  // announcement meets air there (1 run in 3 failed without this pause).
  std::this_thread::sleep_for(1s);
  r = run(bot, [](SkillContext& c) { return activateNearestBlock(c, "crafting_table"); });
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.output, "Activated crafting_table at x:" + fixed1(table.x) + ", y:" + fixed1(table.y) + ", z:" +
                          fixed1(table.z) + ".\n");
  // Using a crafting table opens its window (type 12).
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->currentWindow() && bot->currentWindow()->type() == 12; }));
}

TEST_F(SkillsBlocks, GoToBedNeedsABedAndTheNight) {
  auto bot = join("sleeper");
  auto r = run(bot, [](SkillContext& c) { return goToBed(c); });
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.output, "Could not find a bed to sleep in.\n");  // bedrock below is not a bed
  const BlockPos bed = ground().offset(3, 1, 0);
  setBlock(bot, bed, "red_bed");
  // Daytime: mineflayer's sleep refuses, and the skill throws as skills.js does.
  EXPECT_THROW(run(bot, [](SkillContext& c) { return goToBed(c); }), world::BotError);
}

}  // namespace
}  // namespace craftmate::skills::testing
