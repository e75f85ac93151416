#pragma once
// A strong scripted MindAgent dispatcher. It reads only the dispatcher prompt (the state text of
// spec §4.2) and knows only what the rules prompt tells an LLM (the recipe book); it writes one
// command per kitchen agent in the paper's syntax. See cuisineworld_scripted_dispatcher.cpp for the plan.

#include <string>
#include <vector>

#include "agents/policy.h"

namespace craftmate::games::cuisine {

class ScriptedDispatcher : public agents::Policy {
 public:
  explicit ScriptedDispatcher(int kitchenAgents);
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

 private:
  int kitchenAgents_;
  // Dish kinds seen in orders so far: the dispatcher stocks only kinds it knows are ordered.
  std::vector<std::string> knownDishes_;
  // Agents sent to empty their hands into the storage to break a stall (kept until they have).
  std::vector<bool> dumping_;
};

}  // namespace craftmate::games::cuisine
