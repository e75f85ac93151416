// The numbered acceptance cases of coblock.md §9 (TC1-TC12), one test each.

#include <cmath>

#include <gtest/gtest.h>

#include "coblock_test_support.h"
#include "games/coblock/coblock_action_parser.h"
#include "games/coblock/coblock_metrics.h"
#include "games/coblock/coblock_observation.h"
#include "games/coblock/coblock_reflection.h"
#include "games/coblock/coblock_workload.h"

namespace craftmate::games::coblock {
namespace {

using namespace testing;

std::vector<Block> builtBlocks(const State& s) { return s.built(); }

TEST(CoBlockSpec, TC01_ParserAcceptsThePapersSyntaxes) {
  for (const char* text : {"place_block(block_type=red, pos=(0,1,1))", "place_block(block_type=\"red\", pos=(0, 1, 1))",
                           "place_block(block_type=“red”, pos=(0, 1, 1))"}) {
    SCOPED_TRACE(text);
    const Action a = parseAction(text);
    ASSERT_EQ(a.type, ActionType::Place);
    EXPECT_TRUE(a.colourKnown);
    EXPECT_EQ(a.colour, Colour::Red);
    EXPECT_EQ(a.pos, (Pos{0, 1, 1}));
  }
  const Action msg = parseAction("# thinking...\nsend_message(message=\"Hi, partner\")");
  ASSERT_EQ(msg.type, ActionType::Message);
  EXPECT_EQ(msg.text, "Hi, partner");
  const Action brk = parseAction("break_block(pos=(3, 1, 3))");
  ASSERT_EQ(brk.type, ActionType::Break);
  EXPECT_EQ(brk.pos, (Pos{3, 1, 3}));
  EXPECT_EQ(parseAction("wait()").type, ActionType::Wait);
  EXPECT_EQ(parseAction("end_task()").type, ActionType::EndTask);

  // build(red) is a parse error: an invalid action that uses up the turn and changes nothing.
  const Action bad = parseAction("build(red)");
  ASSERT_EQ(bad.type, ActionType::ParseError);
  CoBlockEnvironment env(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 2}}, farGoal(Colour::Blue), {{Colour::Blue, 1}}),
                         Rules{});
  const agents::CommandResult r = env.act(0, "build(red)");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output.rfind("parse_error", 0), 0u) << r.output;
  EXPECT_EQ(env.agentsToAct(), std::vector<int>{1});  // the turn is used up
  EXPECT_TRUE(env.state().built().empty());
  EXPECT_EQ(countOf(env.state().inventory(0), Colour::Red), 2);
  EXPECT_EQ(env.state().log().back().outcome, Outcome::ParseError);
  EXPECT_EQ(env.state().timesteps(), 1);
}

TEST(CoBlockSpec, TC02_GroundPlacementAndInventoryDecrement) {
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 2}}, farGoal(Colour::Blue), {{Colour::Blue, 1}}), Rules{});
  EXPECT_EQ(s.applyMove(0, parseAction("place_block(block_type=\"red\", pos=(0,0,0))")), Outcome::Ok);
  ASSERT_EQ(s.built().size(), 1u);
  EXPECT_EQ(s.built()[0], blk(Colour::Red, 0, 0, 0));
  EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 1);
  ASSERT_EQ(s.log().size(), 1u);
  EXPECT_EQ(s.log()[0].agent, 0);
  EXPECT_EQ(s.log()[0].outcome, Outcome::Ok);
  EXPECT_EQ(s.timesteps(), 1);
}

TEST(CoBlockSpec, TC03_GravityRejectsFloatingAndDiagonalPlacements) {
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 5}}, farGoal(Colour::Blue), {{Colour::Blue, 1}}), Rules{});
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, {0, 1, 0})), Outcome::Unsupported);
  EXPECT_TRUE(s.built().empty());
  EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 5);
  s.applyMove(1, Action::wait());
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, {0, 0, 0})), Outcome::Ok);
  s.applyMove(1, Action::wait());
  // (1,1,0) touches (0,0,0) only along an edge: diagonal contact is not adjacency.
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, {1, 1, 0})), Outcome::Unsupported);
  EXPECT_EQ(builtBlocks(s), (std::vector<Block>{blk(Colour::Red, 0, 0, 0)}));
  EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 4);
}

