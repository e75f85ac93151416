#pragma once
// Collab Escape as an agents::Environment: two survivors act simultaneously; the turn resolves when
// both have chosen. Replies are read the LLM-Coordination way (Action: text, substring, fuzzy).

#include <array>
#include <optional>
#include <string_view>

#include "agents/environment.h"
#include "games/collab_escape/escape_state.h"
#include "games/coordqa/choice_matching.h"

namespace craftmate::games::collab_escape {

enum class BadActionPolicy {
  Retry,        // default: reject with feedback; the survivor answers again
  DefaultWait,  // the code's rule: anything unreadable is "wait"
};

struct EscapeEnvironmentOptions {
  BadActionPolicy badAction = BadActionPolicy::Retry;
  coordqa::ChoiceMatchOptions matching;
};

// Index into state.LegalMoves(agent) that `reply` selects, or -1.
int parseEscapeReply(const EscapeState& state, int agent, std::string_view reply, const coordqa::ChoiceMatchOptions& matching);

// The base prompt (spec §6.4) for the map, told to one survivor.
std::string escapeGameDescription(const EscapeMap& map);

class EscapeEnvironment : public agents::Environment {
 public:
  explicit EscapeEnvironment(EscapeState initial, EscapeEnvironmentOptions options = {});

  std::string name() const override { return "collab_escape"; }
  int agentCount() const override { return 2; }
  std::vector<int> agentsToAct() const override;
  agents::CommandResult act(int agent, std::string_view text) override;
  std::string commandDocs(int agent) const override;
  std::string observation(int agent) const override;
  std::string goal(int agent) const override;
  std::map<std::string, std::string> promptFields(int agent) const override;
  agents::Score score() const override;
  std::vector<std::string> legalCommands(int agent) const override;

  const EscapeState& state() const { return state_; }

 private:
  std::string resolveTurn();

  EscapeState state_;
  EscapeEnvironmentOptions options_;
  std::array<std::optional<EscapeAction>, 2> pending_;
};

}  // namespace craftmate::games::collab_escape
