#pragma once
// The state text each agent reads (spec §4.6, the authors' generate_state_prompt): action history,
// lessons, the two spaces, the order, and the "Scene" line with holdings, planned actions, kitchen
// states and shared counters; then environment errors, the failure block of a rejected action and
// the current conversation. Separate from the state, as in the Hanabi Learning Environment.

#include <array>
#include <string>

#include "games/collab_overcooked/collab_overcooked_layout.h"

namespace craftmate::games::collab_overcooked {

class OvercookedState;

// What the environment (not the kitchen) adds to an agent's text.
struct ObservationContext {
  std::array<std::string, kAgentCount> planned;  // each agent's queued actions, "a1;a2"
  std::string environmentErrors;                 // "TIMESTEP t: Due to the items in ..." lines
  std::string failureBlock;                      // the rejected-action block of spec §3.5
  std::string dialogue;                          // the open channel's turns
};

// "Chef" / "Assistant", the names the authors' prompts use.
const char* roleName(int agent);

std::string renderObservation(const OvercookedState& state, int agent, const ObservationContext& context);

// The Scene part alone ("Scene t: ... counters have nothing.").
void appendScene(const OvercookedState& state, int agent, const ObservationContext& context, std::string& out);

}  // namespace craftmate::games::collab_overcooked
