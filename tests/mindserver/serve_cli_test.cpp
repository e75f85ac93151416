// `craftmate serve DIR` and `craftmate report DIR --html FILE` as a user runs them, on an evaluation
// folder written with the real stores (results.sqlite, jobs/<job>/run.sqlite).
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/eval_page.h"
#include "memory/run_store.h"
#include "tasks/evaluation_runner.h"
#include "tasks/results_store.h"
#include "tests/mindserver/page_client.h"

namespace craftmate::mindserver {
namespace {

namespace fs = std::filesystem;
using testing::httpGet;

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// An evaluation folder: "cook #1" finished (score 1), "cook #2" finished without a run store, and
// "cook_3" still running (a job folder, no result).
fs::path evaluationFolder(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_serve_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  auto runStore = [&](const std::string& id, const std::string& said) {
    const fs::path jobDir = dir / "jobs" / tasks::jobFolderName(id);
    fs::create_directories(jobDir);
    memory::RunStore store((jobDir / "run.sqlite").string());
    store.beginRun("minecraft", {{"task_id", id}});
    store.addAgent("andy", "scripted", {{"name", "andy"}});
    store.message({"andy", "jill", said});
    store.command({"andy", "!inventory", "INVENTORY: nothing", true});
  };
  runStore("cook #1", "finished job's message");
  runStore("cook_3", "running job's message");
  tasks::ResultsStore results((dir / "results.sqlite").string());
  for (const char* id : {"cook #1", "cook #2"}) {
    tasks::JobRecord r;
    r.job = {id, "cooking", 2, {{"model", "scripted"}}};
    r.result.score = 1;
    r.result.success = true;
    r.result.endReason = "Task successful";
    results.store(r);
  }
  return dir;
}

TEST(ReportCli, LinksEveryJobToATimelinePageOfItsOwn) {
  const fs::path dir = evaluationFolder("report");
  const fs::path html = dir / "out" / "report.html";
  fs::create_directories(html.parent_path());
  const std::string command = std::string(CRAFTMATE_CLI) + " report " + dir.string() + " --html " + html.string() + " > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0);
  const std::string report = readFile(html);
  EXPECT_NE(report.find("<a href=\"report_jobs/cook__1.html\">cook #1</a>"), std::string::npos) << report;
  EXPECT_NE(report.find("<a href=\"report_jobs/cook__2.html\">cook #2</a>"), std::string::npos)
      << "a job that recorded no trajectory still has its page: the score and why it ended";
  const std::string empty = readFile(html.parent_path() / "report_jobs" / "cook__2.html");
  EXPECT_NE(empty.find(R"("events":[])"), std::string::npos);
  EXPECT_NE(empty.find(R"("end_reason":"Task successful")"), std::string::npos);
  const std::string page = readFile(html.parent_path() / "report_jobs" / "cook__1.html");
  EXPECT_NE(page.find("finished job's message"), std::string::npos);
  EXPECT_NE(page.find(R"("back":"../report.html")"), std::string::npos);
  EXPECT_NE(page.find(R"("end_reason":"Task successful")"), std::string::npos);
  fs::remove_all(dir);
}

// `craftmate serve` in the background; its first line says where it serves.
class ServeProcess {
 public:
  explicit ServeProcess(const std::string& dir) {
    int out[2];
    if (::pipe(out) != 0) throw std::runtime_error("pipe");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(out[1], STDOUT_FILENO);
      ::close(out[0]);
      ::execl(CRAFTMATE_CLI, CRAFTMATE_CLI, "serve", dir.c_str(), "--port", "0", static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(out[1]);
    stdout_ = ::fdopen(out[0], "r");
    char line[512] = {};
    if (std::fgets(line, sizeof line, stdout_)) firstLine_ = line;
    const auto at = firstLine_.find("http://127.0.0.1:");
    if (at != std::string::npos) port_ = static_cast<std::uint16_t>(std::stoi(firstLine_.substr(at + 17)));
  }
  ~ServeProcess() {
    ::kill(pid_, SIGINT);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    std::fclose(stdout_);
  }
  std::uint16_t port() const { return port_; }
  const std::string& firstLine() const { return firstLine_; }

 private:
  pid_t pid_ = -1;
  FILE* stdout_ = nullptr;
  std::string firstLine_;
  std::uint16_t port_ = 0;
};

TEST(ServeCli, ServesTheJobsOfAnEvaluationFolderAndTheirTimelines) {
  const fs::path dir = evaluationFolder("serve");
  ServeProcess serve(dir.string());
  ASSERT_NE(serve.port(), 0) << serve.firstLine();
  const auto jobs = nlohmann::json::parse(httpGet(serve.port(), "/api/jobs").body);
  ASSERT_EQ(jobs.size(), 3u) << jobs;
  EXPECT_EQ(jobs[0]["id"], "cook #1");
  EXPECT_EQ(jobs[0]["state"], "done");
  EXPECT_EQ(jobs[2]["id"], "cook_3");
  EXPECT_EQ(jobs[2]["state"], "running");
  const auto page = httpGet(serve.port(), "/jobs/cook%20%231");
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("finished job's message"), std::string::npos);
  EXPECT_NE(httpGet(serve.port(), "/jobs/cook_3").body.find("running job's message"), std::string::npos);
  const auto missing = httpGet(serve.port(), "/jobs/cook_4");
  EXPECT_EQ(missing.status, 404);
  EXPECT_NE(missing.body.find("There is no job &#39;cook_4&#39; here"), std::string::npos);
  fs::remove_all(dir);
}

// `craftmate eval --tasks`'s page: every job of the evaluation in its order, done, running or waiting.
TEST(EvalPage, ListsEveryJobDoneRunningOrWaitingWithTimelines) {
  const fs::path dir = evaluationFolder("evalpage");
  const app::EvalPage page({"cook_3", "cook #1", "cook_5"}, dir.string(), "127.0.0.1", 0);
  const std::string url = page.url();
  const auto port = static_cast<std::uint16_t>(std::stoi(url.substr(url.rfind(':') + 1)));
  const auto jobs = nlohmann::json::parse(httpGet(port, "/api/jobs").body);
  ASSERT_EQ(jobs.size(), 3u) << jobs;
  EXPECT_EQ(jobs[0]["state"], "running");
  EXPECT_EQ(jobs[1]["state"], "done");
  EXPECT_EQ(jobs[1]["score"], 1.0);
  EXPECT_EQ(jobs[2], (nlohmann::json{{"id", "cook_5"}, {"state", "waiting"}}));
  EXPECT_NE(httpGet(port, "/jobs/cook%20%231").body.find("finished job's message"), std::string::npos);
  EXPECT_EQ(httpGet(port, "/jobs/cook_5").status, 404) << "a waiting job has no timeline yet";
  fs::remove_all(dir);
}

TEST(EvalPage, ListsEveryJobAsWaitingBeforeTheEvaluationWroteAnything) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_evalpage_empty_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const app::EvalPage page({"a", "b"}, dir.string(), "127.0.0.1", 0);
  const std::string url = page.url();
  const auto jobs = nlohmann::json::parse(httpGet(static_cast<std::uint16_t>(std::stoi(url.substr(url.rfind(':') + 1))), "/api/jobs").body);
  EXPECT_EQ(jobs, (nlohmann::json{{{"id", "a"}, {"state", "waiting"}}, {{"id", "b"}, {"state", "waiting"}}}));
  fs::remove_all(dir);
}

TEST(ServeCli, AFolderWithNoRunsIsAClearError) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_serve_empty_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string command = std::string(CRAFTMATE_CLI) + " serve " + dir.string() + " --port 0 2> " + (dir / "err").string();
  EXPECT_EQ(WEXITSTATUS(std::system(command.c_str())), 2);
  EXPECT_NE(readFile(dir / "err").find("holds neither results.sqlite"), std::string::npos) << readFile(dir / "err");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace craftmate::mindserver
