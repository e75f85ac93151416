// `craftmate eval ... --slurm N`: writes DIR/slurm/eval.sbatch (tasks/slurm_array.h) and submits it
// with sbatch; `craftmate eval --status DIR` reads every shard's status.json and, when the array's
// id is known and squeue answers, Slurm's own view of each array task.

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "app/comma_list.h"
#include "app/eval_slurm.h"
#include "app/flag_value.h"
#include "commands/minecraft_names.h"
#include "tasks/evaluation_runner.h"
#include "tasks/evaluation_status.h"
#include "tasks/shard_folders.h"
#include "tasks/slurm_array.h"

namespace craftmate::app {

namespace {

namespace fs = std::filesystem;

// Runs a shell command; its stdout and exit code.
std::pair<int, std::string> capture(const std::string& command) {
  std::string output;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return {-1, ""};
  char buffer[4096];
  std::size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  const int status = ::pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Paths named by the arguments (alone or in a comma list) that exist here: the nodes need them too.
std::vector<std::string> pathsIn(const std::vector<std::string>& args) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].rfind("--", 0) == 0) continue;
    for (const auto& item : commaList(args[i]))
      if (!item.empty() && item.front() != '{' && fs::exists(item)) out.push_back(fs::absolute(item).lexically_normal().string());
  }
  return out;
}

std::string selfExecutable() {
  std::error_code ec;
  const auto path = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("cannot find the craftmate executable (/proc/self/exe): " + ec.message());
  return path.string();
}

}  // namespace

int runEvalSlurm(const std::vector<std::string>& args) {
  tasks::SlurmArray array;
  bool scriptOnly = false;
  try {
    std::string out;
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& a = args[i];
      if (a == "--slurm") {
        const std::string& n = flagValue(args, i);
        std::size_t used = 0;
        try {
          array.shards = std::stoi(n, &used);
        } catch (const std::logic_error&) {
          used = 0;
        }
        if (used != n.size() || array.shards < 1)
          throw std::invalid_argument("--slurm takes the number of shards (array tasks), a whole number of at least 1, got '" + n + "'");
      } else if (a == "--slurm-option") {
        array.options.push_back(tasks::parseSlurmOption(flagValue(args, i)));
      } else if (a == "--slurm-script-only") {
        scriptOnly = true;
      } else if (a == "--out") {
        out = flagValue(args, i);
      } else if (a == "--shard") {
        throw std::invalid_argument("--slurm makes the shards itself (array task i runs --shard i/N); leave --shard out");
      } else {
        array.evalArguments.push_back(a);
      }
    }
    if (out.empty()) throw std::invalid_argument("--out DIR is required: the shards write DIR/shards/<i>/");
    const bool world = std::find(args.begin(), args.end(), "--world") != args.end();
    if (!world && std::find(args.begin(), args.end(), "--tasks") == args.end())
      throw std::invalid_argument("--slurm runs an evaluation: give --tasks FILE or --world W with its options");
    array.outDir = fs::absolute(out).lexically_normal().string();
    array.workDir = fs::current_path().string();
    array.craftmate = selfExecutable();
    array.requiredPaths = pathsIn(array.evalArguments);
    if (!world) {
      // MineCollab shards start their own embedded servers: the server and its data must be there too.
      const char* serverDir = std::getenv("CRAFTMATE_SERVER_DIR");
      array.requiredPaths.push_back(serverDir && *serverDir ? serverDir : CRAFTMATE_SERVER_DIR);
      array.requiredPaths.push_back(commands::MinecraftNames::defaultDataRoot());
      // Shards that share a node would fight over the MindServer page's port.
      array.evalArguments.insert(array.evalArguments.end(), {"--mindserver_port", "0"});
    }
  } catch (const std::exception& e) {
    std::cerr << "craftmate eval: " << e.what() << "\n";
    return 2;
  }

  // Slurm opens each array task's output file before the script runs: the shard folders exist first.
  try {
    for (int i = 1; i <= array.shards; ++i) fs::create_directories(tasks::shardFolder(array.outDir, i));
    const std::string script = tasks::slurmScriptPath(array.outDir);
    fs::create_directories(fs::path(script).parent_path());
    {
      std::ofstream file(script, std::ios::trunc);
      if (!(file << tasks::slurmArrayScript(array))) throw std::runtime_error("cannot write " + script);
    }
    fs::permissions(script, fs::perms::owner_exec | fs::perms::group_exec, fs::perm_options::add);
    if (scriptOnly) {
      std::cout << "craftmate eval: wrote " << script << " (" << array.shards << " array tasks); submit it with\n  sbatch "
                << script << "\nand follow it with\n  craftmate eval --status " << array.outDir << "\n";
      return 0;
    }
    const auto [code, output] = capture("sbatch --parsable '" + script + "' 2>&1");
    if (code != 0) {
      std::cerr << "craftmate eval: sbatch failed (exit " << code << "): " << output
                << "the script is " << script << "; fix the cluster or the --slurm-option values and submit it with sbatch\n";
      return 1;
    }
    const std::string jobId = output.substr(0, output.find_first_of(";\n"));
    std::ofstream(tasks::slurmJobIdPath(array.outDir), std::ios::trunc) << jobId << "\n";
    std::cout << "craftmate eval: submitted Slurm job array " << jobId << " (" << array.shards << " shards into "
              << array.outDir << "/shards/); follow it with\n  craftmate eval --status " << array.outDir
              << "\nand read it with\n  craftmate report " << array.outDir << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "craftmate eval: " << e.what() << "\n";
    return 1;
  }
}

