// The Overcooked acceptance cases OC-1..OC-16 and OC-21 of llm_coordination.md §3.11 (the
// low-level MDP) plus the facility tables of §3.3; the observation cases OC-17..OC-20 are in
// overcooked_observation_test.cpp.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_layout.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {
namespace {

using A = LowAction;
constexpr A N = A::kNorth, S = A::kSouth, E = A::kEast, W = A::kWest, I = A::kInteract, X = A::kStay;

Pos at(int x, int y) { return Pos{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)}; }

std::string names(const std::vector<Facility>& list) {
  std::string out;
  for (const Facility& f : list) out += f.name() + "(" + std::to_string(f.pos.x) + "," + std::to_string(f.pos.y) + ") ";
  return out;
}

OvercookedState cramped(Pos a, Direction fa, Item ha, Pos b) {
  OvercookedState s(layoutByName("cramped_room"));
  s.chef(0).pos = a;
  s.chef(0).facing = fa;
  s.chef(0).held = ha;
  s.chef(1).pos = b;
  return s;
}

TEST(OvercookedSpec, OC01_CrampedRoomLayout) {
  const Layout& l = layoutByName("cramped_room");
  EXPECT_EQ(names(l.onionDispensers), "o0(0,1) o1(4,1) ");
  EXPECT_EQ(names(l.pots), "c0(2,0) ");
  EXPECT_EQ(names(l.dishDispensers), "p0(1,3) ");
  EXPECT_EQ(names(l.deliveries), "d0(3,3) ");
  EXPECT_EQ(names(l.kitchenCounters), "k0(0,0) k1(1,0) k2(3,0) k3(4,0) k4(0,2) k5(4,2) k6(0,3) k7(2,3) k8(4,3) ");
  const OvercookedState s(l);
  EXPECT_EQ(s.chef(0).pos, at(1, 2));
  EXPECT_EQ(s.chef(1).pos, at(3, 1));
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(s.chef(p).facing, Direction::kNorth);
    EXPECT_EQ(s.chef(p).held, Item::kNone);
  }
  EXPECT_EQ(s.score(), 0);
}

TEST(OvercookedSpec, FacilityTablesOfAllLayouts) {
  // §3.3's [VERIFIED] table.
  const Layout& aa = layoutByName("asymmetric_advantages");
  EXPECT_EQ(names(aa.onionDispensers) + names(aa.dishDispensers) + names(aa.deliveries) + names(aa.pots),
            "o0(0,1) o1(6,1) p0(4,4) p1(6,4) d0(4,1) d1(10,1) c0(5,2) c1(5,3) ");
  EXPECT_EQ(aa.kitchenCounters.size(), 29u);
  EXPECT_EQ(aa.starts[0], at(8, 2));
  EXPECT_EQ(aa.starts[1], at(1, 3));
  const Layout& ring = layoutByName("coordination_ring");
  EXPECT_EQ(names(ring.onionDispensers) + names(ring.dishDispensers) + names(ring.deliveries) + names(ring.pots),
            "o0(0,3) o1(1,4) p0(0,2) d0(2,4) c0(3,0) c1(4,1) ");
  EXPECT_EQ(names(ring.kitchenCounters),
            "k0(0,0) k1(1,0) k2(2,0) k3(4,0) k4(0,1) k5(2,2) k6(4,2) k7(4,3) k8(0,4) k9(3,4) k10(4,4) ");
  const Layout& fc = layoutByName("forced_coordination");
  EXPECT_EQ(names(fc.onionDispensers) + names(fc.dishDispensers) + names(fc.deliveries) + names(fc.pots) +
                names(fc.sharedCounters),
            "o0(0,1) o1(0,2) p0(0,3) d0(3,4) c0(3,0) c1(4,1) s0(2,1) s1(2,2) s2(2,3) ");
  EXPECT_EQ(names(fc.kitchenCounters), "k0(0,0) k1(1,0) k2(2,0) k3(4,0) k4(4,2) k5(4,3) k6(0,4) k7(1,4) k8(2,4) k9(4,4) ");
  EXPECT_EQ(fc.starts[0], at(3, 1));
  EXPECT_EQ(fc.starts[1], at(1, 2));
  const Layout& cc = layoutByName("counter_circuit_o_1order");
  EXPECT_EQ(names(cc.onionDispensers) + names(cc.dishDispensers) + names(cc.deliveries) + names(cc.pots) +
                names(cc.sharedCounters),
            "o0(3,4) o1(4,4) p0(0,2) d0(7,2) c0(3,0) c1(4,0) s0(2,2) s1(3,2) s2(4,2) s3(5,2) ");
  EXPECT_EQ(names(cc.kitchenCounters),
            "k0(0,0) k1(1,0) k2(2,0) k3(5,0) k4(6,0) k5(7,0) k6(0,1) k7(7,1) k8(0,3) k9(7,3) k10(0,4) k11(1,4) k12(2,4) "
            "k13(5,4) k14(6,4) k15(7,4) ");
  EXPECT_EQ(cc.starts[0], at(3, 3));
  EXPECT_EQ(cc.starts[1], at(3, 1));
  EXPECT_THROW(layoutByName("kitchen_nightmare"), std::invalid_argument);
}

