#pragma once
// A MineCollab task as its Minecraft agents see it (agents/minecraft/minecraft_task_view.h): the four
// blueprint commands over the task's blueprint, and MINDcraft's isDone (mindcraft.md §8.5) over the
// team's inventories and the asking bot's view of the world. One object per episode, shared by the
// task's agents; the episode runner keeps every bot on one thread, so reading another bot's
// inventory here is safe.

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "agents/minecraft/minecraft_task_view.h"
#include "tasks/task.h"
#include "tasks/task_scoring.h"

namespace craftmate::tasks {

class MineCollabTaskView : public agents::minecraft::MinecraftTaskView {
 public:
  // `inventoryOf(i)` is agent i's inventory (by count_id); `worldOf(name)` the blocks that agent sees.
  MineCollabTaskView(const Task& task, std::vector<std::string> agentNames, std::function<ItemCounts(int)> inventoryOf,
                     std::function<BlockView(const std::string&)> worldOf);

  // The clock of §8.5 starts when the agents get their goals.
  void start() { start_ = std::chrono::steady_clock::now(); }
  double elapsedSeconds() const;
  // The end once one was seen (score() records it).
  const std::optional<TaskEnd>& end() const { return end_; }
  // The team's validator now (also for a run stopped before the task ended).
  ValidatorResult validate(const std::string& agentName) const;

  bool hasBlueprint() const override { return task_.blueprint.has_value(); }
  std::string explainBlueprint() const override;
  std::string explainBlueprintLevel(int levelNum) const override;
  std::string checkBlueprintLevel(int levelNum, const agents::minecraft::BlockNameAt& world) const override;
  std::string checkBlueprint(const agents::minecraft::BlockNameAt& world) const override;
  std::optional<double> score(const std::string& agentName) const override;

 private:
  const Task& task_;
  std::vector<std::string> names_;
  std::function<ItemCounts(int)> inventoryOf_;
  std::function<BlockView(const std::string&)> worldOf_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  mutable std::optional<TaskEnd> end_;
};

}  // namespace craftmate::tasks
