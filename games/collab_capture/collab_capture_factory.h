#pragma once
// Collab Capture's parameters (the `craftmate play collab_capture --<param> <value>` flags) and the
// episodes and scripted players built from them. Bad values throw std::invalid_argument naming the
// parameter, the value and what is allowed.

#include <memory>
#include <vector>

#include "agents/environment.h"
#include "agents/policy.h"
#include "games/game_parameters.h"

namespace craftmate::games::collab_capture {

const std::vector<GameParameter>& captureParameters();

std::unique_ptr<agents::Environment> createCaptureEnvironment(const GameParameters& params);
std::unique_ptr<agents::Policy> createCaptureScriptedPlayer(const GameParameters& params);

}  // namespace craftmate::games::collab_capture
