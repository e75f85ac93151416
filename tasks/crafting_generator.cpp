#include "tasks/crafting_generator.h"

#include <stdexcept>

#include "world/registry.h"

namespace craftmate::tasks {

namespace {

const world::Recipe* firstRecipe(const world::Registry& registry, int itemId) {
  const auto recipes = registry.recipesFor(itemId);
  return recipes.empty() ? nullptr : &recipes.front();
}

const char* planName(CraftingPlan plan) {
  switch (plan) {
    case CraftingPlan::Full: return "full_plan";
    case CraftingPlan::Partial: return "partial_plan";
    case CraftingPlan::None: break;
  }
  return "no_plan";
}

// Base ingredients (item name -> count) for `crafts` crafts of `recipe`, expanding `depth` levels of
// craftable ingredients; `needsTable` collects whether any recipe used needs a crafting table.
void collectIngredients(const world::Registry& registry, const world::Recipe& recipe, int crafts, int depth,
                        ItemCounts& out, bool& needsTable) {
  needsTable = needsTable || recipe.requiresTable();
  for (const auto& [id, perCraft] : recipe.ingredientCounts()) {
    const int needed = perCraft * crafts;
    const world::Recipe* sub = depth > 0 ? firstRecipe(registry, id) : nullptr;
    if (sub) {
      const int subCrafts = (needed + sub->resultCount - 1) / sub->resultCount;
      collectIngredients(registry, *sub, subCrafts, depth - 1, out, needsTable);
    } else if (const auto* item = registry.itemById(id)) {
      out[item->name] += needed;
    }
  }
}

}  // namespace

Task craftingTask(const world::Registry& registry, const CraftingTaskSpec& spec, std::mt19937_64& rng) {
  const auto* item = registry.itemByName(spec.item);
  if (!item) throw std::invalid_argument("'" + spec.item + "' is not a Minecraft item");
  const world::Recipe* recipe = firstRecipe(registry, item->id);
  if (!recipe) throw std::invalid_argument("'" + spec.item + "' has no crafting recipe");
  if (spec.agentCount < 1) throw std::invalid_argument("a crafting task needs at least one agent");

  ItemCounts ingredients;
  bool needsTable = false;
  collectIngredients(registry, *recipe, 1, spec.depth, ingredients, needsTable);

  Task task;
  task.id = "multiagent_crafting_" + spec.item + (needsTable ? "_requires_ctable" : "") + "_" + planName(spec.plan) +
            "__depth_" + std::to_string(spec.depth) + "_num_agents_" + std::to_string(spec.agentCount);
  task.type = TaskType::Techtree;
  task.typeName = "techtree";
  task.goal = "Collaborate with other agents to craft an " + spec.item;
  task.conversation = "Let's work together to craft an " + spec.item + ".";
  task.agentCount = spec.agentCount;
  task.agentCountGiven = true;
  task.target = Target{{spec.item}, {{spec.item, 1}}};
  task.timeoutSeconds = 500;
  task.depth = spec.depth;
  task.requiresCraftingTable = needsTable;

  // Deal every unit to a random agent; the first units go one to each agent so nobody is idle
  // (when there are enough units).
  std::vector<std::string> units;
  for (const auto& [name, count] : ingredients)
    for (int i = 0; i < count; ++i) units.push_back(name);
  std::shuffle(units.begin(), units.end(), rng);
  std::uniform_int_distribution<int> anyAgent(0, spec.agentCount - 1);
  for (std::size_t i = 0; i < units.size(); ++i) {
    const int agent = i < static_cast<std::size_t>(spec.agentCount) ? static_cast<int>(i) : anyAgent(rng);
    ++task.initialInventory[agent][units[i]];
  }
  for (int agent = 0; agent < spec.agentCount; ++agent) task.initialInventory[agent];  // every agent listed
  if (needsTable) task.initialInventory[0]["crafting_table"] += 1;
  for (int agent = 0; agent < spec.agentCount; ++agent) {
    auto& blocked = task.blockedActions[agent];
    if (spec.plan == CraftingPlan::None || (spec.plan == CraftingPlan::Partial && agent > 0))
      blocked.push_back("!getCraftingPlan");
  }
  return task;
}

std::vector<Task> craftingSuite(const world::Registry& registry, const std::vector<std::string>& items, int agentCount,
                                int depth, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Task> out;
  for (const auto& item : items)
    for (auto plan : {CraftingPlan::Full, CraftingPlan::Partial, CraftingPlan::None})
      out.push_back(craftingTask(registry, {item, agentCount, depth, plan}, rng));
  return out;
}

}  // namespace craftmate::tasks
