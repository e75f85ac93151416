// The environment's text protocol: reply fields, plans, format errors, corrections, conversations
// and their IC/RC events, turn order and the end of an episode.

#include <gtest/gtest.h>

#include "games/collab_overcooked/collab_overcooked_environment.h"
#include "games/collab_overcooked/collab_overcooked_reply.h"
#include "tests/games/collab_overcooked/collab_overcooked_rat_runner.h"

namespace craftmate::games::collab_overcooked {
namespace {

const Task& task(const char* name) { return *findTask(name); }

TEST(CollabOvercookedReply, FieldsBarePlansAndNothing) {
  AgentReply r = parseReply(
      "Chef analysis: the pepper first.\nChef plan: request('pickup(bell_pepper, ingredient_dispenser)'); wait(1)\n"
      "Chef say: Alice, please get a bell pepper. [END]",
      0);
  EXPECT_EQ(r.analysis, "the pepper first.");
  EXPECT_EQ(r.plan, "request('pickup(bell_pepper, ingredient_dispenser)'); wait(1)");
  EXPECT_EQ(r.say, "Alice, please get a bell pepper. [END]");
  r = parseReply("assistant PLAN: cut(chopping_board0)\nAssistant say: [NOTHING]", 1);
  EXPECT_EQ(r.plan, "cut(chopping_board0)");
  EXPECT_TRUE(r.say.empty());
  r = parseReply("pickup(egg, ingredient_dispenser); place_obj_on_counter()", 1);
  EXPECT_EQ(r.plan, "pickup(egg, ingredient_dispenser); place_obj_on_counter()");
  const std::vector<PlanItem> items = parsePlan("request('cut(chopping_board0)'); 1. pickup(egg, counter); ; deliver()");
  ASSERT_EQ(items.size(), 2u);  // the request is a message, not an action
  EXPECT_TRUE(items[0].parsed.ok);
  EXPECT_EQ(actionText(items[0].parsed.action), "pickup(egg,counter)");
  EXPECT_EQ(actionText(items[1].parsed.action), "deliver_soup()");  // deliver() is deliver_soup()
  EXPECT_EQ(actionText(parsePlan("[NOTHING]").at(0).parsed.action), "wait(1)");
  EXPECT_TRUE(messageEndsChannel("ok [END]"));
  EXPECT_TRUE(messageEndsChannel("[NOTHING]"));
  EXPECT_FALSE(messageEndsChannel("please send a dish"));
}

TEST(CollabOvercookedReply, FormatErrorsCarryTheAuthorsText) {
  const std::pair<const char*, const char*> cases[] = {
      {"pickup(egg)", "Wrong pickup() params. It should have 2 params: obj and distination."},
      {"pickup(unicorn, counter)", "Wrong pickup() params unicorn. It does not belong to any recipe ingredients or dish."},
      {"pickup(egg, fridge)", "Wrong pickup() params fridge. It does not belong to any utensils, dispenser or counter."},
      {"pickup(corn_slices, ingredient_dispenser)",
       "Wrong pickup() params corn_slices,ingredient_dispenser. You can only get raw ingredients and dish from dispenser."},
      {"pickup(dish, ingredient_dispenser)",
       "Wrong pickup() params dish,ingredient_dispenser. You can only get dish from dish_dispenser."},
      {"pickup(egg, dish_dispenser)", "Wrong pickup() params egg,dish_dispenser. You can only get ingredient from ingredient_dispenser."},
      {"pickup(pot0, counter)", "You can not move utensil. It is fixed! If you can not access utensil, you should use counter as transfer station"},
      {"put_obj_in_utensil()", "Wrong put_obj_in_utensil() params. It should have 1 params: utensil."},
      {"put_obj_in_utensil(sink0)", "Wrong put_obj_in_utensil() parmas:sink0"},
      {"fill_dish_with_food()", "Wrong fill_dish_with_food() params. It should have 1 params: utensil."},
      {"cook(oven0)", "Wrong cook() parmas:oven0"},
      {"cut(chopping board0)", "Wrong cut() parmas:choppingboard0"},
      {"wait(6)", "Too long wait time. It should be less than 5."},
      {"wait(-1)", "Wait time is not valide."},
      {"dance()", "please check your plan,make sure your plan is a sequence of action seperated by ';' in one line, without any description or serial number."},
      {"(( ~~ ))", "please check your plan,make sure your plan is a sequence of action seperated by ';' in one line, without any description or serial number."},
  };
  for (const auto& [text, message] : cases) {
    const ParsedAction p = parseAction(text);
    EXPECT_FALSE(p.ok) << text;
    EXPECT_EQ(p.error, message) << text;
  }
  EXPECT_TRUE(parseAction("wait").ok);  // a bare wait is one timestep
  EXPECT_EQ(parseAction("put_obj_in_utensil(egg, pot0)").action.utensil, 0);  // two params: the second is the utensil
}

TEST(CollabOvercookedEnvironment, ChefRequestOpensAChannelInsideTheTimestep) {
  CollabOvercookedEnvironment env(task("baked_bell_pepper"));
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{0, 1}));
  agents::CommandResult r = env.act(
      0, "Chef analysis: a\nChef plan: request('pickup(bell_pepper, ingredient_dispenser)'); request('place_obj_on_counter()'); wait(1)\n"
         "Chef say: Please fetch a bell pepper and put it on the counter. [END]");
  EXPECT_TRUE(r.accepted) << r.output;
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{1}));
  EXPECT_EQ(env.state().timestep(), 0);
  const std::string obs = env.observation(1);
  EXPECT_NE(obs.find("Past conversation turns:\nChef says (turn 1):Please fetch a bell pepper and put it on the counter. [END]\n"),
            std::string::npos)
      << obs;
  r = env.act(1, "Assistant analysis: ok\nAssistant plan: pickup(bell_pepper, ingredient_dispenser); place_obj_on_counter()\n"
                 "Assistant say: [NOTHING]");
  EXPECT_TRUE(r.accepted) << r.output;
  // The channel closed after one answer ([END]); the world ran until the Chef's wait(1) ended.
  ASSERT_EQ(env.collaborationEvents().size(), 1u);
  const CollaborationEvent& e = env.collaborationEvents()[0];
  EXPECT_EQ(e.timestep, 0);
  EXPECT_EQ(e.requests, (std::vector<std::string>{"pickup(bell_pepper,ingredient_dispenser)", "place_obj_on_counter()"}));
  EXPECT_EQ(e.response, e.requests);
  EXPECT_DOUBLE_EQ(e.initiation, 1.0);
  EXPECT_DOUBLE_EQ(e.response_, 1.0);
  EXPECT_EQ(env.state().timestep(), 1);
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{0}));
  // The Assistant's queue is what it said it would do.
  EXPECT_NE(env.observation(0).find("for Assistant is [pickup(bell_pepper, ingredient_dispenser);place_obj_on_counter()] "),
            std::string::npos);
  const agents::Score s = env.score();
  EXPECT_DOUBLE_EQ(s.metrics.at("IC"), 1.0);
  EXPECT_DOUBLE_EQ(s.metrics.at("RC"), 1.0);
  EXPECT_DOUBLE_EQ(s.metrics.at("collaborations"), 1.0);
}

