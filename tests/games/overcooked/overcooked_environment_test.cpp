// The Overcooked world through agents::Environment: the grounding controller (timing of the
// paper's example), turn structure, action matching and rejection.

#include <gtest/gtest.h>

#include <map>

#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_distance.h"
#include "games/overcooked/overcooked_grounding.h"
#include "games/overcooked/overcooked_text_view.h"

namespace craftmate::games::overcooked {
namespace {

Pos at(int x, int y) { return Pos{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)}; }

TEST(OvercookedGrounding, PickUpOnionTakesThreeTicksAtCrampedRoomStart) {
  OvercookedState s(layoutByName("cramped_room"));
  GroundingController alice;
  alice.assign(HighLevelAction{HighLevelAction::Verb::kPickUp, Item::kOnion, 'o', 0});
  const LowAction expected[] = {LowAction::kNorth, LowAction::kWest, LowAction::kInteract};
  for (LowAction e : expected) {
    ASSERT_FALSE(alice.needsAction());
    const LowAction a = alice.next(s, 0, false);
    EXPECT_EQ(a, e);
    s.applyJointAction(a, LowAction::kStay);
  }
  EXPECT_TRUE(alice.needsAction());
  EXPECT_EQ(s.chef(0).held, Item::kOnion);
  EXPECT_EQ(s.tick(), 3);
}

TEST(OvercookedGrounding, MoveAwayPrefersLeavingThePartner) {
  OvercookedState s(layoutByName("cramped_room"));
  s.chef(0).pos = at(2, 1);
  s.chef(1).pos = at(3, 1);
  EXPECT_EQ(moveAwayAction(s, 0), LowAction::kWest);  // x-direction away from Bob
  EXPECT_EQ(moveAwayAction(s, 1), LowAction::kSouth); // east is a dispenser; then W is Alice; N is a counter
}

TEST(OvercookedEnvironment, BothChooseThenTheWorldRunsUntilSomeoneMustChooseAgain) {
  OvercookedEnvironment env;
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{0, 1}));
  const auto a = env.act(0, "Explanation: onions first.\nAction: pick up onion from o0.");
  ASSERT_TRUE(a.accepted) << a.output;
  EXPECT_EQ(env.agentsToAct(), std::vector<int>{1});
  EXPECT_FALSE(env.act(0, "wait.").accepted);  // already chose
  const auto b = env.act(1, "Action: wait");
  ASSERT_TRUE(b.accepted) << b.output;
  // Bob's wait lasts one tick, so Bob is asked again after tick 1 while Alice keeps walking.
  EXPECT_EQ(env.state().tick(), 1);
  EXPECT_EQ(env.agentsToAct(), std::vector<int>{1});
  EXPECT_FALSE(env.act(0, "wait.").accepted);
  ASSERT_TRUE(env.act(1, "Action: wait.").accepted);
  ASSERT_TRUE(env.act(1, "Action: wait.").accepted);
  EXPECT_EQ(env.state().tick(), 3);
  EXPECT_EQ(env.state().chef(0).held, Item::kOnion);
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{0, 1}));
  EXPECT_NE(env.observation(0).find("action history: pick up onion from o0."), std::string::npos);
}

TEST(OvercookedEnvironment, InfeasibleOrGarbageActionsAreRejectedWithTheList) {
  OvercookedEnvironment env;
  const auto r = env.act(0, "Action: place onion in c0.");  // holding nothing
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output.rfind("Your selected action: place onion in c0. is not appropriate.", 0), 0u) << r.output;
  EXPECT_NE(r.output.find("[pick up onion from o0., pick up onion from o1., pick up plate from p0., wait., move away.]"),
            std::string::npos);
  EXPECT_FALSE(env.act(0, "(( ~~ not a command at all ~~ ))").accepted);
  EXPECT_FALSE(env.act(0, "").accepted);
  EXPECT_EQ(env.state().tick(), 0);
  // The code's spelling variants and the substring rule are accepted.
  EXPECT_TRUE(env.act(0, "Action: Pick up a plate from p0").accepted);
  EXPECT_TRUE(env.act(1, "onion from o1").accepted);
}

TEST(OvercookedEnvironment, InvalidActionCanBecomeWaitAsInTheCode) {
  OvercookedOptions options;
  options.invalidBecomesWait = true;
  OvercookedEnvironment env(options);
  const auto r = env.act(0, "Action: fly to the moon");
  EXPECT_TRUE(r.accepted);
  EXPECT_NE(r.output.find("doing 'wait.' instead"), std::string::npos);
}

TEST(OvercookedEnvironment, BadParametersAreExplained) {
  OvercookedOptions options;
  options.layout = "nowhere";
  try {
    OvercookedEnvironment env(options);
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("cramped_room"), std::string::npos);
  }
}

}  // namespace
}  // namespace craftmate::games::overcooked

namespace craftmate::games::overcooked {
namespace {

// A corridor where Alice stands between Bob and the onion dispenser: Bob's path does not exist, so
// the grounding stands still without asking again; the code's stalemate handler (player 1) then
// steps Bob away from Alice on the next tick.
TEST(OvercookedGrounding, StalemateHandlerStepsPlayerOneAway) {
  const Layout corridor = parseLayout("corridor", "Corridor", {"XXXXXXX", "XO 12 X", "XXXXXXX"}, {}, "");
  for (bool rule : {true, false}) {
    OvercookedState s(corridor);
    GroundingController bob;
    bob.assign(HighLevelAction{HighLevelAction::Verb::kPickUp, Item::kOnion, 'o', 0});
    const LowAction first = bob.next(s, 1, rule);
    EXPECT_EQ(first, LowAction::kStay);
    EXPECT_FALSE(bob.needsAction());  // no path: the code keeps the action and does not re-ask
    s.applyJointAction(LowAction::kStay, first);
    const LowAction second = bob.next(s, 1, rule);
    EXPECT_EQ(second, rule ? LowAction::kEast : LowAction::kStay) << "stalemate rule " << rule;
  }
}

}  // namespace
}  // namespace craftmate::games::overcooked

