// Collab Escape steps per second with random legal play: the rule step alone, the step plus both
// survivors' state text, and the full text path (parse both replies, resolve, observe).

#include <random>

#include <benchmark/benchmark.h>

#include "bench/two_player_rooms/random_play_bench.h"
#include "games/collab_escape/collab_escape_environment.h"
#include "games/collab_escape/collab_escape_observation.h"

namespace {

using namespace craftmate::games::collab_escape;
using namespace craftmate::bench::two_player_rooms;

EscapeState freshState(std::mt19937& rng) {
  const EscapeMap& map = escapeMap(rng() % 2 == 0 ? "escape7" : "escape10");
  const auto& s = map.scenarios[rng() % map.scenarios.size()];
  return EscapeState(map, s.alice, s.bob, s.killer);
}

void BM_EscapeStep(benchmark::State& bench) { runRandomJointSteps<false>(bench, freshState); }
void BM_EscapeStepWithObservation(benchmark::State& bench) { runRandomJointSteps<true>(bench, freshState); }
void BM_EscapeEnvironmentTextTurn(benchmark::State& bench) { runRandomTextTurns<EscapeEnvironment>(bench, freshState); }

BENCHMARK(BM_EscapeStep);
BENCHMARK(BM_EscapeStepWithObservation);
BENCHMARK(BM_EscapeEnvironmentTextTurn);

}  // namespace

BENCHMARK_MAIN();
