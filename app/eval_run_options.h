#pragma once
// The runner's options that `craftmate eval` and `craftmate eval --world` build alike: the results
// folder, jobs in parallel, this shard, the progress bar, and a stop on Ctrl-C or, when
// maxModelRequests > 0, past that many chat requests.

#include <string>

#include "tasks/evaluation_runner.h"

namespace craftmate::app {

tasks::EvaluationOptions evalRunOptions(const std::string& outDir, int parallel, const tasks::Shard& shard, bool progress,
                                        long maxModelRequests);

}  // namespace craftmate::app
