#pragma once
// Running CoordQA with any answering function and tabulating accuracy per category (spec §7.2
// aggregation): per trial the mean over scenarios, then mean ± std/sqrt(trials) over trials.

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_scoring.h"

namespace craftmate::games::coordqa {

// What the agent runtime plugs in: the prompt text (coordqa_prompt.h promptText) in, the model's
// reply out. Model providers, retries and rate limits live behind it.
using Answerer = std::function<std::string(const std::string& prompt)>;

enum class Grouping {
  Released,  // the file's Game column: Overcooked 20, Hanabi 28, CollabGames 18
  Paper,     // the paper's 25/28/13: the 5 CollabCooking scenarios count as Overcooked
};

struct EvaluationOptions {
  int trials = 3;
  Grouping grouping = Grouping::Released;
  ScoringOptions scoring;
};

struct Tally {
  int correct = 0;
  int total = 0;
  double accuracy() const { return total == 0 ? 0.0 : static_cast<double>(correct) / total; }
};

// One pass over every scored question. Groups: "All" plus one per game.
struct TrialResult {
  std::map<std::string, std::array<Tally, 3>> groups;
};

std::vector<TrialResult> evaluate(const Dataset& dataset, const Answerer& answer, const EvaluationOptions& options);

struct CategoryStat {
  double mean = 0.0;
  double standardError = 0.0;  // population std over trials / sqrt(trials), as the authors report
  int questions = 0;           // per trial
};

// QA-6: mean and std(pop)/sqrt(n) of per-trial accuracies.
CategoryStat meanAndStandardError(const std::vector<double>& trialAccuracies);

struct AccuracyTable {
  int trials = 0;
  std::vector<std::string> groups;  // "All" first, then games in order of first appearance
  std::map<std::string, std::array<CategoryStat, 3>> cells;
};

AccuracyTable summarize(const Dataset& dataset, const std::vector<TrialResult>& trials, Grouping grouping);

// The group a scenario counts in.
std::string groupOf(const Scenario& scenario, Grouping grouping);

// Rows EC / ToM / JP, one column per group, cells "0.667 ± 0.157 (n=66)".
std::string formatTable(const AccuracyTable& table);
// The same as JSON text: {"trials":3,"groups":{"All":{"EC":{"mean":..,"se":..,"n":..},..},..}}.
std::string formatJson(const AccuracyTable& table);

}  // namespace craftmate::games::coordqa
