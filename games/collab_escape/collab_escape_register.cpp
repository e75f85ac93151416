// Registers Collab Escape with the world registry: parameters, episode factory, scripted player.

#include "games/collab_escape/collab_escape_factory.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCollabEscape(GameRegistry& registry) {
  GameInfo info;
  info.name = "collab_escape";
  info.description = "LLM-Coordination Collab Escape: two survivors repair two generators and escape a killer";
  info.minAgents = 2;
  info.maxAgents = 2;
  info.parameters = collab_escape::escapeParameters();
  info.makeEnvironment = &collab_escape::createEscapeEnvironment;
  info.makeScriptedPolicy = &collab_escape::createEscapeScriptedPlayer;
  registry.add(std::move(info));
}

}  // namespace craftmate::games
