#include "agents/minecraft/crafting_plan.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "commands/js_number.h"
#include "world/registry.h"

namespace craftmate::agents::minecraft {

namespace {

// MINDcraft's loopingItems: never crafted from something else in a plan (they would loop, e.g.
// iron_ingot <-> iron_block, or are found rather than made).
bool isLoopingItem(const std::string& item) {
  static const std::set<std::string> looping = {
      "coal",        "wheat",         "bone_meal",   "diamond",      "emerald",      "raw_iron",     "raw_gold",
      "redstone",    "blue_wool",     "packed_mud",  "raw_copper",   "iron_ingot",   "dried_kelp",   "gold_ingot",
      "slime_ball",  "black_wool",    "quartz_slab", "copper_ingot", "lapis_lazuli", "honey_bottle"};
  if (looping.count(item) > 0) return true;
  auto endsWith = [&](const std::string& suffix) {
    return item.size() >= suffix.size() && item.compare(item.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return endsWith("_armor_trim_smithing_template") || item == "netherite_upgrade_smithing_template";
}

int commonCount(const PlanRecipe& recipe) {
  static const std::set<std::string> common = {"oak_planks", "oak_log", "coal", "cobblestone"};
  int n = 0;
  for (const auto& [name, count] : recipe.ingredients)
    if (common.count(name) > 0) n += count;
  return n;
}

// An ordered counter, like a JavaScript object used as a map (keys keep their first-set order).
struct OrderedCounts {
  std::vector<std::pair<std::string, double>> entries;
  double get(const std::string& key) const {
    for (const auto& [k, v] : entries)
      if (k == key) return v;
    return 0;
  }
  void set(const std::string& key, double value) {
    for (auto& [k, v] : entries)
      if (k == key) {
        v = value;
        return;
      }
    entries.emplace_back(key, value);
  }
};

struct Plan {
  OrderedCounts required;
  std::vector<std::string> steps;
};

std::string num(double v) { return commands::jsNumberToString(v); }

void craftItem(const world::Registry& registry, const std::string& item, double count,
               std::map<std::string, double>& inventory, std::map<std::string, double>& leftovers, Plan& plan) {
  const double availableInv = inventory.count(item) ? inventory[item] : 0;
  const double availableLeft = leftovers.count(item) ? leftovers[item] : 0;
  const double totalAvailable = availableInv + availableLeft;
  if (totalAvailable >= count) {
    const double fromLeft = std::min(availableLeft, count);
    leftovers[item] = availableLeft - fromLeft;
    const double remaining = count - fromLeft;
    if (remaining > 0) inventory[item] = availableInv - remaining;
    return;
  }
  const double stillNeeded = count - totalAvailable;
  if (availableLeft > 0) leftovers[item] = 0;
  if (availableInv > 0) inventory[item] = 0;

  const auto recipes = isLoopingItem(item) ? std::nullopt : itemCraftingRecipes(registry, item);
  if (!recipes || recipes->empty()) {
    plan.required.set(item, plan.required.get(item) + stillNeeded);
    return;
  }
  const PlanRecipe& recipe = recipes->front();
  const double batches = std::ceil(stillNeeded / recipe.craftedCount);
  const double produced = batches * recipe.craftedCount;
  if (produced > stillNeeded) leftovers[item] = (leftovers.count(item) ? leftovers[item] : 0) + (produced - stillNeeded);
  for (const auto& [ingredient, perBatch] : recipe.ingredients)
    craftItem(registry, ingredient, perBatch * batches, inventory, leftovers, plan);
  std::string step = "Craft ";
  for (std::size_t i = 0; i < recipe.ingredients.size(); ++i) {
    if (i > 0) step += " + ";
    step += num(recipe.ingredients[i].second * batches) + " " + recipe.ingredients[i].first;
  }
  plan.steps.push_back(step + " -> " + num(produced) + " " + item);
}

}  // namespace

std::optional<std::vector<PlanRecipe>> itemCraftingRecipes(const world::Registry& registry, const std::string& item) {
  const world::ItemType* type = registry.itemByName(item);
  if (type == nullptr) return std::nullopt;
  const auto recipes = registry.recipesFor(type->id);
  if (recipes.empty()) return std::nullopt;
  std::vector<PlanRecipe> out;
  for (const world::Recipe& r : recipes) {
    PlanRecipe plan;
    plan.craftedCount = r.resultCount;
    auto add = [&](int id) {
      const world::ItemType* ingredient = id >= 0 ? registry.itemById(id) : nullptr;
      if (ingredient == nullptr) return;  // an empty grid cell
      for (auto& [name, count] : plan.ingredients)
        if (name == ingredient->name) {
          ++count;
          return;
        }
      plan.ingredients.emplace_back(ingredient->name, 1);
    };
    for (const auto& row : r.inShape)
      for (int id : row) add(id);
    for (int id : r.ingredients) add(id);
    out.push_back(std::move(plan));
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const PlanRecipe& a, const PlanRecipe& b) { return commonCount(a) > commonCount(b); });
  return out;
}

bool isBaseItem(const world::Registry& registry, const std::string& item) {
  return isLoopingItem(item) || !itemCraftingRecipes(registry, item);
}

std::string detailedCraftingPlan(const world::Registry& registry, const std::string& target, long long count,
                                 const std::map<std::string, int>& inventory) {
  // getItemId(name) is falsy for unknown names and for air (id 0).
  const world::ItemType* type = registry.itemByName(target);
  if (target.empty() || count <= 0 || type == nullptr || type->id == 0)
    return "Invalid input. Please provide a valid item name and positive count.";
  if (isBaseItem(registry, target)) {
    const auto it = inventory.find(target);
    const long long available = it == inventory.end() ? 0 : it->second;
    if (available >= count) return "You have all required items already in your inventory!";
    return target + " is a base item, you need to find " + std::to_string(count - available) + " more in the world";
  }
  std::map<std::string, double> stock(inventory.begin(), inventory.end());
  std::map<std::string, double> leftovers;
  Plan plan;
  craftItem(registry, target, static_cast<double>(count), stock, leftovers, plan);

  std::vector<std::string> lines;
  if (!plan.required.entries.empty()) {
    lines.push_back("You are missing the following items:");
    for (const auto& [item, n] : plan.required.entries) lines.push_back("- " + num(n) + " " + item);
    lines.push_back("\nOnce you have these items, here's your crafting plan:");
  } else {
    lines.push_back("You have all items required to craft this item!");
    lines.push_back("Here's your crafting plan:");
  }
  lines.push_back("");
  lines.insert(lines.end(), plan.steps.begin(), plan.steps.end());
  bool oakRequired = false;
  for (const auto& [item, n] : plan.required.entries) oakRequired |= item.find("oak") != std::string::npos;
  if (oakRequired && target.find("oak") == std::string::npos)
    lines.push_back("Note: Any varient of wood can be used for this recipe.");
  std::string text;
  for (std::size_t i = 0; i < lines.size(); ++i) text += (i > 0 ? "\n" : "") + lines[i];
  return text;
}

}  // namespace craftmate::agents::minecraft
