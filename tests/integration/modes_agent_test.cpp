// The modes behind a MinecraftAgentWorld on the embedded server: the model switches a mode with
// !setMode and reads !modes, a person's !setMode switches it back, the mode then acts (narrating in
// public chat), a mode that interrupts the model's action makes the agent tell the model so, and a
// torch the server refuses does not keep a self-prompting agent from prompting again.
// The model is a local OpenAI-compatible HTTP server answering from a script.

#include <boost/asio/detached.hpp>

#include "agents/modes/modes.h"
#include "agents/modes/update_loop.h"
#include "tests/integration/minecraft_agent/minecraft_agent_fixture.h"

namespace craftmate::agents::minecraft::testing {
namespace {

class ModesWithAgent : public MinecraftAgentTest {
 protected:
  // Modes and their tick for the agent (as an app wires them), on the bot's strand.
  void startModes(const std::shared_ptr<Bot>& bot) {
    on(bot, [&] {
      modes_ = std::make_unique<modes::Modes>(*bot, *agent_);
      // The agent's profile decides (survival: cowardice off); this test also turns the head still.
      nlohmann::json profileModes = mergeProfile({{"name", bot->username()}}, "survival").json.at("modes");
      profileModes["idle_staring"] = false;
      modes_->applyProfile(profileModes);
      world_->setModeController(modes_.get());
      loop_ = std::make_unique<modes::UpdateLoop>(bot->executor(), *agent_, modes_.get());
      return 0;
    });
  }
  void TearDown() override {
    if (modes_) {
      on(agentBot_, [&] {
        loop_->stop();
        for (const auto& mode : modes_->set().all()) mode->on = false;
        asio::co_spawn(agentBot_->executor(), agent_->actions().stop(), asio::detached);
        return 0;
      });
      waitUntil(agentBot_, [&] { return !agent_->actions().executing(); }, 5s);
      on(agentBot_, [&] {
        world_->setModeController(nullptr);
        loop_.reset();
        modes_.reset();
        return 0;
      });
    }
    MinecraftAgentTest::TearDown();
  }
  world::Vec3 position(const std::shared_ptr<Bot>& bot) {
    return on(bot, [&] { return bot->entity().position; });
  }
  bool present(Bot& bot, const std::string& name) {
    return skills::nearestEntityWhere(bot, [&](const world::Entity& e) { return e.name == name; }, 16) != nullptr;
  }

  std::unique_ptr<modes::Modes> modes_;
  std::unique_ptr<modes::UpdateLoop> loop_;
};

TEST_F(ModesWithAgent, SetModeAndModesReachTheModesWhichActAndInterrupt) {
  auto andy = join("andy");
  auto bob = join("bob");
  const BlockPos g = ground();
  movePlayer(andy, "bob", g.offset(-6, 1, 0));
  auto heard = std::make_shared<ChatLog>();
  listen(bob, heard);
  give(andy, "diamond_sword", 1);
  const BlockPos far = g.offset(14, 1, 0);
  ScriptedModelServer model({"!setMode(\"hunting\", false)", "!modes", "Hunting is off.",
                             "On my way. !goToCoordinates(" + std::to_string(far.x) + ", " + std::to_string(far.y) + ", " +
                                 std::to_string(far.z) + ", 1)",
                             "A zombie attacked me, I dealt with it."});
  MinecraftWorldOptions options;
  options.teamAgents = {"andy"};
  makeAgent(andy, model, options);
  startModes(andy);

  // The model turns hunting off and reads the modes.
  handle("bob", "Please stop hunting and tell me your modes.");
  EXPECT_EQ(outputOf("!setMode"), "Mode hunting is now off.");
  const std::string docs = outputOf("!modes");
  EXPECT_EQ(docs.rfind("Agent Modes:\n- self_preservation(ON): Respond to drowning, burning, and damage at low health. "
                       "Interrupts all actions.\n",
                       0),
            0u)
      << docs;
  EXPECT_NE(docs.find("\n- hunting(OFF): Hunt nearby animals when idle.\n"), std::string::npos) << docs;
  EXPECT_NE(docs.find("\n- idle_staring(OFF): Animation to look around at entities when idle.\n"), std::string::npos) << docs;

  // Hunting off: a cow next to the bot lives.
  command("summon cow " + xyz(g.offset(3, 1, 2)));
  ASSERT_TRUE(waitUntil(andy, [&] { return present(*andy, "cow"); }));
  std::this_thread::sleep_for(2s);
  EXPECT_TRUE(on(andy, [&] { return present(*andy, "cow"); }));

  // A person's !setMode runs without the model; hunting on again, the cow is hunted.
  handle("bob", "!setMode(\"hunting\", true)");
  EXPECT_TRUE(waitUntil(andy, [&] { return !present(*andy, "cow"); }, 20s)) << heard->all();
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "Hunting cow!"); }, 5s)) << heard->all();
  EXPECT_TRUE(waitUntil(andy, [&] { return !agent_->actions().executing(); }, 15s));

  // The model walks off; a zombie close by makes self_defense interrupt the walk, and the model is told.
  on(andy, [&] {
    asio::co_spawn(andy->executor(), agent_->handleMessage("bob", "Go over there."), asio::detached);
    return 0;
  });
  ASSERT_TRUE(waitUntil(andy, [&] { return agent_->actions().currentActionLabel() == "action:goToCoordinates"; }, 10s));
  const BlockPos near = BlockPos::containing(position(andy)).offset(3, 0, 0);
  command("summon zombie " + xyz(near));
  EXPECT_TRUE(waitUntil(andy, [&] { return heard->heard("andy", "Fighting zombie!") && !present(*andy, "zombie"); }, 20s))
      << heard->all();
  const std::string told = "(AUTO MESSAGE)Your previous action 'action:goToCoordinates' was interrupted by self_defense.\n"
                           "        Your behavior log: ";
  EXPECT_TRUE(waitUntil(andy, [&] {
    for (const Turn& t : agent_->history().turns())
      if (t.role == "system" && t.content.rfind(told, 0) == 0 && t.content.find("Fighting zombie!\n") != std::string::npos &&
          t.content.ends_with("\nRespond accordingly."))
        return true;
    return false;
  }, 10s)) << [&] {
    std::string all;
    for (const Turn& t : turns()) all += t.role + ": " + t.content + "\n";
    return all;
  }();
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "A zombie attacked me, I dealt with it."); }, 10s)) << heard->all();
}

