#pragma once
// The batch script of `craftmate eval ... --slurm N` (docs/cluster.md): one Slurm array task per
// shard, each running the same `craftmate eval` with `--shard i/N --out DIR/shards/<i>` (its own
// embedded server on a free port, its own folder), after checking on its node that the craftmate
// build and every path the evaluation reads are there.

#include <string>
#include <utility>
#include <vector>

namespace craftmate::tasks {

struct SlurmArray {
  std::string craftmate;                 // absolute path of the craftmate executable
  std::vector<std::string> evalArguments;  // the eval's own arguments, without --out and the --slurm flags
  std::string outDir;                    // absolute
  std::string workDir;                   // absolute: relative paths in the arguments are relative to it
  int shards = 1;
  std::vector<std::pair<std::string, std::string>> options;  // #SBATCH --KEY=VALUE (--slurm-option)
  std::vector<std::string> requiredPaths;  // checked on the node before the shard starts
};

// Parses a --slurm-option value "KEY=VALUE" (e.g. "time=04:00:00", "partition=gpu"); throws
// std::invalid_argument saying what to write. "array", "output" and "chdir" are the script's own.
std::pair<std::string, std::string> parseSlurmOption(const std::string& text);

// The bash script sbatch runs; every argument is quoted for the shell.
std::string slurmArrayScript(const SlurmArray& array);

// DIR/slurm/eval.sbatch and DIR/slurm/job_id: where the script and the submitted array's id go.
std::string slurmScriptPath(const std::string& outDir);
std::string slurmJobIdPath(const std::string& outDir);

}  // namespace craftmate::tasks
