// The MINDcraft agent loop (mindcraft.md §3.2-§3.4, §4.3-§4.4) with a scripted model and a world of
// fake slow actions: query chaining, people's commands, hallucinated commands, actions that run
// while the conversation continues, interruption, timeouts, max_commands, the self-prompter, and
// two or three agents talking on MINDcraft's schedule.

#include <gtest/gtest.h>

#include <source_location>

#include <nlohmann/json.hpp>

#include "agent_test_support.h"

namespace craftmate::agents {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;
using testing::delay;
using testing::hasTurn;
using testing::resultOf;
using testing::runScenario;
using testing::startNow;
using testing::TestAgent;

// Waits on timers until `done()` holds; a test failure at the caller's line after `limit`. (Not
// EXPECT_TRUE(co_await ...): GCC 12 miscompiles some co_await expressions inside conditions.)
asio::awaitable<void> expectEventually(std::function<bool()> done, std::chrono::milliseconds limit = 3000ms,
                                       std::source_location where = std::source_location::current()) {
  for (auto waited = 0ms; waited < limit; waited += 1ms) {
    if (done()) co_return;
    co_await delay(1ms);
  }
  if (!done()) ADD_FAILURE_AT(where.file_name(), where.line()) << "not reached within " << limit.count() << " ms";
}

TEST(Agent, QueriesChainUntilTheModelChats) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.model->script = {"Let me look. !look trailing text is dropped", "A tree!"};
  EXPECT_TRUE(runScenario(io, a.agent->handleMessage("bob", "what do you see?")));
  const std::vector<Turn> expected = {{"user", "bob: what do you see?"},
                                      {"assistant", "Let me look. !look"},
                                      {"system", "You see a tree."},
                                      {"assistant", "A tree!"}};
  EXPECT_EQ(a.agent->history().turns(), expected);
  EXPECT_EQ(a.world.chats, (std::vector<std::string>{"Let me look. !look", "A tree! "}));
  ASSERT_EQ(a.model->requests.size(), 2u);
  // §7.1: the conversing prompt carries the world's fields and the command docs.
  const std::string& system = a.model->requests[0].system;
  EXPECT_NE(system.find("named andy"), std::string::npos);
  EXPECT_NE(system.find("\nSTATS\nINV\n"), std::string::npos);
  EXPECT_NE(system.find("!work: Work for a while."), std::string::npos);
}

TEST(Agent, QuietCommandsAndTheBehaviourLog) {
  asio::io_context io;
  ConversationBus bus;
  AgentOptions options;
  options.verboseCommands = false;
  TestAgent a(io, bus, "andy", options);
  a.model->script = {"Let me look. !look", "!look", "Nothing new."};
  a.agent->logBehavior("Picking up item!");
  runScenario(io, a.agent->handleMessage("bob", "look around"));
  EXPECT_EQ(a.agent->history().turns().front(), (Turn{"system", "Recent behaviors log: \nPicking up item!"}));
  EXPECT_EQ(a.world.chats, (std::vector<std::string>{"Let me look.  *used look* ", "*used look* ", "Nothing new. "}));
}

TEST(Agent, APersonsCommandRunsWithoutTheModel) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  EXPECT_TRUE(runScenario(io, a.agent->handleMessage("bob", "please !look")));
  EXPECT_FALSE(runScenario(io, a.agent->handleMessage("bob", "!fly")));
  // openChat splits at the first command, even inside this error text (MINDcraft does the same).
  EXPECT_EQ(a.world.chats,
            (std::vector<std::string>{"*bob used look* ", "You see a tree. ", "Command ' !fly' does not exist."}));
  EXPECT_TRUE(a.model->requests.empty());
  EXPECT_TRUE(a.agent->history().turns().empty());
}

TEST(Agent, AHallucinatedCommandIsReportedAndTheModelAskedAgain) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.model->script = {"!fly(\"up\")", "I can't fly."};
  EXPECT_FALSE(runScenario(io, a.agent->handleMessage("bob", "fly!")));
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Command !fly does not exist."));
  EXPECT_TRUE(hasTurn(a.agent->history(), "assistant", "I can't fly."));
  EXPECT_EQ(a.model->requests.size(), 2u);
}

