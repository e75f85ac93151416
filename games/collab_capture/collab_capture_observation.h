#pragma once
// The text a pursuer reads each turn (spec §5.5, in the paper's D.3 wording and order) and the
// reader scripted players use to get the positions back from that text alone.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/collab_capture/collab_capture_state.h"
#include "games/two_player_rooms/choice_turn_texts.h"

namespace craftmate::games::collab_capture {

using two_player_rooms::kAgentNames;

// I (Alice) am in Room 6. Bob is in Room 1. Thief is in Room 2.
// Door between Room 1 and 2 is closed. Door between Room 3 and 4 is closed.
// What action should I take next?
// Available Actions:
// A. Move to Room 1
// ...
std::string encodeObservation(const CaptureState& state, int agent);

// The lettered action list only ("A. Move to Room 1\nB. ...").
std::string encodeActionList(const CaptureMoveList& actions);

// What a player can read back from an observation.
struct CaptureView {
  int self = 0;  // 0 Alice, 1 Bob
  int selfRoom = 0;
  int partnerRoom = 0;
  int thiefRoom = 0;
  bool doorOpen[2] = {true, true};
  std::vector<std::string> actions;  // the lettered options, without their letters
};

// nullopt when the text is not a Collab Capture observation.
std::optional<CaptureView> decodeObservation(std::string_view text);

}  // namespace craftmate::games::collab_capture
