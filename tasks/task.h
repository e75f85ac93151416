#pragma once
// One MineCollab task as MINDcraft's task JSON describes it (mindcraft.md §8.2), read unchanged from
// the files users already have. Plain data: loading is tasks/task_loader.h, the world set-up
// tasks/world_setup.h, the scores tasks/task_scoring.h.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tasks/blueprint.h"

namespace craftmate::tasks {

// item name -> count, as in `initial_inventory` and `target` maps.
using ItemCounts = std::map<std::string, int>;

// `type` selects the validator; anything else (or no type) has none and only the timeout ends it.
enum class TaskType { Techtree, Cooking, Construction, Debug, Other };

const char* taskTypeName(TaskType type);  // "techtree", "cooking", "construction", "debug", "other"

// Item names as MINDcraft compares and gives them: lower-cased ("Bread" -> "bread").
std::string lowerCaseItem(std::string name);

// `target` in its three forms plus `number_of_target`, kept as written so that the per-agent check of
// Hell's Kitchen (target[count_id]) still knows the order.
struct Target {
  std::vector<std::string> items;  // string -> one item; array -> in order; object -> its keys (sorted)
  ItemCounts counts;               // required count of every item in `items` (§8.5 normalisation)
};

// Cooking metadata (`difficulty_metrics`): how long the recipes are and the resulting category.
struct DifficultyMetrics {
  int totalRecipeSteps = 0;
  int maxStepsPerRecipe = 0;
  int uniqueTargetItems = 0;
  int overallDifficultyScore = 0;
  std::string category;  // easy | medium | hard
  bool operator==(const DifficultyMetrics&) const = default;
};

struct Task {
  std::string id;          // the key in the task file
  std::string sourceFile;  // where it came from (for messages)
  TaskType type = TaskType::Other;
  std::string typeName;    // `type` as written ("" when absent)

  // `goal`: one text for every agent, or per agent count_id (a missing id gets "").
  std::optional<std::string> goal;
  std::map<int, std::string> goalPerAgent;
  bool hasGoal() const { return goal.has_value() || !goalPerAgent.empty(); }
  std::string goalFor(int agent) const;

  std::optional<std::string> conversation;
  int agentCount = 1;                 // absent -> 1 (see docs/minecollab.md, "Decisions")
  bool agentCountGiven = false;
  int humanCount = 0;
  bool humanCountGiven = false;       // MINDcraft's collaboration sentence depends on it (§8.3 QUIRK)
  std::vector<std::string> usernames;

  // `initial_inventory` by index (0..agentCount-1 bots, then humans). A flat {item: count} (older
  // files) is read as the inventory of every bot; `flatInventory` says that happened.
  std::map<int, ItemCounts> initialInventory;
  bool flatInventory = false;

  int timeoutSeconds = 300;
  std::map<int, std::vector<std::string>> blockedActions;  // extra per-agent blocked commands
  bool restrictToInventory = false;

  std::optional<Target> target;
  std::optional<Blueprint> blueprint;

  // Metadata the runtime does not read but users filter on.
  std::map<std::string, std::vector<std::string>> recipes;  // cooking: item -> steps
  std::vector<std::string> blockedAccessToRecipe;           // cooking: count_ids whose goal omits recipes
  std::optional<int> depth;                                 // crafting
  std::optional<int> maxDepth;
  std::optional<bool> requiresCraftingTable;                // `requires_crafting_table` or `requires_ctable`
  std::string difficulty;                                   // cooking (Hell's Kitchen sets)
  std::optional<DifficultyMetrics> difficultyMetrics;

  // Hell's Kitchen: the id ends with `hells_kitchen` (§8.5).
  bool isHellsKitchen() const;
};

// A task file: `{ "<task_id>": <task>, … }` in file order.
struct TaskFile {
  std::string path;
  std::vector<Task> tasks;
  const Task* find(const std::string& id) const;
};

}  // namespace craftmate::tasks
