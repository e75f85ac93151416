// LLM-Coordination's agentic framework (llm_coordination.md §2): the reply reading helpers, and
// runs of the four games against a local model server that check the exact chats sent on the
// first turns, that chosen actions reach the world, and the retry/verification behaviour.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "agents/methods/action_choice.h"
#include "agents/methods/llm_coordination_prompts.h"
#include "games/game_registry.h"
#include "games/hanabi/hanabi_environment.h"
#include "games/overcooked/overcooked_environment.h"
#include "paper_method_run.h"

namespace craftmate::agents::methods {
namespace {

using nlohmann::json;
using testing::chatReply;
using testing::LocalHttpServer;
using testing::playWithMethod;
using testing::RecordedRequest;
using testing::sentChat;
using testing::sentChats;

std::unique_ptr<Environment> world(const std::string& name, const json& params = json::object()) {
  return games::GameRegistry::builtIn().create(name, params);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(LlmCoordinationReplies, ActionFieldIsTheRestOfTheLineAfterTheLabel) {
  EXPECT_EQ(actionField("Explanation: the pot needs onions.\nAction: pick up onion from o0.\nthanks").value(),
            "pick up onion from o0.");
  EXPECT_EQ(actionField("Action: Action: wait.").value(), "wait.");  // a repeated label is read again
  EXPECT_FALSE(actionField("I would wait.").has_value());
  EXPECT_FALSE(actionField("action: wait.").has_value());  // the reference regex is case-sensitive
}

TEST(LlmCoordinationReplies, ClosestActionByLetterSubstringThenSimilarity) {
  const std::vector<std::string> actions = {"Move to Room 1", "Move to Room 5", "Stay in current Room"};
  EXPECT_EQ(closestAction("B", actions, true), 1);
  EXPECT_EQ(closestAction("C. Stay in current Room", actions, true), 2);
  EXPECT_EQ(closestAction("B", actions, false), 0);  // unlettered: no action contains "b", all equally far: the first
  EXPECT_EQ(closestAction("stay", actions, false), 2);
  EXPECT_EQ(closestAction("move to room 5.", actions, false), 1);
  EXPECT_EQ(closestAction("anything", {}, false), -1);
  EXPECT_DOUBLE_EQ(similarity("wait", "WAIT"), 1.0);
  EXPECT_DOUBLE_EQ(similarity("abcd", "abce"), 0.75);
}

TEST(LlmCoordinationReplies, VerifierVerdictAndRejectionText) {
  EXPECT_TRUE(verifierApproves("The play is safe. Verification: Okay"));
  EXPECT_TRUE(verifierApproves("verification: OKAY"));
  EXPECT_FALSE(verifierApproves("Verification: Not Okay"));
  EXPECT_EQ(verifierRejection("B. Play my Card 1", "It may bomb", {"A. Play my Card 0", "B. Play my Card 1", "C. Discard my Card 0"}),
            "Your selected action: B. Play my Card 1 is not appropriate. It may bomb. Please choose another action. List of "
            "Available Actions:\nA. Play my Card 0\nC. Discard my Card 0\n");
}

TEST(LlmCoordinationReplies, HanabiInterpretationGoesBeforeTheLegalActions) {
  const std::string state = "Stacks\nOnly Blue 1 can be played on Blue Stack\nAvailable Actions:\nA. Play my Card 0";
  EXPECT_EQ(withInterpretation(CoordinationGame::kHanabi, state, "He hinted ones", 1),
            "Stacks\nOnly Blue 1 can be played on Blue Stack\nInterpretation of Alice's Last Action: He hinted ones. \n"
            "Available Actions:\nA. Play my Card 0");
  EXPECT_EQ(withInterpretation(CoordinationGame::kEscape, "state. ", "Bob will fix.", 0), "state. Bob will fix.");
}

// The paper's Overcooked base prompt (Appendix A.1) for Cramped Room, from the spec's strings.
std::string crampedRoomBasePrompt() {
  return "I am Alice. I am playing the game Overcooked with my partner Bob. Environment Details: The environment is "
         "rectangular with 2 onions dispensers (o0, o1), cooker (c0), plate dispenser (p0) and delivery area (d0). "
         "Additionally there are kitchen counters (k0 to k8) which can be used to temporarily store onions and plates "
         "while you do something else. Objects on counters can be picked up later and should be considered as they may "
         "be closer than items in dispensers.\nOvercooked has the following rules: Players must coordinate to make onion "
         "soups with 3 onions each. Once a soup is cooked it needs to be placed on a plate and delivered. Players can "
         "only carry one item at a time. A soup can only be loaded onto plate by a player if they are holding a plate. "
         "The goal is to maximize the number of deliveries..\nWe have agreed to follow the following conventions:\n1. "
         "We want to be efficient and prepare for the next soup while the current soup is cooking. . I'll provide my "
         "action history, current state, teammates status, and my possible actions. Help me select the best action "
         "from the list.\nFormat your response as:\nExplanation:<Brief explanation for my next action>.\nAction: "
         "<action>.\nOnly select one action. Do not say anything else. Got it?";
}

TEST(LlmCoordinationRun, OvercookedSendsThePaperChatAndAppliesTheChosenAction) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    return chatReply("Explanation: The pot needs onions.\nAction: pick up onion from o0.");
  });
  auto env = world("overcooked", {{"layout", "cramped_room"}});
  const std::string aliceFirstState = env->observation(0);
  const std::string bobFirstState = env->observation(1);
  playWithMethod(*env, server, "llm-coordination", {}, 2);
  const auto chats = sentChats(server);
  ASSERT_GE(chats.size(), 2u);
  const std::vector<Turn> expected = {{"system", "You are a friendly chat assistant who is correct and brief at all times."},
                                      {"user", crampedRoomBasePrompt()},
                                      {"assistant", "Got it!"},
                                      {"user", aliceFirstState}};
  EXPECT_EQ(chats[0].messages, expected);
  EXPECT_TRUE(contains(aliceFirstState, "<Inventory>: I am holding nothing. Bob is holding nothing."));
  EXPECT_TRUE(contains(aliceFirstState, "Available Actions:"));
  // Bob chooses from the same pre-tick state (simultaneous play).
  EXPECT_EQ(chats[1].last(), bobFirstState);
  // Both chose the onion from o0: the grounding walked them (ticks passed) and each one's episodic
  // memory, the first line of its state, holds the choice.
  EXPECT_GT(static_cast<games::overcooked::OvercookedEnvironment&>(*env).state().tick(), 0);
  for (int agent : {0, 1}) EXPECT_EQ(env->observation(agent).rfind("action history: pick up onion from o0.", 0), 0u);
}

