#pragma once
// Turns what a model wrote into one of the legal Hanabi moves, the way LLM-Coordination's
// grounding does (llm_coordination.md §2.2): take the text after `Action:` (re-applied once if the
// capture itself contains `action:`), then accept an action letter ("C", "C."), an action's text
// (list form "Play my Card 0" or history form "Play Card 0", case, apostrophe and final period
// ignored), or a text that is a substring of one available action (the first one in list order).
// The paper's code falls back to a fuzzy match or a random move; we reject instead, so a bad reply
// is reported to the agent (see docs/worlds/hanabi.md).

#include <optional>
#include <string>
#include <string_view>

#include "games/hanabi/hanabi_observation.h"
#include "games/hanabi/hanabi_state.h"

namespace craftmate::games::hanabi {

// The action text the model chose: the `Action:` capture, or the whole trimmed text without one.
std::string extractActionText(std::string_view reply);

// The legal move `reply` names, or nullopt.
std::optional<HanabiMove> parseMove(const HanabiState& state, std::string_view reply,
                                    const PlayerNames& names = kDefaultNames);

}  // namespace craftmate::games::hanabi
