#include "agents/episode_runner.h"

#include <stdexcept>

namespace craftmate::agents {

boost::asio::awaitable<EpisodeResult> EpisodeRunner::run() {
  EpisodeResult result;
  while (!env_.score().ended) {
    if (result.turns >= maxTurns_) {
      result.endReason = "turn budget of " + std::to_string(maxTurns_) + " reached";
      result.score = env_.score();
      co_return result;
    }
    const std::vector<int> acting = env_.agentsToAct();
    if (acting.empty()) throw std::runtime_error("world '" + env_.name() + "' has no agent to act but has not ended");
    for (int index : acting) {
      if (index < 0 || static_cast<size_t>(index) >= agents_.size()) {
        throw std::runtime_error("world '" + env_.name() + "' asks agent " + std::to_string(index) + " to act, but the team has " +
                                 std::to_string(agents_.size()) + " agents");
      }
      const bool accepted = co_await agents_[static_cast<size_t>(index)]->takeTurn(env_.observation(index));
      ++result.turns;
      if (!accepted) ++result.rejectedTurns;
      if (env_.score().ended || result.turns >= maxTurns_) break;
    }
  }
  result.endReason = "world ended";
  result.score = env_.score();
  co_return result;
}

}  // namespace craftmate::agents
