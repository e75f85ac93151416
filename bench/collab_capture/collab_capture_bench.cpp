// Collab Capture steps per second with random legal play: the rule step alone, the step plus both
// pursuers' observation text, and the full text path (parse both replies, resolve, observe).

#include <memory>
#include <random>

#include <benchmark/benchmark.h>

#include "games/collab_capture/capture_environment.h"
#include "games/collab_capture/capture_observation.h"
#include "games/collab_capture/capture_scenarios.h"

namespace {

using namespace craftmate::games::collab_capture;

CaptureState freshState(std::mt19937& rng) {
  const auto& s = captureScenario(static_cast<int>(rng() % 4) + 1);
  return CaptureState(s.aliceRoom, s.bobRoom, s.thiefRoom, s.door12Open, s.door34Open);
}

template <bool kWithText>
void runSteps(benchmark::State& bench) {
  std::mt19937 rng(42);
  CaptureState state = freshState(rng);
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

void BM_CaptureStep(benchmark::State& bench) { runSteps<false>(bench); }
void BM_CaptureStepWithObservation(benchmark::State& bench) { runSteps<true>(bench); }

void BM_CaptureEnvironmentTextTurn(benchmark::State& bench) {
  std::mt19937 rng(42);
  auto env = std::make_unique<CaptureEnvironment>(freshState(rng));
  size_t bytes = 0;
  for (auto _ : bench) {
    if (env->score().ended) env = std::make_unique<CaptureEnvironment>(freshState(rng));
    for (int agent : {kAlice, kBob}) {
      const auto legal = env->legalCommands(agent);
      bytes += env->act(agent, "Action: " + legal[rng() % legal.size()]).output.size();
    }
    bytes += env->observation(kAlice).size() + env->observation(kBob).size();
  }
  benchmark::DoNotOptimize(bytes);
  bench.SetItemsProcessed(bench.iterations());
}

BENCHMARK(BM_CaptureStep);
BENCHMARK(BM_CaptureStepWithObservation);
BENCHMARK(BM_CaptureEnvironmentTextTurn);

}  // namespace

BENCHMARK_MAIN();
