// The scripted planner plays every layout through the observation text only: it never writes an
// action that is not on offer and it cooperates to deliver soups in each kitchen.

#include <gtest/gtest.h>

#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_scripted_player.h"
#include "games/overcooked/overcooked_text_view.h"

namespace craftmate::games::overcooked {
namespace {

struct Episode {
  int score = 0;
  int rejected = 0;
};

Episode selfPlay(const std::string& layout) {
  OvercookedOptions options;
  options.layout = layout;
  OvercookedEnvironment env(options);
  OvercookedScriptedPlayer players[2];
  std::string feedback[2];
  Episode e;
  while (!env.score().ended) {
    for (int a : env.agentsToAct()) {
      const auto r = env.act(a, players[a].reply(a, env.observation(a), feedback[a]));
      feedback[a] = r.output;
      if (!r.accepted) {
        ++e.rejected;
        env.act(a, "wait.");
      }
    }
  }
  e.score = static_cast<int>(env.score().metrics.at("score"));
  return e;
}

TEST(OvercookedScriptedPlayer, CooperatesInEveryLayout) {
  // The paper's best LLM (GPT-4-turbo) scores 140-260 per layout (Table 1); the planner must at
  // least keep a kitchen running: five soups or more in 400 ticks in every layout.
  for (const std::string& layout : layoutNames()) {
    const Episode e = selfPlay(layout);
    EXPECT_EQ(e.rejected, 0) << layout;
    EXPECT_GE(e.score, 100) << layout;
  }
}

TEST(OvercookedScriptedPlayer, ReadsTheObservationBack) {
  OvercookedState s(layoutByName("forced_coordination"));
  s.chef(0).held = Item::kOnion;
  s.pot(0) = Pot{3, 7};
  s.setCounterItem(Pos{2, 2}, Item::kOnion);
  const OvercookedTextView v = readObservation(renderObservation(s, 1, {}));
  EXPECT_EQ(v.partner, "Alice");
  EXPECT_EQ(v.myItem, "nothing");
  EXPECT_EQ(v.partnerItem, "onion");
  EXPECT_FALSE(v.mine.at("c0").reachable);
  EXPECT_EQ(v.mine.at("o1").distance, 0);
  EXPECT_EQ(v.partners.at("d0").distance, 2);
  EXPECT_TRUE(v.cookers.at("c0").cooking);
  EXPECT_EQ(v.cookers.at("c0").onions, 3);
  EXPECT_EQ(v.counters.at("s1"), "onion");
  EXPECT_EQ(v.counters.at("s0"), "");
  EXPECT_EQ(v.mine.at("k1").distance, 1);  // the closest empty kitchen counter
  EXPECT_EQ(v.actions.back(), "move away.");
}

}  // namespace
}  // namespace craftmate::games::overcooked

namespace craftmate::games::overcooked {
namespace {

// `craftmate play` keeps one policy object for both chefs: it must play exactly as two do.
TEST(OvercookedScriptedPlayer, OneObjectForBothChefsPlaysLikeTwo) {
  for (const std::string& layout : {std::string("cramped_room"), std::string("forced_coordination")}) {
    OvercookedOptions options;
    options.layout = layout;
    OvercookedEnvironment env(options);
    OvercookedScriptedPlayer one;
    while (!env.score().ended) {
      for (int a : env.agentsToAct()) ASSERT_TRUE(env.act(a, one.reply(a, env.observation(a), "")).accepted);
    }
    EXPECT_EQ(env.score().metrics.at("score"), selfPlay(layout).score) << layout;
  }
}

}  // namespace
}  // namespace craftmate::games::overcooked
