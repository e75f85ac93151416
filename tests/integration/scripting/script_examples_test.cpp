// The three examples/ scripts, each run by `craftmate script` against the embedded server while a
// player bot in this test talks to it; and a script's error reported as FILE:LINE:COLUMN.

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_future.hpp>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <mutex>
#include <sstream>
#include <thread>

#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

namespace craftmate::scripting::testing {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;

// `craftmate script ...` in the background; its exit code and everything it printed.
class ScriptProcess {
 public:
  explicit ScriptProcess(const std::string& arguments) {
    static int n = 0;
    output_ = std::filesystem::temp_directory_path() / ("craftmate-script-test-" + std::to_string(getpid()) + "-" + std::to_string(++n) + ".txt");
    const std::string command = std::string(CRAFTMATE_CLI) + " script " + arguments + " > " + output_.string() + " 2>&1";
    result_ = std::async(std::launch::async, [command] { return std::system(command.c_str()); });
  }
  // Waits for the process to end; -1 when it is still running after `timeout`.
  int exitCode(std::chrono::seconds timeout = 180s) {
    if (result_.wait_for(timeout) != std::future_status::ready) return -1;
    const int status = result_.get();
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  std::string output() const {
    std::ifstream in(output_);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }

 private:
  std::filesystem::path output_;
  std::future<int> result_;
};

// A player in the test: joins, chats, and records what others say.
class Player {
 public:
  Player(const std::string& host, uint16_t port, const std::string& name) {
    world::BotOptions options;
    options.host = host;
    options.port = port;
    options.username = name;
    bot_ = world::Bot::create(io_.get_executor(), options);
    bot_->events().chat.on([this](const std::string& user, const std::string& message) {
      std::lock_guard lock(mutex_);
      heard_.push_back(user + ": " + message);
      changed_.notify_all();
    });
    bot_->start();
    thread_ = std::thread([this] { io_.run(); });
    auto spawned = asio::co_spawn(io_, bot_->waitForSpawn(60s), asio::use_future);
    spawned.get();
  }
  ~Player() {
    asio::post(io_, [this] { bot_->quit(); });
    work_.reset();
    io_.stop();
    thread_.join();
  }
  void say(const std::string& message) {
    asio::post(io_, [this, message] { bot_->chat(message); });
  }
  // Waits until someone said a line containing `text`; returns it, or "" after `timeout`.
  std::string waitFor(const std::string& text, std::chrono::seconds timeout = 120s) {
    std::unique_lock lock(mutex_);
    std::string found;
    changed_.wait_for(lock, timeout, [&] {
      for (const auto& line : heard_)
        if (line.find(text) != std::string::npos) return (found = line), true;
      return false;
    });
    return found;
  }
  // Runs `f` on the bot's strand.
  template <typename F>
  auto on(F f) {
    std::packaged_task<decltype(f(std::declval<world::Bot&>()))()> task([this, f] { return f(*bot_); });
    auto result = task.get_future();
    asio::post(io_, [&task] { task(); });
    return result.get();
  }
  // Where this player sees `name`'s entity, if in view.
  std::optional<world::Vec3> positionOf(const std::string& name) {
    return on([name](world::Bot& bot) -> std::optional<world::Vec3> {
      auto it = bot.players().find(name);
      if (it == bot.players().end() || !it->second.entityId) return std::nullopt;
      auto e = bot.world().entities().find(*it->second.entityId);
      if (e == bot.world().entities().end()) return std::nullopt;
      return e->second.position;
    });
  }
  bool waitUntilPlayerJoined(const std::string& name, std::chrono::seconds timeout = 60s) {
    const auto end = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < end) {
      if (positionOf(name)) return true;
      std::unique_lock lock(mutex_);
      changed_.wait_for(lock, 200ms);  // woken early by chat; else re-check what the bot sees
    }
    return false;
  }

 private:
  asio::io_context io_;
  std::optional<asio::executor_work_guard<asio::io_context::executor_type>> work_{io_.get_executor()};
  std::shared_ptr<world::Bot> bot_;
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::string> heard_;
};

class ScriptExamples : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new craftmate::testing::EmbeddedServer(); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  static std::string example(const std::string& name) { return std::string(CRAFTMATE_SOURCE_DIR) + "/examples/" + name; }
  static std::string connect(const std::string& name) {
    return " --host " + server_->host() + " --port " + std::to_string(server_->port()) + " --name " + name + " --timeout 300";
  }
  static craftmate::testing::EmbeddedServer* server_;
};
craftmate::testing::EmbeddedServer* ScriptExamples::server_ = nullptr;

TEST_F(ScriptExamples, ComeWalksToTheSpeaker) {
  // Alice moves away before the walker joins, so the walker's first sight of her is where she is.
  // flying-squid spawns players at random in x, z of [0, 30), so x = 37 is always over 5 blocks away.
  Player alice(server_->host(), server_->port(), "alice");
  server_->consoleCommand("tp alice 37 5 24");
  ScriptProcess script(example("come.js") + connect("walker"));
  ASSERT_FALSE(alice.waitFor("walker: Say \"come\"").empty()) << script.output();
  ASSERT_TRUE(alice.waitUntilPlayerJoined("walker"));
  const auto start = alice.positionOf("walker");
  ASSERT_TRUE(start);
  alice.say("come");
  const std::string reply = alice.waitFor("walker: Here,");
  ASSERT_FALSE(reply.empty()) << script.output();
  // Where the server put alice (her own client's copy may lag the teleport); the walker's last
  // movement packets may still be on their way to her.
  const world::Vec3 mine{37, 5, 24};
  double distance = 1e9;
  for (int i = 0; i < 50 && distance > 3.5; ++i) {
    if (auto walker = alice.positionOf("walker")) distance = walker->distanceTo(mine);
    if (distance > 3.5) alice.waitFor("(nothing: just give the packets time)", 1s);
  }
  EXPECT_LE(distance, 3.5) << reply;
  EXPECT_GT(start->distanceTo(mine), 5);
  alice.say("bye");
  EXPECT_EQ(script.exitCode(), 0) << script.output();
}

