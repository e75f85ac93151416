#include "games/coordqa/coordqa_baselines.h"

#include <algorithm>
#include <memory>
#include <random>
#include <unordered_map>

#include "games/coordqa/coordqa_prompt.h"

namespace craftmate::games::coordqa {

namespace {

std::string replyWithLetter(char letter) { return std::string("Explanation: baseline.\nAnswer: ") + letter + "."; }

}  // namespace

Answerer firstOptionAnswerer() {
  return [](const std::string& prompt) {
    const auto options = parseOptions(prompt);
    return options.empty() ? std::string("Answer: none") : replyWithLetter(options.front().letter);
  };
}

Answerer randomAnswerer(std::uint64_t seed) {
  auto generator = std::make_shared<std::mt19937_64>(seed);
  return [generator](const std::string& prompt) {
    const auto options = parseOptions(prompt);
    if (options.empty()) return std::string("Answer: none");
    std::uniform_int_distribution<size_t> pick(0, options.size() - 1);
    return replyWithLetter(options[pick(*generator)].letter);
  };
}

Answerer oracleAnswerer(const Dataset& dataset) {
  auto gold = std::make_shared<std::unordered_map<std::string, char>>();
  for (const Scenario& s : dataset.scenarios) {
    for (const Question& q : s.questions) {
      if (!q.gold.empty()) gold->emplace(promptText(s, q), q.gold.front());
    }
  }
  return [gold](const std::string& prompt) {
    auto it = gold->find(prompt);
    return it == gold->end() ? std::string("Answer: none") : replyWithLetter(it->second);
  };
}

AccuracyTable expectedRandomAccuracy(const Dataset& dataset, Grouping grouping) {
  // Sum of per-question expectations, divided per group and category.
  std::map<std::string, std::array<std::pair<double, int>, 3>> sums;
  for (const Scenario& s : dataset.scenarios) {
    for (const Question& q : s.questions) {
      if (!q.scored || q.options.empty()) continue;
      int hits = 0;
      for (const Option& o : q.options) {
        hits += std::find(q.gold.begin(), q.gold.end(), o.letter) != q.gold.end() ? 1 : 0;
      }
      const double expected = static_cast<double>(hits) / static_cast<double>(q.options.size());
      for (const std::string& g : {std::string("All"), groupOf(s, grouping)}) {
        auto& cell = sums[g][static_cast<int>(q.category)];
        cell.first += expected;
        cell.second += 1;
      }
    }
  }
  std::vector<TrialResult> none;
  AccuracyTable table = summarize(dataset, none, grouping);
  table.trials = 1;
  for (auto& [group, cells] : table.cells) {
    for (Category c : kCategories) {
      const auto& sum = sums[group][static_cast<int>(c)];
      cells[static_cast<int>(c)] = {sum.second == 0 ? 0.0 : sum.first / sum.second, 0.0, sum.second};
    }
  }
  return table;
}

}  // namespace craftmate::games::coordqa