int runEvalStatus(const std::vector<std::string>& args) {
  std::string dir;
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i] == "--status") dir = i + 1 < args.size() ? args[i + 1] : "";
  if (dir.empty() || !fs::is_directory(dir)) {
    std::cerr << "craftmate eval: --status takes the folder given to --out (" << (dir.empty() ? "none given" : dir + " is not one")
              << ")\n";
    return 2;
  }
  // How many shards: the script's array, else the shard folders, else the folder is one evaluation.
  int shards = 0;
  std::smatch m;
  const std::string script = readFile(tasks::slurmScriptPath(dir));
  if (std::regex_search(script, m, std::regex("#SBATCH --array=1-(\\d+)"))) shards = std::stoi(m[1]);
  std::vector<std::string> folders;
  if (shards > 0) {
    for (int i = 1; i <= shards; ++i) folders.push_back(tasks::shardFolder(dir, i));
  } else {
    folders = tasks::shardFolders(dir);
    if (folders.empty()) folders.push_back(dir);
  }
  // Slurm's view: array index -> state (PENDING, RUNNING, ...), when the array's id is known.
  std::string jobId = readFile(tasks::slurmJobIdPath(dir));
  jobId = jobId.substr(0, jobId.find_first_of(" \n"));
  std::map<int, std::string> queued;
  bool queueKnown = false;
  if (!jobId.empty()) {
    const auto [code, output] = capture("squeue -h -r -j " + jobId + " -o '%K %T' 2>/dev/null");
    queueKnown = code == 0;
    std::istringstream lines(output);
    std::string index, state;
    while (lines >> index >> state)
      if (std::all_of(index.begin(), index.end(), ::isdigit)) queued[std::stoi(index)] = state;
  }
  std::map<std::string, int> counts;
  int jobs = 0, finished = 0;
  for (std::size_t k = 0; k < folders.size(); ++k) {
    const int index = static_cast<int>(k) + 1;
    const auto status = tasks::readEvaluationStatus(folders[k]);
    const auto inQueue = queued.find(index);
    std::string state, detail;
    if (!status) {
      if (inQueue != queued.end()) {
        state = inQueue->second == "PENDING" ? "waiting" : "starting";
      } else if (queueKnown) {
        state = "failed";
        detail = "ended before it began; see " + folders[k] + "/slurm-*.out";
      } else {
        state = "waiting";
      }
    } else {
      state = status->state;
      jobs += status->jobs;
      finished += status->finished;
      detail = std::to_string(status->finished) + "/" + std::to_string(status->jobs) + " jobs finished";
      if (status->failed > 0) detail += ", " + std::to_string(status->failed) + " failed";
      if (!status->host.empty()) detail += ", on " + status->host;
      if (state == "running" && queueKnown && inQueue == queued.end()) {
        state = "failed";
        detail += "; ended while running (killed, out of time or memory?): see " + folders[k] + "/slurm-*.out";
      } else if (state == "running" && !status->running.empty()) {
        detail += "; playing";
        for (const auto& id : status->running) detail += " " + id;
      }
      if (state == "stopped" || (state == "failed" && status->failed > 0)) detail += " (submit again to resume)";
    }
    ++counts[state];
    std::cout << (folders.size() > 1 ? "shard " + std::to_string(index) + "/" + std::to_string(folders.size()) : dir) << "  "
              << state << (detail.empty() ? "" : "  " + detail) << "\n";
  }
  std::cout << folders.size() << (folders.size() == 1 ? " folder: " : " shards: ");
  bool first = true;
  for (const auto& [state, n] : counts) {
    std::cout << (first ? "" : ", ") << n << " " << state;
    first = false;
  }
  std::cout << "; " << finished << "/" << jobs << " jobs of the started shards finished"
            << (jobId.empty() ? "" : " (Slurm job " + jobId + ")") << "\n";
  return 0;
}

}  // namespace craftmate::app
