// Collab Capture steps per second with random legal play: the rule step alone, the step plus both
// pursuers' observation text, and the full text path (parse both replies, resolve, observe).

#include <random>

#include <benchmark/benchmark.h>

#include "bench/two_player_rooms/random_play_bench.h"
#include "games/collab_capture/collab_capture_environment.h"
#include "games/collab_capture/collab_capture_observation.h"
#include "games/collab_capture/collab_capture_scenarios.h"

namespace {

using namespace craftmate::games::collab_capture;
using namespace craftmate::bench::two_player_rooms;

CaptureState freshState(std::mt19937& rng) {
  const auto& s = captureScenario(static_cast<int>(rng() % 4) + 1);
  return CaptureState(s.aliceRoom, s.bobRoom, s.thiefRoom, s.door12Open, s.door34Open);
}

void BM_CaptureStep(benchmark::State& bench) { runRandomJointSteps<false>(bench, freshState); }
void BM_CaptureStepWithObservation(benchmark::State& bench) { runRandomJointSteps<true>(bench, freshState); }
void BM_CaptureEnvironmentTextTurn(benchmark::State& bench) { runRandomTextTurns<CaptureEnvironment>(bench, freshState); }

BENCHMARK(BM_CaptureStep);
BENCHMARK(BM_CaptureStepWithObservation);
BENCHMARK(BM_CaptureEnvironmentTextTurn);

}  // namespace

BENCHMARK_MAIN();
