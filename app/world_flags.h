#pragma once
// World parameters given as command-line flags (`--scenario 2`), the one rule `craftmate play`, `run`
// and `eval --world` share: the world is looked up once, every flag that is not the command's own must
// name one of its parameters, and a value is typed as JSON when it reads as a number or a boolean.

#include <string>

#include <nlohmann/json.hpp>

#include "games/game_registry.h"

namespace craftmate::app {

// The built-in world `name`; an unknown name throws std::invalid_argument listing the worlds.
const games::GameInfo& worldInfo(const std::string& name);

// Throws std::invalid_argument when `key` is no parameter of `world`: "unknown option --KEY (not
// <commandOption> nor a parameter of WORLD); its parameters: --a --b".
void requireWorldParameter(const games::GameInfo& world, const std::string& key, const std::string& commandOption);

// A parameter value as typed JSON: numbers and booleans when the text is one, else the text.
nlohmann::json worldParameterValue(const std::string& text);

}  // namespace craftmate::app
