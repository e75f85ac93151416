// `craftmate run --world hanabi --model '{"api":"openai","url":...}'` against a local
// OpenAI-compatible server: the CLI builds the provider from the model object, the agent loop
// prompts it, parses its replies and finishes the episode.

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "local_http_server.h"
#include "tests/support/cli_run.h"

namespace craftmate::agents {
namespace {

using nlohmann::json;
using testing::LocalHttpServer;
using testing::RecordedRequest;
using test::runCraftmate;

TEST(RunEndToEnd, HanabiWithAnOpenAiCompatibleServerCompletes) {
  // Playing card 0 is always legal in Hanabi, so a fixed reply drives the game to its end (three
  // misplays or the deck running out), whatever the deal.
  LocalHttpServer server([](const RecordedRequest& r, int) {
    if (r.target != "/v1/chat/completions") return testing::jsonReply({{"error", {{"message", "not here"}}}}, 404);
    return testing::jsonReply({{"choices", json::array({{{"finish_reason", "stop"},
                                                         {"message", {{"role", "assistant"},
                                                                      {"content", "I will play. Action: Play my Card 0"}}}}})}});
  });
  const auto dir = std::filesystem::temp_directory_path() / ("craftmate_models_e2e_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto profile = dir / "fast.json";
  std::ofstream(profile) << R"({"name": "player", "cooldown": 0})";
  const std::string model = json{{"api", "openai"}, {"url", server.baseUrl() + "/v1"}, {"model", "test"}}.dump();
  const test::CliResult r = runCraftmate("run --world hanabi --profile " + profile.string() + " --keys " + (dir / "none.json").string() +
                                " --max-turns 200 --model '" + model + "'");
  std::filesystem::remove_all(dir);
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const json summary = json::parse(r.output.substr(r.output.find('{')));
  EXPECT_EQ(summary["ended"], true) << r.output;
  EXPECT_GT(summary["turns"].get<int>(), 0);
  const auto requests = server.requests();
  ASSERT_FALSE(requests.empty());
  for (const auto& req : requests) {
    if (req.target != "/v1/chat/completions") continue;
    const json body = req.json();
    EXPECT_EQ(body["model"], "test");
    EXPECT_EQ(body["stop"], "***");
    EXPECT_EQ(req.header("authorization"), "");  // no key configured for a local server
    ASSERT_TRUE(body["messages"].is_array());
    EXPECT_EQ(body["messages"][0]["role"], "user");  // strictFormat: system prompt as SYSTEM: user turn
  }
  // The observation reached the model: the first prompt mentions the cards in play. (Before it, the
  // example retriever tries the server's /v1/embeddings, gets 404 and falls back to word overlap.)
  const auto firstPrompt = std::find_if(requests.begin(), requests.end(),
                                        [](const RecordedRequest& req) { return req.target == "/v1/chat/completions"; });
  ASSERT_NE(firstPrompt, requests.end());
  EXPECT_NE(firstPrompt->body.find("Card"), std::string::npos);
}

}  // namespace
}  // namespace craftmate::agents
