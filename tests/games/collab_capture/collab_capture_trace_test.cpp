// Engine against engine: replays random episodes recorded from the authors' own Collab Capture game
// loop (tools/fidelity/record_llm_coordination.py; the trace's first line names the commit) and
// checks craftmate's rules agree after every turn: rooms, doors, capture and the turn count.

#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_capture/collab_capture_state.h"

namespace craftmate::games::collab_capture {
namespace {

CaptureAction actionFrom(const nlohmann::json& recorded, int room) {
  if (recorded.is_number_integer()) return CaptureAction::move(recorded.get<int>());
  return recorded == "press" ? CaptureAction::press(room) : CaptureAction::stay();
}

TEST(CollabCaptureTrace, AgreesWithTheAuthorsEngineOnEveryTurn) {
  std::ifstream in(std::string(CRAFTMATE_SOURCE_DIR) + "/tests/games/collab_capture/traces/authors_random_play.jsonl");
  ASSERT_TRUE(in) << "trace file missing";
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(nlohmann::json::parse(line).at("world"), "capture");
  int episodes = 0;
  int turns = 0;
  while (std::getline(in, line)) {
    const nlohmann::json e = nlohmann::json::parse(line);
    const auto& start = e.at("start");
    CaptureState s(start[0], start[1], start[2], start[3], start[4]);
    const auto& recordedTurns = e.at("turns");
    ASSERT_EQ(recordedTurns.size(), e.at("states").size());
    for (std::size_t t = 0; t < recordedTurns.size(); ++t) {
      const std::string where = "episode " + std::to_string(episodes) + " turn " + std::to_string(t + 1);
      ASSERT_FALSE(s.ended()) << where;
      s.ApplyJointMove(actionFrom(recordedTurns[t][0], s.agentRoom(kAlice)), actionFrom(recordedTurns[t][1], s.agentRoom(kBob)));
      const auto& want = e.at("states")[t];
      const nlohmann::json got = {s.agentRoom(kAlice), s.agentRoom(kBob), s.thiefRoom(), s.doorOpen(0), s.doorOpen(1)};
      ASSERT_EQ(got, want) << where;
      ++turns;
    }
    EXPECT_TRUE(s.ended()) << "episode " << episodes;
    EXPECT_EQ(s.captured(), e.at("caught").get<bool>()) << "episode " << episodes;
    EXPECT_EQ(s.turns(), e.at("num_turns").get<int>()) << "episode " << episodes;
    ++episodes;
  }
  EXPECT_GE(episodes, 50);
  RecordProperty("turns", turns);
}

}  // namespace
}  // namespace craftmate::games::collab_capture
