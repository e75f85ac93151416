// The numbered acceptance cases of ../shared/specs/cuisineworld.md §7 (TC2, the paper's Appendix H
// episode, is in cuisineworld_appendix_h_test.cpp).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "games/cuisineworld/cuisineworld_metrics.h"
#include "games/cuisineworld/cuisineworld_order_timing.h"
#include "games/cuisineworld/cuisineworld_python_random.h"
#include "tests/games/cuisineworld/cuisineworld_test_game.h"

namespace craftmate::games::cuisine {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;
using testing::TestGame;

using Strings = std::vector<std::string>;
using Bools = std::vector<bool>;

// Drops blank lines and trailing spaces: the two layout differences TC1 allows between the engine
// and the demo text (which a log converter produced).
std::string withoutBlankLines(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    if (!line.empty()) out += line + "\n";
    start = end + 1;
  }
  return out;
}

TEST(CuisineWorldSpec, TC01_OneShotDemoReplay) {
  const Catalog& catalog = Catalog::builtIn();
  LevelSpec spec{"level_1", "demo", {catalog.find("porkMeatcake")},
                 {ToolType::kStorage, ToolType::kServingTable, ToolType::kBlender}, 2};
  TestGame g(spec, OrderTiming{7, {17}}, 2, "porkMeatcake", 30);
  const std::vector<Strings> steps = {
      {"goto_agent0_storage0", "goto_agent1_storage0"},      {"get_agent0_flour_storage0", "get_agent1_pork_storage0"},
      {"goto_agent0_blender0", "goto_agent1_blender0"},      {"put_agent0_blender0", "put_agent1_blender0"},
      {"goto_agent0_storage0", "activate_agent1_blender0"},  {"get_agent0_flour_storage0", "noop_agent1"},
      {"goto_agent0_blender0", "get_agent1_blender0"},       {"put_agent0_blender0", "goto_agent1_servingtable0"},
      {"goto_agent0_storage0", "put_agent1_servingtable0"}};
  for (std::size_t k = 0; k < steps.size(); ++k) {
    g.step(steps[k]);
    EXPECT_THAT(g.success(), ElementsAre(true, true)) << "step " << k;
    EXPECT_TRUE(g.feedback().empty()) << "step " << k;
    const int obs = static_cast<int>(k) + 1;
    if (obs == 4) EXPECT_THAT(g.obs(), HasSubstr("inside(blender0, flour&pork)\n"));
    if (obs == 5) EXPECT_THAT(g.obs(), HasSubstr("inside(blender0, porkMeatcake)\noccupy(blender0)\n"));
    if (obs == 6) {
      EXPECT_THAT(g.obs(), HasSubstr("inside(blender0, porkMeatcake)\n\n-accomplished"));
    }
    if (obs == 7) {
      EXPECT_THAT(g.lifetimes(), ElementsAre(10, 17));
      EXPECT_THAT(g.obs(), HasSubstr("hold(agent1, porkMeatcake)\n"));
      EXPECT_THAT(g.obs(), HasSubstr("inside(blender0, None)\n"));
    }
  }
  // obs 9 equals the demo's last state, apart from the allowed layout differences.
  const std::string demo = oneShotDemoText();
  const std::size_t lastState = demo.rfind("-game state:");
  const std::size_t lastAction = demo.find("-action:", lastState);
  ASSERT_NE(lastState, std::string::npos);
  const std::string expected = demo.substr(lastState, lastAction - lastState);
  EXPECT_EQ(withoutBlankLines(g.obs()), withoutBlankLines(expected));
  EXPECT_THAT(g.obs(), HasSubstr("-accomplished task:\nporkMeatcake, \n\n"));
  EXPECT_EQ(g.state().completedOrders(), 1);
  EXPECT_EQ(g.state().failedOrders(), 0);
}