// Our grids are written from the spec; the original layout files must agree with them.
std::vector<std::string> originalGrid(const std::string& file) {
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/data/overcooked_ai_layouts/" + file + ".layout");
  std::stringstream text;
  text << in.rdbuf();
  const std::string all = text.str();
  const size_t open = all.find("\"\"\"");
  const size_t close = all.find("\"\"\"", open + 3);
  std::vector<std::string> rows;
  std::stringstream grid(all.substr(open + 3, close - open - 3));
  std::string line;
  while (std::getline(grid, line)) {
    const size_t b = line.find_first_not_of(' ');
    if (b != std::string::npos) rows.push_back(line.substr(b));
  }
  return rows;
}

TEST(OvercookedSpec, GridsMatchTheOriginalLayoutFiles) {
  const std::pair<const char*, const char*> pairs[] = {{"cramped_room", "cramped_room"},
                                                       {"asymmetric_advantages", "asymmetric_advantages"},
                                                       {"coordination_ring", "coordination_ring"},
                                                       {"forced_coordination", "forced_coordination"},
                                                       {"counter_circuit", "counter_circuit_o_1order"}};
  for (const auto& [ours, file] : pairs) {
    std::vector<std::string> expected = originalGrid(file);
    // Trailing spaces of a row are stripped by the reader above only at the left; rows keep width.
    std::vector<std::string> got = layoutByName(ours).grid;
    ASSERT_EQ(expected.size(), got.size()) << ours;
    for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(expected[i], got[i]) << ours << " row " << i;
  }
}

TEST(OvercookedSpec, OC02_WalkingIntoACounterOnlyTurns) {
  OvercookedState s(layoutByName("cramped_room"));
  s.applyJointAction(W, X);
  EXPECT_EQ(s.chef(0).pos, at(1, 2));
  EXPECT_EQ(s.chef(0).facing, Direction::kWest);
  EXPECT_EQ(s.chef(1).pos, at(3, 1));
  EXPECT_EQ(s.chef(1).facing, Direction::kNorth);
  EXPECT_EQ(s.chef(0).held, Item::kNone);
}

TEST(OvercookedSpec, OC03_PickUpAnOnion) {
  OvercookedState s(layoutByName("cramped_room"));
  int reward = s.applyJointAction(N, X);
  reward += s.applyJointAction(W, X);
  reward += s.applyJointAction(I, X);
  EXPECT_EQ(s.chef(0).pos, at(1, 1));
  EXPECT_EQ(s.chef(0).facing, Direction::kWest);
  EXPECT_EQ(s.chef(0).held, Item::kOnion);
  EXPECT_EQ(reward, 0);
}

TEST(OvercookedSpec, OC04_SameTargetCellBothStay) {
  OvercookedState s = cramped(at(1, 1), Direction::kNorth, Item::kNone, at(3, 1));
  s.applyJointAction(E, W);
  EXPECT_EQ(s.chef(0).pos, at(1, 1));
  EXPECT_EQ(s.chef(1).pos, at(3, 1));
  EXPECT_EQ(s.chef(0).facing, Direction::kEast);
  EXPECT_EQ(s.chef(1).facing, Direction::kWest);
}

TEST(OvercookedSpec, OC05_SwapBothStay) {
  OvercookedState s = cramped(at(1, 1), Direction::kNorth, Item::kNone, at(2, 1));
  s.applyJointAction(E, W);
  EXPECT_EQ(s.chef(0).pos, at(1, 1));
  EXPECT_EQ(s.chef(1).pos, at(2, 1));
  EXPECT_EQ(s.chef(0).facing, Direction::kEast);
  EXPECT_EQ(s.chef(1).facing, Direction::kWest);
}