TEST(CoBlockSpec, TC04_GravityIsAdjacencyNotSupport) {
  // Build the world {red(0,0,0), red(0,1,0)} by legal play, leaving e_A = {red:3}.
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 5}}, farGoal(Colour::Blue), {{Colour::Blue, 1}}), Rules{});
  ASSERT_EQ(s.applyMove(0, Action::place(Colour::Red, {0, 0, 0})), Outcome::Ok);
  s.applyMove(1, Action::wait());
  ASSERT_EQ(s.applyMove(0, Action::place(Colour::Red, {0, 1, 0})), Outcome::Ok);
  s.applyMove(1, Action::wait());
  ASSERT_EQ(countOf(s.inventory(0), Colour::Red), 3);
  // (1,1,0): nothing below it, its only neighbour is (0,1,0) at its side -> an overhang, valid.
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, {1, 1, 0})), Outcome::Ok);
  EXPECT_EQ(s.built().size(), 3u);
  EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 2);
}

TEST(CoBlockSpec, TC05_OccupiedBelowGroundOutOfBounds) {
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 4}}, farGoal(Colour::Blue), {{Colour::Blue, 1}}), Rules{});
  ASSERT_EQ(s.applyMove(0, Action::place(Colour::Red, {0, 0, 0})), Outcome::Ok);
  s.applyMove(1, Action::wait());
  ASSERT_EQ(countOf(s.inventory(0), Colour::Red), 3);
  const std::vector<Block> world = s.built();
  struct Attempt {
    Pos pos;
    Outcome expected;
  };
  for (const Attempt& a : {Attempt{{0, 0, 0}, Outcome::Occupied}, Attempt{{0, -1, 0}, Outcome::BelowGround},
                           Attempt{{16, 0, 0}, Outcome::OutOfBounds}}) {
    const int before = s.timesteps();
    EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, a.pos)), a.expected);
    EXPECT_EQ(s.timesteps(), before + 1) << "each attempt uses a turn and counts as a timestep";
    EXPECT_EQ(s.built(), world);
    EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 3);
    s.applyMove(1, Action::wait());
  }
}

TEST(CoBlockSpec, TC06_MissingColourAndExhaustion) {
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 1}}, farGoal(Colour::Blue), {{Colour::Blue, 1}}), Rules{});
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Yellow, {0, 0, 0})), Outcome::NoInventory);
  s.applyMove(1, Action::wait());
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, {0, 0, 0})), Outcome::Ok);
  EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 0);
  s.applyMove(1, Action::wait());
  EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, {1, 0, 0})), Outcome::NoInventory);
  EXPECT_EQ(builtBlocks(s), (std::vector<Block>{blk(Colour::Red, 0, 0, 0)}));
}

// World {red(0,0,0), red(0,1,0), red(1,1,0)} placed by A; e_A = {red:0}, e_B = {yellow:1}; B to act.
State tc07World(RemovalPolicy policy) {
  Rules rules;
  rules.removal = policy;
  State s(twoAgentTask(farGoal(Colour::Red), {{Colour::Red, 3}}, farGoal(Colour::Yellow), {{Colour::Yellow, 1}}), rules);
  for (Pos p : {Pos{0, 0, 0}, Pos{0, 1, 0}, Pos{1, 1, 0}}) {
    EXPECT_EQ(s.applyMove(0, Action::place(Colour::Red, p)), Outcome::Ok);
    if (p != Pos{1, 1, 0}) s.applyMove(1, Action::wait());
  }
  return s;
}

TEST(CoBlockSpec, TC07_BreakBlockAndRemovalPolicy) {
  {  // (a) allow_floating: the block goes, (1,1,0) floats and stays, nothing is refunded.
    State s = tc07World(RemovalPolicy::AllowFloating);
    EXPECT_EQ(s.applyMove(1, parseAction("break_block(pos=(0,1,0))")), Outcome::Ok);
    EXPECT_EQ(builtBlocks(s), (std::vector<Block>{blk(Colour::Red, 0, 0, 0), blk(Colour::Red, 1, 1, 0)}));
    EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 0);
    EXPECT_EQ(countOf(s.inventory(1), Colour::Yellow), 1);
    EXPECT_EQ(countOf(s.inventory(1), Colour::Red), 0);
  }
  {  // (b) reject_if_unsupported: would_float, world unchanged.
    State s = tc07World(RemovalPolicy::RejectIfUnsupported);
    const std::vector<Block> before = s.built();
    EXPECT_EQ(s.applyMove(1, parseAction("break_block(pos=(0,1,0))")), Outcome::WouldFloat);
    EXPECT_EQ(s.built(), before);
  }
  {  // (c) an empty cell.
    State s = tc07World(RemovalPolicy::AllowFloating);
    EXPECT_EQ(s.applyMove(1, parseAction("break_block(pos=(5,0,5))")), Outcome::EmptyCell);
    EXPECT_EQ(s.built().size(), 3u);
  }
}