TEST(Agent, QueriesRunDuringAnActionAndANewerCommandInterruptsIt) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.world.workTime = 10s;
  a.model->script = {"On it. !work", "!look", "I see a tree.", "Sure, I'll stop. !stop", "Stopped."};
  const auto started = std::chrono::steady_clock::now();
  runScenario(io, [&]() -> asio::awaitable<void> {
    auto ex = co_await asio::this_coro::executor;
    std::optional<bool> firstDone;
    startNow(ex, a.agent->handleMessage("bob", "collect wood"), firstDone);
    co_await expectEventually([&] { return !a.agent->isIdle(); });
    EXPECT_EQ(a.agent->actions().currentActionLabel(), "action:work");
    // Conversation continues; a query does not interrupt the action.
    co_await a.agent->handleMessage("bob", "what do you see?");
    EXPECT_FALSE(a.agent->isIdle());
    EXPECT_FALSE(firstDone.has_value());
    // !stop interrupts it; the interrupted command answers nothing, so the first loop ends.
    co_await a.agent->handleMessage("bob", "stop");
    const bool firstUsedACommand = co_await resultOf(firstDone);
    EXPECT_TRUE(firstUsedACommand);
  }());
  EXPECT_LT(std::chrono::steady_clock::now() - started, 5s);
  EXPECT_TRUE(a.agent->isIdle());
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Agent stopped."));
  for (const Turn& t : a.agent->history().turns()) EXPECT_EQ(t.content.find("Action output"), std::string::npos) << t.content;
  EXPECT_EQ(a.world.worked, 1);
}

TEST(Agent, ActionOutputGoesBackToTheModel) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.model->script = {"!work", "Done."};
  EXPECT_TRUE(runScenario(io, a.agent->handleMessage("bob", "work")));
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Action output:\nWorking.\nWork done.\n"));
}

TEST(Agent, ATimedOutActionReportsWhatItDid) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.world.workTime = 10s;
  a.world.workTimeout = ActionManager::Minutes(0.0005);
  a.model->script = {"!work", "That took too long."};
  EXPECT_TRUE(runScenario(io, a.agent->handleMessage("bob", "work")));
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Code execution timed out after 0.0005 minutes. Attempting force stop."));
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Action output:\nWorking.\n"));
}

TEST(Agent, MaxCommandsLimitsTheResponsesToOneMessage) {
  asio::io_context io;
  ConversationBus bus;
  AgentOptions options;
  options.maxCommands = 2;
  TestAgent a(io, bus, "andy", options);
  a.model->fallback = "!look";
  runScenario(io, a.agent->handleMessage("bob", "look"));
  EXPECT_EQ(a.model->requests.size(), 2u);
  runScenario(io, a.agent->handleMessage("system", "look", 3));  // an explicit budget wins
  EXPECT_EQ(a.model->requests.size(), 5u);
}

TEST(Agent, AGoalSelfPromptsUntilEndGoal) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  const std::string selfPrompt =
      "You are self-prompting with the goal: 'get wood'. Your next response MUST contain a command with this syntax: "
      "!commandName. Respond:";
  int selfPrompts = 0;
  a.model->rule = [&](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    if (r.turns.back().content == selfPrompt) return ++selfPrompts < 3 ? "Working on it. !work" : "All done. !endGoal";
    if (r.turns.back().content == "bob: get some wood") return "Sure. !goal(\"get wood\")";
    return std::nullopt;  // the script's fallback: nothing to say
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await a.agent->handleMessage("bob", "get some wood");
    EXPECT_TRUE(a.agent->selfPrompter().isActive());
    co_await expectEventually([&] { return a.agent->selfPrompter().state() == SelfPrompter::State::Stopped; });
    co_await expectEventually([&] { return !a.agent->selfPrompter().loopActive(); });
  }());
  EXPECT_EQ(selfPrompts, 3);
  EXPECT_EQ(a.world.worked, 2);
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Self-prompting stopped."));
  // $SELF_PROMPT shows the goal while self-prompting.
  bool sawGoal = false;
  for (const auto& r : a.model->requests) sawGoal |= r.system.find("YOUR CURRENT ASSIGNED GOAL: \"get wood\"\n") != std::string::npos;
  EXPECT_TRUE(sawGoal);
  EXPECT_EQ(a.model->requests.front().system.find("YOUR CURRENT ASSIGNED GOAL"), std::string::npos);
}

