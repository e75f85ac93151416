// mineflayer-pathfinder's Movements options beyond the moves themselves: entity costs and
// avoidance, exclusion areas for stepping, breaking and placing, and the settable block classes.

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/pathfinding/planner.h"
#include "world/bot.h"
#include "world/entity.h"

namespace craftmate::pathfinding {
namespace {

using testing::GridWorld;
using testing::withItems;

struct Neighbours {
  std::vector<Move> moves;
  const Move* at(BlockPos p) const {
    auto it = std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return m.position == p; });
    return it == moves.end() ? nullptr : &*it;
  }
};

Neighbours neighboursOf(const GridWorld& w, BlockPos node, const PathOptions& o = {}, PlannerInventory inv = {},
                        const EntityIndex* entities = nullptr) {
  Movements m(w.store, testing::registry(), o, inv);
  m.setEntities(entities);
  Move start;
  start.position = node;
  start.remainingBlocks = inv.scaffoldingCount;
  Neighbours n;
  m.neighbours(start, n.moves);
  return n;
}

world::Entity entity(const std::string& name, Vec3 at, double width = 0.9, double height = 1.4) {
  world::Entity e;
  e.name = name;
  e.position = at;
  e.width = width;
  e.height = height;
  return e;
}

TEST(MovementOptions, EntitiesAddEntityCostPerOverlappedCell) {
  GridWorld w;
  w.flat();
  PathOptions o;
  EntityIndex cows;
  cows.add(entity("cow", {1.5, 1, 0.5}), o);  // overlaps (1,1,0) and (1,2,0)
  EXPECT_EQ(cows.at({1, 1, 0}), 1);
  EXPECT_EQ(cows.at({1, 2, 0}), 1);
  EXPECT_DOUBLE_EQ(neighboursOf(w, {0, 1, 0}, o, {}, &cows).at({1, 1, 0})->cost, 3);
  o.entityCost = 4;
  EXPECT_DOUBLE_EQ(neighboursOf(w, {0, 1, 0}, o, {}, &cows).at({1, 1, 0})->cost, 9);
  o.allowEntityDetection = false;
  EXPECT_DOUBLE_EQ(neighboursOf(w, {0, 1, 0}, o, {}, &cows).at({1, 1, 0})->cost, 1);
}

TEST(MovementOptions, AvoidedEntitiesForbidTheirCellsPassableOnesCostNothing) {
  GridWorld w;
  w.flat();
  PathOptions o;
  o.entitiesToAvoid = {"creeper"};
  EntityIndex index;
  index.add(entity("creeper", {1.5, 1, 0.5}, 0.6, 1.7), o);
  index.add(entity("item", {0.5, 1, 1.5}, 0.25, 0.25), o);  // passable by default
  const auto n = neighboursOf(w, {0, 1, 0}, o, {}, &index);
  EXPECT_EQ(n.at({1, 1, 0}), nullptr);
  EXPECT_DOUBLE_EQ(n.at({0, 1, 1})->cost, 1);
  const PathResult r = testing::plan(w, {0, 1, 0}, GoalBlock(3, 1, 0), o);
  ASSERT_EQ(r.status, PathStatus::Success);  // findPath's own index is empty here: compare with one
  Movements m(w.store, testing::registry(), o, {});
  m.setEntities(&index);
  const GoalBlock goal(3, 1, 0);
  AStar search(m, goal, {0, 1, 0}, 0, -1);
  const PathResult around = search.compute(std::chrono::seconds(10));
  ASSERT_EQ(around.status, PathStatus::Success);
  for (const PathStep& s : around.path) EXPECT_FALSE(s.position == (BlockPos{1, 1, 0}));
  EXPECT_GT(around.cost, r.cost);
}

TEST(MovementOptions, NoBlockIsPlacedIntoOrDugFromUnderAnEntity) {
  GridWorld w;
  w.flat();
  w.set(1, 0, 0, "air");  // a hole to bridge
  PathOptions o;
  EntityIndex inHole;
  inHole.add(entity("chicken", {1.5, 0.2, 0.5}, 0.4, 0.7), o);
  const auto inv = withItems({{"dirt", 8}});
  ASSERT_NE(neighboursOf(w, {0, 1, 0}, o, inv).at({1, 1, 0}), nullptr);
  EXPECT_EQ(neighboursOf(w, {0, 1, 0}, o, inv, &inHole).at({1, 1, 0}), nullptr);
  GridWorld wall;
  wall.flat();
  wall.fill(1, 1, 0, 1, 2, 0, "dirt");
  EntityIndex onTop;
  onTop.add(entity("cow", {1.5, 3, 0.5}), o);
  ASSERT_NE(neighboursOf(wall, {0, 1, 0}, o).at({1, 1, 0}), nullptr);
  EXPECT_EQ(neighboursOf(wall, {0, 1, 0}, o, {}, &onTop).at({1, 1, 0}), nullptr);
}

