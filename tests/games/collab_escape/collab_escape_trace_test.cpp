// Engine against engine: replays episodes recorded from the authors' own Collab Escape engine
// (CollabEscapeMDP.Game.play driven by tools/fidelity/record_llm_coordination.py; the trace's first
// line names the commit) on the code's map, and checks before every turn the rooms, generator
// progress, the killer's announced target and both state texts exactly, and the outcome at the end.

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_escape/collab_escape_observation.h"
#include "games/collab_escape/collab_escape_state.h"

namespace craftmate::games::collab_escape {
namespace {

EscapeAction actionFrom(const EscapeState& s, int agent, const std::string& text) {
  for (const EscapeAction& a : s.LegalMoves(agent)) {
    if (actionText(a) == text) return a;
  }
  ADD_FAILURE() << "'" << text << "' is not an action of " << kAgentNames[agent];
  return EscapeAction::wait();
}

// The authors' fix_count keeps counting on a repaired generator; the state text shows it as repaired.
int shownFixes(const nlohmann::json& count) { return std::min(count.get<int>(), 2); }

TEST(CollabEscapeTrace, AgreesWithTheAuthorsEngineOnEveryTurn) {
  std::ifstream in(std::string(CRAFTMATE_SOURCE_DIR) + "/tests/games/collab_escape/traces/authors_random_play.jsonl");
  ASSERT_TRUE(in) << "trace file missing";
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(nlohmann::json::parse(line).at("world"), "escape");
  const EscapeMap& map = escapeMap("escape10_code");
  const char* targets[] = {"Alice", "Bob"};
  int episodes = 0;
  while (std::getline(in, line)) {
    const nlohmann::json e = nlohmann::json::parse(line);
    const auto& start = e.at("start");
    EscapeState s(map, start[0], start[1], start[2]);
    int turn = 0;
    for (const auto& recorded : e.at("turns")) {
      const std::string where = "episode " + std::to_string(episodes) + " turn " + std::to_string(++turn);
      const auto& before = recorded[2];
      ASSERT_FALSE(s.ended()) << where;
      ASSERT_EQ(s.agentRoom(kAlice), before[0]) << where;
      ASSERT_EQ(s.agentRoom(kBob), before[1]) << where;
      ASSERT_EQ(s.killerRoom(), before[2]) << where;
      ASSERT_EQ(s.fixCount(0), shownFixes(before[3])) << where;
      ASSERT_EQ(s.fixCount(1), shownFixes(before[4])) << where;
      const int target = s.killerPlan().target;
      ASSERT_EQ(target == kNoTarget ? std::string() : std::string(targets[target]), before[5].get<std::string>()) << where;
      for (int agent : {kAlice, kBob}) ASSERT_EQ(encodeObservation(s, agent), recorded[1][agent].get<std::string>()) << where;
      s.ApplyJointMove(actionFrom(s, kAlice, recorded[0][0].get<std::string>()),
                       actionFrom(s, kBob, recorded[0][1].get<std::string>()));
    }
    const std::string where = "episode " + std::to_string(episodes) + " end";
    const auto& last = e.at("final");
    EXPECT_EQ(s.agentRoom(kAlice), last[0]) << where;
    EXPECT_EQ(s.agentRoom(kBob), last[1]) << where;
    EXPECT_EQ(s.killerRoom(), last[2]) << where;
    EXPECT_EQ(s.fixCount(0), shownFixes(last[3])) << where;
    EXPECT_EQ(s.fixCount(1), shownFixes(last[4])) << where;
    const std::string outcome = e.at("outcome").get<std::string>();
    EXPECT_EQ(s.won(), outcome == "win") << where;
    EXPECT_EQ(s.lost(), outcome == "loss") << where;
    EXPECT_TRUE(s.ended()) << where;  // "none": the 30-turn cap, which the authors' loop lacks
    ++episodes;
  }
  EXPECT_GE(episodes, 50);
}

}  // namespace
}  // namespace craftmate::games::collab_escape
