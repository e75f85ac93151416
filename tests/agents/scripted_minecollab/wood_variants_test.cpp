// The maker reads "Any varient of wood can be used" as a player would: a lectern's cherry slabs can
// be the birch slabs it holds, and the bookshelf's oak planks come from the partner's birch logs.

#include <gtest/gtest.h>

#include "agents/scripted_minecollab/wood_variants.h"

namespace craftmate::agents::minecollab {
namespace {

TEST(WoodVariants, NamesTheWoodWithTheLongestPrefix) {
  EXPECT_EQ(woodOf("dark_oak_planks"), "dark_oak");
  EXPECT_EQ(woodOf("oak_log"), "oak");
  EXPECT_EQ(woodOf("cherry_slab"), "cherry");
  EXPECT_EQ(woodOf("crimson_stem"), "crimson");
  EXPECT_EQ(woodOf("book"), std::nullopt);
  EXPECT_EQ(woodOf("oak_"), std::nullopt);
  EXPECT_EQ(woodOf("cooked_oak"), std::nullopt);
}

TEST(WoodVariants, SwapsTheWoodOnly) {
  EXPECT_EQ(inWood("cherry_slab", "birch"), "birch_slab");
  EXPECT_EQ(inWood("dark_oak_planks", "oak"), "oak_planks");
  EXPECT_EQ(inWood("book", "birch"), "book");
}

TEST(WoodVariants, PrefersTheVariantHeldThenAnyWoodHeld) {
  const ItemCounts lecternTeam{{"birch_slab", 5}, {"birch_log", 2}, {"book", 3}, {"spruce_planks", 1}};
  EXPECT_EQ(woodToUseFor("cherry_slab", lecternTeam), "birch");
  EXPECT_EQ(woodToUseFor("oak_log", lecternTeam), "birch");
  EXPECT_EQ(woodToUseFor("oak_planks", lecternTeam), "spruce");  // spruce_planks held as they are
  EXPECT_EQ(woodToUseFor("spruce_log", lecternTeam), std::nullopt);  // spruce planks: its wood is at hand
  EXPECT_EQ(woodToUseFor("oak_log", ItemCounts{{"book", 1}}), std::nullopt);
  EXPECT_EQ(woodToUseFor("book", lecternTeam), std::nullopt);
  EXPECT_EQ(woodToUseFor("birch_slab", ItemCounts{{"birch_log", 1}}), std::nullopt);  // its own wood is held
  EXPECT_EQ(woodToUseFor("oak_planks", ItemCounts{{"oak_log", 1}, {"birch_log", 1}}), std::nullopt);
}

}  // namespace
}  // namespace craftmate::agents::minecollab
