#pragma once
// Turn-list text forms shared by the prompter and the model providers (mindcraft.md §6.2, §7.4).

#include <string>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents {

// stringifyTurns: "\nYour output:\n<c>" (assistant), "\nSystem output: <c>" (system),
// "\nUser input: <c>" (user), concatenated and trimmed.
std::string stringifyTurns(const std::vector<Turn>& turns);

// strictFormat: trimmed contents; system turns become user turns prefixed "SYSTEM: "; consecutive
// user turns merged with "\n"; a "_" user filler between consecutive assistant turns and before a
// leading assistant turn; an empty list becomes [filler].
std::vector<Turn> strictFormat(const std::vector<Turn>& turns);

// toSinglePrompt: system + stop, then "<role>: <content><stop>" per turn (assistant renamed to
// `nick`), then "<nick>: " when the last role was not the nick.
std::string toSinglePrompt(const std::vector<Turn>& turns, const std::string& system,
                           const std::string& stop = "***", const std::string& nick = "assistant");

// The embedding key text of a turn list (examples.js turnsToText): for every non-assistant turn,
// the content after the first ':' (whole content without ':'), trimmed, joined with '\n', trimmed.
std::string turnsKeyText(const std::vector<Turn>& turns);

std::string trimmed(const std::string& text);

}  // namespace craftmate::agents
