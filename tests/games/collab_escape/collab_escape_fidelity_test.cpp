// Departures from the authors' engine (LLM-Coordination's CollabEscapeMDP.py) found by running both
// on the same moves (issue 21), each pinned here.

#include <gtest/gtest.h>

#include "games/collab_escape/collab_escape_killer.h"
#include "games/collab_escape/collab_escape_observation.h"
#include "games/collab_escape/collab_escape_state.h"

namespace craftmate::games::collab_escape {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// choose_greedily resets can_see whenever one survivor or none is adjacent, so a later "both
// adjacent" is a first sighting again (Alice), not "seen Alice before, now Bob".
TEST(CollabEscapeFidelity, KillerForgetsWhoItSawWhenNobodyIsAdjacent) {
  const EscapeMap& map = escapeMap("escape10");  // 5: [4, 6]
  KillerMemory memory;
  EXPECT_EQ(decideKiller(map, 5, {4, 9}, memory, KillerWander::FirstNeighbour, 0).target, kAlice);
  EXPECT_EQ(decideKiller(map, 5, {2, 9}, memory, KillerWander::FirstNeighbour, 0).target, kNoTarget);
  EXPECT_EQ(memory.seen, (std::array<bool, 2>{false, false}));
  EXPECT_EQ(decideKiller(map, 5, {4, 6}, memory, KillerWander::FirstNeighbour, 0).target, kAlice);
}

TEST(CollabEscapeFidelity, KillerForgetsTheOtherWhenOnlyOneIsAdjacent) {
  const EscapeMap& map = escapeMap("escape10");
  KillerMemory memory;
  EXPECT_EQ(decideKiller(map, 5, {4, 9}, memory, KillerWander::FirstNeighbour, 0).target, kAlice);
  EXPECT_EQ(decideKiller(map, 5, {9, 6}, memory, KillerWander::FirstNeighbour, 0).target, kBob);
  EXPECT_EQ(memory.seen, (std::array<bool, 2>{false, true}));
  // Seen only Bob: both adjacent now -> Alice (keeping "seen both" would have kept Bob).
  EXPECT_EQ(decideKiller(map, 5, {4, 6}, memory, KillerWander::FirstNeighbour, 0).target, kAlice);
}

// Both fixing the same generator: the authors' reset bookkeeping pops Alice's room first, so Bob's
// `last_action_is_fixing` becomes false and the next texts leave out his fixing lines.
TEST(CollabEscapeFidelity, SecondFixerOfTheSameGeneratorIsNotReportedAsFixing) {
  EscapeState s(escapeMap("escape10"), 1, 1, 5);
  s.ApplyJointMove(EscapeAction::fix(1), EscapeAction::fix(1));
  EXPECT_EQ(s.fixCount(0), 2);  // the joint-fix quirk still adds two
  EXPECT_TRUE(s.lastActionIsFixing(kAlice));
  EXPECT_FALSE(s.lastActionIsFixing(kBob));
  const std::string alice = encodeObservation(s, kAlice);
  const std::string bob = encodeObservation(s, kBob);
  EXPECT_TRUE(contains(alice, "I have finished fixing the generator in this room. ")) << alice;
  EXPECT_FALSE(contains(alice, "Bob was fixing")) << alice;
  EXPECT_FALSE(contains(bob, "I have finished fixing")) << bob;
  EXPECT_TRUE(contains(bob, "Alice was fixing the generator in room 1 last turn. ")) << bob;
}

TEST(CollabEscapeFidelity, FixersOfDifferentGeneratorsAreBothReported) {
  EscapeState s(escapeMap("escape10"), 1, 6, 9);
  s.ApplyJointMove(EscapeAction::fix(1), EscapeAction::fix(6));
  EXPECT_TRUE(s.lastActionIsFixing(kAlice));
  EXPECT_TRUE(s.lastActionIsFixing(kBob));
  EXPECT_TRUE(contains(encodeObservation(s, kAlice), "Bob was fixing the generator in room 6 last turn. "));
}

}  // namespace
}  // namespace craftmate::games::collab_escape