TEST(Agent, SelfPromptingStopsAfterThreeRepliesWithoutACommand) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.model->script = {"!goal(\"dance\")"};
  a.model->fallback = "I am dancing.";
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await a.agent->handleMessage("bob", "dance");
    co_await expectEventually([&] { return !a.agent->selfPrompter().isActive(); });
  }());
  EXPECT_EQ(a.model->requests.size(), 4u);
  ASSERT_FALSE(a.world.chats.empty());
  EXPECT_EQ(a.world.chats.back(), "Agent did not use command in the last 3 auto-prompts. Stopping auto-prompting. ");
}

TEST(Agent, WhileSelfPromptingAPersonGetsOneResponseAndTheLoopRestartsAfterIdling) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  int selfPrompts = 0;
  a.model->rule = [&](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    if (r.turns.back().content.rfind("You are self-prompting", 0) == 0) {
      ++selfPrompts;
      return "Exploring. !look";
    }
    if (r.turns.back().content == "bob: hello") return "Hi! !work";  // an action: stops the loop (not the goal)
    return std::nullopt;  // nothing more to say after a command's output
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    EXPECT_EQ(a.agent->selfPrompter().start("explore"), "");
    co_await expectEventually([&] { return selfPrompts >= 2; });
    const size_t before = a.model->requests.size();
    co_await a.agent->handleMessage("bob", "hello");
    // Only one response to bob, although max_commands is unlimited.
    size_t toBob = 0;
    for (size_t i = before; i < a.model->requests.size(); ++i) toBob += a.model->requests[i].turns.back().content == "bob: hello";
    EXPECT_EQ(toBob, 1u);
    co_await expectEventually([&] { return !a.agent->selfPrompter().loopActive(); });
    EXPECT_TRUE(a.agent->selfPrompter().isActive());  // the goal stays
    const int stoppedAt = selfPrompts;
    co_await delay(30ms);
    EXPECT_EQ(selfPrompts, stoppedAt);  // nothing restarts it without the update tick
    for (int i = 0; i < 3; ++i) a.agent->update(5ms);  // 15 ms idle > the 10 ms cooldown
    co_await expectEventually([&] { return selfPrompts > stoppedAt; });
    co_await a.agent->selfPrompter().stop();
  }());
}

TEST(Agent, TwoAgentsTalkThroughTheConversationManager) {
  asio::io_context io;
  ConversationBus bus;
  std::vector<BotMessage> sent;
  bus.observer = [&](const BotMessage& m) { sent.push_back(m); };
  TestAgent a(io, bus, "A"), b(io, bus, "B");
  a.model->rule = [](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    const std::string& last = r.turns.back().content;
    if (last == "Talk to B.") return "!startConversation(\"B\", \"Hi B, need wood?\")";
    if (last == "B: (FROM OTHER BOT)Yes please!") return "Here you go. !endConversation(\"B\")";
    return std::nullopt;
  };
  b.model->rule = [](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    if (r.turns.back().content == "A: (FROM OTHER BOT)Hi B, need wood?") return "Yes please!";
    return std::nullopt;
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await a.agent->handleMessage("system", "Talk to B.");
    co_await expectEventually([&] { return sent.size() >= 3 && !b.agent->conversations().inConversation(); });
    co_await delay(30ms);  // B's answer to the end message comes after the "other busy" delay
  }());
  ASSERT_EQ(sent.size(), 3u);
  EXPECT_EQ(sent[0].toJson(), BotMessage::make("A", "B", "Hi B, need wood?", true).toJson());
  EXPECT_EQ(sent[1].toJson(), BotMessage::make("B", "A", "Yes please!", false).toJson());
  EXPECT_EQ(sent[2].toJson(), BotMessage::make("A", "B", "Here you go. !endConversation(\"B\")", false).toJson());
  EXPECT_TRUE(sent[2].end);
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Converstaion with B ended."));
  EXPECT_TRUE(hasTurn(b.agent->history(), "system",
                      "Conversation with A ended with message: \"(FROM OTHER BOT)Here you go. !endConversation(\"B\")\""));
  EXPECT_FALSE(a.agent->conversations().inConversation());
  // chat_bot_messages (on by default): replies routed to the partner are echoed publicly as
  // "(To X) ..."; the opening message of !startConversation is not (MINDcraft's open_chat=false).
  EXPECT_EQ(b.world.chats, std::vector<std::string>{"(To A) Yes please! "});
  // (A's opening reply went to public chat as any command reply outside a conversation does.)
  EXPECT_EQ(a.world.chats, (std::vector<std::string>{" !startConversation(\"B\", \"Hi B, need wood?\")",
                                                     "(To B) Here you go. !endConversation(\"B\")"}));
}

