// Collab Escape beyond the spec table: state text, reply parsing, turn flow, killer memory, the
// scripted planner.

#include <gtest/gtest.h>

#include "games/collab_escape/collab_escape_environment.h"
#include "games/collab_escape/collab_escape_episode.h"
#include "games/collab_escape/collab_escape_observation.h"
#include "games/collab_escape/collab_escape_players.h"

namespace craftmate::games::collab_escape {
namespace {

TEST(EscapeObservation, FollowsTheHeadTemplate) {
  const EscapeMap& map = escapeMap("escape7");
  EscapeState s(map, 1, 2, 3);
  EXPECT_EQ(encodeObservation(s, kAlice),
            "My name is Alice. I am in room 1. Bob is in room 2. We have information that the killer is currently located "
            "in room 3. We also have information that the killer will certainly move to the room where Bob is. Number of "
            "fixes still needed by the generator in room 1 is 2. Number of fixes still needed by the generator in room 2 "
            "is 2. The exit gate is closed. Available Actions: move to room 2, move to room 5, move to room 7, fix "
            "generator in room 1, wait");
  s.ApplyJointMove(EscapeAction::fix(1), EscapeAction::move(1));
  const std::string bob = encodeObservation(s, kBob);
  EXPECT_NE(bob.find("Alice was fixing the generator in room 1 last turn. "), std::string::npos) << bob;
  const std::string alice = encodeObservation(s, kAlice);
  EXPECT_NE(alice.find("I have started to fix the generator in this room. "), std::string::npos) << alice;
}

TEST(EscapeObservation, DecodesWhatItEncodes) {
  EscapeState s(escapeMap("escape10"), 6, 4, 5, {2, 1});
  auto view = decodeObservation(encodeObservation(s, kBob));
  ASSERT_TRUE(view.has_value());
  EXPECT_EQ(view->self, kBob);
  EXPECT_EQ(view->selfRoom, 4);
  EXPECT_EQ(view->partnerRoom, 6);
  EXPECT_EQ(view->killerRoom, 5);
  EXPECT_EQ(view->killerTarget, kAlice);
  EXPECT_EQ(view->generatorRooms, (std::vector<int>{1, 6}));
  EXPECT_EQ(view->fixesStillNeeded, (std::vector<int>{0, 1}));
  EXPECT_FALSE(view->gateOpen);
  EXPECT_EQ(view->actions, (std::vector<std::string>{"move to room 3", "move to room 5", "wait"}));
}

TEST(EscapeKiller, SwitchesTargetAfterSeeingOnlyOne) {
  const EscapeMap& map = escapeMap("escape10");
  KillerMemory memory;
  memory.seen = {true, false};
  memory.target = kAlice;
  auto plan = decideKiller(map, 5, {6, 4}, memory, KillerWander::FirstNeighbour, 0);
  EXPECT_EQ(plan.target, kBob);
  EXPECT_EQ(plan.destination, 4);
  plan = decideKiller(map, 5, {6, 4}, memory, KillerWander::FirstNeighbour, 0);
  EXPECT_EQ(plan.target, kBob);  // seen both: keeps its target
  plan = decideKiller(map, 1, {6, 4}, memory, KillerWander::Seeded, 3);
  EXPECT_EQ(plan.target, kNoTarget);
  EXPECT_EQ(plan.destination, 10);  // neighbours {2, 10}, draw 3 -> index 1
}

TEST(EscapeEnvironmentFlow, ParsesRepliesAndRejectsGarbage) {
  EscapeEnvironment env(EscapeState(escapeMap("escape10"), 1, 7, 5));
  auto bad = env.act(kAlice, "Action: dance");
  EXPECT_FALSE(bad.accepted);
  EXPECT_EQ(bad.output,
            "Invalid action \"dance\". Choose one action from the list: move to room 2, move to room 10, fix generator in "
            "room 1, wait.");
  auto ok = env.act(kAlice, "Action: Fix generator in room 1.");
  EXPECT_TRUE(ok.accepted);
  EXPECT_EQ(ok.output, "Alice chose: fix generator in room 1. Waiting for Bob.");
  auto turn = env.act(kBob, "wait");
  EXPECT_EQ(turn.output, "Turn 1: Alice fixed the generator in room 1. Bob waited in room 7. The killer moved from room 5 to room 4.");
  // "move to room 1" must not be read as "move to room 10".
  EXPECT_EQ(parseEscapeReply(EscapeState(escapeMap("escape10"), 2, 7, 5), kAlice, "Action: move to room 1",
                             coordqa::ChoiceMatchOptions{}),
            0);
}

TEST(EscapeEnvironmentFlow, WaitFallbackAndScore) {
  EscapeEnvironmentOptions options;
  options.badAction = BadActionPolicy::DefaultAction;
  EscapeEnvironment env(EscapeState(escapeMap("escape10"), 1, 4, 5), options);
  auto r = env.act(kBob, "hmm");
  EXPECT_FALSE(r.accepted);
  EXPECT_NE(r.output.find("Treated as: wait."), std::string::npos);
  auto end = env.act(kAlice, "wait");
  EXPECT_NE(end.output.find("The killer caught Bob. We lose."), std::string::npos) << end.output;
  EXPECT_TRUE(env.score().ended);
  EXPECT_FALSE(env.score().complete);
  EXPECT_EQ(env.score().metrics.at("escape_rate"), 0.0);
}

TEST(EscapePlayers, PlannerEscapesEveryScenario) {
  for (const std::string mapName : {"escape7", "escape10"}) {
    for (int scenario = 1; scenario <= 2; ++scenario) {
      const EscapeState start(escapeMap(mapName), escapeMap(mapName).scenarios[static_cast<size_t>(scenario - 1)].alice,
                              escapeMap(mapName).scenarios[static_cast<size_t>(scenario - 1)].bob,
                              escapeMap(mapName).scenarios[static_cast<size_t>(scenario - 1)].killer);
      auto optimum = planFastestEscape(start, 30);
      ASSERT_TRUE(optimum.has_value()) << mapName << " scenario " << scenario;
      auto result = runScriptedEscapeEpisode(mapName, scenario, EscapeRules{});
      EXPECT_TRUE(result.escaped) << mapName << " scenario " << scenario;
      EXPECT_EQ(result.turns, optimum->turnsToEscape) << mapName << " scenario " << scenario;
    }
  }
}

TEST(EscapeMaps, AreSymmetricAndValidated) {
  for (const std::string name : {"escape7", "escape10"}) {
    const EscapeMap& map = escapeMap(name);
    for (int r = 1; r <= map.roomCount; ++r) {
      for (int n : map.neighbours(r)) EXPECT_TRUE(map.adjacent(n, r)) << name << " " << r << "-" << n;
    }
  }
  EXPECT_THROW(escapeMap("escape9"), std::invalid_argument);
  EXPECT_THROW(EscapeState(escapeMap("escape7"), 8, 1, 2), std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::games::collab_escape
