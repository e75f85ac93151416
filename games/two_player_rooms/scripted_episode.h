#pragma once
// Playing a two-player world to its end with one scripted policy for both players, through the
// world's text interface (what an LLM sees and writes).

#include <vector>

#include "agents/environment.h"
#include "agents/policy.h"

namespace craftmate::games::two_player_rooms {

// Each turn needs two accepted replies; the step bound (from the world's turn limit) only guards
// against a policy that never writes a valid one.
void playScriptedEpisode(agents::Environment& env, agents::Policy& policy, int maxTurns);

// Episodes summarised the paper's way: the share won, and the average turns of the won ones.
struct WinSummary {
  int episodes = 0;
  int wins = 0;
  double winRate = 0.0;
  double averageTurns = 0.0;  // over won episodes; 0 when none (the paper prints "N.A.")
};

// `Result` has `int turns`; `won` names its flag for a won episode.
template <class Result>
WinSummary summarizeWins(const std::vector<Result>& episodes, bool Result::*won) {
  WinSummary summary;
  int wonTurns = 0;
  for (const Result& e : episodes) {
    summary.episodes += 1;
    if (e.*won) {
      summary.wins += 1;
      wonTurns += e.turns;
    }
  }
  if (summary.episodes > 0) summary.winRate = static_cast<double>(summary.wins) / summary.episodes;
  if (summary.wins > 0) summary.averageTurns = static_cast<double>(wonTurns) / summary.wins;
  return summary;
}

}  // namespace craftmate::games::two_player_rooms