TEST(OvercookedSpec, OC06_MovingIntoAStayingChefIsBlocked) {
  OvercookedState s = cramped(at(1, 1), Direction::kNorth, Item::kNone, at(2, 1));
  s.applyJointAction(E, X);
  EXPECT_EQ(s.chef(0).pos, at(1, 1));
  EXPECT_EQ(s.chef(0).facing, Direction::kEast);
  EXPECT_EQ(s.chef(1).pos, at(2, 1));
}

TEST(OvercookedSpec, OC07_FollowingIsAllowed) {
  OvercookedState s = cramped(at(1, 1), Direction::kNorth, Item::kNone, at(2, 1));
  s.applyJointAction(E, E);
  EXPECT_EQ(s.chef(0).pos, at(2, 1));
  EXPECT_EQ(s.chef(1).pos, at(3, 1));
}

TEST(OvercookedSpec, OC08_CookingTimer) {
  OvercookedState s = cramped(at(2, 1), Direction::kNorth, Item::kOnion, at(3, 1));
  s.pot(0) = Pot{2, 0};
  s.applyJointAction(I, X);
  EXPECT_EQ(s.pot(0).onions, 3);
  EXPECT_EQ(s.pot(0).cookTime, 1);
  EXPECT_TRUE(s.pot(0).cooking());
  for (int t = 2; t <= 19; ++t) s.applyJointAction(X, X);
  EXPECT_EQ(s.pot(0).cookTime, 19);
  EXPECT_TRUE(s.pot(0).cooking());
  // A chef with a dish interacting on tick 20 gets nothing: interacts resolve before cooking.
  OvercookedState early = s;
  early.chef(0).held = Item::kDish;
  early.applyJointAction(I, X);
  EXPECT_EQ(early.chef(0).held, Item::kDish);
  EXPECT_EQ(early.pot(0).cookTime, 20);
  EXPECT_TRUE(early.pot(0).ready());
  early.applyJointAction(I, X);  // tick 21
  EXPECT_EQ(early.chef(0).held, Item::kSoup);
  EXPECT_EQ(early.pot(0).onions, 0);
  s.applyJointAction(X, X);  // tick 20
  EXPECT_EQ(s.pot(0).cookTime, 20);
  EXPECT_TRUE(s.pot(0).ready());
  for (int t = 0; t < 5; ++t) s.applyJointAction(X, X);
  EXPECT_EQ(s.pot(0).cookTime, 20);
}

TEST(OvercookedSpec, OC09_FirstSoupOnTick40) {
  OvercookedState s(layoutByName("cramped_room"));
  std::vector<A> plan = {N, W, I, E, N, I, W, I, E, N, I, W, I, E, N, I, S, W, S, I, E, N};
  for (int i = 0; i < 13; ++i) plan.push_back(X);
  for (A a : {I, S, E, S, I}) plan.push_back(a);
  ASSERT_EQ(plan.size(), 40u);
  int total = 0;
  for (size_t t = 1; t <= plan.size(); ++t) {
    const int reward = s.applyJointAction(plan[t - 1], X);
    total += reward;
    if (t == 16) {
      EXPECT_EQ(s.pot(0).onions, 3);
      EXPECT_EQ(s.pot(0).cookTime, 1);
    }
    if (t == 19) EXPECT_EQ(s.chef(0).held, Item::kNone);
    if (t == 20) EXPECT_EQ(s.chef(0).held, Item::kDish);
    if (t == 35) EXPECT_EQ(s.chef(0).held, Item::kDish);
    if (t == 36) EXPECT_EQ(s.chef(0).held, Item::kSoup);
    EXPECT_EQ(reward, t == 40 ? 20 : 0) << "tick " << t;
  }
  EXPECT_EQ(total, 20);
  EXPECT_EQ(s.score(), 20);
  EXPECT_EQ(s.deliveries(), 1);
}

TEST(OvercookedSpec, OC10_OnionIntoAFullPotDoesNothing) {
  OvercookedState s = cramped(at(2, 1), Direction::kNorth, Item::kOnion, at(3, 1));
  s.pot(0) = Pot{3, 5};
  s.applyJointAction(I, X);
  EXPECT_EQ(s.chef(0).held, Item::kOnion);
  EXPECT_EQ(s.pot(0).onions, 3);
  EXPECT_EQ(s.pot(0).cookTime, 6);
}

