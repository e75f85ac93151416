#pragma once
// One Hanabi move and its two text forms (llm_coordination.md §4.3): the form listed under
// "Available Actions" (`Reveal Bobs Red color cards`, `Play my Card 0`) and the title-case form of
// the action history (`Reveal Bobs Red Color Cards`, `Play Card 0`).

#include <cstdint>
#include <string>
#include <string_view>

namespace craftmate::games::hanabi {

struct HanabiMove {
  enum class Type : std::uint8_t { kInvalid, kPlay, kDiscard, kRevealColor, kRevealRank };
  Type type = Type::kInvalid;
  std::int8_t value = -1;  // card index for play/discard, colour for RevealColor, rank index for RevealRank

  static HanabiMove play(int card) { return {Type::kPlay, static_cast<std::int8_t>(card)}; }
  static HanabiMove discard(int card) { return {Type::kDiscard, static_cast<std::int8_t>(card)}; }
  static HanabiMove revealColor(int color) { return {Type::kRevealColor, static_cast<std::int8_t>(color)}; }
  static HanabiMove revealRank(int rank) { return {Type::kRevealRank, static_cast<std::int8_t>(rank)}; }
  bool isReveal() const { return type == Type::kRevealColor || type == Type::kRevealRank; }
  friend bool operator==(HanabiMove, HanabiMove) = default;
};

// "Reveal Bobs Red color cards", "Reveal Bobs rank 3 cards", "Play my Card 0", "Discard my Card 4".
std::string moveListText(HanabiMove move, std::string_view partnerName);
// "Reveal Bobs Red Color Cards", "Reveal Bobs Rank 3 Cards", "Play Card 0", "Discard Card 4".
std::string moveHistoryText(HanabiMove move, std::string_view partnerName);

}  // namespace craftmate::games::hanabi
