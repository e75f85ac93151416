#pragma once
// LLM-Coordination's two-player Hanabi as an agents::Environment (world name "hanabi"): Alice
// (agent 0) and Bob (agent 1) alternate, Alice first; each writes one of the lettered actions of
// the paper's observation. A reply that names no legal action is rejected with the paper's
// re-prompt text ("Your selected action: ... is not appropriate ...") so the agent can retry.

#include <array>
#include <cstdint>
#include <string>

#include "agents/environment.h"
#include "games/hanabi/hanabi_observation.h"
#include "games/hanabi/hanabi_state.h"

namespace craftmate::games::hanabi {

// The rules text `{self.rules}` of the paper's prompts (Appendix B.1, verbatim).
std::string_view hanabiRulesText();

class HanabiEnvironment : public agents::Environment {
 public:
  explicit HanabiEnvironment(std::uint64_t seed);
  explicit HanabiEnvironment(const HanabiState& state);

  std::string name() const override { return "hanabi"; }
  int agentCount() const override { return kNumPlayers; }
  std::vector<int> agentsToAct() const override;
  agents::CommandResult act(int agent, std::string_view text) override;
  std::string commandDocs(int agent) const override;
  std::string observation(int agent) const override;
  std::string goal(int agent) const override;
  std::map<std::string, std::string> promptFields(int agent) const override;
  agents::Score score() const override;
  std::vector<std::string> legalCommands(int agent) const override;

  const HanabiState& state() const { return state_; }

 private:
  std::string describeOutcome(int agent, HanabiMove move, const MoveOutcome& outcome) const;

  HanabiState state_;
  PlayerNames names_ = kDefaultNames;
  std::array<std::string, kNumPlayers> lastActionText_;  // for the partner's ToM prompt
};

}  // namespace craftmate::games::hanabi
