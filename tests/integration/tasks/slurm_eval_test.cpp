// `craftmate eval --slurm N` on a real one-node Slurm cluster started by the test (slurm_cluster.h):
// a 4-shard text-world eval and a 2-shard MineCollab eval with the scripted team, each compared job
// for job with the same eval run on one machine; resubmitting the array plays nothing again;
// `craftmate eval --status`, `craftmate report` and `craftmate dataset` read the sharded folder.

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>
#include <tuple>

#include "tests/agents/models/local_http_server.h"
#include "tests/support/cli_run.h"
#include "slurm_cluster.h"
#include "tasks/evaluation_report.h"
#include "tasks/evaluation_status.h"
#include "tasks/results_store.h"
#include "tasks/shard_folders.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

using craftmate::test::CliResult;
using craftmate::test::runCli;

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path freshDir(const std::string& name) {
  const auto dir = fs::temp_directory_path() / ("craftmate_slurm_eval_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

// Waits until every shard's status says it ended (or the deadline passes); the shards' states.
std::vector<std::string> waitForShards(const fs::path& dir, int shards, std::chrono::seconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  std::vector<std::string> states;
  for (;;) {
    states.clear();
    bool ended = true;
    for (int i = 1; i <= shards; ++i) {
      const auto status = readEvaluationStatus(shardFolder(dir.string(), i));
      states.push_back(status ? status->state : "none");
      ended = ended && status && status->state != "running";
    }
    if (ended || std::chrono::steady_clock::now() > deadline) return states;
    std::this_thread::sleep_for(500ms);
  }
}

// The job's result as both runs must agree on it (the time it took is the machine's, not the job's).
using Outcome = std::tuple<std::string, int, double, bool, int, int, std::map<std::string, double>>;
std::map<std::string, Outcome> outcomes(const std::vector<JobRecord>& records) {
  std::map<std::string, Outcome> out;
  for (const auto& r : records)
    out[jobKey(r.job)] = {r.job.taskType, r.job.agentCount, r.result.score, r.result.success, r.result.turns,
                          r.result.messages, r.result.metrics};
  return out;
}

std::string allShardOutput(const fs::path& dir) {
  std::string text;
  for (const auto& shard : shardFolders(dir.string()))
    for (const auto& entry : fs::directory_iterator(shard))
      if (entry.path().filename().string().starts_with("slurm-")) text += readFile(entry.path());
  return text;
}

class SlurmEval : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (testing::SlurmCluster::unavailableReason().empty()) cluster_ = new testing::SlurmCluster();
  }
  static void TearDownTestSuite() {
    delete cluster_;
    cluster_ = nullptr;
  }
  void SetUp() override {
    if (!cluster_) GTEST_SKIP() << testing::SlurmCluster::unavailableReason();
  }
  static testing::SlurmCluster* cluster_;
};
testing::SlurmCluster* SlurmEval::cluster_ = nullptr;

