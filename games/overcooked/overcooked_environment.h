#pragma once
// LLM-Coordination's Overcooked-AI as an agents::Environment (world name "overcooked"). Agents
// choose high-level actions ("pick up onion from o0.") from the list in their observation; the
// grounding controller walks them tick by tick (both chefs from the same pre-tick state) until
// one of them needs a new action, as the paper's agents are queried. 400 ticks, 20 per soup.

#include <array>
#include <string>
#include <vector>

#include "agents/environment.h"
#include "games/overcooked/overcooked_grounding.h"
#include "games/overcooked/overcooked_observation.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {

struct OvercookedOptions {
  std::string layout = "cramped_room";
  int horizon = kDefaultHorizon;
  // An action that is not on offer: rejected with the re-prompt text (default) or, as the
  // authors' code does, turned into "wait.".
  bool invalidBecomesWait = false;
  // Which players get the code's stalemate handler: the code applies it to player 1 only.
  enum class Stalemate { kPlayer1, kBoth, kOff } stalemate = Stalemate::kPlayer1;
  TextStyle style = TextStyle::kCode;
  // Spec §3.10 option (b): agents write the six low-level actions (NORTH, SOUTH, EAST, WEST, STAY,
  // INTERACT) every tick instead of high-level actions; the observation then also gives positions.
  bool lowLevel = false;
};

// The rules and conventions texts of the paper's prompt (llm_coordination.md §3.4).
std::string_view overcookedRulesText();
std::string_view overcookedConventionsText();

class OvercookedEnvironment : public agents::Environment {
 public:
  explicit OvercookedEnvironment(const OvercookedOptions& options = {});

  std::string name() const override { return "overcooked"; }
  int agentCount() const override { return 2; }
  std::vector<int> agentsToAct() const override;
  agents::CommandResult act(int agent, std::string_view text) override;
  std::string commandDocs(int agent) const override;
  std::string observation(int agent) const override;
  std::string goal(int agent) const override;
  std::map<std::string, std::string> promptFields(int agent) const override;
  agents::Score score() const override;
  std::vector<std::string> legalCommands(int agent) const override;

  const OvercookedState& state() const { return state_; }

 private:
  bool needs(int agent) const {
    return options_.lowLevel ? pendingLow_[agent] < 0 : controllers_[agent].needsAction() && !chosen_[agent];
  }
  agents::CommandResult actLowLevel(int agent, std::string_view text);
  // Runs ticks until a chef needs a new action or the horizon is reached; returns a summary.
  std::string advance();

  OvercookedOptions options_;
  OvercookedState state_;
  ChefNames names_ = kDefaultChefNames;
  std::array<GroundingController, 2> controllers_;
  std::array<bool, 2> chosen_{};  // chose an action this decision round, waiting for the partner
  std::array<std::vector<std::string>, 2> history_;
  std::array<int, 2> pendingLow_{-1, -1};  // low-level mode: the action chosen for this tick
};

}  // namespace craftmate::games::overcooked
