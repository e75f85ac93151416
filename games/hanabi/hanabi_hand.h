#pragma once
// A hand: up to five cards, each with the hint knowledge its holder has about it. Removing card i
// shifts the cards to its right one place left and a drawn card goes to the right end, so the
// knowledge always moves with its card (HLE's hand order, llm_coordination.md §4.2).

#include <array>
#include <cstdint>

#include "games/hanabi/hanabi_card.h"

namespace craftmate::games::hanabi {

struct HanabiHand {
  std::array<Card, kHandSize> cards{};
  std::array<CardKnowledge, kHandSize> knowledge{};
  std::uint8_t size = 0;

  void add(Card card) {
    cards[size] = card;
    knowledge[size] = CardKnowledge{};
    ++size;
  }
  Card remove(int index) {
    const Card removed = cards[index];
    for (int i = index; i + 1 < size; ++i) {
      cards[i] = cards[i + 1];
      knowledge[i] = knowledge[i + 1];
    }
    --size;
    return removed;
  }
  // Bit i set when card i has colour `color` (or rank index `rank`).
  std::uint8_t colorMatches(int color) const {
    std::uint8_t m = 0;
    for (int i = 0; i < size; ++i) m |= static_cast<std::uint8_t>((cards[i].color == color) << i);
    return m;
  }
  std::uint8_t rankMatches(int rank) const {
    std::uint8_t m = 0;
    for (int i = 0; i < size; ++i) m |= static_cast<std::uint8_t>((cards[i].rank == rank) << i);
    return m;
  }
};

}  // namespace craftmate::games::hanabi
