// `craftmate dataset RUN_DIR... --out FILE.jsonl`: SFT chat examples from recorded runs (memory/
// sft_dataset.h has the rule: successful runs, or the top quarter by --metric).

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "app/flag_value.h"
#include "app/subcommand.h"
#include "memory/sft_dataset.h"
#include "tasks/shard_folders.h"

namespace craftmate::app {

namespace {

// An evaluation folder (`craftmate eval --out DIR`) holds one run folder per job in DIR/jobs/, or
// in DIR/shards/<i>/jobs/ when it was sharded (`--slurm`): it stands for all of them. Anything else
// is passed on as given.
std::vector<std::string> expandEvaluationFolders(const std::vector<std::string>& given) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& path : given) {
    std::vector<std::string> evaluations;
    if (fs::is_directory(path) && !fs::exists(fs::path(path) / "run.sqlite"))
      evaluations = fs::is_directory(fs::path(path) / "jobs") ? std::vector<std::string>{path} : tasks::shardFolders(path);
    if (evaluations.empty()) {
      out.push_back(path);
      continue;
    }
    for (const auto& evaluation : evaluations) {
      std::vector<std::string> runs;
      std::error_code ec;
      for (const auto& entry : fs::directory_iterator(fs::path(evaluation) / "jobs", ec))
        if (fs::exists(entry.path() / "run.sqlite")) runs.push_back(entry.path().string());
      std::sort(runs.begin(), runs.end());
      out.insert(out.end(), runs.begin(), runs.end());
    }
  }
  return out;
}

int runDataset(const std::vector<std::string>& args) {
  std::vector<std::string> runDirs;
  std::string outFile;
  memory::DatasetOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--out") outFile = flagValue(args, i);
    else if (a == "--metric") options.metric = flagValue(args, i);
    else if (a == "--purpose") options.purpose = flagValue(args, i);
    else if (a.rfind("--", 0) == 0) throw std::invalid_argument("unknown option " + a + "; see 'craftmate dataset --help'");
    else runDirs.push_back(a);
  }
  if (outFile.empty()) throw std::invalid_argument("--out FILE.jsonl is required");
  if (runDirs.empty()) throw std::invalid_argument("give at least one run folder (written by 'craftmate run --out DIR')");
  // Written to a temporary name first so a failure leaves no half dataset under the real name.
  const std::string partial = outFile + ".partial";
  memory::DatasetReport report;
  {
    std::ofstream out(partial);
    if (!out) throw std::invalid_argument("cannot write " + outFile);
    report = memory::exportDataset(expandEvaluationFolders(runDirs), options, out);
    out.flush();
    if (!out) throw std::runtime_error("writing " + outFile + " failed (disk full?)");
  }
  std::rename(partial.c_str(), outFile.c_str());
  std::cerr << "dataset: " << report.runs << " runs, " << report.keptRuns << " kept, " << report.examples
            << " examples -> " << outFile << "\n";
  return 0;
}

}  // namespace

Subcommand datasetSubcommand() {
  return {"dataset", "Export SFT chat examples (JSONL) from successful or top-quarter recorded runs.",
          "Usage: craftmate dataset RUN_DIR... --out FILE.jsonl [--metric NAME] [--purpose conversing]\n\n"
          "Each RUN_DIR is a folder written by 'craftmate run --out' (or its run.sqlite), or an evaluation\n"
          "folder of 'craftmate eval --out' (all its jobs, every shard's of a sharded one). One line per\n"
          "assistant reply of the purpose: {\"messages\": [system, turns..., assistant reply]}.\n"
          "Without --metric only runs whose world reported success are kept; with --metric NAME the runs\n"
          "in the top quarter by that metric (ties with the cut are kept).\n",
          &runDataset};
}

}  // namespace craftmate::app
