// `craftmate eval --tasks` and `craftmate report` as a user runs them.

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tasks/evaluation_runner.h"
#include "tests/tasks/task_data.h"
#include "tests/support/cli_run.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;

using craftmate::test::CliResult;
using craftmate::test::runCli;

fs::path freshDir(const std::string& name) {
  const auto dir = fs::temp_directory_path() / ("craftmate_cli_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

// `craftmate eval --tasks` playing a task on the embedded server (and resuming) is an integration
// test: tests/integration/tasks/minecollab_episode_test.cpp.

TEST(EvalCli, BadInputIsExplained) {
  const auto dir = freshDir("bad");
  fs::create_directories(dir);
  std::ofstream(dir / "broken.json") << R"({"t1": {"agent_count": "two"}})";
  auto r = runCli("eval --tasks " + (dir / "broken.json").string() + " --model scripted --out " + dir.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("broken.json: task \"t1\", field \"agent_count\": expected an integer, got a string"),
            std::string::npos)
      << r.output;
  r = runCli("eval --tasks " + minecollabFile("multiagent_crafting_tasks.json") +
             " --task no_such_task --model scripted --out " + dir.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("task 'no_such_task' is not in "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("(it has 2 tasks, e.g. multiagent_techtree_1_shears, multiagent_techtree_1_wooden_pickaxe)"),
            std::string::npos)
      << r.output;
  r = runCli("eval --tasks x.json --model scripted --out " + dir.string() + " --shard 5/4");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("--shard takes i/N"), std::string::npos) << r.output;
  // A human without a username cannot be set up: said before anything starts.
  r = runCli("eval --tasks " + minecollabFile("construction_tasks/human_ai/2_agent_1_human.json") +
             " --model scripted --out " + dir.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("human_count is 1 but usernames lists 0 players"), std::string::npos) << r.output;
  fs::remove_all(dir);
}

// MINDcraft's settings and one profile per agent are checked before any job starts: the file, the
// key and the reason are named, and nothing is recorded.
TEST(EvalCli, SettingsAndProfilesAreCheckedBeforeAnythingRuns) {
  const auto dir = freshDir("settings");
  fs::create_directories(dir);
  const std::string tasks = "eval --tasks " + minecollabFile("multiagent_crafting_tasks.json") + " --out " + dir.string();
  auto r = runCli(tasks + " --model scripted --max_commands many");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("setting 'max_commands' must be a number"), std::string::npos) << r.output;
  std::ofstream(dir / "settings.json") << R"({"speak": true, "language": 3})";
  r = runCli(tasks + " --model scripted --settings " + (dir / "settings.json").string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find(": setting 'language' must be a string"), std::string::npos) << r.output;
  r = runCli(tasks);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("--model or --profiles is required"), std::string::npos) << r.output;
  // The tasks have two agents; one profile is not enough.
  const std::string andy = std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles/tasks/crafting_profile.json";
  r = runCli(tasks + " --model scripted --profiles " + andy);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("the tasks need 2 agents but 1 profile(s) were given"), std::string::npos) << r.output;
  std::ofstream(dir / "broken.json") << "{\"name\": \"jill\",";
  r = runCli(tasks + " --model scripted --profiles " + andy + "," + (dir / "broken.json").string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("profile " + (dir / "broken.json").string() + " is not valid JSON"), std::string::npos) << r.output;
  r = runCli(tasks + " --model scripted --blocking strict");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("--blocking takes craftmate"), std::string::npos) << r.output;
  // What craftmate cannot honour is refused, one line each; what eval does not use is only reported.
  std::ofstream(dir / "unsupported.json") << R"({"speak": true, "auth": "mojang"})";
  r = runCli(tasks + " --model scripted --settings " + (dir / "unsupported.json").string() + " --render_bot_view true");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("craftmate eval: setting 'speak' is true: craftmate has no text-to-speech; set \"speak\" to false"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("\nsetting 'render_bot_view' is true: craftmate has no browser view"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("\nsetting 'auth' is \"mojang\": craftmate joins with \"offline\" accounts"), std::string::npos)
      << r.output;
  r = runCli(tasks + " --model scripted --load_memory true --blocking strict");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("warning: setting 'load_memory' is not used by craftmate eval"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("--blocking takes craftmate"), std::string::npos) << r.output;  // not refused: the next check speaks
  // A profile's code_model is built before any job as its chat model is: a missing key is named.
  std::ofstream(dir / "coder.json") << R"({"name": "andy", "model": "ollama/llama3", "code_model": "openai/gpt-4o-mini"})";
  std::ofstream(dir / "partner.json") << R"({"name": "jill", "model": "ollama/llama3"})";
  std::ofstream(dir / "keys.json") << "{}";
  r = runCli(tasks + " --profiles " + (dir / "coder.json").string() + "," + (dir / "partner.json").string() +
             " --keys " + (dir / "keys.json").string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("code_model: "), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists(dir / "results.sqlite"));
  fs::remove_all(dir);
}

TEST(ReportCli, PrintsTablesAndWritesHtmlFromAResultsStore) {
  const auto dir = freshDir("report");
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  std::vector<EvaluationJob> jobs = {{"a", "techtree", 2, {{"model", "scripted"}}},
                                     {"b", "techtree", 2, {{"model", "scripted"}}},
                                     {"c", "construction", 3, {{"model", "scripted"}}}};
  runEvaluation(jobs, [](const EvaluationJob& job, const JobContext&) {
    JobResult r;
    r.success = job.id == "a";
    r.score = job.id == "c" ? 40 : r.success;
    return r;
  }, options);
  const auto r = runCli("report " + dir.string());
  EXPECT_EQ(r.exitCode, 0) << r.output;
  EXPECT_NE(r.output.find("Task type: techtree"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("scripted  2      2      50.0% ± 50.0"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Task type: construction"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("40.00 ± 0.00"), std::string::npos) << r.output;
  std::ifstream html(dir / "report.html");
  std::stringstream text;
  text << html.rdbuf();
  EXPECT_NE(text.str().find("<svg"), std::string::npos);

  const auto missing = runCli("report " + (dir / "nothing").string());
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.output.find("holds no results.sqlite (give a folder written by 'craftmate eval --out')"),
            std::string::npos);
  fs::remove_all(dir);
}

TEST(ReportCli, AFlagWithoutItsValueOrAnUnknownOneIsNamed) {
  auto r = runCli("report --html");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("craftmate report: --html needs a value (the HTML file to write)"), std::string::npos) << r.output;
  r = runCli("report --htm x");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("craftmate report: unknown option '--htm'"), std::string::npos) << r.output;
}

}  // namespace
}  // namespace craftmate::tasks
