#include "games/coordqa/coordqa_evaluation.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/coordqa/coordqa_prompt.h"

namespace craftmate::games::coordqa {

std::string groupOf(const Scenario& scenario, Grouping grouping) {
  if (grouping == Grouping::Paper && scenario.subgame == "CollabCooking") return "Overcooked";
  return scenario.game;
}

std::vector<TrialResult> evaluate(const Dataset& dataset, const Answerer& answer, const EvaluationOptions& options) {
  if (options.trials < 1) throw std::invalid_argument("CoordQA needs at least one trial; got " + std::to_string(options.trials));
  if (!answer) throw std::invalid_argument("CoordQA needs an answering function");
  std::vector<TrialResult> trials(static_cast<size_t>(options.trials));
  for (auto& trial : trials) {
    for (const Scenario& scenario : dataset.scenarios) {
      const std::string group = groupOf(scenario, options.grouping);
      for (const Question& question : scenario.questions) {
        if (!question.scored) continue;
        const bool correct = scoreReply(answer(promptText(scenario, question)), question, options.scoring);
        for (const std::string& g : {std::string("All"), group}) {
          Tally& tally = trial.groups[g][static_cast<int>(question.category)];
          tally.total += 1;
          tally.correct += correct ? 1 : 0;
        }
      }
    }
  }
  return trials;
}

CategoryStat meanAndStandardError(const std::vector<double>& values) {
  CategoryStat stat;
  if (values.empty()) return stat;
  double sum = 0.0;
  for (double v : values) sum += v;
  stat.mean = sum / static_cast<double>(values.size());
  double squares = 0.0;
  for (double v : values) squares += (v - stat.mean) * (v - stat.mean);
  const double populationStd = std::sqrt(squares / static_cast<double>(values.size()));
  stat.standardError = populationStd / std::sqrt(static_cast<double>(values.size()));
  return stat;
}

AccuracyTable summarize(const Dataset& dataset, const std::vector<TrialResult>& trials, Grouping grouping) {
  AccuracyTable table;
  table.trials = static_cast<int>(trials.size());
  table.groups.push_back("All");
  for (const Scenario& s : dataset.scenarios) {
    const std::string g = groupOf(s, grouping);
    bool known = false;
    for (const auto& existing : table.groups) known = known || existing == g;
    if (!known) table.groups.push_back(g);
  }
  for (const std::string& group : table.groups) {
    for (Category c : kCategories) {
      std::vector<double> accuracies;
      int questions = 0;
      for (const TrialResult& trial : trials) {
        auto it = trial.groups.find(group);
        if (it == trial.groups.end()) continue;
        const Tally& tally = it->second[static_cast<int>(c)];
        if (tally.total == 0) continue;
        accuracies.push_back(tally.accuracy());
        questions = tally.total;
      }
      CategoryStat stat = meanAndStandardError(accuracies);
      stat.questions = questions;
      table.cells[group][static_cast<int>(c)] = stat;
    }
  }
  return table;
}

std::string formatTable(const AccuracyTable& table) {
  constexpr int kWidth = 24;
  std::string out = "CoordQA accuracy (mean ± s.e. over " + std::to_string(table.trials) + " trial" +
                    (table.trials == 1 ? "" : "s") + ")\n";
  char cell[96];
  std::snprintf(cell, sizeof cell, "%-10s", "category");
  out += cell;
  for (const auto& g : table.groups) {
    std::snprintf(cell, sizeof cell, "%-*s", kWidth, g.c_str());
    out += cell;
  }
  out += "\n";
  for (Category c : kCategories) {
    std::snprintf(cell, sizeof cell, "%-10s", std::string(categoryName(c)).c_str());
    out += cell;
    for (const auto& g : table.groups) {
      const CategoryStat& s = table.cells.at(g)[static_cast<int>(c)];
      char value[64];
      std::snprintf(value, sizeof value, "%.3f ± %.3f (n=%d)", s.mean, s.standardError, s.questions);
      // "±" is two bytes in UTF-8; pad by display width.
      std::snprintf(cell, sizeof cell, "%-*s", kWidth + 1, value);
      out += cell;
    }
    out += "\n";
  }
  return out;
}

std::string formatJson(const AccuracyTable& table) {
  nlohmann::json j;
  j["trials"] = table.trials;
  for (const auto& g : table.groups) {
    for (Category c : kCategories) {
      const CategoryStat& s = table.cells.at(g)[static_cast<int>(c)];
      j["groups"][g][std::string(categoryName(c))] = {{"mean", s.mean}, {"se", s.standardError}, {"n", s.questions}};
    }
  }
  return j.dump(2);
}

}  // namespace craftmate::games::coordqa
