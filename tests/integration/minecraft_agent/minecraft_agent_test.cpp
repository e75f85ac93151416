// MinecraftAgentWorld on the embedded server: a model (a local OpenAI-compatible HTTP server that
// answers from a script) drives an Agent through MINDcraft's commands, and the outputs the model reads
// back and the world's changes are checked; a person's whispered !commands run without the model.

#include <gtest/gtest.h>

#include <deque>
#include <mutex>

#include "agents/agent.h"
#include "agents/conversation_manager.h"
#include "agents/minecraft/minecraft_agent_world.h"
#include "agents/models/model_factory.h"
#include "agents/profile.h"
#include "agents/prompter.h"
#include "commands/minecraft_names.h"
#include "tests/agents/models/local_http_server.h"
#include "tests/integration/skills_fixture.h"

namespace craftmate::agents::minecraft {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;
using skills::testing::SkillsTest;
using world::BlockPos;
using world::Bot;

const commands::MinecraftNames& minecraftNames() {
  static const commands::MinecraftNames names = commands::MinecraftNames::load(commands::MinecraftNames::defaultDataRoot());
  return names;
}

nlohmann::json chatReply(const std::string& content) {
  return {{"choices", nlohmann::json::array({{{"index", 0},
                                              {"finish_reason", "stop"},
                                              {"message", {{"role", "assistant"}, {"content", content}}}}})}};
}

// A model that answers the i-th request with the i-th scripted reply, then with "\t" (MINDcraft's
// "say nothing"), over real HTTP.
class ScriptedModelServer {
 public:
  explicit ScriptedModelServer(std::vector<std::string> replies)
      : replies_(std::move(replies)), server_([this](const testing::RecordedRequest&, int index) {
          const std::string reply = index < static_cast<int>(replies_.size()) ? replies_[index] : "\t";
          return testing::jsonReply(chatReply(reply));
        }) {}
  nlohmann::json modelField() const {
    return {{"api", "vllm"}, {"model", "scripted-test"}, {"url", server_.baseUrl() + "/v1"}};
  }
  std::vector<testing::RecordedRequest> requests() const { return server_.requests(); }

 private:
  std::vector<std::string> replies_;
  testing::LocalHttpServer server_;
};

// What a bot hears in public chat.
struct ChatLog {
  std::mutex mutex;
  std::vector<std::pair<std::string, std::string>> lines;  // username, message
  bool heard(const std::string& from, const std::string& part) {
    std::lock_guard lock(mutex);
    for (const auto& [user, text] : lines)
      if (user == from && text.find(part) != std::string::npos) return true;
    return false;
  }
  std::string all() {
    std::lock_guard lock(mutex);
    std::string out;
    for (const auto& [user, text] : lines) out += "<" + user + "> " + text + "\n";
    return out;
  }
};

class MinecraftAgentTest : public SkillsTest {
 protected:
  void TearDown() override {
    if (agent_) {
      on(agentBot_, [&] {
        world_->detach();
        agent_.reset();
        return 0;
      });
    }
    world_.reset();
    SkillsTest::TearDown();
  }

  // An agent for `bot` whose model is `model`; `team` lists the agents of its team.
  Agent& makeAgent(const std::shared_ptr<Bot>& bot, const ScriptedModelServer& model, std::vector<std::string> team) {
    agentBot_ = bot;
    MinecraftWorldOptions options;
    options.teamAgents = std::move(team);
    world_ = std::make_unique<MinecraftAgentWorld>(bot, minecraftNames(), options);
    const Profile profile = mergeProfile({{"name", bot->username()}, {"model", model.modelField()}}, "survival");
    Prompter prompter(profile, makeChatModel(profile.json["model"], KeyStore(), bot->executor()), 0);
    prompter.setCooldown(0ms);
    agent_ = std::make_unique<Agent>(bot->executor(), std::move(prompter), *world_, bus_, AgentOptions{}, 30);
    on(bot, [&] {
      world_->attach(*agent_);
      return 0;
    });
    return *agent_;
  }

