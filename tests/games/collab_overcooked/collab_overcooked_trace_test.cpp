// Engine against engine: replays episodes recorded from Collab-Overcooked's own engine (their agents'
// validator and motion planner over their overcooked_mdp.py, in the agents' test mode, driven by
// tools/fidelity/record_collab_overcooked.py; the trace's first line names the commit). Every
// timestep: the state (both agents' cells, facings and held items, every utensil's contents, phase and
// progress, every counter's item), which agents start a new action, and the validator's verdict on it
// (accepted, or the authors' error text); at the end the delivery time and both action histories with
// their timestamps.

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/collab_overcooked/collab_overcooked_action.h"
#include "games/collab_overcooked/collab_overcooked_items.h"
#include "games/collab_overcooked/collab_overcooked_layout.h"
#include "games/collab_overcooked/collab_overcooked_state.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {
namespace {

std::string heldName(const HeldObject& h) {
  return h.empty() ? "-" : ItemCatalog::instance().name(h.item);
}

// The recorder's summary (see record_collab_overcooked.py).
std::string summary(const OvercookedState& s) {
  static constexpr const char* kFacing[] = {"0,-1", "0,1", "1,0", "-1,0"};  // North, South, East, West
  const ItemCatalog& items = ItemCatalog::instance();
  const Layout& layout = Layout::standard();
  std::vector<std::string> parts;
  for (int a = 0; a < kAgentCount; ++a) {
    const AgentState& agent = s.agent(a);
    parts.push_back(std::to_string(agent.position.x) + "," + std::to_string(agent.position.y) + "," +
                    kFacing[static_cast<int>(agent.facing)] + "," + heldName(agent.held));
  }
  std::vector<std::string> utensils;
  for (std::size_t u = 0; u < layout.utensils().size(); ++u) {
    const UtensilState& st = s.utensil(static_cast<int>(u));
    std::string phase;
    std::string contents;
    switch (st.phase) {
      case UtensilPhase::Empty: phase = "empty"; break;
      case UtensilPhase::Loaded:
        phase = "loaded";
        for (int i = 0; i < st.count; ++i) contents += (i ? "+" : "") + items.name(st.items[i]);
        break;
      case UtensilPhase::Cooking: phase = "cooking"; contents = items.name(st.product); break;
      case UtensilPhase::Ready: phase = "ready"; contents = items.name(st.product); break;
    }
    utensils.push_back(layout.utensils()[u].name + ":" + phase + ":" + contents + ":" + std::to_string(st.progress));
  }
  std::sort(utensils.begin(), utensils.end());
  parts.insert(parts.end(), utensils.begin(), utensils.end());
  std::vector<std::pair<std::pair<int, int>, std::string>> counters;
  for (int c = 0; c < s.counterCount(); ++c) {
    if (s.counter(c).empty()) continue;
    const Cell cell = layout.counters()[c];
    counters.push_back({{cell.x, cell.y}, std::to_string(cell.x) + "," + std::to_string(cell.y) + ":" + heldName(s.counter(c))});
  }
  std::sort(counters.begin(), counters.end());  // the recorder sorts by position
  for (const auto& c : counters) parts.push_back(c.second);
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? " | " : "") + parts[i];
  return out;
}

std::string trimmed(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

TEST(CollabOvercookedTrace, AgreesWithTheAuthorsEngineOnEveryTimestep) {
  std::ifstream in(std::string(CRAFTMATE_SOURCE_DIR) + "/tests/games/collab_overcooked/traces/authors_random_play.jsonl");
  ASSERT_TRUE(in) << "trace file missing";
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(nlohmann::json::parse(line).at("world"), "collab_overcooked");
  const Action wait1 = parseAction("wait(1)").action;
  int episodes = 0, steps = 0, decisions = 0, rejected = 0, delivered = 0;
  std::set<std::string> tasks;
  while (std::getline(in, line)) {
    const nlohmann::json e = nlohmann::json::parse(line);
    const std::string name = e.at("task").get<std::string>();
    tasks.insert(name);
    const Task* task = findTask(name);
    ASSERT_NE(task, nullptr) << name;
    OvercookedState s(*task, EngineRules{FillHistory::Authors, NoTarget::Wait, ForeignFill::Authors});
    int step = 0;
    for (const auto& recorded : e.at("steps")) {
      const std::string where = name + " (episode " + std::to_string(episodes) + ") timestep " + std::to_string(step++);
      ASSERT_EQ(s.timestep(), step - 1) << where;
      ASSERT_EQ(summary(s), recorded[0].get<std::string>()) << where;
      std::vector<int> idle, asked;
      for (int a = 0; a < kAgentCount; ++a) {
        if (!s.busy(a)) idle.push_back(a);
      }
      for (const auto& d : recorded[1]) asked.push_back(d[0].get<int>());
      ASSERT_EQ(idle, asked) << where << ": the agents that start a new action";
      for (const auto& d : recorded[1]) {
        const int a = d[0].get<int>();
        const std::string text = d[1].get<std::string>();
        const std::string verdict = d[2].get<std::string>();
        const bool accepted = verdict.rfind("success", 0) == 0;
        const ParsedAction p = parseAction(text);
        // The authors' validator runs their parser's checks first (wrong pickup() params ...).
        const ActionError error = p.ok ? s.check(a, p.action) : ActionError::None;
        ASSERT_EQ(p.ok && error == ActionError::None, accepted) << where << ": " << text << " -> " << verdict;
        if (!accepted) {
          ASSERT_EQ(p.ok ? s.errorText(a, p.action, error) : p.error, trimmed(verdict)) << where << ": " << text;
          ++rejected;
        }
        s.start(a, accepted ? p.action : wait1);  // test mode turns a rejected action into wait(1)
        ++decisions;
      }
      s.step();
      ++steps;
    }
    const std::string where = name + " (episode " + std::to_string(episodes) + ") end";
    EXPECT_EQ(summary(s), e.at("final").get<std::string>()) << where;
    EXPECT_EQ(s.successTime(), e.at("delivered").get<int>()) << where;
    for (int a = 0; a < kAgentCount; ++a) {
      std::vector<std::pair<int, std::string>> ours, theirs;
      for (const ExecutedAction& x : s.history(a)) {
        // The authors' loop ends after its last step: an action stamped later is never recorded.
        if (x.timestep < static_cast<int>(e.at("steps").size())) ours.push_back({x.timestep, actionText(x.action)});
      }
      for (const auto& x : e.at("history")[a]) theirs.push_back({x[0].get<int>(), normalizeActionText(x[1].get<std::string>())});
      EXPECT_EQ(ours, theirs) << where << ": history of agent " << a;
    }
    delivered += e.at("delivered").get<int>() >= 0;
    ++episodes;
  }
  EXPECT_GE(episodes, 50);
  EXPECT_EQ(tasks.size(), allTasks().size()) << "every task of levels 1-6";
  EXPECT_GT(rejected, 0);
  EXPECT_GT(delivered, 0);
  RecordProperty("steps", steps);
  RecordProperty("decisions", decisions);
}

}  // namespace
}  // namespace craftmate::games::collab_overcooked
