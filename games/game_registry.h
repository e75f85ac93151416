#pragma once
// Every built-in world registered by name with its parameters (OpenSpiel's pattern), so the CLI,
// the evaluation runner and the generic random-play test reach any world the same way.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "agents/environment.h"
#include "agents/policy.h"

namespace craftmate::games {

struct GameParameter {
  std::string name;
  std::string defaultValue;  // as text, e.g. "1", "cramped_room", "true"
  std::string description;
};

struct GameInfo {
  std::string name;         // e.g. "cuisineworld"
  std::string description;  // one line, shown by `craftmate worlds`
  std::vector<GameParameter> parameters;
  int minAgents = 1;
  int maxAgents = 1;
  // Builds an episode from parameters (missing ones take their defaults). Throws
  // std::invalid_argument naming the parameter and the reason for a bad value.
  std::function<std::unique_ptr<agents::Environment>(const nlohmann::json& params)> create;
  // The world's scripted player (a strong planner playing through command text only), built for
  // the same parameters; empty when the world has none. `craftmate play --model scripted` uses it.
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
