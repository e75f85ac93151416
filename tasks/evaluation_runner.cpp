#include "tasks/evaluation_runner.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#include "tasks/evaluation_status.h"
#include "tasks/progress_bar.h"
#include "tasks/results_store.h"

namespace craftmate::tasks {

namespace fs = std::filesystem;

namespace {

std::string nowUtc() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

std::string hostName() {
  char name[256] = {};
  ::gethostname(name, sizeof name - 1);
  return name;
}

bool isTerminal(std::ostream* stream) {
  if (stream == &std::cout) return ::isatty(STDOUT_FILENO);
  if (stream == &std::cerr) return ::isatty(STDERR_FILENO);
  return false;
}

}  // namespace

// Job ids become folder names: keep them readable, never let them leave DIR/jobs/.
std::string jobFolderName(const std::string& id) {
  std::string out;
  for (char c : id) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.') ? c : '_';
  if (out.empty() || out == "." || out == "..") out = "_" + out;
  return out;
}

std::string configurationKey(const EvaluationJob& job) {
  if (job.configuration.empty()) return "";
  // FNV-1a over the configuration's JSON (sorted keys): the same configuration, the same key everywhere.
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : nlohmann::json(job.configuration).dump()) hash = (hash ^ c) * 1099511628211ull;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%08llx", static_cast<unsigned long long>(hash >> 32));
  return buf;
}

std::string jobFolderName(const EvaluationJob& job) {
  const std::string key = configurationKey(job);
  return jobFolderName(job.id) + (key.empty() ? "" : "." + key);
}

std::string resultsDatabasePath(const std::string& outDir) { return (fs::path(outDir) / "results.sqlite").string(); }
std::string resultsCsvPath(const std::string& outDir) { return (fs::path(outDir) / "results.csv").string(); }

Shard parseShard(const std::string& text) {
  const auto slash = text.find('/');
  const std::string help = "--shard takes i/N with 1 <= i <= N (e.g. 2/4 runs the second quarter), got '" + text + "'";
  if (slash == std::string::npos) throw std::invalid_argument(help);
  Shard shard;
  try {
    std::size_t used = 0;
    shard.index = std::stoi(text.substr(0, slash), &used);
    if (used != slash) throw std::invalid_argument(help);
    shard.count = std::stoi(text.substr(slash + 1), &used);
    if (used != text.size() - slash - 1) throw std::invalid_argument(help);
  } catch (const std::logic_error&) {
    throw std::invalid_argument(help);
  }
  if (shard.count < 1 || shard.index < 1 || shard.index > shard.count) throw std::invalid_argument(help);
  return shard;
}

EvaluationSummary runEvaluation(const std::vector<EvaluationJob>& jobs, const JobCallback& runJob,
                                const EvaluationOptions& options) {
  if (options.outDir.empty()) throw EvaluationError("no output folder: pass --out DIR");
  if (options.parallel < 1) throw EvaluationError("--parallel must be at least 1, got " + std::to_string(options.parallel));
  std::set<std::string> keys;
  for (const auto& job : jobs)
    if (!keys.insert(jobKey(job)).second)
      throw EvaluationError("job id '" + job.id + "' appears twice; every job needs its own id");

  std::error_code ec;
  fs::create_directories(options.outDir, ec);
  if (ec) throw EvaluationError("cannot create " + options.outDir + ": " + ec.message());
  ResultsStore store(resultsDatabasePath(options.outDir));
  const auto finishedBefore = store.finishedJobs();

  EvaluationSummary summary;
  std::vector<const EvaluationJob*> pending;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    if (!options.shard.contains(i)) continue;
    ++summary.jobsInShard;
    if (finishedBefore.count(jobKey(jobs[i]))) ++summary.alreadyFinished;
    else pending.push_back(&jobs[i]);
  }

  // DIR/status.json, rewritten under the mutex below as jobs start and end.
  EvaluationStatus status;
  status.state = "running";
  status.jobs = summary.jobsInShard;
  status.finished = summary.alreadyFinished;
  status.host = hostName();
  status.pid = static_cast<int>(::getpid());
  auto writeStatus = [&] {
    status.updatedAt = nowUtc();
    writeEvaluationStatus(options.outDir, status);
  };
  writeStatus();

  std::ostream* progressOut = options.progressStream ? options.progressStream : &std::cout;
  ProgressBar bar(*progressOut, static_cast<int>(pending.size()), options.progress && isTerminal(progressOut));
  std::atomic<bool> neverStop{false};
  const std::atomic<bool>& stop = options.stop ? *options.stop : neverStop;

  std::mutex mutex;  // guards next, summary, store and bar
  std::size_t next = 0;
  auto worker = [&](int workerIndex) {
    for (;;) {
      const EvaluationJob* job = nullptr;
      {
        std::lock_guard lock(mutex);
        if (next >= pending.size() || stop.load()) return;
        job = pending[next++];
        status.running.push_back(job->id);
        writeStatus();
      }
      JobContext context;
      context.jobDir = (fs::path(options.outDir) / "jobs" / jobFolderName(*job)).string();
      context.worker = workerIndex;
      context.stopping = &stop;
      const auto start = std::chrono::steady_clock::now();
      std::string error;
      JobResult result;
      try {
        fs::create_directories(context.jobDir);
        result = runJob(*job, context);
      } catch (const std::exception& e) {
        error = e.what();
      } catch (...) {
        error = "unknown exception";
      }
      if (result.seconds == 0)
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::lock_guard lock(mutex);
      status.running.erase(std::find(status.running.begin(), status.running.end(), job->id));
      // A job cut short by a stop request is not a result: it runs again next time.
      if (error.empty() && stop.load()) {
        bar.finished(job->id, false);
        writeStatus();
        continue;
      }
      if (error.empty()) {
        try {
          store.store({*job, result, nowUtc(), ""});
        } catch (const std::exception& e) {  // e.g. the disk is full: this job fails, the others go on
          error = e.what();
        }
      }
      if (!error.empty()) {
        ++summary.failed;
        ++status.failed;
        summary.errors.push_back(job->id + ": " + error);
        bar.message("job " + job->id + " failed: " + error + " (it will run again next time)");
        bar.finished(job->id, false);
        writeStatus();
        continue;
      }
      ++summary.finished;
      ++status.finished;
      bar.finished(job->id, true);
      writeStatus();
    }
  };

  std::vector<std::thread> threads;
  const int workers = std::min<int>(options.parallel, std::max<int>(1, static_cast<int>(pending.size())));
  for (int w = 1; w < workers; ++w) threads.emplace_back(worker, w);
  worker(0);
  for (auto& t : threads) t.join();
  bar.done();

  summary.stopped = stop.load() && summary.finished + summary.failed < static_cast<int>(pending.size());
  status.state = summary.stopped ? "stopped" : summary.failed > 0 ? "failed" : "done";
  writeStatus();
  writeResultsCsv(store.all(), resultsCsvPath(options.outDir));
  return summary;
}

}  // namespace craftmate::tasks