TEST(CollabOvercookedEnvironment, ChannelAlternatesUntilTheInitiatorEndsOrTheCap) {
  EnvironmentOptions options;
  options.maxChannelRounds = 2;
  CollabOvercookedEnvironment env(task("baked_bell_pepper"), options);
  env.act(0, "Chef plan: wait(1)\nChef say: Do you have an idea?");
  ASSERT_EQ(env.agentsToAct(), (std::vector<int>{1}));
  env.act(1, "Assistant plan: wait(1)\nAssistant say: Tell me what to do.");
  ASSERT_EQ(env.agentsToAct(), (std::vector<int>{0}));  // no [END]: the Chef speaks again
  EXPECT_NE(env.observation(0).find("Assistant says (turn 1):Tell me what to do.\n"), std::string::npos);
  env.act(0, "Chef plan: wait(1)\nChef say: Fetch an egg.");
  ASSERT_EQ(env.agentsToAct(), (std::vector<int>{1}));
  env.act(1, "Assistant plan: pickup(egg, ingredient_dispenser)\nAssistant say: ok");
  // Two answers reached the cap; the channel is closed and scored.
  EXPECT_EQ(env.collaborationEvents().size(), 1u);
  EXPECT_EQ(env.collaborationEvents()[0].response, std::vector<std::string>{});  // first non-empty plan was wait(1)
  EXPECT_GE(env.state().timestep(), 1);
}