#include <random>

namespace craftmate::games::overcooked {
namespace {

// Whatever a model writes, act() answers without throwing, and a rejected reply changes nothing.
TEST(OvercookedEnvironment, ArbitraryTextNeverCrashesAndRejectionsChangeNothing) {
  std::mt19937 rng(7);
  const std::string alphabet = "abcdefghijklmnopqrstuvwxyz .,:[]()'\"\n\t0123456789ACTIONaction:";
  OvercookedEnvironment env;
  for (int i = 0; i < 2000; ++i) {
    std::string text;
    const int length = static_cast<int>(rng() % 40);
    for (int j = 0; j < length; ++j) text += alphabet[rng() % alphabet.size()];
    if (rng() % 3 == 0) text = "Action: " + text;
    for (int agent : env.agentsToAct()) {
      const int tick = env.state().tick();
      const std::string before = env.observation(agent);
      agents::CommandResult r;
      ASSERT_NO_THROW(r = env.act(agent, text)) << text;
      if (!r.accepted) {
        EXPECT_EQ(env.state().tick(), tick);
        EXPECT_EQ(env.observation(agent), before);
      }
    }
    if (env.score().ended) env = OvercookedEnvironment();
  }
}

// The distances the scripted player reads back are the ones the world computed.
TEST(OvercookedObservation, TextViewAgreesWithTheWorldOnEveryLayout) {
  for (const std::string& name : layoutNames()) {
    const OvercookedState s(layoutByName(name));
    for (int viewer = 0; viewer < 2; ++viewer) {
      const OvercookedTextView v = readObservation(renderObservation(s, viewer, {}));
      const Layout& l = s.layout();
      const DistanceMap fromMe = distancesFrom(l, s.chef(viewer).pos, s.chef(1 - viewer).pos);
      for (const char* letters = "opdcs"; *letters != 0; ++letters) {
        for (const Facility& f : *l.facilities(*letters)) {
          const Location loc = locate(l, fromMe, f.pos, s.chef(1 - viewer).pos);
          ASSERT_TRUE(v.mine.count(f.name())) << name << " " << f.name();
          const SeenLocation& seen = v.mine.at(f.name());
          EXPECT_EQ(seen.reachable, loc.reachable()) << name << " " << f.name();
          EXPECT_EQ(seen.blocked, loc.kind == Location::Kind::kBlocked) << name << " " << f.name();
          if (loc.reachable()) EXPECT_EQ(seen.distance, loc.distance) << name << " " << f.name();
        }
      }
      EXPECT_EQ(v.actions.size(), availableActions(s, viewer).size()) << name;
    }
  }
}

}  // namespace
}  // namespace craftmate::games::overcooked

namespace craftmate::games::overcooked {
namespace {

// Spec §3.10 option (b): the six low-level actions as text; OC-9's plan scores its soup on tick 40.
TEST(OvercookedEnvironment, LowLevelActionsReplayTheFirstSoup) {
  OvercookedOptions options;
  options.lowLevel = true;
  OvercookedEnvironment env(options);
  EXPECT_EQ(env.legalCommands(0), (std::vector<std::string>{"NORTH", "SOUTH", "EAST", "WEST", "STAY", "INTERACT"}));
  EXPECT_NE(env.observation(0).find("<Positions>: I am at (1, 2) facing north. Bob is at (3, 1) facing north.\n"
                                    "Available Actions:\n[NORTH, SOUTH, EAST, WEST, STAY, INTERACT]"),
            std::string::npos);
  std::string plan = "NWIENIWIENIWIENISWSIEN";
  plan += std::string(13, 'X') + "ISESI";
  const std::map<char, std::string> word = {{'N', "Action: north"}, {'S', "SOUTH"}, {'E', "east."},
                                            {'W', "West"},          {'I', "INTERACT"}, {'X', "STAY"}};
  for (char c : plan) {
    ASSERT_EQ(env.agentsToAct(), (std::vector<int>{0, 1}));
    ASSERT_TRUE(env.act(0, word.at(c)).accepted) << c;
    ASSERT_TRUE(env.act(1, "STAY").accepted);
  }
  EXPECT_EQ(env.state().tick(), 40);
  EXPECT_EQ(env.score().metrics.at("score"), 20);
  const auto bad = env.act(0, "pick up onion from o0.");
  EXPECT_FALSE(bad.accepted);
  EXPECT_NE(bad.output.find("[NORTH, SOUTH, EAST, WEST, STAY, INTERACT]"), std::string::npos);
}

}  // namespace
}  // namespace craftmate::games::overcooked

namespace craftmate::games::overcooked {
namespace {

TEST(OvercookedEnvironment, OnlyTheCapitalisedActionLabelCountsWhenPresent) {
  EXPECT_EQ(extractActionText("Explanation: my next action: fetch onions.\nAction: pick up onion from o1."),
            "pick up onion from o1.");
  EXPECT_EQ(extractActionText("action: wait."), "wait.");
}

}  // namespace
}  // namespace craftmate::games::overcooked
