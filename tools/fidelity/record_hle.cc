// Records random two-player games from the Hanabi Learning Environment itself (deepmind/
// hanabi-learning-environment, commit below) for craftmate's engine-against-engine test
// (tests/games/hanabi/traces/). The deal is forced: each game draws a random deck order, the chance
// moves deal from it in order (Alice's five, Bob's five, then each replacement), and the trace
// carries that deck so craftmate can start from the same one (HanabiState::fromDeck). The game loop
// is LLM-Coordination's: `while not is_terminal`, dealing only while the game runs.
//
// Build and run from a throwaway checkout outside the repository:
//   mkdir -p /work/authors/hle && cd /work/authors/hle
//   git --git-dir=<mirror of deepmind/hanabi-learning-environment> archive 4210e0edadb636fdccf528f75943df685085878b | tar x
//   g++ -std=c++17 -O1 -I hanabi_learning_environment/hanabi_lib -o record_hle \
//       <craftmate>/tools/fidelity/record_hle.cc hanabi_learning_environment/hanabi_lib/*.cc
//   ./record_hle 60 21 > authors_random_play.jsonl
//
// Moves are written as P<i> (play), D<i> (discard), C<colour 0-4> and R<rank 0-4> (reveal to the
// partner); cards as colour*5+rank; knowledge as (plausible colours, plausible ranks) bit masks.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "hanabi_game.h"
#include "hanabi_state.h"

namespace hle = hanabi_learning_env;

namespace {

const char* kCommit = "4210e0edadb636fdccf528f75943df685085878b";

std::string moveCode(const hle::HanabiMove& m) {
  switch (m.MoveType()) {
    case hle::HanabiMove::kPlay: return "P" + std::to_string(m.CardIndex());
    case hle::HanabiMove::kDiscard: return "D" + std::to_string(m.CardIndex());
    case hle::HanabiMove::kRevealColor: return "C" + std::to_string(m.Color());
    case hle::HanabiMove::kRevealRank: return "R" + std::to_string(m.Rank());
    default: std::abort();
  }
}

std::string list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + items[i];
  return out + "]";
}

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

// The public state after a move: everything craftmate must agree on.
std::string snapshot(const hle::HanabiState& s) {
  std::vector<std::string> hands, knowledge, fireworks, discards, legal;
  for (const hle::HanabiHand& hand : s.Hands()) {
    std::vector<std::string> cards, known;
    for (size_t i = 0; i < hand.Cards().size(); ++i) {
      cards.push_back(std::to_string(hand.Cards()[i].Color() * 5 + hand.Cards()[i].Rank()));
      int colors = 0, ranks = 0;
      for (int v = 0; v < 5; ++v) {
        if (hand.Knowledge()[i].ColorPlausible(v)) colors |= 1 << v;
        if (hand.Knowledge()[i].RankPlausible(v)) ranks |= 1 << v;
      }
      known.push_back("[" + std::to_string(colors) + "," + std::to_string(ranks) + "]");
    }
    hands.push_back(list(cards));
    knowledge.push_back(list(known));
  }
  for (int f : s.Fireworks()) fireworks.push_back(std::to_string(f));
  for (const hle::HanabiCard& c : s.DiscardPile()) discards.push_back(std::to_string(c.Color() * 5 + c.Rank()));
  if (!s.IsTerminal()) {
    for (const hle::HanabiMove& m : s.LegalMoves(s.CurPlayer())) legal.push_back(quoted(moveCode(m)));
    std::sort(legal.begin(), legal.end());
  }
  return "{\"hands\":" + list(hands) + ",\"knowledge\":" + list(knowledge) + ",\"fireworks\":" + list(fireworks) +
         ",\"info\":" + std::to_string(s.InformationTokens()) + ",\"lives\":" + std::to_string(s.LifeTokens()) +
         ",\"deck\":" + std::to_string(s.Deck().Size()) + ",\"discards\":" + list(discards) +
         ",\"terminal\":" + (s.IsTerminal() ? "true" : "false") + ",\"score\":" + std::to_string(s.Score()) +
         ",\"player\":" + std::to_string(s.IsTerminal() ? -1 : s.CurPlayer()) + ",\"legal\":" + list(legal) + "}";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: record_hle <games> <seed>\n");
    return 2;
  }
  const int games = std::atoi(argv[1]);
  std::mt19937 rng(static_cast<unsigned>(std::atoi(argv[2])));
  const hle::HanabiGame game({{"players", "2"}, {"random_start_player", "false"}, {"seed", "1"}});
  std::printf("{\"authors\":\"deepmind/hanabi-learning-environment\",\"commit\":\"%s\",\"world\":\"hanabi\","
              "\"recorder\":\"tools/fidelity/record_hle.cc\",\"games\":%d,\"seed\":%s}\n",
              kCommit, games, argv[2]);
  for (int g = 0; g < games; ++g) {
    std::vector<int> deck;
    const int copies[5] = {3, 2, 2, 2, 1};
    for (int c = 0; c < 5; ++c) {
      for (int r = 0; r < 5; ++r) deck.insert(deck.end(), copies[r], c * 5 + r);
    }
    std::shuffle(deck.begin(), deck.end(), rng);
    size_t next = 0;
    hle::HanabiState state(&game, 0);
    std::vector<std::string> moves, states;
    auto dealWhileChance = [&] {
      while (!state.IsTerminal() && state.CurPlayer() == hle::kChancePlayerId) {
        const int card = deck.at(next++);
        state.ApplyMove(hle::HanabiMove(hle::HanabiMove::kDeal, -1, -1, card / 5, card % 5));
      }
    };
    dealWhileChance();
    states.push_back(snapshot(state));
    while (!state.IsTerminal()) {
      const std::vector<hle::HanabiMove> legal = state.LegalMoves(state.CurPlayer());
      // Mostly sensible random play, so that games run long and end every way: a known-good play one
      // move in three, otherwise a random legal move that is rarely a losing play.
      std::vector<hle::HanabiMove> good, safe;
      for (const auto& m : legal) {
        const bool play = m.MoveType() == hle::HanabiMove::kPlay;
        const bool playable = play && state.CardPlayableOnFireworks(state.Hands()[state.CurPlayer()].Cards()[m.CardIndex()]);
        if (playable) good.push_back(m);
        if (!play || playable) safe.push_back(m);
      }
      const std::vector<hle::HanabiMove>& pool =
          !good.empty() && rng() % 3 == 0 ? good : (!safe.empty() && rng() % 10 != 0 ? safe : legal);
      const hle::HanabiMove move = pool[rng() % pool.size()];
      moves.push_back(quoted(moveCode(move)));
      state.ApplyMove(move);
      dealWhileChance();
      states.push_back(snapshot(state));
    }
    std::vector<std::string> deckText;
    for (int c : deck) deckText.push_back(std::to_string(c));
    std::printf("{\"deck\":%s,\"moves\":%s,\"states\":%s}\n", list(deckText).c_str(), list(moves).c_str(),
                list(states).c_str());
  }
  return 0;
}
