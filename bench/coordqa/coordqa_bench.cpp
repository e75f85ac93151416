// CoordQA: loading the released file, and scoring replies (letter path and fuzzy path).

#include <benchmark/benchmark.h>

#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_scoring.h"

namespace {

using namespace craftmate::games::coordqa;

const std::string kReleased = std::string(CRAFTMATE_SHARED_DIR) + "/data/coordqa/single_turn_trials.csv";

void BM_CoordQALoad(benchmark::State& bench) {
  for (auto _ : bench) benchmark::DoNotOptimize(loadDataset(kReleased).scenarios.size());
}

template <bool kFuzzy>
void scoreAll(benchmark::State& bench) {
  const Dataset d = loadDataset(kReleased);
  size_t correct = 0, scored = 0;
  for (auto _ : bench) {
    for (const auto& s : d.scenarios) {
      for (const auto& q : s.questions) {
        const std::string reply = kFuzzy ? "Explanation: x\nAction: " + q.options.back().text
                                         : std::string("Explanation: x\nAnswer: ") + q.options.back().letter + ".";
        correct += scoreReply(reply, q) ? 1 : 0;
        ++scored;
      }
    }
  }
  benchmark::DoNotOptimize(correct);
  bench.SetItemsProcessed(static_cast<int64_t>(scored));
}

void BM_CoordQAScoreLetterReplies(benchmark::State& bench) { scoreAll<false>(bench); }
void BM_CoordQAScoreFuzzyReplies(benchmark::State& bench) { scoreAll<true>(bench); }

BENCHMARK(BM_CoordQALoad)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CoordQAScoreLetterReplies);
BENCHMARK(BM_CoordQAScoreFuzzyReplies);

}  // namespace

BENCHMARK_MAIN();
