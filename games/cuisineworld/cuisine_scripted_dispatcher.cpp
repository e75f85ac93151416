#include "games/cuisineworld/cuisine_scripted_dispatcher.h"

namespace craftmate::games::cuisine {

ScriptedDispatcher::ScriptedDispatcher(int kitchenAgents) : kitchenAgents_(kitchenAgents) {}

std::string ScriptedDispatcher::reply(int, const std::string&, const std::string&) {
  std::string out;
  for (int i = 0; i < kitchenAgents_; ++i) out += "noop_agent" + std::to_string(i) + "\n";
  return out;
}

}  // namespace craftmate::games::cuisine
