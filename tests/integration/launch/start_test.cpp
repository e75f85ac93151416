// `craftmate start` as a user runs it: the agents join the embedded server, their model is a local
// OpenAI-compatible server in this process (scripted replies over real HTTP) and the person is a
// mineflayer player. Each test starts its own server and its own `craftmate start` process.

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <thread>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "memory/run_store.h"
#include "tests/agents/models/local_http_server.h"
#include "tests/integration/client_node_peer.h"
#include "tests/integration/support/embedded_server.h"

namespace craftmate::launch {
namespace {

using namespace std::chrono_literals;
using agents::testing::CannedReply;
using agents::testing::LocalHttpServer;
using agents::testing::RecordedRequest;
using nlohmann::json;
using ::testing::HasSubstr;

// --- the model: replies chosen by the agent's name and the newest turn ---------------------------

struct ModelRequest {
  std::string agent;  // from "a playful Minecraft bot named <agent> that"
  std::string last;   // the newest message's text
  std::string all;    // every message, for "was this in the prompt"
};

class TestModel {
 public:
  using Rule = std::function<std::string(const ModelRequest&)>;
  explicit TestModel(Rule rule)
      : rule_(std::move(rule)), server_([this](const RecordedRequest& r, int) { return answer(r); }) {}

  json modelField() const { return {{"api", "openai"}, {"url", server_.baseUrl() + "/v1"}, {"model", "test"}}; }
  std::vector<ModelRequest> requests() const {
    std::lock_guard lock(mutex_);
    return requests_;
  }
  std::size_t count() const { return requests().size(); }
  // What each request's agent was asked last and what it got, for a failing test's message.
  std::string transcript() const {
    std::string out;
    for (const auto& r : requests()) out += "[" + r.agent + "] " + r.last.substr(0, 160) + "\n";
    return out;
  }

 private:
  CannedReply answer(const RecordedRequest& r) {
    if (r.target != "/v1/chat/completions") return agents::testing::jsonReply({{"error", {{"message", "no embeddings here"}}}}, 404);
    ModelRequest m;
    const json body = r.json();
    for (const json& message : body.at("messages")) {
      const json& content = message.at("content");
      const std::string text = content.is_string() ? content.get<std::string>() : content.dump();
      m.all += text + "\n";
      m.last = text;
    }
    const std::string mark = "bot named ";
    if (auto at = m.all.find(mark); at != std::string::npos) {
      const auto end = m.all.find(' ', at + mark.size());
      m.agent = m.all.substr(at + mark.size(), end - at - mark.size());
    }
    const std::string reply = rule_(m);
    {
      std::lock_guard lock(mutex_);
      requests_.push_back(m);
    }
    return agents::testing::jsonReply(
        {{"choices", json::array({{{"finish_reason", "stop"}, {"message", {{"role", "assistant"}, {"content", reply}}}}})}});
  }

