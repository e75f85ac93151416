#pragma once
// The fixture of the Minecraft agent tests: the skills tests' server and patches, a model that is a
// local OpenAI-compatible HTTP server answering from a script, and one Agent over a
// MinecraftAgentWorld.

#include <gtest/gtest.h>

#include <mutex>

#include "agents/agent.h"
#include "agents/conversation_manager.h"
#include "agents/minecraft/minecraft_agent_world.h"
#include "agents/models/model_factory.h"
#include "agents/profile.h"
#include "agents/prompter.h"
#include "commands/command_text.h"
#include "commands/minecraft_names.h"
#include "tests/agents/models/local_http_server.h"
#include "tests/integration/skills_fixture.h"

namespace craftmate::agents::minecraft::testing {

using namespace std::chrono_literals;
namespace asio = boost::asio;
using skills::testing::SkillsTest;
using world::BlockPos;
using world::Bot;

inline const commands::MinecraftNames& minecraftNames() {
  return commands::MinecraftNames::shared("1.21.1");
}

inline nlohmann::json chatReply(const std::string& content) {
  return {{"choices", nlohmann::json::array({{{"index", 0},
                                              {"finish_reason", "stop"},
                                              {"message", {{"role", "assistant"}, {"content", content}}}}})}};
}

// A model that answers the i-th request with the i-th scripted reply, then with "\t" (MINDcraft's
// "say nothing"), over real HTTP.
class ScriptedModelServer {
 public:
  explicit ScriptedModelServer(std::vector<std::string> replies)
      : replies_(std::move(replies)), server_([this](const craftmate::agents::testing::RecordedRequest&, int index) {
          const std::string reply = index < static_cast<int>(replies_.size()) ? replies_[index] : "\t";
          return craftmate::agents::testing::jsonReply(chatReply(reply));
        }) {}
  nlohmann::json modelField() const {
    return {{"api", "vllm"}, {"model", "scripted-test"}, {"url", server_.baseUrl() + "/v1"}};
  }
  std::vector<craftmate::agents::testing::RecordedRequest> requests() const { return server_.requests(); }

 private:
  std::vector<std::string> replies_;
  craftmate::agents::testing::LocalHttpServer server_;
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
  int count(const std::string& from, const std::string& part) {
    std::lock_guard lock(mutex);
    int n = 0;
    for (const auto& [user, text] : lines) n += user == from && text.find(part) != std::string::npos;
    return n;
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
  Agent& makeAgent(const std::shared_ptr<Bot>& bot, const ScriptedModelServer& model, MinecraftWorldOptions options,
                   MinecraftTaskView* task = nullptr, ModeController* modes = nullptr) {
    agentBot_ = bot;
    world_ = std::make_unique<MinecraftAgentWorld>(bot, minecraftNames(), options, task, modes);
    const Profile profile = mergeProfile({{"name", bot->username()}, {"model", model.modelField()}}, "survival");
    Prompter prompter(profile, makeChatModel(profile.json["model"], KeyStore(), bot->executor()), 0);
    prompter.setCooldown(0ms);
    agent_ = std::make_unique<Agent>(bot->executor(), std::move(prompter), *world_, bus_, AgentOptions{}, 500);  // no summarising inside a test
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
  // The output the model read after its last use of `command` ("!craftRecipe" or the exact call
  // "!stay(1)"): the system turn right after that assistant turn.
  std::string outputOf(const std::string& command) {
    const std::vector<Turn> all = turns();
    const std::string name = command.substr(0, command.find('('));
    for (std::size_t i = all.size() - 1; i-- > 0;) {
      const auto used = commands::containsCommand(all[i].content);
      if (all[i].role == "assistant" && used && *used == name && all[i].content.find(command) != std::string::npos &&
          all[i + 1].role == "system")
        return all[i + 1].content;
    }
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

}  // namespace craftmate::agents::minecraft::testing
