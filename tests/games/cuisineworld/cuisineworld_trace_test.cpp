// Engine against engine: replays episodes recorded from mindagent's own CuisineWorld engine
// (overcooked/game.py World, driven as agents/chat_agent.py drives it by
// tools/fidelity/record_mindagent.py; the trace's first line names the commit) and checks, before
// every step, the whole dispatcher prompt (feedback, suggestions, state text) character for character,
// after every step each command's success, and at the end the completed, failed and open orders.
// The rules prompt of every level is checked against the authors' utils/llm.py rules().

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_level.h"
#include "games/cuisineworld/cuisineworld_observation.h"
#include "games/cuisineworld/cuisineworld_order_timing.h"
#include "games/cuisineworld/cuisineworld_state.h"

namespace craftmate::games::cuisine {
namespace {

// The reference engine's own counting and prompt: failures counted per step (quirk 1), the
// capacity lines printed twice (quirk 7); every other option at its default.
CuisineOptions referenceOptions() {
  CuisineOptions options;
  options.failuresPerStep = true;
  options.capacityLinesTwice = true;
  return options;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    out.push_back(text.substr(start, end - start));
  }
  out.push_back(text.substr(start));
  return out;
}

// The recorder stores a prompt as its lines, a number standing for the line of the previous prompt
// with that index.
std::string rebuild(const nlohmann::json& delta, const std::string& previous) {
  const std::vector<std::string> before = lines(previous);
  std::string out;
  for (std::size_t i = 0; i < delta.size(); ++i) {
    if (i > 0) out += '\n';
    out += delta[i].is_number() ? before.at(delta[i].get<std::size_t>()) : delta[i].get<std::string>();
  }
  return out;
}

// The rules prompt with each numbered list (" --3) flour ") reduced to its sorted items: the code
// lists objects in Python set order, which changes from run to run (quirk 7, decision: a fixed order).
std::string withSortedLists(const std::string& text) {
  std::string out;
  std::vector<std::string> run;
  auto flush = [&] {
    std::sort(run.begin(), run.end());
    for (const std::string& item : run) out += " --) " + item + "\n";
    run.clear();
  };
  for (const std::string& l : lines(text)) {
    const std::size_t close = l.find(") ");
    if (l.rfind(" --", 0) == 0 && close != std::string::npos && close > 3 &&
        std::all_of(l.begin() + 3, l.begin() + close, [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      run.push_back(l.substr(close + 2));
      continue;
    }
    flush();
    out += l + "\n";
  }
  flush();
  return out;
}

TEST(CuisineWorldTrace, AgreesWithTheAuthorsEngineOnEveryStep) {
  std::ifstream in(std::string(CRAFTMATE_SOURCE_DIR) + "/tests/games/cuisineworld/traces/authors_random_play.jsonl");
  ASSERT_TRUE(in) << "trace file missing";
  std::string line;
  std::getline(in, line);
  const nlohmann::json header = nlohmann::json::parse(line);
  EXPECT_EQ(header.at("world"), "cuisineworld");
  const Catalog& catalog = Catalog::builtIn();
  const CuisineOptions options = referenceOptions();

  for (const auto& [levelName, rules] : header.at("rules").items()) {
    const LevelSpec& spec = *catalog.level(levelName);
    const Level level(catalog, spec, oracleTiming(catalog, spec, 1.0));
    // rules() ends with two more newlines than craftmate's rules message.
    EXPECT_EQ(withSortedLists(systemPrompt(level, options) + "\n\n"), withSortedLists(rules.get<std::string>()))
        << levelName;
  }
  EXPECT_EQ(header.at("rules").size(), 13u);

  int episodes = 0;
  int steps = 0;
  int completed = 0;
  std::unique_ptr<Level> level;
  std::unique_ptr<CuisineState> state;
  while (std::getline(in, line)) {
    const nlohmann::json e = nlohmann::json::parse(line);
    const std::string where = e.at("level").get<std::string>() + " agents " + std::to_string(e.at("agents").get<int>()) +
                              " episode " + std::to_string(e.at("episode").get<int>());
    if (e.at("episode") == 0) {  // a new World; later episodes reset it and continue its random stream
      const LevelSpec& spec = *catalog.level(e.at("level").get<std::string>());
      level = std::make_unique<Level>(catalog, spec, oracleTiming(catalog, spec, e.at("tau").get<double>()));
      state = std::make_unique<CuisineState>(*level, e.at("agents").get<int>(), header.at("max_steps").get<int>(), 0,
                                             options);
    } else {
      state->reset();
    }
    std::string previous;
    int step = 0;
    for (const auto& recorded : e.at("steps")) {
      const std::string at = where + " step " + std::to_string(step++);
      const std::string prompt = rebuild(recorded[1], previous);
      ASSERT_EQ(dispatcherPrompt(*state), prompt) << at;
      std::vector<std::string_view> plan;
      for (const auto& command : recorded[0]) plan.push_back(command.get_ref<const std::string&>());
      state->applyCommandTexts(plan);
      std::vector<bool> success;
      for (auto ok : state->lastSuccess()) success.push_back(ok != 0);
      ASSERT_EQ(success, recorded[2].get<std::vector<bool>>()) << at;
      previous = prompt;
      ++steps;
    }
    EXPECT_EQ(dispatcherPrompt(*state), rebuild(e.at("final"), previous)) << where << " end";
    EXPECT_TRUE(state->ended()) << where;
    EXPECT_EQ(state->completedOrders(), e.at("success").get<int>()) << where;
    EXPECT_EQ(state->failedSteps(), e.at("failed").get<int>()) << where;
    EXPECT_EQ(static_cast<int>(state->orders().size()), e.at("active").get<int>()) << where;
    completed += state->completedOrders();
    ++episodes;
  }
  EXPECT_GE(episodes, 50);
  EXPECT_EQ(steps, episodes * header.at("max_steps").get<int>());
  EXPECT_GT(completed, 0) << "the trace should include delivered orders";
}

}  // namespace
}  // namespace craftmate::games::cuisine
