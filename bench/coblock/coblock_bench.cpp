// CoBlock environment speed: steps per second under random legal play, the step alone and the
// step plus the <Input> observation text; the text path through Environment::act (parse + step);
// and whole scripted episodes. Timings live here, never in tests.

#include <random>

#include <benchmark/benchmark.h>

#include "games/coblock/coblock_action_parser.h"
#include "games/coblock/coblock_environment.h"
#include "games/coblock/coblock_observation.h"
#include "games/coblock/coblock_scripted_player.h"
#include "games/coblock/coblock_task_library.h"

namespace craftmate::games::coblock {
namespace {

// Random legal play: draw candidate actions around the structure (place 55%, break 25%,
// wait 15%, message 5%; end_task never, so episodes run to the round limit) until one is legal.
class RandomPlayer {
 public:
  explicit RandomPlayer(unsigned seed) : rng_(seed) {}
  Action next(const State& s, int agent) {
    while (true) {
      const int kind = static_cast<int>(rng_() % 100);
      Action a;
      if (kind < 55) {
        a = Action::place(kAllColours[rng_() % kColourCount], randomPos());
      } else if (kind < 80) {
        a = Action::breakAt(randomPos());
      } else if (kind < 95) {
        a = Action::wait();
      } else {
        a = Action::message("I will build the red base first.");
      }
      if (s.moveIsLegal(agent, a)) return a;
    }
  }

 private:
  Pos randomPos() {
    return {static_cast<int>(rng_() % 8), static_cast<int>(rng_() % 6), static_cast<int>(rng_() % 8)};
  }
  std::mt19937 rng_;
};

const Task& benchTask() { return *findBuiltInTask("goal_arch_with_fence"); }

template <bool kWithObservation>
void randomPlay(benchmark::State& bm) {
  const State fresh(benchTask(), Rules{});
  State s = fresh;
  RandomPlayer player(7);
  std::int64_t steps = 0;
  std::size_t textBytes = 0;
  for (auto _ : bm) {
    if (s.done()) s = fresh;
    const int agent = s.agentsToAct().front();
    s.applyMove(agent, player.next(s, agent));
    if constexpr (kWithObservation) {
      if (!s.done()) {
        const std::string text = encodeObservation(s, s.agentsToAct().front());
        textBytes += text.size();
      }
    }
    ++steps;
  }
  bm.SetItemsProcessed(steps);
  if (kWithObservation) bm.counters["obs_bytes"] = benchmark::Counter(static_cast<double>(textBytes) / steps);
}

void BM_RandomStep(benchmark::State& bm) { randomPlay<false>(bm); }
void BM_RandomStepWithObservation(benchmark::State& bm) { randomPlay<true>(bm); }

// The path an agent takes: model text -> parse -> step -> feedback text.
void BM_ActWithText(benchmark::State& bm) {
  const Task& task = benchTask();
  std::unique_ptr<CoBlockEnvironment> env = std::make_unique<CoBlockEnvironment>(task, Rules{});
  RandomPlayer player(11);
  std::int64_t steps = 0;
  for (auto _ : bm) {
    if (env->state().done()) {
      bm.PauseTiming();
      env = std::make_unique<CoBlockEnvironment>(task, Rules{});
      bm.ResumeTiming();
    }
    const int agent = env->agentsToAct().front();
    bm.PauseTiming();
    const std::string text = "# my plan\n" + canonicalText(player.next(env->state(), agent));
    bm.ResumeTiming();
    benchmark::DoNotOptimize(env->act(agent, text));
    ++steps;
  }
  bm.SetItemsProcessed(steps);
}

// A whole scripted episode (both agents reading observation text and writing commands).
void BM_ScriptedEpisode(benchmark::State& bm) {
  const Task& task = benchTask();
  std::int64_t steps = 0;
  for (auto _ : bm) {
    CoBlockEnvironment env(task, Rules{});
    ScriptedPlayer player(task.groundY);
    std::string feedback[2];
    while (!env.state().done()) {
      const int agent = env.agentsToAct().front();
      feedback[agent] = env.act(agent, player.reply(agent, env.observation(agent), feedback[agent])).output;
      ++steps;
    }
  }
  bm.SetItemsProcessed(steps);
}

BENCHMARK(BM_RandomStep);
BENCHMARK(BM_RandomStepWithObservation);
BENCHMARK(BM_ActWithText);
BENCHMARK(BM_ScriptedEpisode);

}  // namespace
}  // namespace craftmate::games::coblock

BENCHMARK_MAIN();
