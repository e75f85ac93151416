// MindAgent's dispatcher on CuisineWorld against the local OpenAI-compatible server: the exact chat of
// cuisineworld.md §4.5 (rules, demo, info, two-exchange window), replies extracted by the reference
// regex and applied, a reply without commands answered by the world's feedback in the next prompt,
// the human-in-the-loop mode, and the run store records that `craftmate dataset` exports.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "agents/methods/mindagent_prompts.h"
#include "games/game_registry.h"
#include "memory/sft_dataset.h"
#include "method_test_support.h"

namespace craftmate::agents::methods {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::StartsWith;
using testing::ScriptedChatServer;
using nlohmann::json;

std::unique_ptr<Environment> cuisine(const json& params) { return games::GameRegistry::builtIn().create("cuisineworld", params); }

// cuisineworld.md §4.2 at step 0 of level_9 (seed 0, tau 1.0: MaxJr first, lifetime 17; Appendix H).
const std::string kLevel9FirstPrompt =
    "-execution error messages:\n  --  []\n-execution suggestions:\n  --  []\n"
    "-game state:\ncurrent game level: level_9\ncurrent dishes:\n    name: MaxJr lifetime: 17\n"
    "current game step: 0\nmaximum game steps: 4\n"
    "\n-agent state:\nat(agent0, servingtable0)\nhold(agent0, None)\nat(agent1, servingtable0)\nhold(agent1, None)\n"
    "\n-kitchen state:\ninside(storage0, None)\ninside(pan0, None)\ninside(pan1, None)\ninside(mixer0, None)\n"
    "inside(mixer1, None)\ninside(chopboard0, None)\ninside(chopboard1, None)\ninside(servingtable0, None)\n"
    "\n-accomplished task:\n\n\n-action:\n";

TEST(MindAgentExtraction, FindsEveryCommandOfTheReferenceRegexInOrder) {
  EXPECT_THAT(extractDispatcherCommands("Plan: goto_agent0_storage0, then get_agent1_beef_storage0.\nnoop_agent2"),
              ElementsAre("goto_agent0_storage0", "get_agent1_beef_storage0", "noop_agent2"));
  EXPECT_THAT(extractDispatcherCommands("noop_agent12_ and xgoto_agent3"), ElementsAre("noop_agent12", "goto_agent3"));
  EXPECT_THAT(extractDispatcherCommands("put_agent_pan0 goto agent0 storage0"), ElementsAre());
  EXPECT_THAT(extractDispatcherCommands("activate_agent0__x"), ElementsAre("activate_agent0__x"));
}

TEST(MindAgentDemo, SplitsIntoAlternatingTurnsAndShortens) {
  const std::string demo = "state A\n-action:\n***\ngoto_agent0_storage0\n***\nstate B\n***\nnoop_agent0\n";
  const std::vector<Turn> all = demoTurns(demo, 0);
  ASSERT_EQ(all.size(), 4u);
  EXPECT_EQ(all[0], (Turn{"user", "state A\n-action:\n"}));
  EXPECT_EQ(all[1], (Turn{"assistant", "goto_agent0_storage0\n"}));
  EXPECT_EQ(all[3], (Turn{"assistant", "noop_agent0\n"}));
  EXPECT_EQ(demoTurns(demo, 1).size(), 2u);
}

TEST(MindAgent, SendsThePapersChatAppliesRepliesAndFeedsBackAReplyWithoutCommands) {
  ScriptedChatServer server({"Sure. Agent 0 goes to the storage: goto_agent0_storage0\nand goto_agent1_storage0 too.",
                             "I am not sure what to do.",
                             "get_agent0_lettuce_storage0\nget_agent1_beef_storage0",
                             "goto_agent0_chopboard0\ngoto_agent1_pan0"});
  auto env = cuisine({{"level", "level_9"}, {"max_steps", 4}});
  const std::string rules = env->promptFields(0).at("RULES");
  testing::TempRunStore store;
  store.store().beginRun("cuisineworld", {});
  const EpisodeResult result = playMethod("mindagent", *env, server, {}, &store.store());

  EXPECT_TRUE(result.score.ended);
  EXPECT_EQ(result.turns, 4);
  EXPECT_EQ(result.rejectedTurns, 1);
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 4u);

