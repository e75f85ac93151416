// Registers Collab Escape with the world registry: parameters, episode factory, scripted player.

#include "games/collab_escape/collab_escape_factory.h"
#include "games/two_player_rooms/two_player_game_info.h"

namespace craftmate::games {

void registerCollabEscape(GameRegistry& registry) {
  registry.add(two_player_rooms::twoPlayerGameInfo(
      "collab_escape", "LLM-Coordination Collab Escape: two survivors repair two generators and escape a killer",
      collab_escape::escapeParameters(), &collab_escape::createEscapeEnvironment,
      &collab_escape::createEscapeScriptedPlayer));
}

}  // namespace craftmate::games
