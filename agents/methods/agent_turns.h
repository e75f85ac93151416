#pragma once
// The episode loop of methods whose agents decide one at a time (Collab-Overcooked,
// LLM-Coordination): whoever the world says must act next takes a turn, until the world ends or
// the turn budget runs out. In simultaneous worlds the first agent's command is only queued, so its
// partner still decides from the same pre-step state.

#include <string>
#include <utility>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/methods/agent_method.h"

namespace craftmate::agents::methods {

// `Agent` has `awaitable<CommandResult> takeTurn()`; agents[i] plays agent i.
template <class Agent>
boost::asio::awaitable<EpisodeResult> playAgentTurns(MethodContext& context, std::vector<Agent>& agents) {
  EpisodeResult result;
  while (true) {
    const std::vector<int> acting = context.env.agentsToAct();
    if (acting.empty() || context.env.score().ended) {
      result.endReason = "world ended";
      break;
    }
    if (result.turns >= context.maxTurns) {
      result.endReason = "turn budget of " + std::to_string(context.maxTurns) + " reached";
      break;
    }
    const CommandResult outcome = co_await agents.at(static_cast<std::size_t>(acting.front())).takeTurn();
    ++result.turns;
    if (!outcome.accepted) ++result.rejectedTurns;
  }
  result.score = context.env.score();
  co_return result;
}

// A method whose agents are alike: one `Agent(context, agentIndex, options)` per agent of the world,
// taking turns through playAgentTurns.
template <class Agent, class Options>
class PerAgentMethod : public AgentMethod {
 public:
  explicit PerAgentMethod(Options options) : options_(std::move(options)) {}

  boost::asio::awaitable<EpisodeResult> run(MethodContext& context) override {
    std::vector<Agent> agents;
    for (int a = 0; a < context.env.agentCount(); ++a) agents.emplace_back(context, a, options_);
    co_return co_await playAgentTurns(context, agents);
  }

 private:
  Options options_;
};

}  // namespace craftmate::agents::methods
