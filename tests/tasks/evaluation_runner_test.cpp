// The evaluation runner: results stored per job, resume after a kill, shards, parallel workers, CSV.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "tasks/evaluation_runner.h"
#include "tasks/progress_bar.h"
#include "tasks/results_store.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;

fs::path freshDir(const std::string& name) {
  const auto dir = fs::temp_directory_path() / ("craftmate_eval_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

std::vector<EvaluationJob> makeJobs(int n) {
  std::vector<EvaluationJob> jobs;
  for (int i = 0; i < n; ++i)
    jobs.push_back({"job_" + std::to_string(i), i % 2 ? "cooking" : "techtree", 2 + i % 3, {{"model", "scripted"}}});
  return jobs;
}

// A result that depends on the job, so a test sees whose result was stored.
JobResult resultFor(const EvaluationJob& job) {
  JobResult r;
  r.score = static_cast<double>(job.id.size() + job.agentCount);
  r.success = job.taskType == "cooking";
  r.seconds = 1.5;
  r.turns = job.agentCount * 3;
  r.messages = job.agentCount;
  r.endReason = r.success ? "Task successful" : "Task timeout reached";
  r.metrics["steps"] = job.agentCount * 10;
  return r;
}

std::string readFile(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(EvaluationRunner, StoresEveryJobAndWritesTheCsv) {
  const auto dir = freshDir("all");
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  const auto jobs = makeJobs(3);
  const auto summary = runEvaluation(jobs, [](const EvaluationJob& job, const JobContext& ctx) {
    EXPECT_TRUE(fs::is_directory(ctx.jobDir));
    return resultFor(job);
  }, options);
  EXPECT_EQ(summary.jobsInShard, 3);
  EXPECT_EQ(summary.finished, 3);
  EXPECT_EQ(summary.alreadyFinished, 0);
  const auto records = loadResults(dir.string());
  ASSERT_EQ(records.size(), 3u);
  EXPECT_EQ(records[1].job.id, "job_1");
  EXPECT_EQ(records[1].job.taskType, "cooking");
  EXPECT_EQ(records[1].job.agentCount, 3);
  EXPECT_EQ(records[1].job.parameters.at("model"), "scripted");
  EXPECT_DOUBLE_EQ(records[1].result.score, 8);
  EXPECT_TRUE(records[1].result.success);
  EXPECT_EQ(records[1].result.turns, 9);
  EXPECT_EQ(records[1].result.metrics.at("steps"), 30);
  EXPECT_EQ(readFile(dir / "results.csv"),
            "job_id,task_type,agent_count,score,success,seconds,turns,messages,end_reason,finished_at,param:model,"
            "metric:steps\n"
            "job_0,techtree,2,7.0,0,1.5,6,2,Task timeout reached," + records[0].finishedAt + ",scripted,20.0\n"
            "job_1,cooking,3,8.0,1,1.5,9,3,Task successful," + records[1].finishedAt + ",scripted,30.0\n"
            "job_2,techtree,4,9.0,0,1.5,12,4,Task timeout reached," + records[2].finishedAt + ",scripted,40.0\n");
  fs::remove_all(dir);
}

TEST(EvaluationRunner, ResumesAfterAKillWithoutRedoingFinishedJobs) {
  const auto dir = freshDir("kill");
  const auto jobs = makeJobs(5);
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // The first run: job_2 blocks forever, as a hung game would.
    EvaluationOptions options;
    options.outDir = dir.string();
    options.progress = false;
    runEvaluation(jobs, [&](const EvaluationJob& job, const JobContext&) {
      if (job.id == "job_2") {
        std::ofstream(dir / "blocked").put('x');
        for (;;) ::pause();
      }
      return resultFor(job);
    }, options);
    ::_exit(0);
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (!fs::exists(dir / "blocked") && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_TRUE(fs::exists(dir / "blocked")) << "the first run never reached job_2";
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));

  // What the killed run left: the two finished jobs, nothing of the blocked one.
  {
    ResultsStore store(resultsDatabasePath(dir.string()), ResultsStore::Mode::ReadOnly);
    EXPECT_EQ(store.finishedJobIds(), (std::set<std::string>{"job_0", "job_1"}));
  }

  std::vector<std::string> ran;
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  const auto summary = runEvaluation(jobs, [&](const EvaluationJob& job, const JobContext&) {
    ran.push_back(job.id);
    return resultFor(job);
  }, options);
  EXPECT_EQ(ran, (std::vector<std::string>{"job_2", "job_3", "job_4"}));
  EXPECT_EQ(summary.alreadyFinished, 2);
  EXPECT_EQ(summary.finished, 3);
  EXPECT_EQ(loadResults(dir.string()).size(), 5u);
  fs::remove_all(dir);
}

TEST(EvaluationRunner, AFailingJobStoresNothingAndRunsAgainNextTime) {
  const auto dir = freshDir("fail");
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  const auto jobs = makeJobs(3);
  auto summary = runEvaluation(jobs, [](const EvaluationJob& job, const JobContext&) -> JobResult {
    if (job.id == "job_1") throw std::runtime_error("server connection lost");
    return resultFor(job);
  }, options);
  EXPECT_EQ(summary.finished, 2);
  EXPECT_EQ(summary.failed, 1);
  EXPECT_EQ(summary.errors, (std::vector<std::string>{"job_1: server connection lost"}));
  std::vector<std::string> ran;
  summary = runEvaluation(jobs, [&](const EvaluationJob& job, const JobContext&) {
    ran.push_back(job.id);
    return resultFor(job);
  }, options);
  EXPECT_EQ(ran, (std::vector<std::string>{"job_1"}));
  fs::remove_all(dir);
}

TEST(EvaluationRunner, ShardsSplitTheJobsAndShareOneStore) {
  const auto dir = freshDir("shard");
  const auto jobs = makeJobs(7);
  std::set<std::string> seen;
  for (int i = 1; i <= 3; ++i) {
    EvaluationOptions options;
    options.outDir = dir.string();
    options.progress = false;
    options.shard = parseShard(std::to_string(i) + "/3");
    const auto summary = runEvaluation(jobs, [&](const EvaluationJob& job, const JobContext&) {
      EXPECT_TRUE(seen.insert(job.id).second) << job.id << " ran in two shards";
      return resultFor(job);
    }, options);
    EXPECT_EQ(summary.jobsInShard, i == 1 ? 3 : 2);
  }
  EXPECT_EQ(seen.size(), 7u);
  EXPECT_EQ(loadResults(dir.string()).size(), 7u);
  fs::remove_all(dir);
}

TEST(EvaluationRunner, ParallelWorkersRunJobsAtTheSameTime) {
  const auto dir = freshDir("parallel");
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  options.parallel = 3;
  std::mutex m;
  int running = 0, most = 0;
  std::set<int> workers;
  runEvaluation(makeJobs(6), [&](const EvaluationJob& job, const JobContext& ctx) {
    {
      std::lock_guard lock(m);
      most = std::max(most, ++running);
      workers.insert(ctx.worker);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    std::lock_guard lock(m);
    --running;
    return resultFor(job);
  }, options);
  EXPECT_EQ(most, 3);
  EXPECT_EQ(workers, (std::set<int>{0, 1, 2}));
  EXPECT_EQ(loadResults(dir.string()).size(), 6u);
  fs::remove_all(dir);
}

TEST(EvaluationRunner, AStopRequestStoresNoCutShortJob) {
  const auto dir = freshDir("stop");
  std::atomic<bool> stop{false};
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  options.stop = &stop;
  const auto summary = runEvaluation(makeJobs(4), [&](const EvaluationJob& job, const JobContext& ctx) {
    if (job.id == "job_1") stop = true;  // Ctrl-C while job_1 runs
    EXPECT_EQ(ctx.stopRequested(), job.id == "job_1");
    return resultFor(job);
  }, options);
  EXPECT_TRUE(summary.stopped);
  EXPECT_EQ(summary.finished, 1);
  ResultsStore store(resultsDatabasePath(dir.string()), ResultsStore::Mode::ReadOnly);
  EXPECT_EQ(store.finishedJobIds(), (std::set<std::string>{"job_0"}));
  fs::remove_all(dir);
}

TEST(EvaluationRunner, BadOptionsAreExplained) {
  EvaluationOptions options;
  options.outDir = freshDir("bad").string();
  options.parallel = 0;
  auto ok = [](const EvaluationJob& job, const JobContext&) { return resultFor(job); };
  EXPECT_THROW(runEvaluation(makeJobs(1), ok, options), EvaluationError);
  options.parallel = 1;
  auto twice = makeJobs(2);
  twice[1].id = twice[0].id;
  try {
    runEvaluation(twice, ok, options);
    FAIL();
  } catch (const EvaluationError& e) {
    EXPECT_STREQ(e.what(), "job id 'job_0' appears twice; every job needs its own id");
  }
  try {
    parseShard("0/4");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "--shard takes i/N with 1 <= i <= N (e.g. 2/4 runs the second quarter), got '0/4'");
  }
  EXPECT_THROW(parseShard("2"), std::invalid_argument);
  EXPECT_THROW(parseShard("2/x"), std::invalid_argument);
  EXPECT_EQ(parseShard("2/4").index, 2);
  try {
    loadResults("/nonexistent");
    FAIL();
  } catch (const ResultsStoreError& e) {
    EXPECT_STREQ(e.what(), "/nonexistent holds no results.sqlite (give a folder written by 'craftmate eval --out')");
  }
  fs::remove_all(options.outDir);
}

TEST(ProgressBar, LineShowsCountsElapsedAndEta) {
  EXPECT_EQ(progressLine(0, 20, 3, ""), "[--------------------]  0/20   0% 3s elapsed, ETA --");
  EXPECT_EQ(progressLine(5, 20, 100, "cooking_1"),
            "[#####---------------]  5/20  25% 1m40s elapsed, ETA 5m00s  last: cooking_1");
  EXPECT_EQ(progressLine(20, 20, 3725, "x"), "[####################] 20/20 100% 1h02m elapsed, ETA 0s  last: x");
}

TEST(ProgressBar, DisabledBarWritesNothingToItsStream) {
  std::ostringstream out;
  ProgressBar bar(out, 3, false);
  bar.finished("a", true);
  bar.done();
  EXPECT_EQ(out.str(), "");
  std::ostringstream tty;
  ProgressBar shown(tty, 2, true);
  shown.finished("a", true);
  EXPECT_NE(tty.str().find("1/2  50%"), std::string::npos);
}

}  // namespace
}  // namespace craftmate::tasks
