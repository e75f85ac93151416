#pragma once
// Small helpers to write Hanabi positions in tests as the spec does ("R3", "W1").

#include <string_view>
#include <utility>
#include <vector>

#include "games/hanabi/hanabi_card.h"
#include "games/hanabi/hanabi_state.h"

namespace craftmate::games::hanabi::testing {

inline Card card(std::string_view text) {
  return Card{static_cast<std::int8_t>(colorFromName(text.substr(0, 1))), static_cast<std::int8_t>(text[1] - '1')};
}

inline std::vector<Card> cards(std::initializer_list<std::string_view> texts) {
  std::vector<Card> out;
  for (auto t : texts) out.push_back(card(t));
  return out;
}

// Filler deck cards that are not used by the assertions.
inline std::vector<Card> filler(int n) {
  std::vector<Card> out;
  for (int i = 0; i < n; ++i) out.push_back(Card{static_cast<std::int8_t>(i % kNumColors), static_cast<std::int8_t>(1 + (i / 5) % 3)});
  return out;
}

// A position: Alice's and Bob's hands (oldest card first) over `deck`; the rest as Setup's defaults.
inline HanabiState::Setup dealt(std::initializer_list<std::string_view> alice, std::initializer_list<std::string_view> bob,
                                std::vector<Card> deck) {
  HanabiState::Setup setup;
  setup.hands[0] = cards(alice);
  setup.hands[1] = cards(bob);
  setup.deck = std::move(deck);
  return setup;
}

}  // namespace craftmate::games::hanabi::testing
