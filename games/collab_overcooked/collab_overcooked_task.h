#pragma once
// The 30 benchmark tasks of Collab-Overcooked (spec §2.6): order, level, ingredient slots, the
// authors' optimal time T_opt, the recipe text only the Chef reads (§2.7), and the Referential Action
// Trajectories (RATs, §2.8) expanded from the per-level templates.

#include <string>
#include <string_view>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_items.h"

namespace craftmate::games::collab_overcooked {

// One RAT: the reference action strings of agent_0 (Chef) and agent_1 (Assistant), normalised
// (no spaces), as the metrics compare them.
struct ReferenceTrajectory {
  std::vector<std::string> agent[2];
};

struct Task {
  std::string order;  // the order id, e.g. "baked_bell_pepper"; also the task's name
  int level = 1;
  ItemId orderItem = kNoItem;
  std::string ingredient1, ingredient2, ingredient3;  // the template slots {I1}, {I2}, {I3}
  int optimalTime = 0;                                // T_opt of time_step.py
  std::vector<ReferenceTrajectory> references;
  std::string_view recipeText;  // the recipe file, verbatim

  // The time limit int(gamma * T_opt) (spec §3.6).
  int timeLimit(double gamma) const { return static_cast<int>(gamma * optimalTime); }
};

// All 30 tasks in the order of Table 4.
const std::vector<Task>& allTasks();

// Finds a task by order id ("baked_bell_pepper"), by file name ("1_baked_bell_pepper") or by title
// ("Baked Bell Pepper"), case-insensitively; nullptr when unknown.
const Task* findTask(std::string_view name);

// The comma-separated list of task names, for error messages.
std::string taskNames();

}  // namespace craftmate::games::collab_overcooked
