// Registers Collab Capture with the world registry: parameters, episode factory, scripted player.

#include "games/collab_capture/collab_capture_factory.h"
#include "games/two_player_rooms/two_player_game_info.h"

namespace craftmate::games {

void registerCollabCapture(GameRegistry& registry) {
  registry.add(two_player_rooms::twoPlayerGameInfo(
      "collab_capture", "LLM-Coordination Collab Capture: two pursuers trap a greedy thief in 9 rooms with doors and buttons",
      collab_capture::captureParameters(), &collab_capture::createCaptureEnvironment,
      &collab_capture::createCaptureScriptedPlayer));
}

}  // namespace craftmate::games
