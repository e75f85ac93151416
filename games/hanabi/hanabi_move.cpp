#include "games/hanabi/hanabi_move.h"

#include "games/hanabi/hanabi_card.h"

namespace craftmate::games::hanabi {

std::string moveListText(HanabiMove move, std::string_view partnerName) {
  const std::string partner = std::string(partnerName) + "s";  // the paper's "Bobs", no apostrophe
  switch (move.type) {
    case HanabiMove::Type::kRevealColor:
      return "Reveal " + partner + " " + std::string(colorName(move.value)) + " color cards";
    case HanabiMove::Type::kRevealRank:
      return "Reveal " + partner + " rank " + std::to_string(move.value + 1) + " cards";
    case HanabiMove::Type::kPlay:
      return "Play my Card " + std::to_string(move.value);
    case HanabiMove::Type::kDiscard:
      return "Discard my Card " + std::to_string(move.value);
    case HanabiMove::Type::kInvalid:
      break;
  }
  return "Invalid move";
}

std::string moveHistoryText(HanabiMove move, std::string_view partnerName) {
  const std::string partner = std::string(partnerName) + "s";
  switch (move.type) {
    case HanabiMove::Type::kRevealColor:
      return "Reveal " + partner + " " + std::string(colorName(move.value)) + " Color Cards";
    case HanabiMove::Type::kRevealRank:
      return "Reveal " + partner + " Rank " + std::to_string(move.value + 1) + " Cards";
    case HanabiMove::Type::kPlay:
      return "Play Card " + std::to_string(move.value);
    case HanabiMove::Type::kDiscard:
      return "Discard Card " + std::to_string(move.value);
    case HanabiMove::Type::kInvalid:
      break;
  }
  return "Invalid move";
}

}  // namespace craftmate::games::hanabi
