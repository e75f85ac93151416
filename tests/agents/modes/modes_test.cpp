// Modes on an agent without a server (mindcraft.md §3.5, §3.1): the !modes and !setMode seam, the
// skill context, a mode's action interrupting the model's action and the "(AUTO MESSAGE)" re-prompt,
// narration, and the 300 ms update loop. The bot is real but never connects; nothing here reads the
// world, which the integration tests (tests/integration/modes_test.cpp) cover.

#include <gtest/gtest.h>

#include "agents/modes/modes.h"
#include "agents/modes/update_loop.h"
#include "commands/skills/skill_context.h"
#include "tests/agents/agent_test_support.h"
#include "world/bot.h"

namespace craftmate::agents::modes {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;
using testing::delay;
using testing::hasTurn;
using testing::resultOf;
using testing::runScenario;
using testing::startNow;
using testing::TestAgent;

struct Fixture {
  explicit Fixture(ModesOptions options = {}) : agent(io, bus, "andy") {
    world::BotOptions o;
    o.username = "andy";
    bot = world::Bot::create(io.get_executor(), o);
    modes = std::make_unique<Modes>(*bot, *agent.agent, std::move(options));
  }
  asio::io_context io;
  ConversationBus bus;
  TestAgent agent;
  std::shared_ptr<world::Bot> bot;
  std::unique_ptr<Modes> modes;
};

TEST(Modes, TheModesAndSetModeTextsThroughTheController) {
  Fixture f;
  const minecraft::ModeController& controller = *f.modes;
  EXPECT_EQ(minecraft::modeDocs(controller),
            "Agent Modes:"
            "\n- self_preservation(ON): Respond to drowning, burning, and damage at low health. Interrupts all actions."
            "\n- unstuck(ON): Attempt to get unstuck when in the same place for a while. Interrupts some actions."
            "\n- cowardice(ON): Run away from enemies. Interrupts all actions."
            "\n- self_defense(ON): Attack nearby enemies. Interrupts all actions."
            "\n- hunting(ON): Hunt nearby animals when idle."
            "\n- item_collecting(ON): Collect nearby items when idle."
            "\n- torch_placing(ON): Place torches when idle and there are no torches nearby."
            "\n- elbow_room(ON): Move away from nearby players when idle."
            "\n- idle_staring(ON): Animation to look around at entities when idle."
            "\n- cheat(OFF): Use cheats to instantly place blocks and teleport.");
  f.modes->applyProfile(nlohmann::json{{"cowardice", false}});
  EXPECT_TRUE(f.modes->setOn("hunting", false));
  EXPECT_FALSE(f.modes->setOn("flying", true));
  EXPECT_EQ(minecraft::modeMiniDocs(controller),
            "Agent Modes:\n- self_preservation(ON)\n- unstuck(ON)\n- cowardice(OFF)\n- self_defense(ON)\n- hunting(OFF)"
            "\n- item_collecting(ON)\n- torch_placing(ON)\n- elbow_room(ON)\n- idle_staring(ON)\n- cheat(OFF)");
}

TEST(Modes, SkillContextsCheatWithTheCheatModeAndPauseTheseModes) {
  ModesOptions options;
  options.restrictToInventory = true;
  Fixture f(options);
  EXPECT_FALSE(f.modes->skillContext()->cheat);
  f.modes->setOn("cheat", true);
  auto ctx = f.modes->skillContext();
  EXPECT_TRUE(ctx->cheat);
  EXPECT_TRUE(ctx->restrictToInventory);
  ctx->pause("self_defense");  // as goToPlayer does
  EXPECT_TRUE(f.modes->set().find("self_defense")->paused);
  f.modes->pause("cowardice");  // the controller's own pause
  EXPECT_TRUE(f.modes->set().find("cowardice")->paused);
  // Idle at the next tick: everything is unpaused. (All modes off, so none reads the unconnected bot.)
  for (const auto& mode : f.modes->set().all()) mode->on = false;
  f.modes->update();
  EXPECT_FALSE(f.modes->set().find("self_defense")->paused);
  EXPECT_FALSE(f.modes->set().find("cowardice")->paused);
}

TEST(Modes, AModeActionInterruptsTheModelsActionWhichIsToldWhy) {
  Fixture f;
  f.agent.world.workTime = 10s;
  // The model starts !work; after the interruption it is asked to respond and says so.
  f.agent.model->script = {"!work", "Back to work soon."};
  Mode& hunting = *f.modes->set().find("hunting");
  const bool completed = runScenario(f.io, [&]() -> asio::awaitable<bool> {
    std::optional<bool> used;
    startNow(f.io.get_executor(), f.agent.agent->handleMessage("bob", "work please"), used);
    while (f.agent.agent->actions().currentActionLabel() != "action:work") co_await delay(1ms);
    f.modes->say("Hunting cow!");
    bool ran = false;
    f.modes->execute(hunting, [&ran](skills::SkillContext&) -> asio::awaitable<void> {
      co_await delay(20ms);
      ran = true;
    });
    EXPECT_TRUE(hunting.active);  // at once, before the action starts
    while (hunting.active) co_await delay(1ms);
    EXPECT_TRUE(ran);
    co_await resultOf(used);
    while (f.agent.model->requests.size() < 2) co_await delay(1ms);
    co_await delay(20ms);
    co_return true;
  }());
  EXPECT_TRUE(completed);
  EXPECT_EQ(f.agent.world.worked, 1);
  // The narration went to chat and into the behaviour log, which the re-prompt quotes and empties.
  EXPECT_NE(std::find(f.agent.world.chats.begin(), f.agent.world.chats.end(), "Hunting cow! "), f.agent.world.chats.end());
  EXPECT_TRUE(hasTurn(f.agent.agent->history(), "system",
                      "(AUTO MESSAGE)Your previous action 'action:work' was interrupted by hunting.\n"
                      "        Your behavior log: Hunting cow!\n\nRespond accordingly."));
  EXPECT_TRUE(hasTurn(f.agent.agent->history(), "assistant", "Back to work soon."));
  EXPECT_EQ(f.agent.agent->flushBehaviorLog(), "");
}

TEST(Modes, AModeActionOnAnIdleAgentAsksNothingAndNarrationCanBeQuiet) {
  ModesOptions options;
  options.narrateBehavior = false;
  Fixture f(options);
  Mode& items = *f.modes->set().find("item_collecting");
  runScenario(f.io, [&]() -> asio::awaitable<void> {
    f.modes->say("Picking up item!");
    f.modes->execute(items, [](skills::SkillContext& ctx) -> asio::awaitable<void> {
      ctx.log("Picked up 0 items.");
      co_return;
    });
    while (items.active) co_await delay(1ms);
    co_await delay(20ms);
  }());
  EXPECT_TRUE(f.agent.world.chats.empty());     // narrate_behavior false: no chat
  EXPECT_TRUE(f.agent.model->requests.empty());  // nothing was interrupted: no re-prompt
  // The narration waits in the behaviour log for the next message.
  EXPECT_EQ(f.agent.agent->flushBehaviorLog(), "Picking up item!\n");
}

TEST(UpdateLoop, TicksEvery300MsAndDrivesTheAgentsUpdate) {
  Fixture f;
  for (const auto& mode : f.modes->set().all()) mode->on = false;
  f.modes->pause("unstuck");
  // A task that is done: the agent's update notices it within one tick.
  bool ended = false;
  f.agent.agent->onTaskEnded = [&ended] { ended = true; };
  std::unique_ptr<UpdateLoop> loop;
  const auto started = std::chrono::steady_clock::now();
  runScenario(f.io, [&]() -> asio::awaitable<void> {
    loop = std::make_unique<UpdateLoop>(f.bot->executor(), *f.agent.agent, f.modes.get());
    f.agent.world.score = 1;
    while (loop->ticks() < 4) co_await delay(5ms);
    loop->stop();
    co_await delay(20ms);
  }());
  const auto took = std::chrono::steady_clock::now() - started;
  EXPECT_GE(took, 1200ms);
  EXPECT_LT(took, 2500ms);
  EXPECT_EQ(loop->ticks(), 4);  // stopped: no more ticks
  EXPECT_TRUE(ended);
  EXPECT_FALSE(f.modes->set().find("unstuck")->paused);  // idle ticks unpause
}

}  // namespace
}  // namespace craftmate::agents::modes
