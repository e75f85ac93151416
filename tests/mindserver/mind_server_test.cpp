// The MindServer over real sockets: pages, the 404 page, the WebSocket protocol with its hooks,
// bad page messages, the token, and bounded queues for pages that stop reading.
#include "mindserver/mind_server.h"

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>

#include "mindserver/trajectory_events.h"
#include "tests/mindserver/page_client.h"

namespace craftmate::mindserver {
namespace {

using nlohmann::json;
using testing::httpGet;
using testing::PageClient;

// The hooks' side: two agents whose state the test changes, and everything the page asked for.
struct FakeTeam {
  std::mutex mutex;
  json agents = json::array({{{"name", "andy"}, {"connected", true}, {"position", {{"x", 1.5}, {"y", 64}, {"z", -2.5}}}},
                             {{"name", "jill"}, {"connected", true}, {"position", {{"x", 6.5}, {"y", 64}, {"z", 3.5}}}}});
  std::vector<std::string> requests;  // "send andy hello", "stop jill", ...
  std::set<std::string> mapJobs;      // the jobs whose map was asked for
  std::atomic<int> snapshots{0}, maps{0};

  Hooks hooks() {
    Hooks h;
    h.snapshot = [this] {
      ++snapshots;
      std::lock_guard lock(mutex);
      return json{{"agents", agents}, {"players", json::array()}};
    };
    h.topDownMap = [this](const std::string& job, int x0, int z0, int x1, int z1) {
      ++maps;
      {
        std::lock_guard lock(mutex);
        mapJobs.insert(job);
      }
      const int w = x1 - x0 + 1, d = z1 - z0 + 1;
      return json{{"x0", x0}, {"z0", z0}, {"width", w}, {"depth", d}, {"palette", {"grass_block"}},
                  {"cells", std::vector<int>(static_cast<std::size_t>(w * d), 0)}};
    };
    h.sendMessage = [this](const std::string& agent, const std::string& message) { record("send " + agent + " " + message); };
    h.stopAction = [this](const std::string& agent) { record("stop " + agent); };
    h.restartAgent = [this](const std::string& agent) { record("restart " + agent); };
    h.disconnectAgent = [this](const std::string& agent) { record("disconnect " + agent); };
    return h;
  }
  void record(const std::string& line) {
    std::lock_guard lock(mutex);
    requests.push_back(line);
  }
  std::vector<std::string> recorded() {
    std::lock_guard lock(mutex);
    return requests;
  }
};

// The server's io_context on its own thread, as a team's would be.
class MindServerTest : public ::testing::Test {
 protected:
  void TearDown() override {
    server.reset();
    work.reset();
    io.stop();
    if (thread.joinable()) thread.join();
  }
  void start(Options options = {}, std::optional<Hooks> hooks = std::nullopt) {
    options.log = [this](const std::string& line) {
      std::lock_guard lock(logMutex);
      logged.push_back(line);
    };
    server = std::make_unique<MindServer>(io.get_executor(), options, hooks ? *hooks : team.hooks());
    thread = std::thread([this] { io.run(); });
  }
  std::vector<std::string> log() {
    std::lock_guard lock(logMutex);
    return logged;
  }

