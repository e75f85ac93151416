#pragma once
// When a MineCollab task is done and what it scored (mindcraft.md §8.5), as pure functions over
// inventories and a block view, so they can be checked without a server and used by any runner.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tasks/blueprint.h"
#include "tasks/task.h"

namespace craftmate::tasks {

// Sums item stacks by lower-cased name, as MINDcraft sums every inventory slot (armour and off-hand
// included): {("Bread", 2), ("bread", 1)} -> {bread: 3}.
ItemCounts countItems(const std::vector<std::pair<std::string, int>>& stacks);

// The counts an inventory must hold: every target item (§8.5 normalisation). Empty without a target.
ItemCounts requiredItems(const Task& task);
// Hell's Kitchen: agent count_id 0 or 1 needs only target[count_id]; other tasks: requiredItems.
ItemCounts requiredItemsFor(const Task& task, int countId);

struct MissingItem {
  std::string item;
  int required = 0;
  int current = 0;
  int missing = 0;
  bool operator==(const MissingItem&) const = default;
};

struct ValidatorResult {
  bool valid = false;
  double score = 0;  // 0/1 for techtree and cooking; 0..100 (match percentage) for construction
  std::vector<MissingItem> missingItems;
  std::optional<BlueprintMatch> blueprint;
};

// techtree and cooking with a target, construction with a blueprint; anything else has no validator
// and only the timeout ends it.
bool hasValidator(const Task& task);

// Valid iff every required count is met; score 1 if valid else 0.
ValidatorResult checkInventory(const ItemCounts& required, const ItemCounts& inventory);

// Valid iff no cell mismatches; score = the blueprint match percentage.
ValidatorResult checkBlueprint(const Blueprint& blueprint, const BlockView& world);

// What one agent's validator says (MINDcraft runs it in every agent on that agent's own inventory).
// For Hell's Kitchen this is only that agent's half of the task.
ValidatorResult validateAgent(const Task& task, int countId, const ItemCounts& inventory, const BlockView& world);

// The team's result: construction -> the blueprint check; Hell's Kitchen -> both agents hold their
// own dish at once; techtree/cooking -> the first agent (by count_id) whose inventory is valid, else
// the best (fewest missing items) agent's check. `inventories[i]` is agent i's inventory.
ValidatorResult validateTeam(const Task& task, const std::vector<ItemCounts>& inventories, const BlockView& world);

// Hell's Kitchen progress shared by the two agents (MINDcraft's ./hells_kitchen_progress.json):
// each agent records its latest check; the task is valid only when both flags are true.
struct HellsKitchenProgress {
  std::string taskId;
  bool agentComplete[2] = {false, false};
  // Records agent `countId`'s latest check for `taskId` (a different task id resets both flags).
  void record(const std::string& id, int countId, bool complete);
  bool complete() const { return agentComplete[0] && agentComplete[1]; }
};

// The end of a task as `isDone()` decides it (§8.5), checked every 300 ms.
struct TaskEnd {
  std::string message;  // "Task successful", "No other agents found", "Task timeout reached"
  double score = 0;
  bool operator==(const TaskEnd&) const = default;
};
std::optional<TaskEnd> checkTaskEnd(const Task& task, const std::optional<ValidatorResult>& result,
                                    double elapsedSeconds, int registeredAgents);

// The blocked commands of agent `countId`: the settings' blocked_actions, the task's per-agent list,
// then `!endGoal` when the task has a goal and `!endConversation` when it has a conversation (§8.2).
std::vector<std::string> blockedActionsFor(const Task& task, int countId, const std::vector<std::string>& settingsBlocked);

}  // namespace craftmate::tasks
