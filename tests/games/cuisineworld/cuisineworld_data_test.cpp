// Our data files (written from the spec) against the authors' original JSON in ../shared/data, and
// the interval/lifetime oracle against the spec's full table.

#include <fstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_level.h"
#include "games/cuisineworld/cuisineworld_order_timing.h"

namespace craftmate::games::cuisine {
namespace {

nlohmann::json readOriginal(const std::string& file) {
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/data/cuisineworld/" + file);
  EXPECT_TRUE(in.good()) << file;
  return nlohmann::json::parse(in);
}

TEST(CuisineWorldData, RecipesMatchTheOriginalRecipeFile) {
  const nlohmann::json original = readOriginal("recipe.json");
  const Catalog& catalog = Catalog::builtIn();
  ASSERT_EQ(catalog.recipes().size(), original.size());
  std::size_t index = 0;
  for (const auto& [product, entry] : original.items()) {  // nlohmann sorts keys; compare by name
    (void)index;
    const Recipe* recipe = catalog.recipeFor(catalog.find(product));
    ASSERT_NE(recipe, nullptr) << product;
    EXPECT_EQ(std::string(toolSpec(recipe->tool).stem), entry["location"].get<std::string>()) << product;
    std::vector<std::string> ingredients;
    for (ItemId i : recipe->ingredients) ingredients.push_back(catalog.name(i));
    EXPECT_EQ(ingredients, entry["ingredients"].get<std::vector<std::string>>()) << product;
  }
  EXPECT_EQ(catalog.baseIngredients().size(), 27u);
}

TEST(CuisineWorldData, LevelsMatchTheOriginalLevelFile) {
  const nlohmann::json original = readOriginal("tasks_level_final.json");
  const Catalog& catalog = Catalog::builtIn();
  ASSERT_EQ(catalog.levels().size(), original.size());
  std::set<std::string> allDishes;
  for (const LevelSpec& level : catalog.levels()) {
    ASSERT_TRUE(original.contains(level.name)) << level.name;
    const auto& o = original[level.name];
    std::vector<std::string> kitchen;
    for (ToolType t : level.kitchen) kitchen.emplace_back(toolSpec(t).stem);
    EXPECT_EQ(kitchen, o["kitchen"].get<std::vector<std::string>>()) << level.name;
    std::set<std::string> dishes;
    for (ItemId d : level.dishes) {
      dishes.insert(catalog.name(d));
      allDishes.insert(catalog.name(d));
    }
    std::set<std::string> originalDishes;
    for (const auto& [dish, task] : o["task_list"].items()) originalDishes.insert(dish);
    EXPECT_EQ(dishes, originalDishes) << level.name;
    EXPECT_EQ(level.defaultAgents, o["num_agents"].get<int>()) << level.name;
  }
  EXPECT_EQ(allDishes.size(), 33u) << "the paper's 33 unique dishes";
}

TEST(CuisineWorldData, DishListOrderIsTheOriginalFileOrder) {
  // The draw indexes the dish list, so its order must be the file's (nlohmann's ordered_json keeps it).
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/data/cuisineworld/tasks_level_final.json");
  const nlohmann::ordered_json original = nlohmann::ordered_json::parse(in);
  const Catalog& catalog = Catalog::builtIn();
  for (const LevelSpec& level : catalog.levels()) {
    std::vector<std::string> ours;
    for (ItemId d : level.dishes) ours.push_back(catalog.name(d));
    std::vector<std::string> theirs;
    for (const auto& [dish, task] : original[level.name]["task_list"].items()) theirs.push_back(dish);
    EXPECT_EQ(ours, theirs) << level.name;
  }
}

TEST(CuisineWorldData, RecipeOrderIsTheOriginalFileOrder) {
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/data/cuisineworld/recipe.json");
  const nlohmann::ordered_json original = nlohmann::ordered_json::parse(in);
  const Catalog& catalog = Catalog::builtIn();
  std::size_t i = 0;
  for (const auto& [product, entry] : original.items()) {
    ASSERT_LT(i, catalog.recipes().size());
    EXPECT_EQ(catalog.name(catalog.recipes()[i++].product), product);
  }
}

// Spec §2.8's table of level intervals at tau = 1.0 / 1.5 / 2.0 / 2.5 / 3.0.
TEST(CuisineWorldData, LevelIntervalsMatchTheSpecTable) {
  const std::map<std::string, std::vector<int>> intervals = {
      {"level_0", {3, 5, 6, 8, 9}},      {"level_1", {3, 5, 6, 8, 9}},      {"level_2", {5, 7, 9, 12, 14}},
      {"level_3", {6, 8, 11, 13, 16}},   {"level_4", {5, 7, 9, 12, 14}},    {"level_5", {7, 10, 14, 17, 20}},
      {"level_6", {7, 10, 13, 16, 19}},  {"level_7", {5, 7, 9, 11, 13}},    {"level_8", {5, 7, 9, 12, 14}},
      {"level_9", {8, 12, 15, 19, 23}},  {"level_10", {7, 10, 13, 16, 19}}, {"level_11", {7, 10, 13, 16, 19}},
      {"level_12", {5, 7, 9, 12, 14}}};
  const Catalog& catalog = Catalog::builtIn();
  for (const auto& [level, expected] : intervals) {
    for (int t = 0; t < 5; ++t) {
      EXPECT_EQ(oracleTiming(catalog, *catalog.level(level), kPaperTaus[t]).interval, expected[t])
          << level << " tau " << kPaperTaus[t];
    }
  }
}

TEST(CuisineWorldData, DishWeightsAndLifetimesMatchTheSpecTable) {
  struct Row {
    const char* dish;
    int nodes, wait;
    std::vector<int> lifetimes;
  };
  const Row rows[] = {
      {"salmonMeatcake", 3, 1, {8, 12, 15, 19, 23}},   {"mixedSashimi", 5, 0, {12, 17, 23, 29, 34}},
      {"salmonSushi", 5, 2, {13, 20, 26, 32, 39}},     {"tomatoSalad", 3, 0, {7, 11, 14, 17, 21}},
      {"tomatoPasta", 6, 3, {16, 24, 32, 40, 48}},     {"beefPasta", 6, 4, {17, 25, 33, 42, 50}},
      {"onionPotatoLeekSoup", 4, 2, {11, 16, 21, 27, 32}}, {"porkDumpling", 4, 3, {12, 17, 23, 29, 34}},
      {"cheeseBurger", 5, 1, {12, 18, 24, 30, 36}},    {"Hopper", 8, 1, {19, 29, 38, 47, 57}},
      {"BurritodePollo", 6, 3, {16, 24, 32, 40, 48}},  {"potatoSalad", 4, 0, {9, 14, 18, 23, 27}},
      {"smashedPotato", 4, 3, {12, 17, 23, 29, 34}},   {"frenchFries", 3, 1, {8, 12, 15, 19, 23}},
      {"pepperoniPizza", 6, 3, {16, 24, 32, 40, 48}},
  };
  const Catalog& catalog = Catalog::builtIn();
  for (const Row& row : rows) {
    for (int t = 0; t < 5; ++t) {
      const DishTiming d = dishTiming(catalog, catalog.find(row.dish), kPaperTaus[t]);
      EXPECT_EQ(d.nodes, row.nodes) << row.dish;
      EXPECT_EQ(d.wait, row.wait) << row.dish;
      EXPECT_EQ(d.lifetime, row.lifetimes[t]) << row.dish << " tau " << kPaperTaus[t];
    }
  }
}

TEST(CuisineWorldData, Level12WarnsAboutTheMissingFryer) {
  const Catalog& catalog = Catalog::builtIn();
  const Level level12(catalog, *catalog.level("level_12"), oracleTiming(catalog, *catalog.level("level_12"), 1.0));
  ASSERT_EQ(level12.warnings().size(), 1u);
  EXPECT_THAT(level12.warnings()[0], ::testing::HasSubstr("frenchFries"));
  const Level level9(catalog, *catalog.level("level_9"), oracleTiming(catalog, *catalog.level("level_9"), 1.0));
  EXPECT_TRUE(level9.warnings().empty());
}

TEST(CuisineWorldData, BadDataFilesNameTheFileEntryAndReason) {
  try {
    Catalog::fromJson(R"({"base_ingredients": ["beef"], "recipes": [{"product": "x", "tool": "grill", "ingredients": ["beef"]}]})",
                      R"({"levels": []})");
    FAIL() << "an unknown tool must be rejected";
  } catch (const std::invalid_argument& e) {
    EXPECT_THAT(e.what(), ::testing::HasSubstr("recipes.json: recipes[0].tool: unknown tool type 'grill'"));
  }
  EXPECT_THROW(Catalog::fromJson("{", R"({"levels": []})"), std::invalid_argument);
  EXPECT_THROW(Catalog::fromJson(R"({"base_ingredients": ["be_ef"], "recipes": []})", R"({"levels": []})"),
               std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::games::cuisine
