// `craftmate coordqa`: runs the CoordinationQA question set (LLM-Coordination §7) with an answering
// model and prints accuracy per category (EC, ToM, JP), overall and per game.

#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>

#include "app/subcommand.h"
#include "games/coordqa/coordqa_baselines.h"
#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_evaluation.h"

namespace craftmate::app {

namespace {

namespace qa = games::coordqa;

constexpr const char* kUsage =
    "Usage: craftmate coordqa [--csv PATH] --model MODEL [options]\n\n"
    "Scores a model on CoordQA (66 scenarios x 3 questions) and prints accuracy per category.\n\n"
    "  --csv PATH           the released single_turn_trials.csv (default: the shared data folder's copy)\n"
    "  --model MODEL        scripted (always the first option, the documented baseline), first (same),\n"
    "                       random (uniform over the printed options, --seed), oracle (the gold letter:\n"
    "                       checks data and scoring), random-expected (the random baseline's exact\n"
    "                       expectation, no sampling)\n"
    "  --trials N           trials per question (default 3; the paper reports mean ± s.e. over 3)\n"
    "  --seed N             seed for --model random (default 0)\n"
    "  --ordinals POLICY    gold ordinals that name no option: repair (default), keep, drop, strict\n"
    "  --grouping G         released (file's games, default) or paper (CollabCooking counted as Overcooked)\n"
    "  --reference-letters  score like the reference: a bare letter ('E') goes to fuzzy matching\n"
    "  --show-issues        list every data issue found in the file\n"
    "  --json               print the table as JSON\n";

std::string valueAfter(const std::vector<std::string>& args, size_t& i) {
  if (i + 1 >= args.size()) throw std::invalid_argument(args[i] + " needs a value; see 'craftmate coordqa --help'");
  return args[++i];
}

int toInt(const std::string& flag, const std::string& text) {
  try {
    size_t used = 0;
    int v = std::stoi(text, &used);
    if (used == text.size()) return v;
  } catch (const std::exception&) {
  }
  throw std::invalid_argument(flag + " needs a whole number; got '" + text + "'");
}

int runCoordQA(const std::vector<std::string>& args) {
  std::string csv = std::string(CRAFTMATE_SHARED_DIR) + "/data/coordqa/single_turn_trials.csv";
  std::string model;
  std::string ordinals = "repair";
  std::string grouping = "released";
  qa::EvaluationOptions options;
  int seed = 0;
  bool json = false, showIssues = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--csv") csv = valueAfter(args, i);
    else if (a == "--model") model = valueAfter(args, i);
    else if (a == "--trials") options.trials = toInt(a, valueAfter(args, i));
    else if (a == "--seed") seed = toInt(a, valueAfter(args, i));
    else if (a == "--ordinals") ordinals = valueAfter(args, i);
    else if (a == "--grouping") grouping = valueAfter(args, i);
    else if (a == "--reference-letters") options.scoring.acceptBareLetter = false;
    else if (a == "--show-issues") showIssues = true;
    else if (a == "--json") json = true;
    else throw std::invalid_argument("unknown option '" + a + "'; see 'craftmate coordqa --help'");
  }
  if (model.empty()) throw std::invalid_argument("--model is required (scripted, random, oracle or random-expected)");
  const bool knownModel = model == "scripted" || model == "first" || model == "random" || model == "oracle" ||
                          model == "random-expected";
  if (!knownModel) {
    throw std::invalid_argument("model '" + model +
                                "' is not available to coordqa yet; use scripted, first, random, oracle or random-expected "
                                "(model providers plug in through games::coordqa::Answerer)");
  }
  if (grouping == "released") options.grouping = qa::Grouping::Released;
  else if (grouping == "paper") options.grouping = qa::Grouping::Paper;
  else throw std::invalid_argument("--grouping must be released or paper; got '" + grouping + "'");

  const qa::Dataset dataset = qa::loadDataset(csv, qa::parseOrdinalPolicy(ordinals));
  std::cerr << "CoordQA: " << dataset.scenarios.size() << " scenarios, " << dataset.scoredQuestionCount()
            << " questions scored, " << dataset.issues.size() << " data issue(s) in " << csv
            << (showIssues ? "" : " (--show-issues lists them)") << "\n";
  if (showIssues) {
    for (const auto& issue : dataset.issues) {
      std::cerr << "  data row " << issue.row << " " << qa::categoryName(issue.category) << ": " << issue.message << "\n";
    }
  }

  qa::AccuracyTable table;
  if (model == "random-expected") {
    table = qa::expectedRandomAccuracy(dataset, options.grouping);
  } else {
    qa::Answerer answer;
    if (model == "scripted" || model == "first") answer = qa::firstOptionAnswerer();
    else if (model == "random") answer = qa::randomAnswerer(static_cast<std::uint64_t>(seed));
    else answer = qa::oracleAnswerer(dataset);
    table = qa::summarize(dataset, qa::evaluate(dataset, answer, options), options.grouping);
  }
  std::cout << (json ? qa::formatJson(table) + "\n" : qa::formatTable(table));
  return 0;
}

}  // namespace

Subcommand coordqaSubcommand() {
  return {"coordqa", "Score a model on CoordQA and print accuracy per category.", kUsage, &runCoordQA};
}

}  // namespace craftmate::app