  boost::asio::io_context io;
  std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work{io.get_executor()};
  std::thread thread;
  FakeTeam team;
  std::unique_ptr<MindServer> server;
  std::mutex logMutex;
  std::vector<std::string> logged;
};

TEST_F(MindServerTest, ServesTheLivePageAndItsFilesFromTheBinary) {
  start();
  const auto page = httpGet(server->port(), "/");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.headers.at("content-type"), "text/html; charset=utf-8");
  EXPECT_NE(page.body.find("/assets/live.js"), std::string::npos);
  EXPECT_EQ(page.body.find("http"), std::string::npos) << "the page loads nothing from elsewhere";
  const auto script = httpGet(server->port(), "/assets/live.js");
  EXPECT_EQ(script.status, 200);
  EXPECT_EQ(script.headers.at("content-type"), "text/javascript; charset=utf-8");
  EXPECT_NE(script.body.find("new WebSocket"), std::string::npos);
  EXPECT_EQ(httpGet(server->port(), "/assets/style.css").status, 200);
}

TEST_F(MindServerTest, UnknownPathsAndJobsAreA404PageSayingSo) {
  Hooks hooks = team.hooks();
  hooks.jobTimeline = [](const std::string& id) -> std::optional<json> {
    if (id == "cooking #1") return json{{"id", id}, {"events", json::array()}};
    return std::nullopt;
  };
  start({}, hooks);
  const auto missing = httpGet(server->port(), "/jobs/no_such_job");
  EXPECT_EQ(missing.status, 404);
  EXPECT_NE(missing.body.find("There is no job &#39;no_such_job&#39; here"), std::string::npos) << missing.body;
  const auto nothing = httpGet(server->port(), "/robots.txt");
  EXPECT_EQ(nothing.status, 404);
  EXPECT_NE(nothing.body.find("Nothing is served at &#39;/robots.txt&#39;"), std::string::npos);
  EXPECT_EQ(httpGet(server->port(), "/assets/missing.js").status, 404);
  const auto found = httpGet(server->port(), "/jobs/cooking%20%231");
  EXPECT_EQ(found.status, 200);
  EXPECT_NE(found.body.find(R"("id":"cooking #1")"), std::string::npos);
}

TEST_F(MindServerTest, APageGetsTheAgentsTheMapAndTheStream) {
  start();
  server->publish({{"type", "chat"}, {"from", "andy"}, {"text", "before the page opened"}});
  PageClient page(server->port());
  const auto hello = page.readType("hello");
  ASSERT_TRUE(hello);
  EXPECT_TRUE((*hello)["features"]["send"].get<bool>());
  EXPECT_FALSE((*hello)["features"]["jobs"].get<bool>());
  const auto backlog = page.readType("event");
  ASSERT_TRUE(backlog) << "the events published before the page opened are shown to it";
  EXPECT_EQ((*backlog)["event"]["text"], "before the page opened");
  EXPECT_TRUE((*backlog)["event"].contains("time"));
  const auto snapshot = page.readType("snapshot");
  ASSERT_TRUE(snapshot);
  EXPECT_EQ((*snapshot)["data"]["agents"][1]["name"], "jill");
  const auto map = page.readType("map");
  ASSERT_TRUE(map);
  // The square around both agents (x 1.5..6.5, z -2.5..3.5) with the 24-block margin.
  EXPECT_EQ((*map)["data"]["x0"], 1 - 24);
  EXPECT_EQ((*map)["data"]["z0"], -3 - 24);
  EXPECT_EQ((*map)["data"]["width"], (6 + 24) - (1 - 24) + 1);

  // A change of state reaches the page within a poll; an unchanged one is not sent again.
  {
    std::lock_guard lock(team.mutex);
    team.agents[0]["health"] = 7;
  }
  const auto changed = page.readUntil([](const json& m) {
    return m.value("type", "") == "snapshot" && m["data"]["agents"][0].value("health", 0) == 7;
  });
  ASSERT_TRUE(changed);
  server->publish({{"type", "command"}, {"agent", "andy"}, {"command", "!stats"}, {"output", "ok"}});
  const auto live = page.readUntil([](const json& m) { return m.value("type", "") == "event"; });
  ASSERT_TRUE(live);
  EXPECT_EQ((*live)["event"]["command"], "!stats");
  std::vector<json> snapshots;
  for (const auto& m : page.seen())
    if (m.value("type", "") == "snapshot") snapshots.push_back(m);
  for (std::size_t i = 1; i < snapshots.size(); ++i) EXPECT_NE(snapshots[i], snapshots[i - 1]);
}

TEST_F(MindServerTest, TheStreamingSinkPassesRecordsOnAndSendsModelCallsOnlyToOpenPages) {
  struct Count : agents::TrajectorySink {
    int calls = 0, commands = 0, messages = 0;
    void modelCall(const agents::ModelCall&) override { ++calls; }
    void command(const agents::CommandRecord&) override { ++commands; }
    void message(const agents::MessageRecord&) override { ++messages; }
  } store;
  start();
  StreamingSink sink(server.get(), &store);
  sink.modelCall({"andy", "conversing", "test", "a long system prompt", {}, "unseen reply"});
  sink.command({"andy", "!stats", "STATS", true});
  PageClient page(server->port());
  ASSERT_TRUE(page.readUntil([](const json& m) { return m.value("type", "") == "event"; }));
  sink.modelCall({"andy", "conversing", "test", "system", {{"user", "hi"}}, "seen reply"});
  sink.message({"andy", "jill", "hello"});
  const auto call = page.readUntil([](const json& m) { return m.value("type", "") == "event" && m["event"]["type"] == "model_call"; });
  ASSERT_TRUE(call);
  EXPECT_EQ((*call)["event"]["reply"], "seen reply") << "the call made while nobody watched is not streamed";
  EXPECT_TRUE(page.readUntil([](const json& m) { return m.value("type", "") == "event" && m["event"]["type"] == "bot_message"; }));
  EXPECT_EQ(store.calls, 2);
  EXPECT_EQ(store.commands, 1);
  EXPECT_EQ(store.messages, 1);
}

TEST_F(MindServerTest, NobodyWatchingCostsNoSnapshots) {
  start();
  std::this_thread::sleep_for(std::chrono::milliseconds(1600));  // three polls with no page open
  EXPECT_EQ(team.snapshots.load(), 0);
  EXPECT_EQ(team.maps.load(), 0);
}

TEST_F(MindServerTest, ThePagesRequestsReachTheHooks) {
  start();
  PageClient page(server->port());
  ASSERT_TRUE(page.readType("snapshot"));
  page.send(json{{"type", "send-message"}, {"agent", "andy"}, {"message", "come here"}});
  const auto ack = page.readType("ack");
  ASSERT_TRUE(ack);
  EXPECT_EQ((*ack)["request"], "send-message");
  const auto shown = page.readUntil([](const json& m) {
    return m.value("type", "") == "event" && m["event"].value("type", "") == "user_message";
  });
  ASSERT_TRUE(shown) << "the person's message appears in the stream";
  EXPECT_EQ((*shown)["event"]["to"], "andy");
  for (const char* type : {"stop-action", "restart-agent", "disconnect-agent"}) {
    page.send(json{{"type", type}, {"agent", "jill"}});
    ASSERT_TRUE(page.readType("ack")) << type;
  }
  EXPECT_EQ(team.recorded(), (std::vector<std::string>{"send andy come here", "stop jill", "restart jill", "disconnect jill"}));
}

TEST_F(MindServerTest, AJobsAgentsGetAMapOfTheirOwnWorld) {
  {
    std::lock_guard lock(team.mutex);  // two jobs side by side, each on its own server
    team.agents[0]["job"] = "pyramid";
    team.agents[1]["job"] = "church";
    team.agents[1]["position"] = {{"x", 500.5}, {"y", 64}, {"z", 500.5}};
  }
  start();
  PageClient page(server->port());
  std::map<std::string, json> maps;
  ASSERT_TRUE(page.readUntil([&](const json& m) {
    if (m.value("type", "") == "map") maps[m.value("job", "?")] = m["data"];
    return maps.size() == 2;
  }));
  EXPECT_EQ(maps.at("pyramid")["x0"], 1 - 24) << "each job's window is around its own agents only";
  EXPECT_EQ(maps.at("pyramid")["width"], 2 * 24 + 1);
  EXPECT_EQ(maps.at("church")["x0"], 500 - 24);
  std::lock_guard lock(team.mutex);
  EXPECT_EQ(team.mapJobs, (std::set<std::string>{"pyramid", "church"}));
}

TEST_F(MindServerTest, AHookThatRefusesTellsThePageWhyAndNothingIsShownAsSent) {
  Hooks hooks = team.hooks();
  hooks.sendMessage = [](const std::string& agent, const std::string&) {
    throw std::runtime_error(agent + " listens only to steve");
  };
  start({}, hooks);
  PageClient page(server->port());
  ASSERT_TRUE(page.readType("snapshot"));
  page.send(json{{"type", "send-message"}, {"agent", "andy"}, {"message", "come here"}});
  const auto error = page.readType("error");
  ASSERT_TRUE(error);
  EXPECT_EQ((*error)["message"], "send-message for 'andy' failed: andy listens only to steve");
  page.send(json{{"type", "stop-action"}, {"agent", "andy"}});
  ASSERT_TRUE(page.readType("ack"));
  for (const auto& m : page.seen())
    EXPECT_FALSE(m.value("type", "") == "event" && m["event"].value("type", "") == "user_message") << m;
}

TEST_F(MindServerTest, AnOwnerAboutToExitSendsThePagesTheLastState) {
  start({.pollInterval = std::chrono::hours(1)});  // no poll but the first and finish()'s
  PageClient page(server->port());
  ASSERT_TRUE(page.readType("snapshot"));
  {
    std::lock_guard lock(team.mutex);
    team.agents[0]["health"] = 3;
  }
  server->finish(std::chrono::seconds(5));
  server.reset();
  EXPECT_TRUE(page.readUntil([](const json& m) {
    return m.value("type", "") == "snapshot" && m["data"]["agents"][0].value("health", 0) == 3;
  })) << "the state at the end reached the page before the server closed";
}

TEST_F(MindServerTest, BadPageMessagesAreDroppedAndLoggedAndThePageCarriesOn) {
  start();
  PageClient page(server->port());
  ASSERT_TRUE(page.readType("snapshot"));
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"not json", "not a JSON object"},
      {"[1,2]", "not a JSON object"},
      {R"({"agent":"andy"})", "no \"type\" string"},
      {R"({"type":"explode","agent":"andy"})", "unknown type 'explode'"},
      {R"({"type":"stop-action"})", "no \"agent\" string"},
      {R"({"type":"stop-action","agent":"bob"})", "no agent named 'bob'"},
      {R"({"type":"send-message","agent":"andy","message":""})", "non-empty \"message\""},
      {R"({"type":"send-message","agent":"andy","message":42})", "non-empty \"message\""},
  };
  for (const auto& [text, reason] : bad) {
    page.send(text);
    const auto error = page.readType("error");
    ASSERT_TRUE(error) << text;
    EXPECT_NE((*error)["message"].get<std::string>().find(reason), std::string::npos) << (*error)["message"];
  }
  EXPECT_EQ(server->invalidMessages(), bad.size());
  EXPECT_EQ(log().size(), bad.size());
  EXPECT_NE(log().front().find("dropped a page message (not a JSON object): not json"), std::string::npos);
  EXPECT_TRUE(team.recorded().empty());
  page.send(json{{"type", "stop-action"}, {"agent", "andy"}});
  ASSERT_TRUE(page.readType("ack")) << "the page still works after bad messages";
  EXPECT_EQ(team.recorded(), std::vector<std::string>{"stop andy"});
}

TEST_F(MindServerTest, APageThatStopsReadingLosesOldUpdatesAndSlowsNobody) {
  Options options;
  options.clientQueueCapacity = 16;
  start(options);
  PageClient stalled(server->port());  // opened, then never read again
  ASSERT_TRUE(stalled.readType("hello"));
  PageClient reader(server->port());
  ASSERT_TRUE(reader.readType("snapshot"));
  ASSERT_EQ(server->clientCount(), 2u);

  // 800 events of 64 kB: far more than the stalled page's socket buffers and queue hold. The reader
  // takes each before the next is published, so it keeps up.
  const std::string big(64 * 1024, 'x');
  const auto started = std::chrono::steady_clock::now();
  for (int i = 0; i < 800; ++i) {
    server->publish({{"type", "chat"}, {"from", "andy"}, {"text", big}, {"n", i}});
    ASSERT_TRUE(reader.readUntil([&](const json& m) { return m.value("type", "") == "event" && m["event"]["n"] == i; }))
        << "event " << i;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  EXPECT_GT(server->droppedMessages(), 200u) << "the stalled page's oldest updates were dropped";
  for (const auto& m : reader.seen()) EXPECT_NE(m.value("type", ""), "dropped") << "the reader lost nothing";
  EXPECT_LT(seconds, 60) << "the stalled page held up the others";
}

TEST_F(MindServerTest, ATokenGuardsEveryRequestAndTheCookieCarriesIt) {
  Options options;
  options.token = "0123abcd";
  start(options);
  EXPECT_EQ(httpGet(server->port(), "/").status, 401);
  EXPECT_EQ(httpGet(server->port(), "/?token=wrong").status, 401);
  const auto page = httpGet(server->port(), "/?token=0123abcd");
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.headers.at("set-cookie").find("mindserver_token=0123abcd"), std::string::npos);
  EXPECT_EQ(httpGet(server->port(), "/assets/live.js", {{"Cookie", "a=b; mindserver_token=0123abcd"}}).status, 200);
  EXPECT_THROW(PageClient{server->port()}, boost::system::system_error);
  PageClient page2(server->port(), {{"Cookie", "mindserver_token=0123abcd"}});
  EXPECT_TRUE(page2.readType("hello"));
  EXPECT_NE(server->url().find("?token=0123abcd"), std::string::npos);
}

TEST_F(MindServerTest, AnotherSitesPageCannotOpenTheWebSocket) {
  start();
  EXPECT_THROW((PageClient{server->port(), {{"Origin", "http://evil.example"}}}), boost::system::system_error);
  PageClient own(server->port(), {{"Origin", "http://127.0.0.1:" + std::to_string(server->port())}});
  EXPECT_TRUE(own.readType("hello"));
}

TEST(MindServerOptions, APublicAddressGetsATokenAndABusyPortIsNamed) {
  boost::asio::io_context io;
  Options open;
  open.address = "0.0.0.0";
  const MindServer public_(io.get_executor(), open, {});
  const std::string url = public_.url();
  const auto at = url.find("?token=");
  ASSERT_NE(at, std::string::npos) << url;
  EXPECT_EQ(url.size() - at - 7, 32u) << "a 128-bit token";
  Options other = open;
  EXPECT_NE(MindServer(io.get_executor(), other, {}).url().substr(at), url.substr(at)) << "a new token each time";
  Options bad;
  bad.address = "localhost:80";
  EXPECT_THROW(MindServer(io.get_executor(), bad, {}), std::invalid_argument);
  MindServer first(io.get_executor(), {}, {});
  Options same;
  same.port = first.port();
  try {
    MindServer second(io.get_executor(), same, {});
    FAIL() << "a second server on a busy port";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("cannot listen on 127.0.0.1:" + std::to_string(first.port())), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("--mindserver_port"), std::string::npos);
  }
}

TEST_F(MindServerTest, NoHookIsCalledAfterTheServerIsGone) {
  start();
  PageClient page(server->port());
  ASSERT_TRUE(page.readType("snapshot"));
  server.reset();
  const int before = team.snapshots.load();
  EXPECT_FALSE(page.readType("never", std::chrono::seconds(2))) << "the page is closed";
  EXPECT_EQ(team.snapshots.load(), before);
}

}  // namespace
}  // namespace craftmate::mindserver
