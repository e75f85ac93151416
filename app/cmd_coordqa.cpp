// `craftmate coordqa`: runs the CoordinationQA question set (LLM-Coordination §7) with an answering
// model and prints accuracy per category (EC, ToM, JP), overall and per game.

#include <map>
#include <memory>
#include <iostream>
#include <stdexcept>
#include <string>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include "agents/models/model_factory.h"
#include "app/flag_value.h"
#include "app/subcommand.h"
#include "games/coordqa/coordqa_baselines.h"
#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_evaluation.h"
#include "games/coordqa/coordqa_prompt.h"

namespace craftmate::app {

namespace {

namespace qa = games::coordqa;

const std::string kSeeHelp = "; see 'craftmate coordqa --help'";  // after "--flag needs a value"

constexpr const char* kUsage =
    "Usage: craftmate coordqa [--csv PATH] --model MODEL [options]\n\n"
    "Scores a model on CoordQA (66 scenarios x 3 questions) and prints accuracy per category.\n\n"
    "  --csv PATH           the released single_turn_trials.csv (default: the shared data folder's copy)\n"
    "  --model MODEL        scripted (always the first option, the documented baseline), first (same),\n"
    "                       random (uniform over the printed options, --seed), oracle (the gold letter:\n"
    "                       checks data and scoring), random-expected (the random baseline's exact\n"
    "                       expectation, no sampling), or any model a MINDcraft profile may name\n"
    "                       (e.g. gpt-4o, claude-3-5-sonnet-latest, ollama/llama3; keys from --keys or env)\n"
    "  --keys PATH          keys.json for model providers (default: ./keys.json when present)\n"
    "  --dialect D          chat layout for models: openai (system: directive, default) or merged\n"
    "                       (directive after the game description, as the authors did for open models)\n"
    "  --trials N           trials per question (default 3; the paper reports mean ± s.e. over 3)\n"
    "  --seed N             seed for --model random (default 0)\n"
    "  --ordinals POLICY    gold ordinals that name no option: repair (default), keep, drop, strict\n"
    "  --grouping G         released (file's games, default) or paper (CollabCooking counted as Overcooked)\n"
    "  --reference-letters  score like the reference: a bare letter ('E') goes to fuzzy matching\n"
    "  --show-issues        list every data issue found in the file\n"
    "  --json               print the table as JSON\n";

int toInt(const std::string& flag, const std::string& text) {
  try {
    size_t used = 0;
    int v = std::stoi(text, &used);
    if (used == text.size()) return v;
  } catch (const std::exception&) {
  }
  throw std::invalid_argument(flag + " needs a whole number; got '" + text + "'");
}

// Sends each question to a chat model in the chosen layout. The evaluation hands the answerer the
// flat prompt text; we map it back to its question to send proper chat turns.
qa::Answerer modelAnswerer(const qa::Dataset& dataset, std::shared_ptr<agents::ChatModel> chat, boost::asio::io_context& io,
                           qa::PromptDialect dialect) {
  auto messagesByPrompt = std::make_shared<std::map<std::string, std::vector<qa::ChatMessage>>>();
  for (const auto& s : dataset.scenarios) {
    for (const auto& q : s.questions) messagesByPrompt->emplace(qa::promptText(s, q), qa::promptMessages(s, q, dialect));
  }
  return [messagesByPrompt, chat, &io](const std::string& prompt) {
    std::string system;
    std::vector<agents::Turn> turns;
    auto it = messagesByPrompt->find(prompt);
    if (it == messagesByPrompt->end()) {
      turns.push_back({"user", prompt});
    } else {
      for (const auto& m : it->second) {
        if (m.role == "system") system = m.content;
        else turns.push_back({m.role, m.content});
      }
    }
    std::string reply;
    std::exception_ptr failure;
    boost::asio::co_spawn(io, chat->sendRequest(std::move(turns), std::move(system)),
                          [&](std::exception_ptr e, std::string text) {
                            failure = e;
                            reply = std::move(text);
                          });
    io.restart();
    io.run();
    if (failure) std::rethrow_exception(failure);
    return reply;
  };
}

int runCoordQA(const std::vector<std::string>& args) {
  std::string csv = std::string(CRAFTMATE_SHARED_DIR) + "/data/coordqa/single_turn_trials.csv";
  std::string model;
  std::string ordinals = "repair";
  std::string grouping = "released";
  qa::EvaluationOptions options;
  int seed = 0;
  bool json = false, showIssues = false;
  std::string keysPath = "keys.json";
  std::string dialect = "openai";
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--csv") csv = flagValue(args, i, kSeeHelp);
    else if (a == "--model") model = flagValue(args, i, kSeeHelp);
    else if (a == "--trials") options.trials = toInt(a, flagValue(args, i, kSeeHelp));
    else if (a == "--seed") seed = toInt(a, flagValue(args, i, kSeeHelp));
    else if (a == "--ordinals") ordinals = flagValue(args, i, kSeeHelp);
    else if (a == "--grouping") grouping = flagValue(args, i, kSeeHelp);
    else if (a == "--reference-letters") options.scoring.acceptBareLetter = false;
    else if (a == "--show-issues") showIssues = true;
    else if (a == "--json") json = true;
    else if (a == "--keys") keysPath = flagValue(args, i, kSeeHelp);
    else if (a == "--dialect") dialect = flagValue(args, i, kSeeHelp);
    else throw std::invalid_argument("unknown option '" + a + "'; see 'craftmate coordqa --help'");
  }
  if (model.empty()) throw std::invalid_argument("--model is required (scripted, random, oracle or random-expected)");
  const bool baseline = model == "scripted" || model == "first" || model == "random" || model == "oracle" ||
                        model == "random-expected";
  if (dialect != "openai" && dialect != "merged") throw std::invalid_argument("--dialect must be openai or merged; got '" + dialect + "'");
  // Real models: built (and their keys checked) before any work, so a typo fails fast.
  boost::asio::io_context io;
  std::shared_ptr<agents::ChatModel> chat;
  if (!baseline) chat = agents::makeChatModel(nlohmann::json(model), agents::KeyStore(keysPath), io.get_executor());
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
    else if (model == "oracle") answer = qa::oracleAnswerer(dataset);
    else answer = modelAnswerer(dataset, chat, io, dialect == "openai" ? qa::PromptDialect::OpenAI : qa::PromptDialect::Merged);
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
