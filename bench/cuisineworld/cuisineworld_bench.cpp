// Environment steps per second with random legal play (2 agents, as the authors' Python figure of
// ~12,000 steps/s), measured three ways: the engine step alone on pre-parsed joint actions; the
// step plus the dispatcher prompt an agent reads; and the full text path (extract + parse + step +
// prompt) through agents::Environment.

#include <random>

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_environment.h"
#include "games/cuisineworld/cuisineworld_observation.h"
#include "games/cuisineworld/cuisineworld_state.h"

using namespace craftmate::games::cuisine;

namespace {

// Random joint action: every agent picks uniformly among its commands that would succeed now.
JointAction randomJointAction(const CuisineState& state, std::mt19937& rng) {
  JointAction action;
  action.valid = true;
  for (int a = 0; a < state.agentCount(); ++a) {
    const std::vector<Command> legal = state.legalCommands(a);
    action.commands.push_back(legal[rng() % legal.size()]);
  }
  action.commandCount = static_cast<int>(action.commands.size());
  return action;
}

// Pre-generated random episodes so the timed loop measures the engine, not the sampling.
struct Recorded {
  std::unique_ptr<Level> level;
  std::vector<JointAction> actions;  // 60 per episode, many episodes
};

Recorded record(const char* levelName, int agents, int episodes) {
  const Catalog& catalog = Catalog::builtIn();
  const LevelSpec& spec = *catalog.level(levelName);
  Recorded r;
  r.level = std::make_unique<Level>(catalog, spec, oracleTiming(catalog, spec, 1.0));
  CuisineState state(*r.level, agents);
  std::mt19937 rng(42);
  for (int e = 0; e < episodes; ++e) {
    state.reset();
    while (!state.ended()) {
      r.actions.push_back(randomJointAction(state, rng));
      state.applyJointAction(r.actions.back());
    }
  }
  return r;
}

void BM_StepOnly(benchmark::State& bench) {
  const Recorded r = record("level_9", static_cast<int>(bench.range(0)), 50);
  CuisineState state(*r.level, static_cast<int>(bench.range(0)));
  std::size_t i = 0;
  for (auto _ : bench) {
    if (state.ended()) state.reset();
    state.applyJointAction(r.actions[i]);
    i = (i + 1) % r.actions.size();
    benchmark::DoNotOptimize(state.timeStep());
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_StepOnly)->Arg(2)->Arg(4);

void BM_StepPlusPrompt(benchmark::State& bench) {
  const Recorded r = record("level_9", static_cast<int>(bench.range(0)), 50);
  CuisineState state(*r.level, static_cast<int>(bench.range(0)));
  std::size_t i = 0;
  for (auto _ : bench) {
    if (state.ended()) state.reset();
    state.applyJointAction(r.actions[i]);
    i = (i + 1) % r.actions.size();
    std::string prompt = dispatcherPrompt(state);
    benchmark::DoNotOptimize(prompt.data());
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_StepPlusPrompt)->Arg(2)->Arg(4);

void BM_EnvironmentTextRoundTrip(benchmark::State& bench) {
  const int agents = static_cast<int>(bench.range(0));
  const Recorded r = record("level_9", agents, 50);
  std::vector<std::string> replies;
  for (const JointAction& a : r.actions) {
    std::string text;
    for (const Command& c : a.commands) text += commandText(*r.level, c) + "\n";
    replies.push_back(text);
  }
  // 1000 episodes of 60 steps; the environment is rebuilt (untimed) before it runs out.
  const nlohmann::json params = {{"level", "level_9"}, {"agents", agents}, {"episodes", 1000}};
  auto env = std::make_unique<CuisineEnvironment>(CuisineConfig::fromJson(params));
  std::size_t i = 0;
  long played = 0;
  for (auto _ : bench) {
    if (++played % 50000 == 0) {
      bench.PauseTiming();
      env = std::make_unique<CuisineEnvironment>(CuisineConfig::fromJson(params));
      bench.ResumeTiming();
    }
    benchmark::DoNotOptimize(env->act(0, replies[i]).accepted);
    std::string prompt = env->observation(0);
    benchmark::DoNotOptimize(prompt.data());
    i = (i + 1) % replies.size();
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_EnvironmentTextRoundTrip)->Arg(2)->Arg(4);

}  // namespace

BENCHMARK_MAIN();
