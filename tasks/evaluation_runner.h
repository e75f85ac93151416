#pragma once
// The evaluation runner, generic over jobs: `craftmate eval` for MineCollab task files and for text
// worlds (`--world W`) give it a job list and a callback that runs one job; it skips jobs a previous
// run of the same folder finished (resume: the same id, parameters and configuration), runs the rest
// on K workers, keeps only this shard's jobs, stores each result in DIR/results.sqlite the moment it
// is known (one transaction: a killed job leaves nothing), keeps DIR/status.json up to date
// (tasks/evaluation_status.h), rewrites DIR/results.csv, and draws a progress bar with ETA when
// stdout is a TTY.
//
//   tasks::EvaluationOptions options{.outDir = "runs/exp1", .parallel = 2};
//   auto summary = tasks::runEvaluation(jobs, [&](const EvaluationJob& job, const JobContext& ctx) {
//     JobResult r; ... run job ...; return r;
//   }, options);
//
// The callback runs on worker threads (K at once when parallel = K), so it must not share unguarded
// state between jobs. A callback that throws, or a result the store cannot write, records nothing for
// that job (it is retried on the next run) and the error is reported in the summary and on stderr.

#include <atomic>
#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

#include "tasks/evaluation_result.h"

namespace craftmate::tasks {

// What a job's callback may use: its own folder for logs/run stores, its worker number, and a flag
// that turns true when the evaluation is being stopped (Ctrl-C): long jobs should return early; their
// result is then not stored.
struct JobContext {
  std::string jobDir;  // DIR/jobs/<jobFolderName(job)>/, created before the call
  int worker = 0;
  const std::atomic<bool>* stopping = nullptr;
  bool stopRequested() const { return stopping && stopping->load(); }
};

using JobCallback = std::function<JobResult(const EvaluationJob&, const JobContext&)>;

// `i/N`: this process runs the jobs whose position in the list is i-1 modulo N (1-based i).
struct Shard {
  int index = 1;
  int count = 1;
  bool contains(std::size_t position) const { return static_cast<int>(position % count) == index - 1; }
};

// Parses "i/N" (1 <= i <= N); throws std::invalid_argument with a message saying what to write.
Shard parseShard(const std::string& text);

struct EvaluationOptions {
  std::string outDir;
  int parallel = 1;
  Shard shard;
  // Progress bar: drawn on `progressStream` (default stdout) only when it is a terminal and this is true.
  bool progress = true;
  std::ostream* progressStream = nullptr;
  // Set from a signal handler to stop handing out jobs; running jobs see JobContext::stopRequested().
  std::atomic<bool>* stop = nullptr;
};

struct EvaluationSummary {
  int jobsInShard = 0;      // jobs this shard owns
  int alreadyFinished = 0;  // skipped: a previous run stored their result
  int finished = 0;         // ran and stored now
  int failed = 0;           // the callback threw or the store failed: nothing stored, retried next time
  bool stopped = false;     // options.stop was raised before every job ran
  std::vector<std::string> errors;  // "<job id>: <what>"
};

// Thrown for unusable options (the same job twice, parallel < 1, no folder); a results store that
// cannot be opened throws ResultsStoreError (tasks/results_store.h).
class EvaluationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

EvaluationSummary runEvaluation(const std::vector<EvaluationJob>& jobs, const JobCallback& runJob,
                                const EvaluationOptions& options);

// DIR/results.sqlite and DIR/results.csv: the names every tool uses.
std::string resultsDatabasePath(const std::string& outDir);
std::string resultsCsvPath(const std::string& outDir);
// A job id as a folder name: anything but letters, digits, '_', '-', '.' as '_'.
std::string jobFolderName(const std::string& id);
// Eight hex digits naming a job's configuration; empty for a job without one.
std::string configurationKey(const EvaluationJob& job);
// The folder of a job under DIR/jobs/: its id as a folder name, then '.' and its configuration key
// (so that two configurations in one folder never share a job folder).
std::string jobFolderName(const EvaluationJob& job);

}  // namespace craftmate::tasks
