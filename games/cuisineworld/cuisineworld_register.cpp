// Registers CuisineWorld with the game registry: parameters, defaults, and the scripted dispatcher.

#include "games/cuisineworld/cuisineworld_environment.h"
#include "games/cuisineworld/cuisineworld_scripted_dispatcher.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCuisineWorld(GameRegistry& registry) {
  GameInfo info;
  info.name = "cuisineworld";
  info.description =
      "CuisineWorld (MindAgent): one dispatcher commands 1-4 kitchen agents to cook incoming dish orders; "
      "metric CoS";
  info.parameters = cuisine::cuisineParameters();
  info.minAgents = 1;
  info.maxAgents = 4;
  info.makeEnvironment = [](const GameParameters& params) -> std::unique_ptr<agents::Environment> {
    return std::make_unique<cuisine::CuisineEnvironment>(cuisine::CuisineConfig::fromParameters(params));
  };
  info.makeScriptedPolicy = [](const GameParameters& params) -> std::unique_ptr<agents::Policy> {
    const cuisine::CuisineConfig config = cuisine::CuisineConfig::fromParameters(params);
    return std::make_unique<cuisine::ScriptedDispatcher>(config.agents);
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
