#pragma once
// Building Collab Escape episodes and the scripted survivor from the registry's JSON parameters (the
// `craftmate play collab_escape --<param> <value>` flags). Bad values throw std::invalid_argument
// naming the parameter, the value and what is allowed.

#include <memory>

#include <nlohmann/json_fwd.hpp>

#include "agents/environment.h"
#include "agents/policy.h"

namespace craftmate::games::collab_escape {

std::unique_ptr<agents::Environment> createEscapeEnvironment(const nlohmann::json& params);
std::unique_ptr<agents::Policy> createEscapeScriptedPlayer(const nlohmann::json& params);

}  // namespace craftmate::games::collab_escape
