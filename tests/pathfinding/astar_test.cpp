// A* over worlds filled in memory: optimal costs, budgets, partial paths, failures.

#include <gtest/gtest.h>

#include <numbers>
#include <random>

#include "tests/pathfinding/planner.h"

namespace craftmate::pathfinding {
namespace {

using testing::GridWorld;
using testing::plan;

TEST(AStar, StraightLineOnFlatGroundCostsOnePerBlock) {
  GridWorld w;
  w.flat();
  auto r = plan(w, {0, 1, 0}, GoalBlock(12, 1, 0));
  ASSERT_EQ(r.status, PathStatus::Success);
  EXPECT_DOUBLE_EQ(r.cost, 12);
  ASSERT_EQ(r.path.size(), 12u);
  EXPECT_EQ(r.path.back().position, (BlockPos{12, 1, 0}));
  for (const auto& s : r.path) EXPECT_EQ(s.kind, MoveKind::Forward);
  // Straight at the goal: the heuristic is exact, so only the nodes on the line are expanded.
  EXPECT_LE(r.visitedNodes, 13);
}

TEST(AStar, DiagonalTripCostsTheOctileDistance) {
  GridWorld w;
  w.flat();
  auto r = plan(w, {0, 1, 0}, GoalBlock(7, 1, -3));
  ASSERT_EQ(r.status, PathStatus::Success);
  EXPECT_NEAR(r.cost, 4 + 3 * std::numbers::sqrt2, 1e-9);
}

TEST(AStar, GoesRoundAWallWhenDiggingIsOff) {
  GridWorld w;
  w.flat();
  w.fill(5, 1, -3, 5, 3, 3, "stone");  // a wall 7 wide and 3 high across the way
  PathOptions o;
  o.canDig = false;
  o.allowParkour = false;
  auto r = plan(w, {0, 1, 0}, GoalBlock(10, 1, 0), o);
  ASSERT_EQ(r.status, PathStatus::Success);
  for (const auto& s : r.path) EXPECT_NE(s.position.x == 5 && std::abs(s.position.z) <= 3, true);
  EXPECT_GT(r.cost, 10);
}

TEST(AStar, NoPathOutOfAClosedBoxWithoutDigging) {
  GridWorld w;
  w.flat();
  w.fill(-2, 1, -2, 2, 4, 2, "stone");
  w.fill(-1, 1, -1, 1, 3, 1, "air");
  PathOptions o;
  o.canDig = false;
  auto r = plan(w, {0, 1, 0}, GoalBlock(10, 1, 0), o);
  EXPECT_EQ(r.status, PathStatus::NoPath);
  // The partial answer leads to the node closest to the goal.
  ASSERT_FALSE(r.path.empty());
  EXPECT_EQ(r.path.back().position.x, 1);
}

TEST(AStar, AnExpiredTickBudgetGivesAPartialPathAndTheSearchResumes) {
  GridWorld w;
  w.flat();
  w.fill(8, 1, -40, 8, 3, 40, "stone");
  PathOptions o;
  o.canDig = false;
  Movements m(w.store, testing::registry(), o, {});
  GoalBlock goal(20, 1, 0);
  AStar search(m, goal, {0, 1, 0}, 0);
  const auto now = AStar::Clock::now();
  auto partial = search.compute(now, now + std::chrono::seconds(10));
  EXPECT_EQ(partial.status, PathStatus::Partial);
  EXPECT_FALSE(search.done());
  PathResult r;
  int slices = 1;
  do {
    r = search.compute(AStar::Clock::now() + std::chrono::microseconds(200), AStar::Clock::now() + std::chrono::seconds(10));
    ++slices;
  } while (r.status == PathStatus::Partial);
  EXPECT_EQ(r.status, PathStatus::Success);
  EXPECT_GT(slices, 1);
  auto whole = plan(w, {0, 1, 0}, goal, o);
  EXPECT_DOUBLE_EQ(r.cost, whole.cost);  // slicing changes nothing about the answer
}

TEST(AStar, TotalBudgetEndsWithTimeout) {
  GridWorld w;
  w.flat();
  w.fill(8, 1, -60, 8, 3, 60, "bedrock");
  const PathOptions defaults;
  Movements m(w.store, testing::registry(), defaults, {});
  GoalBlock goal(20, 1, 0);
  AStar search(m, goal, {0, 1, 0}, 0);
  const auto past = AStar::Clock::now() - std::chrono::seconds(1);
  auto r = search.compute(past + std::chrono::hours(1), past);
  EXPECT_EQ(r.status, PathStatus::Timeout);
  EXPECT_TRUE(search.done());
}

TEST(AStar, UnloadedColumnsAreDeadEndsAndAreReported) {
  GridWorld w;
  w.flat();
  const PathOptions defaults;
  Movements m(w.store, testing::registry(), defaults, {});
  GoalBlock goal(100, 1, 0);  // beyond the loaded 8x8 columns (x < 64)
  AStar search(m, goal, {60, 1, 0}, 0);
  auto r = search.compute(std::chrono::seconds(10));
  EXPECT_NE(r.status, PathStatus::Success);
  EXPECT_TRUE(m.touchedUnloaded());
  ASSERT_FALSE(r.path.empty());
  EXPECT_EQ(r.path.back().position.x, 63);
}

TEST(AStar, SearchRadiusPrunesLongDetours) {
  GridWorld w;
  w.flat();
  w.fill(5, 1, -30, 5, 3, 30, "bedrock");
  PathOptions o;
  o.searchRadius = 10;
  o.allowParkour = false;
  auto r = plan(w, {0, 1, 0}, GoalBlock(10, 1, 0), o);
  EXPECT_EQ(r.status, PathStatus::NoPath);
  o.searchRadius = -1;
  EXPECT_EQ(plan(w, {0, 1, 0}, GoalBlock(10, 1, 0), o).status, PathStatus::Success);
}

// A goal whose heuristic is 0 turns A* into Dijkstra: the exact cheapest cost to compare with.
class Exhaustive : public Goal {
 public:
  explicit Exhaustive(const Goal& g) : inner_(g.clone()) {}
  Exhaustive(const Exhaustive& o) : inner_(o.inner_->clone()) {}
  double heuristic(const BlockPos&) const override { return 0; }
  bool isEnd(const BlockPos& n) const override { return inner_->isEnd(n); }
  std::unique_ptr<Goal> clone() const override { return std::make_unique<Exhaustive>(*this); }

