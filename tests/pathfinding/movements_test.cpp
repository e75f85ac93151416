// Moves and their costs (spec minecraft_client.md §4.3) over worlds filled in memory.

#include <gtest/gtest.h>

#include <algorithm>
#include <numbers>

#include "tests/pathfinding/planner.h"

namespace craftmate::pathfinding {
namespace {

using testing::GridWorld;
using testing::plan;
using testing::stateOf;
using testing::withItems;

std::vector<Move> neighboursOf(const GridWorld& w, BlockPos node, const PathOptions& o = {}, PlannerInventory inv = {}) {
  Movements m(w.store, testing::registry(), o, inv);
  Move start;
  start.position = node;
  start.remainingBlocks = inv.scaffoldingCount;
  std::vector<Move> out;
  m.neighbours(start, out);
  return out;
}

const Move* find(const std::vector<Move>& moves, BlockPos p) {
  auto it = std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return m.position == p; });
  return it == moves.end() ? nullptr : &*it;
}

TEST(Movements, FlatGroundGivesFourStraightAndFourDiagonalSteps) {
  GridWorld w;
  w.flat();
  auto moves = neighboursOf(w, {0, 1, 0});
  ASSERT_EQ(moves.size(), 8u);
  for (auto p : {BlockPos{1, 1, 0}, BlockPos{-1, 1, 0}, BlockPos{0, 1, 1}, BlockPos{0, 1, -1}}) {
    ASSERT_NE(find(moves, p), nullptr);
    EXPECT_DOUBLE_EQ(find(moves, p)->cost, 1);
  }
  ASSERT_NE(find(moves, {1, 1, 1}), nullptr);
  EXPECT_DOUBLE_EQ(find(moves, {1, 1, 1})->cost, std::numbers::sqrt2);
}

TEST(Movements, JumpUpCostsTwoAndNeedsHeadRoom) {
  GridWorld w;
  w.flat();
  w.set(1, 1, 0, "stone");
  auto moves = neighboursOf(w, {0, 1, 0});
  const Move* up = find(moves, {1, 2, 0});
  ASSERT_NE(up, nullptr);
  EXPECT_EQ(up->kind, MoveKind::JumpUp);
  EXPECT_DOUBLE_EQ(up->cost, 2);
  w.set(0, 3, 0, "bedrock");  // a ceiling over our head: no jump
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}), {1, 2, 0}), nullptr);
}

TEST(Movements, FencesAreTooHighToJumpOn) {
  GridWorld w;
  w.flat();
  w.set(1, 1, 0, "oak_fence");
  PathOptions o;
  o.canDig = false;
  auto moves = neighboursOf(w, {0, 1, 0}, o);
  EXPECT_EQ(find(moves, {1, 2, 0}), nullptr);
  EXPECT_EQ(find(moves, {1, 1, 0}), nullptr);
}

TEST(Movements, DropDownLandsWithinMaxDropDownOrAnyDepthInWater) {
  GridWorld w;
  w.fill(-5, 10, -5, 0, 10, 5, "stone");  // a ledge at y = 10; the ground ahead is at y = 0..
  w.fill(1, 6, -5, 5, 6, 5, "stone");     // 4 below the ledge's top
  auto moves = neighboursOf(w, {0, 11, 0});
  const Move* drop = find(moves, {1, 7, 0});
  ASSERT_NE(drop, nullptr);
  EXPECT_EQ(drop->kind, MoveKind::DropDown);
  EXPECT_DOUBLE_EQ(drop->cost, 1);
  PathOptions shallow;
  shallow.maxDropDown = 3;
  EXPECT_EQ(find(neighboursOf(w, {0, 11, 0}, shallow), {1, 7, 0}), nullptr);
  w.fill(1, 6, -5, 5, 6, 5, "air");
  w.fill(1, -20, -5, 5, -10, 5, "water");  // a deep fall into water is fine
  auto intoWater = neighboursOf(w, {0, 11, 0});
  const Move* splash = find(intoWater, {1, -10, 0});
  ASSERT_NE(splash, nullptr);
  EXPECT_DOUBLE_EQ(splash->cost, 1 + PathOptions{}.liquidCost);
}

TEST(Movements, ParkourJumpsGapsUpToThreeWideWhenSprinting) {
  GridWorld w;
  w.fill(-5, 0, -5, 0, 0, 5, "stone");
  w.fill(4, 0, -5, 9, 0, 5, "stone");  // gap x = 1..3
  auto moves = neighboursOf(w, {0, 1, 0});
  const Move* jump = find(moves, {4, 1, 0});
  ASSERT_NE(jump, nullptr);
  EXPECT_EQ(jump->kind, MoveKind::Parkour);
  EXPECT_DOUBLE_EQ(jump->cost, 4);  // the distance covered: never cheaper than walking it
  PathOptions walking;
  walking.allowSprinting = false;
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, walking), {4, 1, 0}), nullptr);
  PathOptions noParkour;
  noParkour.allowParkour = false;
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, noParkour), {4, 1, 0}), nullptr);
}