  // Step 0: rules, the 2-agent demo (10 exchanges), the info message, the first state.
  const json& first = chats[0];
  ASSERT_EQ(first.size(), 1u + 20u + 1u + 1u);
  EXPECT_EQ(first[0]["role"], "system");
  EXPECT_EQ(first[0]["content"], rules);
  EXPECT_THAT(first[0]["content"].get<std::string>(),
              StartsWith("The available actions are :\n1) goto: goto a tool location \n2) get: get some object from a tool \n"));
  EXPECT_EQ(first[1]["role"], "user");
  EXPECT_THAT(first[1]["content"].get<std::string>(),
              StartsWith("There are 2 agents available, so you can execute 2 actions at a time.\nThis is an example you can "
                         "use as a reference for a different level.\n\n-game state:\ncurrent game level: level_1\n"));
  EXPECT_EQ(first[1]["content"],
            "There are 2 agents available, so you can execute 2 actions at a time.\nThis is an example you can use as a "
            "reference for a different level.\n\n-game state:\ncurrent game level: level_1\ncurrent dishes:\n"
            "    name: porkMeatcake lifetime: 17\ncurrent game step: 0\nmaximum game steps: 30\n\n-agent state:\n"
            "at(agent0, servingtable0)\nhold(agent0, None)\nat(agent1, servingtable0)\nhold(agent1, None)\n\n"
            "-kitchen state:\ninside(storage0, None)\ninside(servingtable0, None)\ninside(blender0, None)\n\n"
            "-accomplished task:\n\n-action:\n")
      << "the demo's first state, verbatim from cuisineworld.md §4.4";
  EXPECT_THAT(first[19]["content"].get<std::string>(),
              ::testing::EndsWith("inside(blender0, flour)\n\n-accomplished task:\nporkMeatcake,\n\n-action:\n"));
  EXPECT_EQ(first[2], (json{{"role", "assistant"}, {"content", "goto_agent0_storage0\ngoto_agent1_storage0\n"}}));
  EXPECT_EQ(first[20], (json{{"role", "assistant"}, {"content", "get_agent0_pork_storage0\ngoto_agent1_blender0\n"}}));
  EXPECT_EQ(first[21], (json{{"role", "user"},
                             {"content", "In this game, There are 2 agents available and no human, so you should control "
                                         "all the 2 agents, and plan 2 actions at a time.\n"}}));
  EXPECT_EQ(first[22], (json{{"role", "user"}, {"content", kLevel9FirstPrompt}}));

  // Step 1: only the extracted commands are remembered; the world applied them.
  const json& second = chats[1];
  ASSERT_EQ(second.size(), 25u);
  EXPECT_EQ(second[23], (json{{"role", "assistant"}, {"content", "goto_agent0_storage0\ngoto_agent1_storage0\n"}}));
  EXPECT_THAT(second[24]["content"].get<std::string>(),
              HasSubstr("current game step: 1\n"));
  EXPECT_THAT(second[24]["content"].get<std::string>(),
              HasSubstr("at(agent0, storage0)\nhold(agent0, None)\nat(agent1, storage0)\nhold(agent1, None)\n"));

  // Step 2: the reply without commands is remembered as an empty action and the world says why.
  const json& third = chats[2];
  ASSERT_EQ(third.size(), 27u);
  EXPECT_EQ(third[25]["content"], "\n");
  EXPECT_THAT(third[26]["content"].get<std::string>(),
              StartsWith("-execution error messages:\n  --  ['no action could be extracted"));
  EXPECT_THAT(third[26]["content"].get<std::string>(), HasSubstr("current game step: 2\n"));

  // Step 3: the window keeps two exchanges: the step-0 exchange is gone, the info message stays.
  const json& fourth = chats[3];
  ASSERT_EQ(fourth.size(), 27u);
  EXPECT_EQ(fourth[21], first[21]);
  EXPECT_THAT(fourth[22]["content"].get<std::string>(), HasSubstr("current game step: 1\n"));
  EXPECT_THAT(fourth[26]["content"].get<std::string>(), HasSubstr("hold(agent0, lettuce)\nat(agent1, storage0)\nhold(agent1, beef)\n"));

  // The run store holds every call and command; each call is one SFT example.
  const auto calls = store.store().modelCalls();
  ASSERT_EQ(calls.size(), 4u);
  EXPECT_EQ(calls[0].call.purpose, "conversing");
  EXPECT_EQ(calls[0].call.agent, "agent0");
  EXPECT_EQ(calls[0].call.system, rules);
  EXPECT_EQ(calls[0].call.reply, "Sure. Agent 0 goes to the storage: goto_agent0_storage0\nand goto_agent1_storage0 too.");
  const json example = memory::sftExample(calls[0].call);
  EXPECT_EQ(example["messages"].size(), 24u);
  EXPECT_EQ(example["messages"].back()["role"], "assistant");
  const auto commands = store.store().commands();
  ASSERT_EQ(commands.size(), 4u);
  EXPECT_EQ(commands[0].command, "goto_agent0_storage0\ngoto_agent1_storage0");
  EXPECT_TRUE(commands[0].accepted);
  EXPECT_FALSE(commands[1].accepted);
  EXPECT_THAT(commands[1].output, HasSubstr("no action could be extracted"));
}