 private:
  std::unique_ptr<Goal> inner_;
};

TEST(AStar, ReturnsTheCheapestPathOnRoughTerrain) {
  // Random hills, pits and walls; A* with the goals' heuristics must cost exactly what an exhaustive
  // search finds (mineflayer's heap and heuristics cannot promise this).
  std::mt19937 rng(7);
  int compared = 0;
  for (int trial = 0; trial < 6; ++trial) {
    GridWorld w;
    std::uniform_int_distribution<int> height(0, 3), coin(0, 9);
    for (int x = -20; x <= 20; ++x)
      for (int z = -20; z <= 20; ++z) {
        const int h = height(rng);
        w.fill(x, 0, z, x, h, z, coin(rng) == 0 ? "dirt" : "stone");
        if (coin(rng) == 0) w.fill(x, 1, z, x, 6, z, "stone");  // pillars
      }
    w.fill(0, 0, 0, 0, 3, 0, "stone");
    w.fill(0, 4, 0, 0, 6, 0, "air");
    PathOptions o;
    o.canPlaceBlocks = trial % 2 == 0;
    auto inventory = testing::withItems({{"dirt", 16}, {"stone_pickaxe", 1}});
    std::uniform_int_distribution<int> coord(-15, 15);
    const BlockPos target{coord(rng), 4, coord(rng)};
    std::vector<std::unique_ptr<Goal>> goals;
    goals.push_back(std::make_unique<GoalNear>(target.x, target.y, target.z, 2));
    goals.push_back(std::make_unique<GoalXZ>(target.x, target.z));
    goals.push_back(std::make_unique<GoalY>(7));
    for (const auto& goal : goals) {
      auto fast = plan(w, {0, 4, 0}, *goal, o, inventory);
      auto exact = plan(w, {0, 4, 0}, Exhaustive(*goal), o, inventory);
      ASSERT_EQ(fast.status, exact.status) << "trial " << trial;
      if (fast.status != PathStatus::Success) continue;  // unreachable: both searched everything
      ++compared;
      EXPECT_NEAR(fast.cost, exact.cost, 1e-9) << "trial " << trial << " target " << target.x << "," << target.z;
      EXPECT_LE(fast.visitedNodes, exact.visitedNodes);
    }
  }
  EXPECT_GE(compared, 12);
}

}  // namespace
}  // namespace craftmate::pathfinding
