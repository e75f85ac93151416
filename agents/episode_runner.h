#pragma once
// Plays one episode of a world with a team of WorldAgents: whoever the world says must act is given
// their observation as a system message and takes a turn, until the world ends or the turn budget
// runs out (a model that never writes a valid command must not hang a run).

#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/environment.h"
#include "agents/world_agent.h"

namespace craftmate::agents {

struct EpisodeResult {
  Score score;
  int turns = 0;          // agent turns taken
  int rejectedTurns = 0;  // turns that ended without an accepted command
  std::string endReason;  // "world ended" or "turn budget of N reached"
};

class EpisodeRunner {
 public:
  EpisodeRunner(Environment& env, std::vector<std::unique_ptr<WorldAgent>>& agents, int maxTurns)
      : env_(env), agents_(agents), maxTurns_(maxTurns) {}

  boost::asio::awaitable<EpisodeResult> run();

 private:
  Environment& env_;
  std::vector<std::unique_ptr<WorldAgent>>& agents_;
  int maxTurns_;
};

}  // namespace craftmate::agents
