// Two-agent MineCollab tasks played end to end on the embedded server by the scripted team, through
// the episode runner `craftmate eval` uses: bots join, the set-up is applied, two MINDcraft agents
// talk and act through !commands only, and MINDcraft's isDone ends the task. The run store of each
// job exports SFT examples (`craftmate dataset`).

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_future.hpp>
#include <sys/wait.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "memory/run_store.h"
#include "memory/sft_dataset.h"
#include "tasks/episode_watch.h"
#include "tasks/minecollab_runner.h"
#include "tasks/task_loader.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

using namespace craftmate;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

craftmate::testing::EmbeddedServer& server() {
  static craftmate::testing::EmbeddedServer* s = [] {
    craftmate::testing::EmbeddedServerOptions options;
    options.viewDistance = 4;
    return new craftmate::testing::EmbeddedServer(options);
  }();
  return *s;
}

std::string taskFile(const std::string& relative) {
  return std::string(CRAFTMATE_SHARED_DIR) + "/data/minecollab/" + relative;
}

struct Played {
  tasks::JobResult result;
  std::string jobDir;
};

// `watch` may kick one of the bots.
Played play(const tasks::Task& task, const std::string& suffix, tasks::EpisodeWatch* watch = nullptr) {
  const std::string jobDir = (fs::temp_directory_path() / ("craftmate_minecollab_" + suffix + "_" + std::to_string(::getpid()))).string();
  fs::remove_all(jobDir);
  fs::create_directories(jobDir);
  tasks::JobContext context;
  context.jobDir = jobDir;
  tasks::MineCollabEpisode e;
  e.task = &task;
  e.agentNames = tasks::mineCollabAgentNames(task.agentCount, suffix);
  e.watch = watch;
  e.host = server().host();
  e.port = server().port();
  e.team.model = "scripted";
  e.seed = 7;
  e.context = &context;
  return {tasks::playMineCollabEpisode(e), jobDir};
}

// Every job's run exports SFT examples: the conversing calls of a successful run.
void expectDataset(const Played& p) {
  std::ostringstream out;
  const auto report = memory::exportDataset({p.jobDir}, {}, out);
  EXPECT_EQ(report.keptRuns, 1);
  EXPECT_GT(report.examples, 2);
  const std::string text = out.str();
  EXPECT_TRUE(text.find("!craftRecipe") != std::string::npos || text.find("!placeHere") != std::string::npos);
  memory::RunStore store(p.jobDir + "/run.sqlite", memory::RunStore::Mode::ReadOnly);
  EXPECT_FALSE(store.messages().empty());  // they talked
}

TEST(MineCollabEpisode, TwoAgentCraftingTaskIsCompletedByTheScriptedTeam) {
  const auto file = tasks::loadTaskFile(taskFile("crafting_tasks/test_tasks/2_agent.json"));
  const tasks::Task& task = *file.find("multiagent_crafting_purple_banner_full_plan_requires_ctable__depth_0");
  const Played p = play(task, "cr");
  EXPECT_TRUE(p.result.success) << p.result.endReason << " score " << p.result.score;
  EXPECT_EQ(p.result.endReason, "Task successful");
  EXPECT_GT(p.result.messages, 1);
  expectDataset(p);
}

// Kicks one agent's bot off the server a moment after the agents start to play.
class KickOnePlayer : public tasks::EpisodeWatch {
 public:
  explicit KickOnePlayer(std::string name) : name_(std::move(name)) {}
  agents::TrajectorySink* records(agents::TrajectorySink* store) override { return store; }
  void playing(boost::asio::any_io_executor executor, std::vector<mindserver::AgentView>, const tasks::Blueprint*) override {
    timer_ = std::make_unique<boost::asio::steady_timer>(executor, 3s);
    timer_->async_wait([this](boost::system::error_code ec) {
      if (!ec) server().consoleCommand("kick " + name_);
    });
  }
  void ended() override { timer_.reset(); }

 private:
  std::string name_;
  std::unique_ptr<boost::asio::steady_timer> timer_;
};

