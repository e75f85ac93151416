// The twelve numbered test cases of spec §8 (../shared/specs/collab_overcooked.md), one test each.

#include <gtest/gtest.h>

#include "games/collab_overcooked/collab_overcooked_environment.h"
#include "games/collab_overcooked/collab_overcooked_metrics.h"
#include "games/collab_overcooked/collab_overcooked_task.h"
#include "tests/games/collab_overcooked/collab_overcooked_rat_runner.h"

namespace craftmate::games::collab_overcooked {
namespace {

constexpr double kTol = 1e-6;
using Strings = std::vector<std::string>;

const Task& task(const char* name) {
  const Task* t = findTask(name);
  if (t == nullptr) throw std::runtime_error(name);
  return *t;
}

Strings slice(const Strings& v, std::size_t from, std::size_t to) { return Strings(v.begin() + from, v.begin() + to); }

TEST(CollabOvercookedSpec, T01_TesPaperExamplePrefixNotLcs) {
  const Strings rat = {"pickup(tofu,ingredient_dispenser)", "put_obj_in_utensil(chopping_board_0)", "cut(chopping_board_0)",
                       "pickup(chopped_tofu,chopping_board_0)", "place_obj_on_counter()"};
  Strings h = rat;
  h[3] = "pickup(egg,ingredient_dispenser)";
  EXPECT_EQ(prefixMatchLength(rat, h), 3);
  EXPECT_NEAR(trajectoryEfficiency(rat, h), 1.9025 * 3 / (5 + 0.9025 * 5), kTol);
  EXPECT_NEAR(trajectoryEfficiency(rat, h), 0.6, kTol);
}

TEST(CollabOvercookedSpec, T02_MissingFirstRatActionGivesZero) {
  const Task& t = task("boiled_corn_slices");
  const Strings& rat = t.references[0].agent[1];
  ASSERT_EQ(rat.size(), 5u);
  EXPECT_EQ(rat[0], "pickup(corn,ingredient_dispenser)");
  const Strings h = slice(rat, 1, 5);
  EXPECT_EQ(prefixMatchLength(rat, h), 0);
  EXPECT_DOUBLE_EQ(trajectoryEfficiency(t, 1, h).value, 0.0);
}

TEST(CollabOvercookedSpec, T03_RedundancyPenaltyAndNegativeItes) {
  const Task& t = task("baked_bell_pepper");
  const Strings rat = t.references[0].agent[1];
  ASSERT_EQ(rat, (Strings{"pickup(bell_pepper,ingredient_dispenser)", "place_obj_on_counter()"}));
  Strings h = rat;
  h.push_back("pickup(dish,dish_dispenser)");
  EXPECT_NEAR(trajectoryEfficiency(t, 1, h).value, 3.805 / 4.7075, kTol);
  EXPECT_NEAR(trajectoryEfficiency(t, 1, h).value, 0.808285, kTol);
  EXPECT_DOUBLE_EQ(trajectoryEfficiency(t, 1, rat).value, 1.0);
  EXPECT_NEAR(incrementalEfficiency(t, 1, rat, {"pickup(dish,dish_dispenser)"}), -0.191715, kTol);
}

TEST(CollabOvercookedSpec, T04_MaxOverMultipleRats) {
  const Task& t = task("sliced_bell_pepper_and_corn_stew");
  const Strings h = {"pickup(bell_pepper,ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)",
                     "cut(chopping_board0)", "pickup(corn,ingredient_dispenser)", "place_obj_on_counter()"};
  ASSERT_EQ(t.references.size(), 2u);
  EXPECT_NEAR(trajectoryEfficiency(t.references[0].agent[1], h), 0.422387, kTol);
  EXPECT_NEAR(trajectoryEfficiency(t.references[1].agent[1], h), 9.5125 / 13.5125, kTol);
  const TesResult best = trajectoryEfficiency(t, 1, h);
  EXPECT_NEAR(best.value, 0.703978, kTol);
  EXPECT_EQ(best.reference, 1);  // reference_2
  EXPECT_EQ(best.matched, 5);
}

TEST(CollabOvercookedSpec, T05_InitiationAndResponseBothIncorrect) {
  const Task& t = task("sliced_eggplant_and_chickpea_stew");
  CollaborationEvent e;
  e.responderHistory = {"pickup(eggplant,ingredient_dispenser)"};
  e.requests = extractRequests("request('cut(chopping_board0)'); request('place_obj_on_counter()')", 1);
  e.response = extractResponse("cut(chopping_board0); place_obj_on_counter()", 1);
  EXPECT_EQ(e.requests, (Strings{"cut(chopping_board0)", "place_obj_on_counter()"}));
  EXPECT_EQ(e.response, e.requests);
  EXPECT_NEAR(trajectoryEfficiency(t, 1, e.responderHistory).value, 1.9025 / 9.9025, kTol);
  EXPECT_NEAR(trajectoryEfficiency(t, 1, {"pickup(eggplant,ingredient_dispenser)", "cut(chopping_board0)",
                                          "place_obj_on_counter()"}).value,
              1.9025 / 11.7075, kTol);
  scoreEvent(t, e);
  EXPECT_NEAR(e.initiation, -0.029621, kTol);
  EXPECT_NEAR(e.response_, -0.029621, kTol);
  const Strings control = {"put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                           "pickup(eggplant_slices,chopping_board0)", "place_obj_on_counter()"};
  EXPECT_NEAR(incrementalEfficiency(t, 1, e.responderHistory, control), 0.511855, kTol);
  const CollaborationScores s = collaborationScores({e});
  EXPECT_DOUBLE_EQ(s.initiating, 0.0);
  EXPECT_DOUBLE_EQ(s.responding, 0.0);
}

TEST(CollabOvercookedSpec, T06_MixedInitiationAndResponseCases) {
  {  // Case 2: the request is wrong (and misspelled), the response right.
    const Task& t = task("sliced_pumpkin_and_chickpea_stew");
    EXPECT_TRUE(extractRequests("request('cut(chopping board0)'): wait(1)", 1).empty());  // not in the action space
    EXPECT_DOUBLE_EQ(incrementalEfficiency(t, 1, {}, {"cut(chopping_board0)"}), 0.0);
    CollaborationEvent e;
    e.requests = {"cut(chopping_board0)"};
    e.response = extractResponse(
        "pickup(pumpkin, ingredient_dispenser), put_obj_in_utensil(chopping_board0),cut(chopping_board0)", 1);
    ASSERT_EQ(e.response.size(), 3u);
    scoreEvent(t, e);
    EXPECT_DOUBLE_EQ(e.initiation, 0.0);
    EXPECT_NEAR(e.response_, 1.9025 * 3 / (9 + 0.9025 * 3), kTol);
    EXPECT_NEAR(e.response_, 0.487508, kTol);
  }
  {  // Case 1
    const Task& t = task("baked_bell_pepper");
    CollaborationEvent e;
    e.requests = extractRequests("request('pickup(bell_pepper, ingredient_dispenser)'); request('place_obj_on_counter()')", 1);
    scoreEvent(t, e);
    EXPECT_NEAR(e.initiation, 1.0, kTol);
  }
  {  // Case 3: the response names `dispenser`, which is no place, and loses its first action.
    const Task& t = task("mashed_cauliflower_and_lentil_patty");
    CollaborationEvent e;
    e.requests = extractRequests(
        "request('pickup(cauliflower, ingredient_dispenser)'); request('put_obj_in_utensil(chopping_board0)'); "
        "request('cut(chopping_board0)'); request('place_obj_on_counter()')",
        1);
    ASSERT_EQ(e.requests.size(), 4u);
    e.response = extractResponse(
        "pickup(cauliflower, dispenser); put_obj_in_utensil(chopping_board0); cut(chopping_board0); place_obj_on_counter()", 1);
    EXPECT_EQ(e.response, (Strings{"put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)", "place_obj_on_counter()"}));
    scoreEvent(t, e);
    EXPECT_NEAR(e.initiation, 5.7075 / 17.61, kTol);
    EXPECT_NEAR(e.initiation, 0.324106, kTol);
    EXPECT_DOUBLE_EQ(e.response_, 0.0);
  }
}

TEST(CollabOvercookedSpec, T07_ProgressCompletenessAndCollaborationAggregation) {
  const Task& t = task("baked_pumpkin_soup");
  const double bob = trajectoryEfficiency(t, 0, slice(t.references[0].agent[0], 0, 4)).value;
  const double alice = trajectoryEfficiency(t, 1, slice(t.references[0].agent[1], 0, 5)).value;
  EXPECT_NEAR(bob, 7.61 / 12.61, kTol);
  EXPECT_NEAR(alice, 9.5125 / 11.5125, kTol);
  EXPECT_NEAR(progressCompleteness(bob, alice), 0.714883, kTol);
  std::vector<CollaborationEvent> events(4);
  const double values[4][2] = {{1.0, 1.0}, {-0.03, -0.03}, {0.0, 0.49}, {0.32, 0.10}};
  for (int i = 0; i < 4; ++i) {
    events[i].initiation = values[i][0];
    events[i].response_ = values[i][1];
  }
  const CollaborationScores s = collaborationScores(events);
  EXPECT_DOUBLE_EQ(s.initiating, 0.5);  // c1 = 0.0 is not > 0
  EXPECT_DOUBLE_EQ(s.responding, 0.75);
  EXPECT_EQ(s.events, 4);
  EXPECT_DOUBLE_EQ(collaborationScores({}).initiating, 0.0);
}

std::vector<std::pair<int, std::string>> timeline(const std::vector<ExecutedAction>& events) {
  std::vector<std::pair<int, std::string>> out;
  for (const ExecutedAction& e : events) out.emplace_back(e.timestep, actionText(e.action));
  return out;
}

TEST(CollabOvercookedSpec, T08_DeterministicTimingOfRatExecution) {
  {
    const Task& t = task("baked_bell_pepper");
    testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
    // The oven processes during 11-13: at the start of 12 it reports 2 more timesteps.
    driver.run([](const CollabOvercookedEnvironment& env) { return env.state().timestep() == 12; });
    EXPECT_NE(driver.env().observation(0).find("<oven0> starts processing baked_bell_pepper,it will be ready after 2 timesteps; "),
              std::string::npos);
    driver.run();
    // History stamps are the timestep after each INTERACT (the authors' stamping; the INTERACTs happen
    // at 2, 4 and 6, 10, 11, 14, 16), except the correct delivery's, which main.py stamps itself.
    using Timeline = std::vector<std::pair<int, std::string>>;
    EXPECT_EQ(timeline(driver.env().state().history(1)),
              (Timeline{{3, "pickup(bell_pepper,ingredient_dispenser)"}, {5, "place_obj_on_counter()"}}));
    EXPECT_EQ(timeline(driver.env().state().history(0)),
              (Timeline{{7, "pickup(bell_pepper,counter)"}, {11, "put_obj_in_utensil(oven0)"}, {12, "bake(oven0)"},
                        {15, "pickup(baked_bell_pepper,oven0)"}, {16, "deliver_soup()"}}));
    EXPECT_EQ(driver.env().state().successTime(), 16);
    const agents::Score s = driver.env().score();
    EXPECT_TRUE(s.complete);
    EXPECT_DOUBLE_EQ(s.metrics.at("TES_agent_0"), 1.0);
    EXPECT_DOUBLE_EQ(s.metrics.at("TES_agent_1"), 1.0);
    EXPECT_DOUBLE_EQ(s.metrics.at("PC"), 1.0);
  }
  {
    const Task& t = task("boiled_egg");
    const testing::RatRun run = testing::runReference(t, 0);
    std::vector<int> times;
    for (const ExecutedAction& e : run.events[1]) times.push_back(e.timestep);
    for (const ExecutedAction& e : run.events[0]) times.push_back(e.timestep);
    // INTERACTs at 2, 4, 6, 8, 9, 12, 15; the correct delivery keeps its own timestep (main.py records it).
    EXPECT_EQ(times, (std::vector<int>{3, 5, 7, 9, 10, 13, 15}));
    EXPECT_EQ(run.deliveredAt, 15);
  }
}

TEST(CollabOvercookedSpec, T09_SuccessRateTimeLimit) {
  const int limits[7] = {0, 24, 34, 52, 48, 82, 96};
  for (const Task& t : allTasks()) EXPECT_EQ(t.timeLimit(1.5), limits[t.level]) << t.order;
  const Task& t = task("boiled_corn_slices");  // delivers at 23 when nobody hesitates
  {  // 11 steps late: delivered at t = 34 = the limit -> success
    testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
    driver.delay(1, 11);
    driver.run();
    EXPECT_EQ(driver.env().state().successTime(), 34);
    EXPECT_DOUBLE_EQ(driver.env().score().metrics.at("SR"), 1.0);
  }
  {  // 12 steps late: the delivery would fall at 35; the episode ends at the limit, a failure
    testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
    driver.delay(1, 12);
    driver.run();
    EXPECT_TRUE(driver.env().ended());
    EXPECT_FALSE(driver.env().state().success());
    EXPECT_DOUBLE_EQ(driver.env().score().metrics.at("SR"), 0.0);
  }
  {  // 14 steps late: the Chef takes the dish out of the pot at t = 34, too late to count
    testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
    driver.delay(1, 14);
    driver.run();
    EXPECT_TRUE(driver.env().ended());
    const agents::Score s = driver.env().score();
    EXPECT_FALSE(s.complete);
    EXPECT_DOUBLE_EQ(s.metrics.at("SR"), 0.0);
    // PC reads the history truncated to t < 34: the Chef's actions at 34 and later do not count.
    std::vector<std::string> chef;
    for (const ExecutedAction& e : driver.env().state().history(0)) {
      if (e.timestep < 34) chef.push_back(actionText(e.action));
    }
    EXPECT_LT(chef.size(), driver.env().state().history(0).size());
    EXPECT_NEAR(s.metrics.at("TES_agent_0"), trajectoryEfficiency(t, 0, chef).value, kTol);
    EXPECT_GT(s.metrics.at("PC"), 0.0);
  }
  {  // with the same delay but gamma = 2 (limit 46) the team is in time
    EnvironmentOptions options;
    options.gamma = 2.0;
    testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1], options);
    driver.delay(1, 12);
    driver.run();
    EXPECT_EQ(driver.env().state().successTime(), 35);
    EXPECT_DOUBLE_EQ(driver.env().score().metrics.at("SR"), 1.0);
  }
}

TEST(CollabOvercookedSpec, T10_WrongRecipeAndWrongDelivery) {
  const Task& t = task("baked_bell_pepper");
  {
    testing::ScriptDriver driver(t, {"pickup(egg,counter)", "put_obj_in_utensil(oven0)"},
                                 {"pickup(egg,ingredient_dispenser)", "place_obj_on_counter()"});
    driver.run(testing::executed(0, 2));
    CollabOvercookedEnvironment& env = driver.env();
    ASSERT_EQ(env.agentsToAct().front(), 0);
    EXPECT_NE(env.observation(0).find("<oven0> has egg,which seems do not belong to any recipe;"), std::string::npos);
    const int bakeStep = env.state().timestep();
    const agents::CommandResult r = env.act(0, "bake(oven0)");
    EXPECT_TRUE(r.accepted) << r.output;
    // Bob stands at the oven facing it, so bake runs in this very step; he is asked again next step.
    while (env.agentsToAct().front() != 0) env.act(env.agentsToAct().front(), "wait(1)");
    EXPECT_EQ(env.state().timestep(), bakeStep + 1);
    EXPECT_EQ(env.state().utensil(2).phase, UtensilPhase::Empty);
    EXPECT_NE(env.observation(0).find("TIMESTEP " + std::to_string(bakeStep + 1) +
                                      ": Due to the items in oven0 not matching any recipe, an error occurred, and the items "
                                      "in oven0 has been automatically deleted."),
              std::string::npos);
    EXPECT_NE(env.observation(0).find("<oven0> is empty; "), std::string::npos);
  }
  {
    testing::ScriptDriver driver(
        t, {"pickup(sweet_potato,counter)", "put_obj_in_utensil(oven0)", "bake(oven0)", "pickup(baked_sweet_potato,oven0)"},
        {"pickup(sweet_potato,ingredient_dispenser)", "place_obj_on_counter()"});
    driver.run(testing::executed(0, 4));
    CollabOvercookedEnvironment& env = driver.env();
    ASSERT_EQ(env.state().agent(0).held.item, ItemCatalog::instance().find("baked_sweet_potato"));
    const std::size_t before = env.state().history(0).size();
    EXPECT_TRUE(env.act(0, "deliver_soup()").accepted);
    driver.run(testing::executed(0, before + 1));
    EXPECT_TRUE(env.state().agent(0).held.empty());  // the wrong dish is gone
    EXPECT_FALSE(env.state().success());
    EXPECT_FALSE(env.ended());
  }
}

TEST(CollabOvercookedSpec, T11_DishRules) {
  {
    const Task& t = task("baked_pumpkin_soup");
    const Strings& bob = t.references[0].agent[0];
    testing::ScriptDriver driver(t, slice(bob, 0, 6), t.references[0].agent[1]);
    // (a) pot0 ready with the soup, Bob empty-handed.
    driver.run([](const CollabOvercookedEnvironment& env) {
      return env.state().utensil(0).phase == UtensilPhase::Ready && env.agentsToAct().front() == 0;
    });
    CollabOvercookedEnvironment& env = driver.env();
    const agents::CommandResult r = env.act(0, "pickup(baked_pumpkin_soup,pot0)");
    EXPECT_FALSE(r.accepted);
    EXPECT_NE(r.output.find("chef can not pick up baked_pumpkin_soup from pot0. baked_pumpkin_soup need a dish."),
              std::string::npos)
        << r.output;
    // (b) a dish from the counter, filled from the pot.
    EXPECT_TRUE(env.act(0, "pickup(dish,counter)").accepted);
    driver.run(testing::executed(0, 7));
    ASSERT_EQ(env.agentsToAct().front(), 0);
    EXPECT_TRUE(env.act(0, "fill_dish_with_food(pot0)").accepted);
    driver.run(testing::executed(0, 8));
    EXPECT_TRUE(env.state().agent(0).held.withDish);
    EXPECT_EQ(env.state().utensil(0).phase, UtensilPhase::Empty);
    EXPECT_NE(env.observation(0).find("<Chef> holds a dish with baked_pumpkin_soup and needs to deliver soup."),
              std::string::npos);
    // (c) delivered: success.
    EXPECT_TRUE(env.act(0, "deliver_soup()").accepted);
    driver.run();
    EXPECT_TRUE(env.score().complete);
  }
  {
    const Task& t = task("baked_bell_pepper");
    testing::ScriptDriver driver(t, {"pickup(dish,counter)"}, {"pickup(dish,dish_dispenser)", "place_obj_on_counter()"});
    driver.run(testing::executed(0, 1));
    CollabOvercookedEnvironment& env = driver.env();
    ASSERT_EQ(env.state().agent(0).held.item, ItemCatalog::instance().dish());
    // (d) this order needs no dish.
    agents::CommandResult r = env.act(0, "fill_dish_with_food(oven0)");
    EXPECT_FALSE(r.accepted);
    EXPECT_NE(r.output.find("baked_bell_pepper does not need dish. Please directly pick cooked food from utensil and "
                            "deliver it to the service location."),
              std::string::npos)
        << r.output;
    // (e) dishes never go into utensils.
    r = env.act(0, "put_obj_in_utensil(oven0)");
    EXPECT_FALSE(r.accepted);
    EXPECT_NE(r.output.find("You can not put dish into any utensil. Dish can only be placed on counter."), std::string::npos);
  }
}

TEST(CollabOvercookedSpec, T12_ResourceIsolationAndObservationText) {
  const Task& t = task("baked_bell_pepper");
  CollabOvercookedEnvironment env(t);
  EXPECT_NE(env.observation(0).find(
                "Scene 0: <Chef> holds nothing. The planned sequence of actions (yet to be performed) for Chef is [] "
                "<Assistant> holds nothing. The planned sequence of actions (yet to be performed) for Assistant is [] "
                "Kitchen states: <pot0> is empty; <chopping_board0> is empty; <oven0> is empty; <blender0> is empty; 3 "
                "counters can be visited by <Chef>. Their states are as follows: counters have nothing.\n"),
            std::string::npos)
      << env.observation(0);
  const auto expectError = [&](int agent, const char* action, const std::string& message) {
    const ParsedAction a = parseAction(action);
    ASSERT_TRUE(a.ok) << action;
    const ActionError e = env.state().check(agent, a.action);
    EXPECT_EQ(env.state().errorText(agent, a.action, e).substr(0, message.size()), message) << action;
  };
  expectError(0, "pickup(bell_pepper,ingredient_dispenser)",
              "Chef can not directly access dispenser.Chef can gain ingredients with the help of assistant.");
  expectError(1, "cook(pot0)", "assistant can not reach the pot0..Please check if the utensil is in your space.");
  expectError(0, "pickup(pumpkin_slices,counter)",
              "There is no pumpkin_slices on counter chef can visited.If assistant is already preparing ingredient for "
              "you,you should wait.");
  // The same through the text interface: the world rejects and asks the Chef to correct.
  const agents::CommandResult r = env.act(0, "Chef analysis: get it myself\nChef plan: pickup(bell_pepper, ingredient_dispenser)\nChef say: [NOTHING]");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output,
            "Your action pickup(bell_pepper, ingredient_dispenser) raised an error: Chef can not directly access "
            "dispenser.Chef can gain ingredients with the help of assistant.");
  EXPECT_NE(env.observation(0).find("Below are the failed and analysis history about your last chosed action"), std::string::npos);
  // Alice fetches a bell pepper and places it from (1,1) facing east: it lands on (2,1).
  testing::ScriptDriver driver(t, {}, {"pickup(bell_pepper,ingredient_dispenser)", "place_obj_on_counter()"});
  driver.run(testing::executed(1, 2));
  const OvercookedState& s = driver.env().state();
  EXPECT_EQ(s.agent(1).position, (Cell{1, 1}));
  EXPECT_EQ(s.agent(1).facing, Direction::East);
  EXPECT_EQ(s.counter(Layout::standard().counterAt(Cell{2, 1})).item, ItemCatalog::instance().find("bell_pepper"));
  const std::string obs = driver.env().observation(0);
  EXPECT_NE(obs.find("3 counters can be visited by <Chef>. Their states are as follows: 1 counters have bell_pepper which "
                     "you can pick it up. \n"),
            std::string::npos)
      << obs;
}

}  // namespace
}  // namespace craftmate::games::collab_overcooked
