#pragma once
// Every built-in world registered by name with its typed parameters (OpenSpiel's pattern), so the
// CLI, the evaluation runner and the generic random-play test reach any world the same way.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "agents/environment.h"
#include "agents/policy.h"
#include "games/game_parameters.h"

namespace craftmate::games {

struct GameInfo {
  std::string name;         // e.g. "cuisineworld"
  std::string description;  // one line, shown by `craftmate worlds`
  std::vector<GameParameter> parameters;
  int minAgents = 1;
  int maxAgents = 1;
  // What the world registers: an episode built from its parameters, parsed and typed; throws
  // std::invalid_argument (GameParameters::fail) for a value the world cannot use.
  std::function<std::unique_ptr<agents::Environment>(const GameParameters& params)> makeEnvironment;
  // The world's scripted player (a strong planner playing through command text only), built for
  // the same parameters; empty when the world has none. `craftmate play --model scripted` uses it.
  std::function<std::unique_ptr<agents::Policy>(const GameParameters& params)> makeScriptedPolicy;

  // What callers use, set by GameRegistry::add: the JSON parameters parsed once against
  // `parameters` (missing ones take their defaults; an unknown or ill-typed one throws
  // std::invalid_argument naming it), then the factories above. `scriptedPolicy` is empty when
  // the world has no scripted player.
  std::function<std::unique_ptr<agents::Environment>(const nlohmann::json& params)> create;
  std::function<std::unique_ptr<agents::Policy>(const nlohmann::json& params)> scriptedPolicy;
};

class GameRegistry {
 public:
  // The registry with every built-in world (see registered_games.cpp).
  static const GameRegistry& builtIn();

  void add(GameInfo info);
  const GameInfo* find(const std::string& name) const;  // nullptr when unknown
  const std::vector<GameInfo>& all() const { return games_; }

  // Creates a world by name; throws std::invalid_argument listing the known names when unknown.
  std::unique_ptr<agents::Environment> create(const std::string& name, const nlohmann::json& params) const;

 private:
  std::vector<GameInfo> games_;
};

}  // namespace craftmate::games
