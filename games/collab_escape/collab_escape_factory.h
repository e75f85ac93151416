#pragma once
// Collab Escape's parameters (the `craftmate play collab_escape --<param> <value>` flags) and the
// episodes and scripted survivors built from them. Bad values throw std::invalid_argument naming
// the parameter, the value and what is allowed.

#include <memory>
#include <vector>

#include "agents/environment.h"
#include "agents/policy.h"
#include "games/game_parameters.h"

namespace craftmate::games::collab_escape {

const std::vector<GameParameter>& escapeParameters();

std::unique_ptr<agents::Environment> createEscapeEnvironment(const GameParameters& params);
std::unique_ptr<agents::Policy> createEscapeScriptedPlayer(const GameParameters& params);

}  // namespace craftmate::games::collab_escape