TEST(LlmCoordinationRun, AnActionNotOnOfferIsRetriedWithTheWorldsFeedbackThenFallsBack) {
  // The model insists on an action that is never available: the world's rejection is appended
  // to the chat each time; after the retries the agent waits ("wait.").
  LocalHttpServer server([](const RecordedRequest&, int) { return chatReply("Explanation: x.\nAction: deliver the pizza."); });
  auto env = world("overcooked", {{"layout", "cramped_room"}});
  playWithMethod(*env, server, "llm-coordination", {{"retries", "1"}}, 1);
  const auto chats = sentChats(server);
  ASSERT_EQ(chats.size(), 2u);  // one choice, one retry
  ASSERT_EQ(chats[1].messages.size(), 6u);
  EXPECT_EQ(chats[1].messages[4], (Turn{"assistant", "Explanation: x.\nAction: deliver the pizza."}));
  EXPECT_TRUE(contains(chats[1].last(), "Your selected action: deliver the pizza. is not appropriate."));
  EXPECT_TRUE(contains(chats[1].last(), "List of Available Actions:"));
  // The fallback was taken: Alice chose, and the world now waits for Bob.
  EXPECT_EQ(env->agentsToAct(), std::vector<int>{1});
}

TEST(LlmCoordinationRun, HanabiVerifiesTheChoiceAndAsksAgainWhenTheVerifierObjects) {
  int verifications = 0;
  LocalHttpServer server([&verifications](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (contains(chat.system(), "action verification agent")) {
      return chatReply(++verifications == 1 ? "Playing blind may bomb. Verification: Not Okay" : "Fine. Verification: Okay");
    }
    if (contains(chat.messages[1].content, "Theory of Mind inference agent")) {
      return chatReply("Partner Action Explanation: Alice played her card.\nClue Suggestion: rank 1.");
    }
    return chatReply(chat.messages.size() > 4 ? "Explanation: discard instead.\nAction: Play my Card 4"
                                              : "Explanation: try it.\nAction: Play my Card 0");
  });
  games::hanabi::HanabiEnvironment env(321);
  const std::string aliceState = env.observation(0);
  const std::vector<std::string> legal = env.legalCommands(0);
  playWithMethod(env, server, "llm-coordination", {}, 2);
  const auto chats = sentChats(server);
  ASSERT_GE(chats.size(), 6u);
  // Alice's first chat: no ToM (Bob has not acted yet), the paper's C.1 base prompt.
  EXPECT_EQ(chats[0].messages.size(), 4u);
  EXPECT_EQ(chats[0].system(), "You are a helpful assistant.");
  EXPECT_EQ(chats[0].messages[1].content, env.goal(0));
  EXPECT_TRUE(contains(chats[0].messages[1].content, "I am Alice, playing the card game Hanabi with Bob."));
  EXPECT_EQ(chats[0].last(), aliceState);
  // The verifier sees the state and the lettered selection.
  int playZero = 0;
  while (legal[static_cast<size_t>(playZero)] != "Play my Card 0") ++playZero;
  const std::string selected = std::string(1, static_cast<char>('A' + playZero)) + ". Play my Card 0";
  EXPECT_TRUE(contains(chats[1].system(), "End you response with \"Verification: Okay\""));
  EXPECT_EQ(chats[1].messages[1].content.rfind("The card game Hanabi has the following rules:\n", 0), 0u);
  EXPECT_EQ(chats[1].last(), "State: " + aliceState + "\n\n My Solution: " + selected +
                                 ". Think step by step. Think about rules, think about conventions, and think about safety. ");
  // Rejected: the generator is asked again with the verifier's reason and the other actions.
  EXPECT_EQ(chats[2].messages.size(), 6u);
  EXPECT_EQ(chats[2].last().rfind("Your selected action: " + selected +
                                      " is not appropriate. Playing blind may bomb. Verification: Not Okay. Please choose "
                                      "another action. List of Available Actions:\n",
                                  0),
            0u);
  EXPECT_FALSE(contains(chats[2].last(), selected + "\n"));
  // Second choice approved and played: Alice's card 4; now Bob's turn starts with the ToM step.
  EXPECT_EQ(env.state().movesMade(), 2);
  EXPECT_TRUE(contains(chats[4].messages[1].content, "You are a Theory of Mind inference agent for our game."));
  EXPECT_EQ(chats[4].last().rfind("***Alice's selected action***: Play my Card 4\n\nMy current state information: ", 0), 0u);
  EXPECT_TRUE(contains(chats[5].last(), "Interpretation of Alice's Last Action: Partner Action Explanation: Alice played "
                                        "her card.\nClue Suggestion: rank 1.. \nAvailable Actions:"));
}

