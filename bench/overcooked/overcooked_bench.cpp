// Random play in LLM-Coordination's Overcooked. BM_OvercookedRandomStep is the figure to compare
// with the Python Overcooked-AI MDP (about 50,000 random joint steps per second).

#include <benchmark/benchmark.h>

#include <cstdint>

#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_observation.h"
#include "games/overcooked/overcooked_state.h"

namespace {

using namespace craftmate::games::overcooked;

struct Rng {
  std::uint64_t s = 0x9E3779B97F4A7C15ULL;
  std::uint32_t next(std::uint32_t n) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return static_cast<std::uint32_t>((s >> 32) % n);
  }
};

const std::string& layoutFor(const benchmark::State& bench) { return layoutNames()[static_cast<size_t>(bench.range(0))]; }

void BM_OvercookedRandomStep(benchmark::State& bench) {
  const Layout& layout = layoutByName(layoutFor(bench));
  Rng rng;
  OvercookedState state(layout);
  std::int64_t steps = 0;
  for (auto _ : bench) {
    if (state.ended()) state = OvercookedState(layout);
    const auto a0 = static_cast<LowAction>(rng.next(kNumLowActions));
    const auto a1 = static_cast<LowAction>(rng.next(kNumLowActions));
    benchmark::DoNotOptimize(state.applyJointAction(a0, a1));
    ++steps;
  }
  bench.SetItemsProcessed(steps);
  bench.SetLabel(layout.name);
}
BENCHMARK(BM_OvercookedRandomStep)->DenseRange(0, 5);

void BM_OvercookedRandomStepWithObservation(benchmark::State& bench) {
  const Layout& layout = layoutByName(layoutFor(bench));
  Rng rng;
  OvercookedState state(layout);
  const std::vector<std::string> history;
  std::int64_t steps = 0;
  for (auto _ : bench) {
    if (state.ended()) state = OvercookedState(layout);
    const auto a0 = static_cast<LowAction>(rng.next(kNumLowActions));
    const auto a1 = static_cast<LowAction>(rng.next(kNumLowActions));
    state.applyJointAction(a0, a1);
    benchmark::DoNotOptimize(renderObservation(state, 0, history));
    ++steps;
  }
  bench.SetItemsProcessed(steps);
  bench.SetLabel(layout.name);
}
BENCHMARK(BM_OvercookedRandomStepWithObservation)->DenseRange(0, 5);

// Random legal high-level actions through the Environment (text in, ticks run by the grounding).
// Items are ticks of the world.
void BM_OvercookedEnvironmentRandomMacro(benchmark::State& bench) {
  OvercookedOptions options;
  options.layout = layoutFor(bench);
  Rng rng;
  OvercookedEnvironment env(options);
  std::int64_t ticks = 0;
  for (auto _ : bench) {
    if (env.score().ended) {
      ticks += env.state().tick();
      env = OvercookedEnvironment(options);
    }
    for (int agent : env.agentsToAct()) {
      const auto legal = env.legalCommands(agent);
      env.act(agent, legal[rng.next(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  ticks += env.state().tick();
  bench.SetItemsProcessed(ticks);
  bench.SetLabel(options.layout);
}
BENCHMARK(BM_OvercookedEnvironmentRandomMacro)->DenseRange(0, 5);

}  // namespace

BENCHMARK_MAIN();
