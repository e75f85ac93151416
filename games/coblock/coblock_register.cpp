// Registers "coblock" with the game registry (games/registered_games.cpp calls registerCoBlock).

#include "games/coblock/coblock_environment.h"
#include "games/coblock/coblock_params.h"
#include "games/coblock/coblock_scripted_player.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCoBlock(GameRegistry& registry) {
  GameInfo info;
  info.name = "coblock";
  info.description =
      "CoBlock (Wu et al., ACL 2024): two agents with private goals and inventories build a 3-D block structure "
      "under the gravity rule";
  info.parameters = coblock::coblockParameters();
  info.minAgents = 1;
  info.maxAgents = 2;
  info.makeEnvironment = [](const GameParameters& params) -> std::unique_ptr<agents::Environment> {
    coblock::EpisodeSetup e = coblock::episodeFromParameters(params);
    return std::make_unique<coblock::CoBlockEnvironment>(std::move(e.task), e.rules);
  };
  info.makeScriptedPolicy = [](const GameParameters& params) -> std::unique_ptr<agents::Policy> {
    // The ground height is in every agent's task description ("the ground is the y=<g> plane").
    return coblock::makeScriptedPlayer(coblock::episodeFromParameters(params).task.groundY);
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