TEST_F(SlurmEval, TextWorldArrayOfFourShardsEqualsTheOneMachineRun) {
  // Every model call gets the same reply, so a job's outcome does not depend on which shard played it.
  agents::testing::LocalHttpServer model([](const agents::testing::RecordedRequest&, int) {
    return agents::testing::jsonReply(
        {{"choices", {{{"finish_reason", "stop"},
                       {"message", {{"role", "assistant"}, {"content", "goto_agent0_storage0\ngoto_agent1_storage0"}}}}}}});
  });
  const std::string modelField =
      "'{\"api\":\"vllm\",\"url\":\"" + model.baseUrl() + "/v1\",\"model\":\"paper-test\"}'";
  const std::string eval = "eval --world cuisineworld --agent-method mindagent --level level_0,level_1 --agents 2 "
                           "--max_steps 2 --method-option demo_steps=0,2 --model " + modelField;
  const fs::path one = freshDir("world_one"), sharded = freshDir("world_sharded");

  CliResult r = runCli(eval + " --no-progress --out " + one.string());
  ASSERT_EQ(r.exitCode, 0) << r.output;

  r = runCli(eval + " --out " + sharded.string() + " --slurm 4 --slurm-option time=00:10:00");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("submitted Slurm job array"), std::string::npos) << r.output;
  const std::string script = readFile(sharded / "slurm" / "eval.sbatch");
  EXPECT_NE(script.find("#SBATCH --array=1-4"), std::string::npos) << script;
  EXPECT_NE(script.find("#SBATCH --time=00:10:00"), std::string::npos) << script;
  EXPECT_EQ(waitForShards(sharded, 4, 300s), std::vector<std::string>(4, "done")) << allShardOutput(sharded);

  const auto merged = loadResults(sharded.string());
  EXPECT_EQ(merged.size(), 4u);
  EXPECT_EQ(outcomes(merged), outcomes(loadResults(one.string()))) << "the shards' results are the one-machine run's";
  for (int i = 1; i <= 4; ++i) EXPECT_EQ(loadResults(shardFolder(sharded.string(), i)).size(), 1u) << "shard " << i;

  const CliResult status = runCli("eval --status " + sharded.string());
  EXPECT_EQ(status.exitCode, 0) << status.output;
  EXPECT_NE(status.output.find("4 shards: 4 done; 4/4 jobs"), std::string::npos) << status.output;

  // The report and the dataset read the sharded folder as one evaluation.
  const CliResult report = runCli("report " + sharded.string() + " --html " + (sharded / "report.html").string());
  EXPECT_EQ(report.exitCode, 0) << report.output;
  EXPECT_NE(report.output.find("Task type: cuisineworld"), std::string::npos) << report.output;
  auto summary = [](const fs::path& dir) {  // the report's figures but the times
    std::vector<std::tuple<std::string, std::string, int, int, double, double, double>> rows;
    for (const auto& g : summarize(groupByConfiguration({{"eval", loadResults(dir.string())}})))
      rows.emplace_back(g.label, g.taskType, g.agentCount, g.jobs, g.successRate.mean, g.score.mean, g.turns.mean);
    return rows;
  };
  EXPECT_EQ(summary(sharded), summary(one));
  const std::string html = readFile(sharded / "report.html");
  EXPECT_NE(html.find("report_jobs/"), std::string::npos) << "every job links to its page";
  const CliResult dataset = runCli("dataset " + sharded.string() + " --metric CoS --out " + (sharded / "d.jsonl").string());
  const CliResult datasetOne = runCli("dataset " + one.string() + " --metric CoS --out " + (one / "d.jsonl").string());
  EXPECT_EQ(dataset.exitCode, 0) << dataset.output;
  EXPECT_EQ(datasetOne.exitCode, 0) << datasetOne.output;
  EXPECT_NE(dataset.output.find("dataset: 4 runs, 4 kept, 8 examples"), std::string::npos) << dataset.output;
  EXPECT_EQ(readFile(sharded / "d.jsonl").size(), readFile(one / "d.jsonl").size());

  // Resubmitted, every shard finds its job finished and plays nothing.
  const std::size_t calls = model.requests().size();
  for (const auto& shard : shardFolders(sharded.string()))
    for (const auto& entry : fs::directory_iterator(shard))
      if (entry.path().filename().string().starts_with("slurm-")) fs::remove(entry.path());
  r = runCli(eval + " --out " + sharded.string() + " --slurm 4");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  const auto deadline = std::chrono::steady_clock::now() + 300s;
  while (std::count_if(fs::recursive_directory_iterator(sharded / "shards"), fs::recursive_directory_iterator(), [](const auto& e) {
           return e.path().filename().string().starts_with("slurm-") && readFile(e.path()).find("craftmate eval:") != std::string::npos;
         }) < 4 &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(500ms);
  const std::string again = allShardOutput(sharded);
  EXPECT_EQ(model.requests().size(), calls) << again;
  std::size_t resumed = 0;
  for (std::size_t at = 0; (at = again.find("1 already finished, 0 finished now", at)) != std::string::npos; ++at) ++resumed;
  EXPECT_EQ(resumed, 4u) << again;
  fs::remove_all(one);
  fs::remove_all(sharded);
}