TEST(CoBlockSpec, TC08_RoundsMessagingWait) {
  CoBlockEnvironment env(taskT2(), Rules{});
  ASSERT_TRUE(env.act(0, "send_message(message=\"I will build the blue pillar at x=0.\")").accepted);
  // Sequential order: B's round-1 observation already holds A's message.
  EXPECT_NE(env.observation(1).find("<chat sender=\"Agent 1\", message=\"I will build the blue pillar at x=0.\"/>"),
            std::string::npos);
  ASSERT_TRUE(env.act(1, "wait()").accepted);
  const State& s = env.state();
  EXPECT_EQ(s.round(), 2);
  EXPECT_TRUE(s.built().empty());
  EXPECT_EQ(countOf(s.inventory(0), Colour::Blue), 2);
  EXPECT_EQ(countOf(s.inventory(1), Colour::Green), 2);
  ASSERT_EQ(s.dialogue().size(), 1u);
  EXPECT_EQ(senderLabel(s, 1, s.dialogue()[0].sender), "Agent 1");
  EXPECT_EQ(s.dialogue()[0].text, "I will build the blue pillar at x=0.");
  EXPECT_EQ(s.dialogue()[0].round, 1);
  EXPECT_EQ(s.log().size(), 2u);
  EXPECT_EQ(s.timesteps(), 2);
}

TEST(CoBlockSpec, TC09_EndTaskTerminatesImmediately) {
  CoBlockEnvironment env(taskT2(), Rules{});
  ASSERT_TRUE(env.act(0, "end_task()").accepted);
  const State& s = env.state();
  EXPECT_TRUE(s.done());
  EXPECT_EQ(s.endReason(), EndReason::EndTask);
  EXPECT_TRUE(env.agentsToAct().empty()) << "B does not act";
  EXPECT_FALSE(env.act(1, "wait()").accepted);
  EXPECT_EQ(s.timesteps(), 1);
  const EpisodeMetrics m = episodeMetrics(s);
  EXPECT_FALSE(m.success);
  EXPECT_TRUE(env.score().ended);
  EXPECT_EQ(env.score().metrics.at("success"), 0.0);
  MetricsSummary summary;
  summary.add(m);
  EXPECT_EQ(summary.successRate(), 0.0);
}

// Plays TC10's rounds; returns the environment at the end.
CoBlockEnvironment playTc10(Rules rules) {
  CoBlockEnvironment env(taskT1(), rules);
  const std::vector<std::pair<int, std::string>> script = {
      {0, "send_message(message=\"I will build the red base first.\")"},
      {1, "place_block(block_type=\"yellow\", pos=(0,1,0))"},
      {0, "place_block(block_type=\"red\", pos=(0,0,0))"},
      {1, "place_block(block_type=\"yellow\", pos=(0,1,0))"},
      {0, "place_block(block_type=\"red\", pos=(1,0,0))"},
      {1, "send_message(message=\"Please place a red block at (1, 1, 0).\")"},
      {0, "place_block(block_type=\"red\", pos=(1,1,0))"},
  };
  const std::vector<Outcome> expected = {Outcome::Ok, Outcome::Unsupported, Outcome::Ok, Outcome::Ok,
                                         Outcome::Ok, Outcome::Ok,          Outcome::Ok};
  for (std::size_t i = 0; i < script.size(); ++i) {
    env.act(script[i].first, script[i].second);
    EXPECT_EQ(env.state().log().back().outcome, expected[i]) << script[i].second;
  }
  return env;
}

