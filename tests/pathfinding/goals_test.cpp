// Goals: which nodes end a path and the heuristic's value (spec minecraft_client.md §4.4).

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "pathfinding/goals.h"

namespace craftmate::pathfinding {
namespace {

TEST(Goals, OctileDistanceCountsDiagonalsAsSqrt2) {
  EXPECT_DOUBLE_EQ(octileDistance(3, 0), 3);
  EXPECT_DOUBLE_EQ(octileDistance(0, -4), 4);
  EXPECT_DOUBLE_EQ(octileDistance(3, 3), 3 * std::numbers::sqrt2);
  EXPECT_DOUBLE_EQ(octileDistance(-5, 2), 3 + 2 * std::numbers::sqrt2);
}

TEST(Goals, BlockEndsOnlyAtItsCellAndCountsOnlyClimbing) {
  GoalBlock g(10, 5, -3);
  EXPECT_TRUE(g.isEnd({10, 5, -3}));
  EXPECT_FALSE(g.isEnd({10, 6, -3}));
  EXPECT_FALSE(g.isEnd({11, 5, -3}));
  // Going up costs at least 1 per block; going down can be one cheap drop, so it counts 0.
  EXPECT_DOUBLE_EQ(g.heuristic({10, 2, -3}), 3);
  EXPECT_DOUBLE_EQ(g.heuristic({10, 9, -3}), 0);
  EXPECT_DOUBLE_EQ(g.heuristic({7, 5, -3}), 3);
}

TEST(Goals, NearUsesTheSquaredRange) {
  GoalNear g(0, 0, 0, 2);
  EXPECT_TRUE(g.isEnd({2, 0, 0}));
  EXPECT_TRUE(g.isEnd({1, 1, 1}));
  EXPECT_FALSE(g.isEnd({2, 1, 0}));
  GoalNear fromPoint(Vec3{3.7, 64.2, -0.5}, 0);
  EXPECT_TRUE(fromPoint.isEnd({3, 64, -1}));
}

TEST(Goals, XZAndNearXZIgnoreHeight) {
  GoalXZ xz(4, -4);
  EXPECT_TRUE(xz.isEnd({4, 100, -4}));
  EXPECT_FALSE(xz.isEnd({4, 100, -3}));
  EXPECT_DOUBLE_EQ(xz.heuristic({0, 0, 0}), 4 * std::numbers::sqrt2);
  GoalNearXZ near(0, 0, 3);
  EXPECT_TRUE(near.isEnd({3, -20, 0}));
  EXPECT_FALSE(near.isEnd({3, 0, 1}));
}

TEST(Goals, YMatchesHeightOnly) {
  GoalY g(70);
  EXPECT_TRUE(g.isEnd({-100, 70, 5}));
  EXPECT_FALSE(g.isEnd({0, 71, 0}));
  EXPECT_DOUBLE_EQ(g.heuristic({0, 60, 0}), 10);
}

TEST(Goals, GetToBlockEndsBesideOrOnTopOfTheBlock) {
  GoalGetToBlock g(0, 64, 0);
  EXPECT_TRUE(g.isEnd({1, 64, 0}));   // beside, block at the feet
  EXPECT_TRUE(g.isEnd({0, 63, -1}));  // beside, block at head height
  EXPECT_TRUE(g.isEnd({0, 65, 0}));   // on top
  EXPECT_FALSE(g.isEnd({0, 64, 0}));  // inside it
  EXPECT_FALSE(g.isEnd({1, 64, 1}));  // diagonal: no face shared
  EXPECT_FALSE(g.isEnd({2, 64, 0}));
  // Admissible: 0 at every end cell.
  for (BlockPos p : {BlockPos{1, 64, 0}, BlockPos{0, 63, -1}, BlockPos{0, 65, 0}}) EXPECT_DOUBLE_EQ(g.heuristic(p), 0);
}

TEST(Goals, FollowTracksAMovingTargetAndSaysWhenToReplan) {
  std::optional<Vec3> target = Vec3{10.5, 64, 10.5};
  GoalFollow g([&] { return target; }, 2);
  EXPECT_TRUE(g.isEnd({9, 64, 10}));
  EXPECT_FALSE(g.isEnd({7, 64, 10}));
  EXPECT_FALSE(g.hasChanged());
  target = Vec3{11.5, 64, 10.5};  // moved less than the range: the plan still holds
  EXPECT_FALSE(g.hasChanged());
  target = Vec3{14.5, 64, 10.5};
  EXPECT_TRUE(g.hasChanged());
  g.refresh();
  EXPECT_FALSE(g.hasChanged());
  EXPECT_TRUE(g.isEnd({13, 64, 10}));
  EXPECT_TRUE(g.isValid());
  target.reset();
  EXPECT_FALSE(g.isValid());
}

TEST(Goals, InvertFleesAndCompositesCombine) {
  GoalNear near(0, 0, 0, 5);
  GoalInvert away(near);
  EXPECT_FALSE(away.isEnd({1, 0, 0}));
  EXPECT_TRUE(away.isEnd({6, 0, 0}));
  EXPECT_LT(away.heuristic({20, 0, 0}), away.heuristic({1, 0, 0}));  // farther is better

  GoalBlock a(0, 0, 0), b(10, 0, 0);
  auto any = GoalCompositeAny({&a, &b});
  EXPECT_TRUE(any.isEnd({10, 0, 0}));
  EXPECT_DOUBLE_EQ(any.heuristic({8, 0, 0}), 2);
  GoalY y0(0);
  GoalXZ x10(10, 0);
  auto all = GoalCompositeAll({&y0, &x10});
  EXPECT_TRUE(all.isEnd({10, 0, 0}));
  EXPECT_FALSE(all.isEnd({10, 1, 0}));
  EXPECT_DOUBLE_EQ(all.heuristic({7, -2, 0}), 3);  // max(2 up, 3 across)
  auto copy = all.clone();
  EXPECT_TRUE(copy->isEnd({10, 0, 0}));
}

}  // namespace
}  // namespace craftmate::pathfinding
