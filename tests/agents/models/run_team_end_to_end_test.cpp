// End to end through the CLI: two agents whose model is a local OpenAI-compatible server play a
// Hanabi episode, talk through the conversation manager, summarise their memory with the memory
// prompt, and the run store holds it all; `craftmate dataset` exports the conversing calls; a
// second run with load_memory resumes from the stored memory; the scripted model plays the same
// episode with no HTTP at all.

#include <filesystem>
#include <fstream>
#include <mutex>

#include <gtest/gtest.h>

#include "local_http_server.h"
#include "tests/support/cli_run.h"
#include "memory/run_store.h"

namespace craftmate::agents {
namespace {

using nlohmann::json;
using testing::LocalHttpServer;
using testing::RecordedRequest;
using test::runCraftmate;

const std::string kMemoryPromptStart = "You are a minecraft bot named ";
const std::string kMemoryPromptMark = "Summarize your old memory and recent conversation into a new memory";
const std::string kSummary = "Played card 0 each turn; partner player1 agreed to hint.";

// strictFormat puts the system prompt first, as a "SYSTEM: ..." user message. "" for other
// requests (the embedding model tries /v1/embeddings, which this server does not serve).
std::string systemOf(const RecordedRequest& r) {
  if (r.target != "/v1/chat/completions") return "";
  const json body = r.json();
  return body["messages"][0]["content"].get<std::string>();
}

// The first conversing prompt of agent "player" from request `from` on.
std::string firstPromptOfPlayer(const std::vector<RecordedRequest>& requests, size_t from) {
  for (size_t i = from; i < requests.size(); ++i) {
    const std::string system = systemOf(requests[i]);
    if (system.find("named player that") != std::string::npos) return system;
  }
  return "";
}

json chatReply(const std::string& content) {
  return {{"choices", json::array({{{"finish_reason", "stop"}, {"message", {{"role", "assistant"}, {"content", content}}}}})}};
}

class TeamRun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("craftmate_team_e2e_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    std::ofstream(dir_ / "fast.json") << R"({"name": "player", "cooldown": 0})";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // The model: memory prompts get a summary; player's first conversing call opens a conversation
  // with player1; every other call plays card 0 (always legal, so the episode ends).
  static testing::CannedReply answer(const RecordedRequest& r, std::mutex& mutex, bool& opened) {
    if (r.target != "/v1/chat/completions") return testing::jsonReply({{"error", {{"message", "not here"}}}}, 404);
    const std::string system = systemOf(r);
    if (system.find(kMemoryPromptMark) != std::string::npos) return testing::jsonReply(chatReply(kSummary));
    std::lock_guard lock(mutex);
    if (!opened && system.find("named player that") != std::string::npos) {
      opened = true;
      return testing::jsonReply(chatReply("Let's coordinate. !startConversation(\"player1\", \"I will give hints first.\")"));
    }
    return testing::jsonReply(chatReply("I will play. Action: Play my Card 0"));
  }

  std::string runArgs(const LocalHttpServer& server, const std::filesystem::path& out, const std::string& extra = "") const {
    const std::string model = json{{"api", "openai"}, {"url", server.baseUrl() + "/v1"}, {"model", "test"}}.dump();
    return "run --world hanabi --seed 7 --profile " + (dir_ / "fast.json").string() + " --keys " + (dir_ / "none.json").string() +
           " --max-turns 200 --max_messages 5 --out " + out.string() + " --model '" + model + "' " + extra;
  }

  std::filesystem::path dir_;
};

TEST_F(TeamRun, TwoModelAgentsTalkSummariseAndAreRecorded) {
  std::mutex mutex;
  bool opened = false;
  LocalHttpServer server([&](const RecordedRequest& r, int) { return answer(r, mutex, opened); });
  const auto out = dir_ / "run";
  const test::CliResult r = runCraftmate(runArgs(server, out));
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const json summary = json::parse(r.output.substr(r.output.find('{')));
  EXPECT_EQ(summary["ended"], true) << r.output;
  ASSERT_TRUE(opened) << "player never got its first conversing call";

  // The memory prompt was used (saving_memory template, old memory and the evicted turns).
  size_t memoryRequests = 0, conversingRequests = 0;
  for (const auto& req : server.requests()) {
    if (req.target != "/v1/chat/completions") continue;
    const std::string system = systemOf(req);
    if (system.find(kMemoryPromptMark) != std::string::npos) {
      ++memoryRequests;
      EXPECT_EQ(system.rfind("SYSTEM: " + kMemoryPromptStart, 0), 0u) << system;
      EXPECT_NE(system.find("\nOld Memory: '"), std::string::npos);
      EXPECT_NE(system.find("Recent conversation: \n"), std::string::npos);
    } else {
      ++conversingRequests;
    }
  }
  EXPECT_GT(memoryRequests, 0u);

  memory::RunStore store(out.string() + "/run.sqlite", memory::RunStore::Mode::ReadOnly);
  // The conversation went through the conversation manager and is in the store.
  const auto messages = store.messages();
  ASSERT_FALSE(messages.empty());
  EXPECT_EQ(messages[0].from, "player");
  EXPECT_EQ(messages[0].to, "player1");
  EXPECT_EQ(messages[0].text, "I will give hints first.");
  bool replied = false;
  for (const auto& m : messages) replied |= m.from == "player1" && m.to == "player" && m.text == "I will play. Action: Play my Card 0";
  EXPECT_TRUE(replied) << "player1's replies were not routed to its partner";
  // Every model call is recorded; the summaries with their purpose.
  size_t storedMemoryCalls = 0, storedConversing = 0;
  for (const auto& c : store.modelCalls()) {
    if (c.call.purpose == "saving_memory") {
      ++storedMemoryCalls;
      EXPECT_EQ(c.call.reply, kSummary);
      EXPECT_NE(c.call.system.find(kMemoryPromptMark), std::string::npos);
    } else if (c.call.purpose == "conversing") {
      ++storedConversing;
    }
  }
  EXPECT_EQ(storedMemoryCalls, memoryRequests);
  EXPECT_EQ(storedConversing, conversingRequests);
  // Each agent's memory and turns were persisted.
  memory::RunStore reader(out.string() + "/run.sqlite", memory::RunStore::Mode::ReadOnly);
  reader.setLoadMemory(true);
  for (const std::string name : {"player", "player1"}) {
    const auto state = reader.loadAgentState(name);
    ASSERT_TRUE(state.has_value()) << name;
    EXPECT_EQ((*state)["memory"], kSummary) << name;
    EXPECT_FALSE((*state)["turns"].empty()) << name;
    EXPECT_LT((*state)["turns"].size(), 5u) << name;  // max_messages 5
  }

  // The dataset: with --metric, the top quarter of one finished run is that run, so every
  // conversing call is an example, in order, exactly as sent.
  const auto dataset = dir_ / "sft.jsonl";
  ASSERT_EQ(runCraftmate("dataset " + out.string() + " --metric score --out " + dataset.string()).exitCode, 0);
  std::vector<json> lines;
  std::ifstream in(dataset);
  for (std::string line; std::getline(in, line);) lines.push_back(json::parse(line));
  ASSERT_EQ(lines.size(), conversingRequests);
  size_t k = 0;
  for (const auto& c : store.modelCalls()) {
    if (c.call.purpose != "conversing") continue;
    const json& msgs = lines[k++]["messages"];
    ASSERT_EQ(msgs.size(), c.call.turns.size() + 2);
    EXPECT_EQ(msgs.front(), json({{"role", "system"}, {"content", c.call.system}}));
    EXPECT_EQ(msgs.back(), json({{"role", "assistant"}, {"content", c.call.reply}}));
  }
}

TEST_F(TeamRun, LoadMemoryResumesFromTheRunStore) {
  std::mutex mutex;
  bool opened = false;
  LocalHttpServer server([&](const RecordedRequest& r, int) { return answer(r, mutex, opened); });
  const auto out = dir_ / "resumed";
  ASSERT_EQ(runCraftmate(runArgs(server, out)).exitCode, 0);
  const size_t firstRunRequests = server.requests().size();

  // Without load_memory a run in the same folder starts fresh; with it, the stored memory is in the prompt.
  ASSERT_EQ(runCraftmate(runArgs(server, out, "--load_memory true")).exitCode, 0);
  const auto requests = server.requests();
  ASSERT_GT(requests.size(), firstRunRequests);
  const std::string resumedPrompt = firstPromptOfPlayer(requests, firstRunRequests);
  EXPECT_NE(resumedPrompt.find("Summarized memory:'" + kSummary + "'"), std::string::npos) << resumedPrompt;
  memory::RunStore store(out.string() + "/run.sqlite", memory::RunStore::Mode::ReadOnly);
  EXPECT_EQ(store.runs().size(), 2u);

  const auto fresh = dir_ / "fresh";
  const size_t before = server.requests().size();
  ASSERT_EQ(runCraftmate(runArgs(server, fresh)).exitCode, 0);
  const std::string freshPrompt = firstPromptOfPlayer(server.requests(), before);
  EXPECT_NE(freshPrompt.find("Summarized memory:''"), std::string::npos) << freshPrompt;
}

TEST_F(TeamRun, TheScriptedModelPlaysTheSameEpisodeWithoutHttp) {
  const test::CliResult r = runCraftmate("run --world hanabi --seed 7 --model scripted --max_messages 5 --out " + (dir_ / "scripted").string());
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const json summary = json::parse(r.output.substr(r.output.find('{')));
  EXPECT_EQ(summary["ended"], true);
  memory::RunStore store((dir_ / "scripted").string() + "/run.sqlite", memory::RunStore::Mode::ReadOnly);
  ASSERT_EQ(store.runs().size(), 1u);
  EXPECT_EQ(store.runs()[0].models.at("agent0"), "scripted");
}

}  // namespace
}  // namespace craftmate::agents
