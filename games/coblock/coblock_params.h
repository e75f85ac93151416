#pragma once
// The typed parameters of `craftmate play coblock --<param> <value>` (spec §10's open questions
// with the recommended defaults) and their translation into a task and rules.

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "games/coblock/coblock_rules.h"
#include "games/coblock/coblock_task.h"
#include "games/game_parameters.h"

namespace craftmate::games::coblock {

// Every parameter with its type, default and doc (`craftmate worlds` prints them).
const std::vector<GameParameter>& coblockParameters();

struct EpisodeSetup {
  Task task;
  Rules rules;
};

// Missing parameters take their defaults; throws std::invalid_argument naming the parameter and
// the accepted values for a bad one, or the file and field for a bad task file.
EpisodeSetup episodeFromParameters(const GameParameters& params);
// episodeFromParameters of the JSON parameters parsed against coblockParameters().
EpisodeSetup episodeFromParams(const nlohmann::json& params);

}  // namespace craftmate::games::coblock
