#pragma once
// Playing a two-player world to its end with one scripted policy for both players, through the
// world's text interface (what an LLM sees and writes).

#include "agents/environment.h"
#include "agents/policy.h"

namespace craftmate::games::two_player_rooms {

// Each turn needs two accepted replies; the step bound (from the world's turn limit) only guards
// against a policy that never writes a valid one.
void playScriptedEpisode(agents::Environment& env, agents::Policy& policy, int maxTurns);

}  // namespace craftmate::games::two_player_rooms
