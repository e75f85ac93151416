// The Hanabi acceptance cases HB-1..HB-14 of llm_coordination.md §4.6, plus the paper's golden
// observations (B.2, D.2.1).

#include <gtest/gtest.h>

#include <algorithm>

#include "games/hanabi/hanabi_environment.h"
#include "games/hanabi/hanabi_observation.h"
#include "games/hanabi/hanabi_state.h"
#include "tests/games/hanabi/hanabi_test_util.h"

namespace craftmate::games::hanabi {
namespace {

using testing::card;
using testing::cards;
using testing::dealt;
using testing::filler;

// The D.2.1 deal: Bob holds [R3, W1, G3, W4, B4]; Alice's cards are arbitrary but real.
HanabiState d21State() {
  std::vector<Card> deck = cards({"Y1", "Y2", "R1", "B1", "G1", "R3", "W1", "G3", "W4", "B4"});
  // The rest of a legal 50-card deck, in a fixed order.
  std::array<std::array<int, kNumRanks>, kNumColors> left{};
  for (auto& c : left) c = kCopiesPerRank;
  for (const Card c : deck) --left[c.color][c.rank];
  for (int c = 0; c < kNumColors; ++c)
    for (int r = 0; r < kNumRanks; ++r)
      for (int k = 0; k < left[c][r]; ++k) deck.push_back(Card{static_cast<std::int8_t>(c), static_cast<std::int8_t>(r)});
  return HanabiState::fromDeck(deck);
}

std::vector<std::string> texts(const HanabiState& s) { return legalActionTexts(s); }

TEST(HanabiSpec, HB01_FreshGame) {
  for (std::uint64_t seed : {321ULL, 212ULL, 628ULL, 7ULL}) {
    const HanabiState s(seed);
    std::array<std::array<int, kNumRanks>, kNumColors> count{};
    for (int p = 0; p < 2; ++p) {
      ASSERT_EQ(s.hand(p).size, 5);
      for (int i = 0; i < 5; ++i) ++count[s.hand(p).cards[i].color][s.hand(p).cards[i].rank];
    }
    ASSERT_EQ(s.deckSize(), 40);
    for (int i = 0; i < s.deckSize(); ++i) ++count[s.deckCard(i).color][s.deckCard(i).rank];
    for (int c = 0; c < kNumColors; ++c) {
      for (int r = 0; r < kNumRanks; ++r) EXPECT_EQ(count[c][r], kCopiesPerRank[r]) << "colour " << c << " rank " << r + 1;
    }
    EXPECT_EQ(s.infoTokens(), 8);
    EXPECT_EQ(s.lives(), 3);
    EXPECT_EQ(s.cardsPlayed(), 0);
    EXPECT_EQ(s.currentPlayer(), 0);
    const std::string obs = renderObservation(s, 0);
    for (int i = 0; i < 5; ++i) {
      EXPECT_NE(obs.find("Card " + std::to_string(i) + " could be: [Red, Yellow, Green, White, Blue] [1, 2, 3, 4, 5]"),
                std::string::npos);
    }
  }
  // Different seeds deal differently; the same seed deals the same.
  EXPECT_NE(HanabiState(321).hand(0).cards, HanabiState(212).hand(0).cards);
  EXPECT_EQ(HanabiState(321).hand(1).cards, HanabiState(321).hand(1).cards);
}

TEST(HanabiSpec, HB02_LegalActionsWithFullTokens) {
  const HanabiState s = d21State();
  const std::vector<std::string> expected = {
      "Reveal Bobs Red color cards", "Reveal Bobs Green color cards", "Reveal Bobs White color cards",
      "Reveal Bobs Blue color cards", "Reveal Bobs rank 1 cards",    "Reveal Bobs rank 3 cards",
      "Reveal Bobs rank 4 cards",    "Play my Card 0",               "Play my Card 1",
      "Play my Card 2",              "Play my Card 3",               "Play my Card 4"};
  EXPECT_EQ(texts(s), expected);
}

TEST(HanabiSpec, HB03_RevealRank) {
  HanabiState s = d21State();
  ASSERT_TRUE(s.moveIsLegal(HanabiMove::revealRank(0)));
  s.applyMove(HanabiMove::revealRank(0));
  EXPECT_EQ(s.infoTokens(), 7);
  EXPECT_EQ(s.deckSize(), 40);
  EXPECT_EQ(s.currentPlayer(), 1);
  EXPECT_EQ(renderKnowledge(s.hand(1).knowledge[1]), "[Red, Yellow, Green, White, Blue] [1]");
  for (int i : {0, 2, 3, 4}) EXPECT_EQ(renderKnowledge(s.hand(1).knowledge[i]), "[Red, Yellow, Green, White, Blue] [2, 3, 4, 5]");
}

TEST(HanabiSpec, HB04_RevealColor) {
  HanabiState s = d21State();
  s.applyMove(HanabiMove::revealColor(kWhite));
  EXPECT_EQ(s.infoTokens(), 7);
  for (int i : {1, 3}) EXPECT_EQ(renderKnowledge(s.hand(1).knowledge[i]), "[White] [1, 2, 3, 4, 5]");
  for (int i : {0, 2, 4}) EXPECT_EQ(renderKnowledge(s.hand(1).knowledge[i]), "[Red, Yellow, Green, Blue] [1, 2, 3, 4, 5]");
}

TEST(HanabiSpec, HB05_SuccessfulPlayShiftsHand) {
  HanabiState s = d21State();
  s.applyMove(HanabiMove::revealRank(0));
  const Card next = s.deckCard(0);
  const MoveOutcome out = s.applyMove(HanabiMove::play(1));
  EXPECT_TRUE(out.success);
  EXPECT_EQ(s.stack(kWhite), 1);
  EXPECT_EQ(s.cardsPlayed(), 1);
  EXPECT_EQ(s.discardCount(), 0);
  const HanabiHand& bob = s.hand(1);
  ASSERT_EQ(bob.size, 5);
  EXPECT_EQ(bob.cards[0], card("R3"));
  EXPECT_EQ(bob.cards[1], card("G3"));
  EXPECT_EQ(bob.cards[2], card("W4"));
  EXPECT_EQ(bob.cards[3], card("B4"));
  EXPECT_EQ(bob.cards[4], next);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(renderKnowledge(bob.knowledge[i]), "[Red, Yellow, Green, White, Blue] [2, 3, 4, 5]");
  EXPECT_EQ(renderKnowledge(bob.knowledge[4]), "[Red, Yellow, Green, White, Blue] [1, 2, 3, 4, 5]");
  EXPECT_EQ(s.deckSize(), 39);
  EXPECT_EQ(s.infoTokens(), 7);
}

TEST(HanabiSpec, HB06_Misplay) {
  HanabiState::Setup setup = dealt({"Y1", "Y2", "R1", "B1", "G1"}, {"R3", "W1", "G3", "W4", "B4"}, filler(40));
  setup.currentPlayer = 1;
  HanabiState s = HanabiState::fromSetup(setup);
  const MoveOutcome out = s.applyMove(HanabiMove::play(0));
  EXPECT_FALSE(out.success);
  EXPECT_EQ(s.lives(), 2);
  ASSERT_EQ(s.discardCount(), 1);
  EXPECT_EQ(s.discard(0), card("R3"));
  EXPECT_EQ(s.stack(kRed), 0);
  EXPECT_EQ(s.deckSize(), 39);
  EXPECT_EQ(s.hand(1).size, 5);
  EXPECT_NE(renderObservation(s, 0).find("The discard pile is: [Red 3]"), std::string::npos);
}

TEST(HanabiSpec, HB07_DiscardAndItsLegality) {
  HanabiState::Setup setup = dealt({"Y1", "Y2", "R1", "B1", "G1"}, {"R3", "W1", "G3", "W4", "B4"}, filler(40));
  setup.infoTokens = 7;
  HanabiState s = HanabiState::fromSetup(setup);
  ASSERT_TRUE(s.moveIsLegal(HanabiMove::discard(2)));
  s.applyMove(HanabiMove::discard(2));
  EXPECT_EQ(s.infoTokens(), 8);
  ASSERT_EQ(s.discardCount(), 1);
  EXPECT_EQ(s.discard(0), card("R1"));
  EXPECT_EQ(s.deckSize(), 39);
  EXPECT_EQ(s.hand(0).size, 5);
  // Now Bob, with 8 tokens: no Discard listed, and a Discard request is rejected.
  EXPECT_FALSE(s.moveIsLegal(HanabiMove::discard(0)));
  for (const auto& t : texts(s)) EXPECT_EQ(t.find("Discard"), std::string::npos) << t;
  HanabiEnvironment env(s);
  const agents::CommandResult r = env.act(1, "Action: Discard my Card 0");
  EXPECT_FALSE(r.accepted);
  EXPECT_NE(r.output.find("is not appropriate"), std::string::npos);
  EXPECT_EQ(env.state().infoTokens(), 8);
}

TEST(HanabiSpec, HB08_FiveCompletesStackAndGivesToken) {
  for (int tokens : {5, 8}) {
    HanabiState::Setup setup = dealt({"R5", "Y2", "R1", "B1", "G1"}, {"R3", "W1", "G3", "W4", "B4"}, filler(10));
    setup.stacks = {4, 0, 0, 0, 0};
    setup.infoTokens = tokens;
    HanabiState s = HanabiState::fromSetup(setup);
    s.applyMove(HanabiMove::play(0));
    EXPECT_EQ(s.stack(kRed), 5);
    EXPECT_EQ(s.infoTokens(), tokens == 5 ? 6 : 8);
    EXPECT_EQ(renderNextPlayable(s).substr(0, 18), "Red Stack is Full.");
  }
}

TEST(HanabiSpec, HB09_LastLifeLostEndsGameButCardsCount) {
  HanabiState::Setup setup = dealt({"G3", "Y2", "R1", "B1", "G1"}, {"R3", "W1", "G3", "W4", "B4"}, filler(10));
  setup.stacks = {2, 1, 0, 0, 0};
  setup.lives = 1;
  HanabiState s = HanabiState::fromSetup(setup);
  s.applyMove(HanabiMove::play(0));
  EXPECT_EQ(s.lives(), 0);
  EXPECT_TRUE(s.gameOver());
  EXPECT_TRUE(s.bombed());
  EXPECT_EQ(s.hleScore(), 0);
  EXPECT_EQ(s.cardsPlayed(), 3);
  HanabiEnvironment env(s);
  const agents::Score score = env.score();
  EXPECT_TRUE(score.ended);
  EXPECT_EQ(score.metrics.at("score"), 3);
  EXPECT_EQ(score.metrics.at("bomb"), 1);
  EXPECT_EQ(score.metrics.at("hle_score"), 0);
}

TEST(HanabiSpec, HB10_FinalRoundAfterLastDraw) {
  HanabiState::Setup setup = dealt({"Y3", "Y2", "R2", "B2", "G2"}, {"R3", "W3", "G3", "W4", "B4"}, cards({"B3"}));
  setup.infoTokens = 5;
  HanabiState s = HanabiState::fromSetup(setup);
  s.applyMove(HanabiMove::discard(0));  // draws the last card
  EXPECT_EQ(s.deckSize(), 0);
  EXPECT_EQ(s.hand(0).size, 5);
  EXPECT_FALSE(s.gameOver());
  s.applyMove(HanabiMove::discard(0));  // Bob: no card to draw
  EXPECT_EQ(s.hand(1).size, 4);
  EXPECT_FALSE(s.gameOver());
  s.applyMove(HanabiMove::play(0));  // Alice's final turn
  EXPECT_EQ(s.hand(0).size, 4);
  EXPECT_TRUE(s.gameOver());
  MoveList moves;
  EXPECT_EQ(s.legalMoves(moves), 0);
}

TEST(HanabiSpec, HB11_NoTokensNoReveals) {
  HanabiState::Setup setup = dealt({"Y3", "Y2", "R2", "B2", "G2"}, {"R3", "W3", "G3", "W4", "B4"}, filler(20));
  setup.infoTokens = 0;
  const HanabiState s = HanabiState::fromSetup(setup);
  const std::vector<std::string> expected = {"Play my Card 0",    "Play my Card 1",    "Play my Card 2",
                                             "Play my Card 3",    "Play my Card 4",    "Discard my Card 0",
                                             "Discard my Card 1", "Discard my Card 2", "Discard my Card 3",
                                             "Discard my Card 4"};
  EXPECT_EQ(texts(s), expected);
}

// The paper's Appendix B.2 state, verbatim.
constexpr const char* kPaperB2 = R"(It is currently My (Alice) turn.
Current Stacks:
Red - Red 5, Yellow - Yellow 4, Green - Green 1, White - White 1, Blue - Blue 3
My cards based on my knowledge:
Card 0 could be: [Red, Yellow, Green, Blue] [1, 2, 3]
Card 1 could be: [Yellow, White, Blue] [1, 2, 3]
Card 2 could be: [Red] [2]
Card 3 could be: [Yellow, White, Blue] [1]
Card 4 could be: [Yellow, White, Blue] [1]
I can see Bobs Cards are:
[Card 0: Green 1]
[Card 1: Green 2]
[Card 2: Green 4]
[Card 3: White 4]
[Card 4: Yellow 1]
Bobs Knowledge about his cards:
Bob believes his Card 0 could be: [Yellow, Green, White, Blue] [1, 2, 4]
Bob believes his Card 1 could be: [Green, White] [1, 2, 4]
Bob believes his Card 2 could be: [Yellow, Green] [1, 2, 3, 4]
Bob believes his Card 3 could be: [Yellow, Green, White] [1, 2, 3, 4]
Bob believes his Card 4 could be: [Yellow, Green] [1, 2, 4]
Remaining Reveal Tokens: 1
Remaining Lives: 1
Deck Size: 3
The discard pile is: [Red 4, Red 3, Red 1, Red 1, Yellow 5, Yellow 2, Yellow 4, Green 3, Green 2, Green 4, Green 3, Green 1, Green 5, Blue 5, Blue 3, Blue 4, Blue 4, Blue 1, White 4, White 3, White 2, White 5, White 3]
My Action History: [Discard Card 4, Play Card 0, Reveal Bobs Rank 3 Cards, Discard Card 0, Play Card 4]
The next playable cards for each stack are:
Red Stack is Full.
Only Yellow 5 can be played on Yellow Stack
Only Green 2 can be played on Green Stack
Only White 2 can be played on White Stack
Only Blue 4 can be played on Blue Stack
Available Actions:
A. Reveal Bobs Yellow color cards
B. Reveal Bobs Green color cards
C. Reveal Bobs White color cards
D. Reveal Bobs rank 1 cards
E. Reveal Bobs rank 2 cards
F. Reveal Bobs rank 4 cards
G. Play my Card 0
H. Play my Card 1
I. Play my Card 2
J. Play my Card 3
K. Play my Card 4
L. Discard my Card 0
M. Discard my Card 1
N. Discard my Card 2
O. Discard my Card 3
P. Discard my Card 4)";

CardKnowledge know(std::initializer_list<int> colors, std::initializer_list<int> ranks) {
  CardKnowledge k{0, 0};
  for (int c : colors) k.colors |= static_cast<std::uint8_t>(1U << c);
  for (int r : ranks) k.ranks |= static_cast<std::uint8_t>(1U << (r - 1));
  return k;
}

HanabiState paperB2State() {
  HanabiState::Setup s;
  s.hands[0] = cards({"B2", "Y3", "R2", "W1", "B1"});
  s.knowledge[0] = {know({kRed, kYellow, kGreen, kBlue}, {1, 2, 3}), know({kYellow, kWhite, kBlue}, {1, 2, 3}),
                    know({kRed}, {2}), know({kYellow, kWhite, kBlue}, {1}), know({kYellow, kWhite, kBlue}, {1})};
  s.hands[1] = cards({"G1", "G2", "G4", "W4", "Y1"});
  s.knowledge[1] = {know({kYellow, kGreen, kWhite, kBlue}, {1, 2, 4}), know({kGreen, kWhite}, {1, 2, 4}),
                    know({kYellow, kGreen}, {1, 2, 3, 4}), know({kYellow, kGreen, kWhite}, {1, 2, 3, 4}),
                    know({kYellow, kGreen}, {1, 2, 4})};
  s.deck = cards({"Y5", "Y3", "W2"});
  s.stacks = {5, 4, 1, 1, 3};
  s.discards = cards({"R4", "R3", "R1", "R1", "Y5", "Y2", "Y4", "G3", "G2", "G4", "G3", "G1", "G5", "B5", "B3", "B4",
                      "B4", "B1", "W4", "W3", "W2", "W5", "W3"});
  s.infoTokens = 1;
  s.lives = 1;
  s.history[0] = {HanabiMove::discard(4), HanabiMove::play(0), HanabiMove::revealRank(2), HanabiMove::discard(0),
                  HanabiMove::play(4)};
  return HanabiState::fromSetup(s);
}

TEST(HanabiSpec, HB12_PaperB2StateAndActions) {
  const HanabiState s = paperB2State();
  const std::vector<std::string> actions = texts(s);
  ASSERT_EQ(actions.size(), 16u);
  EXPECT_EQ(actions.front(), "Reveal Bobs Yellow color cards");
  EXPECT_EQ(actions.back(), "Discard my Card 4");
  // The whole observation reproduces the paper's example character for character.
  EXPECT_EQ(renderObservation(s, 0), kPaperB2);
}

TEST(HanabiSpec, HB13_AllStacksCompleteEndsGameAt25) {
  HanabiState::Setup setup = dealt({"Y3", "B5", "R2", "B2", "G2"}, {"R3", "W3", "G3", "W4", "B4"}, filler(5));
  setup.stacks = {5, 5, 5, 5, 4};
  HanabiState s = HanabiState::fromSetup(setup);
  EXPECT_FALSE(s.gameOver());
  s.applyMove(HanabiMove::play(1));
  EXPECT_TRUE(s.gameOver());
  EXPECT_EQ(s.cardsPlayed(), 25);
  EXPECT_EQ(s.hleScore(), 25);
}

TEST(HanabiSpec, HB14_NextPlayableBlock) {
  HanabiState::Setup setup = dealt({"Y3", "B5", "R2", "B2", "G2"}, {"R3", "W3", "G3", "W4", "B4"}, {});
  setup.stacks = {5, 4, 1, 1, 3};
  const HanabiState s = HanabiState::fromSetup(setup);
  EXPECT_EQ(renderNextPlayable(s),
            "Red Stack is Full.\n"
            "Only Yellow 5 can be played on Yellow Stack\n"
            "Only Green 2 can be played on Green Stack\n"
            "Only White 2 can be played on White Stack\n"
            "Only Blue 4 can be played on Blue Stack");
}

TEST(HanabiSpec, PaperD21InitialObservation) {
  const HanabiState s = d21State();
  const std::string obs = renderObservation(s, 0);
  EXPECT_NE(obs.find("It is currently My (Alice) turn.\nCurrent Stacks:\n"
                     "Red - Red 0, Yellow - Yellow 0, Green - Green 0, White - White 0, Blue - Blue 0\n"),
            std::string::npos);
  EXPECT_NE(obs.find("I can see Bobs Cards are:\n[Card 0: Red 3]\n[Card 1: White 1]\n[Card 2: Green 3]\n"
                     "[Card 3: White 4]\n[Card 4: Blue 4]\n"),
            std::string::npos);
  EXPECT_NE(obs.find("Remaining Reveal Tokens: 8\nRemaining Lives: 3\nDeck Size: 40\nThe discard pile is: []\n"
                     "My Action History: []\n"),
            std::string::npos);
  EXPECT_NE(obs.find("Only Red 1 can be played on Red Stack"), std::string::npos);
  // Bob's own view calls Alice "her".
  const std::string bobView = renderObservation(s, 1);
  EXPECT_NE(bobView.find("Alices Knowledge about her cards:\nAlice believes her Card 0 could be:"), std::string::npos);
  EXPECT_NE(bobView.find("It is currently Alices turn."), std::string::npos);
  EXPECT_EQ(bobView.find("Available Actions:"), std::string::npos);
}

}  // namespace
}  // namespace craftmate::games::hanabi
