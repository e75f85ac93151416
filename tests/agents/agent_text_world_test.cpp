// The real-time Agent in a built-in text world (Hanabi): each world move is an action on the
// ActionManager (a short timer, then Environment::act), two agents talk through the conversation
// manager while they play, and the episode ends.

#include <gtest/gtest.h>

#include "agent_test_support.h"
#include "games/game_registry.h"

namespace craftmate::agents {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;
using testing::delay;

// One player's view of a text world as an AgentWorld: the agent's own commands plus
// `!move("<the world's command text>")`, which runs as an action.
class TextWorldBody : public AgentWorld {
 public:
  TextWorldBody(Environment& env, int index) : env_(env), index_(index) {
    std::vector<commands::CommandDef> defs = agentCommandDefinitions();
    defs.push_back({"!move", "Make your move in the world.",
                    std::vector<commands::ParamDef>{{"action", commands::ParamType::String, "The move, as the world writes it.", std::nullopt}},
                    commands::CommandKind::Action});
    commands_ = commands::CommandSet(std::move(defs));
  }
  const commands::CommandSet& commands() const override { return commands_; }
  const commands::NameRegistry& names() const override { return names_; }
  asio::awaitable<std::optional<std::string>> execute(const commands::ParsedCommand& command, Agent& agent) override {
    // A named Action: GCC 12 destroys a lambda temporary with a non-trivial capture twice when it
    // is built inside a co_await expression.
    Action move = [this, text = command.text(0)](ActionLog& log) -> asio::awaitable<std::string> {
      co_await delay(2ms);  // a move takes a moment, as a Minecraft action would
      const CommandResult r = env_.act(index_, text);
      ++moves;
      log.log(r.output);
      co_return "";
    };
    const ActionResult result = co_await agent.actions().runAction("action:move", std::move(move));
    co_return ActionManager::commandOutput(result);
  }
  std::map<std::string, std::string> promptFields() const override { return env_.promptFields(index_); }
  void chat(const std::string&) override {}

  int moves = 0;

 private:
  Environment& env_;
  int index_;
  commands::CommandSet commands_;
  testing::NoNames names_;
};

TEST(AgentInATextWorld, TwoAgentsPlayHanabiWithActionsAndTalk) {
  const games::GameInfo* hanabi = games::GameRegistry::builtIn().find("hanabi");
  ASSERT_NE(hanabi, nullptr);
  std::unique_ptr<Environment> env = hanabi->create({{"seed", 7}});
  asio::io_context io;
  ConversationBus bus;
  std::vector<BotMessage> sent;
  bus.observer = [&](const BotMessage& m) { sent.push_back(m); };
  std::vector<std::unique_ptr<TextWorldBody>> bodies;
  std::vector<std::shared_ptr<testing::ScriptModel>> models;
  std::vector<std::unique_ptr<Agent>> team;
  for (int i = 0; i < 2; ++i) {
    bodies.push_back(std::make_unique<TextWorldBody>(*env, i));
    models.push_back(std::make_shared<testing::ScriptModel>());
    // Playing card 0 is always legal, so the game ends (three misplays or an empty deck).
    models[i]->fallback = "My turn. !move(\"Action: Play my Card 0\")";
    Prompter prompter(mergeProfile({{"name", "p" + std::to_string(i)}}, "survival"), models[i], 2);
    prompter.setCooldown(0ms);
    team.push_back(std::make_unique<Agent>(io.get_executor(), std::move(prompter), *bodies[i], bus, AgentOptions{}, 15));
    team.back()->quickReply = 1ms;
  }
  models[0]->script = {"!startConversation(\"p1\", \"I will play my first card each turn.\")"};

  int turns = 0;
  testing::runScenario(io, [&]() -> asio::awaitable<void> {
    while (!env->score().ended && turns < 200) {
      for (int i : env->agentsToAct()) {
        // One move per turn: the world's observation as a system message, at most 3 responses.
        const int before = bodies[static_cast<size_t>(i)]->moves;
        for (int tries = 0; tries < 3 && bodies[static_cast<size_t>(i)]->moves == before; ++tries) {
          co_await team[static_cast<size_t>(i)]->handleMessage("system", env->observation(i), 3);
        }
        ++turns;
        if (env->score().ended) break;
      }
      co_await delay(2ms);  // partners' answers are scheduled on timers
    }
  }());
  EXPECT_TRUE(env->score().ended);
  EXPECT_LT(turns, 200);
  EXPECT_GT(bodies[0]->moves + bodies[1]->moves, 2);
  // Moves went through the ActionManager and their output back to the model.
  bool sawOutput = false;
  for (const Turn& t : team[0]->history().turns()) sawOutput |= t.role == "system" && t.content.rfind("Action output:\n", 0) == 0;
  EXPECT_TRUE(sawOutput);
  // The conversation: p0's opening reached p1, and p1's replies went back to p0 over the bus.
  ASSERT_FALSE(sent.empty());
  EXPECT_EQ(sent[0].toJson(), BotMessage::make("p0", "p1", "I will play my first card each turn.", true).toJson());
  bool answered = false;
  for (const BotMessage& m : sent) answered |= m.from == "p1" && m.to == "p0";
  EXPECT_TRUE(answered);
}

}  // namespace
}  // namespace craftmate::agents