  Rule rule_;
  mutable std::mutex mutex_;
  std::vector<ModelRequest> requests_;
  LocalHttpServer server_;
};

// --- `craftmate start` as a child process ---------------------------------------------------------

class StartProcess {
 public:
  StartProcess(const std::vector<std::string>& args, const std::filesystem::path& log) : log_(log) {
    pid_ = ::fork();
    if (pid_ == 0) {
      ::prctl(PR_SET_PDEATHSIG, SIGKILL);
      const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(fd, 1);
      ::dup2(fd, 2);
      std::vector<std::string> all = {CRAFTMATE_BIN, "start"};
      all.insert(all.end(), args.begin(), args.end());
      std::vector<char*> argv;
      for (auto& a : all) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(CRAFTMATE_BIN, argv.data());
      ::_exit(127);
    }
  }
  ~StartProcess() {
    // A test that fails by an exception shows what craftmate start printed.
    if (std::uncaught_exceptions() > 0 || ::testing::Test::HasFailure()) std::cerr << "craftmate start printed:\n" << output() << "\n";
    if (pid_ > 0 && !exited_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  std::string output() const {
    std::ifstream in(log_);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  // Waits until the output holds `text` `times` times.
  void waitFor(const std::string& text, std::chrono::seconds timeout, int times = 1) const {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
      const std::string out = output();
      int seen = 0;
      for (auto at = out.find(text); at != std::string::npos; at = out.find(text, at + 1)) ++seen;
      if (seen >= times) return;
      if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("craftmate start never printed '" + text + "':\n" + out);
      std::this_thread::sleep_for(100ms);
    }
  }
  void interrupt() { ::kill(pid_, SIGINT); }
  // The exit status, or -1 when it did not exit in time.
  int waitExit(std::chrono::seconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    int status = 0;
    while (std::chrono::steady_clock::now() < deadline) {
      if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      std::this_thread::sleep_for(50ms);
    }
    return -1;
  }

 private:
  std::filesystem::path log_;
  pid_t pid_ = -1;
  bool exited_ = false;
};

template <typename Pred>
void eventually(Pred pred, std::chrono::seconds timeout, const std::string& what) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!pred()) {
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("timed out waiting for " + what);
    std::this_thread::sleep_for(100ms);
  }
}

class StartOnServer : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("craftmate_start_" + std::to_string(::getpid()) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string profile(const std::string& name, const TestModel& model) const {
    const json p = {{"name", name}, {"model", model.modelField()}, {"cooldown", 0}};
    const auto file = dir_ / (name + ".json");
    std::ofstream(file) << p.dump();
    return file.string();
  }
  std::vector<std::string> startArgs(const std::vector<std::string>& profiles, const testing::EmbeddedServer& server,
                                     std::vector<std::string> extra = {}) const {
    std::string list;
    for (const auto& p : profiles) list += (list.empty() ? "" : ",") + p;
    std::vector<std::string> args = {"--profiles", list, "--host", server.host(), "--port", std::to_string(server.port()),
                                     "--bots-dir", (dir_ / "bots").string(), "--keys", (dir_ / "no-keys.json").string(),
                                     "--mindserver_port", "0"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  }
  json memoryOf(const std::string& name) const {
    std::ifstream in(dir_ / "bots" / name / "memory.json");
    return json::parse(in);
  }

  std::filesystem::path dir_;
};

double distance(const json& a, const json& b) {
  const double dx = a["x"].get<double>() - b["x"].get<double>(), dz = a["z"].get<double>() - b["z"].get<double>();
  return std::sqrt(dx * dx + dz * dz);
}

// A person asks in public chat; the model answers with a command and andy walks over. A whispered
// !inventory is answered from the bot's state, without the model.
TEST_F(StartOnServer, APersonCallsAndyOverAndAWhisperedCommandRunsWithoutTheModel) {
  testing::EmbeddedServer server;
  TestModel model([](const ModelRequest& r) -> std::string {
    if (r.last.find("tester: andy come here") != std::string::npos) return "On my way! !goToPlayer(\"tester\", 2)";
    if (r.last.find("Respond with hello world and your name") != std::string::npos) return "Hello world! I am andy.";
    return "Okay.";
  });
  testing::MineflayerPeer tester(server.host(), server.port(), "tester");
  tester.waitEvent("spawn");
  server.consoleCommand("tp tester 12 4 12");
  StartProcess start(startArgs({profile("andy", model)}, server), dir_ / "start.log");
  try {
    tester.waitFor([](const json& j) { return j.value("event", "") == "chat" && j.value("username", "") == "andy" &&
                                              j.value("message", "").find("Hello world! I am andy.") != std::string::npos; },
                   60s, "andy's greeting");
  } catch (const std::exception&) {
    std::cerr << "model requests:\n" << model.transcript();
    throw;
  }

  tester.call({{"cmd", "chat"}, {"text", "andy come here"}});
  eventually([&] {
    const json me = tester.call({{"cmd", "self"}});
    const json andy = tester.call({{"cmd", "entity"}, {"username", "andy"}});
    return andy.value("found", false) && distance(andy["position"], me["position"]) <= 3.5;
  }, 60s, "andy to come within 3.5 blocks of tester");

  const std::size_t before = model.count();
  tester.call({{"cmd", "whisper"}, {"to", "andy"}, {"text", "!inventory"}});
  tester.waitFor([](const json& j) { return j.value("event", "") == "chat" && j.value("username", "") == "andy" &&
                                            j.value("message", "").find("INVENTORY") != std::string::npos; },
                 30s, "andy's inventory");
  EXPECT_EQ(model.count(), before) << "a person's command must not go to the model";

  start.interrupt();
  EXPECT_EQ(start.waitExit(30s), 0) << start.output();
}

// Two agents: andy opens a conversation, jill answers and ends it; the conversation went through
// the conversation manager (recorded in bots/run.sqlite) and was echoed as "(To X)" in public chat.
TEST_F(StartOnServer, TwoAgentsHoldAConversationAndOneEndsIt) {
  testing::EmbeddedServer server;
  TestModel model([](const ModelRequest& r) -> std::string {
    if (r.agent == "andy" && r.last.find("Respond with hello world") != std::string::npos)
      return "!startConversation(\"jill\", \"Hi jill, shall we build a house?\")";
    if (r.agent == "jill" && r.last.find("(FROM OTHER BOT)Hi jill, shall we build a house?") != std::string::npos)
      return "Not today, bye! !endConversation(\"andy\")";
    if (r.last.find("Respond with hello world") != std::string::npos) return "Hello world! I am " + r.agent + ".";
    return "Okay.";
  });
  testing::MineflayerPeer tester(server.host(), server.port(), "tester");
  tester.waitEvent("spawn");
  StartProcess start(startArgs({profile("andy", model), profile("jill", model)}, server), dir_ / "start.log");
  tester.waitFor([](const json& j) { return j.value("event", "") == "chat" && j.value("username", "") == "jill" &&
                                            j.value("message", "").find("(To andy) Not today, bye!") != std::string::npos; },
                 90s, "jill's public echo of her answer");
  eventually([&] {
    for (const auto& r : model.requests())
      if (r.agent == "andy" && r.last.find("Conversation with jill ended with message") != std::string::npos) return true;
    return false;
  }, 30s, "andy to be prompted with jill's end of the conversation");

  start.interrupt();
  ASSERT_EQ(start.waitExit(30s), 0) << start.output();
  memory::RunStore store((dir_ / "bots" / "run.sqlite").string(), memory::RunStore::Mode::ReadOnly);
  std::vector<std::string> messages;
  for (const auto& m : store.messages()) messages.push_back(m.from + ">" + m.to + ": " + m.text);
  EXPECT_THAT(messages, ::testing::Contains("andy>jill: Hi jill, shall we build a house?"));
  EXPECT_THAT(messages, ::testing::Contains("jill>andy: Not today, bye! !endConversation(\"andy\")"));
}

// The server goes down in the middle of a goal and comes back on the same port: andy rejoins and the
// goal goes on (MINDcraft's restarted agent: its saved goal resumes, "Agent process restarted.").
TEST_F(StartOnServer, AfterAServerRestartTheAgentRejoinsAndResumesItsGoal) {
  auto server = std::make_unique<testing::EmbeddedServer>();
  const std::uint16_t port = server->port();
  TestModel model([](const ModelRequest& r) -> std::string {
    if (r.last.find("Respond with hello world") != std::string::npos) return "!goal(\"Keep checking your stats.\")";
    return "Checking. !stats";
  });
  StartProcess start(startArgs({profile("andy", model)}, *server), dir_ / "start.log");
  start.waitFor("andy joined", 60s);
  eventually([&] {
    for (const auto& r : model.requests()) if (r.all.find("Keep checking your stats.") != std::string::npos) return true;
    return false;
  }, 60s, "the goal's first self-prompt");

  server.reset();  // the server stops
  start.waitFor("andy lost its connection", 60s);
  const std::size_t rejoinedAt = model.count();  // no prompt can mention the restart before this
  testing::EmbeddedServerOptions same;
  same.port = port;
  server = std::make_unique<testing::EmbeddedServer>(same);
  start.waitFor("andy joined", 90s, 2);
  try {
    eventually([&] {
      const auto requests = model.requests();
      for (std::size_t i = rejoinedAt; i < requests.size(); ++i)
        if (requests[i].all.find("Keep checking your stats.") != std::string::npos &&
            requests[i].all.find("Agent process restarted.") != std::string::npos) return true;
      return false;
    }, 60s, "a self-prompt for the goal after the rejoin");
  } catch (const std::exception&) {
    std::cerr << "model requests (" << rejoinedAt << " before the rejoin):\n" << model.transcript();
    throw;
  }
  EXPECT_EQ(memoryOf("andy").at("self_prompt"), "Keep checking your stats.");

  start.interrupt();
  EXPECT_EQ(start.waitExit(30s), 0) << start.output();
}

// minecraft_version "auto" on a 1.21.4 server: the agent validates its commands with 1.21.4's names,
// so the pale oak (new in 1.21.4) is a block it can search for; with 1.21.1's names the command
// would be refused as "Invalid block type: pale_oak_log.".
TEST_F(StartOnServer, AnAgentOnAnotherReleaseKnowsThatReleasesBlocks) {
  testing::EmbeddedServerOptions options;
  options.version = "1.21.4";
  testing::EmbeddedServer server(options);
  TestModel model([](const ModelRequest& r) -> std::string {
    if (r.last.find("Respond with hello world") != std::string::npos) return "Looking. !searchForBlock(\"pale_oak_log\", 32)";
    return "Okay.";
  });
  StartProcess start(startArgs({profile("andy", model)}, server), dir_ / "start.log");
  try {
    eventually([&] {
      for (const auto& r : model.requests())
        if (r.last.find("Could not find any pale_oak_log in 32 blocks.") != std::string::npos) return true;
      return false;
    }, 90s, "the search's result in the next prompt");
  } catch (const std::exception&) {
    std::cerr << "model requests:\n" << model.transcript();
    throw;
  }
  for (const auto& r : model.requests()) EXPECT_EQ(r.all.find("Invalid block type"), std::string::npos) << r.last;

  start.interrupt();
  EXPECT_EQ(start.waitExit(30s), 0) << start.output();
}

// Ctrl-C saves the memory; a second start with load_memory continues from it.
TEST_F(StartOnServer, LoadMemoryRestoresTheFirstSessionInASecondStart) {
  testing::EmbeddedServer server;
  TestModel model([](const ModelRequest& r) -> std::string {
    if (r.last.find("Respond with hello world") != std::string::npos) return "Hello world! My favourite block is glowstone.";
    return "Welcome back.";
  });
  const std::string andy = profile("andy", model);
  testing::MineflayerPeer tester(server.host(), server.port(), "tester");
  tester.waitEvent("spawn");
  {
    StartProcess first(startArgs({andy}, server), dir_ / "first.log");
    tester.waitFor([](const json& j) { return j.value("event", "") == "chat" && j.value("username", "") == "andy" &&
                                              j.value("message", "").find("glowstone") != std::string::npos; },
                   60s, "the first session's greeting");
    first.interrupt();  // Ctrl-C saves the memory (MINDcraft saves before prompting, not after a plain reply)
    ASSERT_EQ(first.waitExit(30s), 0) << first.output();
    EXPECT_THAT(memoryOf("andy").dump(), HasSubstr("favourite block is glowstone"));
  }
  const std::size_t firstSession = model.count();
  StartProcess second(startArgs({andy}, server, {"--load_memory", "true", "--init_message", "You are back."}), dir_ / "second.log");
  eventually([&] { return model.count() > firstSession; }, 60s, "the second session's first prompt");
  const ModelRequest resumed = model.requests()[firstSession];
  EXPECT_THAT(resumed.all, HasSubstr("favourite block is glowstone")) << "the first session's turns are not in the prompt";
  EXPECT_THAT(resumed.last, HasSubstr("You are back."));
  second.interrupt();
  EXPECT_EQ(second.waitExit(30s), 0) << second.output();
}

// Wrong input stops the launch before anything joins, naming the file and key.
TEST_F(StartOnServer, ABrokenProfileOrAWrongTypedSettingIsRefusedBeforeJoining) {
  const auto broken = dir_ / "andy.json";
  std::ofstream(broken) << R"({"name": "andy", "model": "gpt-4o",)";
  const auto settings = dir_ / "settings.json";
  std::ofstream(settings) << R"({"load_memory": "yes"})";
  const auto ok = dir_ / "jill.json";
  std::ofstream(ok) << R"({"name": "jill", "model": "gpt-4o"})";
  struct Case {
    std::vector<std::string> args;
    std::string expected;
  };
  const std::vector<Case> cases = {
      {{"--profiles", broken.string(), "--port", "1"}, "profile " + broken.string() + " is not valid JSON"},
      {{"--settings", settings.string(), "--profiles", ok.string(), "--port", "1"},
       settings.string() + ": setting 'load_memory' must be a boolean"},
      {{"--profiles", ok.string(), "--speak", "true", "--port", "1"}, "setting 'speak' is true: craftmate has no text-to-speech"},
  };
  for (const Case& c : cases) {
    StartProcess start(c.args, dir_ / "refused.log");
    EXPECT_EQ(start.waitExit(30s), 2) << start.output();
    EXPECT_THAT(start.output(), HasSubstr(c.expected));
    EXPECT_THAT(start.output(), ::testing::Not(HasSubstr("joined")));
  }
}

}  // namespace
}  // namespace craftmate::launch
