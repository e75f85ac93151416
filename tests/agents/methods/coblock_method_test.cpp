// CoBlock's agents against the local OpenAI-compatible server: the task description (App. B.1), the
// printed in-context example (App. B.2) and each agent's <Input> as the chat, the variant's reasoning
// steps, replies applied by the world, an unparseable reply using up the turn and showing in the
// next <Input>, and the self-reflection checker's <Feedback> only for agents that reflect.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "games/game_registry.h"
#include "method_test_support.h"

namespace craftmate::agents::methods {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;
using testing::ScriptedChatServer;
using nlohmann::json;

std::unique_ptr<Environment> coblockWorld(json params) {
  params["task"] = "T1";
  params["max_rounds"] = 2;
  return games::GameRegistry::builtIn().create("coblock", params);
}

const char* kTaskSummary =
    "I want you to act as a Minecraft player collaborating with another agent to build a structure with a blueprint. "
    "You need to use the following commands to interact with the Minecraft world:\n"
    "# Place a red block at the position of (0, 1, 1).\n"
    "place_block(block_type=red, pos=(0,1,1))\n"
    "# chat with your partner\n"
    "send_message(message=\"Hello, partner\")\n"
    "# destroy the block at the position of (3, 1, 3)\n"
    "break_block(pos=(3, 1, 3))\n";

const char* kRound1Input =
    "<Input>\n"
    "<Motive><TextualMotive text=\"Construct a bridge with a span of 12 blocks using green blocks. Place two green block "
    "pillars, each consisting of 4 blocks. Add 4 yellow blocks as the bridge surface. \" /> </Motive>\n"
    "<World>\n</World>\n<Inventory>\n<block block_type=\"yellow\", count=20>\n<block block_type=\"green\", count=20>\n"
    "<block block_type=\"purple\", count=20>\n</Inventory>\n<Dialogue>\n</Dialogue>\n</Input>\n";

const char* kSelfModelling1 =
    "# Self Modelling\n# Long-term goal: creating the target structure\n# Short-term goal: Build the green pillars\n"
    "# My inventory: [yellow: 20, green: 20, purple: 20]\n";

// The chain-of-thought instruction after the task description (ours: the paper prints the four steps of
// §6.2 but no instruction text), for the full agent and for the baseline.
const std::string kCotOpening =
    "# Each round you get the current <Input>. Think step by step in lines starting with #, then write your action.\n"
    "# Step 1: read the XML world state and summarise what is useful: your motives, the blocks already built, your "
    "inventory and the dialogue.\n";
const std::string kSelfModellingForm =
    "# Self Modelling\n# Long-term goal: ...\n# Short-term goal: ...\n# My inventory: ...\n# Explanation: ...\n";
const std::string kFullAgentInstruction =
    kCotOpening +
    "# Step 2: from the dialogue and the action history, infer your partner's state and your own, in this form:\n"
    "# Partner Modelling\n# Long-term goal: ...\n# Short-term goal: ...\n# Partner inventory: ...\n# Explanation: ...\n" +
    kSelfModellingForm +
    "# Step 3: reflect on your past actions and the dialogue. The <Feedback> comes from a program that checks whether "
    "the built structure is exactly a partial structure of your goal; correct any error it reports. Then decide how to "
    "communicate: your team role (take the lead and assign tasks to your partner, or follow), the balance between "
    "pursuing your own goal and assisting your partner, and whether to be more proactive and persuasive. Write it in "
    "this form:\n"
    "# Self Reflection\n# Errors: ...\n# Team role: ...\n# Altruism/egoism: ...\n# Persuasion: ...\n"
    "# Step 4: predict the next action from the world state, your partner's state and your reflection, and write it "
    "as one command.\n";
const std::string kBaselineInstruction =
    kCotOpening + "# Step 2: state your own goals and inventory, in this form:\n" + kSelfModellingForm +
    "# Step 3: predict the next action from the world state, and write it as one command.\n";

const std::vector<std::string> kReplies = {
    "# Partner Modelling\n# Long-term goal: Unknown\n# Self Modelling\n# Short-term goal: the red base\n"
    "place_block(block_type=\"red\", pos=(0, 0, 0))",
    "I am not sure what to do yet.",
    "place_block(block_type=red, pos=(1,0,0))",
    "send_message(message=\"Please place a red block at (1, 1, 0).\")"};

TEST(CoBlockMethod, FullAgentSendsTheTaskExampleAndInputAndReflectsOnTheChecker) {
  ScriptedChatServer server(kReplies);
  auto env = coblockWorld({});
  const std::string firstInput = env->observation(0);
  testing::TempRunStore store;
  store.store().beginRun("coblock", {});
  const EpisodeResult result = playMethod("coblock-cot", *env, server, {}, &store.store());
  EXPECT_EQ(result.turns, 4);
  EXPECT_EQ(result.rejectedTurns, 1);
  EXPECT_TRUE(result.score.ended) << "two rounds of T1";

  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 4u);
  const json& first = chats[0];
  ASSERT_EQ(first.size(), 1u + 6u + 1u) << "system, the three example rounds, the current input";
  const std::string system = first[0]["content"];
  EXPECT_EQ(system, env->commandDocs(0) + kFullAgentInstruction);
  EXPECT_THAT(system, StartsWith(kTaskSummary));
  EXPECT_THAT(system, HasSubstr("# Partner Modelling\n# Long-term goal: ...\n# Short-term goal: ...\n"
                                "# Partner inventory: ...\n# Explanation: ...\n"));
  EXPECT_THAT(system, HasSubstr("# Self Reflection\n"));
  EXPECT_EQ(first[1], (json{{"role", "user"}, {"content", kRound1Input}}));
  EXPECT_EQ(first[2]["role"], "assistant");
  EXPECT_THAT(first[2]["content"].get<std::string>(),
              StartsWith(std::string("# Partner Modelling\n# Long-term goal: Unknown\n# Short-term goal: Unknown\n"
                                     "# Partner inventory: Unknown\n# Explanation: I do not know anything about my partner.\n") +
                         kSelfModelling1));
  EXPECT_THAT(first[6]["content"].get<std::string>(),
              HasSubstr("send_message(message\"I have completed my pillar. Then I will start building the green deck.!\")"))
      << "the example's errata are kept verbatim";
  EXPECT_EQ(first[7], (json{{"role", "user"}, {"content", firstInput}}));
  EXPECT_THAT(firstInput, StartsWith("<Input>\n<Motives>\n<VisualMotive>\n"));
  EXPECT_THAT(firstInput, HasSubstr("<Inventory>\n<block block_type=\"red\", count=3>\n</Inventory>\n"));

