#pragma once
// Collab Escape as an agents::Environment: two survivors act simultaneously; the turn resolves when
// both have chosen. Replies are read the LLM-Coordination way (Action: text, substring, fuzzy).

#include <string_view>

#include "games/collab_escape/collab_escape_state.h"
#include "games/coordqa/coordqa_choice_matching.h"
#include "games/two_player_rooms/simultaneous_choice_environment.h"

namespace craftmate::games::collab_escape {

// An unreadable reply is retried or, as the code's rule, "wait".
using EscapeEnvironmentOptions = two_player_rooms::ChoiceEnvironmentOptions;
using two_player_rooms::BadActionPolicy;

// Index into state.LegalMoves(agent) that `reply` selects, or -1.
int parseEscapeReply(const EscapeState& state, int agent, std::string_view reply, const coordqa::ChoiceMatchOptions& matching);

// The base prompt (spec §6.4) for the map, told to one survivor.
std::string escapeGameDescription(const EscapeMap& map);

// The game's texts and rules on the two-player turn machinery (two_player_rooms).
class EscapeEnvironment : public two_player_rooms::SimultaneousChoiceEnvironment<EscapeState> {
 public:
  explicit EscapeEnvironment(EscapeState initial, EscapeEnvironmentOptions options = {});
};

}  // namespace craftmate::games::collab_escape
