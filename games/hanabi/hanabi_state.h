#pragma once
// The state of one two-player Hanabi game with HLE's rules (llm_coordination.md §4.2): deck,
// hands with hint knowledge, stacks, reveal (information) tokens, lives, discard pile, the final
// round after the deck runs out. LegalMoves / MoveIsLegal / ApplyMove as in HLE; the step is
// allocation-free (fixed arrays only) so random play runs at tens of millions of moves a second.

#include <array>
#include <cstdint>
#include <vector>

#include "games/hanabi/hanabi_card.h"
#include "games/hanabi/hanabi_hand.h"
#include "games/hanabi/hanabi_move.h"

namespace craftmate::games::hanabi {

// What a move did, for feedback text (which card was played or discarded, which cards a hint hit).
struct MoveOutcome {
  Card card{};                  // the played or discarded card
  bool success = false;         // a play that extended its stack
  std::uint8_t revealed = 0;    // bit i: partner's card i matched the hint
};

// The largest legal-move list: 5 colour hints + 5 rank hints + 5 plays + 5 discards.
constexpr int kMaxMoves = 20;
using MoveList = std::array<HanabiMove, kMaxMoves>;

// Last few moves of a player, for the "My Action History" line.
constexpr int kHistoryLength = 5;

class HanabiState {
 public:
  // A full description of a position, so tests and replays can start anywhere. `deck` lists the
  // cards still to be drawn, the next draw first. Knowledge defaults to "nothing known".
  struct Setup {
    std::array<std::vector<Card>, kNumPlayers> hands;
    std::array<std::vector<CardKnowledge>, kNumPlayers> knowledge;  // empty: full uncertainty
    std::vector<Card> deck;
    std::array<int, kNumColors> stacks{};
    std::vector<Card> discards;
    int infoTokens = kMaxInfoTokens;
    int lives = kMaxLives;
    int currentPlayer = 0;
    std::array<std::vector<HanabiMove>, kNumPlayers> history;  // oldest first; the last 5 are kept
  };

  // A new game: the 50 cards shuffled by a fixed, portable algorithm from `seed` (splitmix64 +
  // Fisher-Yates, so every platform deals the same; deals differ from HLE's), Alice dealt five
  // first, then Bob, Alice to act.
  explicit HanabiState(std::uint64_t seed);
  // A new game from an explicit deck order (deck[0] is Alice's card 0, deck[5] Bob's card 0).
  static HanabiState fromDeck(const std::vector<Card>& deck);
  static HanabiState fromSetup(const Setup& setup);

  // Legal moves of the player to act, in the paper's display order (B.2): reveal colours (RYGWB,
  // only those in the partner's hand), reveal ranks ascending (only those present), play 0..n-1,
  // discard 0..n-1 (not with 8 tokens). Returns the count; none once the game is over.
  int legalMoves(MoveList& out) const;
  bool moveIsLegal(HanabiMove move) const;
  // Applies a legal move of the player to act and passes the turn. Callers check legality first.
  MoveOutcome applyMove(HanabiMove move);

  int currentPlayer() const { return currentPlayer_; }
  bool gameOver() const { return gameOver_; }
  bool bombed() const { return lives_ == 0; }
  int infoTokens() const { return infoTokens_; }
  int lives() const { return lives_; }
  int deckSize() const { return kDeckSize - deckPos_; }
  Card deckCard(int i) const { return deck_[deckPos_ + i]; }  // i-th card still to be drawn
  int stack(int color) const { return stacks_[color]; }
  const std::array<std::int8_t, kNumColors>& stacks() const { return stacks_; }
  const HanabiHand& hand(int player) const { return hands_[player]; }
  int discardCount() const { return discardCount_; }
  Card discard(int i) const { return discards_[i]; }
  int movesMade() const { return movesMade_; }
  // The paper's metric: cards on the stacks, counted even after a bomb (§4.1).
  int cardsPlayed() const;
  // HLE's score: 0 after losing all lives, else the cards on the stacks.
  int hleScore() const { return bombed() ? 0 : cardsPlayed(); }
  // The player's last moves, oldest first (at most kHistoryLength).
  int historyCount(int player) const { return historyCount_[player] < kHistoryLength ? historyCount_[player] : kHistoryLength; }
  HanabiMove history(int player, int i) const;
  // The partner's most recent move, if any (for the ToM prompt field).
  bool hasLastMove(int player) const { return historyCount_[player] > 0; }

 private:
  HanabiState() = default;
  void deal();
  void drawInto(int player);
  void recordHistory(int player, HanabiMove move);

  std::array<Card, kDeckSize> deck_{};
  std::uint8_t deckPos_ = 0;          // next card to draw; deck size = 50 - deckPos_
  std::array<HanabiHand, kNumPlayers> hands_{};
  std::array<std::int8_t, kNumColors> stacks_{};
  std::array<Card, kDeckSize> discards_{};
  std::uint8_t discardCount_ = 0;
  std::int8_t infoTokens_ = kMaxInfoTokens;
  std::int8_t lives_ = kMaxLives;
  std::int8_t currentPlayer_ = 0;
  std::int8_t turnsToPlay_ = kNumPlayers;  // counts down once the deck is empty (HLE)
  bool gameOver_ = false;
  std::uint16_t movesMade_ = 0;
  std::array<std::array<HanabiMove, kHistoryLength>, kNumPlayers> history_{};  // ring buffers
  std::array<std::uint16_t, kNumPlayers> historyCount_{};
};

}  // namespace craftmate::games::hanabi