TEST_F(ScriptExamples, CollectLogsAndCraftATable) {
  ScriptProcess script(example("collect_and_craft.js") + connect("crafter"));
  Player bob(server_->host(), server_->port(), "bob");
  ASSERT_TRUE(bob.waitUntilPlayerJoined("crafter")) << script.output();
  const auto at = *bob.positionOf("crafter");
  // Six oak logs (3 x 2) on the grass near the crafter (the flat world has no trees).
  const int x = static_cast<int>(std::floor(at.x)) + 3, y = static_cast<int>(std::floor(at.y)), z = static_cast<int>(std::floor(at.z));
  server_->consoleCommand("fill " + std::to_string(x) + " " + std::to_string(y) + " " + std::to_string(z) + " " + std::to_string(x + 2) +
                          " " + std::to_string(y) + " " + std::to_string(z + 1) + " oak_log");
  bool seen = false;
  for (int i = 0; i < 100 && !seen; ++i) {
    seen = bob.on([&](world::Bot& bot) {
      auto b = bot.blockAt({x + 2, y, z + 1});
      return b && b->name() == "oak_log";
    });
    if (!seen) bob.waitFor("never said", 1s);
  }
  ASSERT_TRUE(seen);
  bob.say("collect 4");
  const std::string reply = bob.waitFor("crafter: I have", 240s);
  ASSERT_FALSE(reply.empty()) << bob.waitFor("crafter: Failed", 1s) << "\n" << script.output();
  EXPECT_NE(reply.find("1 crafting_table"), std::string::npos) << reply;
  EXPECT_NE(reply.find("oak_planks"), std::string::npos) << reply;
  EXPECT_EQ(script.exitCode(), 0) << script.output();
  EXPECT_NE(script.output().find("Collected 4 oak_log."), std::string::npos) << script.output();
}

TEST_F(ScriptExamples, StatusReportsWhatTheBotSees) {
  ScriptProcess script(example("status.js") + connect("reporter"));
  Player carol(server_->host(), server_->port(), "carol");
  ASSERT_TRUE(carol.waitUntilPlayerJoined("reporter")) << script.output();
  carol.say("status");
  const std::string where = carol.waitFor("reporter: at ");
  ASSERT_FALSE(where.empty()) << script.output();
  EXPECT_NE(where.find("health 20, food 20"), std::string::npos) << where;
  EXPECT_NE(carol.waitFor("reporter: blocks: ").find("grass_block"), std::string::npos);
  EXPECT_NE(carol.waitFor("reporter: players: ").find("carol"), std::string::npos);
  EXPECT_FALSE(carol.waitFor("reporter: carrying: nothing").empty());
  carol.say("look");
  EXPECT_FALSE(carol.waitFor("reporter: looking at carol").empty()) << script.output();
  carol.say("bye");
  EXPECT_EQ(script.exitCode(), 0) << script.output();
}

TEST_F(ScriptExamples, BotTimeCountsDaysFromTheWorldsTime) {
  // mineflayer's bot.time: day and moonPhase from the world's time, not from its age.
  const auto file = std::filesystem::temp_directory_path() / "craftmate-time-script.js";
  std::ofstream(file) << "bot.on('time', () => {\n  const t = bot.time;\n  if (t.time < 100000) return;\n"
                         "  console.log(`time ${t.time - t.timeOfDay} ${t.day} ${t.moonPhase} ${t.doDaylightCycle}`);\n"
                         "  bot.quit();\n});\n";
  ScriptProcess script(file.string() + connect("clock"));
  int code = -1;
  for (int i = 0; i < 120 && code == -1; ++i) {  // until the script has seen it (it may join late)
    server_->consoleCommand("time set 100000");
    code = script.exitCode(1s);
  }
  EXPECT_EQ(code, 0) << script.output();
  EXPECT_NE(script.output().find("time 96000 4 4 true"), std::string::npos) << script.output();
}

TEST_F(ScriptExamples, AnErrorPrintsFileLineAndColumn) {
  const auto file = std::filesystem::temp_directory_path() / "craftmate-broken-script.js";
  std::ofstream(file) << "bot.once('spawn', () => {\n  const items = bot.inventory.items();\n    items.forEach(i => missingFunction(i));\n  undefinedThing.go();\n});\n";
  ScriptProcess script(file.string() + connect("broken"));
  EXPECT_EQ(script.exitCode(), 1) << script.output();
  EXPECT_NE(script.output().find(file.string() + ":4:3: ReferenceError: undefinedThing is not defined"), std::string::npos)
      << script.output();
  std::ofstream(file) << "const x = 1;\nconst y = ;\n";
  ScriptProcess syntax(file.string() + connect("broken2"));
  EXPECT_EQ(syntax.exitCode(), 1) << syntax.output();
  EXPECT_NE(syntax.output().find(file.string() + ":2:"), std::string::npos) << syntax.output();
  EXPECT_NE(syntax.output().find("SyntaxError"), std::string::npos) << syntax.output();
}

}  // namespace
}  // namespace craftmate::scripting::testing
