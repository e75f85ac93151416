#include "games/overcooked/overcooked_scripted_player.h"

namespace craftmate::games::overcooked {

std::string OvercookedScriptedPlayer::reply(int, const std::string&, const std::string&) { return "Action: wait."; }

}  // namespace craftmate::games::overcooked
