// Collab-Overcooked's baseline agent (collab_overcooked.md §3.5, §4): its reply checks and prompt
// pieces, and runs against a local model server that check the exact planner message, the
// communication round, the missing-field re-ask, error correction and the reflection lesson.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "agents/methods/collab_overcooked_prompts.h"
#include "games/game_registry.h"
#include "paper_method_run.h"

namespace craftmate::agents::methods {
namespace {

using nlohmann::json;
using testing::chatReply;
using testing::LocalHttpServer;
using testing::playWithMethod;
using testing::RecordedRequest;
using testing::SentChat;
using testing::sentChat;
using testing::sentChats;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::unique_ptr<Environment> kitchen(const std::string& order) {
  return games::GameRegistry::builtIn().create("collab_overcooked", {{"task", order}});
}

TEST(CollabOvercookedReplies, MissingFieldsFollowTheAuthorsPatterns) {
  EXPECT_EQ(missingField("Chef analysis: go.\nChef plan: wait(1)\nChef say: [NOTHING]", 0), "");
  EXPECT_EQ(missingField("chef ANALYSIS: go. chef plan: wait(1)", 0), "");  // any case, say optional
  EXPECT_EQ(missingField("Bob analysis: go.\nBob plan: wait(1)", 0), "");   // the paper's case-study names
  EXPECT_EQ(missingField("Chef plan: wait(1)", 0), "analysis");
  EXPECT_EQ(missingField("Chef analysis: go.\nChef plan:\nChef say: hi", 0), "plan");
  EXPECT_EQ(missingField("wait(1)", 1), "analysis");
  EXPECT_EQ(missingField("Chef analysis: go.\nChef plan: wait(1)", 1), "analysis");  // the Assistant's labels
  EXPECT_FALSE(hasPlanField("Assistant analysis: a\nAssistant plan:  \nAssistant say: b", 1));
  EXPECT_EQ(missingFieldMessage("plan", "MSG", "REPLY"),
            "\n\nYou did not create correct plan part last time, now please remember to add plan according to the format "
            "of example strictly!Below is the history:<BEGAIN>\nMSG\n\nYour last response is :REPLY\n\n<END>Now please "
            "return correct answer with your loss part.");
}

TEST(CollabOvercookedReplies, FirstPlannedActionSkipsRequests) {
  EXPECT_EQ(firstPlannedAction("Chef analysis: a\nChef plan: request('pickup(egg, ingredient_dispenser)'); "
                               "pickup(egg, counter); cook(pot0)\nChef say: please",
                               0),
            "pickup(egg, counter)");
  EXPECT_EQ(firstPlannedAction("Assistant plan: nothing", 1), "wait(1)");
}

TEST(CollabOvercookedReplies, LessonsCorrectionAndRethink) {
  const std::string obs = "Successful Action History: []\nLessons from Past Failures\n[]\nChef space:pot0";
  EXPECT_EQ(withLessons(obs, {}), obs);
  EXPECT_EQ(withLessons(obs, {"a", "b", "c", "d"}),
            "Successful Action History: []\nLessons from Past Failures\n1.b\n2.c\n3.d\nChef space:pot0");
  EXPECT_EQ(rethinkLesson("Rethink: In a situation, you need X. More text.").value(), "In a situation, you need X");
  EXPECT_FALSE(rethinkLesson("no lesson here.").has_value());
  EXPECT_EQ(correctionFormat("1. Chef analysis:x\n3. Chef say:xxxxx\n  - talk", 0),
            "1. Chef analysis:x\n3. Chef say:[NOTHING]\n  - The third field should be \"[NOTHING]\".");
  EXPECT_EQ(failureLine("Scene 3: ...\nBelow are the failed and analysis history about your last chosed action,you can "
                        "use the information to reach correct action alone AND DO NOT COMMUNICATE WITH YOUR TEAMMATE :\n"
                        "Your action cut(pot0) raised an error: Wrong cut() parmas:pot0\n")
                .value(),
            "Your action cut(pot0) raised an error: Wrong cut() parmas:pot0");
  EXPECT_EQ(withoutFailure("Scene 3: x\nBelow are the failed and analysis history about your last chosed action,you can "
                           "use the information to reach correct action alone AND DO NOT COMMUNICATE WITH YOUR TEAMMATE :\n"
                           "Your action cut(pot0) raised an error: Wrong cut() parmas:pot0\nPast conversation turns:\n"),
            "Scene 3: x\nPast conversation turns:\n");
  EXPECT_EQ(errorOf("Your action cut(pot0) raised an error: Wrong cut() parmas:pot0"), "Wrong cut() parmas:pot0");
}

// The paper's Fig. 10 system line (the world's choice over the repository's wording).
constexpr const char* kSystem =
    "You are an intelligent agent planner; you must generate output and create plans in the specified format, based on "
    "the game rules and the environmental status.";

bool isChef(const SentChat& chat) { return contains(chat.last(), "Suppose you are a Chef"); }

TEST(CollabOvercookedRun, PlannerMessageAndACommunicationRound) {
  // The Chef asks for a bell pepper and ends the channel; the Assistant answers with its own plan.
  LocalHttpServer server([](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (isChef(chat)) {
      return chatReply("Chef analysis: The oven needs a bell pepper.\nChef plan: request('pickup(bell_pepper, "
                       "ingredient_dispenser)'); request('place_obj_on_counter()'); wait(1)\nChef say: Assistant, please "
                       "put a bell pepper on the counter. [END]");
    }
    return chatReply("Assistant analysis: The Chef needs a pepper.\nAssistant plan: pickup(bell_pepper, "
                     "ingredient_dispenser); place_obj_on_counter()\nAssistant say: [NOTHING]");
  });
  auto env = kitchen("baked_bell_pepper");
  const std::string chefState = env->observation(0);
  playWithMethod(*env, server, "collab-overcooked", {}, 2);
  const auto chats = sentChats(server);
  ASSERT_GE(chats.size(), 2u);
  ASSERT_EQ(chats[0].messages.size(), 2u);
  EXPECT_EQ(chats[0].messages[0], (Turn{"system", kSystem}));
  EXPECT_EQ(chats[0].last(), env->goal(0) + "\n\n" + env->commandDocs(0) + "\n\n<input>\n" + chefState);
  EXPECT_EQ(chats[0].last().rfind("Suppose you are a Chef proficient in an adapted version of the Overcooked game.", 0), 0u);
  EXPECT_TRUE(contains(chats[0].last(),
                       "\n\n<input>\nSuccessful Action History: []\nLessons from Past Failures\n[]\nChef space:pot0  oven0  "
                       "counter \nAssistant space:chopping_board0  blender0  dish_dispenser  ingredient_dispenser\n"
                       "Order:baked_bell_pepper\nScene 0: <Chef> holds nothing. The planned sequence of actions (yet to be "
                       "performed) for Chef is [] <Assistant> holds nothing."));
  // The Assistant answers inside the channel, seeing the Chef's message.
  EXPECT_TRUE(contains(chats[1].last(), "Suppose you are a Assistant"));
  EXPECT_TRUE(contains(chats[1].last(), "Past conversation turns:\nChef says (turn 1):Assistant, please put a bell pepper on "
                                        "the counter. [END]\n"));
  // Its plan was adopted: after the Chef's wait(1) the Assistant is still walking to the dispenser.
  EXPECT_TRUE(contains(env->observation(0), "for Assistant is [pickup(bell_pepper, ingredient_dispenser);"
                                            "place_obj_on_counter()]"))
      << env->observation(0);
}

TEST(CollabOvercookedRun, AReplyWithoutPlanIsReAskedOnceThenTheAgentWaits) {
  LocalHttpServer server([](const RecordedRequest&, int) { return chatReply("I am not sure what to do."); });
  auto env = kitchen("baked_bell_pepper");
  playWithMethod(*env, server, "collab-overcooked", {}, 1);
  const auto chats = sentChats(server);
  ASSERT_EQ(chats.size(), 2u);
  EXPECT_EQ(chats[1].last(), missingFieldMessage("analysis", chats[0].last(), "I am not sure what to do."));
  // wait(1) was adopted for the Chef: the Assistant is asked next.
  EXPECT_EQ(env->agentsToAct(), std::vector<int>{1});
}

TEST(CollabOvercookedRun, ACorrectedActionIsReflectedAndItsLessonShownAfterwards) {
  // The Chef tries the dispenser (only the Assistant can reach it), corrects to wait(1), reflects.
  int chefPlans = 0;
  LocalHttpServer server([&chefPlans](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (contains(chat.last(), "Rethink: XXXXX")) {
      return chatReply("Rethink: In a kitchen where the dispenser is on the other side, when you want to pickup, you "
                       "need to ask the assistant. Done.");
    }
    if (!isChef(chat)) return chatReply("Assistant analysis: a\nAssistant plan: wait(1)\nAssistant say: [NOTHING]");
    if (contains(chat.last(), "raised an error")) return chatReply("Chef analysis: b\nChef plan: wait(1)\nChef say: [NOTHING]");
    ++chefPlans;
    return chatReply("Chef analysis: c\nChef plan: pickup(bell_pepper, ingredient_dispenser)\nChef say: [NOTHING]");
  });
  auto env = kitchen("baked_bell_pepper");
  playWithMethod(*env, server, "collab-overcooked", {}, 5);
  const auto chats = sentChats(server);
  ASSERT_GE(chats.size(), 4u);
  // chats: Chef plan (rejected), Chef correction, reflection, Assistant plan, ...
  const std::string failure = "Your action pickup(bell_pepper, ingredient_dispenser) raised an error: Chef can not "
                              "directly access dispenser.Chef can gain ingredients with the help of assistant.";
  EXPECT_TRUE(contains(chats[1].last(), "Chef say:[NOTHING]\n  - The third field should be \"[NOTHING]\"."));
  EXPECT_TRUE(contains(chats[1].last(), "AND DO NOT COMMUNICATE WITH YOUR TEAMMATE :\n" + failure + "\n"));
  EXPECT_TRUE(contains(chats[2].last(), "Produce one field in the following format:\n  Rethink: XXXXX"));
  EXPECT_TRUE(contains(chats[2].last(), env->promptFields(0).at("SKILL")));
  EXPECT_FALSE(contains(chats[2].last(), "AND DO NOT COMMUNICATE WITH YOUR TEAMMATE"));  // restated, not repeated
  EXPECT_TRUE(contains(chats[2].last(), "Failed Reason:" + failure +
                                            "\nSolution: Your action 'wait(1)' successes at solving the problem.\n"));
  // The Chef's next plan shows the lesson.
  bool lessonShown = false;
  for (std::size_t i = 3; i < chats.size(); ++i) {
    lessonShown = lessonShown || (isChef(chats[i]) && contains(chats[i].last(), "Lessons from Past Failures\n1.In a kitchen "
                                                                                "where the dispenser is on the other side, "
                                                                                "when you want to pickup, you need to ask "
                                                                                "the assistant\n"));
  }
  EXPECT_TRUE(lessonShown);
  EXPECT_GE(chefPlans, 2);
}

TEST(CollabOvercookedRun, WithoutReflectionACorrectionIsNotFollowedByARethinkCall) {
  LocalHttpServer server([](const RecordedRequest& r, int) {
    const auto chat = sentChat(r);
    if (!isChef(chat)) return chatReply("Assistant analysis: a\nAssistant plan: wait(1)\nAssistant say: [NOTHING]");
    if (contains(chat.last(), "raised an error")) return chatReply("Chef analysis: b\nChef plan: wait(1)\nChef say: [NOTHING]");
    return chatReply("Chef analysis: c\nChef plan: cut(chopping_board0)\nChef say: [NOTHING]");
  });
  auto env = kitchen("baked_bell_pepper");
  playWithMethod(*env, server, "collab-overcooked", {{"reflection", "false"}}, 3);
  const auto chats = sentChats(server);
  ASSERT_GE(chats.size(), 3u);
  EXPECT_TRUE(contains(chats[1].last(), "Your action cut(chopping_board0) raised an error: "));
  for (const auto& chat : chats) EXPECT_FALSE(contains(chat.last(), "Rethink: XXXXX"));
}

TEST(CollabOvercookedRun, TheMethodPlaysOnlyCollabOvercooked) {
  EXPECT_THROW(MethodRegistry::builtIn().create("collab-overcooked", "overcooked", {}), std::invalid_argument);
  EXPECT_THROW(MethodRegistry::builtIn().create("collab-overcooked", "collab_overcooked", {{"reflection", "yes"}}),
               std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::agents::methods
