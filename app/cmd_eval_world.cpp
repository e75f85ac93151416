// `craftmate eval --world W --agent-method M ...`: every combination of the given world parameter
// values and method options (comma lists, or a paper's preset grid) times --trials, each job one
// episode played by the method. The jobs go through the same evaluation runner as MineCollab task
// files (tasks/evaluation_runner.h): results in DIR/results.sqlite and DIR/results.csv, resumable,
// shardable, K at a time, and `craftmate report DIR` prints them. Each job's own run store is
// DIR/jobs/<job>/run.sqlite (as `craftmate run --out` writes it), so `craftmate dataset` exports its
// model calls. DIR/summary.csv adds the mean of every world metric per setting (the papers' cells).


#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "agents/models/model_factory.h"
#include "app/eval_world.h"
#include "app/flag_value.h"
#include "app/comma_list.h"
#include "app/method_episode.h"
#include "app/mindcraft_setup.h"
#include "app/eval_run_options.h"
#include "app/world_flags.h"
#include "games/game_registry.h"
#include "memory/run_store.h"
#include "tasks/evaluation_runner.h"
#include "tasks/results_store.h"

namespace craftmate::app {

const char* const kEvalWorldUsage =
    "Usage: craftmate eval --world W --agent-method NAME --out DIR [--profile A.json[,B.json]] [--model MODEL]\n"
    "                      [--preset NAME] [--<world param> V1[,V2...] ...] [--method-option KEY=V1[,V2...] ...]\n"
    "                      [--trials N] [--parallel K] [--shard i/N] [--max-turns N] [--keys keys.json]\n"
    "                      [--profiles-dir DIR] [--max-model-requests R] [--no-progress] [settings flags]\n"
    "                      [--slurm N [--slurm-option KEY=VALUE]... [--slurm-script-only]]\n\n"
    "Plays every combination of the listed world parameter values and method options, --trials times each,\n"
    "with a paper's agent method (docs/agent_methods.md). Like `craftmate eval --tasks`: each finished job is\n"
    "stored at once in DIR/results.sqlite and DIR/results.csv (rerun the command to resume), --parallel K runs\n"
    "K jobs at once, --shard i/N every N-th job, --slurm N a Slurm job array of N shards into DIR/shards/<i>/\n"
    "(docs/cluster.md); a larger --trials adds only the missing trials, another model or method in the same\n"
    "DIR is another configuration; `craftmate report DIR` prints success and the paper's score\n"
    "per setting and team size. DIR/jobs/<job>/run.sqlite holds each episode's model calls (`craftmate\n"
    "dataset DIR`), DIR/summary.csv the mean of every world metric per setting. Presets (the papers'\n"
    "grids):\n"
    "  cuisineworld table1   levels of Table 1 x agents 2,3,4, tau all, 3 episodes (MindAgent Tables 1, 6-8)\n"
    "  coblock tasks         every built-in task (CoBlock Figs. 6-7 by task type)\n";

namespace {


using Axes = std::vector<std::pair<std::string, std::vector<std::string>>>;  // name -> values, in given order

struct EvalOptions {
  std::string world;
  std::string method;
  std::string outDir;
  std::string preset;
  std::vector<std::string> profiles;
  std::string model;
  std::string keysFile = "keys.json";
  std::string profilesDir;
  int trials = 1;
  int maxTurns = 2000;
  int parallel = 1;
  tasks::Shard shard;
  long maxModelRequests = 0;  // 0: no cap
  bool progress = true;
  Axes worldAxes;
  Axes optionAxes;
};

void setAxis(Axes& axes, const std::string& name, std::vector<std::string> values) {
  for (auto& [n, v] : axes) {
    if (n == name) {
      v = std::move(values);
      return;
    }
  }
  axes.emplace_back(name, std::move(values));
}

// The papers' grids; explicit --<param> values still replace an axis.
void applyPreset(EvalOptions& o) {
  if (o.preset.empty()) return;
  if (o.world == "cuisineworld" && o.preset == "table1") {
    setAxis(o.worldAxes, "level", commaList("level_0,level_1,level_7,level_2,level_4,level_8,level_3,level_9,level_10,"
                                             "level_5,level_11,level_12"));
    setAxis(o.worldAxes, "agents", {"2", "3", "4"});
    setAxis(o.worldAxes, "tau", {"all"});
    setAxis(o.worldAxes, "episodes", {"3"});
    return;
  }
  if (o.world == "coblock" && o.preset == "tasks") {
    setAxis(o.worldAxes, "task",
            commaList("T1,T2,independent_towers,independent_rectangles,independent_shared_wall,independent_symbols,"
                       "skill_striped_tower,skill_checker_rectangle,skill_two_symbols,skill_shared_arch_feet,goal_bridge,"
                       "goal_arch_with_fence,goal_tower_on_base"));
    return;
  }
  throw std::invalid_argument("no preset '" + o.preset + "' for " + o.world +
                              "; presets: cuisineworld table1, coblock tasks");
}

int wholeNumber(const std::string& flag, const std::string& text, int minimum) {
  try {
    size_t used = 0;
    const int n = std::stoi(text, &used);
    if (used == text.size() && n >= minimum) return n;
  } catch (const std::logic_error&) {
  }
  throw std::invalid_argument(flag + " takes a whole number of at least " + std::to_string(minimum) + ", got '" + text + "'");
}

EvalOptions parseEvalOptions(const std::vector<std::string>& args) {
  EvalOptions o;
  std::vector<std::pair<std::string, std::string>> worldParams;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--world") o.world = flagValue(args, i);
    else if (a == "--agent-method") o.method = flagValue(args, i);
    else if (a == "--out") o.outDir = flagValue(args, i);
    else if (a == "--preset") o.preset = flagValue(args, i);
    else if (a == "--profile") o.profiles = commaList(flagValue(args, i));
    else if (a == "--model") o.model = flagValue(args, i);
    else if (a == "--keys") o.keysFile = flagValue(args, i);
    else if (a == "--profiles-dir") o.profilesDir = flagValue(args, i);
    else if (a == "--trials") o.trials = wholeNumber(a, flagValue(args, i), 1);
    else if (a == "--max-turns") o.maxTurns = wholeNumber(a, flagValue(args, i), 1);
    else if (a == "--parallel") o.parallel = wholeNumber(a, flagValue(args, i), 1);
    else if (a == "--shard") o.shard = tasks::parseShard(flagValue(args, i));
    else if (a == "--no-progress") o.progress = false;
    else if (a == "--max-model-requests") o.maxModelRequests = wholeNumber(a, flagValue(args, i), 1);
    else if (a == "--method-option") {
      const std::string& kv = flagValue(args, i);
      const size_t eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw std::invalid_argument("--method-option needs KEY=VALUE, not '" + kv + "'");
      setAxis(o.optionAxes, kv.substr(0, eq), commaList(kv.substr(eq + 1)));
    } else if (a.rfind("--", 0) == 0) worldParams.emplace_back(a.substr(2), flagValue(args, i));
    else throw std::invalid_argument("unexpected argument '" + a + "'");
  }
  if (o.world.empty()) throw std::invalid_argument("--world is required; 'craftmate worlds' lists them");
  if (o.method.empty() || o.method == "mindcraft") {
    throw std::invalid_argument("--agent-method NAME is required: a paper method (docs/agent_methods.md)");
  }
  if (o.outDir.empty()) throw std::invalid_argument("--out DIR is required (the results go there; rerun to resume)");
  const games::GameInfo& info = worldInfo(o.world);
  applyPreset(o);
  for (const auto& [key, text] : worldParams) {
    requireWorldParameter(info, key, "an eval option");
    setAxis(o.worldAxes, key, commaList(text));
  }
  return o;
}

// One job: a setting (one value per axis) and a trial.
struct WorldJob {
  tasks::EvaluationJob job;
  std::string setting;  // "level=level_1,agents=2" ("default" with no axes)
  nlohmann::json params = nlohmann::json::object();
  agents::methods::MethodOptions options;
};

// The model a profile names, for the report's label: "gpt-4o", or "vllm/meta-llama/..." for an object.
std::string modelLabel(const nlohmann::json& profile) {
  nlohmann::json model = profile.at("model");
  // --model '{"api": ...}' arrives as text.
  if (model.is_string() && model.get<std::string>().rfind('{', 0) == 0) {
    model = nlohmann::json::parse(model.get<std::string>(), nullptr, false);
  }
  if (model.is_string()) return model.get<std::string>();
  if (!model.is_object()) return "model";
  const std::string name = model.value("model", std::string());
  const std::string api = model.value("api", std::string());
  return api.empty() ? name : api + "/" + name;
}

// The team size the papers' tables use: a world's `agents` parameter when it has one (CuisineWorld's
// kitchen team, played by one dispatcher seat), else its number of seats. The episode is built once
// here, which also rejects bad parameter values before any job starts.
int teamSize(const games::GameInfo& info, const nlohmann::json& params) {
  const int seats = info.create(params)->agentCount();
  if (params.contains("agents") && params["agents"].is_number_integer()) return params["agents"].get<int>();
  for (const games::GameParameter& p : info.parameters) {
    if (p.name == "agents") return std::stoi(p.defaultValue);
  }
  return seats;
}

// `craftmate report` tables one task type by agent count: a text world's task type is its name plus
// every axis other than `agents` that takes more than one value (e.g. "cuisineworld level=level_3"),
// so the report has the papers' rows (levels, tasks, ablations) and columns (team sizes).
std::vector<WorldJob> expandJobs(const EvalOptions& o, const std::vector<nlohmann::json>& profiles,
                                 const games::GameInfo& info) {
  std::vector<WorldJob> settings{WorldJob{}};
  auto expand = [&](const std::string& name, const std::vector<std::string>& values, bool isOption) {
    std::vector<WorldJob> grown;
    for (const WorldJob& s : settings) {
      for (const std::string& v : values) {
        WorldJob j = s;
        j.setting += (j.setting.empty() ? "" : ",") + name + "=" + v;
        if (isOption) {
          j.options[name] = v;
          j.job.parameters["option." + name] = v;
        } else {
          j.params[name] = worldParameterValue(v);
          j.job.parameters[name] = v;
        }
        if (values.size() > 1 && name != "agents") j.job.taskType += " " + name + "=" + v;
        grown.push_back(std::move(j));
      }
    }
    settings = std::move(grown);
  };
  for (const auto& [name, values] : o.worldAxes) expand(name, values, false);
  for (const auto& [name, values] : o.optionAxes) expand(name, values, true);

  // Who plays and how: the method, each seat's model and profile, the turn limit.
  nlohmann::json models = nlohmann::json::array();
  for (const nlohmann::json& profile : profiles) models.push_back(modelLabel(profile));
  std::map<std::string, std::string> configuration = {{"agent_method", o.method},
                                                      {"model", modelLabel(profiles.at(0))},
                                                      {"models", models.dump()},
                                                      {"max_turns", std::to_string(o.maxTurns)}};
  if (!o.profiles.empty()) configuration["profiles"] = nlohmann::json(o.profiles).dump();
  std::vector<WorldJob> all;
  for (const WorldJob& s : settings) {
    const int agents = teamSize(info, s.params);
    // Trial 0 is the setting's own id, so a larger --trials adds only the missing trials.
    for (int t = 0; t < o.trials; ++t) {
      WorldJob j = s;
      if (j.setting.empty()) j.setting = "default";
      j.job.id = t > 0 ? j.setting + ",trial=" + std::to_string(t) : j.setting;
      j.job.taskType = o.world + j.job.taskType;
      j.job.agentCount = agents;
      j.job.parameters["world"] = o.world;
      j.job.parameters["setting"] = j.setting;
      j.job.configuration = configuration;
      all.push_back(std::move(j));
    }
  }
  return all;
}

// The paper's headline number for `craftmate report`'s score column: the first metric of this list
// the world reports (CuisineWorld's CoS, Collab-Overcooked's progress completeness, the game score
// of Overcooked and Hanabi, the capture/escape rates), else success as 0/1.
double headlineScore(const agents::Score& score) {
  for (const char* name : {"CoS", "PC", "score", "capture_rate", "escape_rate", "success"}) {
    const auto it = score.metrics.find(name);
    if (it != score.metrics.end()) return it->second;
  }
  return score.complete ? 1.0 : 0.0;
}

std::string csvField(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string number(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

// DIR/summary.csv: per setting (in job order), the number of finished jobs and the mean of success,
// the headline score and every world metric.
void writeSummary(const std::string& outDir, const std::vector<WorldJob>& jobs) {
  std::map<std::string, const tasks::JobRecord*> finished;  // by job identity: this configuration's only
  const std::vector<tasks::JobRecord> records = tasks::loadResults(outDir);
  for (const tasks::JobRecord& r : records) finished[tasks::jobKey(r.job)] = &r;
  std::set<std::string> metricNames;
  for (const tasks::JobRecord& r : records) {
    for (const auto& [name, v] : r.result.metrics) metricNames.insert(name);
  }
  std::vector<std::string> order;
  std::map<std::string, std::map<std::string, std::pair<double, int>>> sums;  // setting -> column -> (sum, n)
  std::map<std::string, int> counts;
  for (const WorldJob& j : jobs) {
    const auto it = finished.find(tasks::jobKey(j.job));
    if (it == finished.end()) continue;
    if (!counts.contains(j.setting)) order.push_back(j.setting);
    ++counts[j.setting];
    auto add = [&](const std::string& column, double v) {
      sums[j.setting][column].first += v;
      sums[j.setting][column].second += 1;
    };
    add("success", it->second->result.success ? 1.0 : 0.0);
    add("score", it->second->result.score);
    for (const auto& [name, v] : it->second->result.metrics) add("metric." + name, v);
  }
  std::ofstream out(std::filesystem::path(outDir) / "summary.csv");
  out << "setting,jobs,success,score";
  for (const std::string& m : metricNames) out << "," << csvField(m);
  out << "\n";
  for (const std::string& setting : order) {
    auto mean = [&](const std::string& column) {
      const auto& columns = sums[setting];
      const auto it = columns.find(column);
      return it == columns.end() || it->second.second == 0 ? std::string() : number(it->second.first / it->second.second);
    };
    out << csvField(setting) << "," << counts[setting] << "," << mean("success") << "," << mean("score");
    for (const std::string& m : metricNames) out << "," << mean("metric." + m);
    out << "\n";
  }
}

int evalWorld(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  const agents::Settings settings = loadSettings(args, rest);
  EvalOptions o = parseEvalOptions(rest);
  if (o.profiles.empty()) o.profiles = profilesGiven(settings);  // --profiles is a settings flag
  const games::GameInfo& info = *games::GameRegistry::builtIn().find(o.world);
  // Every seat's profile up front (the same list for every job; a larger team reuses the last one).
  const int maxSeats = info.maxAgents;
  std::vector<nlohmann::json> profiles;
  for (int i = 0; i < std::max(1, maxSeats); ++i) profiles.push_back(agentProfile(o.profiles, o.model, i, settings, o.profilesDir));
  const std::vector<WorldJob> worldJobs = expandJobs(o, profiles, info);
  // Bad method names, options and models are reported before any job starts.
  for (const WorldJob& j : worldJobs) {
    agents::methods::MethodRegistry::builtIn().create(o.method, o.world, j.options);
  }
  for (const nlohmann::json& profile : profiles) {
    if (agents::isScriptedModel(profile.at("model"))) {
      throw std::invalid_argument("agent method '" + o.method + "' needs a language model for " +
                                  profile.value("name", std::string("an agent")) +
                                  " (the scripted players speak the MINDcraft loop's command text); give --model or "
                                  "--profile with a model");
    }
  }

  std::map<std::string, const WorldJob*> byId;
  std::vector<tasks::EvaluationJob> jobs;
  for (const WorldJob& j : worldJobs) {
    jobs.push_back(j.job);
    byId[j.job.id] = &j;
  }
  std::filesystem::create_directories(o.outDir);
  auto runJob = [&](const tasks::EvaluationJob& job, const tasks::JobContext& context) {
    const WorldJob& j = *byId.at(job.id);
    std::unique_ptr<agents::Environment> env = info.create(j.params);
    MethodEpisodeSpec spec;
    spec.method = o.method;
    spec.options = j.options;
    spec.keysFile = o.keysFile;
    spec.maxTurns = o.maxTurns;
    for (int i = 0; i < env->agentCount(); ++i) spec.profiles.push_back(profiles.at(std::min<size_t>(i, profiles.size() - 1)));
    const nlohmann::json params = methodRunParams(j.params, spec);
    // A job stopped mid-way left a run store behind: it starts afresh (its result was never stored).
    const std::filesystem::path store = std::filesystem::path(context.jobDir) / "run.sqlite";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(store.string() + suffix);
    memory::RunStore run(store.string());
    run.beginRun(o.world, params);
    const agents::EpisodeResult result =
        runMethodEpisode(*env, spec, &run, [&](const std::string& name, const std::string& model, const nlohmann::json& profile) {
          run.addAgent(name, model, profile);
        });
    run.endRun(result.score.complete, result.score.metrics, result.turns, result.endReason);
    std::ofstream(std::filesystem::path(context.jobDir) / "result.json") << episodeSummary(o.world, params, result).dump(2) << "\n";
    tasks::JobResult r;
    r.success = result.score.complete;
    r.score = headlineScore(result.score);
    r.turns = result.turns;
    r.endReason = result.endReason;
    r.metrics = result.score.metrics;
    return r;
  };

  const tasks::EvaluationOptions runOptions = evalRunOptions(o.outDir, o.parallel, o.shard, o.progress, o.maxModelRequests);
  const tasks::EvaluationSummary summary = tasks::runEvaluation(jobs, runJob, runOptions);
  writeSummary(o.outDir, worldJobs);
  std::cout << "craftmate eval: " << summary.jobsInShard << " job(s) in this shard: " << summary.alreadyFinished
            << " already finished, " << summary.finished << " finished now, " << summary.failed << " failed"
            << (summary.stopped ? ", stopped early (run again to continue)" : "") << ". Results: "
            << tasks::resultsCsvPath(o.outDir) << " (craftmate report " << o.outDir << "), " << o.outDir
            << "/summary.csv\n";
  for (const std::string& error : summary.errors) std::cerr << "  " << error << "\n";
  return summary.failed > 0 || summary.stopped ? 1 : 0;
}

}  // namespace

int runEvalWorld(const std::vector<std::string>& args) {
  if (std::find(args.begin(), args.end(), "--help") != args.end()) {
    std::cout << kEvalWorldUsage;
    return 0;
  }
  try {
    return evalWorld(args);
  } catch (const std::exception& e) {
    std::cerr << "craftmate eval: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace craftmate::app