TEST(CuisineWorldSpec, TC03_PotTimingAndOmittedAgents) {
  TestGame g("level_3", 1.0, 3, "salmonSushi");
  const Strings commands = {"goto_agent0_storage0", "get_agent0_rice_storage0", "goto_agent0_pot0", "put_agent0_pot0",
                            "activate_agent0_pot0", "get_agent0_pot0",      "get_agent0_pot0",   "get_agent0_pot0"};
  for (std::size_t k = 0; k < commands.size(); ++k) {
    g.step({commands[k]});
    const int obs = static_cast<int>(k) + 1;
    if (obs == 4) EXPECT_THAT(g.obs(), HasSubstr("inside(pot0, rice)\n"));
    if (obs == 5 || obs == 6) EXPECT_THAT(g.obs(), HasSubstr("inside(pot0, cookedRice)\noccupy(pot0)\n")) << obs;
    if (obs == 7) {
      EXPECT_THAT(g.obs(), HasSubstr("inside(pot0, cookedRice)\n"));
      EXPECT_THAT(g.obs(), Not(HasSubstr("occupy(pot0)")));
    }
    if (k == 5 || k == 6) {
      EXPECT_THAT(g.success(), ElementsAre(false));
      EXPECT_THAT(g.feedback(), ElementsAre("pot0 is occupied, therefore agent0 cannot get objects from the tool"));
    } else {
      EXPECT_THAT(g.success(), ElementsAre(true)) << "step " << k;
      EXPECT_TRUE(g.feedback().empty()) << "step " << k;
    }
  }
  EXPECT_THAT(g.obs(), HasSubstr("hold(agent0, cookedRice)\n"));
  EXPECT_THAT(g.obs(), HasSubstr("inside(pot0, None)\n"));
  EXPECT_THAT(g.dishes(), ElementsAre("salmonSushi", "tunaSushi"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(5, 11));
  EXPECT_THAT(g.obs(), HasSubstr("at(agent1, servingtable0)\nhold(agent1, None)\nat(agent2, servingtable0)\nhold(agent2, None)\n"));
}

TEST(CuisineWorldSpec, TC04_ChopboardMixerChainAndDelivery) {
  TestGame g("level_2", 3.0, 2, "mixedSashimi");
  const std::vector<Strings> steps = {
      {"goto_agent0_storage0", "goto_agent1_storage0"},     {"get_agent0_salmon_storage0", "get_agent1_tuna_storage0"},
      {"goto_agent0_chopboard0", "goto_agent1_chopboard1"}, {"put_agent0_chopboard0", "put_agent1_chopboard1"},
      {"activate_agent0_chopboard0", "activate_agent1_chopboard1"},
      {"get_agent0_chopboard0", "get_agent1_chopboard1"},   {"goto_agent0_mixer0", "goto_agent1_mixer0"},
      {"put_agent0_mixer0", "put_agent1_mixer0"},           {"activate_agent0_mixer0", "noop_agent1"},
      {"get_agent0_mixer0", "noop_agent1"},                 {"goto_agent0_servingtable0", "noop_agent1"},
      {"put_agent0_servingtable0", "noop_agent1"}};
  for (std::size_t k = 0; k < steps.size(); ++k) {
    g.step(steps[k]);
    EXPECT_THAT(g.success(), ElementsAre(true, true)) << "step " << k;
    const int obs = static_cast<int>(k) + 1;
    EXPECT_THAT(g.obs(), Not(HasSubstr("inside(servingtable0, mixedSashimi)"))) << obs;
    if (obs == 5) {
      EXPECT_THAT(g.obs(), HasSubstr("inside(chopboard0, salmonSashimi)\ninside(chopboard1, tunaSashimi)\ninside(mixer0"));
    }
    if (obs == 8) EXPECT_THAT(g.obs(), HasSubstr("inside(mixer0, salmonSashimi&tunaSashimi)\n"));
    if (obs == 9) EXPECT_THAT(g.obs(), HasSubstr("inside(mixer0, mixedSashimi)\ninside(mixer1"));
    if (obs == 11) EXPECT_THAT(g.obs(), HasSubstr("at(agent0, servingtable0)\nhold(agent0, mixedSashimi)\n"));
  }
  EXPECT_THAT(g.obs(), HasSubstr("current dishes:\ncurrent game step: 12\n"));
  EXPECT_THAT(g.obs(), HasSubstr("-accomplished task:\nmixedSashimi, \n"));
  EXPECT_THAT(g.obs(), Not(HasSubstr("inside(chopboard0, s")));
  for (int k = 12; k < 13; ++k) g.step({"noop_agent0", "noop_agent1"});
  EXPECT_TRUE(g.dishes().empty()) << "no order before obs 14";
  g.step({"noop_agent0", "noop_agent1"});
  EXPECT_EQ(g.dishes().size(), 1u) << "the order of obs 14";
}

TEST(CuisineWorldSpec, TC05_PickabilityRules) {
  {
    TestGame g("level_2", 3.0, 1, "salmonSashimi");
    for (const char* c : {"goto_agent0_storage0", "get_agent0_salmon_storage0", "goto_agent0_chopboard0",
                          "put_agent0_chopboard0", "get_agent0_chopboard0", "put_agent0_chopboard0",
                          "activate_agent0_chopboard0", "get_agent0_chopboard0"}) {
      g.step({c});
      EXPECT_THAT(g.success(), ElementsAre(true)) << c;
    }
    EXPECT_THAT(g.obs(), HasSubstr("hold(agent0, salmonSashimi)\n"));
    EXPECT_THAT(g.obs(), HasSubstr("    name: salmonSashimi lifetime: 6\n"));
  }
  TestGame g("level_1", 3.0, 1, "lambMeatcake");
  struct Expect {
    const char* command;
    bool ok;
    const char* message;
  };
  const Expect steps[] = {
      {"goto_agent0_storage0", true, nullptr},
      {"get_agent0_flour_storage0", true, nullptr},
      {"goto_agent0_blender0", true, nullptr},
      {"put_agent0_blender0", true, nullptr},
      {"get_agent0_blender0", false, "agent0 is not allowed to pick up from blender0 at this point"},
      {"goto_agent0_storage0", true, nullptr},
      {"get_agent0_lamb_storage0", true, nullptr},
      {"goto_agent0_blender0", true, nullptr},
      {"put_agent0_blender0", true, nullptr},
      {"activate_agent0_blender0", true, nullptr},
      {"noop_agent0", true, "None of the agents performed any actions which is not normal."},
      {"get_agent0_blender0", true, nullptr},
      {"put_agent0_blender0", false, "putting lambMeatcake into blender0 will result in waste"},
      {"get_agent0_blender0", false, "agent0 is not allowed to pick up from blender0 at this point"},
  };
  for (const Expect& e : steps) {
    g.step({e.command});
    EXPECT_THAT(g.success(), ElementsAre(e.ok)) << e.command;
    if (e.message) EXPECT_THAT(g.feedback(), ElementsAre(e.message)) << e.command;
    else EXPECT_TRUE(g.feedback().empty()) << e.command;
    if (std::string(e.command) == "put_agent0_blender0" && e.ok && g.state().timeStep() == 9) {
      EXPECT_THAT(g.obs(), HasSubstr("inside(blender0, flour&lamb)\n"));
    }
    if (std::string(e.command) == "get_agent0_blender0" && e.ok) EXPECT_THAT(g.obs(), HasSubstr("hold(agent0, lambMeatcake)"));
  }
  EXPECT_THAT(g.dishes(), ElementsAre("lambMeatcake", "lambMeatcake"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(9, 18));
}

struct JointExpect {
  Strings commands;
  Bools ok;
  Strings feedback;
};

void runJointSteps(TestGame& g, const std::vector<JointExpect>& steps) {
  for (std::size_t k = 0; k < steps.size(); ++k) {
    g.step(steps[k].commands);
    EXPECT_EQ(g.success(), steps[k].ok) << "step " << k;
    EXPECT_EQ(g.feedback(), steps[k].feedback) << "step " << k;
  }
}

TEST(CuisineWorldSpec, TC06_HoldingLocationStorageRules) {
  TestGame g("level_1", 3.0, 2, "salmonMeatcake");
  runJointSteps(g, {
      {{"goto_agent0_storage0", "goto_agent1_blender0"}, {true, true}, {}},
      {{"get_agent0_tomato_storage0", "put_agent1_blender0"}, {true, false},
       {"agent1 is not holding objects, therefore cannot put objects into the tool"}},
      {{"get_agent0_flour_storage0", "get_agent1_salmonMeatcake_storage0"}, {false, false},
       {"agent0 is holding objects, therefore cannot get objects from the tool", "agent1 is not located in storage0"}},
      {{"goto_agent0_blender0", "goto_agent1_storage0"}, {true, true}, {}},
      {{"put_agent0_blender0", "get_agent1_storage0"}, {false, false},
       {"putting tomato into blender0 will result in waste", "agent1 can only pickup base ingredients from the storage"}},
      {{"goto_agent0_storage0", "get_agent1_salmonMeatcake_storage0"}, {true, false},
       {"agent1 can only pickup base ingredients from the storage"}},
      {{"put_agent0_storage0", "get_agent1_salmon_storage0"}, {true, true}, {}},
      {{"get_agent0_flour_storage0", "get_agent1_flour_storage0"}, {true, false},
       {"agent1 is holding objects, therefore cannot get objects from the tool"}},
  });
  const std::string obs = g.obs();
  EXPECT_THAT(obs, HasSubstr("at(agent0, storage0)\nhold(agent0, flour)\nat(agent1, storage0)\nhold(agent1, salmon)\n"));
  EXPECT_THAT(obs, HasSubstr("inside(storage0, None)\ninside(servingtable0, None)\ninside(blender0, None)\ninside(blender1, None)\n"));
  EXPECT_THAT(g.dishes(), ElementsAre("salmonMeatcake"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(15));
}

TEST(CuisineWorldSpec, TC07_ActivationErrorsAndInStepConflicts) {
  TestGame g("level_1", 3.0, 2, "lobsterMeatcake");
  runJointSteps(g, {
      {{"goto_agent0_storage0", "goto_agent1_blender0"}, {true, true}, {}},
      {{"get_agent0_flour_storage0", "activate_agent1_blender0"}, {true, false}, {"blender0 is empty, therefore cannot be activated"}},
      {{"goto_agent0_blender0", "goto_agent1_storage0"}, {true, true}, {}},
      {{"put_agent0_blender0", "get_agent1_lobster_storage0"}, {true, true}, {}},
      {{"activate_agent0_blender0", "goto_agent1_blender0"}, {false, true}, {"activating blender0 will result in waste"}},
      {{"noop_agent0", "activate_agent1_blender0"}, {true, false}, {"agent1 is holding objects, therefore cannot activate tools"}},
      {{"noop_agent0", "put_agent1_blender0"}, {true, true}, {}},
      {{"activate_agent0_blender0", "activate_agent1_blender0"}, {true, false}, {"blender0 is occupied, therefore cannot be activated"}},
      {{"get_agent0_blender0", "noop_agent1"}, {false, true}, {"blender0 is occupied, therefore agent0 cannot get objects from the tool"}},
      {{"noop_agent0", "get_agent1_blender0"}, {true, true}, {}},
  });
  EXPECT_THAT(g.obs(), HasSubstr("hold(agent1, lobsterMeatcake)\n"));
  EXPECT_THAT(g.obs(), HasSubstr("inside(blender0, None)\n"));
  EXPECT_THAT(g.dishes(), ElementsAre("lobsterMeatcake", "lambMeatcake"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(13, 22));
}

TEST(CuisineWorldSpec, TC08_MalformedJointActionsAreAtomicAndTheClockRuns) {
  TestGame g("level_0", 1.0, 2, "salmonMeatcake");
  runJointSteps(g, {
      {{"goto_agent0_storage0", "goto_agent0_blender0"}, {false, false}, {"agent ids cannot be the same"}},
      {{"goto_agent0_storage0", "goto_agent1_pan0"}, {false, false}, {"for agent1, tool pan0 is not in the current game level"}},
      {{"chop_agent0_blender0", "goto_agent1_storage0"}, {false, false}, {"chop is not in the list of supported actions"}},
      {{"goto_agent0_blender0_extra_x"}, {false}, {"not enough arguments for action goto_agent0_blender0_extra_x"}},
      {{"activate_agent0_salmon_blender0"}, {false}, {}},
      {{"goto_robot0_storage0"}, {false}, {"agent id not found"}},
      {{"goto_agent0_storage0", "goto_agent1_storage0"}, {true, true}, {}},
  });
  EXPECT_THAT(g.obs(), HasSubstr("at(agent0, storage0)\nhold(agent0, None)\nat(agent1, storage0)\n"));
  EXPECT_THAT(g.dishes(), ElementsAre("salmonMeatcake", "salmonMeatcake", "salmonMeatcake"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(1, 4, 7));
}

TEST(CuisineWorldSpec, TC09_ExpiryTimelineAndAllNoopNotice) {
  TestGame g("level_0", 1.0, 2, "salmonMeatcake");
  const std::map<int, std::vector<int>> expected = {
      {0, {8}},        {1, {7}},        {2, {6}},        {3, {5, 8}},     {6, {2, 5, 8}}, {7, {1, 4, 7}},
      {8, {0, 3, 6}},  {9, {2, 5, 8}},  {11, {0, 3, 6}}, {12, {2, 5, 8}}, {14, {0, 3, 6}}};
  for (int obs = 0; obs <= 60; ++obs) {
    if (auto it = expected.find(obs); it != expected.end()) EXPECT_EQ(g.lifetimes(), it->second) << "obs " << obs;
    if (obs == 60) break;
    g.step({"noop_agent0", "noop_agent1"});
    EXPECT_THAT(g.success(), ElementsAre(true, true));
    EXPECT_THAT(g.feedback(), ElementsAre("None of the agents performed any actions which is not normal."));
  }
  EXPECT_TRUE(g.state().ended());
  EXPECT_EQ(g.state().ordersGenerated(), 21);
  EXPECT_EQ(g.state().failedOrders(), 18);
  EXPECT_EQ(g.state().orders().size(), 3u);
  EXPECT_EQ(g.state().completedOrders(), 0);
}

TEST(CuisineWorldSpec, TC10_ServingTableRules) {
  {
    TestGame g("level_2", 3.0, 2, "salmonSashimi");
    for (const char* c : {"goto_agent0_storage0", "get_agent0_tuna_storage0", "goto_agent0_chopboard0",
                          "put_agent0_chopboard0", "activate_agent0_chopboard0", "get_agent0_chopboard0",
                          "goto_agent0_servingtable0", "put_agent0_servingtable0"}) {
      g.step({c, "noop_agent1"});
      EXPECT_THAT(g.success(), ElementsAre(true, true)) << c;
    }
    for (int obs = 8; obs <= 14; ++obs) {
      EXPECT_THAT(g.obs(), HasSubstr("inside(servingtable0, tunaSashimi)\n")) << obs;
      EXPECT_EQ(g.state().completedOrders(), 0);
      if (obs == 13) {
        EXPECT_THAT(g.dishes(), ElementsAre("salmonSashimi"));
        EXPECT_THAT(g.lifetimes(), ElementsAre(1));
      }
      if (obs == 14) {
        EXPECT_THAT(g.dishes(), ElementsAre("salmonSashimi", "tunaSashimi"));
        EXPECT_THAT(g.lifetimes(), ElementsAre(0, 14));
      }
      g.step({"noop_agent0", "noop_agent1"});
    }
    EXPECT_TRUE(g.dishes().empty());
    EXPECT_THAT(g.obs(), HasSubstr("inside(servingtable0, None)\n"));
    EXPECT_THAT(g.obs(), HasSubstr("-accomplished task:\ntunaSashimi, \n"));
    EXPECT_EQ(g.state().completedOrders(), 1);
    EXPECT_EQ(g.state().failedOrders(), 1);
  }
  TestGame g("level_3", 3.0, 2, "salmonSushi");
  for (const char* c : {"goto_agent0_storage0", "get_agent0_salmon_storage0", "goto_agent0_chopboard0",
                        "put_agent0_chopboard0", "activate_agent0_chopboard0", "get_agent0_chopboard0",
                        "goto_agent0_servingtable0"}) {
    g.step({c});
    EXPECT_THAT(g.success(), ElementsAre(true)) << c;
  }
  g.step({"put_agent0_servingtable0"});
  EXPECT_THAT(g.success(), ElementsAre(false));
  EXPECT_THAT(g.feedback(),
              ElementsAre("salmonSashimi is not any dish needed in this level and cannot be put on servingtable0"));
  g.step({"get_agent0_servingtable0"});
  EXPECT_THAT(g.success(), ElementsAre(false));
  EXPECT_THAT(g.feedback(), ElementsAre("agent0 is not allowed to pick up from servingtable0 at this point"));
}

TEST(CuisineWorldSpec, TC11_OrderParametersRandomStreamAndSortOrder) {
  const Catalog& catalog = Catalog::builtIn();
  auto timing = [&](const char* level, double tau) { return oracleTiming(catalog, *catalog.level(level), tau); };
  // (a) the oracle
  EXPECT_EQ(timing("level_9", 1.0).interval, 8);
  EXPECT_THAT(timing("level_9", 1.0).lifetimes, ElementsAre(12, 17, 19));
  EXPECT_EQ(timing("level_3", 2.0).interval, 11);
  EXPECT_THAT(timing("level_3", 2.0).lifetimes, ElementsAre(26, 26));
  {
    TestGame g("level_3", 2.0, 2, "tunaSushi");
    g.step({"noop_agent0"});
    EXPECT_THAT(g.obs(), HasSubstr("    name: tunaSushi lifetime: 25\n"));
    g.step({"noop_agent0"});
    EXPECT_THAT(g.obs(), HasSubstr("    name: tunaSushi lifetime: 24\n"));
  }
  const DishTiming salmonSashimi = dishTiming(catalog, catalog.find("salmonSashimi"), 1.0);
  EXPECT_EQ(salmonSashimi.weight, 6);
  EXPECT_EQ(salmonSashimi.interval, 2);  // 1.7999999999999998 rounds up to 2
  EXPECT_EQ(salmonSashimi.lifetime, 5);
  EXPECT_EQ(timing("level_2", 1.0).interval, 5);
  const DishTiming salmonMeatcake = dishTiming(catalog, catalog.find("salmonMeatcake"), 1.0);
  EXPECT_EQ(salmonMeatcake.weight, 10);
  EXPECT_EQ(salmonMeatcake.interval, 3);  // exactly 3.0, not 4
  EXPECT_EQ(salmonMeatcake.lifetime, 8);
  EXPECT_EQ(timing("level_5", 3.0).interval, 20);
  EXPECT_THAT(timing("level_5", 3.0).lifetimes, ElementsAre(48, 50, 50));
  // (b) the Python-compatible generator
  {
    PythonRandom three(0);
    PythonRandom two(0);
    std::vector<int> a, b;
    for (int i = 0; i < 5; ++i) a.push_back(static_cast<int>(three.randBelow(3)));
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<int>(two.randBelow(2)));
    EXPECT_THAT(a, ElementsAre(1, 1, 0, 1, 2));
    EXPECT_THAT(b, ElementsAre(1, 1, 0, 1));
  }
  {
    TestGame g("level_9", 1.0, 2, std::nullopt);
    EXPECT_THAT(g.dishes(), ElementsAre("MaxJr"));
    for (int k = 0; k < 8; ++k) g.step({"noop_agent0"});
    EXPECT_THAT(g.dishes(), ElementsAre("MaxJr", "MaxJr"));
    for (int k = 8; k < 16; ++k) g.step({"noop_agent0"});
    EXPECT_THAT(g.dishes(), ElementsAre("MaxJr", "MaxJr", "cheeseBurger"));
  }
  // (c) equal lifetimes sort by name, byte-wise: upper case first.
  const Level level9(catalog, *catalog.level("level_9"), timing("level_9", 1.0));
  EXPECT_LT(level9.nameRank(catalog.find("Hopper")), level9.nameRank(catalog.find("MaxJr")));
  EXPECT_LT(level9.nameRank(catalog.find("MaxJr")), level9.nameRank(catalog.find("cheeseBurger")));
  // Through the engine: equal lifetimes need a custom timing (interval 1; lifetimes 12, 11, 10 for
  // cheeseBurger, MaxJr, Hopper), so a MaxJr arriving one step after a cheeseBurger ties with it.
  TestGame g(*catalog.level("level_9"), OrderTiming{1, {12, 11, 10}}, 1, "cheeseBurger", 60);
  g.step({"noop_agent0"});
  EXPECT_THAT(g.dishes(), ElementsAre("MaxJr", "cheeseBurger"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(11, 11));
  g.step({"noop_agent0"});
  EXPECT_THAT(g.dishes(), ElementsAre("MaxJr", "cheeseBurger", "MaxJr"));
  EXPECT_THAT(g.lifetimes(), ElementsAre(10, 10, 11));
}

TEST(CuisineWorldSpec, TC12_MetricComputation) {
  // (a) zero completions, 3 consecutive episodes per tau on one random stream.
  const int expectedExpired[] = {24, 15, 12, 9, 6};
  const int expectedActive[] = {9, 9, 6, 6, 6};
  std::vector<SettingTally> tallies;
  for (int t = 0; t < 5; ++t) {
    TestGame g("level_3", kPaperTaus[t], 2, std::nullopt);
    SettingTally tally{kPaperTaus[t]};
    for (int episode = 0; episode < 3; ++episode) {
      if (episode > 0) g.state().reset();
      while (!g.state().ended()) g.step({"noop_agent0", "noop_agent1"});
      tally.completed += g.state().completedOrders();
      tally.failed += g.state().failedOrders();
      tally.active += static_cast<int>(g.state().orders().size());
    }
    EXPECT_EQ(tally.failed, expectedExpired[t]) << "tau " << kPaperTaus[t];
    EXPECT_EQ(tally.active, expectedActive[t]) << "tau " << kPaperTaus[t];
    EXPECT_EQ(tally.fraction(), "0/" + std::to_string(expectedExpired[t]));
    tallies.push_back(tally);
  }
  EXPECT_EQ(collaborationScore(tallies), 0.0);
  // (b), (c) CoS of printed fractions
  EXPECT_NEAR(collaborationScore(std::vector<double>{18.0 / 54, 18.0 / 31, 18.0 / 25, 1.0, 1.0}), 0.72679, 1e-5);  // the spec prints 0.72679 (truncated), the paper 0.727
  EXPECT_NEAR(collaborationScore(std::vector<double>{4.0 / 25, 4.0 / 17, 4.0 / 12, 1.0 / 9, 5.0 / 7}), 0.3108, 5e-5);
  // (d) per-order against per-step failure counting
  TestGame g("level_4", 1.0, 2, std::nullopt);
  while (!g.state().ended()) g.step({"noop_agent0", "noop_agent1"});
  EXPECT_EQ(g.state().ordersGenerated(), 13);
  EXPECT_EQ(g.state().failedOrders(), 10);
  EXPECT_EQ(g.state().failedSteps(), 8);
  EXPECT_EQ(g.state().orders().size(), 3u);
}

}  // namespace
}  // namespace craftmate::games::cuisine