  // Agent 2 sees Agent 1's block, and the checker says it is not part of Agent 2's goal.
  const std::string secondInput = chats[1].back()["content"];
  EXPECT_THAT(secondInput, HasSubstr("<World>\n<block block_type=\"red\", pos=(0, 0, 0)>\n</World>\n"));
  EXPECT_THAT(secondInput, HasSubstr("<Feedback>Built structure is NOT a partial structure of your goal."));
  // Agent 2's reply had no action: its turn was used up, and Agent 1 sees why in the history.
  EXPECT_THAT(chats[2].back()["content"].get<std::string>(), HasSubstr("agent=\"Agent 2\", command="));
  EXPECT_THAT(chats[2].back()["content"].get<std::string>(), HasSubstr("result=\"parse_error\"/>"));
  EXPECT_THAT(chats[3].back()["content"].get<std::string>(),
              HasSubstr("<block block_type=\"red\", pos=(0, 0, 0)>\n<block block_type=\"red\", pos=(1, 0, 0)>\n</World>"));

  const auto commands = store.store().commands();
  ASSERT_EQ(commands.size(), 4u);
  EXPECT_TRUE(commands[0].accepted);
  EXPECT_FALSE(commands[1].accepted);
  EXPECT_THAT(commands[1].output, StartsWith("parse_error: "));
  const auto calls = store.store().modelCalls();
  ASSERT_EQ(calls.size(), 4u);
  EXPECT_EQ(calls[1].call.agent, "agent1");
  EXPECT_EQ(calls[1].call.purpose, "conversing");
}

TEST(CoBlockMethod, BaselineHasNeitherPartnerModellingNorTheCheckersFeedback) {
  ScriptedChatServer server(kReplies);
  auto env = coblockWorld({});
  playMethod("coblock", *env, server);
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 4u);
  for (const json& chat : chats) {
    EXPECT_THAT(chat.dump(), Not(HasSubstr("Partner Modelling")));
    EXPECT_THAT(chat.dump(), Not(HasSubstr("<Feedback>")));
    EXPECT_THAT(chat.dump(), Not(HasSubstr("Self Reflection")));
  }
  EXPECT_EQ(chats[0][0]["content"], env->commandDocs(0) + kBaselineInstruction);
  EXPECT_THAT(chats[0][0]["content"].get<std::string>(), StartsWith(kTaskSummary));
  EXPECT_EQ(chats[0][1]["content"], kRound1Input);
  EXPECT_THAT(chats[0][2]["content"].get<std::string>(), StartsWith(kSelfModelling1));
  EXPECT_THAT(chats[1].back()["content"].get<std::string>(), HasSubstr("</ActionHistory>\n</Input>\n"));
}

TEST(CoBlockMethod, WithoutReflectionAblationKeepsPartnerModelling) {
  ScriptedChatServer server(kReplies);
  auto env = coblockWorld({});
  playMethod("coblock-cot", *env, server, {{"reflection", "false"}});
  const std::vector<json> chats = server.chats();
  ASSERT_FALSE(chats.empty());
  EXPECT_THAT(chats[0].dump(), HasSubstr("# Partner Modelling"));
  EXPECT_THAT(chats[0].dump(), Not(HasSubstr("<Feedback>")));
  EXPECT_THAT(chats[0].dump(), Not(HasSubstr("Self Reflection")));
}

TEST(CoBlockMethod, ReflectionNeedsTheWorldsChecker) {
  ScriptedChatServer server(kReplies);
  auto env = coblockWorld({{"reflection", false}});
  try {
    playMethod("coblock-cot", *env, server);
    ADD_FAILURE() << "expected an error";
  } catch (const std::invalid_argument& e) {
    EXPECT_THAT(e.what(), HasSubstr("--reflection true"));
  }
  EXPECT_TRUE(server.chats().empty()) << "nothing is sent to the model";
}

}  // namespace
}  // namespace craftmate::agents::methods
