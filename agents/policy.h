#pragma once
// A scripted player: writes the same command text a model would, from the same text a model reads.
// Scripted policies must not reach into a world's state: they see only `observation` (what
// Environment::observation returned for this agent) and `feedback` (the output of this agent's last
// command, empty at the start), so they exercise exactly the path an LLM does. The agent runtime
// wraps a Policy as the `scripted` model.

#include <string>

namespace craftmate::agents {

class Policy {
 public:
  virtual ~Policy() = default;
  // The reply text for `agent` now (e.g. "!collectBlocks(\"oak_log\", 4)" or "goto(agent0, storage0)").
  virtual std::string reply(int agent, const std::string& observation, const std::string& feedback) = 0;
};

}  // namespace craftmate::agents
