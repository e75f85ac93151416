#pragma once
// `craftmate eval ... --slurm N [--slurm-option K=V]... [--slurm-script-only]`: the evaluation as a
// Slurm job array, one array task per shard writing DIR/shards/<i>/ (tasks/slurm_array.h); and
// `craftmate eval --status DIR`: done/running/waiting/failed per shard while the array runs.

#include <string>
#include <vector>

namespace craftmate::app {

int runEvalSlurm(const std::vector<std::string>& args);
int runEvalStatus(const std::vector<std::string>& args);

}  // namespace craftmate::app
