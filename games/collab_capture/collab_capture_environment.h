#pragma once
// Collab Capture as an agents::Environment: two pursuers act simultaneously; the turn resolves when
// both have chosen. Replies are read the LLM-Coordination way (Action: text, substring, fuzzy).

#include <string_view>

#include "games/collab_capture/collab_capture_state.h"
#include "games/coordqa/coordqa_choice_matching.h"
#include "games/two_player_rooms/simultaneous_choice_environment.h"

namespace craftmate::games::collab_capture {

// An unreadable reply is retried or, as the code's fallback, "Stay in current Room".
using CaptureEnvironmentOptions = two_player_rooms::ChoiceEnvironmentOptions;
using two_player_rooms::BadActionPolicy;

// Index into state.LegalMoves(agent) that `reply` selects, or -1. Accepts the action text (any
// case, with or without a final period), its option letter ("B", "B.", "B. Move to Room 5"), and
// the "Action: ..." form.
int parseCaptureReply(const CaptureState& state, int agent, std::string_view reply,
                      const coordqa::ChoiceMatchOptions& matching);

// The game description given to each pursuer as its long-term memory (spec §5.2 prompt, with the
// rules list interpolated as the paper intends).
std::string captureGameDescription(int agent);

// The game's texts and rules on the two-player turn machinery (two_player_rooms).
class CaptureEnvironment : public two_player_rooms::SimultaneousChoiceEnvironment<CaptureState> {
 public:
  explicit CaptureEnvironment(CaptureState initial, CaptureEnvironmentOptions options = {});
};

}  // namespace craftmate::games::collab_capture
