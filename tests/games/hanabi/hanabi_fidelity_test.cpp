// Departures from the authors' engine (HLE as LLM-Coordination drives it) found by running both on
// the same moves (issue 21), each pinned here.

#include <gtest/gtest.h>

#include "games/hanabi/hanabi_state.h"
#include "tests/games/hanabi/hanabi_test_util.h"

namespace craftmate::games::hanabi {
namespace {

using testing::dealt;
using testing::filler;

// Alice misplays her Green 3 (no stack started) with `lives` lives left; 10 cards in the deck.
HanabiState afterMisplayWithLives(int lives) {
  HanabiState::Setup setup = dealt({"G3", "Y2", "R1", "B1", "G1"}, {"R3", "W1", "G3", "W4", "B4"}, filler(10));
  setup.lives = lives;
  HanabiState s = HanabiState::fromSetup(setup);
  s.applyMove(HanabiMove::play(0));
  return s;
}

// HLE deals a replacement as a chance move; LLM-Coordination's loop (`while not is_terminal`) stops
// before it once the move ended the game, so the mover keeps four cards and the deck is untouched.
TEST(HanabiFidelity, GameEndingMisplayDrawsNoCard) {
  const HanabiState s = afterMisplayWithLives(1);
  ASSERT_TRUE(s.gameOver());
  EXPECT_EQ(s.hand(0).size, 4);
  EXPECT_EQ(s.deckSize(), 10);
}

TEST(HanabiFidelity, TwentyFifthCardDrawsNoCard) {
  HanabiState::Setup setup = dealt({"Y3", "B5", "R2", "B2", "G2"}, {"R3", "W3", "G3", "W4", "B4"}, filler(5));
  setup.stacks = {5, 5, 5, 5, 4};
  HanabiState s = HanabiState::fromSetup(setup);
  s.applyMove(HanabiMove::play(1));
  ASSERT_TRUE(s.gameOver());
  EXPECT_EQ(s.hand(0).size, 4);
  EXPECT_EQ(s.deckSize(), 5);
}

TEST(HanabiFidelity, MovesThatDoNotEndTheGameStillDraw) {
  const HanabiState s = afterMisplayWithLives(2);
  ASSERT_FALSE(s.gameOver());
  EXPECT_EQ(s.hand(0).size, 5);
  EXPECT_EQ(s.deckSize(), 9);
}

}  // namespace
}  // namespace craftmate::games::hanabi
