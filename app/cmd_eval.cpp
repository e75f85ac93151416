// `craftmate eval --tasks FILE`: evaluates a MineCollab task file (mindcraft.md §8.8) — every task
// (or the --task ones), --repeat times, on its own embedded server per parallel worker (or a server
// given by --host/--port) — through tasks::runEvaluation: results in DIR/results.sqlite and
// DIR/results.csv, resumable, shardable, with a progress bar on a terminal.


#include <atomic>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <set>

#include "app/comma_list.h"
#include "app/flag_value.h"
#include "app/server_process.h"
#include "app/interrupt_flag.h"
#include "app/subcommand.h"
#include "tasks/evaluation_runner.h"
#include "tasks/minecollab_episode.h"
#include "tasks/task_loader.h"
#include "tasks/world_setup.h"

namespace craftmate::app {

// `craftmate eval --world W` (text worlds, app/cmd_eval_world.cpp) when it is linked in.
int runEvalWorld(const std::vector<std::string>& args) __attribute__((weak));

namespace {


struct EvalOptions {
  std::string tasksFile;
  std::vector<std::string> taskIds;
  std::string model;
  std::string outDir;
  int parallel = 1;
  tasks::Shard shard;
  std::string host;
  int port = 0;
  int repeat = 1;
  std::uint64_t seed = 0;
  bool progress = true;
};

EvalOptions parseEvalOptions(const std::vector<std::string>& args) {
  EvalOptions o;
  auto number = [&](std::size_t& i, int minimum) {
    const std::string& text = flagValue(args, i);
    try {
      std::size_t used = 0;
      const int n = std::stoi(text, &used);
      if (used == text.size() && n >= minimum) return n;
    } catch (const std::logic_error&) {
    }
    throw std::invalid_argument(args[i - 1] + " takes a whole number of at least " + std::to_string(minimum) +
                                ", got '" + text + "'");
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--tasks") o.tasksFile = flagValue(args, i);
    else if (a == "--task") {
      // Repeatable; empty items ("a,,b", a trailing comma) name no task and are skipped.
      for (auto& id : commaList(flagValue(args, i)))
        if (!id.empty()) o.taskIds.push_back(std::move(id));
    } else if (a == "--model") o.model = flagValue(args, i);
    else if (a == "--out") o.outDir = flagValue(args, i);
    else if (a == "--parallel") o.parallel = number(i, 1);
    else if (a == "--shard") o.shard = tasks::parseShard(flagValue(args, i));
    else if (a == "--host") o.host = flagValue(args, i);
    else if (a == "--port") o.port = number(i, 1);
    else if (a == "--repeat") o.repeat = number(i, 1);
    else if (a == "--seed") o.seed = static_cast<std::uint64_t>(number(i, 0));
    else if (a == "--no-progress") o.progress = false;
    else throw std::invalid_argument("unknown option '" + a + "'");
  }
  if (o.tasksFile.empty()) throw std::invalid_argument("--tasks FILE is required (a MineCollab task .json file)");
  if (o.model.empty()) throw std::invalid_argument("--model is required: scripted, or a profile/model as `craftmate run` takes");
  if (o.outDir.empty()) throw std::invalid_argument("--out DIR is required: where results.sqlite and results.csv go");
  if (o.host.empty() != (o.port == 0)) throw std::invalid_argument("--host and --port go together");
  if (!o.host.empty() && o.parallel > 1)
    throw std::invalid_argument("--parallel needs a server per worker; with --host/--port run one job at a time "
                                "(or leave them out: craftmate starts its own servers)");
  return o;
}

// The tasks to run, in file order; an unknown --task is an error that lists what the file has.
std::vector<const tasks::Task*> selectTasks(const tasks::TaskFile& file, const std::vector<std::string>& ids) {
  std::vector<const tasks::Task*> out;
  if (ids.empty()) {
    for (const auto& t : file.tasks) out.push_back(&t);
    return out;
  }
  std::set<std::string> wanted(ids.begin(), ids.end());
  for (const auto& id : wanted)
    if (!file.find(id)) {
      std::string some;
      for (std::size_t i = 0; i < file.tasks.size() && i < 3; ++i) some += (i ? ", " : "") + file.tasks[i].id;
      throw std::invalid_argument("task '" + id + "' is not in " + file.path + " (it has " +
                                  std::to_string(file.tasks.size()) + " tasks, e.g. " + some + ")");
    }
  for (const auto& t : file.tasks)
    if (wanted.count(t.id)) out.push_back(&t);
  return out;
}

int runEval(const std::vector<std::string>& args) {
  for (const auto& a : args)
    if (a == "--world") {
      if (runEvalWorld) return runEvalWorld(args);
      std::cerr << "craftmate eval --world: text-world evaluations are not part of this build; use `craftmate run "
                   "--world W --out DIR` per episode.\n";
      return 3;
    }
  EvalOptions options;
  tasks::TaskFile file;
  std::vector<const tasks::Task*> selected;
  try {
    options = parseEvalOptions(args);
    file = tasks::loadTaskFile(options.tasksFile);
    selected = selectTasks(file, options.taskIds);
    // Every task must be possible to set up before anything starts (e.g. humans without usernames).
    for (const auto* task : selected) {
      tasks::SetupContext context;
      context.agentNames = tasks::mineCollabAgentNames(task->agentCount);
      tasks::worldSetup(*task, context);
    }
  } catch (const std::exception& e) {
    std::cerr << "craftmate eval: " << e.what() << "\n";
    return 2;
  }

  std::vector<tasks::EvaluationJob> jobs;
  for (const auto* task : selected)
    for (int k = 0; k < options.repeat; ++k)
      jobs.push_back({options.repeat == 1 ? task->id : task->id + "#" + std::to_string(k + 1),
                      task->typeName.empty() ? "other" : task->typeName, task->agentCount,
                      {{"task_file", std::filesystem::path(options.tasksFile).filename().string()},
                       {"task_id", task->id},
                       {"model", options.model}}});

  const tasks::MineCollabEpisodeRunner* episode = tasks::mineCollabEpisodeRunner();
  if (!episode) {
    std::cerr << "craftmate eval: MineCollab agents are not available yet: the MINDcraft commands, skills and "
                 "scripted teams that play these tasks in Minecraft are still being written. "
              << jobs.size() << " job(s) from " << options.tasksFile
              << " were loaded and their set-up checked, but nothing was run or recorded.\n";
    return 3;
  }

  // One server per worker, started when the worker first needs it, in vanilla's superflat world
  // (ground at y=-61) where MINDcraft's tasks were made: construction blueprints start at y=-60.
  std::vector<std::unique_ptr<ServerProcess>> servers(static_cast<std::size_t>(options.parallel));
  std::filesystem::create_directories(options.outDir);
  auto runJob = [&](const tasks::EvaluationJob& job, const tasks::JobContext& context) {
    tasks::MineCollabEpisode e;
    e.task = file.find(job.parameters.at("task_id"));
    e.agentNames = tasks::mineCollabAgentNames(job.agentCount, std::to_string(context.worker));
    e.model = options.model;
    e.seed = options.seed ^ std::hash<std::string>{}(job.id);
    e.context = &context;
    if (!options.host.empty()) {
      e.host = options.host;
      e.port = static_cast<std::uint16_t>(options.port);
    } else {
      auto& server = servers[static_cast<std::size_t>(context.worker)];
      if (!server)
        server = std::make_unique<ServerProcess>(
            (std::filesystem::path(options.outDir) / ("server_" + std::to_string(context.worker) + ".log")).string(),
            "vanilla-flat");
      e.host = server->host();
      e.port = server->port();
    }
    return (*episode)(e);
  };

  tasks::EvaluationOptions runOptions;
  runOptions.outDir = options.outDir;
  runOptions.parallel = options.parallel;
  runOptions.shard = options.shard;
  runOptions.progress = options.progress;
  runOptions.stop = stopFlagOnInterrupt();
  try {
    const auto summary = tasks::runEvaluation(jobs, runJob, runOptions);
    std::cout << "craftmate eval: " << summary.jobsInShard << " job(s) in this shard: " << summary.alreadyFinished
              << " already finished, " << summary.finished << " finished now, " << summary.failed << " failed"
              << (summary.stopped ? ", stopped early (run again to continue)" : "") << ". Results: "
              << tasks::resultsCsvPath(options.outDir) << "\n";
    for (const auto& error : summary.errors) std::cerr << "  " << error << "\n";
    return summary.failed > 0 || summary.stopped ? 1 : 0;
  } catch (const std::exception& e) {
    std::cerr << "craftmate eval: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace

Subcommand evalSubcommand() {
  return {"eval", "Evaluate a MineCollab task file: results per task in DIR/results.sqlite and DIR/results.csv.",
          "usage: craftmate eval --tasks FILE --model scripted|PROFILE --out DIR [--task ID[,ID...]]...\n"
          "                      [--repeat N] [--parallel K] [--shard i/N] [--host H --port P] [--seed S]\n"
          "                      [--no-progress]\n"
          "Runs every task of FILE (MINDcraft task JSON, read unchanged) or the --task ones, N times each,\n"
          "K at a time, each worker on its own embedded server (or on the server at H:P, one at a time).\n"
          "Embedded servers run vanilla's superflat world (`craftmate server --world vanilla-flat`, ground\n"
          "at y=-61), where MINDcraft's tasks were made; a server of your own should be one too.\n"
          "Each finished task is stored at once in DIR/results.sqlite; running the same command again\n"
          "skips finished tasks (an interrupted one runs again). --shard i/N runs every N-th task from\n"
          "the i-th (1-based) so N machines can share one evaluation; point them at the same DIR or\n"
          "give `craftmate report` all their DIRs. Exit 0 when every job finished, 1 when some failed or\n"
          "Ctrl-C stopped it, 2 for bad input, 3 when MineCollab agents are not available.\n"
          "Text worlds: craftmate eval --world W --agent-method NAME --out DIR ... (a paper's agent method\n"
          "over the world's settings, same results folder; 'craftmate eval --world W --help' for options).\n",
          runEval};
}

}  // namespace craftmate::app
