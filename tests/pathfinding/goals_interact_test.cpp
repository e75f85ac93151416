// GoalLookAtBlock, GoalBreakBlock, GoalPlaceBlock: reach, visible faces, line of sight and facing
// as mineflayer-pathfinder tests them, over a world filled in memory.

#include <gtest/gtest.h>

#include "pathfinding/goals_interact.h"
#include "tests/pathfinding/planner.h"

namespace craftmate::pathfinding {
namespace {

using testing::GridWorld;
using testing::registry;

TEST(GoalsInteract, LookAtBlockNeedsReachAndAClearRayToAFace) {
  GridWorld w;
  w.flat();
  w.set(5, 1, 0, "stone");
  GoalLookAtBlock g({5, 1, 0}, w.store, registry());
  EXPECT_TRUE(g.isEnd({2, 1, 0}));   // 3.4 from the block lifted by the eye height
  EXPECT_FALSE(g.isEnd({0, 1, 0}));  // 5.25: beyond the 4.5 reach
  w.fill(3, 1, 0, 3, 2, 0, "stone");  // a wall between the eye and both faces it could see
  EXPECT_FALSE(g.isEnd({2, 1, 0}));
  EXPECT_TRUE(g.isEnd({4, 1, 0}));
  GoalLookAtBlock shortReach({5, 1, 0}, w.store, registry(), {.reach = 1.5});
  EXPECT_FALSE(shortReach.isEnd({4, 1, 0}));  // 1.89 away
}

TEST(GoalsInteract, BreakBlockEndsWhereTheBlockCanBeSeen) {
  GridWorld w;
  w.flat();
  w.set(0, 3, 0, "dirt");
  GoalBreakBlock g({0, 3, 0}, w.store, registry());
  EXPECT_TRUE(g.isEnd({2, 1, 0}));
  w.fill(1, 1, -1, 1, 4, 1, "stone");
  EXPECT_FALSE(g.isEnd({2, 1, 0}));
  EXPECT_TRUE(g.isEnd({-2, 1, 0}));
}

TEST(GoalsInteract, PlaceBlockClicksAFaceOfANeighbourInRangeAndSight) {
  GridWorld w;
  w.flat();
  GoalPlaceBlock g({5, 1, 0}, w.store, registry());  // only the floor below can be clicked
  EXPECT_TRUE(g.isEnd({3, 1, 0}));
  EXPECT_TRUE(g.isEnd({9, 1, 0}));    // eye 4.3 from the top face of the floor
  EXPECT_FALSE(g.isEnd({11, 1, 0}));  // 6.2: beyond the range of 5
  EXPECT_FALSE(g.isEnd({5, 1, 0}));   // never inside the cell to fill
  EXPECT_TRUE(g.isEnd({5, 2, 0}));    // on top of it, looking down at the floor
  w.set(4, 2, 0, "stone");            // blocks the ray from (3,1,0) to that face
  EXPECT_FALSE(g.isEnd({3, 1, 0}));
  EXPECT_TRUE(GoalPlaceBlock({5, 1, 0}, w.store, registry(), {.LOS = false}).isEnd({3, 1, 0}));
}

TEST(GoalsInteract, PlaceBlockFacingIsTheOppositeOfTheLookDirection) {
  GridWorld w;
  w.flat();
  // From (3,1,0) the bot looks east (+x) at the face: a block placed so faces west.
  using F = PlaceBlockOptions::Facing;
  EXPECT_TRUE(GoalPlaceBlock({5, 1, 0}, w.store, registry(), {.facing = F::West}).isEnd({3, 1, 0}));
  EXPECT_FALSE(GoalPlaceBlock({5, 1, 0}, w.store, registry(), {.facing = F::East}).isEnd({3, 1, 0}));
  // facing3D: looking steeply down from on top counts as Down.
  EXPECT_TRUE(GoalPlaceBlock({5, 1, 0}, w.store, registry(), {.facing = F::Down, .facing3D = true}).isEnd({5, 2, 0}));
  EXPECT_FALSE(GoalPlaceBlock({5, 1, 0}, w.store, registry(), {.facing = F::West, .facing3D = true}).isEnd({5, 2, 0}));
}

TEST(GoalsInteract, PlaceBlockHalfChoosesTheHalfOfASideFace) {
  GridWorld w;
  w.flat();
  w.set(6, 1, 0, "stone");  // a side neighbour: its west face, both halves
  PlaceBlockOptions top{.faces = {{1, 0, 0}}, .half = PlaceBlockOptions::Half::Top};
  GoalPlaceBlock g({5, 1, 0}, w.store, registry(), top);
  const auto click = g.faceAndReference({3.5, 2.6, 0.5});
  ASSERT_TRUE(click.has_value());
  EXPECT_EQ(click->reference, (BlockPos{6, 1, 0}));
  EXPECT_NEAR(click->to.y, 1.999, 1e-9);
  EXPECT_NEAR(click->to.x, 6.0, 1e-9);
}

TEST(GoalsInteract, HeuristicsAreZeroAtEveryEndAndPlansReachAnEnd) {
  GridWorld w;
  w.flat();
  w.set(20, 1, 3, "stone");
  GoalLookAtBlock look({20, 1, 3}, w.store, registry());
  GoalPlaceBlock place({20, 2, 3}, w.store, registry());
  for (int x = 10; x <= 30; ++x)
    for (int y = -2; y <= 8; ++y)
      for (int z = -7; z <= 13; ++z) {
        if (look.isEnd({x, y, z})) EXPECT_EQ(look.heuristic({x, y, z}), 0) << x << "," << y << "," << z;
        if (place.isEnd({x, y, z})) EXPECT_EQ(place.heuristic({x, y, z}), 0) << x << "," << y << "," << z;
      }
  for (const Goal* goal : {static_cast<const Goal*>(&look), static_cast<const Goal*>(&place)}) {
    const PathResult r = testing::plan(w, {0, 1, 0}, *goal);
    ASSERT_EQ(r.status, PathStatus::Success);
    EXPECT_TRUE(goal->isEnd(r.path.back().position));
  }
}

}  // namespace
}  // namespace craftmate::pathfinding
