#pragma once
// The machine-checkable task classification of spec §2.6: is the task solvable, and is it
// independent, skill-dependent or goal-dependent. Used to validate task files and label tasks.

#include <string>
#include <vector>

#include "games/coblock/coblock_task.h"

namespace craftmate::games::coblock {

// True when every face-connected component of `blocks` holds a block on the ground layer, so the
// blocks can be placed in breadth-first order from the ground without breaking the gravity rule.
bool buildableFromGround(const std::vector<Block>& blocks, int groundY);

struct TaskAnalysis {
  bool solvable = false;
  std::vector<std::string> unsolvableReasons;  // what makes it unsolvable, for error messages
  std::vector<bool> hasOwnColours;    // per agent: inventory covers every block of its goal
  std::vector<bool> buildableAlone;   // per agent: its goal alone satisfies the gravity rule
  std::string type;                   // independent | skill_dependent | goal_dependent
};

TaskAnalysis analyseTask(const Task& task);

}  // namespace craftmate::games::coblock
