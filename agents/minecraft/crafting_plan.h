#pragma once
// MINDcraft's crafting plan (mcdata.getDetailedCraftingPlan, mindcraft.md §1.4), the text behind
// !getCraftingPlan: which base items are missing and the crafting steps, prerequisites first, from
// minecraft-data's recipes. Pure: a registry and inventory counts in, text out.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace craftmate::world {
class Registry;
}

namespace craftmate::agents::minecraft {

// One recipe as MINDcraft's getItemCraftingRecipes sees it: ingredient name -> count in the order
// they first appear (flattened shape, row by row, or the shapeless list), and the output count.
struct PlanRecipe {
  std::vector<std::pair<std::string, int>> ingredients;
  int craftedCount = 1;
};

// The item's recipes, those whose ingredients hold more of oak_planks, oak_log, coal and cobblestone
// first (a stable sort, as V8's). nullopt when minecraft-data has no recipe for it (or no such item).
std::optional<std::vector<PlanRecipe>> itemCraftingRecipes(const world::Registry& registry, const std::string& item);

// Never expanded: the "looping items" (coal, iron_ingot, ...) and items without a recipe.
bool isBaseItem(const world::Registry& registry, const std::string& item);

// getDetailedCraftingPlan(target, count, inventory): the plan text, lines joined with "\n".
std::string detailedCraftingPlan(const world::Registry& registry, const std::string& target, long long count,
                                 const std::map<std::string, int>& inventory);

}  // namespace craftmate::agents::minecraft