TEST(Agent, WithoutChatBotMessagesBotRepliesStayOffPublicChat) {
  asio::io_context io;
  ConversationBus bus;
  AgentOptions quiet;
  quiet.chatBotMessages = false;
  TestAgent a(io, bus, "A", quiet), b(io, bus, "B", quiet);
  a.model->rule = [](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    return r.turns.back().content == "Talk to B." ? std::optional<std::string>("!startConversation(\"B\", \"Hi B\")")
                                                   : std::nullopt;
  };
  b.model->rule = [](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    return r.turns.back().content == "A: (FROM OTHER BOT)Hi B" ? std::optional<std::string>("Yes please!") : std::nullopt;
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await a.agent->handleMessage("system", "Talk to B.");
    co_await expectEventually([&] { return hasTurn(a.agent->history(), "user", "B: (FROM OTHER BOT)Yes please!"); });
  }());
  EXPECT_TRUE(b.world.chats.empty());
}

TEST(Agent, ABusyAgentAsksTheModelWhetherToAnswer) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "A"), b(io, bus, "B");
  b.world.workTime = 10s;
  b.model->rule = [](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    if (r.system.find("Decide by outputting ONLY 'respond' or 'ignore'") != std::string::npos) {
      EXPECT_NE(r.system.find("busy with the following action: 'action:work'"), std::string::npos);
      EXPECT_NE(r.system.find("User input: Where are you?"), std::string::npos);
      return "Respond ";
    }
    if (r.turns.back().content == "work") return "!work";
    if (r.turns.back().content == "A: (FROM OTHER BOT)Where are you?") return "At the tree.";
    return std::nullopt;
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    auto ex = co_await asio::this_coro::executor;
    std::optional<bool> working;
    startNow(ex, b.agent->handleMessage("system", "work"), working);
    co_await expectEventually([&] { return !b.agent->isIdle(); });
    co_await a.agent->executeCommand("!startConversation(\"B\", \"Where are you?\")");
    co_await expectEventually([&] { return hasTurn(a.agent->history(), "user", "B: (FROM OTHER BOT)At the tree."); });
    EXPECT_FALSE(b.agent->isIdle());  // the answer did not interrupt the action
    co_await b.agent->actions().stop();
    co_await resultOf(working);
  }());
}

TEST(Agent, AThirdAgentIsTurnedAway) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "A"), b(io, bus, "B"), c(io, bus, "C");
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await a.agent->executeCommand("!startConversation(\"B\", \"Hello B\")");
    co_await c.agent->executeCommand("!startConversation(\"A\", \"Hello A\")");
    const std::string rejected =
        "Conversation with A ended with message: \"(FROM OTHER BOT)I'm talking to someone else, try again later. "
        "!endConversation(\"C\")\"";
    co_await expectEventually([&] { return hasTurn(c.agent->history(), "system", rejected); });
  }());
  EXPECT_EQ(a.agent->conversations().activePartner(), "B");
  EXPECT_FALSE(c.agent->conversations().inConversation());
}

TEST(Agent, TheMonitorNoticesASilentAndAVanishedPartner) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "A");
  auto b = std::make_unique<TestAgent>(io, bus, "B");  // its model never answers (a tab)
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await a.agent->executeCommand("!startConversation(\"B\", \"Are you there?\")");
    co_await delay(10ms);
    a.agent->update(20s);
    a.agent->update(11s);
    const std::string silent = "B hasn't responded in 30 seconds, respond with a message to them or your own action.";
    co_await expectEventually([&] { return hasTurn(a.agent->history(), "system", silent); });
    a.agent->update(31s);  // the limit doubled
    co_await delay(5ms);
    EXPECT_FALSE(hasTurn(a.agent->history(), "system", "B hasn't responded in 60 seconds, respond with a message to them or your own action."));
    b.reset();  // B leaves
    a.agent->update(10s);
    co_await expectEventually([&] { return hasTurn(a.agent->history(), "system", "B disconnected, conversation has ended."); });
  }());
  EXPECT_FALSE(a.agent->conversations().inConversation());
}

