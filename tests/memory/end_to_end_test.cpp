// Runs the real CLI: two scripted Hanabi runs with different seeds recorded with --out, then
// `craftmate dataset` over both folders.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "memory/run_store.h"
#include "memory/sft_dataset.h"
#include "tests/memory/temp_dir.h"

namespace craftmate::memory {
namespace {

int sh(const std::string& command) { return std::system((command + " > /dev/null 2>&1").c_str()); }

std::vector<nlohmann::json> readLines(const std::string& path) {
  std::vector<nlohmann::json> lines;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

TEST(MemoryEndToEnd, TwoHanabiRunsAndTheirDataset) {
  testing::TempDir dir;
  const std::string cli = CRAFTMATE_CLI;
  const std::string runA = dir.file("seed212"), runB = dir.file("seed321");
  ASSERT_EQ(sh(cli + " run --world hanabi --model scripted --seed 212 --out " + runA), 0);
  ASSERT_EQ(sh(cli + " run --world hanabi --model scripted --seed 321 --out " + runB), 0);
  EXPECT_TRUE(std::filesystem::exists(runA + "/result.json"));

  double scoreA = 0, scoreB = 0;
  std::vector<StoredModelCall> callsA, callsB;
  for (const auto& [run, score, calls, seed] :
       {std::tie(runA, scoreA, callsA, "212"), std::tie(runB, scoreB, callsB, "321")}) {
    RunStore store(run + "/run.sqlite", RunStore::Mode::ReadOnly);
    const auto runs = store.runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].world, "hanabi");
    EXPECT_EQ(runs[0].params.at("seed").dump(), seed);
    EXPECT_TRUE(runs[0].finished);
    EXPECT_EQ(runs[0].models.size(), 2u);
    // The store agrees with result.json.
    std::ifstream resultFile(run + "/result.json");
    const nlohmann::json result = nlohmann::json::parse(resultFile);
    EXPECT_EQ(runs[0].turns, result.at("turns").get<int>());
    EXPECT_EQ(runs[0].complete, result.at("complete").get<bool>());
    score = runs[0].metrics.at("score");
    EXPECT_EQ(score, result.at("metrics").at("score").get<double>());
    // Memory summaries are recorded too, but only "conversing" calls become examples.
    for (auto& c : store.modelCalls()) {
      if (c.call.purpose == "conversing") calls.push_back(std::move(c));
    }
    ASSERT_FALSE(calls.empty());
    // Every turn was a model call and an accepted command (scripted players make no bad moves).
    const auto commands = store.commands();
    EXPECT_GE(commands.size(), static_cast<size_t>(runs[0].turns));
  }
  ASSERT_NE(scoreA, scoreB) << "the two seeds should score differently for this test to tell them apart";

  // Binary filter: Hanabi runs that did not reach 25 are not successes.
  const std::string binary = dir.file("binary.jsonl");
  ASSERT_EQ(sh(cli + " dataset " + runA + " " + runB + " --out " + binary), 0);
  std::vector<nlohmann::json> binaryLines = readLines(binary);
  RunStore storeA(runA + "/run.sqlite", RunStore::Mode::ReadOnly);
  const size_t expectedBinary = (storeA.runs()[0].complete ? callsA.size() : 0) +
                                (RunStore(runB + "/run.sqlite", RunStore::Mode::ReadOnly).runs()[0].complete ? callsB.size() : 0);
  EXPECT_EQ(binaryLines.size(), expectedBinary);

  // Top quarter of two runs by score: only the better one.
  const std::string top = dir.file("top.jsonl");
  ASSERT_EQ(sh(cli + " dataset " + runA + " " + runB + " --metric score --out " + top), 0);
  const std::vector<nlohmann::json> lines = readLines(top);
  const auto& bestCalls = scoreA > scoreB ? callsA : callsB;
  ASSERT_EQ(lines.size(), bestCalls.size());
  // The exact messages of the first example: system prompt, the turns, the reply.
  const auto& first = bestCalls.front().call;
  const auto& messages = lines.front().at("messages");
  ASSERT_EQ(messages.size(), first.turns.size() + 2);
  EXPECT_EQ(messages.front(), nlohmann::json({{"role", "system"}, {"content", first.system}}));
  for (size_t i = 0; i < first.turns.size(); ++i) {
    EXPECT_EQ(messages[i + 1], nlohmann::json({{"role", first.turns[i].role}, {"content", first.turns[i].content}}));
  }
  EXPECT_EQ(messages.back(), nlohmann::json({{"role", "assistant"}, {"content", first.reply}}));
  EXPECT_FALSE(first.system.empty());
  EXPECT_FALSE(first.reply.empty());

  // Bad input: a folder that is not a run.
  EXPECT_NE(sh(cli + " dataset " + dir.path().string() + " --out " + dir.file("x.jsonl")), 0);
  EXPECT_FALSE(std::filesystem::exists(dir.file("x.jsonl")));
}

}  // namespace
}  // namespace craftmate::memory
