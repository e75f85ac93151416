// Collab Escape steps per second with random legal play: the rule step alone, the step plus both
// survivors' state text, and the full text path (parse both replies, resolve, observe).

#include <memory>
#include <random>

#include <benchmark/benchmark.h>

#include "games/collab_escape/escape_environment.h"
#include "games/collab_escape/escape_observation.h"

namespace {

using namespace craftmate::games::collab_escape;

EscapeState freshState(std::mt19937& rng) {
  const EscapeMap& map = escapeMap(rng() % 2 == 0 ? "escape7" : "escape10");
  const auto& s = map.scenarios[rng() % map.scenarios.size()];
  return EscapeState(map, s.alice, s.bob, s.killer);
}

template <bool kWithText>
void runSteps(benchmark::State& bench) {
  std::mt19937 rng(42);
  EscapeState state = freshState(rng);
  size_t textBytes = 0;
  for (auto _ : bench) {
    if (state.ended()) state = freshState(rng);
    const auto a = state.LegalMoves(kAlice);
    const auto b = state.LegalMoves(kBob);
    state.ApplyJointMove(a[rng() % a.size()], b[rng() % b.size()]);
    if constexpr (kWithText) {
      textBytes += encodeObservation(state, kAlice).size() + encodeObservation(state, kBob).size();
    }
  }
  benchmark::DoNotOptimize(textBytes);
  bench.SetItemsProcessed(bench.iterations());
}

void BM_EscapeStep(benchmark::State& bench) { runSteps<false>(bench); }
void BM_EscapeStepWithObservation(benchmark::State& bench) { runSteps<true>(bench); }

void BM_EscapeEnvironmentTextTurn(benchmark::State& bench) {
  std::mt19937 rng(42);
  auto env = std::make_unique<EscapeEnvironment>(freshState(rng));
  size_t bytes = 0;
  for (auto _ : bench) {
    if (env->score().ended) env = std::make_unique<EscapeEnvironment>(freshState(rng));
    for (int agent : {kAlice, kBob}) {
      const auto legal = env->legalCommands(agent);
      bytes += env->act(agent, "Action: " + legal[rng() % legal.size()]).output.size();
    }
    bytes += env->observation(kAlice).size() + env->observation(kBob).size();
  }
  benchmark::DoNotOptimize(bytes);
  bench.SetItemsProcessed(bench.iterations());
}

BENCHMARK(BM_EscapeStep);
BENCHMARK(BM_EscapeStepWithObservation);
BENCHMARK(BM_EscapeEnvironmentTextTurn);

}  // namespace

BENCHMARK_MAIN();
