#include "games/hanabi/hanabi_state.h"

#include <stdexcept>
#include <string>

namespace craftmate::games::hanabi {

namespace {

// splitmix64: tiny, portable and well mixed; the deal must not depend on the standard library's
// distribution implementations, which differ between vendors.
std::uint64_t nextRandom(std::uint64_t& s) {
  std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

void checkCard(Card c, const char* where) {
  if (c.color < 0 || c.color >= kNumColors || c.rank < 0 || c.rank >= kNumRanks) {
    throw std::invalid_argument(std::string("invalid card in ") + where + ": colour and rank must be in 0..4");
  }
}

}  // namespace

HanabiState::HanabiState(std::uint64_t seed) {
  int n = 0;
  for (int c = 0; c < kNumColors; ++c) {
    for (int r = 0; r < kNumRanks; ++r) {
      for (int k = 0; k < kCopiesPerRank[r]; ++k) deck_[n++] = Card{static_cast<std::int8_t>(c), static_cast<std::int8_t>(r)};
    }
  }
  std::uint64_t s = seed;
  for (int i = kDeckSize - 1; i > 0; --i) {
    const int j = static_cast<int>(nextRandom(s) % static_cast<std::uint64_t>(i + 1));
    std::swap(deck_[i], deck_[j]);
  }
  deal();
}

HanabiState HanabiState::fromDeck(const std::vector<Card>& deck) {
  if (deck.size() != static_cast<size_t>(kDeckSize)) {
    throw std::invalid_argument("a Hanabi deck needs exactly 50 cards, got " + std::to_string(deck.size()));
  }
  HanabiState s;
  for (int i = 0; i < kDeckSize; ++i) {
    checkCard(deck[i], "deck");
    s.deck_[i] = deck[i];
  }
  s.deal();
  return s;
}

HanabiState HanabiState::fromSetup(const Setup& setup) {
  HanabiState s;
  size_t total = setup.deck.size() + setup.discards.size();
  for (int p = 0; p < kNumPlayers; ++p) {
    if (setup.hands[p].size() > static_cast<size_t>(kHandSize)) throw std::invalid_argument("a hand holds at most 5 cards");
    if (!setup.knowledge[p].empty() && setup.knowledge[p].size() != setup.hands[p].size()) {
      throw std::invalid_argument("knowledge must list one entry per card in the hand");
    }
    total += setup.hands[p].size();
    for (size_t i = 0; i < setup.hands[p].size(); ++i) {
      checkCard(setup.hands[p][i], "hand");
      s.hands_[p].add(setup.hands[p][i]);
      if (!setup.knowledge[p].empty()) s.hands_[p].knowledge[i] = setup.knowledge[p][i];
    }
  }
  if (total > static_cast<size_t>(kDeckSize)) throw std::invalid_argument("more than 50 cards in the setup");
  s.deckPos_ = static_cast<std::uint8_t>(kDeckSize - setup.deck.size());
  for (size_t i = 0; i < setup.deck.size(); ++i) {
    checkCard(setup.deck[i], "deck");
    s.deck_[s.deckPos_ + i] = setup.deck[i];
  }
  for (const Card c : setup.discards) {
    checkCard(c, "discards");
    s.discards_[s.discardCount_++] = c;
  }
  for (int c = 0; c < kNumColors; ++c) {
    if (setup.stacks[c] < 0 || setup.stacks[c] > kNumRanks) throw std::invalid_argument("stack heights are 0..5");
    s.stacks_[c] = static_cast<std::int8_t>(setup.stacks[c]);
  }
  if (setup.infoTokens < 0 || setup.infoTokens > kMaxInfoTokens) throw std::invalid_argument("reveal tokens are 0..8");
  if (setup.lives < 1 || setup.lives > kMaxLives) throw std::invalid_argument("lives are 1..3");
  if (setup.currentPlayer < 0 || setup.currentPlayer >= kNumPlayers) throw std::invalid_argument("current player is 0 or 1");
  s.infoTokens_ = static_cast<std::int8_t>(setup.infoTokens);
  s.lives_ = static_cast<std::int8_t>(setup.lives);
  s.currentPlayer_ = static_cast<std::int8_t>(setup.currentPlayer);
  for (int p = 0; p < kNumPlayers; ++p) {
    for (const HanabiMove m : setup.history[p]) s.recordHistory(p, m);
  }
  if (s.cardsPlayed() == kNumColors * kNumRanks) s.gameOver_ = true;
  return s;
}

void HanabiState::deal() {
  for (int p = 0; p < kNumPlayers; ++p) {
    for (int i = 0; i < kHandSize; ++i) drawInto(p);
  }
}

void HanabiState::drawInto(int player) {
  if (deckPos_ < kDeckSize) hands_[player].add(deck_[deckPos_++]);
}

int HanabiState::cardsPlayed() const {
  int sum = 0;
  for (const auto h : stacks_) sum += h;
  return sum;
}

HanabiMove HanabiState::history(int player, int i) const {
  const int count = historyCount_[player];
  const int shown = historyCount(player);
  const int absolute = count - shown + i;  // index among all moves of this player
  return history_[player][absolute % kHistoryLength];
}

void HanabiState::recordHistory(int player, HanabiMove move) {
  history_[player][historyCount_[player] % kHistoryLength] = move;
  ++historyCount_[player];
}

int HanabiState::legalMoves(MoveList& out) const {
  if (gameOver_) return 0;
  int n = 0;
  const HanabiHand& own = hands_[currentPlayer_];
  if (infoTokens_ > 0) {
    const HanabiHand& partner = hands_[1 - currentPlayer_];
    for (int c = 0; c < kNumColors; ++c) {
      if (partner.colorMatches(c) != 0) out[n++] = HanabiMove::revealColor(c);
    }
    for (int r = 0; r < kNumRanks; ++r) {
      if (partner.rankMatches(r) != 0) out[n++] = HanabiMove::revealRank(r);
    }
  }
  for (int i = 0; i < own.size; ++i) out[n++] = HanabiMove::play(i);
  if (infoTokens_ < kMaxInfoTokens) {
    for (int i = 0; i < own.size; ++i) out[n++] = HanabiMove::discard(i);
  }
  return n;
}

bool HanabiState::moveIsLegal(HanabiMove move) const {
  if (gameOver_) return false;
  const HanabiHand& own = hands_[currentPlayer_];
  const HanabiHand& partner = hands_[1 - currentPlayer_];
  switch (move.type) {
    case HanabiMove::Type::kPlay:
      return move.value >= 0 && move.value < own.size;
    case HanabiMove::Type::kDiscard:
      return infoTokens_ < kMaxInfoTokens && move.value >= 0 && move.value < own.size;
    case HanabiMove::Type::kRevealColor:
      return infoTokens_ > 0 && move.value >= 0 && move.value < kNumColors && partner.colorMatches(move.value) != 0;
    case HanabiMove::Type::kRevealRank:
      return infoTokens_ > 0 && move.value >= 0 && move.value < kNumRanks && partner.rankMatches(move.value) != 0;
    case HanabiMove::Type::kInvalid:
      break;
  }
  return false;
}

MoveOutcome HanabiState::applyMove(HanabiMove move) {
  MoveOutcome outcome;
  const int me = currentPlayer_;
  // HLE: once the deck is empty, every move counts down the final round (the move that draws the
  // last card does not), so each player gets exactly one more turn.
  const bool deckWasEmpty = deckPos_ >= kDeckSize;
  HanabiHand& own = hands_[me];
  switch (move.type) {
    case HanabiMove::Type::kPlay: {
      const Card card = own.remove(move.value);
      outcome.card = card;
      if (card.rank == stacks_[card.color]) {
        ++stacks_[card.color];
        outcome.success = true;
        if (stacks_[card.color] == kNumRanks && infoTokens_ < kMaxInfoTokens) ++infoTokens_;
      } else {
        --lives_;
        discards_[discardCount_++] = card;
      }
      break;
    }
    case HanabiMove::Type::kDiscard: {
      const Card card = own.remove(move.value);
      outcome.card = card;
      ++infoTokens_;
      discards_[discardCount_++] = card;
      break;
    }
    case HanabiMove::Type::kRevealColor:
    case HanabiMove::Type::kRevealRank: {
      HanabiHand& partner = hands_[1 - me];
      const bool isColor = move.type == HanabiMove::Type::kRevealColor;
      const std::uint8_t matches = isColor ? partner.colorMatches(move.value) : partner.rankMatches(move.value);
      const auto bit = static_cast<std::uint8_t>(1U << move.value);
      for (int i = 0; i < partner.size; ++i) {
        std::uint8_t& mask = isColor ? partner.knowledge[i].colors : partner.knowledge[i].ranks;
        mask = ((matches >> i) & 1U) ? bit : static_cast<std::uint8_t>(mask & ~bit);
      }
      outcome.revealed = matches;
      --infoTokens_;
      break;
    }
    case HanabiMove::Type::kInvalid:
      return outcome;
  }
  recordHistory(me, move);
  ++movesMade_;
  if (deckWasEmpty) --turnsToPlay_;
  if (lives_ <= 0 || cardsPlayed() == kNumColors * kNumRanks || turnsToPlay_ <= 0) gameOver_ = true;
  // HLE deals the replacement as a chance move after the play or discard; LLM-Coordination's loop
  // stops at the terminal state first, so the move that ends the game draws nothing.
  const bool freedASlot = move.type == HanabiMove::Type::kPlay || move.type == HanabiMove::Type::kDiscard;
  if (freedASlot && !gameOver_) drawInto(me);
  currentPlayer_ = static_cast<std::int8_t>(1 - me);
  return outcome;
}

}  // namespace craftmate::games::hanabi
