#pragma once
// The paper's three metrics (spec §7): success rate, workload balance γ and task-completion
// timesteps, for one episode and averaged over many.

#include <array>

#include "games/coblock/coblock_state.h"
#include "games/coblock/coblock_workload.h"

namespace craftmate::games::coblock {

struct EpisodeMetrics {
  bool success = false;  // built == G when the episode ended (under the match mode)
  EndReason endReason = EndReason::None;
  int timesteps = 0;
  int rounds = 0;                // rounds in which somebody acted
  std::array<int, 2> workload{};  // N_1, N_2
  OptimalAssignment optimal;      // N*_1, N*_2
  double workloadBalance = 0.0;   // γ; NaN when undefined (one agent, N*_1 = 0, nobody acted)
};

EpisodeMetrics episodeMetrics(const State& state);

// Success rate = successes / tasks (paper Eq. 1); 0 for no tasks.
double successRate(int successes, int tasks);

// Means over episodes, as spec §7 reports them: γ over episodes where it is defined; timesteps over
// all episodes and over the successful ones.
class MetricsSummary {
 public:
  void add(const EpisodeMetrics& m);
  int episodes() const { return episodes_; }
  int successes() const { return successes_; }
  double successRate() const;
  double meanWorkloadBalance() const;  // NaN when no episode has a defined γ
  int balanceEpisodes() const { return balanceEpisodes_; }
  double meanTimesteps() const;
  double meanTimestepsOfSuccesses() const;

 private:
  int episodes_ = 0, successes_ = 0, balanceEpisodes_ = 0;
  double balanceSum_ = 0, timestepSum_ = 0, successTimestepSum_ = 0;
};

}  // namespace craftmate::games::coblock
