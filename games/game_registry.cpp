#include "games/game_registry.h"

#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::games {

void registerBuiltInGames(GameRegistry& registry);  // registered_games.cpp

const GameRegistry& GameRegistry::builtIn() {
  static const GameRegistry registry = [] {
    GameRegistry r;
    registerBuiltInGames(r);
    return r;
  }();
  return registry;
}

void GameRegistry::add(GameInfo info) {
  if (find(info.name) != nullptr) {
    throw std::logic_error("world '" + info.name + "' is registered twice");
  }
  if (!info.makeEnvironment) throw std::logic_error("world '" + info.name + "' registers no makeEnvironment");
  (void)GameParameters::parse(info.name, info.parameters, nullptr);  // a bad default is the world's bug
  info.create = [name = info.name, declared = info.parameters, make = info.makeEnvironment](const nlohmann::json& params) {
    return make(GameParameters::parse(name, declared, params));
  };
  if (info.makeScriptedPolicy) {
    info.scriptedPolicy = [name = info.name, declared = info.parameters, make = info.makeScriptedPolicy](
                              const nlohmann::json& params) { return make(GameParameters::parse(name, declared, params)); };
  }
  games_.push_back(std::move(info));
}

const GameInfo* GameRegistry::find(const std::string& name) const {
  for (const GameInfo& g : games_) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

std::unique_ptr<agents::Environment> GameRegistry::create(const std::string& name,
                                                          const nlohmann::json& params) const {
  const GameInfo* info = find(name);
  if (info == nullptr) {
    std::string known;
    for (const GameInfo& g : games_) known += (known.empty() ? "" : ", ") + g.name;
    throw std::invalid_argument("unknown world '" + name + "'; known worlds: " + known);
  }
  return info->create(params);
}

}  // namespace craftmate::games