TEST(CoBlockSpec, TC10_FullGoalDependentEpisode) {
  CoBlockEnvironment env = playTc10(Rules{});
  const State& s = env.state();
  EXPECT_TRUE(s.done());
  EXPECT_EQ(s.endReason(), EndReason::Completed);
  EXPECT_TRUE(env.agentsToAct().empty()) << "B does not act in round 4";
  EXPECT_EQ(countOf(s.inventory(0), Colour::Red), 0);
  EXPECT_EQ(countOf(s.inventory(1), Colour::Yellow), 0);
  const EpisodeMetrics m = episodeMetrics(s);
  EXPECT_TRUE(m.success);
  EXPECT_EQ(m.timesteps, 7);
  EXPECT_EQ(m.optimal.agent1, 3);
  EXPECT_EQ(m.optimal.agent2, 1);
  EXPECT_EQ(m.optimal.mutual, 0);
  EXPECT_EQ(m.workload[0], 3);
  EXPECT_EQ(m.workload[1], 1);
  EXPECT_DOUBLE_EQ(m.workloadBalance, 0.5);
  EXPECT_DOUBLE_EQ(env.score().metrics.at("workload_balance"), 0.5);
  EXPECT_EQ(env.score().metrics.at("timesteps"), 7);

  Rules all;
  all.workload = WorkloadCount::AllActions;
  CoBlockEnvironment envAll = playTc10(all);
  const EpisodeMetrics ma = episodeMetrics(envAll.state());
  EXPECT_EQ(ma.workload[0], 4);
  EXPECT_EQ(ma.workload[1], 3);
  EXPECT_NEAR(ma.workloadBalance, 36.0 / 97.0, 1e-12);
  EXPECT_NEAR(ma.workloadBalance, 0.37113, 1e-5);
}

TEST(CoBlockSpec, TC11_WorkloadBalanceArithmetic) {
  // (a) 2 red (only A), 4 blue (only B), 4 yellow (both).
  std::vector<Block> g;
  for (int i = 0; i < 2; ++i) g.push_back(blk(Colour::Red, i, 0, 0));
  for (int i = 0; i < 4; ++i) g.push_back(blk(Colour::Blue, i, 0, 1));
  for (int i = 0; i < 4; ++i) g.push_back(blk(Colour::Yellow, i, 0, 2));
  ColourCounts eA{}, eB{};
  countOf(eA, Colour::Red) = 2;
  countOf(eA, Colour::Yellow) = 4;
  countOf(eB, Colour::Blue) = 4;
  countOf(eB, Colour::Yellow) = 4;
  const OptimalAssignment a = optimalAssignment(g, eA, eB);
  EXPECT_EQ(a.unique1, 2);
  EXPECT_EQ(a.unique2, 4);
  EXPECT_EQ(a.mutual, 4);
  EXPECT_EQ(a.agent1, 5);
  EXPECT_EQ(a.agent2, 5);
  EXPECT_NEAR(workloadBalance(3, 7, 5, 5), 21.0 / 58.0, 1e-12);
  EXPECT_NEAR(workloadBalance(3, 7, 5, 5), 0.36207, 1e-5);
  EXPECT_DOUBLE_EQ(workloadBalance(5, 5, 5, 5), 0.5);

  // (b) u_A = 6, u_B = 0, m = 2 -> N* = (6, 2).
  std::vector<Block> g2;
  for (int i = 0; i < 6; ++i) g2.push_back(blk(Colour::Red, i, 0, 0));
  for (int i = 0; i < 2; ++i) g2.push_back(blk(Colour::Green, i, 0, 1));
  ColourCounts fA{}, fB{};
  countOf(fA, Colour::Red) = 6;
  countOf(fA, Colour::Green) = 2;
  countOf(fB, Colour::Green) = 2;
  const OptimalAssignment b = optimalAssignment(g2, fA, fB);
  EXPECT_EQ(b.agent1, 6);
  EXPECT_EQ(b.agent2, 2);
  EXPECT_DOUBLE_EQ(workloadBalance(6, 2, 6, 2), 0.5);
  EXPECT_NEAR(workloadBalance(4, 4, 6, 2), 0.3, 1e-12);

  // (c)
  EXPECT_NEAR(workloadBalance(2, 1, 1, 1), 0.4, 1e-12);
  EXPECT_NEAR(workloadBalance(8, 3, 5, 3), 40.0 / 89.0, 1e-12);
  EXPECT_NEAR(workloadBalance(8, 3, 5, 3), 0.44944, 1e-5);

  // (d) N*_A = 0: undefined, left out of the mean.
  EXPECT_TRUE(std::isnan(workloadBalance(3, 2, 0, 4)));
  MetricsSummary summary;
  EpisodeMetrics undefined, half;
  undefined.workloadBalance = workloadBalance(3, 2, 0, 4);
  half.workloadBalance = 0.5;
  summary.add(undefined);
  summary.add(half);
  EXPECT_EQ(summary.balanceEpisodes(), 1);
  EXPECT_DOUBLE_EQ(summary.meanWorkloadBalance(), 0.5);
}

