// Registers Collab Capture with the world registry: parameters, episode factory, scripted player.

#include "games/collab_capture/collab_capture_factory.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCollabCapture(GameRegistry& registry) {
  GameInfo info;
  info.name = "collab_capture";
  info.description = "LLM-Coordination Collab Capture: two pursuers trap a greedy thief in 9 rooms with doors and buttons";
  info.minAgents = 2;
  info.maxAgents = 2;
  info.parameters = collab_capture::captureParameters();
  info.makeEnvironment = &collab_capture::createCaptureEnvironment;
  info.makeScriptedPolicy = &collab_capture::createCaptureScriptedPlayer;
  registry.add(std::move(info));
}

}  // namespace craftmate::games
