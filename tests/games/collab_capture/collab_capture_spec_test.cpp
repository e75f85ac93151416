// Collab Capture acceptance cases CC-1..CC-12 (llm_coordination.md §5.7).

#include <gtest/gtest.h>

#include "games/collab_capture/collab_capture_episode.h"
#include "games/collab_capture/collab_capture_environment.h"
#include "games/collab_capture/collab_capture_observation.h"
#include "games/collab_capture/collab_capture_state.h"

namespace craftmate::games::collab_capture {
namespace {

using Move = CaptureAction;

std::vector<std::string> optionTexts(const CaptureState& s, int agent) {
  std::vector<std::string> out;
  for (const auto& a : s.LegalMoves(agent)) out.push_back(actionText(a));
  return out;
}

TEST(CollabCaptureSpec, CC01_OptionsMatchPaperD3List) {
  CaptureState s(6, 1, 2, false, false);
  EXPECT_EQ(optionTexts(s, kAlice),
            (std::vector<std::string>{"Move to Room 1", "Move to Room 5", "Move to Room 9", "Stay in current Room"}));
  // The observation reproduces the paper's D.3 example text.
  EXPECT_EQ(encodeObservation(s, kAlice),
            "I (Alice) am in Room 6. Bob is in Room 1. Thief is in Room 2.\n"
            "Door between Room 1 and 2 is closed. Door between Room 3 and 4 is closed.\n"
            "What action should I take next?\n"
            "Available Actions:\n"
            "A. Move to Room 1\nB. Move to Room 5\nC. Move to Room 9\nD. Stay in current Room\n");
}

TEST(CollabCaptureSpec, CC02_ClosedDoorRemovesTheMove) {
  CaptureState s(1, 6, 5, false, true);
  EXPECT_EQ(optionTexts(s, kAlice), (std::vector<std::string>{"Move to Room 6", "Stay in current Room"}));
  EXPECT_FALSE(s.MoveIsLegal(kAlice, Move::move(2)));
}

TEST(CollabCaptureSpec, CC03_ButtonRoomsOfferPress) {
  CaptureState in9(9, 8, 2, true, true);
  EXPECT_EQ(optionTexts(in9, kAlice),
            (std::vector<std::string>{"Move to Room 6", "Stay in current Room", "Press Button in Room 9"}));
  EXPECT_EQ(optionTexts(in9, kBob),
            (std::vector<std::string>{"Move to Room 7", "Stay in current Room", "Press Button in Room 8"}));
  CaptureState in6(6, 1, 2, true, true);
  for (const auto& a : in6.LegalMoves(kAlice)) EXPECT_NE(a.kind, CaptureAction::Kind::Press);
}

TEST(CollabCaptureSpec, CC04_OpenDoorThenSwapCaptureAtTurn3) {
  CaptureState s(6, 1, 2, false, false);
  s.ApplyJointMove(Move::move(9), Move::stay());
  EXPECT_EQ(s.thiefRoom(), 3);
  EXPECT_FALSE(s.captured());
  s.ApplyJointMove(Move::press(9), Move::stay());
  EXPECT_TRUE(s.doorOpen(0));
  EXPECT_EQ(s.agentRoom(kAlice), 9);
  EXPECT_EQ(s.thiefRoom(), 2);
  EXPECT_FALSE(s.captured());
  s.ApplyJointMove(Move::stay(), Move::move(2));
  EXPECT_EQ(s.thiefRoom(), 1);  // tie between 1 and 3: room 1 is listed first
  EXPECT_EQ(s.agentRoom(kBob), 2);
  EXPECT_TRUE(s.captured());
  EXPECT_EQ(s.turns(), 3);
}

TEST(CollabCaptureSpec, CC05_SwapIsACapture) {
  // The spec's case swaps on turn 1, which the authors' loop does not count (previous_room is None
  // then; tests/games/collab_capture/collab_capture_fidelity_test.cpp): the same swap one turn later.
  CaptureState s(5, 6, 8, true, true);
  s.ApplyJointMove(Move::stay(), Move::stay());
  EXPECT_EQ(s.thiefRoom(), 7);
  EXPECT_FALSE(s.captured());
  s.ApplyJointMove(Move::move(7), Move::stay());
  EXPECT_EQ(s.thiefRoom(), 5);  // tie between 5 and 8: room 5 is listed first
  EXPECT_EQ(s.agentRoom(kAlice), 7);
  EXPECT_TRUE(s.captured());
  EXPECT_EQ(s.turns(), 2);
  // Without the swap rule the same turn is no capture.
  CaptureRules sameRoomOnly;
  sameRoomOnly.swapCapture = false;
  CaptureState t(5, 6, 8, true, true, sameRoomOnly);
  t.ApplyJointMove(Move::stay(), Move::stay());
  t.ApplyJointMove(Move::move(7), Move::stay());
  EXPECT_FALSE(t.captured());
}

TEST(CollabCaptureSpec, CC06_SameRoomCapture) {
  CaptureState s(5, 6, 8, true, true);
  s.ApplyJointMove(Move::move(7), Move::stay());
  EXPECT_EQ(s.thiefRoom(), 7);
  EXPECT_EQ(s.agentRoom(kAlice), 7);
  EXPECT_TRUE(s.captured());
  EXPECT_EQ(s.turns(), 1);
}

TEST(CollabCaptureSpec, CC07_ThiefOscillatesWhenNobodyMoves) {
  CaptureState s(6, 9, 2, false, false);
  std::vector<int> rooms;
  for (int i = 0; i < 3; ++i) {
    s.ApplyJointMove(Move::stay(), Move::stay());
    rooms.push_back(s.thiefRoom());
  }
  EXPECT_EQ(rooms, (std::vector<int>{3, 2, 3}));
  EXPECT_FALSE(s.captured());
}

TEST(CollabCaptureSpec, CC08_ThiefScoresByRoomNumberDistance) {
  CaptureState s(6, 1, 5, true, true);
  EXPECT_EQ(s.planThiefMove(6, 1), 4);
  s.ApplyJointMove(Move::stay(), Move::stay());
  EXPECT_EQ(s.thiefRoom(), 4);
}

TEST(CollabCaptureSpec, CC09_MoveThroughClosedDoorIsStay) {
  CaptureState s(1, 6, 3, false, true);
  s.ApplyJointMove(Move::move(2), Move::stay());
  EXPECT_EQ(s.agentRoom(kAlice), 1);
  EXPECT_EQ(s.thiefRoom(), 4);
}

TEST(CollabCaptureSpec, CC10_PressClosesOpenDoor) {
  CaptureState s(8, 6, 2, true, true);
  s.ApplyJointMove(Move::press(8), Move::stay());
  EXPECT_FALSE(s.doorOpen(1));
  EXPECT_TRUE(s.doorOpen(0));
  EXPECT_EQ(s.agentRoom(kAlice), 8);
  EXPECT_EQ(s.thiefRoom(), 1);
}

TEST(CollabCaptureSpec, CC11_GreedyBaselineReproducesTable2Row) {
  CaptureRules greedyScript;
  greedyScript.swapCapture = false;  // the greedy script checks the same room only
  std::vector<CaptureEpisodeResult> episodes;
  for (int scenario = 1; scenario <= 4; ++scenario) {
    episodes.push_back(runScriptedCaptureEpisode(scenario, greedyScript, CapturePlayerKind::Greedy));
  }
  EXPECT_TRUE(episodes[0].captured);
  EXPECT_EQ(episodes[0].turns, 9);
  EXPECT_FALSE(episodes[1].captured);
  EXPECT_TRUE(episodes[2].captured);
  EXPECT_EQ(episodes[2].turns, 3);
  EXPECT_FALSE(episodes[3].captured);
  const CaptureSummary summary = summarizeCaptureEpisodes(episodes);
  EXPECT_DOUBLE_EQ(summary.winRate, 0.50);
  EXPECT_DOUBLE_EQ(summary.averageTurns, 6.00);
}

TEST(CollabCaptureSpec, CC12_ThirtyTurnsWithoutCaptureEndsAsFailure) {
  CaptureEnvironment env(CaptureState(6, 9, 2, false, false));
  for (int turn = 0; turn < 30; ++turn) {
    ASSERT_FALSE(env.score().ended) << "turn " << turn;
    env.act(kAlice, "Action: Stay in current Room");
    env.act(kBob, "Action: Stay in current Room");
  }
  const auto score = env.score();
  EXPECT_TRUE(score.ended);
  EXPECT_FALSE(score.complete);
  EXPECT_EQ(score.metrics.at("capture_rate"), 0.0);
  EXPECT_EQ(score.metrics.at("turns"), 30.0);
  EXPECT_TRUE(env.agentsToAct().empty());
  EXPECT_FALSE(env.act(kAlice, "Stay in current Room").accepted);
}

}  // namespace
}  // namespace craftmate::games::collab_capture
