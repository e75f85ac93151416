// The evaluation runner: results stored per job, resume after a kill, shards, parallel workers, CSV.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include <sqlite3.h>

#include "tasks/evaluation_runner.h"
#include "tasks/evaluation_status.h"
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
    EXPECT_EQ(store.finishedJobs(), (std::set<std::string>{jobKey(jobs[0]), jobKey(jobs[1])}));
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
  EXPECT_EQ(store.finishedJobs(), (std::set<std::string>{jobKey(makeJobs(1)[0])}));
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

// The same folder with another model: every job runs again for it, both results are kept apart, each
// configuration in its own job folders, and the first configuration's jobs are still finished.
TEST(EvaluationRunner, AnotherConfigurationIsAnotherJob) {
  const auto dir = freshDir("config");
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  auto jobsFor = [](const std::string& model) {
    auto jobs = makeJobs(3);
    for (auto& job : jobs) job.configuration = {{"model", model}, {"settings", "{\"max_messages\":15}"}};
    return jobs;
  };
  std::vector<std::string> dirs;
  auto run = [&](const std::vector<EvaluationJob>& jobs) {
    std::vector<std::string> ran;
    const auto summary = runEvaluation(jobs, [&](const EvaluationJob& job, const JobContext& ctx) {
      ran.push_back(job.id);
      dirs.push_back(ctx.jobDir);
      JobResult r = resultFor(job);
      r.score = job.configuration.at("model") == "model-a" ? 1 : 2;
      return r;
    }, options);
    return std::make_pair(summary, ran);
  };
  auto [first, ranFirst] = run(jobsFor("model-a"));
  EXPECT_EQ(ranFirst.size(), 3u);
  auto [second, ranSecond] = run(jobsFor("model-b"));
  EXPECT_EQ(second.alreadyFinished, 0) << "model-b's jobs are not model-a's";
  EXPECT_EQ(ranSecond, (std::vector<std::string>{"job_0", "job_1", "job_2"}));
  auto [third, ranThird] = run(jobsFor("model-a"));
  EXPECT_EQ(third.alreadyFinished, 3);
  EXPECT_TRUE(ranThird.empty());

  const auto records = loadResults(dir.string());
  ASSERT_EQ(records.size(), 6u);
  std::map<std::string, double> scoreByModel;
  for (const auto& r : records) scoreByModel[r.job.id + "/" + r.job.configuration.at("model")] = r.result.score;
  EXPECT_EQ(scoreByModel.at("job_0/model-a"), 1);
  EXPECT_EQ(scoreByModel.at("job_0/model-b"), 2);
  EXPECT_EQ(std::set<std::string>(dirs.begin(), dirs.end()).size(), 6u) << "each configuration has its own job folders";
  EXPECT_NE(configurationKey(jobsFor("model-a")[0]), configurationKey(jobsFor("model-b")[0]));
  EXPECT_EQ(configurationKey(jobsFor("model-a")[0]), configurationKey(jobsFor("model-a")[1]));
  EXPECT_EQ(jobFolderName(jobsFor("model-a")[0]), "job_0." + configurationKey(jobsFor("model-a")[0]));
  EXPECT_EQ(jobFolderName(makeJobs(1)[0]), "job_0") << "a job without a configuration keeps its plain folder";
  fs::remove_all(dir);
}

// A result the store cannot write (a full disk, here a trigger refusing one job's row) fails that
// job, on a worker thread too; the process goes on and the other jobs are stored.
TEST(EvaluationRunner, AStoreErrorFailsTheJobNotTheProcess) {
  const auto dir = freshDir("store_error");
  fs::create_directories(dir);
  { ResultsStore create(resultsDatabasePath(dir.string())); }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(resultsDatabasePath(dir.string()).c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, "CREATE TRIGGER refuse BEFORE INSERT ON results WHEN NEW.job_id IN ('job_1', 'job_2') "
                             "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  options.parallel = 2;
  const auto summary = runEvaluation(makeJobs(4), [](const EvaluationJob& job, const JobContext&) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // both workers take jobs
    return resultFor(job);
  }, options);
  EXPECT_EQ(summary.finished, 2);
  EXPECT_EQ(summary.failed, 2);
  ASSERT_EQ(summary.errors.size(), 2u);
  EXPECT_NE(summary.errors[0].find("database or disk is full"), std::string::npos) << summary.errors[0];
  EXPECT_EQ(loadResults(dir.string()).size(), 2u);
  const auto status = readEvaluationStatus(dir.string());
  ASSERT_TRUE(status);
  EXPECT_EQ(status->state, "failed");
  EXPECT_EQ(status->failed, 2);
  fs::remove_all(dir);
}

