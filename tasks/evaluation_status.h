#pragma once
// DIR/status.json: how far an evaluation folder (or one shard of an array, DIR/shards/<i>/) has got,
// rewritten by the runner when it starts, after every job and when it ends, so that `craftmate eval
// --status DIR` can show done/running/failed per shard while a Slurm array runs.

#include <optional>
#include <string>
#include <vector>

namespace craftmate::tasks {

struct EvaluationStatus {
  std::string state;                 // "running", "done" (every job has a result), "failed", "stopped"
  int jobs = 0;                      // jobs this folder (shard) owns
  int finished = 0;                  // with a result, from earlier runs too
  int failed = 0;                    // failed in the latest run (retried by the next)
  std::vector<std::string> running;  // ids of the jobs being played
  std::string host;                  // the machine that writes it
  int pid = 0;
  std::string updatedAt;             // UTC, ISO 8601
};

// Written beside and renamed: a reader sees the old or the new status, never half of one.
void writeEvaluationStatus(const std::string& outDir, const EvaluationStatus& status);
// nullopt when the folder has none yet (or it cannot be read).
std::optional<EvaluationStatus> readEvaluationStatus(const std::string& outDir);

}  // namespace craftmate::tasks
