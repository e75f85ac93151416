#pragma once
// The registry entry of a two-player room game (Collab Capture, Collab Escape): exactly two agents,
// with the world's parameters, episode factory and scripted player.

#include <string>
#include <utility>
#include <vector>

#include "games/game_registry.h"

namespace craftmate::games::two_player_rooms {

inline GameInfo twoPlayerGameInfo(std::string name, std::string description, std::vector<GameParameter> parameters,
                                  decltype(GameInfo::makeEnvironment) makeEnvironment,
                                  decltype(GameInfo::makeScriptedPolicy) makeScriptedPolicy) {
  GameInfo info;
  info.name = std::move(name);
  info.description = std::move(description);
  info.minAgents = 2;
  info.maxAgents = 2;
  info.parameters = std::move(parameters);
  info.makeEnvironment = std::move(makeEnvironment);
  info.makeScriptedPolicy = std::move(makeScriptedPolicy);
  return info;
}

}  // namespace craftmate::games::two_player_rooms
