#include "games/coblock/coblock_metrics.h"

#include <cmath>
#include <limits>

namespace craftmate::games::coblock {

EpisodeMetrics episodeMetrics(const State& state) {
  EpisodeMetrics m;
  m.success = state.complete();
  m.endReason = state.endReason();
  m.timesteps = state.timesteps();
  m.rounds = state.log().empty() ? 0 : state.log().back().round;
  const ColourCounts none{};
  const Task& task = state.task();
  const ColourCounts& e1 = task.agents[0].inventory;
  const ColourCounts& e2 = task.agents.size() > 1 ? task.agents[1].inventory : none;
  m.optimal = optimalAssignment(state.target(), e1, e2, state.rules().capAssignmentByCount);
  m.workload[0] = state.workload(0);
  if (state.agentCount() > 1) {
    m.workload[1] = state.workload(1);
    m.workloadBalance = workloadBalance(m.workload[0], m.workload[1], m.optimal.agent1, m.optimal.agent2);
  } else {
    m.workloadBalance = std::numeric_limits<double>::quiet_NaN();
  }
  return m;
}

double successRate(int successes, int tasks) {
  return tasks == 0 ? 0.0 : static_cast<double>(successes) / tasks;
}

void MetricsSummary::add(const EpisodeMetrics& m) {
  ++episodes_;
  timestepSum_ += m.timesteps;
  if (m.success) {
    ++successes_;
    successTimestepSum_ += m.timesteps;
  }
  if (!std::isnan(m.workloadBalance)) {
    ++balanceEpisodes_;
    balanceSum_ += m.workloadBalance;
  }
}

double MetricsSummary::successRate() const { return coblock::successRate(successes_, episodes_); }

double MetricsSummary::meanWorkloadBalance() const {
  return balanceEpisodes_ == 0 ? std::numeric_limits<double>::quiet_NaN() : balanceSum_ / balanceEpisodes_;
}

double MetricsSummary::meanTimesteps() const { return episodes_ == 0 ? 0.0 : timestepSum_ / episodes_; }

double MetricsSummary::meanTimestepsOfSuccesses() const {
  return successes_ == 0 ? std::numeric_limits<double>::quiet_NaN() : successTimestepSum_ / successes_;
}

}  // namespace craftmate::games::coblock
