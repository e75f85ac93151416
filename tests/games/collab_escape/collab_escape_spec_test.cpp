// Collab Escape acceptance cases CE-1..CE-13 (llm_coordination.md §6.5), on map escape10 with the
// killer's no-target move going to its first adjacent room.

#include <gtest/gtest.h>

#include "games/collab_escape/collab_escape_environment.h"
#include "games/collab_escape/collab_escape_observation.h"
#include "games/collab_escape/collab_escape_state.h"

namespace craftmate::games::collab_escape {
namespace {

using Act = EscapeAction;
const EscapeMap& map10() { return escapeMap("escape10"); }

std::vector<std::string> texts(const EscapeState& s, int agent) {
  std::vector<std::string> out;
  for (const auto& a : s.LegalMoves(agent)) out.push_back(actionText(a));
  return out;
}

TEST(CollabEscapeSpec, CE01_ActionLists) {
  EscapeState s(map10(), 1, 2, 6);
  EXPECT_EQ(texts(s, kAlice), (std::vector<std::string>{"move to room 2", "move to room 10", "fix generator in room 1", "wait"}));
  EXPECT_EQ(texts(s, kBob), (std::vector<std::string>{"move to room 1", "move to room 3", "wait"}));
  EXPECT_NE(encodeObservation(s, kAlice).find("Available Actions: move to room 2, move to room 10, fix generator in room 1, wait"),
            std::string::npos);
}

TEST(CollabEscapeSpec, CE02_TwoConsecutiveFixesRepair) {
  EscapeState s(map10(), 1, 7, 5);
  s.ApplyJointMove(Act::fix(1), Act::wait());
  EXPECT_EQ(s.fixCount(0), 1);
  EXPECT_FALSE(s.generatorFixed(0));
  EXPECT_EQ(s.killerRoom(), 4);
  s.ApplyJointMove(Act::fix(1), Act::wait());
  EXPECT_TRUE(s.generatorFixed(0));
  EXPECT_EQ(s.killerRoom(), 3);
}

TEST(CollabEscapeSpec, CE03_InterruptedFixResets) {
  EscapeState s(map10(), 1, 7, 5);
  s.ApplyJointMove(Act::fix(1), Act::wait());
  EXPECT_EQ(s.fixCount(0), 1);
  s.ApplyJointMove(Act::wait(), Act::wait());
  EXPECT_EQ(s.fixCount(0), 0);
  s.ApplyJointMove(Act::fix(1), Act::wait());
  EXPECT_EQ(s.fixCount(0), 1);
  EXPECT_FALSE(s.generatorFixed(0));
}

TEST(CollabEscapeSpec, CE04_GateOpensWithSurvivorAtExitWins) {
  EscapeState s(map10(), 6, 7, 2, {2, 0});
  s.ApplyJointMove(Act::fix(6), Act::wait());
  EXPECT_FALSE(s.ended());
  s.ApplyJointMove(Act::fix(6), Act::wait());
  EXPECT_TRUE(s.gateOpen());
  EXPECT_TRUE(s.won());
  EXPECT_EQ(s.turns(), 2);
}

TEST(CollabEscapeSpec, CE05_ClosedGateDoesNotWin) {
  EscapeState s(map10(), 6, 7, 2);
  s.ApplyJointMove(Act::wait(), Act::wait());
  EXPECT_FALSE(s.won());
  EXPECT_FALSE(s.ended());
}

TEST(CollabEscapeSpec, CE06_KillerAnnouncesItsTarget) {
  EscapeState s(map10(), 1, 4, 5);
  EXPECT_EQ(s.killerPlan().target, kBob);
  EXPECT_EQ(encodeKillerInfo(s),
            "We have information that the killer is currently located in room 5. We also have information that the killer "
            "will certainly move to the room where Bob is. ");
}

TEST(CollabEscapeSpec, CE07_KillerCatchesAWaitingTarget) {
  EscapeState s(map10(), 1, 4, 5);
  s.ApplyJointMove(Act::wait(), Act::wait());
  EXPECT_EQ(s.killerRoom(), 4);
  EXPECT_TRUE(s.lost());
  EXPECT_EQ(s.turns(), 1);
}

TEST(CollabEscapeSpec, CE08_KillerGoesToTheOldRoom) {
  EscapeState s(map10(), 1, 4, 5);
  s.ApplyJointMove(Act::wait(), Act::move(3));
  EXPECT_EQ(s.killerRoom(), 4);
  EXPECT_EQ(s.agentRoom(kBob), 3);
  EXPECT_FALSE(s.lost());
  EXPECT_FALSE(s.ended());
}

TEST(CollabEscapeSpec, CE09_FirstSightingOfBothTargetsAlice) {
  EscapeState s(map10(), 6, 4, 5, {2, 2});
  EXPECT_EQ(s.killerPlan().target, kAlice);
  s.ApplyJointMove(Act::move(7), Act::wait());
  EXPECT_EQ(s.killerRoom(), 6);
  EXPECT_TRUE(s.won());
  EXPECT_FALSE(s.lost());
}

TEST(CollabEscapeSpec, CE10_LossIsCheckedBeforeWin) {
  EscapeState s(map10(), 6, 4, 3, {2, 2});
  EXPECT_EQ(s.killerPlan().target, kBob);
  s.ApplyJointMove(Act::move(7), Act::wait());
  EXPECT_EQ(s.agentRoom(kAlice), 7);
  EXPECT_TRUE(s.lost());
  EXPECT_FALSE(s.won());
}

TEST(CollabEscapeSpec, CE11_PassingTheKillerIsNoCapture) {
  EscapeState s(map10(), 1, 4, 5);
  s.ApplyJointMove(Act::wait(), Act::move(5));
  EXPECT_EQ(s.agentRoom(kBob), 5);
  EXPECT_EQ(s.killerRoom(), 4);
  EXPECT_FALSE(s.lost());
}

TEST(CollabEscapeSpec, CE12_JointFixRepairsInOneTurn) {
  EscapeState s(map10(), 1, 1, 9);
  s.ApplyJointMove(Act::fix(1), Act::fix(1));
  EXPECT_TRUE(s.generatorFixed(0));
  // The quirk is an option: adds_one makes a joint fix count once.
  EscapeRules once;
  once.jointFixAddsTwo = false;
  EscapeState t(map10(), 1, 1, 9, {}, once);
  t.ApplyJointMove(Act::fix(1), Act::fix(1));
  EXPECT_EQ(t.fixCount(0), 1);
}

TEST(CollabEscapeSpec, CE13_UnawareKillerText) {
  EscapeState s(map10(), 6, 2, 9);
  EXPECT_EQ(s.killerPlan().target, kNoTarget);
  const std::string info = encodeKillerInfo(s);
  const std::string tail =
      "We don't know which room the killer will move to next, but we do know that he is unaware of our current location. ";
  ASSERT_GE(info.size(), tail.size());
  EXPECT_EQ(info.substr(info.size() - tail.size()), tail);
}

}  // namespace
}  // namespace craftmate::games::collab_escape
