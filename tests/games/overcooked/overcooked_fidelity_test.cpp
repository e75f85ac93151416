// Departures from the authors' engine (LLM-Coordination's overcooked_action_manager.py over their
// Overcooked-AI) found by running both on the same actions (issue 21), each pinned here.

#include <gtest/gtest.h>

#include <vector>

#include "games/overcooked/overcooked_grounding.h"

namespace craftmate::games::overcooked {
namespace {

// handle_stalemate keeps `moving_away` on until a wait or an INTERACT, and while it is on a
// stalemated player 1 avoids the previous tick's low-level action, whatever produced it. Here Bob
// steps away once (tick 2), walks back and is blocked twice by Alice; at tick 5 he stands where he
// stood with the same facing, so he moves away again avoiding WEST (his last move): SOUTH. Excluding
// only right after a move-away tick would have chosen WEST.
TEST(OvercookedFidelity, MovingAwayLastsUntilAWaitOrInteractAndAvoidsTheLastMove) {
  const Layout layout = parseLayout("pocket", "Pocket", {"XXXXXXX", "XO  2 X", "X  1  X", "XXXXXXX"}, {}, "");
  OvercookedState s(layout);
  s.chef(1).facing = Direction::kWest;
  GroundingController bob;
  bob.assign(HighLevelAction{HighLevelAction::Verb::kPickUp, Item::kOnion, 'o', 0});
  const LowAction alice[] = {LowAction::kNorth, LowAction::kEast, LowAction::kNorth, LowAction::kNorth, LowAction::kStay};
  std::vector<LowAction> got;
  for (LowAction a : alice) {
    const LowAction b = bob.next(s, 1, true);
    got.push_back(b);
    s.applyJointAction(a, b);
  }
  EXPECT_EQ(got, (std::vector<LowAction>{LowAction::kWest, LowAction::kEast, LowAction::kWest, LowAction::kWest,
                                          LowAction::kSouth}));
}

// A wait ends the moving away: the next stalemate does not avoid the last move.
TEST(OvercookedFidelity, AWaitEndsTheMovingAway) {
  const Layout layout = parseLayout("pocket", "Pocket", {"XXXXXXX", "XO  2 X", "X  1  X", "XXXXXXX"}, {}, "");
  OvercookedState s(layout);
  s.chef(1).facing = Direction::kWest;
  GroundingController bob;
  bob.assign(HighLevelAction{HighLevelAction::Verb::kPickUp, Item::kOnion, 'o', 0});
  s.applyJointAction(LowAction::kNorth, bob.next(s, 1, true));  // WEST, collides
  s.applyJointAction(LowAction::kEast, bob.next(s, 1, true));   // stalemate: EAST, moving away
  bob.assign(HighLevelAction::wait());
  EXPECT_EQ(bob.next(s, 1, true), LowAction::kStay);
  s.applyJointAction(LowAction::kStay, LowAction::kStay);
  bob.assign(HighLevelAction{HighLevelAction::Verb::kPickUp, Item::kOnion, 'o', 0});
  std::vector<LowAction> got;
  for (LowAction a : {LowAction::kNorth, LowAction::kNorth, LowAction::kStay}) {
    const LowAction b = bob.next(s, 1, true);
    got.push_back(b);
    s.applyJointAction(a, b);
  }
  // Blocked twice (the handler is off right after the wait, then Bob has turned), then the stalemate
  // steps away avoiding nothing: east and north are walls, so WEST.
  EXPECT_EQ(got, (std::vector<LowAction>{LowAction::kWest, LowAction::kWest, LowAction::kWest}));
}

}  // namespace
}  // namespace craftmate::games::overcooked
