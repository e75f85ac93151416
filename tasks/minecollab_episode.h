#pragma once
// The seam between the evaluation of MineCollab task files (`craftmate eval --tasks`, this folder)
// and the agents that play them in Minecraft (the MINDcraft commands, skills and scripted teams,
// written elsewhere). Whoever provides the agents registers an episode runner at start-up; until one
// is registered, `craftmate eval --tasks` says that MineCollab agents are not available and records
// nothing.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tasks/eval_blocking.h"
#include "tasks/eval_profiles.h"
#include "tasks/evaluation_runner.h"
#include "tasks/task.h"

namespace craftmate::tasks {

class EpisodeWatch;

struct MineCollabEpisode {
  const Task* task = nullptr;
  std::vector<std::string> agentNames;  // by count_id (mineCollabAgentNames)
  std::string host;                     // the server this job plays on (operator rights for the bots)
  std::uint16_t port = 0;
  // Who plays: profiles per agent and/or one model for all ("scripted": the scripted teams).
  TeamProfiles team;
  // A MINDcraft profiles/defaults folder whose _default.json and base profiles fill what a profile
  // leaves out (MINDcraft's own templates and examples); empty: craftmate's built-in defaults.
  std::string profilesDir;
  // MINDcraft's settings (agents::Settings::values(): file, environment, flags); null: its defaults.
  nlohmann::json settings;
  Blocking blocking = Blocking::Craftmate;
  std::string keysFile;                 // keys.json for the models' API keys ("" : environment only)
  std::uint64_t seed = 0;               // for worldSetup's SetupContext::seed
  const JobContext* context = nullptr;  // job folder (for DIR/jobs/<id>/run.sqlite), stop flag
  EpisodeWatch* watch = nullptr;        // the MindServer page of the evaluation, when open
};

// Plays one task to its end: set-up (worldSetup), agents until checkTaskEnd says it ended, score.
using MineCollabEpisodeRunner = std::function<JobResult(const MineCollabEpisode&)>;

void registerMineCollabEpisodeRunner(MineCollabEpisodeRunner runner);
// The registered runner, or nullptr.
const MineCollabEpisodeRunner* mineCollabEpisodeRunner();

// MINDcraft's evaluation names: Andy, Jill, Bob, Sally, Mike, Laura, John, Emma, Tom, Kate (the first
// `count`), each with `_<suffix>` when a suffix is given (parallel workers use their index).
std::vector<std::string> mineCollabAgentNames(int count, const std::string& suffix = "");

}  // namespace craftmate::tasks
