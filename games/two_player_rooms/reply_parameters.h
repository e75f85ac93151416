#pragma once
// The parameters both room worlds declare for reading a reply: `bad_action` (retry, or the game's
// default action) and `fuzzy_threshold` (the lowest Levenshtein ratio of a fuzzy match).

#include <vector>

#include "games/game_parameters.h"
#include "games/two_player_rooms/simultaneous_choice_environment.h"

namespace craftmate::games::two_player_rooms {

// `defaultActionName` is the game's fallback for an unreadable reply ("stay", "wait").
std::vector<GameParameter> replyParameters(const char* defaultActionName);

// The options those parameters give; throws (GameParameters::fail) for a value out of range.
ChoiceEnvironmentOptions replyOptions(const GameParameters& params, const char* defaultActionName);

}  // namespace craftmate::games::two_player_rooms