// The purple banner task (the partner holds items the leader needs) with a 150 s timeout, played by
// agents named with `suffix`; `watch` may kick one of them.
tasks::JobResult playBannerTask(const std::string& suffix, tasks::EpisodeWatch* watch) {
  static const auto file = tasks::loadTaskFile(taskFile("crafting_tasks/test_tasks/2_agent.json"));
  tasks::Task task = *file.find("multiagent_crafting_purple_banner_full_plan_requires_ctable__depth_0");
  task.timeoutSeconds = 150;
  return play(task, suffix, watch).result;
}

TEST(MineCollabEpisode, ABotWhoseConnectionEndsJoinsAgainAndTheTaskGoesOn) {
  // The partner is kicked 3 s into the play. Without a rejoin its gives fail and the task runs into
  // its timeout.
  KickOnePlayer kick(tasks::mineCollabAgentNames(2, "rj").at(1));
  const tasks::JobResult result = playBannerTask("rj", &kick);
  EXPECT_TRUE(result.success) << result.endReason << " score " << result.score;
  EXPECT_EQ(result.endReason, "Task successful");
}

TEST(MineCollabEpisode, ABotCutOffDuringTheSetUpJoinsAgainAndGetsItsPart) {
  // The partner is kicked as soon as the server has it spawning, before or while its part of the
  // set-up (clear, then the items it is dealt) is sent. Without a second set-up it has nothing to
  // give (or the episode fails to join) and the task runs into its timeout.
  const std::string partner = tasks::mineCollabAgentNames(2, "su").at(1);
  std::atomic<bool> done{false};
  std::thread kicker([&] {
    const std::string joined = partner + " (127.0.0.1) connected";
    while (!done) {
      const std::string log = server().stderrText();
      const auto at = log.rfind(joined);
      if (at != std::string::npos && log.find("spawning player", at) != std::string::npos) {
        server().consoleCommand("kick " + partner);
        return;
      }
      std::this_thread::sleep_for(20ms);
    }
  });
  tasks::JobResult result;
  try {
    result = playBannerTask("su", nullptr);
  } catch (const std::exception& e) {
    result.endReason = e.what();  // the episode could not go on: reported below
  }
  done = true;
  kicker.join();
  EXPECT_TRUE(result.success) << result.endReason << " score " << result.score;
  EXPECT_EQ(result.endReason, "Task successful");
  EXPECT_TRUE(server().running()) << "the server died when a player was kicked while joining:\n" << server().stderrText();
}

TEST(MineCollabEpisode, TwoAgentCookingTaskIsCompletedByTheScriptedTeam) {
  const auto file = tasks::loadTaskFile(taskFile("cooking_tasks/require_collab_test_2_items/2_agent.json"));
  const tasks::Task& task = *file.find("multiagent_cooking_2_1_bread_1_golden_apple");
  const Played p = play(task, "co");
  EXPECT_TRUE(p.result.success) << p.result.endReason << " score " << p.result.score;
  EXPECT_GT(p.result.messages, 1);
  expectDataset(p);
}

// Hell's Kitchen (mindcraft.md §8.5): each agent must hold its own dish at once, and each goal has
// only the partner's recipe. Andy bakes bread from the kitchen's wheat; Jill makes the golden apple
// from her 5 gold ingots, her apple and 3 of Andy's ingots, which she asks him for.
TEST(MineCollabEpisode, TwoAgentHellsKitchenTaskIsCompletedByTheScriptedTeam) {
  const auto file = tasks::loadTaskFile(taskFile("cooking_tasks/require_collab_test_2_items/2_agent_hells_kitchen.json"));
  const tasks::Task& task = *file.find("multiagent_cooking_bread_golden_apple_hells_kitchen");
  const Played p = play(task, "hk");
  EXPECT_TRUE(p.result.success) << p.result.endReason << " score " << p.result.score;
  EXPECT_EQ(p.result.endReason, "Task successful");
  EXPECT_GT(p.result.messages, 1);
  expectDataset(p);
}

