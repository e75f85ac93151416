#pragma once
// CoBlock as an agents::Environment: model text in (the paper's action format), the paper's
// <Input> observation and feedback text out, the paper's metrics as the score.

#include <memory>

#include "agents/environment.h"
#include "games/coblock/coblock_state.h"

namespace craftmate::games::coblock {

class CoBlockEnvironment : public agents::Environment {
 public:
  CoBlockEnvironment(Task task, Rules rules);

  std::string name() const override { return "coblock"; }
  int agentCount() const override { return state_.agentCount(); }
  std::vector<int> agentsToAct() const override { return state_.agentsToAct(); }
  agents::CommandResult act(int agent, std::string_view text) override;
  std::string commandDocs(int agent) const override;
  std::string observation(int agent) const override;
  std::string goal(int agent) const override;
  std::map<std::string, std::string> promptFields(int agent) const override;
  agents::Score score() const override;
  std::vector<std::string> legalCommands(int agent) const override;

  // For tests, tools and evaluation code; policies must not use it (they see text only).
  const State& state() const { return state_; }

 private:
  std::string describe(int agent, const Action& action, Outcome outcome) const;

  State state_;
};

}  // namespace craftmate::games::coblock
