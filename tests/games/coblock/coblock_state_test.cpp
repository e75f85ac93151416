// State rules beyond the numbered cases: legal moves, turn orders, several actions per turn,
// round limit, match modes, message limits; Algorithm 1 and γ beyond TC11.

#include <cmath>

#include <gtest/gtest.h>

#include "coblock_test_support.h"
#include "games/coblock/coblock_action_parser.h"
#include "games/coblock/coblock_workload.h"

namespace craftmate::games::coblock {
namespace {

using namespace testing;

TEST(CoBlockState, LegalMovesAreExactlyTheLegalOnes) {
  State s(taskT1(), Rules{});
  s.applyMove(0, Action::place(Colour::Red, {0, 0, 0}));
  const std::vector<Action> moves = s.legalMoves(1);
  int places = 0, breaks = 0;
  for (const Action& a : moves) {
    EXPECT_TRUE(s.moveIsLegal(1, a)) << canonicalText(a);
    places += a.type == ActionType::Place;
    breaks += a.type == ActionType::Break;
  }
  // B holds only yellow: 256 ground cells minus the occupied one, plus (0,1,0) on top of it.
  EXPECT_EQ(places, 255 + 1);
  EXPECT_EQ(breaks, 1);
  EXPECT_FALSE(s.moveIsLegal(1, Action::place(Colour::Yellow, {1, 1, 1})));
}

TEST(CoBlockState, AlternateOrderSwapsWhoStarts) {
  Rules rules;
  rules.turnOrder = TurnOrder::Alternate;
  State s(taskT2(), rules);
  EXPECT_EQ(s.agentsToAct(), std::vector<int>{0});
  s.applyMove(0, Action::wait());
  s.applyMove(1, Action::wait());
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.agentsToAct(), std::vector<int>{1});
  EXPECT_THROW(s.applyMove(0, Action::wait()), std::logic_error);
}

TEST(CoBlockState, SimultaneousOrderRunsBothChoicesAfterBothChose) {
  Rules rules;
  rules.turnOrder = TurnOrder::Simultaneous;
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 2}}, farGoal(Colour::Blue), {{Colour::Blue, 2}}), rules);
  EXPECT_EQ(s.agentsToAct(), (std::vector<int>{0, 1}));
  const std::vector<Action> a = {Action::place(Colour::Red, {0, 0, 0})};
  EXPECT_TRUE(s.applyTurn(0, a).empty());
  EXPECT_TRUE(s.built().empty()) << "nothing happens until both have chosen";
  EXPECT_EQ(s.agentsToAct(), std::vector<int>{1});
  const std::vector<Action> b = {Action::place(Colour::Blue, {0, 0, 0})};
  EXPECT_EQ(s.applyTurn(1, b), std::vector<Outcome>{Outcome::Occupied});
  EXPECT_EQ(s.built(), (std::vector<Block>{blk(Colour::Red, 0, 0, 0)}));
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.agentsToAct(), (std::vector<int>{0, 1}));
}

TEST(CoBlockState, SeveralActionsPerTurnStopAtCompletion) {
  Rules rules;
  rules.maxActionsPerTurn = 3;
  State s(taskT2(), rules);
  const std::vector<Action> turn = parseActions(
      "place_block(block_type=blue, pos=(0,0,0))\nplace_block(block_type=blue, pos=(0,1,0))\nwait()\nwait()", 3);
  EXPECT_EQ(s.applyTurn(0, turn), (std::vector<Outcome>{Outcome::Ok, Outcome::Ok, Outcome::Ok}));
  EXPECT_EQ(s.timesteps(), 3);
  EXPECT_EQ(s.agentsToAct(), std::vector<int>{1});
  const std::vector<Action> b = parseActions(
      "place_block(block_type=green, pos=(3,0,0))\nplace_block(block_type=green, pos=(3,1,0))\nwait()", 3);
  EXPECT_EQ(s.applyTurn(1, b).size(), 2u) << "the turn stops when G is complete";
  EXPECT_EQ(s.endReason(), EndReason::Completed);
}

TEST(CoBlockState, RoundLimitEndsTheEpisode) {
  Rules rules;
  rules.maxRounds = 2;
  State s(taskT2(), rules);
  for (int i = 0; i < 4; ++i) s.applyMove(i % 2, Action::wait());
  EXPECT_TRUE(s.done());
  EXPECT_EQ(s.endReason(), EndReason::MaxRounds);
  EXPECT_FALSE(s.complete());
  EXPECT_TRUE(s.agentsToAct().empty());
}

TEST(CoBlockState, DefaultRoundLimitFollowsTheTargetSize) {
  EXPECT_EQ(State(taskT1(), Rules{}).maxRounds(), 30);
  Task big = taskT2();
  for (int x = 0; x < 10; ++x) big.agents[0].goal.push_back(blk(Colour::Blue, x + 5, 0, 5));
  EXPECT_EQ(State(big, Rules{}).maxRounds(), 4 * 14);
}