TEST(Movements, DiggingCostsOnePlusThreeTimesTheDigSecondsWithTheBestTool) {
  GridWorld w;
  w.flat();
  w.fill(1, 1, 0, 1, 2, 0, "stone");
  PathOptions o;
  o.allowParkour = false;
  const auto bareMoves = neighboursOf(w, {0, 1, 0}, o);  // named: find() points into it
  auto bare = find(bareMoves, {1, 1, 0});
  ASSERT_NE(bare, nullptr);
  EXPECT_EQ(bare->breakCount, 2);
  const auto stoneBare = *testing::registry().digTimeMs(stateOf("stone"), {});
  EXPECT_NEAR(bare->cost, 1 + 2 * (1 + 3 * stoneBare / 1000.0), 1e-9);
  auto inv = withItems({{"wooden_pickaxe", 1}, {"iron_pickaxe", 1}, {"dirt", 3}});
  const auto tooledMoves = neighboursOf(w, {0, 1, 0}, o, inv);
  auto tooled = find(tooledMoves, {1, 1, 0});
  ASSERT_NE(tooled, nullptr);
  world::DigConditions withIron;
  withIron.heldItemId = testing::registry().itemByName("iron_pickaxe")->id;
  const auto stoneIron = *testing::registry().digTimeMs(stateOf("stone"), withIron);
  EXPECT_LT(stoneIron, stoneBare);
  EXPECT_NEAR(tooled->cost, 1 + 2 * (1 + 3 * stoneIron / 1000.0), 1e-9);
  Movements m(w.store, testing::registry(), o, inv);
  EXPECT_EQ(m.bestTool(stateOf("stone")), withIron.heldItemId);
}

TEST(Movements, NeverDigsUnbreakableBlocksChestsNextToWaterOrUnderSand) {
  GridWorld w;
  w.flat();
  PathOptions o;
  o.allowParkour = false;
  w.fill(1, 1, 0, 1, 2, 0, "bedrock");
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, o), {1, 1, 0}), nullptr);
  w.set(1, 1, 0, "chest");
  w.set(1, 2, 0, "air");
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, o), {1, 1, 0}), nullptr);
  w.set(1, 1, 0, "dirt");
  w.set(2, 1, 0, "water");
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, o), {1, 1, 0}), nullptr);  // would let the water flow
  w.set(2, 1, 0, "stone");
  w.set(1, 2, 0, "sand");
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, o), {1, 1, 0}), nullptr);
  o.dontMineUnderFallingBlock = false;
  EXPECT_NE(find(neighboursOf(w, {0, 1, 0}, o), {1, 1, 0}), nullptr);
}

TEST(Movements, BridgesAndPillarsWithScaffoldingBlocks) {
  GridWorld w;
  w.fill(-3, 0, -3, 0, 0, 3, "stone");
  PathOptions o;
  o.allowParkour = false;
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, o), {1, 1, 0}), nullptr);  // no floor, no blocks
  auto inv = withItems({{"cobblestone", 2}});
  auto moves = neighboursOf(w, {0, 1, 0}, o, inv);
  const Move* bridge = find(moves, {1, 1, 0});
  ASSERT_NE(bridge, nullptr);
  ASSERT_EQ(bridge->placeCount, 1);
  EXPECT_EQ(bridge->toPlace[0].position, (BlockPos{1, 0, 0}));
  EXPECT_EQ(bridge->toPlace[0].reference, (BlockPos{0, 0, 0}));
  EXPECT_DOUBLE_EQ(bridge->cost, 2);
  EXPECT_EQ(bridge->remainingBlocks, 1);
  const Move* pillar = find(moves, {0, 2, 0});
  ASSERT_NE(pillar, nullptr);
  EXPECT_EQ(pillar->kind, MoveKind::Pillar);
  EXPECT_EQ(pillar->toPlace[0].position, (BlockPos{0, 1, 0}));
  EXPECT_DOUBLE_EQ(pillar->cost, 2);
  o.allow1by1towers = false;
  EXPECT_EQ(find(neighboursOf(w, {0, 1, 0}, o, inv), {0, 2, 0}), nullptr);
}