  // The agent handles one message to the end (every command it leads to has run).
  void handle(const std::string& source, const std::string& message) {
    asio::co_spawn(agentBot_->executor(), agent_->handleMessage(source, message), asio::use_future).get();
  }

  std::vector<Turn> turns() {
    return on(agentBot_, [&] { return agent_->history().turns(); });
  }
  // The system turn that follows the assistant turn holding `command` (the output the model read).
  std::string outputOf(const std::string& command) {
    const std::vector<Turn> all = turns();
    for (std::size_t i = 0; i + 1 < all.size(); ++i)
      if (all[i].role == "assistant" && all[i].content.find(command) != std::string::npos && all[i + 1].role == "system")
        return all[i + 1].content;
    return "(no output for " + command + ")";
  }

  // Teleports `name` next to the patch centre and waits until `viewer` sees it there (the server
  // tells other players a moment later).
  void movePlayer(const std::shared_ptr<Bot>& viewer, const std::string& name, const BlockPos& to) {
    command("tp " + name + " " + xyz(to));
    ASSERT_TRUE(waitUntil(viewer, [&] {
      const world::Entity* e = skills::playerEntity(*viewer, name);
      return e != nullptr && e->position.distanceTo(skills::blockCorner(to)) < 1.5;
    })) << viewer->username() << " never saw " << name << " arrive";
  }
  // Item count read on the bot's strand (inside a waitUntil condition, where count() would nest).
  static int held(Bot& bot, const std::string& item) {
    const world::ItemType* type = bot.registry().itemByName(item);
    return type ? bot.inventory().count(type->id) : 0;
  }

  void listen(const std::shared_ptr<Bot>& bot, const std::shared_ptr<ChatLog>& log) {
    on(bot, [&] {
      bot->events().chat.on([log](const std::string& user, const std::string& text) {
        std::lock_guard lock(log->mutex);
        log->lines.emplace_back(user, text);
      });
      return 0;
    });
  }

  ConversationBus bus_;
  std::shared_ptr<Bot> agentBot_;
  std::unique_ptr<MinecraftAgentWorld> world_;
  std::unique_ptr<Agent> agent_;
};

// The commands a crafting task needs, in the order a model would use them; the outputs are
// MINDcraft's texts and the world changes accordingly.
TEST_F(MinecraftAgentTest, ModelCollectsCraftsPlansAndGives) {
  auto andy = join("andy");
  auto bob = join("bob");
  const BlockPos g = ground();
  movePlayer(andy, "bob", g.offset(-8, 1, 0));
  setBlock(andy, g.offset(3, 1, 0), "oak_log");
  setBlock(andy, g.offset(3, 1, 2), "oak_log");
  auto heard = std::make_shared<ChatLog>();
  listen(bob, heard);

  ScriptedModelServer model({"Let me check. !inventory", "!nearbyBlocks", "!collectBlocks(\"oak_log\", 2)",
                             "!craftRecipe(\"oak_planks\", 2)", "!getCraftingPlan(\"stick\", 1)",
                             "Here you go !givePlayer(\"bob\", \"oak_planks\", 3)", "All done, bob."});
  makeAgent(andy, model, {"andy"});
  handle("bob", "Could you make some planks and give me three?");

  EXPECT_EQ(outputOf("!inventory"), "\nINVENTORY: Nothing\nWEARING: Nothing\n");
  const std::string nearby = outputOf("!nearbyBlocks");
  EXPECT_EQ(nearby.rfind("\nNEARBY_BLOCKS\n- ", 0), 0u) << nearby;
  EXPECT_NE(nearby.find("\n- oak_log\n"), std::string::npos) << nearby;
  EXPECT_NE(nearby.find("\n- grass_block\n"), std::string::npos) << nearby;
  EXPECT_NE(nearby.find("\n- Block Below: grass_block\n- Block at Legs: air\n- Block at Head: air\n"
                        "- First Solid Block Above Head: none\n"),
            std::string::npos)
      << nearby;
  const std::string collected = outputOf("!collectBlocks");
  EXPECT_EQ(collected.rfind("Action output:\n", 0), 0u) << collected;
  EXPECT_NE(collected.find("Collected 2 oak_log.\n"), std::string::npos) << collected;
  EXPECT_EQ(outputOf("!craftRecipe"), "Action output:\nSuccessfully crafted oak_planks, you now have 8 oak_planks.\n");
  EXPECT_EQ(outputOf("!getCraftingPlan"),
            "\nYou have all items required to craft this item!\nHere's your crafting plan:\n\nCraft 2 oak_planks -> 4 stick\n");
  const std::string given = outputOf("!givePlayer");
  EXPECT_NE(given.find("bob received oak_planks.\n"), std::string::npos) << given;

  // The world: logs gone, planks shared.
  EXPECT_EQ(blockName(andy, g.offset(3, 1, 0)), "air");
  EXPECT_EQ(blockName(andy, g.offset(3, 1, 2)), "air");
  EXPECT_EQ(count(andy, "oak_planks"), 5);
  EXPECT_TRUE(waitUntil(bob, [&] { return held(*bob, "oak_planks") == 3; }, 5s)) << "bob " << count(bob, "oak_planks") << ", andy " << count(andy, "oak_planks");

  // The model saw $STATS and $INVENTORY, and its plain answer went to public chat.
  const auto requests = model.requests();
  ASSERT_EQ(requests.size(), 7u);
  const std::string system = requests[0].json()["messages"][0]["content"];
  EXPECT_NE(system.find("\nSTATS\n- Position: x: "), std::string::npos);
  EXPECT_NE(system.find("\n- Gamemode: survival\n- Health: 20 / 20\n- Hunger: 20 / 20\n"), std::string::npos) << system;
  EXPECT_NE(system.find("- Current Action: Idle\n- Nearby Human Players: bob\n- Nearby Bot Players: None.\n"),
            std::string::npos)
      << system;
  EXPECT_NE(system.find("\nINVENTORY: Nothing\nWEARING: Nothing\n"), std::string::npos);
  const std::string last = requests[6].json()["messages"][0]["content"];
  EXPECT_NE(last.find("\nINVENTORY\n- oak_planks: 5\nWEARING: Nothing\n"), std::string::npos) << last;
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "All done, bob."); }, 5s)) << heard->all();
}

