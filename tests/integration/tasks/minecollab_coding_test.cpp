// A two-agent MineCollab crafting task played with `!newAction` allowed (issue 17's check): Andy's
// models are a local OpenAI-compatible server in this process; his chat model answers `!newAction`
// and his profile's code_model, asked for code, JavaScript that collects an oak log and crafts a
// stick; Jill is the scripted teammate. The stick exists only through that code: nobody holds wood,
// the models use no other command, and the only logs are two the test places near the spawn. The
// coding prompt's $CODE_DOCS are ranked by the profile's embedding model.

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <thread>

#include "memory/run_store.h"
#include "tasks/minecollab_runner.h"
#include "tasks/task_loader.h"
#include "tests/agents/models/local_http_server.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

using namespace craftmate;
using namespace std::chrono_literals;
namespace fs = std::filesystem;
using nlohmann::json;
using agents::testing::RecordedRequest;

namespace {

// A coding request is the one whose system prompt carries $CODE_DOCS.
bool isCodingRequest(const RecordedRequest& r) { return r.body.find("#### RELEVANT CODE DOCS ###") != std::string::npos; }

agents::testing::CannedReply chatReply(const std::string& text) {
  return agents::testing::jsonReply(
      {{"choices", json::array({{{"finish_reason", "stop"}, {"message", {{"role", "assistant"}, {"content", text}}}}})}});
}

// Where the server spawns players (the episode gathers the agents there), found by a probe bot that
// then places two oak logs 8 blocks east of it, out of the agents' landing square (±5), and waits
// until it sees them.
void placeLogsNearTheSpawn(const craftmate::testing::EmbeddedServer& server) {
  craftmate::testing::BotGroup bots(2);
  const auto probe = bots.join(server, "probe");
  const auto at = bots.on(probe, [&] { return world::BlockPos::containing(probe->entity().position); });
  const world::BlockPos log{at.x + 8, at.y, at.z};
  bots.on(probe, [&] {
    probe->runCommand("/fill " + std::to_string(log.x) + " " + std::to_string(log.y) + " " + std::to_string(log.z) + " " +
                      std::to_string(log.x) + " " + std::to_string(log.y + 1) + " " + std::to_string(log.z) + " oak_log");
  });
  auto placed = [&] {
    return bots.on(probe, [&] {
      const auto top = probe->blockAt({log.x, log.y + 1, log.z});
      return top && top->name() == "oak_log";
    });
  };
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  while (!placed() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(50ms);
  EXPECT_TRUE(placed()) << "the /fill of oak logs did not show";
}

TEST(MineCollabCoding, AModelsNewActionCodeCollectsAndCraftsTheTarget) {
  craftmate::testing::EmbeddedServerOptions serverOptions;
  serverOptions.viewDistance = 4;
  craftmate::testing::EmbeddedServer server(serverOptions);
  placeLogsNearTheSpawn(server);

  // Andy's chat model: !newAction once (a second command would interrupt the running code), plain
  // talk after that; it cannot code. His code model: the code. Embeddings: the request and the
  // collectBlock doc point one way, everything else another (word overlap would put craftRecipe
  // first).
  const std::string request = "Collect an oak log and craft a stick";
  std::atomic<bool> actionAsked{false};
  const std::string code =
      "```js\nawait skills.collectBlock(bot, 'oak_log', 1);\nawait skills.craftRecipe(bot, 'oak_planks', 1);\n"
      "await skills.craftRecipe(bot, 'stick', 1);\n```";
  agents::testing::LocalHttpServer model([&](const RecordedRequest& r, int) {
    const json body = r.json();
    if (r.target == "/v1/embeddings") {
      const std::string input = body.at("input").get<std::string>();
      const bool near = input.find("skills.collectBlock") == 0 || input.find(request) != std::string::npos;
      return agents::testing::jsonReply({{"data", json::array({{{"embedding", near ? json{1.0, 0.0} : json{0.0, 1.0}}}})}});
    }
    if (isCodingRequest(r)) return chatReply(body.at("model") == "model-code" ? code : "I cannot write code.");
    if (!actionAsked.exchange(true)) return chatReply("I will write code for it. !newAction(\"" + request + "\")");
    return chatReply("I am working on the stick.");
  });

  json tasksJson = {{"coded_stick",
                     {{"type", "techtree"},
                      {"goal", "Craft a stick"},
                      {"conversation", "Let's craft a stick"},
                      {"agent_count", 2},
                      {"timeout", 240},
                      {"initial_inventory", {{"0", {{"dirt", 1}}}, {"1", {{"dirt", 1}}}}},
                      {"target", "stick"},
                      {"number_of_target", 1}}}};
  const auto file = tasks::parseTaskFile(tasksJson.dump(), "coded_stick.json");
  const tasks::Task& task = file.tasks.front();

  const fs::path jobDir = fs::temp_directory_path() / ("craftmate_minecollab_coding_" + std::to_string(::getpid()));
  fs::remove_all(jobDir);
  fs::create_directories(jobDir);
  tasks::JobContext context;
  context.jobDir = jobDir.string();
  // MINDcraft's crafting task profile for both, as its evaluation makes them: Andy's model is the
  // local server, Jill is the scripted teammate.
  std::ifstream craftingFile(std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles/tasks/crafting_profile.json");
  const json crafting = json::parse(craftingFile);
  json andy = crafting, jill = crafting;
  andy["model"] = {{"api", "openai"}, {"url", model.baseUrl() + "/v1"}, {"model", "model-a"}};
  andy["code_model"] = {{"api", "openai"}, {"url", model.baseUrl() + "/v1"}, {"model", "model-code"}};
  jill["model"] = "scripted";
  tasks::MineCollabEpisode e;
  e.task = &task;
  e.agentNames = tasks::mineCollabAgentNames(task.agentCount, "code");
  e.host = server.host();
  e.port = server.port();
  e.team.files = {"andy.json", "jill.json"};
  e.team.profiles = {andy, jill};
  e.settings = {{"allow_insecure_coding", true}};
  e.keysFile = (jobDir / "none.json").string();
  e.seed = 7;
  e.context = &context;
  const tasks::JobResult result = tasks::playMineCollabEpisode(e);
  EXPECT_TRUE(result.success) << result.endReason << " score " << result.score;
  EXPECT_EQ(result.endReason, "Task successful");

  // The code model was asked to code (the chat model never), with the docs ranked by embeddings,
  // and the code it wrote ran to its end for Andy.
  int codingRequests = 0;
  for (const auto& r : model.requests()) {
    if (!isCodingRequest(r)) continue;
    EXPECT_EQ(r.json().at("model"), "model-code");
    EXPECT_NE(r.body.find("#### RELEVANT CODE DOCS ###\\nThe following functions are available to use:\\nskills.collectBlock"),
              std::string::npos)
        << r.body;
    ++codingRequests;
  }
  EXPECT_GE(codingRequests, 1);
  memory::RunStore store((jobDir / "run.sqlite").string(), memory::RunStore::Mode::ReadOnly);
  const auto attempts = store.codeAttempts();
  ASSERT_FALSE(attempts.empty());
  EXPECT_EQ(attempts.back().agent, e.agentNames[0]);
  EXPECT_EQ(attempts.back().outcome, "success") << attempts.back().feedback;
  EXPECT_NE(attempts.back().code.find("skills.craftRecipe(bot, 'stick', 1)"), std::string::npos);
  EXPECT_NE(attempts.back().feedback.find("Code finished."), std::string::npos) << attempts.back().feedback;
  fs::remove_all(jobDir);
}

}  // namespace
