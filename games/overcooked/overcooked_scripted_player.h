#pragma once
// A cooperative Overcooked planner that reads only the observation text (agents::Policy). Each
// decision it works out, from the distances and contents in the text, what the kitchen needs
// next (onions for an unfilled cooker, a plate for a cooking soup, a delivery) and whether it or
// its partner is better placed to do it, passes items over shared counters when it cannot reach
// the cooker or the plates itself, and steps aside when it blocks its partner.

#include <string>

#include "agents/policy.h"

namespace craftmate::games::overcooked {

class OvercookedScriptedPlayer : public agents::Policy {
 public:
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;
};

}  // namespace craftmate::games::overcooked