TEST(LlmCoordinationRun, EscapeAsksTheToMStepThenTheGeneratorWithTheInterpretationAppended) {
  LocalHttpServer server([](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (contains(chat.messages[1].content, "Theory of Mind")) return chatReply("Bob will move away from the killer.");
    return chatReply("Action: wait");
  });
  auto env = world("collab_escape");
  const std::string state = env->observation(0);
  playWithMethod(*env, server, "llm-coordination", {}, 1);
  const auto chats = sentChats(server);
  ASSERT_EQ(chats.size(), 2u);
  const std::string system = "A chat between a human and an assistant. The assistant is correct and brief at all times.";
  EXPECT_EQ(chats[0].messages,
            (std::vector<Turn>{{"system", system},
                               {"user", env->goal(0) +
                                            "\nYou are a Theory of Mind inference agent for the game Collab Escape. You will "
                                            "be provided with the current state including my location, my partner's location, "
                                            "and the killer's target if known. You will provide me with a short explanation "
                                            "about what my partner intends to do next based on the available information.\n"},
                               {"assistant", "Got it!"},
                               {"user", state}}));
  EXPECT_EQ(chats[1].messages[1].content,
            env->goal(0) + "Help me select the best action from the list, considering my priority. First, consider if "
                           "the current room is safe from the killer and then format your response as \"Action: move to "
                           "room <number>\" or \"Action: fix generator in room <number>.\" Do not say anything else.");
  EXPECT_EQ(chats[1].last(), state + "Bob will move away from the killer.");
  EXPECT_EQ(env->agentsToAct(), std::vector<int>{1});  // Alice's wait was queued
}

