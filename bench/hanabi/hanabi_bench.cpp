// Random legal play in two-player Hanabi. The step-only figure is the one to compare with
// DeepMind's Hanabi Learning Environment (HanabiState::ApplyMove with random legal moves).

#include <benchmark/benchmark.h>

#include <cstdint>

#include "games/hanabi/hanabi_environment.h"
#include "games/hanabi/hanabi_observation.h"
#include "games/hanabi/hanabi_state.h"

namespace {

using craftmate::games::hanabi::HanabiEnvironment;
using craftmate::games::hanabi::HanabiState;
using craftmate::games::hanabi::MoveList;

// xorshift64: the benchmark's own move picker, cheap enough not to dominate the step.
struct Rng {
  std::uint64_t s = 0x9E3779B97F4A7C15ULL;
  std::uint32_t next(std::uint32_t n) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return static_cast<std::uint32_t>((s >> 32) % n);
  }
};

void playRandomMove(HanabiState& state, MoveList& moves, Rng& rng) {
  const int n = state.legalMoves(moves);
  state.applyMove(moves[rng.next(static_cast<std::uint32_t>(n))]);
}

// Random moves through a run of games (a new deal when one ends); with kWithObservation also the
// text of the player to act next.
template <bool kWithObservation>
void runRandomSteps(benchmark::State& bench) {
  Rng rng;
  std::uint64_t seed = 1;
  HanabiState state(seed);
  MoveList moves;
  std::int64_t steps = 0;
  for (auto _ : bench) {
    if (state.gameOver()) state = HanabiState(++seed);
    playRandomMove(state, moves, rng);
    if constexpr (kWithObservation) {
      if (!state.gameOver()) benchmark::DoNotOptimize(craftmate::games::hanabi::renderObservation(state, state.currentPlayer()));
    }
    ++steps;
  }
  bench.SetItemsProcessed(steps);
}

void BM_HanabiRandomStep(benchmark::State& bench) { runRandomSteps<false>(bench); }
BENCHMARK(BM_HanabiRandomStep);

void BM_HanabiRandomStepWithObservation(benchmark::State& bench) { runRandomSteps<true>(bench); }
BENCHMARK(BM_HanabiRandomStepWithObservation);

// Whole games (deal included), for games per second.
void BM_HanabiRandomGame(benchmark::State& bench) {
  Rng rng;
  std::uint64_t seed = 1;
  MoveList moves;
  std::int64_t games = 0;
  for (auto _ : bench) {
    HanabiState state(++seed);
    while (!state.gameOver()) playRandomMove(state, moves, rng);
    benchmark::DoNotOptimize(state.cardsPlayed());
    ++games;
  }
  bench.SetItemsProcessed(games);
}
BENCHMARK(BM_HanabiRandomGame);

// What an agent loop pays: legal command texts, act() parsing the text, the next observation.
void BM_HanabiEnvironmentTextStep(benchmark::State& bench) {
  Rng rng;
  std::uint64_t seed = 1;
  HanabiEnvironment env(seed);
  std::int64_t steps = 0;
  for (auto _ : bench) {
    if (env.score().ended) env = HanabiEnvironment(++seed);
    const int agent = env.agentsToAct().front();
    const auto legal = env.legalCommands(agent);
    env.act(agent, legal[rng.next(static_cast<std::uint32_t>(legal.size()))]);
    benchmark::DoNotOptimize(env.observation(1 - agent));
    ++steps;
  }
  bench.SetItemsProcessed(steps);
}
BENCHMARK(BM_HanabiEnvironmentTextStep);

}  // namespace

BENCHMARK_MAIN();