// A goal and torches in adventure mode, where the server refuses every placement, so every
// torch_placing attempt fails. The self-prompter must prompt again after a failed attempt: a
// construction player holding torches stalled for good when the mode's 5 s wait counted from the
// start of the attempt (which then took placeBlock's 5 s wait on a server that did not answer) and
// the mode fired again at once.
TEST_F(ModesWithAgent, AFailedTorchAttemptLeavesTheSelfPrompterTimeToPromptAgain) {
  auto andy = join("andy");
  give(andy, "torch", 3);
  command("gamemode adventure andy");
  // Each self-prompt: one command, then a reply without one, which ends the turn (2 s to the next).
  std::vector<std::string> replies;
  for (int i = 0; i < 40; ++i) {
    replies.push_back("!stats");
    replies.push_back("Still looking around.");
  }
  ScriptedModelServer model(replies);
  MinecraftWorldOptions options;
  options.teamAgents = {"andy"};
  makeAgent(andy, model, options);
  startModes(andy);
  const std::string selfPrompt = "You are self-prompting with the goal: 'Look around.'";
  const auto selfPrompts = [&] {
    int n = 0;
    for (const Turn& t : agent_->history().turns()) n += t.role == "system" && t.content.rfind(selfPrompt, 0) == 0;
    return n;
  };
  on(andy, [&] { return agent_->selfPrompter().start("Look around."); });
  modes::Mode& torch = *modes_->set().find("torch_placing");
  // The first attempt comes 5 s after the modes were made, between two self-prompts; it stops the
  // self-prompt loop (not the goal).
  int before = 0;
  ASSERT_TRUE(waitUntil(andy, [&] {
    before = selfPrompts();
    return torch.active;
  }, 15s));
  // It fails; the self-prompter restarts after 2 s of idleness, and the next torch attempt must
  // leave it that time.
  EXPECT_TRUE(waitUntil(andy, [&] { return selfPrompts() > before; }, 12s)) << [&] {
    std::string all;
    for (const Turn& t : turns()) all += t.role + ": " + t.content.substr(0, 80) + "\n";
    return all;
  }();
  EXPECT_TRUE(on(andy, [&] { return agent_->selfPrompter().isActive(); }));
  EXPECT_EQ(count(andy, "torch"), 3) << "the server placed a torch: this test needs one that refuses it";
}

}  // namespace
}  // namespace craftmate::agents::minecraft::testing
