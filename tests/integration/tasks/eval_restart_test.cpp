// `craftmate eval --tasks` when its embedded server is killed in the middle of a job: a new server
// starts, the job is played again from the start and ends with a result whose turns and messages are
// the final attempt's alone (the job's run.sqlite keeps both attempts); then a larger --repeat plays
// only the missing repeat.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "memory/run_store.h"
#include "tasks/results_store.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Starts craftmate with the arguments, its output into `log`.
pid_t start(const std::vector<std::string>& args, const fs::path& log) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    std::FILE* out = std::fopen(log.c_str(), "w");
    ::dup2(::fileno(out), STDOUT_FILENO);
    ::dup2(::fileno(out), STDERR_FILENO);
    std::vector<char*> argv{const_cast<char*>(CRAFTMATE_CLI)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(CRAFTMATE_CLI, argv.data());
    ::_exit(127);
  }
  return pid;
}

// The embedded server: the child of `parent` running server/start.js.
pid_t serverOf(pid_t parent) {
  for (const auto& task : fs::directory_iterator("/proc/" + std::to_string(parent) + "/task")) {
    std::istringstream children(readFile(task.path() / "children"));
    for (pid_t child = 0; children >> child;)
      if (readFile("/proc/" + std::to_string(child) + "/cmdline").find("start.js") != std::string::npos) return child;
  }
  return -1;
}

// The job's run store once its first attempt has recorded a model call and a bot message.
bool attemptUnderWay(const fs::path& dir) {
  std::error_code ec;
  for (const auto& job : fs::directory_iterator(dir / "jobs", ec)) {
    if (!fs::exists(job.path() / "run.sqlite")) continue;
    try {
      memory::RunStore store((job.path() / "run.sqlite").string(), memory::RunStore::Mode::ReadOnly);
      if (!store.modelCalls().empty() && !store.messages().empty()) return true;
    } catch (const std::exception&) {  // being created: look again
    }
  }
  return false;
}

TEST(EvalRestart, AJobWhoseServerDiesIsPlayedAgainOnANewServer) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_eval_restart_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::vector<std::string> eval = {
      "eval", "--tasks", std::string(CRAFTMATE_SHARED_DIR) + "/data/minecollab/crafting_tasks/test_tasks/2_agent.json",
      "--task", "multiagent_crafting_pink_wool_full_plan__depth_0", "--model", "scripted", "--no-progress",
      "--mindserver_port", "0", "--out", (dir / "out").string()};
  const pid_t eval1 = start(eval, dir / "first.log");
  auto deadline = std::chrono::steady_clock::now() + 300s;
  while (!attemptUnderWay(dir / "out") && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(100ms);
  ASSERT_TRUE(attemptUnderWay(dir / "out")) << readFile(dir / "first.log");
  const pid_t server = serverOf(eval1);
  ASSERT_GT(server, 0) << "no server child of craftmate eval";
  ::kill(server, SIGKILL);

  int status = 0;
  deadline = std::chrono::steady_clock::now() + 600s;
  while (::waitpid(eval1, &status, WNOHANG) == 0 && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(200ms);
  const std::string log = readFile(dir / "first.log");
  ASSERT_TRUE(WIFEXITED(status)) << log;
  EXPECT_EQ(WEXITSTATUS(status), 0) << log;
  EXPECT_NE(log.find("the job runs again from the start on a new server"), std::string::npos) << log;
  EXPECT_NE(log.find("1 finished now, 0 failed"), std::string::npos) << log;
  EXPECT_TRUE(fs::exists(dir / "out" / "server_0.restart1.log"));

  const auto records = loadResults((dir / "out").string());
  ASSERT_EQ(records.size(), 1u);
  EXPECT_TRUE(records[0].result.success) << records[0].result.endReason;
  // Both attempts are in the job's store; the result counts the last one's turns and messages.
  fs::path runStore;
  for (const auto& job : fs::directory_iterator(dir / "out" / "jobs")) runStore = job.path() / "run.sqlite";
  memory::RunStore store(runStore.string(), memory::RunStore::Mode::ReadOnly);
  const auto runs = store.runs();
  ASSERT_EQ(runs.size(), 2u);
  int turns = 0, messages = 0, earlier = 0;
  for (const auto& record : store.timeline()) {
    const auto* call = std::get_if<agents::ModelCall>(&record.record);
    const bool message = std::holds_alternative<agents::MessageRecord>(record.record);
    if (record.runId != runs[1].id) {
      earlier += message || (call && call->purpose == "conversing");
      continue;
    }
    turns += call && call->purpose == "conversing";
    messages += message;
  }
  EXPECT_GT(earlier, 0) << "the first attempt had begun";
  EXPECT_EQ(records[0].result.turns, turns);
  EXPECT_EQ(records[0].result.messages, messages);

  // --repeat 2 in the same folder: repeat 1 is the job above, only repeat 2 is played.
  std::vector<std::string> again = eval;
  again.insert(again.end(), {"--repeat", "2"});
  const pid_t eval2 = start(again, dir / "second.log");
  ::waitpid(eval2, &status, 0);
  const std::string second = readFile(dir / "second.log");
  EXPECT_EQ(WEXITSTATUS(status), 0) << second;
  EXPECT_NE(second.find("2 job(s) in this shard: 1 already finished, 1 finished now, 0 failed"), std::string::npos)
      << second;
  EXPECT_EQ(loadResults((dir / "out").string()).size(), 2u);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace craftmate::tasks
