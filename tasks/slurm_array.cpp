#include "tasks/slurm_array.h"

#include <filesystem>
#include <set>
#include <stdexcept>


namespace craftmate::tasks {

namespace {

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

std::pair<std::string, std::string> parseSlurmOption(const std::string& text) {
  const auto eq = text.find('=');
  const std::string key = eq == std::string::npos ? text : text.substr(0, eq);
  if (eq == std::string::npos || key.empty() || key.find_first_of(" \t\n'\"") != std::string::npos ||
      text.find('\n') != std::string::npos)
    throw std::invalid_argument("--slurm-option takes KEY=VALUE as sbatch's --KEY=VALUE (e.g. time=04:00:00, "
                                "partition=gpu, mem=8G), got '" + text + "'");
  static const std::set<std::string> own = {"array", "output", "error", "chdir"};
  if (own.count(key))
    throw std::invalid_argument("--slurm-option " + key + " is set by craftmate (one array task per shard, its output "
                                "in DIR/shards/<i>/); leave it out");
  return {key, text.substr(eq + 1)};
}

std::string slurmScriptPath(const std::string& outDir) {
  return (std::filesystem::path(outDir) / "slurm" / "eval.sbatch").string();
}

std::string slurmJobIdPath(const std::string& outDir) {
  return (std::filesystem::path(outDir) / "slurm" / "job_id").string();
}

std::string slurmArrayScript(const SlurmArray& a) {
  const std::string shards = std::to_string(a.shards);
  std::string s = "#!/bin/bash\n# craftmate eval as a Slurm job array: array task i plays shard i/" + shards +
                  " into " + a.outDir + "/shards/i/.\n";
  s += "#SBATCH --job-name=craftmate-eval\n";
  s += "#SBATCH --array=1-" + shards + "\n";
  // Slurm opens the output before the script runs: the shard folders exist (craftmate made them).
  s += "#SBATCH --output=" + a.outDir + "/shards/%a/slurm-%A_%a.out\n";
  s += "#SBATCH --chdir=" + a.workDir + "\n";
  bool cpus = false;
  for (const auto& [key, value] : a.options) {
    s += "#SBATCH --" + key + (value.empty() ? "" : "=" + value) + "\n";
    cpus = cpus || key == "cpus-per-task" || key == "c";
  }
  if (!cpus) s += "#SBATCH --cpus-per-task=1\n";
  s += "\nset -u\n";
  s += "shard=\"${SLURM_ARRAY_TASK_ID:?run this script with sbatch: it is one task of a job array}\"\n";
  s += "fail() {\n  echo \"craftmate eval, shard $shard/" + shards +
       " on $(hostname): $*\" >&2\n  exit 2\n}\n";
  s += "craftmate=" + quoted(a.craftmate) + "\n";
  s += "[ -x \"$craftmate\" ] || fail \"the craftmate build is not at $craftmate on this node; build it on a file "
       "system every node mounts at the same path (or install it there)\"\n";
  s += "for path in";
  for (const auto& path : a.requiredPaths) s += " " + quoted(path);
  s += "; do\n  [ -e \"$path\" ] || fail \"$path is missing on this node; put the evaluation's data on a file system "
       "every node mounts at the same path\"\ndone\n";
  s += "out=" + quoted(a.outDir) + "/shards/$shard\n";
  s += "mkdir -p \"$out\" && [ -w \"$out\" ] || fail \"cannot write $out; the output folder must be shared and "
       "writable\"\n";
  s += "exec \"$craftmate\" eval";
  for (const auto& arg : a.evalArguments) s += " " + quoted(arg);
  s += " --shard \"$shard/" + shards + "\" --out \"$out\" --no-progress\n";
  return s;
}

}  // namespace craftmate::tasks