TEST(MovementOptions, ExclusionAreasPriceOrForbidStepsBreaksAndPlacements) {
  GridWorld w;
  w.flat();
  PathOptions o;
  o.exclusionAreasStep = {[](const world::Block& b) { return b.position.x == 1 ? 100.0 : 0.0; }};
  auto n = neighboursOf(w, {0, 1, 0}, o);
  EXPECT_EQ(n.at({1, 1, 0}), nullptr);
  EXPECT_EQ(n.at({1, 1, 1}), nullptr);  // diagonals too
  EXPECT_NE(n.at({-1, 1, 0}), nullptr);
  o.exclusionAreasStep = {[](const world::Block& b) { return b.position.x == 1 ? 2.5 : 0.0; }};
  EXPECT_DOUBLE_EQ(neighboursOf(w, {0, 1, 0}, o).at({1, 1, 0})->cost, 6);  // feet and head cells

  GridWorld wall;
  wall.flat();
  wall.fill(1, 1, 0, 1, 2, 0, "dirt");
  PathOptions dig;
  const double plain = neighboursOf(wall, {0, 1, 0}, dig).at({1, 1, 0})->cost;
  dig.exclusionAreasBreak = {[](const world::Block& b) { return b.name() == "dirt" ? 3.0 : 0.0; }};
  EXPECT_DOUBLE_EQ(neighboursOf(wall, {0, 1, 0}, dig).at({1, 1, 0})->cost, plain + 6);
  dig.exclusionAreasBreak = {[](const world::Block& b) { return b.name() == "dirt" ? 100.0 : 0.0; }};
  EXPECT_EQ(neighboursOf(wall, {0, 1, 0}, dig).at({1, 1, 0}), nullptr);

  GridWorld hole;
  hole.flat();
  hole.set(1, 0, 0, "air");
  PathOptions place;
  const auto inv = withItems({{"dirt", 8}});
  const double bridge = neighboursOf(hole, {0, 1, 0}, place, inv).at({1, 1, 0})->cost;
  place.exclusionAreasPlace = {[](const world::Block& b) { return b.position.y == 0 ? 7.0 : 0.0; }};
  EXPECT_DOUBLE_EQ(neighboursOf(hole, {0, 1, 0}, place, inv).at({1, 1, 0})->cost, bridge + 7);
}

TEST(MovementOptions, BlockClassListsReplaceTheComputedClasses) {
  GridWorld w;
  w.flat();
  w.set(1, 1, 0, "stone");
  PathOptions o;
  ASSERT_NE(neighboursOf(w, {0, 1, 0}, o).at({1, 2, 0}), nullptr);
  o.fences = std::vector<std::string>{"stone"};  // never stood on
  EXPECT_EQ(neighboursOf(w, {0, 1, 0}, o).at({1, 2, 0}), nullptr);
  PathOptions empty;
  empty.emptyBlocks = std::vector<std::string>{"stone"};  // walked through; the floor is gone too
  EXPECT_EQ(neighboursOf(w, {0, 1, 0}, empty).at({1, 2, 0}), nullptr);

  GridWorld ladder;
  ladder.flat();
  ladder.set(0, 1, 0, testing::stateOf("ladder", {{"facing", "north"}}));
  ladder.set(0, 2, 0, testing::stateOf("ladder", {{"facing", "north"}}));
  ladder.fill(0, 1, 1, 0, 3, 1, "stone");
  PathOptions climb;
  ASSERT_NE(neighboursOf(ladder, {0, 1, 0}, climb).at({0, 2, 0}), nullptr);
  climb.climbables = std::vector<std::string>{};
  EXPECT_EQ(neighboursOf(ladder, {0, 1, 0}, climb).at({0, 2, 0}), nullptr);

  GridWorld rug;
  rug.flat();
  rug.set(1, 1, 0, "white_carpet");
  PathOptions carpets;
  EXPECT_DOUBLE_EQ(neighboursOf(rug, {0, 1, 0}, carpets).at({1, 1, 0})->cost, 1);
  carpets.carpets = std::vector<std::string>{};  // a carpet is then a block to dig
  EXPECT_GT(neighboursOf(rug, {0, 1, 0}, carpets).at({1, 1, 0})->cost, 1);

  GridWorld sand;
  sand.flat();
  sand.fill(1, 1, 0, 1, 2, 0, "dirt");
  sand.set(1, 3, 0, "stone");
  PathOptions gravity;
  ASSERT_NE(neighboursOf(sand, {0, 1, 0}, gravity).at({1, 1, 0}), nullptr);
  gravity.gravityBlocks = std::vector<std::string>{"stone"};
  EXPECT_EQ(neighboursOf(sand, {0, 1, 0}, gravity).at({1, 1, 0}), nullptr);

  GridWorld pool;
  pool.flat();
  pool.set(1, 1, 0, "water");
  PathOptions liquids;
  EXPECT_EQ(neighboursOf(pool, {0, 1, 0}, liquids).at({1, 1, 0})->kind, MoveKind::Swim);
  liquids.liquids = std::vector<std::string>{"lava"};
  EXPECT_EQ(neighboursOf(pool, {0, 1, 0}, liquids).at({1, 1, 0})->kind, MoveKind::Forward);
}

TEST(MovementOptions, DefaultListsAreMineflayerPathfinders) {
  const PathOptions o;
  EXPECT_EQ(o.passableEntities.size(), 28u);
  EXPECT_EQ(o.interactableBlocks.size(), 134u);
  EXPECT_NE(std::find(o.interactableBlocks.begin(), o.interactableBlocks.end(), "crafting_table"), o.interactableBlocks.end());
  EXPECT_FALSE(o.allowFreeMotion);
  EXPECT_TRUE(o.allowEntityDetection);
  EXPECT_DOUBLE_EQ(o.entityCost, 1);
}

}  // namespace
}  // namespace craftmate::pathfinding
