// Environment steps per second with random legal play. A "step" is one timestep of the kitchen
// (both agents move or interact once). Agents without a current action start a random legal one.

#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "games/collab_overcooked/collab_overcooked_environment.h"
#include "games/collab_overcooked/collab_overcooked_observation.h"
#include "games/collab_overcooked/collab_overcooked_state.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace {

using namespace craftmate::games::collab_overcooked;

const Task& benchTask() { return *findTask("potato_carrot_and_onion_patty"); }

template <bool kWithObservation>
void randomSteps(benchmark::State& bench) {
  const Task& task = benchTask();
  std::mt19937 rng(7);
  std::vector<Action> legal;
  OvercookedState state(task);
  const ObservationContext context;
  std::size_t textBytes = 0;
  const int limit = task.timeLimit(1.5);
  for (auto _ : bench) {
    if (state.success() || state.timestep() > limit) state = OvercookedState(task);
    for (int agent = 0; agent < kAgentCount; ++agent) {
      if (state.busy(agent)) continue;
      state.legalActions(agent, legal);
      state.start(agent, legal[rng() % legal.size()]);
    }
    state.step();
    if constexpr (kWithObservation) {
      for (int agent = 0; agent < kAgentCount; ++agent) textBytes += renderObservation(state, agent, context).size();
    }
  }
  benchmark::DoNotOptimize(textBytes);
  bench.SetItemsProcessed(bench.iterations());
}

void BM_StepRandomLegal(benchmark::State& bench) { randomSteps<false>(bench); }
void BM_StepPlusObservationText(benchmark::State& bench) { randomSteps<true>(bench); }

// The whole text path: legal command texts, act() parsing and validation, and the automatic
// advance; counted in kitchen timesteps.
void BM_EnvironmentTextRandomLegal(benchmark::State& bench) {
  const Task& task = benchTask();
  std::mt19937 rng(11);
  auto env = std::make_unique<CollabOvercookedEnvironment>(task);
  std::int64_t timesteps = 0;
  for (auto _ : bench) {
    if (env->ended()) {
      timesteps += env->state().timestep();
      env = std::make_unique<CollabOvercookedEnvironment>(task);
    }
    const int agent = env->agentsToAct().front();
    const std::vector<std::string> legal = env->legalCommands(agent);
    env->act(agent, legal[rng() % legal.size()]);
  }
  timesteps += env->state().timestep();
  bench.counters["timesteps_per_second"] = benchmark::Counter(static_cast<double>(timesteps), benchmark::Counter::kIsRate);
  bench.SetItemsProcessed(bench.iterations());
}

BENCHMARK(BM_StepRandomLegal);
BENCHMARK(BM_StepPlusObservationText);
BENCHMARK(BM_EnvironmentTextRandomLegal);

}  // namespace

BENCHMARK_MAIN();
