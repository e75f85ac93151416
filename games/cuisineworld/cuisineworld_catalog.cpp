#include "games/cuisineworld/cuisineworld_catalog.h"

#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::games::cuisine {

namespace data {
std::string_view recipesJson();  // data/recipes.json, embedded by CMake
std::string_view levelsJson();   // data/levels.json
}  // namespace data

namespace {

[[noreturn]] void fail(const std::string& file, const std::string& where, const std::string& why) {
  throw std::invalid_argument("cuisineworld " + file + ": " + where + ": " + why);
}

nlohmann::json parseOrFail(std::string_view text, const std::string& file) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    fail(file, "whole file", std::string("not valid JSON (") + e.what() + "); fix the syntax");
  }
}

// Item names separate command tokens ('_') and tool contents ('&'), so they may contain neither.
void checkItemName(const std::string& file, const std::string& where, const std::string& name) {
  if (name.empty() || name.find('_') != std::string::npos || name.find('&') != std::string::npos ||
      name.find(' ') != std::string::npos) {
    fail(file, where, "item name '" + name + "' must be non-empty and contain no '_', '&' or space");
  }
}

}  // namespace

ItemId Catalog::intern(std::string_view name) {
  auto it = ids_.find(std::string(name));
  if (it != ids_.end()) return it->second;
  const auto id = static_cast<ItemId>(names_.size());
  names_.emplace_back(name);
  isBase_.push_back(false);
  recipeIndexByProduct_.push_back(-1);
  ids_.emplace(std::string(name), id);
  return id;
}

ItemId Catalog::find(std::string_view name) const {
  auto it = ids_.find(std::string(name));
  return it == ids_.end() ? kNoItem : it->second;
}

const Recipe* Catalog::recipeFor(ItemId product) const {
  if (product < 0 || product >= itemCount()) return nullptr;
  const int index = recipeIndexByProduct_[product];
  return index < 0 ? nullptr : &recipes_[index];
}

const LevelSpec* Catalog::level(std::string_view nameOrId) const {
  for (const LevelSpec& spec : levels_) {
    if (spec.name == nameOrId || spec.name == "level_" + std::string(nameOrId)) return &spec;
  }
  return nullptr;
}