TEST(Movements, ScaffoldingUpAThreeBlockWall) {
  GridWorld w;
  w.flat();
  w.fill(3, 1, -64, 3, 3, 63, "bedrock");  // across the whole loaded world
  PathOptions o;
  auto none = plan(w, {0, 1, 0}, GoalBlock(6, 1, 0), o);
  EXPECT_EQ(none.status, PathStatus::NoPath);
  auto r = plan(w, {0, 1, 0}, GoalBlock(6, 1, 0), o, withItems({{"dirt", 10}}));
  ASSERT_EQ(r.status, PathStatus::Success);
  int placed = 0;
  for (const auto& s : r.path) placed += static_cast<int>(s.toPlace.size());
  EXPECT_EQ(placed, 2);  // a tower of two, then a jump onto the wall (y 1..3, top at 4)
  EXPECT_TRUE(std::any_of(r.path.begin(), r.path.end(), [](const PathStep& s) { return s.position == BlockPos{3, 4, 0}; }));
}

TEST(Movements, ClosedWoodenDoorsAreOpenedIronDoorsAreWalls) {
  GridWorld w;
  w.flat();
  w.fill(2, 1, -64, 2, 3, 63, "bedrock");
  w.set(2, 1, 0, stateOf("oak_door", {{"half", "lower"}, {"facing", "east"}, {"open", "false"}}));
  w.set(2, 2, 0, stateOf("oak_door", {{"half", "upper"}, {"facing", "east"}, {"open", "false"}}));
  PathOptions o;
  o.canDig = false;
  auto r = plan(w, {0, 1, 0}, GoalBlock(4, 1, 0), o);
  ASSERT_EQ(r.status, PathStatus::Success);
  EXPECT_DOUBLE_EQ(r.cost, 5);  // four steps and one door to open
  ASSERT_TRUE(r.path[1].hasDoor());
  EXPECT_EQ(*r.path[1].door, (BlockPos{2, 1, 0}));
  o.canOpenDoors = false;
  EXPECT_EQ(plan(w, {0, 1, 0}, GoalBlock(4, 1, 0), o).status, PathStatus::NoPath);
  o.canOpenDoors = true;
  w.set(2, 1, 0, stateOf("iron_door", {{"half", "lower"}, {"facing", "east"}, {"open", "false"}}));
  w.set(2, 2, 0, stateOf("iron_door", {{"half", "upper"}, {"facing", "east"}, {"open", "false"}}));
  EXPECT_EQ(plan(w, {0, 1, 0}, GoalBlock(4, 1, 0), o).status, PathStatus::NoPath);
}

TEST(Movements, StairsAndSlabsAreClimbedWhateverTheirOrientation) {
  GridWorld w;
  w.flat();
  w.set(1, 1, 0, stateOf("oak_stairs", {{"facing", "east"}, {"half", "bottom"}}));
  w.set(1, 1, 2, stateOf("oak_stairs", {{"facing", "east"}, {"half", "top"}}));
  w.set(1, 1, 4, stateOf("stone_slab", {{"type", "bottom"}}));
  for (auto z : {0, 2, 4}) {
    const int y = z == 4 ? 2 : 2;
    auto moves = neighboursOf(w, {0, 1, z});
    const Move* up = find(moves, {1, y, z});
    ASSERT_NE(up, nullptr) << z;
  }
  // Standing on the slab: the node above it, floor at 1.5; a full block beside is a 0.5 step.
  const PathOptions defaults;
  Movements m(w.store, testing::registry(), defaults, {});
  EXPECT_DOUBLE_EQ(m.floorHeight({1, 2, 4}), 1.5);
  EXPECT_EQ(m.startNode({1.5, 1.5, 4.5}), (BlockPos{1, 2, 4}));
  EXPECT_EQ(m.startNode({0.5, 1.0, 4.5}), (BlockPos{0, 1, 4}));
}

TEST(Movements, SwimsThroughWaterAndClimbsOut) {
  GridWorld w;
  w.flat();
  w.fill(0, 1, -5, 6, 3, 5, "stone");
  w.fill(1, 1, -2, 5, 3, 2, "water");  // a pool three deep, its surface at y = 3
  PathOptions o;
  o.canDig = false;
  auto r = plan(w, {0, 4, 0}, GoalBlock(6, 4, 0), o);  // across it: walk on the rim or swim
  ASSERT_EQ(r.status, PathStatus::Success);
  auto out = plan(w, {3, 1, 0}, GoalBlock(0, 4, 0), o);  // from the bottom of the pool to the rim
  ASSERT_EQ(out.status, PathStatus::Success);
  EXPECT_TRUE(std::any_of(out.path.begin(), out.path.end(), [](const PathStep& s) { return s.kind == MoveKind::Swim; }));
}

}  // namespace
}  // namespace craftmate::pathfinding
