// `craftmate dataset RUN_DIR... --out FILE.jsonl`: SFT chat examples from recorded runs (memory/
// sft_dataset.h has the rule: successful runs, or the top quarter by --metric).

#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "app/subcommand.h"
#include "memory/sft_dataset.h"

namespace craftmate::app {

namespace {

int runDataset(const std::vector<std::string>& args) {
  std::vector<std::string> runDirs;
  std::string outFile;
  memory::DatasetOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw std::invalid_argument(a + " needs a value");
      return args[++i];
    };
    if (a == "--out") outFile = value();
    else if (a == "--metric") options.metric = value();
    else if (a == "--purpose") options.purpose = value();
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
    report = memory::exportDataset(runDirs, options, out);
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
          "Each RUN_DIR is a folder written by 'craftmate run --out' (or its run.sqlite). One line per\n"
          "assistant reply of the purpose: {\"messages\": [system, turns..., assistant reply]}.\n"
          "Without --metric only runs whose world reported success are kept; with --metric NAME the runs\n"
          "in the top quarter by that metric (ties with the cut are kept).\n",
          &runDataset};
}

}  // namespace craftmate::app
