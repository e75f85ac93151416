#pragma once
// A CoBlock task (spec §2.6, §2.8 schema): the target structure G split into one private goal per
// agent, one private inventory per agent, the ground height and the build box.

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

// The build box. The lowest legal layer is the task's ground_y (so a block below the ground is
// reported as `below_ground`, not `out_of_bounds`); yMax is the highest legal layer.
struct Bounds {
  int xMin = 0, xMax = 15;
  int zMin = 0, zMax = 15;
  int yMax = 15;
};

struct AgentSpec {
  std::string name;                  // "Agent 1", "Agent 2" (the names the dialogue shows)
  std::vector<Block> goal;           // private sub-structure, in file order
  ColourCounts inventory{};          // private block counts
  std::vector<Colour> inventoryOrder;  // colours in file order, for rendering <Inventory>
  std::string goalDescription;       // optional <Description> of the visual motive
};

struct Task {
  std::string id;
  std::string type;  // the file's label: independent | skill_dependent | goal_dependent (or empty)
  int groundY = 0;
  Bounds bounds;
  std::vector<AgentSpec> agents;  // one or two
  int maxRounds = 0;              // 0: use the rules' default

  // G: the union of the goals, agent 1's blocks first.
  std::vector<Block> target() const;
};

// Reads one task from the §2.8 JSON schema. `where` names the source (file and task) in errors;
// throws std::invalid_argument saying which field is wrong and why.
Task taskFromJson(const nlohmann::json& j, const std::string& where);
nlohmann::json taskToJson(const Task& task);

// Reads a task file: either one task object or {"tasks": [ ... ]}.
std::vector<Task> taskSetFromJson(std::string_view text, const std::string& where);

// Structural problems that make a task unusable (block outside the box or below ground, two
// blocks in one cell, overlapping goals, more than two agents). Empty when the task is usable.
std::vector<std::string> taskProblems(const Task& task);

// The same task with every block moved up or down so that its ground sits at `groundY`
// (the ground-height parameter, spec §10 #1). The box's top moves with it.
Task shiftedToGround(const Task& task, int groundY);

}  // namespace craftmate::games::coblock
