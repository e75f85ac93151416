#pragma once
// Cards and hint knowledge of two-player Hanabi (llm_coordination.md §4.2).
//
// A card is one byte (colour * 5 + rank index) and hint knowledge is two 5-bit masks, so a hand
// is a few bytes and every rule check is a mask operation: the step never allocates.

#include <array>
#include <cstdint>
#include <string_view>

namespace craftmate::games::hanabi {

constexpr int kNumColors = 5;
constexpr int kNumRanks = 5;
constexpr int kHandSize = 5;
constexpr int kNumPlayers = 2;
constexpr int kMaxInfoTokens = 8;
constexpr int kMaxLives = 3;
constexpr int kDeckSize = 50;

// HLE's and the paper's colour order (Appendix B.1): Red, Yellow, Green, White, Blue.
enum Color : std::uint8_t { kRed = 0, kYellow, kGreen, kWhite, kBlue };

// Copies of each rank per colour: three 1s, two 2s, two 3s, two 4s, one 5.
constexpr std::array<int, kNumRanks> kCopiesPerRank = {3, 2, 2, 2, 1};

std::string_view colorName(int color);      // "Red"
std::string_view colorLetter(int color);    // "R"
int colorFromName(std::string_view name);   // case-insensitive full name or letter; -1 if unknown

struct Card {
  std::int8_t color = -1;
  std::int8_t rank = -1;  // 0-based: rank index 0 is the card "1"
  bool valid() const { return color >= 0; }
  int displayRank() const { return rank + 1; }
  friend bool operator==(Card, Card) = default;
};

constexpr std::uint8_t kAllMask = 0x1F;

// What a player may believe about one of their cards from hints alone (HLE card_knowledge, the
// paper's "plausible knowledge"): no deduction from visible or discarded cards.
struct CardKnowledge {
  std::uint8_t colors = kAllMask;  // bit c set: colour c still possible
  std::uint8_t ranks = kAllMask;   // bit r set: rank index r still possible
  bool colorPossible(int c) const { return (colors >> c) & 1U; }
  bool rankPossible(int r) const { return (ranks >> r) & 1U; }
  friend bool operator==(CardKnowledge, CardKnowledge) = default;
};

}  // namespace craftmate::games::hanabi
