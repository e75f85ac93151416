// The registry against minecraft-data 1.21.1 facts quoted in the spec (§1.6, §2.2).

#include <gtest/gtest.h>

#include "protocol/minecraft_data.h"
#include "world/registry.h"

using namespace craftmate::world;

namespace {
const Registry& reg() { return *Registry::shared("1.21.1"); }
}  // namespace

TEST(Registry, BlocksByNameAndStateAgree) {
  const BlockType* stone = reg().blockByName("stone");
  ASSERT_NE(stone, nullptr);
  EXPECT_EQ(stone->minStateId, 1);
  EXPECT_EQ(reg().blockByName("minecraft:stone"), stone);
  EXPECT_EQ(reg().blockByStateId(1), stone);
  EXPECT_EQ(reg().blockByStateId(0)->name, "air");
  EXPECT_EQ(reg().blockByName("no_such_block"), nullptr);
  EXPECT_EQ(reg().blockByStateId(-1), nullptr);
  EXPECT_EQ(reg().blockByStateId(1 << 20), nullptr);
}

TEST(Registry, GlobalPaletteIs15BitsFor1_21_1) {
  EXPECT_EQ(reg().stateCount(), 26684);  // max state id 26683 (spec §1.6)
  EXPECT_EQ(reg().globalBlockBits(), 15);
}

TEST(Registry, StatePropertiesLastPropertyVariesFastest) {
  const BlockType* stairs = reg().blockByName("oak_stairs");
  ASSERT_NE(stairs, nullptr);
  // facing(4) half(2) shape(5) waterlogged(2): min state is north/top/straight/waterlogged=true.
  auto p = reg().stateProperties(stairs->minStateId);
  EXPECT_EQ(p["facing"], "north");
  EXPECT_EQ(p["half"], "top");
  EXPECT_EQ(p["shape"], "straight");
  EXPECT_EQ(p["waterlogged"], "true");
  EXPECT_EQ(reg().stateProperties(stairs->minStateId + 1)["waterlogged"], "false");
  auto west = reg().stateIdFor(*stairs, {{"facing", "west"}, {"half", "bottom"}});
  ASSERT_TRUE(west.has_value());
  // west = index 2, bottom = 1, straight = 0, default waterlogged=false = 1.
  EXPECT_EQ(*west, stairs->minStateId + 2 * 20 + 1 * 10 + 0 * 2 + 1);
  auto round = reg().stateProperties(*west);
  EXPECT_EQ(round["facing"], "west");
  EXPECT_EQ(round["half"], "bottom");
  EXPECT_EQ(reg().stateIdFor(*stairs, {}), stairs->defaultState);
}

TEST(Registry, StateIdForRejectsUnknownPropertyWithReason) {
  const BlockType* stairs = reg().blockByName("oak_stairs");
  std::string error;
  EXPECT_FALSE(reg().stateIdFor(*stairs, {{"colour", "red"}}, &error).has_value());
  EXPECT_NE(error.find("colour"), std::string::npos);
  EXPECT_FALSE(reg().stateIdFor(*stairs, {{"facing", "up"}}, &error).has_value());
  EXPECT_NE(error.find("north"), std::string::npos) << error;  // lists the allowed values
}

TEST(Registry, CollisionShapes) {
  auto stone = reg().collisionBoxes(reg().blockByName("stone")->defaultState);
  ASSERT_EQ(stone.size(), 1u);
  EXPECT_DOUBLE_EQ(stone[0].maxY, 1.0);
  EXPECT_TRUE(reg().collisionBoxes(0).empty());  // air
  EXPECT_TRUE(reg().collisionBoxes(reg().blockByName("torch")->defaultState).empty());
  const BlockType* slab = reg().blockByName("oak_slab");
  auto bottom = reg().stateIdFor(*slab, {{"type", "bottom"}});
  ASSERT_TRUE(bottom);
  auto boxes = reg().collisionBoxes(*bottom);
  ASSERT_EQ(boxes.size(), 1u);
  EXPECT_DOUBLE_EQ(boxes[0].maxY, 0.5);
  auto fence = reg().collisionBoxes(reg().blockByName("oak_fence")->defaultState);
  ASSERT_FALSE(fence.empty());
  EXPECT_DOUBLE_EQ(fence[0].maxY, 1.5);
  auto farmland = reg().collisionBoxes(reg().blockByName("farmland")->defaultState);
  ASSERT_EQ(farmland.size(), 1u);
  EXPECT_DOUBLE_EQ(farmland[0].maxY, 0.9375);
}

TEST(Registry, ItemsFoodsEntities) {
  const ItemType* pick = reg().itemByName("diamond_pickaxe");
  ASSERT_NE(pick, nullptr);
  EXPECT_EQ(pick->id, 840);
  EXPECT_EQ(pick->stackSize, 1);
  EXPECT_EQ(pick->maxDurability, 1561);
  EXPECT_EQ(reg().itemById(840), pick);
  const FoodInfo* apple = reg().foodByItemId(reg().itemByName("apple")->id);
  ASSERT_NE(apple, nullptr);
  EXPECT_EQ(apple->foodPoints, 4);
  EXPECT_EQ(reg().foodByItemId(pick->id), nullptr);
  const EntityType* cow = reg().entityByName("cow");
  ASSERT_NE(cow, nullptr);
  EXPECT_EQ(cow->kind, "animal");
  EXPECT_EQ(reg().entityById(cow->id), cow);
  EXPECT_EQ(reg().entityByName("player")->height, 1.8);
}

