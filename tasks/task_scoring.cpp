#include "tasks/task_scoring.h"

#include <algorithm>

namespace craftmate::tasks {

namespace {

bool hasInventoryValidator(const Task& task) {
  return (task.type == TaskType::Techtree || task.type == TaskType::Cooking) && task.target.has_value();
}

}  // namespace

ItemCounts countItems(const std::vector<std::pair<std::string, int>>& stacks) {
  ItemCounts out;
  for (const auto& [name, count] : stacks) out[lowerCaseItem(name)] += count;
  return out;
}

ItemCounts requiredItems(const Task& task) { return task.target ? task.target->counts : ItemCounts{}; }

ItemCounts requiredItemsFor(const Task& task, int countId) {
  if (!task.isHellsKitchen() || !task.target || task.target->items.size() != 2 || countId < 0 || countId > 1)
    return requiredItems(task);
  const std::string& mine = task.target->items[static_cast<std::size_t>(countId)];
  return {{mine, task.target->counts.at(mine)}};
}

bool hasValidator(const Task& task) {
  return hasInventoryValidator(task) || (task.type == TaskType::Construction && task.blueprint.has_value());
}

ValidatorResult checkInventory(const ItemCounts& required, const ItemCounts& inventory) {
  ValidatorResult result;
  for (const auto& [item, count] : required) {
    auto it = inventory.find(item);
    const int have = it == inventory.end() ? 0 : it->second;
    if (have < count) result.missingItems.push_back({item, count, have, count - have});
  }
  result.valid = result.missingItems.empty();
  result.score = result.valid ? 1 : 0;
  return result;
}

ValidatorResult checkBlueprint(const Blueprint& blueprint, const BlockView& world) {
  ValidatorResult result;
  result.blueprint = blueprint.match(world);
  result.valid = result.blueprint->complete();
  result.score = result.blueprint->percent();
  return result;
}

ValidatorResult validateAgent(const Task& task, int countId, const ItemCounts& inventory, const BlockView& world) {
  if (task.type == TaskType::Construction && task.blueprint) return checkBlueprint(*task.blueprint, world);
  if (hasInventoryValidator(task)) return checkInventory(requiredItemsFor(task, countId), inventory);
  return {};
}

ValidatorResult validateTeam(const Task& task, const std::vector<ItemCounts>& inventories, const BlockView& world) {
  if (task.type == TaskType::Construction && task.blueprint) return checkBlueprint(*task.blueprint, world);
  if (!hasInventoryValidator(task)) return {};
  auto inventoryOf = [&](std::size_t i) { return i < inventories.size() ? inventories[i] : ItemCounts{}; };
  if (task.isHellsKitchen() && task.target->items.size() == 2) {
    ValidatorResult both;
    for (int agent = 0; agent < 2; ++agent) {
      const auto half = checkInventory(requiredItemsFor(task, agent), inventoryOf(static_cast<std::size_t>(agent)));
      both.missingItems.insert(both.missingItems.end(), half.missingItems.begin(), half.missingItems.end());
    }
    both.valid = both.missingItems.empty();
    both.score = both.valid ? 1 : 0;
    return both;
  }
  std::optional<ValidatorResult> best;
  const std::size_t agents = std::max<std::size_t>(inventories.size(), 1);
  for (std::size_t i = 0; i < agents; ++i) {
    auto result = checkInventory(requiredItems(task), inventoryOf(i));
    if (result.valid) return result;
    if (!best || result.missingItems.size() < best->missingItems.size()) best = std::move(result);
  }
  return *best;
}

void HellsKitchenProgress::record(const std::string& id, int countId, bool isComplete) {
  if (id != taskId) {
    taskId = id;
    agentComplete[0] = agentComplete[1] = false;
  }
  if (countId == 0 || countId == 1) agentComplete[countId] = isComplete;
}

std::optional<TaskEnd> checkTaskEnd(const Task& task, const std::optional<ValidatorResult>& result,
                                    double elapsedSeconds, int registeredAgents) {
  if (result && result->valid) return TaskEnd{"Task successful", result->score};
  if (elapsedSeconds >= 30 && registeredAgents != task.agentCount) return TaskEnd{"No other agents found", 0};
  if (elapsedSeconds >= task.timeoutSeconds) return TaskEnd{"Task timeout reached", result ? result->score : 0};
  return std::nullopt;
}


std::vector<std::string> blockedActionsFor(const Task& task, int countId, const std::vector<std::string>& settingsBlocked) {
  std::vector<std::string> out = settingsBlocked;
  if (auto it = task.blockedActions.find(countId); it != task.blockedActions.end())
    out.insert(out.end(), it->second.begin(), it->second.end());
  if (task.hasGoal()) out.push_back("!endGoal");
  if (task.conversation) out.push_back("!endConversation");
  return out;
}

}  // namespace craftmate::tasks
