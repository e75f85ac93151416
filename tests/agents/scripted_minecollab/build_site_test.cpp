// Where a scripted builder stands to place a blueprint block (agents/scripted_minecollab/build_site),
// and reading !getBlueprintLevel's text back into the grid it came from.

#include "agents/scripted_minecollab/build_site.h"

#include <gtest/gtest.h>

#include "agents/scripted_minecollab/command_outputs.h"

namespace craftmate::agents::minecollab {
namespace {

// A 5x5 room at y = -60..-58 (stone walls, empty inside) under a full oak_planks ceiling at -57.
BuildSite room() {
  BuildSite site;
  site.setGroundTop(-61);
  for (int y = -60; y <= -57; ++y)
    for (int x = 0; x < 5; ++x)
      for (int z = 0; z < 5; ++z) {
        const bool wall = x == 0 || x == 4 || z == 0 || z == 4;
        site.expect({x, y, z}, y == -57 ? "oak_planks" : wall ? "stone" : "air");
      }
  return site;
}

TEST(BuildSite, FullBlocksAreTheOnesToStandOn) {
  for (const char* name : {"stone", "oak_planks", "stone_bricks", "quartz_pillar", "yellow_terracotta", "glowstone"})
    EXPECT_TRUE(BuildSite::fullBlock(name)) << name;
  for (const char* name : {"air", "torch", "wall_torch", "oak_door", "glass_pane", "oak_fence", "oak_stairs",
                           "stone_slab", "white_carpet", "ladder", "water"})
    EXPECT_FALSE(BuildSite::fullBlock(name)) << name;
}

TEST(BuildSite, CellsOnTheGroundOrOnAWallAreStoodInAtTheirCentre) {
  const BuildSite site = room();
  auto floor = site.standFor({2, -60, 2});
  ASSERT_TRUE(floor);
  EXPECT_TRUE(floor->centred);
  auto rim = site.standFor({0, -57, 2});  // the ceiling's rim rests on the wall
  ASSERT_TRUE(rim);
  EXPECT_TRUE(rim->centred);
}

TEST(BuildSite, ACeilingCellNextToTheWallIsStoodInAtTheWallsEdge) {
  const BuildSite site = room();
  auto p = site.standFor({1, -57, 2});  // over the room's air, the wall is at x = 0
  ASSERT_TRUE(p);
  EXPECT_FALSE(p->centred);
  EXPECT_DOUBLE_EQ(p->x, 1.05);  // 0.05 into the cell: the 0.6-wide bot overlaps the wall's column
  EXPECT_DOUBLE_EQ(p->y, -57);
  EXPECT_DOUBLE_EQ(p->z, 2.5);
  auto other = site.standFor({3, -57, 3});  // the walls x = 4 and z = 4: a side (+x) comes first
  ASSERT_TRUE(other);
  EXPECT_DOUBLE_EQ(other->x, 3.95);
  EXPECT_DOUBLE_EQ(other->z, 3.5);
  EXPECT_FALSE(site.scaffoldFor({1, -57, 2})->size());  // no scaffolding needed
}

TEST(BuildSite, ADiagonalNeighbourHoldsTheBotAtTheCorner) {
  BuildSite site;
  site.setGroundTop(-61);
  site.expect({1, -59, 1}, "stone");
  site.expect({1, -60, 1}, "stone");
  auto p = site.standFor({0, -58, 0});
  ASSERT_TRUE(p);
  EXPECT_DOUBLE_EQ(p->x, 0.95);
  EXPECT_DOUBLE_EQ(p->z, 0.95);
}

TEST(BuildSite, TheCeilingsMiddleNeedsOneScaffoldBesideTheWall) {
  BuildSite site;
  site.setGroundTop(-61);
  // A 7x7 room: the ceiling's middle (3, 3) is two columns from every wall.
  for (int y = -60; y <= -57; ++y)
    for (int x = 0; x < 7; ++x)
      for (int z = 0; z < 7; ++z)
        site.expect({x, y, z}, y == -57 ? "oak_planks" : (x == 0 || x == 6 || z == 0 || z == 6) ? "stone" : "air");
  const Cell middle{3, -57, 3};
  EXPECT_FALSE(site.standFor(middle));
  auto chain = site.scaffoldFor(middle);
  ASSERT_TRUE(chain);
  ASSERT_EQ(chain->size(), 2u) << "one level down it is still two columns from the wall";
  // Lowest first, each resting on what is below it, stepping towards the middle.
  for (const Cell& c : *chain) {
    EXPECT_EQ(site.expected(c), "air");
    ASSERT_TRUE(site.standFor(c)) << c.x << " " << c.y << " " << c.z;
    site.addScaffold(c);
  }
  EXPECT_EQ((*chain)[1].y, -58);
  EXPECT_LE(std::abs((*chain)[1].x - 3), 1);
  EXPECT_LE(std::abs((*chain)[1].z - 3), 1);
  EXPECT_TRUE(site.standFor(middle));
}

TEST(BuildSite, ABlockHighAboveTheGroundGetsAColumnUnderIt) {
  BuildSite site;
  site.setGroundTop(-61);
  site.expect({0, -57, 0}, "gold_block");
  auto chain = site.scaffoldFor({0, -57, 0});
  ASSERT_TRUE(chain);
  ASSERT_EQ(chain->size(), 3u);
  EXPECT_EQ((*chain)[0], (Cell{0, -60, 0}));
  EXPECT_EQ((*chain)[2], (Cell{0, -58, 0}));
  EXPECT_FALSE(site.scaffoldFor({0, -50, 0}, 4)) << "deeper than allowed";
}

TEST(BuildSite, ScaffoldingGoesOnlyWhereTheBlueprintWantsAir) {
  BuildSite site;
  site.setGroundTop(-61);
  site.expect({0, -58, 0}, "gold_block");
  // Under it a torch (not solid, not free) and air beside: the column steps in from the side.
  site.expect({0, -59, 0}, "torch");
  site.expect({0, -60, 0}, "torch");
  auto chain = site.scaffoldFor({0, -58, 0});
  ASSERT_TRUE(chain);
  for (const Cell& c : *chain) EXPECT_FALSE(c.x == 0 && c.z == 0) << "not in the torches' cells";
}

TEST(BlueprintLevelText, ReadsTheGridOfGetBlueprintLevel) {
  const std::string text =
      "\nLevel 1 starting at coordinates X: -18, Y: -59, Z: 29\n[\n[air, stone_bricks, oak_door],\n"
      "[glass_pane, air, oak_stairs[facing=north,half=top]],\n]\n\n";
  auto level = parseBlueprintLevel(text);
  ASSERT_TRUE(level);
  EXPECT_EQ(level->level, 1);
  EXPECT_EQ(level->x, -18);
  EXPECT_EQ(level->y, -59);
  EXPECT_EQ(level->z, 29);
  ASSERT_EQ(level->rows.size(), 2u);
  EXPECT_EQ(level->rows[0], (std::vector<std::string>{"air", "stone_bricks", "oak_door"}));
  EXPECT_EQ(level->rows[1], (std::vector<std::string>{"glass_pane", "air", "oak_stairs[facing=north,half=top]"}));
  EXPECT_FALSE(parseBlueprintLevel("No blueprint for this task."));
}

}  // namespace
}  // namespace craftmate::agents::minecollab
