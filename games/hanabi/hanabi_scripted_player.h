#pragma once
// A convention-based Hanabi player that reads only the observation text (agents::Policy). It
// never guesses: it plays a card only when hints plus the cards it can see prove the card
// playable, hints so that the partner can prove a playable card, protects the partner's oldest
// unhinted card when it is the last copy, and otherwise discards its oldest unhinted card.
// Conventions (shared by both seats, so self-play is consistent):
//  * a card is "touched" when its colour or rank is known exactly; touched cards are kept;
//  * the discard candidate ("chop") is the leftmost untouched card, a provably useless card first.

#include <string>

#include "agents/policy.h"

namespace craftmate::games::hanabi {

class HanabiScriptedPlayer : public agents::Policy {
 public:
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;
};

}  // namespace craftmate::games::hanabi
