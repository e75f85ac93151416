#pragma once
// Steps per second of a two-player simultaneous-choice world (Collab Capture, Collab Escape) with
// random legal play: the rule step alone, the step plus both players' observation text, and the
// full text path through the Environment (parse both replies, resolve, observe). Each world's
// bench supplies `freshState(rng)`, which deals a start state; the state's namespace provides
// encodeObservation(state, agent).

#include <cstddef>
#include <memory>
#include <random>
#include <string>

#include <benchmark/benchmark.h>

namespace craftmate::bench::two_player_rooms {

template <bool kWithText, class FreshState>
void runRandomJointSteps(benchmark::State& bench, FreshState freshState) {
  std::mt19937 rng(42);
  auto state = freshState(rng);
  size_t textBytes = 0;
  for (auto _ : bench) {
    if (state.ended()) state = freshState(rng);
    const auto a = state.LegalMoves(0);
    const auto b = state.LegalMoves(1);
    state.ApplyJointMove(a[rng() % a.size()], b[rng() % b.size()]);
    if constexpr (kWithText) {
      textBytes += encodeObservation(state, 0).size() + encodeObservation(state, 1).size();
    }
  }
  benchmark::DoNotOptimize(textBytes);
  bench.SetItemsProcessed(bench.iterations());
}

template <class Environment, class FreshState>
void runRandomTextTurns(benchmark::State& bench, FreshState freshState) {
  std::mt19937 rng(42);
  auto env = std::make_unique<Environment>(freshState(rng));
  size_t bytes = 0;
  for (auto _ : bench) {
    if (env->score().ended) env = std::make_unique<Environment>(freshState(rng));
    for (int agent : {0, 1}) {
      const auto legal = env->legalCommands(agent);
      bytes += env->act(agent, "Action: " + legal[rng() % legal.size()]).output.size();
    }
    bytes += env->observation(0).size() + env->observation(1).size();
  }
  benchmark::DoNotOptimize(bytes);
  bench.SetItemsProcessed(bench.iterations());
}

}  // namespace craftmate::bench::two_player_rooms
