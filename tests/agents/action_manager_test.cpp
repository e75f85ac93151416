// The ActionManager (mindcraft.md §3.3) with fake slow actions: one action at a time, interruption by
// a newer action or stop(), timeouts, exceptions, resume actions, and MINDcraft's output texts.

#include <gtest/gtest.h>

#include "agents/action_manager.h"
#include "async_test_support.h"

namespace craftmate::agents {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;
using testing::delay;
using testing::resultOf;
using testing::runScenario;
using testing::startNow;

// Logs "started", waits `duration`, then answers `last`.
Action slowAction(std::chrono::milliseconds duration, std::string last = "done") {
  return [duration, last](ActionLog& log) -> asio::awaitable<std::string> {
    log.log("started");
    co_await delay(duration);
    co_return last;
  };
}

struct Recorder {
  std::vector<std::string> systemMessages;
  int idles = 0;
  std::vector<std::string> refused;
  ActionManager::Hooks hooks() {
    return {[this](const std::string& t) { systemMessages.push_back(t); }, [this] { ++idles; }, nullptr,
            [this](const std::string& t) { refused.push_back(t); }};
  }
};

TEST(ActionLog, LogLinesKeepsEveryLineAndEndsTheLast) {
  ActionLog log;
  log.log("first");
  log.logLines("Collected 2 oak_log.\n\nDone");  // a blank line stays; the last one gets its newline
  log.logLines("");
  log.logLines("Picked up.\n");
  EXPECT_EQ(log.text(), "first\nCollected 2 oak_log.\n\nDone\nPicked up.\n");
}

TEST(ActionManager, CompletedActionReportsItsOutput) {
  asio::io_context io;
  Recorder rec;
  ActionManager actions(io.get_executor(), rec.hooks());
  const ActionResult result = runScenario(io, [&]() -> asio::awaitable<ActionResult> {
    co_return co_await actions.runAction("action:work", slowAction(5ms));
  }());
  EXPECT_TRUE(result.success);
  EXPECT_FALSE(result.interrupted);
  EXPECT_FALSE(result.timedout);
  EXPECT_EQ(result.message, "Action output:\nstarted\ndone\n");
  EXPECT_EQ(ActionManager::commandOutput(result), "Action output:\nstarted\ndone\n");
  EXPECT_EQ(rec.idles, 1);
  EXPECT_FALSE(actions.executing());
  EXPECT_EQ(actions.currentActionLabel(), "");
}

TEST(ActionManager, ANewerActionInterruptsTheRunningOne) {
  asio::io_context io;
  Recorder rec;
  ActionManager actions(io.get_executor(), rec.hooks());
  ActionResult first, second;
  std::string labelWhileRunning;
  const auto started = std::chrono::steady_clock::now();
  runScenario(io, [&]() -> asio::awaitable<void> {
    auto ex = co_await asio::this_coro::executor;
    std::optional<ActionResult> firstDone;
    startNow(ex, actions.runAction("action:long", slowAction(10s)), firstDone);
    co_await delay(5ms);
    labelWhileRunning = actions.currentActionLabel();
    second = co_await actions.runAction("action:short", slowAction(1ms, "short done"));
    first = co_await resultOf(firstDone);
  }());
  EXPECT_LT(std::chrono::steady_clock::now() - started, 5s) << "the long action was not interrupted";
  EXPECT_EQ(labelWhileRunning, "action:long");
  EXPECT_TRUE(first.interrupted);
  EXPECT_FALSE(first.timedout);
  EXPECT_EQ(first.message, "");
  EXPECT_EQ(ActionManager::commandOutput(first), std::nullopt);  // runAsAction returns nothing
  EXPECT_TRUE(second.success);
  EXPECT_EQ(second.message, "Action output:\nstarted\nshort done\n");
  EXPECT_EQ(rec.idles, 1);  // only the uninterrupted action emits idle
}

TEST(ActionManager, StopInterruptsAndWaitsForTheEnd) {
  asio::io_context io;
  ActionManager actions(io.get_executor());
  ActionResult result;
  bool executingAfterStop = true;
  runScenario(io, [&]() -> asio::awaitable<void> {
    auto ex = co_await asio::this_coro::executor;
    std::optional<ActionResult> done;
    startNow(ex, actions.runAction("action:long", slowAction(10s)), done);
    co_await delay(5ms);
    EXPECT_TRUE(actions.executing());
    co_await actions.stop();
    executingAfterStop = actions.executing();
    result = co_await resultOf(done);
  }());
  EXPECT_FALSE(executingAfterStop);
  EXPECT_TRUE(result.interrupted);
  EXPECT_TRUE(result.success);
}

TEST(ActionManager, TimeoutStopsTheActionAndKeepsItsOutput) {
  asio::io_context io;
  Recorder rec;
  ActionManager actions(io.get_executor(), rec.hooks());
  const ActionResult result = runScenario(io, [&]() -> asio::awaitable<ActionResult> {
    co_return co_await actions.runAction("action:long", slowAction(10s), ActionManager::Minutes(0.0005));  // 30 ms
  }());
  EXPECT_TRUE(result.timedout);
  EXPECT_TRUE(result.interrupted);
  EXPECT_EQ(result.message, "Action output:\nstarted\n");
  EXPECT_EQ(ActionManager::commandOutput(result), "Action output:\nstarted\n");  // timed out: reported
  ASSERT_EQ(rec.systemMessages.size(), 1u);
  EXPECT_EQ(rec.systemMessages[0], "Code execution timed out after 0.0005 minutes. Attempting force stop.");
  // The next action starts with a clean slate (MINDcraft's never-reset flag is not kept).
  const ActionResult next = runScenario(io, actions.runAction("action:short", slowAction(1ms)));
  EXPECT_FALSE(next.timedout);
}

TEST(ActionManager, NoTimeoutWhenZeroOrNone) {
  asio::io_context io;
  ActionManager actions(io.get_executor());
  EXPECT_FALSE(runScenario(io, actions.runAction("a", slowAction(20ms), ActionManager::Minutes(0))).timedout);
  EXPECT_FALSE(runScenario(io, actions.runAction("a", slowAction(20ms), std::nullopt)).timedout);
}

TEST(ActionManager, ExceptionBecomesMindcraftsErrorText) {
  asio::io_context io;
  Recorder rec;
  ActionManager actions(io.get_executor(), rec.hooks());
  const ActionResult result = runScenario(io, actions.runAction("action:fail", [](ActionLog& log) -> asio::awaitable<std::string> {
    log.log("Collecting.");
    co_await delay(1ms);
    throw std::runtime_error("no path to the block");
  }));
  EXPECT_FALSE(result.success);
  EXPECT_FALSE(result.interrupted);
  EXPECT_EQ(result.message,
            "Action output:\nCollecting.\n!!Code threw exception!!\nError: no path to the block\nStack trace:\nundefined\n");
  EXPECT_EQ(rec.idles, 1);
}

TEST(ActionManager, LongOutputIsShortenedAsMindcraftDoes) {
  std::string log;
  for (int i = 0; i < 60; ++i) log += "line " + std::to_string(i) + "...\n";  // > 500 characters
  const std::string summary = ActionManager::outputSummary(log);
  EXPECT_EQ(summary, "Action output is very long (" + std::to_string(log.size()) +
                         " chars) and has been shortened.\n\n          First outputs:\n" + log.substr(0, 250) +
                         "\n...skipping many lines.\nFinal outputs:\n " + log.substr(log.size() - 250));
  EXPECT_EQ(ActionManager::outputSummary("short\n"), "Action output:\nshort\n");
}

TEST(ActionManager, ResumeActionRunsAgainWhenIdle) {
  asio::io_context io;
  bool selfPrompting = false;
  ActionManager actions(io.get_executor(), {nullptr, nullptr, [&] { return selfPrompting; }, nullptr});
  int runs = 0;
  Action follow = [&runs](ActionLog& log) -> asio::awaitable<std::string> {
    ++runs;
    log.log("Following.");
    co_await delay(10s);
    co_return "";
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    auto ex = co_await asio::this_coro::executor;
    asio::co_spawn(ex, actions.runAction("action:followPlayer", follow, std::nullopt, true), asio::detached);
    co_await delay(5ms);
    co_await actions.runAction("action:craft", slowAction(1ms));  // interrupts the follow
    EXPECT_EQ(runs, 1);
    selfPrompting = true;  // not while self-prompting
    auto skipped = co_await actions.resumeAction();
    EXPECT_FALSE(skipped.success);
    EXPECT_EQ(runs, 1);
    selfPrompting = false;
    asio::co_spawn(ex, actions.resumeAction(), asio::detached);
    co_await delay(5ms);
    EXPECT_EQ(runs, 2);
    EXPECT_EQ(actions.currentActionLabel(), "action:followPlayer");
    actions.cancelResume();
    co_await actions.stop();
    auto none = co_await actions.resumeAction();
    EXPECT_FALSE(none.success);
    EXPECT_EQ(runs, 2);
  }());
}

TEST(ActionManager, AnActionThatRefusesToStopIsReported) {
  asio::io_context io;
  Recorder rec;
  ActionManager actions(io.get_executor(), rec.hooks());
  actions.setStopGrace(20ms);
  // Swallows the interrupt and keeps going for a while (a skill ignoring interrupt_code).
  Action stubborn = [](ActionLog&) -> asio::awaitable<std::string> {
    try {
      co_await delay(10s);
    } catch (const boost::system::system_error&) {
    }
    co_await asio::this_coro::reset_cancellation_state();
    co_await delay(60ms);
    co_return "finished anyway";
  };
  runScenario(io, [&]() -> asio::awaitable<void> {
    auto ex = co_await asio::this_coro::executor;
    std::optional<ActionResult> done;
    startNow(ex, actions.runAction("action:stubborn", stubborn), done);
    co_await delay(5ms);
    co_await actions.stop();
    EXPECT_EQ(rec.refused, std::vector<std::string>{"Code execution refused stop after 10 seconds. Killing process."});
    const ActionResult result = co_await resultOf(done);
    EXPECT_TRUE(result.interrupted);  // it ended late, but it was told to stop
    EXPECT_EQ(result.message, "");
  }());
}

}  // namespace
}  // namespace craftmate::agents
