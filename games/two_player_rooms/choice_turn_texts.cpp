#include "games/two_player_rooms/choice_turn_texts.h"

#include "agents/text_util.h"
#include "games/coordqa/coordqa_choice_matching.h"

namespace craftmate::games::two_player_rooms {

std::string_view replyActionText(std::string_view reply) { return agents::trimSpaces(coordqa::extractActionText(reply)); }

std::string noSuchAgentText(int agent) {
  return "There is no agent " + std::to_string(agent) + "; agents are 0 (Alice) and 1 (Bob).";
}

std::string alreadyChosenText(int agent) {
  return std::string(kAgentNames[agent]) + " has already chosen an action this turn; waiting for " + kAgentNames[1 - agent] + ".";
}

std::string invalidActionText(std::string_view reply, const std::vector<std::string>& choices) {
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
  return "Invalid action \"" + std::string(replyActionText(reply)) + "\". Choose one action from the list: " + list + ".";
}

std::string waitingForPartnerText(int agent, std::string_view chosenText) {
  return std::string(kAgentNames[agent]) + " chose: " + std::string(chosenText) + ". Waiting for " + kAgentNames[1 - agent] + ".";
}

}  // namespace craftmate::games::two_player_rooms
