// Cross-checks the world's own data (tasks, RAT templates, recipe texts, synthesis tables) against
// the authors' released files in ../shared/data/collab_overcooked.

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/collab_overcooked/collab_overcooked_action.h"
#include "games/collab_overcooked/collab_overcooked_items.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {
namespace {

const std::string kDataDir = std::string(CRAFTMATE_SHARED_DIR) + "/data/collab_overcooked/";

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(CollabOvercookedData, ThirtyTasksFivePerLevel) {
  ASSERT_EQ(allTasks().size(), 30u);
  int perLevel[7] = {};
  for (const Task& t : allTasks()) {
    ++perLevel[t.level];
    EXPECT_NE(t.orderItem, kNoItem) << t.order;
    EXPECT_TRUE(ItemCatalog::instance().isProduct(t.orderItem)) << t.order;
    // Levels 1-2 are served straight from the utensil, levels 3-6 in a dish (spec §2.5).
    EXPECT_EQ(ItemCatalog::instance().needsDish(t.orderItem), t.level >= 3) << t.order;
  }
  for (int level = 1; level <= 6; ++level) EXPECT_EQ(perLevel[level], 5) << "level " << level;
  EXPECT_EQ(findTask("Baked Bell Pepper"), findTask("baked_bell_pepper"));
  EXPECT_EQ(findTask("6_taro_bean_and_bell_pepper_patty"), findTask("taro_bean_and_bell_pepper_patty"));
  EXPECT_EQ(findTask("no_such_dish"), nullptr);
}

TEST(CollabOvercookedData, RatsEqualTheAuthorsReferenceFiles) {
  for (const Task& t : allTasks()) {
    SCOPED_TRACE(t.order);
    const std::string text = readFile(kDataDir + "reference/" + std::to_string(t.level) + "_" + t.order + "_ref.txt");
    ASSERT_FALSE(text.empty());
    const nlohmann::json refs = nlohmann::json::parse(text);
    ASSERT_EQ(refs.size(), t.references.size());
    for (std::size_t r = 0; r < t.references.size(); ++r) {
      const nlohmann::json& ref = refs.at("reference_" + std::to_string(r + 1));
      for (int agent = 0; agent < 2; ++agent) {
        std::vector<std::string> expected;
        for (const auto& a : ref.at("agent_" + std::to_string(agent))) expected.push_back(normalizeActionText(a.get<std::string>()));
        EXPECT_EQ(t.references[r].agent[agent], expected) << "reference_" << r + 1 << " agent_" << agent;
      }
    }
  }
}

TEST(CollabOvercookedData, EveryRatActionParses) {
  for (const Task& t : allTasks()) {
    for (const auto& rat : t.references) {
      for (const auto& list : rat.agent) {
        for (const std::string& a : list) {
          const ParsedAction p = parseAction(a);
          EXPECT_TRUE(p.ok) << t.order << ": " << a << ": " << p.error;
          EXPECT_EQ(actionText(p.action), a);
        }
      }
    }
  }
}

TEST(CollabOvercookedData, RecipeTextsAreTheAuthorsFilesVerbatim) {
  for (const Task& t : allTasks()) {
    const std::string original = readFile(kDataDir + "recipe/" + std::to_string(t.level) + "_" + t.order + ".txt");
    ASSERT_FALSE(original.empty()) << t.order;
    EXPECT_EQ(std::string(t.recipeText), original) << t.order;
  }
  // The typos are kept (spec §9.7).
  EXPECT_NE(findTask("sliced_bell_pepper_and_lentil_stew")->recipeText.find("lenti(1)"), std::string::npos);
  EXPECT_NE(findTask("potato_carrot_and_onion_patty")->recipeText.find("bake for 5 timesteps"), std::string::npos);
}

TEST(CollabOvercookedData, SynthesisTablesMatchAsMultisets) {
  const ItemCatalog& items = ItemCatalog::instance();
  auto product = [&](UtensilType type, std::vector<std::string> inputs) -> std::string {
    std::vector<ItemId> ids;
    for (const auto& n : inputs) ids.push_back(items.find(n));
    sortItems(ids.data(), static_cast<int>(ids.size()));
    const SynthesisRecipe* r = items.match(type, ids.data(), static_cast<int>(ids.size()));
    return r == nullptr ? "" : items.name(r->product);
  };
  EXPECT_EQ(product(UtensilType::Oven, {"carrot", "onion_slices", "mashed_potato"}), "potato_carrot_and_onion_patty");
  EXPECT_EQ(product(UtensilType::Oven, {"mashed_potato", "onion_slices", "carrot"}), "potato_carrot_and_onion_patty");
  EXPECT_EQ(product(UtensilType::Pot, {"corn", "bell_pepper_slices"}), "sliced_bell_pepper_and_corn_stew");
  EXPECT_EQ(product(UtensilType::ChoppingBoard, {"taro"}), "taro_slices");
  EXPECT_EQ(product(UtensilType::Blender, {"boiled_zucchini_slices"}), "mashed_zucchini");
  EXPECT_EQ(product(UtensilType::Pot, {"egg", "egg"}), "");
  EXPECT_EQ(product(UtensilType::Oven, {"egg"}), "");
  EXPECT_EQ(items.rawCount(), 29);
}

}  // namespace
}  // namespace craftmate::games::collab_overcooked
