#pragma once
// The texts a two-player simultaneous-choice world answers with while the players choose (shared
// by Collab Capture and Collab Escape, which word them the same way).

#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::two_player_rooms {

inline constexpr const char* kAgentNames[2] = {"Alice", "Bob"};

// The action a reply names, read the LLM-Coordination way (the text after "Action:"), trimmed.
std::string_view replyActionText(std::string_view reply);

std::string noSuchAgentText(int agent);
std::string alreadyChosenText(int agent);
// The rejection of an unreadable reply, listing the actions the player may choose from.
std::string invalidActionText(std::string_view reply, const std::vector<std::string>& choices);
std::string waitingForPartnerText(int agent, std::string_view chosenText);

}  // namespace craftmate::games::two_player_rooms
