// `craftmate eval --tasks FILE`: evaluates a MineCollab task file (mindcraft.md §8.8) — every task
// (or the --task ones), --repeat times, on its own embedded server per parallel worker (or a server
// given by --host/--port) — through tasks::runEvaluation: results in DIR/results.sqlite and
// DIR/results.csv, resumable, shardable, with a progress bar on a terminal. The agents are
// configured as MINDcraft's evaluation configures them: its settings (file, environment, flags),
// one profile per agent (--profiles) or one model for all (--model), and its blocked commands.


#include <algorithm>
#include <atomic>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <set>

#include <boost/asio/io_context.hpp>

#include "agents/models/model_factory.h"
#include "agents/profile.h"
#include "app/comma_list.h"
#include "app/flag_value.h"
#include "app/mindcraft_setup.h"
#include "app/eval_run_options.h"
#include "app/server_process.h"
#include "app/worker_server.h"
#include "app/eval_page.h"
#include "app/eval_slurm.h"
#include "app/subcommand.h"
#include "launch/supported_settings.h"
#include "tasks/evaluation_runner.h"
#include "tasks/minecollab_episode.h"
#include "tasks/task_loader.h"
#include "tasks/world_setup.h"
#ifdef CRAFTMATE_HAVE_MINECOLLAB_RUNNER
#include "tasks/eval_agent_setup.h"
#endif