TEST(CollabOvercookedEnvironment, AssistantInitiatedChannelsAreNotScored) {
  CollabOvercookedEnvironment env(task("baked_bell_pepper"));
  env.act(0, "wait(1)");
  env.act(1, "Assistant plan: wait(1)\nAssistant say: What should I do?");
  ASSERT_EQ(env.agentsToAct(), (std::vector<int>{0}));  // the Chef answers first
  env.act(0, "Chef plan: wait(1)\nChef say: Fetch a bell pepper.");
  ASSERT_EQ(env.agentsToAct(), (std::vector<int>{1}));  // then the initiator, whose plan replaces its first
  env.act(1, "Assistant plan: pickup(bell_pepper, ingredient_dispenser)\nAssistant say: Will do. [END]");
  EXPECT_EQ(env.state().current(1).type, ActionType::Pickup);
  EXPECT_TRUE(env.collaborationEvents().empty());
  EXPECT_DOUBLE_EQ(env.score().metrics.at("IC"), 0.0);
}

TEST(CollabOvercookedEnvironment, OneCorrectionThenWait) {
  CollabOvercookedEnvironment env(task("baked_bell_pepper"));
  agents::CommandResult r = env.act(0, "bake(oven0); wait(1)");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output, "Your action bake(oven0) raised an error: Ingredients in oven0 are not enough to begin the operation.");
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{0, 1}));
  const std::string obs = env.observation(0);
  EXPECT_NE(obs.find("Below are the failed and analysis history about your last chosed action,you can use the information to "
                     "reach correct action alone AND DO NOT COMMUNICATE WITH YOUR TEAMMATE :\nYour action bake(oven0) raised "
                     "an error: Ingredients in oven0 are not enough to begin the operation.\n"),
            std::string::npos);
  EXPECT_NE(obs.find("for Chef is [wait(1)] "), std::string::npos);  // the rest of the plan is still shown
  r = env.act(0, "deliver_soup()");
  EXPECT_FALSE(r.accepted);
  EXPECT_NE(r.output.find("Your hand is empty."), std::string::npos);
  // The correction failed too: the Chef waits this timestep and its plan is dropped.
  EXPECT_EQ(env.agentsToAct(), (std::vector<int>{1}));
  env.act(1, "wait(1)");
  EXPECT_EQ(env.state().timestep(), 1);
  EXPECT_EQ(env.observation(0).find("Below are the failed"), std::string::npos);
}

TEST(CollabOvercookedEnvironment, GarbageTurnOrderAndTheEnd) {
  CollabOvercookedEnvironment env(task("boiled_egg"));
  agents::CommandResult r = env.act(1, "(( ~~ not a command at all ~~ ))");
  EXPECT_FALSE(r.accepted);
  EXPECT_NE(r.output.find("please check your plan"), std::string::npos);
  env.act(0, "wait(3)");
  env.act(1, "wait(1)");  // the correction
  ASSERT_EQ(env.agentsToAct(), (std::vector<int>{1}));
  r = env.act(0, "wait(1)");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output, "It is not agent 0's turn now; waiting for Assistant.");
  const Task& t = task("boiled_egg");
  testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
  driver.run();
  ASSERT_TRUE(driver.env().ended());
  EXPECT_TRUE(driver.env().agentsToAct().empty());
  r = driver.env().act(0, "wait(1)");
  EXPECT_FALSE(r.accepted);
  EXPECT_NE(r.output.find("The episode has ended"), std::string::npos);
}

