#pragma once
// Building Collab Capture episodes and scripted players from the registry's JSON parameters (the
// `craftmate play collab_capture --<param> <value>` flags). Bad values throw std::invalid_argument
// naming the parameter, the value and what is allowed.

#include <memory>

#include <nlohmann/json_fwd.hpp>

#include "agents/environment.h"
#include "agents/policy.h"

namespace craftmate::games::collab_capture {

std::unique_ptr<agents::Environment> createCaptureEnvironment(const nlohmann::json& params);
std::unique_ptr<agents::Policy> createCaptureScriptedPlayer(const nlohmann::json& params);

}  // namespace craftmate::games::collab_capture