TEST(Registry, RecipesForSticksAndTableRule) {
  const int stick = reg().itemByName("stick")->id;
  auto recipes = reg().recipesFor(stick);
  ASSERT_FALSE(recipes.empty());
  bool fromPlanks = false;
  for (const auto& r : recipes) {
    if (r.shaped() && r.inShape.size() == 2 && r.inShape[0][0] == reg().itemByName("oak_planks")->id) {
      fromPlanks = true;
      EXPECT_EQ(r.resultCount, 4);
      EXPECT_FALSE(r.requiresTable());
      EXPECT_EQ(r.ingredientCounts().at(reg().itemByName("oak_planks")->id), 2);
    }
  }
  EXPECT_TRUE(fromPlanks);
  auto pickaxes = reg().recipesFor(reg().itemByName("wooden_pickaxe")->id);
  ASSERT_FALSE(pickaxes.empty());
  EXPECT_TRUE(pickaxes[0].requiresTable());
  EXPECT_GT(reg().recipeCount(), 1000u);
}

TEST(Registry, DigTimesFollowToolsAndHarvestability) {
  const int stone = reg().blockByName("stone")->defaultState;
  const int wood = reg().itemByName("wooden_pickaxe")->id;
  const int diamond = reg().itemByName("diamond_pickaxe")->id;
  // Stone, hardness 1.5, bare hand: not harvestable -> 1/100 -> ceil(1/(1/1.5/100)) = 150 ticks.
  EXPECT_EQ(reg().digTimeMs(stone, {}), 150 * 50);
  // Wooden pickaxe multiplier 2, harvestable: 2/1.5/30 -> ceil(22.5) = 23 ticks.
  EXPECT_EQ(reg().digTimeMs(stone, {.heldItemId = wood}), 23 * 50);
  // Diamond pickaxe 8: 8/1.5/30 -> ceil(5.625) = 6 ticks.
  EXPECT_EQ(reg().digTimeMs(stone, {.heldItemId = diamond}), 6 * 50);
  // Off the ground digs five times slower.
  EXPECT_EQ(reg().digTimeMs(stone, {.heldItemId = diamond, .onGround = false}), 29 * 50);
  EXPECT_EQ(reg().digTimeMs(stone, {.creative = true}), 0);
  EXPECT_FALSE(reg().digTimeMs(reg().blockByName("bedrock")->defaultState, {}).has_value());
  // Dirt (0.5) by hand: 1/0.5/30 -> 15 ticks; short grass (0) is instant.
  EXPECT_EQ(reg().digTimeMs(reg().blockByName("dirt")->defaultState, {}), 15 * 50);
  EXPECT_EQ(reg().digTimeMs(reg().blockByName("short_grass")->defaultState, {}), 0);
  // Mining Fatigue by vanilla's table (0.3, 0.09, 0.0027, then 8.1e-4), after Haste II (x1.4):
  // level III: 8 x 1.4 x 0.0027 / 1.5 / 30 -> ceil(1488.1) = 1489 ticks (0.3^3 would give 149).
  EXPECT_EQ(reg().digTimeMs(stone, {.heldItemId = diamond, .hasteLevel = 2, .miningFatigueLevel = 3}), 1489 * 50);
  EXPECT_EQ(reg().digTimeMs(stone, {.heldItemId = diamond, .miningFatigueLevel = 2}), 63 * 50);
}

// minecraft-data 1.21.1 files the blocks a wooden tool cannot harvest under the material
// "incorrect_for_wooden_tool"; vanilla mines them at pickaxe speed.
TEST(Registry, OresAndObsidianDigAtPickaxeSpeed) {
  const int obsidian = reg().blockByName("obsidian")->defaultState;
  const int ironOre = reg().blockByName("iron_ore")->defaultState;
  const int wood = reg().itemByName("wooden_pickaxe")->id;
  const int stone = reg().itemByName("stone_pickaxe")->id;
  const int diamond = reg().itemByName("diamond_pickaxe")->id;
  // Obsidian (50) with a diamond pickaxe: 8/50/30 -> ceil(187.5) = 188 ticks.
  EXPECT_EQ(reg().digTimeMs(obsidian, {.heldItemId = diamond}), 188 * 50);
  // Iron ore (3) with a stone pickaxe (4): 4/3/30 -> ceil(22.5) = 23 ticks.
  EXPECT_EQ(reg().digTimeMs(ironOre, {.heldItemId = stone}), 23 * 50);
  // A wooden pickaxe has its speed (2) but cannot harvest iron ore: 2/3/100 -> 150 ticks.
  EXPECT_EQ(reg().digTimeMs(ironOre, {.heldItemId = wood}), 150 * 50);
  EXPECT_EQ(reg().blockByName("iron_ore")->material, "mineable/pickaxe");
}

TEST(Registry, BadDataRootIsAClearError) {
  try {
    Registry::load("1.21.1", "/nonexistent/minecraft-data");
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("CRAFTMATE_MINECRAFT_DATA"), std::string::npos) << e.what();
  }
  try {
    Registry::load("0.0.1", craftmate::protocol::minecraft_data_root());
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("0.0.1"), std::string::npos) << e.what();
  }
}