TEST(CollabOvercookedEnvironment, EveryLegalCommandIsAccepted) {
  const Task& t = task("baked_pumpkin_soup");
  testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
  for (int stop = 0; stop < 30; stop += 3) {
    driver.run([stop](const CollabOvercookedEnvironment& env) { return env.state().timestep() >= stop; });
    for (int agent : driver.env().agentsToAct()) {
      const std::vector<std::string> legal = driver.env().legalCommands(agent);
      ASSERT_FALSE(legal.empty());
      for (const std::string& command : legal) {
        CollabOvercookedEnvironment copy = driver.env();
        const agents::CommandResult r = copy.act(agent, command);
        EXPECT_TRUE(r.accepted) << "t=" << stop << " " << command << ": " << r.output;
      }
    }
  }
  // Both agents can start with something; the Chef cannot reach a dispenser.
  CollabOvercookedEnvironment fresh(t);
  const std::vector<std::string> chef = fresh.legalCommands(0);
  EXPECT_EQ(chef, std::vector<std::string>{"wait(1)"});
  const std::vector<std::string> assistant = fresh.legalCommands(1);
  EXPECT_EQ(assistant.size(), 29u + 1u + 1u);  // 29 raw ingredients, a dish, wait
}

TEST(CollabOvercookedEnvironment, HistoryShowsTheLastFourOnceLongerThanFive) {
  const Task& t = task("baked_pumpkin_soup");
  testing::ScriptDriver driver(t, t.references[0].agent[0], t.references[0].agent[1]);
  driver.run(testing::executed(1, 6));
  const std::string obs = driver.env().observation(1);
  const std::string history = obs.substr(0, obs.find('\n'));
  EXPECT_EQ(history.find("pickup(pumpkin,ingredient_dispenser)"), std::string::npos);  // the first is dropped
  EXPECT_NE(history.find("{'timestamp': "), std::string::npos);
  EXPECT_NE(history.find("'action': 'pickup(dish,dish_dispenser)'}]"), std::string::npos) << history;
  std::size_t entries = 0;
  for (std::size_t p = history.find("{'timestamp'"); p != std::string::npos; p = history.find("{'timestamp'", p + 1)) ++entries;
  EXPECT_EQ(entries, 4u);
}

TEST(CollabOvercookedEnvironment, PromptsCarryTheRecipeOnlyForTheChef) {
  CollabOvercookedEnvironment env(task("baked_pumpkin_soup"));
  EXPECT_NE(env.goal(0).find("Suppose you are a Chef"), std::string::npos);
  EXPECT_NE(env.goal(0).find("<Recipe need to know>:\nNAME:\nBaked Pumpkin Soup"), std::string::npos);
  EXPECT_NE(env.goal(1).find("Suppose you are a Assistant"), std::string::npos);
  EXPECT_NE(env.goal(1).find("You do not have the recipe"), std::string::npos);
  EXPECT_EQ(env.goal(1).find("Baked Pumpkin Soup"), std::string::npos);
  EXPECT_NE(env.commandDocs(0).find("def bake(oven_name):"), std::string::npos);
  EXPECT_NE(env.commandDocs(1).find("def stir(blender_name):"), std::string::npos);
  EXPECT_NE(env.commandDocs(1).find("Assistant plan:"), std::string::npos);
  EXPECT_EQ(env.promptFields(0).at("STATS"), "");
  EXPECT_EQ(env.promptFields(0).at("INVENTORY"), "nothing");
}

TEST(CollabOvercookedEnvironment, SkillFieldIsTheActionSpaceWithoutTheFormat) {
  // The reflection call pairs the skill prompt with its own output rule, so it needs it alone.
  CollabOvercookedEnvironment env(task("baked_pumpkin_soup"));
  for (int agent : {0, 1}) {
    const std::string skill = env.promptFields(agent).at("SKILL");
    EXPECT_EQ(env.commandDocs(agent).rfind(skill, 0), 0u) << "commandDocs starts with the skill prompt";
    EXPECT_EQ(skill.find("You must provide output in three fields"), std::string::npos);
  }
  EXPECT_NE(env.promptFields(0).at("SKILL").find("def bake(oven_name):"), std::string::npos);
  EXPECT_NE(env.promptFields(1).at("SKILL").find("def stir(blender_name):"), std::string::npos);
}

}  // namespace
}  // namespace craftmate::games::collab_overcooked
