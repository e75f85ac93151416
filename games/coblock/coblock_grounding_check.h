#pragma once
// The automatic check for the paper's single-agent grounding tasks II and III (spec §7.4): a model
// turns a structure (XML or text description) into a list of commands; the list is run by one
// agent with an unlimited inventory in an empty world, and it succeeds when every command is valid
// and the result equals the structure.

#include <string>
#include <string_view>
#include <vector>

#include "games/coblock/coblock_rules.h"
#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

struct GroundingResult {
  bool success = false;
  int commands = 0;        // actions read from the text
  int invalidCommand = -1; // index of the first invalid action, -1 when all were valid
  std::string error;       // its outcome code and canonical text
  std::vector<Block> built;
};

// `commandsText` holds one action per line (comments with `#` allowed). `match` as for episodes.
GroundingResult checkBuildPlan(const std::vector<Block>& structure, std::string_view commandsText, int groundY = 0,
                               MatchMode match = MatchMode::Exact);

}  // namespace craftmate::games::coblock
