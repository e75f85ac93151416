#include "tasks/minecollab_task_view.h"

namespace craftmate::tasks {

MineCollabTaskView::MineCollabTaskView(const Task& task, std::vector<std::string> agentNames,
                                       std::function<ItemCounts(int)> inventoryOf,
                                       std::function<BlockView(const std::string&)> worldOf)
    : task_(task), names_(std::move(agentNames)), inventoryOf_(std::move(inventoryOf)), worldOf_(std::move(worldOf)) {}

double MineCollabTaskView::elapsedSeconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::string MineCollabTaskView::explainBlueprint() const {
  return task_.blueprint ? task_.blueprint->explain() : "This task has no blueprint.";
}

std::string MineCollabTaskView::explainBlueprintLevel(int levelNum) const {
  if (!task_.blueprint) return "This task has no blueprint.";
  const auto count = task_.blueprint->levels.size();
  if (levelNum < 0 || static_cast<std::size_t>(levelNum) >= count)
    return "Level " + std::to_string(levelNum) + " does not exist: the blueprint has " + std::to_string(count) +
           " levels (0 to " + std::to_string(count == 0 ? 0 : count - 1) + ").";
  return task_.blueprint->explainLevel(static_cast<std::size_t>(levelNum));
}

std::string MineCollabTaskView::checkBlueprintLevel(int levelNum, const agents::minecraft::BlockNameAt& world) const {
  if (!task_.blueprint) return "This task has no blueprint.";
  const auto count = task_.blueprint->levels.size();
  if (levelNum < 0 || static_cast<std::size_t>(levelNum) >= count) return explainBlueprintLevel(levelNum);
  const std::string text = task_.blueprint->explainLevelDifference(static_cast<std::size_t>(levelNum), world);
  // MINDcraft's checkLevelBlueprint answers "Level <n> is correct" when nothing is left.
  if (text.find("requires the following fixes") == std::string::npos)
    return "Level " + std::to_string(task_.blueprint->levels[static_cast<std::size_t>(levelNum)].level) + " is correct";
  return text;
}

std::string MineCollabTaskView::checkBlueprint(const agents::minecraft::BlockNameAt& world) const {
  if (!task_.blueprint) return "This task has no blueprint.";
  if (task_.blueprint->match(world).complete()) return "Blueprint is correct";
  return task_.blueprint->explainBlueprintDifference(world);
}

ValidatorResult MineCollabTaskView::validate(const std::string& agentName) const {
  std::vector<ItemCounts> inventories;
  for (int i = 0; i < static_cast<int>(names_.size()); ++i) inventories.push_back(inventoryOf_(i));
  const BlockView world = worldOf_(agentName);
  return validateTeam(task_, inventories, world);
}

std::optional<double> MineCollabTaskView::score(const std::string& agentName) const {
  if (end_) return end_->score;
  std::optional<ValidatorResult> result;
  if (hasValidator(task_)) result = validate(agentName);
  end_ = checkTaskEnd(task_, result, elapsedSeconds(), static_cast<int>(names_.size()));
  if (!end_) return std::nullopt;
  return end_->score;
}

}  // namespace craftmate::tasks