TEST_F(SlurmEval, MineCollabArrayOfTwoShardsEqualsTheOneMachineRun) {
  const std::string eval = "eval --tasks " + std::string(CRAFTMATE_SHARED_DIR) +
                           "/data/minecollab/crafting_tasks/test_tasks/2_agent.json --task "
                           "multiagent_crafting_pink_wool_full_plan__depth_0,multiagent_crafting_lime_wool_partial_plan__depth_0 "
                           "--model scripted --mindserver_port 0";
  const fs::path one = freshDir("mc_one"), sharded = freshDir("mc_sharded");
  CliResult r = runCli(eval + " --no-progress --out " + one.string());
  ASSERT_EQ(r.exitCode, 0) << r.output;
  r = runCli(eval + " --out " + sharded.string() + " --slurm 2");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_EQ(waitForShards(sharded, 2, 600s), std::vector<std::string>(2, "done")) << allShardOutput(sharded);

  auto byJob = [](const std::vector<JobRecord>& records) {  // what must agree; the scripted team's talk may vary
    std::map<std::string, std::tuple<std::string, int, double, bool>> out;
    for (const auto& rec : records)
      out[jobKey(rec.job)] = {rec.job.taskType, rec.job.agentCount, rec.result.score, rec.result.success};
    return out;
  };
  const auto merged = loadResults(sharded.string());
  EXPECT_EQ(merged.size(), 2u);
  EXPECT_EQ(byJob(merged), byJob(loadResults(one.string())));
  for (const auto& rec : merged) EXPECT_TRUE(rec.result.success) << rec.job.id << ": " << rec.result.endReason;
  const CliResult report = runCli("report " + sharded.string() + " --html " + (sharded / "report.html").string());
  EXPECT_EQ(report.exitCode, 0) << report.output;
  EXPECT_NE(report.output.find("scripted  2      2      100.0%"), std::string::npos) << report.output;
  fs::remove_all(one);
  fs::remove_all(sharded);
}

// --max-model-requests: the process stops once its budget is sent (the job cut short is not
// recorded), and running it again finishes the rest.
TEST(EvalModelBudget, AShardStopsAtItsRequestBudgetAndResumesLater) {
  agents::testing::LocalHttpServer model([](const agents::testing::RecordedRequest&, int) {
    return agents::testing::jsonReply(
        {{"choices", {{{"finish_reason", "stop"},
                       {"message", {{"role", "assistant"}, {"content", "goto_agent0_storage0\ngoto_agent1_storage0"}}}}}}});
  });
  const std::string eval = "eval --world cuisineworld --agent-method mindagent --level level_0,level_1 --agents 2 "
                           "--max_steps 2 --method-option demo_steps=0,2 --no-progress --model '{\"api\":\"vllm\",\"url\":\"" +
                           model.baseUrl() + "/v1\",\"model\":\"paper-test\"}'";
  const fs::path dir = freshDir("budget");
  CliResult r = runCli(eval + " --max-model-requests 3 --out " + dir.string());
  EXPECT_EQ(r.exitCode, 1) << r.output;
  EXPECT_NE(r.output.find("--max-model-requests 3 used up"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 finished now, 0 failed, stopped early"), std::string::npos) << r.output;
  EXPECT_EQ(model.requests().size(), 3u) << "two calls per job: the second job's second call was not sent";
  r = runCli(eval + " --out " + dir.string());
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("1 already finished, 3 finished now"), std::string::npos) << r.output;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace craftmate::tasks
