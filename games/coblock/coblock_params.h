#pragma once
// The typed parameters of `craftmate play coblock --<param> <value>` (spec §10's open questions
// with the recommended defaults) and their translation into a task and rules.

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "games/coblock/coblock_rules.h"
#include "games/coblock/coblock_task.h"

namespace craftmate::games::coblock {

struct ParameterDoc {
  std::string name;
  std::string defaultValue;
  std::string description;
};

const std::vector<ParameterDoc>& coblockParameters();

struct EpisodeSetup {
  Task task;
  Rules rules;
};

// Missing parameters take their defaults; throws std::invalid_argument naming the parameter and
// the accepted values for a bad one, or the file and field for a bad task file.
EpisodeSetup episodeFromParams(const nlohmann::json& params);

}  // namespace craftmate::games::coblock