TEST(MindAgent, FewStepDemoAndWindowAreOptions) {
  ScriptedChatServer server({"noop_agent0\nnoop_agent1"});
  auto env = cuisine({{"level", "level_9"}, {"max_steps", 2}});
  playMethod("mindagent", *env, server, {{"demo_steps", "2"}, {"window", "0"}});
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 2u);
  EXPECT_EQ(chats[0].size(), 1u + 4u + 1u + 1u);
  EXPECT_EQ(chats[0][4]["content"], "get_agent0_flour_storage0\nget_agent1_pork_storage0\n");
  EXPECT_EQ(chats[1].size(), 7u) << "window 0: only the current state after the info message";
  EXPECT_THAT(chats[1][6]["content"].get<std::string>(), HasSubstr("current game step: 1\n"));

  ScriptedChatServer noDemo({"noop_agent0"});
  auto env2 = cuisine({{"level", "level_9"}, {"max_steps", 1}});
  playMethod("mindagent", *env2, noDemo, {{"demo_steps", "-1"}});
  ASSERT_EQ(noDemo.chats().size(), 1u);
  EXPECT_EQ(noDemo.chats()[0].size(), 3u) << "rules, info, state";
}

TEST(MindAgent, StartsAFreshChatForEachEpisodeOfTheSchedule) {
  ScriptedChatServer server({"noop_agent0\nnoop_agent1"});
  auto env = cuisine({{"level", "level_9"}, {"max_steps", 2}, {"episodes", 2}});
  const EpisodeResult result = playMethod("mindagent", *env, server);
  EXPECT_EQ(result.turns, 4);
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 4u);
  EXPECT_EQ(chats[1].size(), 25u);
  EXPECT_EQ(chats[2].size(), 23u) << "the second episode starts with no remembered exchanges";
  EXPECT_THAT(chats[2][22]["content"].get<std::string>(), HasSubstr("current game step: 0\n"));
}

TEST(MindAgent, HumanModeShowsThePersonsCommandAndCompletesTheJointAction) {
  ScriptedChatServer server({"goto_agent1_storage0\nand a second line the reference ignores"});
  auto env = cuisine({{"level", "level_9"}, {"max_steps", 5}});
  std::vector<std::string> shown;
  std::vector<std::string> typed = {"goto_agent0_storage0", ""};
  testing::TempRunStore store;
  store.store().beginRun("cuisineworld", {});
  const EpisodeResult result = playMethod("mindagent", *env, server, {}, &store.store(), 2000, 0,
                                          [&](int agent, const std::string& text) {
                                            EXPECT_EQ(agent, 0);
                                            shown.push_back(text);
                                            return typed.at(shown.size() - 1);
                                          });
  EXPECT_EQ(result.endReason, "the human player left (end of input)");
  ASSERT_EQ(shown.size(), 2u);
  EXPECT_THAT(shown[0], StartsWith(kLevel9FirstPrompt.substr(0, 60)));
  EXPECT_THAT(shown[1], HasSubstr("at(agent0, storage0)\nhold(agent0, None)\nat(agent1, storage0)\n"));
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 1u);
  EXPECT_EQ(chats[0][21]["content"],
            "In this game, there is one human, denote as agent0, you should read the human's action and control the "
            "other 1 agents to collaborate with the human. Therefore, you should plan 1 actions at a time.");
  EXPECT_THAT(chats[0][22]["content"].get<std::string>(), ::testing::EndsWith("-action:\ngoto_agent0_storage0"));
  const auto commands = store.store().commands();
  ASSERT_EQ(commands.size(), 1u);
  EXPECT_EQ(commands[0].command, "goto_agent0_storage0\ngoto_agent1_storage0");
  EXPECT_TRUE(commands[0].accepted);
}

TEST(MethodRegistry, ErrorsNameWhatIsWrong) {
  const MethodRegistry& registry = MethodRegistry::builtIn();
  auto message = [&](const std::string& name, const std::string& world, MethodOptions options) {
    try {
      registry.create(name, world, std::move(options));
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_THAT(message("mindagnet", "cuisineworld", {}), HasSubstr("known: mindcraft, mindagent"));
  EXPECT_THAT(message("mindagent", "hanabi", {}), HasSubstr("plays cuisineworld, not 'hanabi'"));
  EXPECT_THAT(message("mindagent", "cuisineworld", {{"windows", "3"}}), HasSubstr("its options: demo_steps, window"));
  EXPECT_THAT(message("mindagent", "cuisineworld", {{"window", "two"}}), HasSubstr("'window' must be an integer, not 'two'"));
  EXPECT_EQ(message("mindagent", "cuisineworld", {{"window", "3"}}), "no error");
}

}  // namespace
}  // namespace craftmate::agents::methods
