#pragma once
// SFT examples from recorded runs, as MineCollab builds them (paper §5): every assistant reply of
// purpose "conversing" becomes one chat example {"messages": [system, turns..., assistant reply]},
// taken only from runs worth imitating:
// * binary score (no --metric): runs whose world reported Score.complete;
// * continuous score (--metric NAME): runs in the top quarter by that metric. The cut is the score of
//   the ceil(n/4)-th best run; runs tied with it are kept too, so equal runs are never split.
// Unfinished runs (a crash before endRun) and runs without the metric are never kept.

#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "memory/run_store.h"

namespace craftmate::memory {

struct DatasetOptions {
  std::string metric;                 // empty: binary score (Score.complete)
  std::string purpose = "conversing";
};

struct DatasetReport {
  int runs = 0;       // runs found in the given files
  int keptRuns = 0;   // runs that passed the filter
  int examples = 0;   // lines written
};

// A run and where it lives, for the selection.
struct RunRef {
  std::string file;
  RunRecord run;
};

// The runs that pass the filter, in the order given.
std::vector<RunRef> selectRuns(const std::vector<RunRef>& runs, const DatasetOptions& options);

// One example as JSON ({"messages": [...]}).
nlohmann::json sftExample(const agents::ModelCall& call);

// Reads every run of every file (a run folder's run.sqlite or the file itself) and writes one JSON
// line per example of a kept run. Throws RunStoreError / std::invalid_argument with what to fix.
DatasetReport exportDataset(const std::vector<std::string>& runPaths, const DatasetOptions& options, std::ostream& out);

// DIR -> DIR/run.sqlite; a file path stays as it is.
std::string runStorePath(const std::string& runDirOrFile);

}  // namespace craftmate::memory
