// Departures from the authors' engine (LLM-Coordination's overcooked_action_manager.py over their
// Overcooked-AI) found by running both on the same actions (issue 21), each pinned here.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/overcooked/overcooked_action.h"
#include "games/overcooked/overcooked_grounding.h"
#include "games/overcooked/overcooked_layout.h"

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

// The code's action sets have no `storage_counter_place_soup`: a chef holding a soup is offered the
// deliveries and the closest empty kitchen counter, never a shared counter (a plate still is).
TEST(OvercookedFidelity, ASoupIsNotOfferedTheSharedCounters) {
  OvercookedState s(layoutByName("forced_coordination"));
  auto texts = [&] {
    std::vector<std::string> out;
    for (const HighLevelAction& a : availableActions(s, 0)) out.push_back(a.text());
    return out;
  };
  auto offers = [](const std::vector<std::string>& list, const std::string& text) {
    return std::find(list.begin(), list.end(), text) != list.end();
  };
  s.chef(0).held = Item::kSoup;
  const std::vector<std::string> withSoup = texts();
  for (const std::string& t : withSoup) EXPECT_EQ(t.find(" on s"), std::string::npos) << t;
  EXPECT_TRUE(offers(withSoup, "place soup for delivery in d0."));
  s.chef(0).held = Item::kDish;
  EXPECT_TRUE(offers(texts(), "place plate on s1."));
}

}  // namespace
}  // namespace craftmate::games::overcooked