TEST(Agent, StateSurvivesARestartAndAnActiveGoalResumes) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.model->script = {"Hello."};
  runScenario(io, a.agent->handleMessage("bob", "hi"));
  a.agent->selfPrompter().setPromptPaused("build a hut");
  a.agent->memoryBank().rememberPlace("home", 1, 64, -3.5);
  nlohmann::json state = a.agent->state();
  EXPECT_EQ(state["saved_places"], nlohmann::json::parse(R"({"home": [1.0, 64.0, -3.5]})"));
  EXPECT_EQ(state["self_prompting_state"], 2);
  EXPECT_EQ(state["self_prompt"], "build a hut");
  EXPECT_TRUE(state["last_sender"].is_null());
  EXPECT_TRUE(state["taskStart"].is_number());

  TestAgent restored(io, bus, "andy2");
  state["self_prompting_state"] = 1;
  restored.agent->restore(state);
  EXPECT_EQ(restored.agent->history().turns(), a.agent->history().turns());
  EXPECT_TRUE(restored.agent->selfPrompter().isActive());
  EXPECT_TRUE(restored.agent->selfPrompter().loopActive());
  EXPECT_EQ(restored.agent->state()["taskStart"], state["taskStart"]);
  EXPECT_EQ(restored.agent->memoryBank().recallPlace("home"), (MemoryBank::Position{1, 64, -3.5}));
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await expectEventually([&] { return !restored.model->requests.empty(); });
    co_await restored.agent->selfPrompter().stop();
  }());
  EXPECT_NE(restored.model->requests.front().turns.back().content.find("'build a hut'"), std::string::npos);
}

TEST(Agent, AConversationPausesTheGoalWhichResumesAfterTheEnd) {
  asio::io_context io;
  ConversationBus bus;
  AgentOptions options;
  options.conversationResumeDelay = 5ms;
  TestAgent a(io, bus, "A", options), b(io, bus, "B");
  int selfPrompts = 0;
  a.model->rule = [&](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    const std::string& last = r.turns.back().content;
    if (last.rfind("You are self-prompting", 0) == 0) {
      ++selfPrompts;
      return "Exploring. !look";
    }
    if (last == "B: (FROM OTHER BOT)Can you help?") return "Not now. !endConversation(\"B\")";
    return std::nullopt;
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    a.agent->selfPrompter().start("explore");
    co_await expectEventually([&] { return selfPrompts >= 1; });
    co_await b.agent->executeCommand("!startConversation(\"A\", \"Can you help?\")");
    EXPECT_TRUE(a.agent->selfPrompter().isPaused());  // the partner's message takes priority
    co_await expectEventually([&] { return hasTurn(a.agent->history(), "system", "Converstaion with B ended."); });
    const int pausedAt = selfPrompts;
    // The goal is ACTIVE again after the delay; its loop runs again at once or, if the paused loop
    // was still finishing its turn, on the update tick (the owner ticks every 300 ms).
    co_await expectEventually([&] {
      a.agent->update(1ms);
      return a.agent->selfPrompter().isActive() && selfPrompts > pausedAt;
    });
    co_await a.agent->selfPrompter().stop();
  }());
  EXPECT_EQ(a.agent->selfPrompter().prompt(), "explore");
}