// mindcraft.md §2.4: a person who whispers a command has it run directly; the model is never asked
// and the output comes back in public chat.
TEST_F(MinecraftAgentTest, PersonsWhisperedCommandsRunWithoutTheModel) {
  auto andy = join("andy");
  auto bob = join("bob");
  movePlayer(andy, "bob", ground().offset(-8, 1, 0));
  give(andy, "cobblestone", 3);
  auto heard = std::make_shared<ChatLog>();
  listen(bob, heard);
  ScriptedModelServer model({});
  makeAgent(andy, model, {"andy", "jill"});

  on(bob, [&] {
    bob->whisper("andy", "!inventory");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "*bob used inventory*"); }, 10s)) << heard->all();
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "INVENTORY - cobblestone: 3 WEARING: Nothing"); }, 10s))
      << heard->all();

  on(bob, [&] {
    bob->whisper("andy", "please !givePlayer(\"bob\", \"cobblestone\", 2)");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return held(*bob, "cobblestone") == 2; }, 20s)) << heard->all();
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "bob received cobblestone."); }, 10s)) << heard->all();
  EXPECT_EQ(count(andy, "cobblestone"), 1);

  on(bob, [&] {
    bob->whisper("andy", "!dance");
    return 0;
  });
  // MINDcraft's openChat puts a space before the command it finds in a chat line, this one included.
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "Command ' !dance' does not exist."); }, 10s)) << heard->all();

  // With a partner in the team, public chat is not listened to (people whisper).
  on(bob, [&] {
    bob->chat("!inventory");
    return 0;
  });
  std::this_thread::sleep_for(1500ms);
  EXPECT_FALSE(heard->heard("andy", "INVENTORY - cobblestone: 1")) << heard->all();

  EXPECT_TRUE(model.requests().empty()) << "a person's command must not reach the model";
  EXPECT_TRUE(turns().empty()) << "a person's command is not added to the history";
}

}  // namespace
}  // namespace craftmate::agents::minecraft