TEST(OvercookedSpec, OC11_ServingAnOnionDoesNothing) {
  OvercookedState s = cramped(at(3, 2), Direction::kSouth, Item::kOnion, at(3, 1));
  EXPECT_EQ(s.applyJointAction(I, X), 0);
  EXPECT_EQ(s.chef(0).held, Item::kOnion);
  EXPECT_EQ(s.score(), 0);
}

TEST(OvercookedSpec, OC12_CounterPlaceAndPick) {
  OvercookedState s = cramped(at(1, 2), Direction::kWest, Item::kOnion, at(3, 1));
  s.applyJointAction(I, X);
  EXPECT_EQ(s.counterItem(at(0, 2)), Item::kOnion);
  EXPECT_EQ(s.layout().kitchenCounters[4].pos, at(0, 2));
  EXPECT_EQ(s.chef(0).held, Item::kNone);
  s.applyJointAction(I, X);
  EXPECT_EQ(s.chef(0).held, Item::kOnion);
  EXPECT_EQ(s.counterItem(at(0, 2)), Item::kNone);
}

TEST(OvercookedSpec, OC13_DishOnAnUnreadyPotDoesNothing) {
  OvercookedState s = cramped(at(2, 1), Direction::kNorth, Item::kDish, at(3, 1));
  s.pot(0) = Pot{2, 0};
  s.applyJointAction(I, X);
  EXPECT_EQ(s.chef(0).held, Item::kDish);
  EXPECT_EQ(s.pot(0).onions, 2);
}

TEST(OvercookedSpec, OC14_PlayerZeroInteractsFirst) {
  OvercookedState s(layoutByName("asymmetric_advantages"));
  s.chef(0) = Chef{at(6, 2), Direction::kWest, Item::kOnion};
  s.chef(1) = Chef{at(4, 2), Direction::kEast, Item::kOnion};
  s.pot(0) = Pot{2, 0};
  s.applyJointAction(I, I);
  EXPECT_EQ(s.pot(0).onions, 3);
  EXPECT_EQ(s.pot(0).cookTime, 1);
  EXPECT_EQ(s.chef(0).held, Item::kNone);
  EXPECT_EQ(s.chef(1).held, Item::kOnion);
}

OvercookedState forcedHandOff() {
  OvercookedState s(layoutByName("forced_coordination"));
  s.chef(0) = Chef{at(3, 2), Direction::kWest, Item::kNone};
  s.chef(1) = Chef{at(1, 2), Direction::kEast, Item::kOnion};
  return s;
}

TEST(OvercookedSpec, OC15_HandOffOverASharedCounter) {
  OvercookedState s = forcedHandOff();
  s.applyJointAction(X, I);
  EXPECT_EQ(s.counterItem(at(2, 2)), Item::kOnion);
  EXPECT_EQ(s.chef(1).held, Item::kNone);
  s.applyJointAction(I, X);
  EXPECT_EQ(s.chef(0).held, Item::kOnion);
  EXPECT_EQ(s.counterItem(at(2, 2)), Item::kNone);
}

TEST(OvercookedSpec, OC16_SimultaneousHandOffResolvesInPlayerOrder) {
  OvercookedState s = forcedHandOff();
  s.applyJointAction(I, I);
  EXPECT_EQ(s.counterItem(at(2, 2)), Item::kOnion);
  EXPECT_EQ(s.chef(0).held, Item::kNone);
  EXPECT_EQ(s.chef(1).held, Item::kNone);
}

TEST(OvercookedSpec, OC21_EpisodeEndsAfter400Ticks) {
  for (const std::string& layout : layoutNames()) {
    OvercookedOptions options;
    options.layout = layout;
    OvercookedEnvironment env(options);
    int decisions = 0;
    while (!env.score().ended) {
      ASSERT_LT(++decisions, 5000) << layout;
      for (int agent : env.agentsToAct()) {
        // Alternate useful-looking actions so that soups can happen, deterministically.
        const std::vector<std::string> legal = env.legalCommands(agent);
        ASSERT_FALSE(legal.empty());
        ASSERT_TRUE(env.act(agent, legal[(decisions + agent) % legal.size()]).accepted);
      }
    }
    const agents::Score score = env.score();
    EXPECT_EQ(env.state().tick(), 400) << layout;
    EXPECT_EQ(score.metrics.at("ticks"), 400);
    EXPECT_EQ(score.metrics.at("score"), 20 * score.metrics.at("deliveries"));
    EXPECT_FALSE(env.act(0, "wait.").accepted);
    EXPECT_TRUE(env.agentsToAct().empty());
  }
}

}  // namespace
}  // namespace craftmate::games::overcooked