TEST(Agent, TheEndOfTheTaskStopsTheAgent) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent a(io, bus, "andy");
  a.world.workTime = 10s;
  int ended = 0;
  a.agent->onTaskEnded = [&] { ++ended; };
  a.model->rule = [](const testing::ScriptModel::Request&) -> std::optional<std::string> { return "!work"; };
  runScenario(io, [&]() -> asio::awaitable<void> {
    a.agent->selfPrompter().start("work forever");
    co_await expectEventually([&] { return !a.agent->isIdle(); });
    a.world.score = 0.5;
    a.agent->update(300ms);
    co_await expectEventually([&] { return a.agent->taskEnded() && a.agent->isIdle(); });
    const bool handled = co_await a.agent->handleMessage("bob", "still there?");
    EXPECT_FALSE(handled);
  }());
  EXPECT_EQ(ended, 1);
  EXPECT_EQ(a.agent->selfPrompter().state(), SelfPrompter::State::Stopped);
  EXPECT_TRUE(hasTurn(a.agent->history(), "system", "Task ended with score : 0.5"));
  EXPECT_FALSE(hasTurn(a.agent->history(), "user", "bob: still there?"));
}

// The text the evaluation reads scores from: JavaScript's number printing (1, not 1.0), as MINDcraft.
TEST(Agent, TaskEndedTextIsMindcraftsScoreLine) {
  EXPECT_EQ(taskEndedText(1), "Task ended with score : 1");
  EXPECT_EQ(taskEndedText(0), "Task ended with score : 0");
  EXPECT_EQ(taskEndedText(42.5), "Task ended with score : 42.5");
}

TEST(Agent, StartUpGreetsHandlesTheInitMessageOrResumesTheConversation) {
  asio::io_context io;
  ConversationBus bus;
  TestAgent quiet(io, bus, "quiet");
  runScenario(io, quiet.agent->start(""));
  EXPECT_EQ(quiet.world.chats, std::vector<std::string>{"Hello world! I am quiet "});

  TestAgent greeter(io, bus, "greeter");
  greeter.model->fallback = "!look";  // would chain forever without the budget of 2
  runScenario(io, greeter.agent->start("Respond with hello world and your name"));
  EXPECT_EQ(greeter.model->requests.size(), 2u);
  EXPECT_EQ(greeter.agent->history().turns().front(), (Turn{"system", "Respond with hello world and your name"}));

  // A restart in the middle of a conversation with B: the agent continues it with B.
  TestAgent b(io, bus, "B");
  TestAgent restarted(io, bus, "A");
  restarted.agent->restore({{"memory", "talking with B"}, {"turns", nlohmann::json::array()}, {"last_sender", "B"}});
  restarted.model->rule = [](const testing::ScriptModel::Request& r) -> std::optional<std::string> {
    if (r.turns.back().content.find("You have restarted and this message is auto-generated.") != std::string::npos) {
      return "Where were we?";
    }
    return std::nullopt;
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    co_await restarted.agent->start("Respond with hello world and your name");
    co_await expectEventually([&] { return hasTurn(b.agent->history(), "user", "A: (FROM OTHER BOT)Where were we?"); });
  }());
  EXPECT_TRUE(hasTurn(restarted.agent->history(), "user",
                      "B: (FROM OTHER BOT)You have restarted and this message is auto-generated. Continue the conversation with me."));
  EXPECT_EQ(restarted.world.chats, std::vector<std::string>{"(To B) Where were we? "});
}

TEST(MemoryBank, KeepsPlacesInTheOrderFirstSavedAndRejectsBadEntries) {
  MemoryBank bank;
  EXPECT_EQ(bank.placeNames(), "");
  bank.rememberPlace("mine", 10, 12, 5);
  bank.rememberPlace("home", 0, 64, 0);
  bank.rememberPlace("mine", 11, 12, 5);  // saved again: same place in the list, new position
  EXPECT_EQ(bank.placeNames(), "mine, home");
  EXPECT_EQ(bank.recallPlace("mine"), (MemoryBank::Position{11, 12, 5}));
  EXPECT_EQ(bank.recallPlace("nowhere"), std::nullopt);
  MemoryBank copy;
  copy.loadJson(bank.toJson());
  EXPECT_EQ(copy.recallPlace("home"), (MemoryBank::Position{0, 64, 0}));
  try {
    copy.loadJson(nlohmann::json::parse(R"({"home": [0, 64]})"));
    FAIL() << "a two-number place was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "saved place \"home\" must be [x, y, z] numbers, not [0,64]");
  }
  EXPECT_EQ(copy.recallPlace("home"), (MemoryBank::Position{0, 64, 0}));  // a bad file loses nothing
}

}  // namespace
}  // namespace craftmate::agents