TEST(CoBlockState, ExtraBlocksBlockExactSuccessUnlessAllowed) {
  for (bool allow : {false, true}) {
    Rules rules;
    rules.allowExtraBlocks = allow;
    State s(twoAgentTask({blk(Colour::Blue, 0, 0, 0)}, {{Colour::Blue, 3}}, {}, {}), rules);
    s.applyMove(0, Action::place(Colour::Blue, {5, 0, 5}));
    s.applyMove(1, Action::wait());
    s.applyMove(0, Action::place(Colour::Blue, {0, 0, 0}));
    EXPECT_EQ(s.complete(), allow);
    if (!allow) {
      // Removing the extra block completes the structure.
      s.applyMove(1, Action::breakAt({5, 0, 5}));
      EXPECT_EQ(s.endReason(), EndReason::Completed);
    }
  }
}

TEST(CoBlockState, TranslateMatchAcceptsAShiftedCopy) {
  for (MatchMode mode : {MatchMode::Exact, MatchMode::TranslateKeepGround}) {
    Rules rules;
    rules.match = mode;
    State s(taskT2(), rules);
    // The whole T2 moved by (+2, 0, +4).
    s.applyMove(0, Action::place(Colour::Blue, {2, 0, 4}));
    s.applyMove(1, Action::place(Colour::Green, {5, 0, 4}));
    s.applyMove(0, Action::place(Colour::Blue, {2, 1, 4}));
    s.applyMove(1, Action::place(Colour::Green, {5, 1, 4}));
    EXPECT_EQ(s.complete(), mode != MatchMode::Exact);
  }
}

TEST(CoBlockState, MessageChecks) {
  Rules rules;
  rules.allowEmptyMessage = false;
  rules.maxMessageChars = 5;
  State s(taskT2(), rules);
  EXPECT_EQ(s.check(0, Action::message("")), Outcome::EmptyMessage);
  EXPECT_EQ(s.check(0, Action::message("too long")), Outcome::MessageTooLong);
  EXPECT_EQ(s.check(0, Action::message("hi")), Outcome::Ok);
}

TEST(CoBlockState, InvalidActionsNeedNotCountAsTimesteps) {
  Rules rules;
  rules.countInvalidInTimesteps = false;
  State s(taskT2(), rules);
  s.applyMove(0, Action::place(Colour::Blue, {0, 3, 0}));
  EXPECT_EQ(s.timesteps(), 0);
  EXPECT_EQ(s.log().size(), 1u);
}

}  // namespace
}  // namespace craftmate::games::coblock

namespace craftmate::games::coblock {
namespace {

using namespace testing;

// G with u1 blocks only agent 1 can place (red), u2 only agent 2 (blue), m both (yellow).
OptimalAssignment assignmentFor(int u1, int u2, int m) {
  std::vector<Block> g;
  int x = 0;
  for (int i = 0; i < u1; ++i) g.push_back(blk(Colour::Red, x++, 0, 0));
  for (int i = 0; i < u2; ++i) g.push_back(blk(Colour::Blue, x++, 0, 0));
  for (int i = 0; i < m; ++i) g.push_back(blk(Colour::Yellow, x++, 0, 0));
  ColourCounts e1{}, e2{};
  countOf(e1, Colour::Red) = countOf(e1, Colour::Yellow) = 20;
  countOf(e2, Colour::Blue) = countOf(e2, Colour::Yellow) = 20;
  return optimalAssignment(g, e1, e2);
}

TEST(CoBlockWorkload, Algorithm1VerifiedExamplesOfTheSpec) {
  struct Row {
    int u1, u2, m, n1, n2;
  };
  for (const Row& r : {Row{0, 0, 3, 2, 1}, Row{2, 0, 3, 3, 2}, Row{2, 4, 4, 5, 5}, Row{6, 0, 2, 6, 2},
                       Row{4, 1, 6, 6, 5}, Row{0, 5, 2, 2, 5}}) {
    const OptimalAssignment a = assignmentFor(r.u1, r.u2, r.m);
    EXPECT_EQ(a.agent1, r.n1) << r.u1 << "," << r.u2 << "," << r.m;
    EXPECT_EQ(a.agent2, r.n2) << r.u1 << "," << r.u2 << "," << r.m;
  }
}

TEST(CoBlockWorkload, GammaIsSymmetricAndPeaksAtProportionalWork) {
  EXPECT_DOUBLE_EQ(workloadBalance(6, 2, 3, 1), 0.5);
  EXPECT_NEAR(workloadBalance(2, 5, 1, 1), workloadBalance(5, 2, 1, 1), 1e-15);
  EXPECT_LT(workloadBalance(7, 1, 3, 1), 0.5);
  EXPECT_DOUBLE_EQ(workloadBalance(0, 4, 2, 2), 0.0);
  EXPECT_TRUE(std::isnan(workloadBalance(0, 0, 2, 2)));
}

}  // namespace
}  // namespace craftmate::games::coblock
