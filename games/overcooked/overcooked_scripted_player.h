#pragma once
// A cooperative Overcooked planner that reads only the observation text (agents::Policy). Each
// decision it works out, from the distances and contents in the text, what the kitchen needs next
// (onions for an unfilled cooker, a plate for a cooking soup, a delivery), leaves a job to the
// partner when the partner is nearer and free, passes items over shared counters when it cannot
// reach the cookers or the dispensers itself, and steps aside when it stands in the partner's way.

#include <array>
#include <string>

#include "agents/policy.h"

namespace craftmate::games::overcooked {

// One object may play both chefs (the CLI keeps one policy per world): memory is kept per agent.
class OvercookedScriptedPlayer : public agents::Policy {
 public:
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

 private:
  struct Memory {
    std::string lastPartnerView;  // the partner's location line at my previous decision
    int idleRepeats = 0;
    int moveAwayCooldown = 0;  // decisions to wait after stepping aside, so the partner can pass
  };
  std::array<Memory, 2> memory_;  // per agent (0 = Alice, 1 = Bob)
};

}  // namespace craftmate::games::overcooked