Task b1GoalTask(int groundY) {
  Task t;
  t.id = "B1";
  t.groundY = groundY;
  t.bounds.yMax = groundY + 15;
  t.agents.push_back(agentSpec("Agent 1",
                               {blk(Colour::Red, 0, 1, 2), blk(Colour::Red, 1, 1, 2), blk(Colour::Red, 0, 1, 3),
                                blk(Colour::Red, 1, 1, 3), blk(Colour::Yellow, 0, 2, 2), blk(Colour::Yellow, 1, 2, 2),
                                blk(Colour::Red, 0, 2, 3), blk(Colour::Yellow, 1, 2, 3)},
                               {{Colour::Red, 5}, {Colour::Yellow, 3}}));
  return t;
}

TEST(CoBlockSpec, TC12_GroundConventionB1GoalAndChecker) {
  {  // (a) ground y = 1: the paper's B.1 goal builds in its listed order.
    State s(b1GoalTask(1), Rules{});
    for (const Block& b : s.goal(0)) EXPECT_EQ(s.applyMove(0, Action::place(b.colour, b.pos)), Outcome::Ok);
    EXPECT_TRUE(s.complete());
    EXPECT_EQ(s.endReason(), EndReason::Completed);
    for (Colour c : kAllColours) EXPECT_EQ(countOf(s.inventory(0), c), 0);
  }
  {  // ground y = 0: the goal floats one layer up, nothing can ever be placed (the §2.1 erratum).
    State s(b1GoalTask(0), Rules{});
    for (const Block& b : s.goal(0)) EXPECT_EQ(s.applyMove(0, Action::place(b.colour, b.pos)), Outcome::Unsupported);
    EXPECT_TRUE(s.built().empty());
  }
  // (b) the checker, goal {red(0,0,0), yellow(0,1,0)}.
  const std::vector<Block> goal = {blk(Colour::Red, 0, 0, 0), blk(Colour::Yellow, 0, 1, 0)};
  ReflectionReport r = reflect({blk(Colour::Red, 0, 0, 0)}, goal);
  EXPECT_TRUE(r.isPartial);
  EXPECT_EQ(r.missing, (std::vector<Block>{blk(Colour::Yellow, 0, 1, 0)}));
  EXPECT_TRUE(r.wrongColour.empty());
  EXPECT_TRUE(r.extra.empty());
  r = reflect({blk(Colour::Red, 0, 0, 0), blk(Colour::Red, 0, 1, 0)}, goal);
  EXPECT_FALSE(r.isPartial);
  EXPECT_EQ(r.wrongColour, (std::vector<WrongColour>{{{0, 1, 0}, Colour::Yellow, Colour::Red}}));
  EXPECT_TRUE(r.missing.empty()) << "an occupied cell is a wrong colour, not missing";
  EXPECT_TRUE(r.extra.empty());
  r = reflect({blk(Colour::Red, 0, 0, 0), blk(Colour::Green, 2, 0, 0)}, goal);
  EXPECT_FALSE(r.isPartial);
  EXPECT_EQ(r.extra, (std::vector<Block>{blk(Colour::Green, 2, 0, 0)}));
  // (c) success rate over 24 tasks with 18 completed.
  EXPECT_DOUBLE_EQ(successRate(18, 24), 0.75);
  MetricsSummary summary;
  for (int i = 0; i < 24; ++i) {
    EpisodeMetrics m;
    m.success = i < 18;
    summary.add(m);
  }
  EXPECT_DOUBLE_EQ(summary.successRate(), 0.75);
}

}  // namespace
}  // namespace craftmate::games::coblock