// Another process writing the same CSV (another shard) has its own temporary file: this run neither
// truncates nor renames it.
TEST(EvaluationRunner, ShardsNeverShareATemporaryCsv) {
  const auto dir = freshDir("csv_tmp");
  fs::create_directories(dir);
  const fs::path others = dir / "results.csv.tmp";
  std::ofstream(others) << "another shard's half-written CSV";
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  runEvaluation(makeJobs(2), [](const EvaluationJob& job, const JobContext&) { return resultFor(job); }, options);
  EXPECT_EQ(readFile(others), "another shard's half-written CSV");
  EXPECT_NE(readFile(dir / "results.csv").find("job_1,cooking,3"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(dir))
    EXPECT_FALSE(entry.path().filename().string().starts_with("results.csv.tmp.")) << "left behind: " << entry.path();
  fs::remove_all(dir);
}

// DIR/status.json says how far the folder got: running while a job plays (with its id), done at the end.
TEST(EvaluationRunner, StatusFileFollowsTheRun) {
  const auto dir = freshDir("status");
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  std::optional<EvaluationStatus> during;
  runEvaluation(makeJobs(3), [&](const EvaluationJob& job, const JobContext&) {
    if (job.id == "job_1") during = readEvaluationStatus(dir.string());
    return resultFor(job);
  }, options);
  ASSERT_TRUE(during);
  EXPECT_EQ(during->state, "running");
  EXPECT_EQ(during->jobs, 3);
  EXPECT_EQ(during->finished, 1);
  EXPECT_EQ(during->running, (std::vector<std::string>{"job_1"}));
  EXPECT_EQ(during->pid, static_cast<int>(::getpid()));
  const auto after = readEvaluationStatus(dir.string());
  ASSERT_TRUE(after);
  EXPECT_EQ(after->state, "done");
  EXPECT_EQ(after->finished, 3);
  EXPECT_TRUE(after->running.empty());
  fs::remove_all(dir);
}

// A results file of schema 1 (jobs keyed by id, everything in the parameters) is read as it is and
// upgraded when written: its configuration entries move out of the parameters, nothing is lost.
TEST(ResultsStore, ASchemaOneFileIsReadAndUpgraded) {
  const auto dir = freshDir("schema1");
  fs::create_directories(dir);
  const std::string path = resultsDatabasePath(dir.string());
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, R"sql(
    CREATE TABLE results (job_id TEXT PRIMARY KEY, task_type TEXT NOT NULL, agent_count INTEGER NOT NULL,
      parameters TEXT NOT NULL, score REAL NOT NULL, success INTEGER NOT NULL, seconds REAL NOT NULL,
      turns INTEGER NOT NULL, messages INTEGER NOT NULL, end_reason TEXT NOT NULL, metrics TEXT NOT NULL,
      finished_at TEXT NOT NULL, seq INTEGER NOT NULL);
    INSERT INTO results VALUES ('stick_task', 'techtree', 2, '{"model":"gpt-4o","task_id":"stick_task"}', 1, 1, 12.5,
      8, 4, 'Task successful', '{}', '2026-11-20T10:00:00Z', 1);
    PRAGMA user_version=1;)sql", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(db);
  auto check = [](const std::vector<JobRecord>& records) {
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].job.parameters, (std::map<std::string, std::string>{{"task_id", "stick_task"}}));
    EXPECT_EQ(records[0].job.configuration, (std::map<std::string, std::string>{{"model", "gpt-4o"}}));
    EXPECT_EQ(records[0].result.turns, 8);
    EXPECT_EQ(records[0].finishedAt, "2026-11-20T10:00:00Z");
  };
  check(loadResults(dir.string()));  // read-only: as it is
  {
    ResultsStore store(path);  // read-write: upgraded
    check(store.all());
    JobRecord again = store.all()[0];
    again.job.configuration["model"] = "gpt-4o-mini";
    store.store(again);
    EXPECT_EQ(store.all().size(), 2u) << "another model's run of the task is another job";
  }
  fs::remove_all(dir);
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