Catalog Catalog::fromJson(std::string_view recipesText, std::string_view levelsText) {
  Catalog c;
  const std::string recipesFile = "recipes.json";
  const std::string levelsFile = "levels.json";
  const nlohmann::json recipes = parseOrFail(recipesText, recipesFile);
  const nlohmann::json levels = parseOrFail(levelsText, levelsFile);

  if (!recipes.contains("base_ingredients") || !recipes["base_ingredients"].is_array()) {
    fail(recipesFile, "base_ingredients", "missing or not a list of names");
  }
  for (const auto& base : recipes["base_ingredients"]) {
    if (!base.is_string()) fail(recipesFile, "base_ingredients", "every entry must be a string");
    const std::string name = base.get<std::string>();
    checkItemName(recipesFile, "base_ingredients", name);
    const ItemId id = c.intern(name);
    c.isBase_[id] = true;
    c.bases_.push_back(id);
  }
  if (!recipes.contains("recipes") || !recipes["recipes"].is_array()) {
    fail(recipesFile, "recipes", "missing or not a list");
  }
  for (std::size_t i = 0; i < recipes["recipes"].size(); ++i) {
    const auto& r = recipes["recipes"][i];
    const std::string where = "recipes[" + std::to_string(i) + "]";
    if (!r.is_object() || !r.contains("product") || !r.contains("tool") || !r.contains("ingredients") ||
        !r["product"].is_string() || !r["tool"].is_string() || !r["ingredients"].is_array() ||
        r["ingredients"].empty()) {
      fail(recipesFile, where, "needs \"product\" (name), \"tool\" (tool type) and a non-empty \"ingredients\" list");
    }
    Recipe recipe;
    const std::string product = r["product"].get<std::string>();
    checkItemName(recipesFile, where + ".product", product);
    recipe.product = c.intern(product);
    const auto tool = toolTypeFromStem(r["tool"].get<std::string>());
    if (!tool) fail(recipesFile, where + ".tool", "unknown tool type '" + r["tool"].get<std::string>() + "'");
    recipe.tool = *tool;
    for (const auto& ingredient : r["ingredients"]) {
      if (!ingredient.is_string()) fail(recipesFile, where + ".ingredients", "every entry must be a string");
      const std::string name = ingredient.get<std::string>();
      checkItemName(recipesFile, where + ".ingredients", name);
      const ItemId id = c.intern(name);
      for (ItemId seen : recipe.ingredients) {
        if (seen == id) fail(recipesFile, where + ".ingredients", "'" + name + "' is listed twice");
      }
      recipe.ingredients.push_back(id);
    }
    if (c.recipeIndexByProduct_[recipe.product] >= 0) {
      fail(recipesFile, where, "a second recipe for '" + product + "'; each product has exactly one");
    }
    c.recipeIndexByProduct_[recipe.product] = static_cast<int>(c.recipes_.size());
    c.recipes_.push_back(std::move(recipe));
  }
  // Every ingredient must be a base ingredient or the product of some recipe.
  for (const Recipe& recipe : c.recipes_) {
    for (ItemId ingredient : recipe.ingredients) {
      if (!c.isBase(ingredient) && c.recipeFor(ingredient) == nullptr) {
        fail(recipesFile, "recipe for " + c.name(recipe.product),
             "ingredient '" + c.name(ingredient) + "' is neither a base ingredient nor made by any recipe");
      }
    }
  }
  c.waste_ = c.intern("waste");

  if (!levels.contains("levels") || !levels["levels"].is_array()) fail(levelsFile, "levels", "missing or not a list");
  for (std::size_t i = 0; i < levels["levels"].size(); ++i) {
    const auto& l = levels["levels"][i];
    const std::string where = "levels[" + std::to_string(i) + "]";
    if (!l.is_object() || !l.contains("name") || !l.contains("dishes") || !l.contains("kitchen") ||
        !l["dishes"].is_array() || !l["kitchen"].is_array() || l["dishes"].empty()) {
      fail(levelsFile, where, "needs \"name\", a non-empty \"dishes\" list and a \"kitchen\" list");
    }
    LevelSpec spec;
    spec.name = l["name"].get<std::string>();
    spec.difficulty = l.value("class", "");
    spec.defaultAgents = l.value("default_agents", 2);
    for (const auto& dish : l["dishes"]) {
      const ItemId id = c.find(dish.get<std::string>());
      if (id == kNoItem || c.recipeFor(id) == nullptr) {
        fail(levelsFile, where + " (" + spec.name + ").dishes",
             "'" + dish.get<std::string>() + "' has no recipe in recipes.json");
      }
      spec.dishes.push_back(id);
    }
    bool hasStorage = false;
    bool hasServingTable = false;
    for (const auto& stem : l["kitchen"]) {
      const auto tool = toolTypeFromStem(stem.get<std::string>());
      if (!tool) fail(levelsFile, where + " (" + spec.name + ").kitchen", "unknown tool type '" + stem.get<std::string>() + "'");
      hasStorage |= *tool == ToolType::kStorage;
      hasServingTable |= *tool == ToolType::kServingTable;
      spec.kitchen.push_back(*tool);
    }
    if (!hasStorage || !hasServingTable) {
      fail(levelsFile, where + " (" + spec.name + ").kitchen", "needs at least one storage and one servingtable");
    }
    c.levels_.push_back(std::move(spec));
  }
  return c;
}

const Catalog& Catalog::builtIn() {
  static const Catalog catalog = fromJson(data::recipesJson(), data::levelsJson());
  return catalog;
}

}  // namespace craftmate::games::cuisine
