#pragma once
// The recipe book and the level list of CuisineWorld: every item name interned to a small id, the
// recipes in recipe-file order (that order is the prompt's order) and the 13 level definitions.
// Built once from the data files in games/cuisineworld/data/ (compiled into the library).

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "games/cuisineworld/cuisineworld_tool.h"

namespace craftmate::games::cuisine {

using ItemId = std::int16_t;
inline constexpr ItemId kNoItem = -1;

struct Recipe {
  ItemId product = kNoItem;
  ToolType tool = ToolType::kMixer;
  std::vector<ItemId> ingredients;  // in the file's order (the prompt prints them so)
};

struct LevelSpec {
  std::string name;        // "level_9"
  std::string difficulty;  // "very simple", "simple", "intermediate", "advanced", "UNUSED"
  std::vector<ItemId> dishes;        // task_list order: the index space of the order draw
  std::vector<ToolType> kitchen;     // kitchen order: names the instances
  int defaultAgents = 2;
};

class Catalog {
 public:
  // The built-in book (data/recipes.json + data/levels.json).
  static const Catalog& builtIn();
  // Builds a catalog from JSON texts in our data format; throws std::invalid_argument naming the
  // file, the entry and the reason when something is wrong.
  static Catalog fromJson(std::string_view recipesJson, std::string_view levelsJson);

  ItemId find(std::string_view name) const;  // kNoItem when unknown
  const std::string& name(ItemId item) const { return names_[item]; }
  int itemCount() const { return static_cast<int>(names_.size()); }
  bool isBase(ItemId item) const { return item >= 0 && isBase_[item]; }
  ItemId waste() const { return waste_; }
  const std::vector<ItemId>& baseIngredients() const { return bases_; }

  const std::vector<Recipe>& recipes() const { return recipes_; }
  const Recipe* recipeFor(ItemId product) const;  // nullptr for base ingredients

  const std::vector<LevelSpec>& levels() const { return levels_; }
  // Accepts "level_9" or "9"; nullptr when unknown.
  const LevelSpec* level(std::string_view nameOrId) const;

 private:
  ItemId intern(std::string_view name);

  std::vector<std::string> names_;
  std::vector<bool> isBase_;
  std::unordered_map<std::string, ItemId> ids_;
  std::vector<ItemId> bases_;
  std::vector<Recipe> recipes_;
  std::vector<int> recipeIndexByProduct_;
  std::vector<LevelSpec> levels_;
  ItemId waste_ = kNoItem;
};

}  // namespace craftmate::games::cuisine
