#include "tasks/task_writer.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::tasks {

namespace {

using Json = nlohmann::ordered_json;

Json countsJson(const ItemCounts& counts) {
  Json out = Json::object();
  for (const auto& [item, n] : counts) out[item] = n;
  return out;
}

template <typename Map, typename Convert>
Json perAgent(const Map& map, Convert convert) {
  Json out = Json::object();
  for (const auto& [agent, value] : map) out[std::to_string(agent)] = convert(value);
  return out;
}

Json blueprintJson(const Blueprint& bp) {
  Json out = Json::object();
  if (!bp.materials.empty()) out["materials"] = countsJson(bp.materials);
  Json levels = Json::array();
  for (const auto& level : bp.levels)
    levels.push_back({{"level", level.level}, {"coordinates", {level.x, level.y, level.z}}, {"placement", level.placement}});
  out["levels"] = std::move(levels);
  return out;
}

Json taskJson(const Task& task) {
  Json out = Json::object();
  if (!task.typeName.empty()) out["type"] = task.typeName;
  if (task.goal) out["goal"] = *task.goal;
  else if (!task.goalPerAgent.empty()) out["goal"] = perAgent(task.goalPerAgent, [](const std::string& g) { return g; });
  if (task.conversation) out["conversation"] = *task.conversation;
  if (task.agentCountGiven) out["agent_count"] = task.agentCount;
  if (task.humanCountGiven) out["human_count"] = task.humanCount;
  if (!task.usernames.empty()) out["usernames"] = task.usernames;
  if (!task.initialInventory.empty()) {
    if (task.flatInventory) out["initial_inventory"] = countsJson(task.initialInventory.begin()->second);
    else out["initial_inventory"] = perAgent(task.initialInventory, countsJson);
  }
  if (task.target) {
    // Written as {item: count}: the one form that needs no number_of_target. Hell's Kitchen keeps its
    // two-item array, whose order says who makes what.
    if (task.isHellsKitchen()) {
      out["target"] = task.target->items;
      out["number_of_target"] = task.target->counts.at(task.target->items.front());
    } else {
      out["target"] = countsJson(task.target->counts);
    }
  }
  out["timeout"] = task.timeoutSeconds;
  if (!task.blockedActions.empty()) out["blocked_actions"] = perAgent(task.blockedActions, [](const auto& l) { return Json(l); });
  if (task.restrictToInventory) out["restrict_to_inventory"] = true;
  if (!task.recipes.empty()) {
    Json recipes = Json::object();
    for (const auto& [item, steps] : task.recipes) recipes[item] = steps;
    out["recipes"] = std::move(recipes);
  }
  if (task.type == TaskType::Cooking) out["blocked_access_to_recipe"] = task.blockedAccessToRecipe;
  if (task.depth) out["depth"] = *task.depth;
  if (task.maxDepth) out["max_depth"] = *task.maxDepth;
  if (task.requiresCraftingTable) out["requires_crafting_table"] = *task.requiresCraftingTable;
  if (const auto& d = task.difficultyMetrics)
    out["difficulty_metrics"] = {{"total_recipe_steps", d->totalRecipeSteps},
                                 {"max_steps_per_recipe", d->maxStepsPerRecipe},
                                 {"unique_target_items", d->uniqueTargetItems},
                                 {"overall_difficulty_score", d->overallDifficultyScore},
                                 {"difficulty_category", d->category}};
  if (!task.difficulty.empty()) out["difficulty"] = task.difficulty;
  if (task.blueprint) out["blueprint"] = blueprintJson(*task.blueprint);
  return out;
}

}  // namespace

std::string taskFileJson(const std::vector<Task>& tasks, int indent) {
  Json root = Json::object();
  for (const auto& task : tasks) root[task.id] = taskJson(task);
  return root.dump(indent) + "\n";
}

void writeTaskFile(const std::vector<Task>& tasks, const std::string& path, int indent) {
  const auto folder = std::filesystem::path(path).parent_path();
  if (!folder.empty()) std::filesystem::create_directories(folder);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw std::runtime_error("cannot write " + path + "; check that the folder is writable");
  out << taskFileJson(tasks, indent);
  if (!out.flush()) throw std::runtime_error("cannot write " + path + " (disk full?)");
}

}  // namespace craftmate::tasks