TEST(LlmCoordinationRun, CaptureHasNoToMByDefaultAndAReplyWithoutAnActionIsRetried) {
  LocalHttpServer server([](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (chat.messages.size() == 4) return chatReply("Analysis: I should corner him, I think room five.");
    return chatReply("Analysis: sorry.\nAction: B");
  });
  auto env = world("collab_capture", {{"scenario", "4"}});
  const std::string state = env->observation(0);
  playWithMethod(*env, server, "llm-coordination", {}, 1);
  const auto chats = sentChats(server);
  ASSERT_EQ(chats.size(), 2u);
  EXPECT_EQ(chats[0].system(), "You are a friendly chat assistant who is correct and brief at all times.");
  EXPECT_EQ(chats[0].messages[1].content,
            env->goal(0) + " Format your response as: \nAnalysis: <brief explanation for your next action>.\nAction: <your "
                           "selected action from the list>.\n");
  EXPECT_TRUE(contains(env->goal(0), "Help me Alice select my next action."));
  EXPECT_EQ(chats[0].last(), state);
  EXPECT_TRUE(contains(chats[1].last(), "Invalid action"));  // the world's feedback, then the letter is accepted
  EXPECT_EQ(env->agentsToAct(), std::vector<int>{1});
}

TEST(LlmCoordinationRun, CaptureWithToMAsksThePartnerInterpreterFirst) {
  LocalHttpServer server([](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (contains(chat.messages[1].content, "Theory of Mind")) return chatReply("Bob will press the button.");
    return chatReply("Analysis: wait for Bob.\nAction: Stay in current Room");
  });
  auto env = world("collab_capture", {{"scenario", "4"}});
  const std::string state = env->observation(0);
  playWithMethod(*env, server, "llm-coordination", {{"tom", "true"}}, 1);
  const auto chats = sentChats(server);
  ASSERT_EQ(chats.size(), 2u);
  EXPECT_EQ(chats[0].messages[1].content.rfind(env->goal(0) + "\nYou are a Theory of Mind inference agent for the game "
                                                               "Collab Capture.",
                                               0),
            0u);
  EXPECT_EQ(chats[0].last(), state);
  EXPECT_EQ(chats[1].last(), state + "Bob will press the button.");
}

TEST(LlmCoordinationRun, TheMethodRefusesOtherWorldsAndBadOptions) {
  EXPECT_THROW(MethodRegistry::builtIn().create("llm-coordination", "cuisineworld", {}), std::invalid_argument);
  EXPECT_THROW(MethodRegistry::builtIn().create("llm-coordination", "hanabi", {{"verify", "maybe"}}), std::invalid_argument);
  EXPECT_THROW(MethodRegistry::builtIn().create("llm-coordination", "hanabi", {{"max_verifications", "0"}}),
               std::invalid_argument);
  EXPECT_NO_THROW(MethodRegistry::builtIn().create("llm-coordination", "collab_capture", {{"tom", "true"}}));
}

}  // namespace
}  // namespace craftmate::agents::methods
