// Engine against engine: replays games recorded from the Hanabi Learning Environment itself
// (tools/fidelity/record_hle.cc; the trace's first line names the commit), each from the deck order
// HLE was forced to deal, and checks after every move that craftmate agrees on the hands, the hint
// knowledge, fireworks, tokens, lives, deck, discards, the end of the game, the score and the set of
// legal moves.

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/hanabi/hanabi_state.h"

namespace craftmate::games::hanabi {
namespace {

Card cardFrom(int code) { return Card{static_cast<std::int8_t>(code / 5), static_cast<std::int8_t>(code % 5)}; }
int codeOf(Card c) { return c.color * 5 + c.rank; }

std::string moveCode(HanabiMove m) {
  const char* letter = m.type == HanabiMove::Type::kPlay ? "P"
                       : m.type == HanabiMove::Type::kDiscard ? "D"
                       : m.type == HanabiMove::Type::kRevealColor ? "C" : "R";
  return letter + std::to_string(m.value);
}

HanabiMove moveFrom(const std::string& code) {
  const int v = code[1] - '0';
  switch (code[0]) {
    case 'P': return HanabiMove::play(v);
    case 'D': return HanabiMove::discard(v);
    case 'C': return HanabiMove::revealColor(v);
    default: return HanabiMove::revealRank(v);
  }
}

// craftmate's state in the recorder's snapshot form.
nlohmann::json snapshot(const HanabiState& s) {
  nlohmann::json hands = nlohmann::json::array(), knowledge = nlohmann::json::array();
  for (int p = 0; p < kNumPlayers; ++p) {
    nlohmann::json cards = nlohmann::json::array(), known = nlohmann::json::array();
    for (int i = 0; i < s.hand(p).size; ++i) {
      cards.push_back(codeOf(s.hand(p).cards[i]));
      known.push_back({s.hand(p).knowledge[i].colors, s.hand(p).knowledge[i].ranks});
    }
    hands.push_back(cards);
    knowledge.push_back(known);
  }
  nlohmann::json discards = nlohmann::json::array();
  for (int i = 0; i < s.discardCount(); ++i) discards.push_back(codeOf(s.discard(i)));
  MoveList moves;
  const int n = s.legalMoves(moves);
  std::vector<std::string> legal;
  for (int i = 0; i < n; ++i) legal.push_back(moveCode(moves[i]));
  std::sort(legal.begin(), legal.end());
  return {{"hands", hands},
          {"knowledge", knowledge},
          {"fireworks", s.stacks()},
          {"info", s.infoTokens()},
          {"lives", s.lives()},
          {"deck", s.deckSize()},
          {"discards", discards},
          {"terminal", s.gameOver()},
          {"score", s.hleScore()},
          {"player", s.gameOver() ? -1 : s.currentPlayer()},
          {"legal", legal}};
}

TEST(HanabiTrace, AgreesWithHleAfterEveryMove) {
  std::ifstream in(std::string(CRAFTMATE_SOURCE_DIR) + "/tests/games/hanabi/traces/hle_random_play.jsonl");
  ASSERT_TRUE(in) << "trace file missing";
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(nlohmann::json::parse(line).at("world"), "hanabi");
  int games = 0;
  while (std::getline(in, line)) {
    const nlohmann::json g = nlohmann::json::parse(line);
    std::vector<Card> deck;
    for (int code : g.at("deck")) deck.push_back(cardFrom(code));
    HanabiState s = HanabiState::fromDeck(deck);
    const auto& moves = g.at("moves");
    const auto& states = g.at("states");
    ASSERT_EQ(states.size(), moves.size() + 1);
    for (std::size_t t = 0; t < states.size(); ++t) {
      ASSERT_EQ(snapshot(s), states[t]) << "game " << games << " after move " << t;
      if (t == moves.size()) break;
      const HanabiMove m = moveFrom(moves[t].get<std::string>());
      ASSERT_TRUE(s.moveIsLegal(m)) << "game " << games << " move " << t;
      s.applyMove(m);
    }
    ++games;
  }
  EXPECT_GE(games, 50);
}

}  // namespace
}  // namespace craftmate::games::hanabi
