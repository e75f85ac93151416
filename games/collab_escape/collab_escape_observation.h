#pragma once
// The state text a survivor reads each turn (spec §6.4, the HEAD code's template) and the reader
// scripted players use to get the facts back from that text alone.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/collab_escape/collab_escape_state.h"
#include "games/two_player_rooms/choice_turn_texts.h"

namespace craftmate::games::collab_escape {

using two_player_rooms::kAgentNames;

// "We have information that the killer is currently located in room 5. " followed by the target
// sentence or the unaware sentence (CE-6, CE-13).
std::string encodeKillerInfo(const EscapeState& state);

// My name is Alice. I am in room 1. Bob is in room 2. <killer info><generators><gate>
// Available Actions: move to room 2, move to room 10, fix generator in room 1, wait
std::string encodeObservation(const EscapeState& state, int agent);

struct EscapeView {
  int self = 0;
  int selfRoom = 0;
  int partnerRoom = 0;
  int killerRoom = 0;
  int killerTarget = kNoTarget;       // 0 Alice, 1 Bob, kNoTarget when unknown/none
  std::vector<int> generatorRooms;    // in text order
  std::vector<int> fixesStillNeeded;  // same order
  bool gateOpen = false;
  std::vector<std::string> actions;
};

// nullopt when the text is not a Collab Escape observation.
std::optional<EscapeView> decodeObservation(std::string_view text);

}  // namespace craftmate::games::collab_escape
