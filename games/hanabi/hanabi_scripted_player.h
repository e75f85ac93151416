#pragma once
// A convention-based Hanabi player that reads only the observation text (agents::Policy). It
// never guesses: it plays a card only when hints plus the cards it can see prove the card
// playable, hints so that the partner can prove a playable card, protects the partner's oldest
// unhinted card when it is the last copy, and otherwise discards its oldest unhinted card.
// Conventions (shared by both seats, so self-play is consistent):
//  * a card is "touched" when its colour or rank is known exactly; touched cards are kept;
//  * the discard candidate ("chop") is the leftmost untouched card, a provably useless card first;
//  * play clue: the newest card a hint newly touches is to be played now, unless it is the chop
//    (then the hint saves it). A giver only gives hints whose meaning under this rule is true.

#include <array>
#include <string>
#include <vector>

#include "agents/policy.h"
#include "games/hanabi/hanabi_card.h"

namespace craftmate::games::hanabi {

// One object may play both seats (the CLI keeps one policy per world): memory is kept per agent.
class HanabiScriptedPlayer : public agents::Policy {
 public:
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

  // What the player remembers between its turns, to see what the partner's hint newly told it.
  struct Memory {
    bool valid = false;
    std::vector<CardKnowledge> knowledge;  // my hint knowledge when I last chose
    int removed = -1;                      // the card I then played or discarded, -1 for a hint
  };

 private:
  std::array<Memory, 2> memory_;  // per agent (0 = Alice, 1 = Bob)
};

}  // namespace craftmate::games::hanabi