TEST(MineCollabEpisode, SmallBlueprintIsBuiltByTheScriptedTeam) {
  // Where the server puts players: the blueprint goes next to it, on the flat world's surface.
  craftmate::testing::BotGroup bots(2);
  const auto probe = bots.join(server(), "probe");
  const auto at = bots.on(probe, [&] { return world::BlockPos::containing(probe->entity().position); });
  bots.quitAll();

  // Two levels of a 3 x 3 ring: stone below (Andy's), oak planks above (Jill's).
  const int x = at.x + 4, y = at.y, z = at.z + 4;
  auto ring = [](const std::string& b) {
    return nlohmann::json::array({{b, b, b}, {b, "air", b}, {b, b, b}});
  };
  nlohmann::json tasksJson = {
      {"small_ring",
       {{"type", "construction"},
        {"goal", "Make a structure with the blueprint below"},
        {"conversation", "Let's share materials and make a structure with the blueprint"},
        {"agent_count", 2},
        {"timeout", 150},
        {"initial_inventory", {{"0", {{"stone", 8}}}, {"1", {{"oak_planks", 8}}}}},
        {"blueprint",
         {{"materials", {{"stone", 8}, {"oak_planks", 8}}},
          {"levels",
           {{{"level", 0}, {"coordinates", {x, y, z}}, {"placement", ring("stone")}},
            {{"level", 1}, {"coordinates", {x, y + 1, z}}, {"placement", ring("oak_planks")}}}}}}}}};
  const auto file = tasks::parseTaskFile(tasksJson.dump(), "small_ring.json");
  const Played p = play(file.tasks.front(), "cn");
  EXPECT_TRUE(p.result.success) << p.result.endReason << " score " << p.result.score;
  EXPECT_DOUBLE_EQ(p.result.score, 100);
  expectDataset(p);
}

#ifdef CRAFTMATE_CLI
// `craftmate eval --tasks` as a user runs it: its own embedded server, one task played by the
// scripted team, the result in results.csv and the run in jobs/<task>/run.sqlite; the same command
// again finds the task finished and plays nothing.
TEST(MineCollabEval, PlaysATaskRecordsItAndResumes) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_minecollab_eval_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const std::string command = std::string(CRAFTMATE_CLI) + " eval --tasks " + taskFile("crafting_tasks/test_tasks/2_agent.json") +
                              " --task multiagent_crafting_pink_wool_full_plan__depth_0 --model scripted --no-progress --out " +
                              dir.string() + " 2>&1";
  auto run = [&] {
    std::string output;
    FILE* pipe = ::popen(command.c_str(), "r");
    char buffer[4096];
    std::size_t n = 0;
    while (pipe && (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
    const int status = pipe ? ::pclose(pipe) : -1;
    return std::make_pair(WIFEXITED(status) ? WEXITSTATUS(status) : -1, output);
  };
  auto [code, output] = run();
  EXPECT_EQ(code, 0) << output;
  EXPECT_NE(output.find("1 finished now, 0 failed"), std::string::npos) << output;
  std::ifstream csv(dir / "results.csv");
  std::stringstream text;
  text << csv.rdbuf();
  EXPECT_NE(text.str().find("multiagent_crafting_pink_wool_full_plan__depth_0,techtree,2,1.0,1,"), std::string::npos) << text.str();
  // The job's folder is its task id and its configuration's key.
  bool recorded = false;
  for (const auto& job : fs::directory_iterator(dir / "jobs"))
    recorded = recorded || (job.path().filename().string().starts_with("multiagent_crafting_pink_wool_full_plan__depth_0.") &&
                            fs::exists(job.path() / "run.sqlite"));
  EXPECT_TRUE(recorded);
  std::tie(code, output) = run();
  EXPECT_EQ(code, 0) << output;
  EXPECT_NE(output.find("1 already finished, 0 finished now"), std::string::npos) << output;
  fs::remove_all(dir);
}
#endif

}  // namespace
