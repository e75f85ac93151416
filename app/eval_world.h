#pragma once
// `craftmate eval --world W ...`: a paper method over a grid of a text world's settings (levels,
// agents, tau values, tasks ...) and trials, one run folder per job, resumable; `craftmate eval`
// dispatches here when given --world (the MineCollab --tasks path is the tasks/ evaluation runner's).

#include <string>
#include <vector>

namespace craftmate::app {

int runEvalWorld(const std::vector<std::string>& args);
extern const char* const kEvalWorldUsage;

}  // namespace craftmate::app
