#pragma once
// The text an LLM-Coordination Hanabi agent reads (llm_coordination.md §4.4, the paper's B.2
// example): stacks, own hint knowledge, the partner's cards and knowledge, tokens, lives, deck,
// discard pile, own action history, the pre-computed next playable card per stack and the
// lettered legal actions. Kept apart from the state so the step never builds strings.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "games/hanabi/hanabi_state.h"

namespace craftmate::games::hanabi {

using PlayerNames = std::array<std::string, kNumPlayers>;
inline const PlayerNames kDefaultNames = {"Alice", "Bob"};

// "his" for Bob, "her" for Alice (the code's pronouns); "their" for any other name.
std::string_view pronounOf(std::string_view name);

// "Red - Red 5, Yellow - Yellow 4, ..."
std::string renderStacks(const HanabiState& state);
// "[Red, Yellow, Green, Blue] [1, 2, 3]"
std::string renderKnowledge(CardKnowledge knowledge);
// The five lines "Red Stack is Full." / "Only Yellow 5 can be played on Yellow Stack".
std::string renderNextPlayable(const HanabiState& state);
// Legal actions of the player to act as the paper lists them ("Reveal Bobs Red color cards", ...).
std::vector<std::string> legalActionTexts(const HanabiState& state, const PlayerNames& names = kDefaultNames);
// "A. Reveal ...\nB. ..." (no trailing newline).
std::string renderLetteredActions(const std::vector<std::string>& actions);
// The full observation for `viewer`.
std::string renderObservation(const HanabiState& state, int viewer, const PlayerNames& names = kDefaultNames);

}  // namespace craftmate::games::hanabi