namespace craftmate::app {

// `craftmate eval --world W` (text worlds, app/cmd_eval_world.cpp) when it is linked in.
int runEvalWorld(const std::vector<std::string>& args) __attribute__((weak));

namespace {


struct EvalOptions {
  std::string tasksFile;
  std::vector<std::string> taskIds;
  std::string model;
  std::vector<std::string> profiles;  // --profiles, one per agent
  std::string keysFile = "keys.json";
  std::string profilesDir;  // a MINDcraft profiles/defaults folder, else the built-in defaults
  tasks::Blocking blocking = tasks::Blocking::Craftmate;
  std::string outDir;
  int parallel = 1;
  tasks::Shard shard;
  std::string host;
  int port = 0;
  int repeat = 1;
  std::uint64_t seed = 0;
  long maxModelRequests = 0;  // 0: no cap
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
    else if (a == "--profiles") o.profiles = commaList(flagValue(args, i));
    else if (a == "--keys") o.keysFile = flagValue(args, i);
    else if (a == "--profiles-dir") o.profilesDir = flagValue(args, i);
    else if (a == "--blocking") o.blocking = tasks::parseBlocking(flagValue(args, i));
    else if (a == "--out") o.outDir = flagValue(args, i);
    else if (a == "--parallel") o.parallel = number(i, 1);
    else if (a == "--shard") o.shard = tasks::parseShard(flagValue(args, i));
    else if (a == "--host") o.host = flagValue(args, i);
    else if (a == "--port") o.port = number(i, 1);
    else if (a == "--repeat") o.repeat = number(i, 1);
    else if (a == "--seed") o.seed = static_cast<std::uint64_t>(number(i, 0));
    else if (a == "--max-model-requests") o.maxModelRequests = number(i, 1);
    else if (a == "--no-progress") o.progress = false;
    else throw std::invalid_argument("unknown option '" + a + "'");
  }
  if (o.tasksFile.empty()) throw std::invalid_argument("--tasks FILE is required (a MineCollab task .json file)");
  for (const auto& p : o.profiles)
    if (p.empty()) throw std::invalid_argument("--profiles has an empty item; give one profile file per agent, comma-separated");
  if (!o.profiles.empty() && o.model.size() > 5 && o.model.ends_with(".json"))
    throw std::invalid_argument("--model " + o.model + " is a profile and --profiles gives the profiles; use one of them");
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

// Options of eval that are also settings keys (--host, --port, --profiles) are the evaluation's own:
// they are taken out before the settings read the remaining `--key value` flags.
std::vector<std::string> takeEvalOwnOptions(const std::vector<std::string>& args, std::vector<std::string>& rest) {
  static const std::set<std::string> own = {"--host", "--port", "--profiles"};
  std::vector<std::string> taken;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (own.count(args[i]) && i + 1 < args.size()) {
      taken.push_back(args[i]);
      taken.push_back(args[++i]);
    } else {
      rest.push_back(args[i]);
    }
  }
  return taken;
}

// Settings an evaluation deliberately does not use: a value other than MINDcraft's default is
// reported on stderr. Settings craftmate cannot honour at all are refused (launch/supported_settings.h).
struct UnusedSetting {
  const char* key;
  const char* why;
};
constexpr UnusedSetting kUnusedInEval[] = {
    {"host", "jobs play on craftmate's embedded servers, or on the server given by --host/--port"},
    {"port", "jobs play on craftmate's embedded servers, or on the server given by --host/--port"},
    {"load_memory", "every job starts with fresh agents, as each run of MINDcraft's evaluation does"},
};

// MINDcraft's settings as the evaluation uses them: file, environment, flags; what craftmate cannot
// honour (speak, language, render_bot_view, allow_vision, minecraft_version, auth) is refused, what
// the evaluation does not use is reported; LOG_ALL is on, as MINDcraft's evaluation script sets it
// for every run (tasks/evaluation_script.py: LOG_ALL=true), so every prompt is in the job's run.sqlite.
agents::Settings evalSettings(const std::vector<std::string>& args, std::vector<std::string>& rest) {
  agents::Settings settings = loadSettings(args, rest);
  launch::requireSupportedSettings(settings);
  for (const auto& u : kUnusedInEval)
    if (settings.values().at(u.key) != agents::Settings::defaults().at(u.key))
      std::cerr << "warning: setting '" << u.key << "' is not used by craftmate eval: " << u.why << "\n";
  settings.mergeObject({{"log_all_prompts", true}}, "craftmate eval");
  return settings;
}

// Who plays: --profiles (or settings.profiles from a file or PROFILES), each read unchanged, and/or
// --model for everyone; `--model FILE.json` is one profile for every agent.
tasks::TeamProfiles teamProfiles(const EvalOptions& o, agents::Settings& settings, int agentCount) {
  tasks::TeamProfiles team;
  team.files = o.profiles;
  const nlohmann::json& fromSettings = settings.values().at("profiles");
  if (team.files.empty() && fromSettings != agents::Settings::defaults().at("profiles"))
    team.files = fromSettings.get<std::vector<std::string>>();
  team.model = o.model;
  if (team.files.empty() && o.model.size() > 5 && o.model.ends_with(".json")) {
    team.files.assign(static_cast<std::size_t>(agentCount), o.model);
    team.model.clear();
  }
  for (const auto& file : team.files) team.profiles.push_back(agents::readProfileFile(file));
  if (!team.profiles.empty() && static_cast<int>(team.profiles.size()) < agentCount)
    throw std::invalid_argument("the tasks need " + std::to_string(agentCount) + " agents but " +
                                std::to_string(team.profiles.size()) + " profile(s) were given; give one per agent");
  if (team.model.empty() && team.profiles.empty())
    throw std::invalid_argument("--model or --profiles is required: --model scripted|MODEL for every agent, or "
                                "--profiles a.json,b.json with one MINDcraft profile per agent");
  settings.mergeObject({{"profiles", team.files}}, "--profiles");
  return team;
}

// Every agent of every task can be built (profiles, models, keys, settings) before any job starts.
void checkAgents(const std::vector<const tasks::Task*>& selected, const tasks::MineCollabEpisode& base) {
#ifdef CRAFTMATE_HAVE_MINECOLLAB_RUNNER
  boost::asio::io_context io;
  const agents::KeyStore keys(base.keysFile);
  std::set<int> modelsChecked;
  for (const auto* task : selected) {
    tasks::MineCollabEpisode e = base;
    e.task = task;
    e.agentNames = tasks::mineCollabAgentNames(task->agentCount);
    for (int i = 0; i < task->agentCount; ++i) {
      const tasks::EvalAgentSetup setup = tasks::evalAgentSetup(e, i);
      if (modelsChecked.insert(i).second && !setup.scripted) {
        agents::makeChatModel(setup.profile.json.at("model"), keys, io.get_executor());
        agents::makeCodeModel(setup.profile.json, keys, io.get_executor());
      }
    }
  }
#else
  (void)selected, (void)base;
#endif
}

int runEval(const std::vector<std::string>& args) {
  for (const auto& a : args) {
    if (a == "--status") return runEvalStatus(args);
    if (a == "--slurm" || a == "--slurm-script-only") return runEvalSlurm(args);
  }
  for (const auto& a : args)
    if (a == "--world") {
      if (runEvalWorld) return runEvalWorld(args);
      std::cerr << "craftmate eval --world: text-world evaluations are not part of this build; use `craftmate run "
                   "--world W --out DIR` per episode.\n";
      return 3;
    }
  EvalOptions options;
  agents::Settings settings;
  tasks::MineCollabEpisode base;  // what every job's episode shares
  tasks::TaskFile file;
  std::vector<const tasks::Task*> selected;
  try {
    std::vector<std::string> others, optionArgs;
    optionArgs = takeEvalOwnOptions(args, others);
    std::vector<std::string> remaining;
    settings = evalSettings(others, remaining);
    optionArgs.insert(optionArgs.end(), remaining.begin(), remaining.end());
    options = parseEvalOptions(optionArgs);
    file = tasks::loadTaskFile(options.tasksFile);
    selected = selectTasks(file, options.taskIds);
    int teamSize = 1;
    // Every task must be possible to set up before anything starts (e.g. humans without usernames).
    for (const auto* task : selected) {
      tasks::SetupContext context;
      context.agentNames = tasks::mineCollabAgentNames(task->agentCount);
      tasks::worldSetup(*task, context);
      teamSize = std::max(teamSize, task->agentCount);
    }
    base.team = teamProfiles(options, settings, teamSize);
    base.settings = settings.values();
    base.blocking = options.blocking;
    base.keysFile = options.keysFile;
    base.profilesDir = options.profilesDir;
    base.seed = options.seed;
    checkAgents(selected, base);
  } catch (const std::exception& e) {
    std::cerr << "craftmate eval: " << e.what() << "\n";
    return 2;
  }

  // Each job records which task it is and its configuration, who played and how: the label
  // `craftmate report` shows (model), each agent's model and profile file, the settings and the
  // blocking rule. Repeat k > 1 is "<task>#k", so a larger --repeat adds only the missing repeats.
  std::vector<tasks::EvaluationJob> jobs;
  for (const auto* task : selected) {
    const int n = task->agentCount;
    const std::map<std::string, std::string> parameters = {
        {"task_file", std::filesystem::path(options.tasksFile).filename().string()}, {"task_id", task->id}};
    std::map<std::string, std::string> configuration = {{"model", base.team.label(n)},
                                                         {"models", base.team.models(n).dump()},
                                                         {"settings", base.settings.dump()},
                                                         {"blocking", tasks::blockingName(base.blocking)}};
    if (!base.profilesDir.empty()) configuration["profiles_dir"] = base.profilesDir;
    if (!base.team.files.empty())
      configuration["profiles"] = nlohmann::json(std::vector<std::string>(base.team.files.begin(), base.team.files.begin() + n)).dump();
    for (int k = 1; k <= options.repeat; ++k)
      jobs.push_back({k == 1 ? task->id : task->id + "#" + std::to_string(k), task->typeName.empty() ? "other" : task->typeName,
                      n, parameters, configuration});
  }

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
  // A server that dies is replaced and its job played again (app/worker_server.h).
  std::vector<std::unique_ptr<WorkerServer>> servers(static_cast<std::size_t>(options.parallel));
  std::filesystem::create_directories(options.outDir);
  std::unique_ptr<EvalPage> page;  // opened below, before the first job
  auto runJob = [&](const tasks::EvaluationJob& job, const tasks::JobContext& context) {
    tasks::MineCollabEpisode e = base;
    e.task = file.find(job.parameters.at("task_id"));
    e.agentNames = tasks::mineCollabAgentNames(job.agentCount, std::to_string(context.worker));
    e.seed = options.seed ^ std::hash<std::string>{}(job.id);
    const auto watch = page ? page->watch(job.id) : nullptr;  // the page shows the job while it plays
    e.watch = watch.get();
    auto play = [&](const std::string& host, std::uint16_t port, const tasks::JobContext& attempt) {
      e.host = host;
      e.port = port;
      e.context = &attempt;
      return (*episode)(e);
    };
    if (!options.host.empty()) return play(options.host, static_cast<std::uint16_t>(options.port), context);
    auto& server = servers[static_cast<std::size_t>(context.worker)];
    const std::string worker = std::to_string(context.worker);
    if (!server)  // operators: every name this worker's agents may take (they run the set-up commands)
      server = std::make_unique<WorkerServer>((std::filesystem::path(options.outDir) / ("server_" + worker)).string(),
                                              [worker, &settings](const std::string& log) {
                                                return std::make_unique<ServerProcess>(
                                                    log, "vanilla-flat", tasks::mineCollabAgentNames(10, worker),
                                                    settings.values().at("minecraft_version").get<std::string>());
                                              });
    return server->play(context, play);
  };

  // The MindServer page: the jobs done (with scores), running and waiting, and their timelines.
  if (const int port = settings.values().at("mindserver_port").get<int>(); port > 0 && port <= 65535) {
    std::vector<std::string> ids;
    for (const auto& job : jobs) ids.push_back(job.id);
    try {
      page = std::make_unique<EvalPage>(ids, options.outDir, "127.0.0.1", static_cast<std::uint16_t>(port));
      std::cout << "craftmate eval: MindServer page " << page->url() << " (--mindserver_port 0 turns it off)" << std::endl;
    } catch (const std::exception& e) {
      std::cerr << "warning: no MindServer page: " << e.what() << "\n";
    }
  }

  const tasks::EvaluationOptions runOptions =
      evalRunOptions(options.outDir, options.parallel, options.shard, options.progress, options.maxModelRequests);
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
          "usage: craftmate eval --tasks FILE (--model scripted|MODEL | --profiles A.json[,B.json...]) --out DIR\n"
          "                      [--settings FILE] [--<setting> VALUE]... [--blocking craftmate|mindcraft]\n"
          "                      [--keys keys.json] [--profiles-dir MINDCRAFT/profiles/defaults]\n"
          "                      [--task ID[,ID...]]... [--repeat N] [--parallel K]\n"
          "                      [--shard i/N] [--host H --port P] [--seed S] [--max-model-requests R] [--no-progress]\n"
          "                      [--slurm N [--slurm-option KEY=VALUE]... [--slurm-script-only]]\n"
          "       craftmate eval --status DIR\n"
          "Runs every task of FILE (MINDcraft task JSON, read unchanged) or the --task ones, N times each,\n"
          "K at a time, each worker on its own embedded server (or on the server at H:P, one at a time).\n"
          "Embedded servers run vanilla's superflat world (`craftmate server --world vanilla-flat`, ground\n"
          "at y=-61), where MINDcraft's tasks were made; a server of your own should be one too.\n"
          "Agents: --profiles gives agent i the i-th profile (MINDcraft profile files, read unchanged; its\n"
          "model, embedding and examples), as MINDcraft's PROFILES; --model gives every agent that model\n"
          "(scripted: the scripted teams), replacing the profiles' models as MINDcraft's evaluation script\n"
          "does. --profiles-dir: MINDcraft's own defaults (templates and examples) under the profiles.\n"
          "Settings as MINDcraft reads them: --settings FILE (settings.js as JSON), its environment\n"
          "variables (MAX_MESSAGES, NUM_EXAMPLES, BLOCKED_ACTIONS, PROFILES, ...), then --<setting> VALUE\n"
          "flags; every agent gets them. --blocking mindcraft blocks settings.blocked_actions for every task\n"
          "type as MINDcraft does (the default lets construction agents use the blueprint commands).\n"
          "Each finished task is stored at once in DIR/results.sqlite with its configuration (settings,\n"
          "profiles and models); running the same command again skips finished tasks (an interrupted one\n"
          "runs again), another configuration in the same DIR runs every task again and is reported\n"
          "apart, and a larger --repeat runs only the missing repeats (repeat k > 1 is <task>#k). A job\n"
          "whose embedded server dies is played again on a new server. --shard i/N runs every N-th task\n"
          "from the i-th (1-based) so N machines can share one evaluation; point them at the same DIR or\n"
          "give `craftmate report` all their DIRs. Exit 0 when every job finished, 1 when some failed or\n"
          "Ctrl-C stopped it, 2 for bad input, 3 when MineCollab agents are not available.\n"
          "Slurm (docs/cluster.md): --slurm N [--slurm-option KEY=VALUE]... submits the evaluation as a\n"
          "job array of N shards, each into DIR/shards/<i>/ (--slurm-script-only: write\n"
          "DIR/slurm/eval.sbatch, do not submit); `craftmate eval --status DIR` shows each shard's state;\n"
          "`craftmate report DIR` reads the shards as one evaluation. Also for --world evaluations.\n"
          "--max-model-requests R: this process (each shard) sends at most R model requests, then stops as\n"
          "on Ctrl-C (run it again to continue): a provider's rate limit shared out between shards.\n"
          "The MindServer page, http://127.0.0.1:<mindserver_port>/ (8080; --mindserver_port 0: none), lists\n"
          "the jobs done (with scores), running and waiting, each linked to its timeline, and the running\n"
          "jobs' agents, stream and maps (a construction task's blueprint level beside what stands).\n"
          "Text worlds: craftmate eval --world W --agent-method NAME --out DIR ... (a paper's agent method\n"
          "over the world's settings, same results folder; 'craftmate eval --world W --help' for options).\n",
          runEval};
}

}  // namespace craftmate::app
