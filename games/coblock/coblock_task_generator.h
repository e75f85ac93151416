#pragma once
// A seeded generator of two-agent tasks of a requested type, in the spirit of the paper's
// semi-automatic pipeline (spec §2.7): structures are combined from the paper's five kinds
// (tower, rectangle, symbol, arch, bridge), split into two goals, and given inventories so that
// the task is solvable and of the requested type (checked with analyseTask). The paper's own
// rules and spanning-tree complexity constraint are not published in enough detail to copy.

#include <cstdint>
#include <string>

#include "games/coblock/coblock_task.h"

namespace craftmate::games::coblock {

// `type`: independent | skill_dependent | goal_dependent (throws std::invalid_argument otherwise).
// The same seed gives the same task on every platform (no std distributions are used).
Task generateTask(const std::string& type, std::uint32_t seed);

}  // namespace craftmate::games::coblock
