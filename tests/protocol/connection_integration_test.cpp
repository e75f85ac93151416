// The Connection against the real embedded server (flying-squid 1.21.1 from server/): status ping,
// offline login through configuration into play, chunks streaming in, keep-alives answered past the
// server's 30 s kick timeout, several bots in one io_context, and a kick reported as an event.
#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include <chrono>
#include <map>
#include <set>

#include "protocol/connection.h"
#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"
#include "protocol/protocol_schema.h"
#include "protocol/server_status.h"
#include "tests/integration/support/embedded_server.h"

namespace craftmate::protocol {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;

class ConnectionIntegration : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new testing::EmbeddedServer(); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  static testing::EmbeddedServer* server_;
};
testing::EmbeddedServer* ConnectionIntegration::server_ = nullptr;

// What a test bot saw. The handler does what the protocol layer leaves to its owner (world/ does it
// for real bots): confirm teleports, and send a movement packet, without which flying-squid keeps
// the client at its first 36 columns (it streams the rest after the first `flying`/`look`).
struct BotRecord {
  std::shared_ptr<Connection> connection;
  std::map<std::string, int> counts;
  std::set<std::pair<std::int64_t, std::int64_t>> columns;
  std::vector<ConnectionEvent> events;
  bool disconnected = false;
  std::size_t chunk_bytes = 0;
};

std::unique_ptr<BotRecord> make_bot(asio::io_context& io, const std::string& name, std::uint16_t port) {
  auto bot = std::make_unique<BotRecord>();
  ConnectionOptions options;
  options.port = port;
  options.username = name;
  bot->connection = Connection::create(io.get_executor(), load_protocol(), options);
  BotRecord* record = bot.get();
  bot->connection->set_packet_handler([record](const Packet& p) {
    ++record->counts[p.name];
    if (p.name == "map_chunk") {
      record->columns.emplace(p.fields["x"].as_int(), p.fields["z"].as_int());
      record->chunk_bytes += p.fields["chunkData"].as_bytes().size();
    } else if (p.name == "position") {
      record->connection->send("teleport_confirm", Value::object({{"teleportId", p.fields["teleportId"]}}));
      record->connection->send("position_look", Value::object({{"x", p.fields["x"]}, {"y", p.fields["y"]},
                                                               {"z", p.fields["z"]}, {"yaw", p.fields["yaw"]},
                                                               {"pitch", p.fields["pitch"]}, {"onGround", false}}));
      record->connection->send("flying", Value::object({{"onGround", false}}));
    }
  });
  bot->connection->set_event_handler([record](const ConnectionEvent& e) {
    record->events.push_back(e);
    if (e.type == ConnectionEventType::Disconnected) record->disconnected = true;
  });
  bot->connection->start();
  return bot;
}

// Runs the io_context until `done()` or the deadline.
template <typename Done>
bool run_until(asio::io_context& io, std::chrono::steady_clock::duration limit, Done done) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (!done() && std::chrono::steady_clock::now() < deadline) {
    io.run_for(50ms);
    if (io.stopped()) io.restart();
  }
  return done();
}

std::string describe(const BotRecord& bot) {
  std::string out = "packets:";
  for (const auto& [name, n] : bot.counts) out += " " + name + "=" + std::to_string(n);
  for (const auto& e : bot.events) {
    if (e.type == ConnectionEventType::Disconnected) {
      out += " | disconnected (" + std::string(disconnect_cause_name(e.cause)) + "): " + e.reason;
    }
  }
  return out;
}

TEST_F(ConnectionIntegration, StatusPingReportsProtocol767) {
  asio::io_context io;
  auto future = asio::co_spawn(io, query_server_status(io.get_executor(), *load_protocol(), server_->host(),
                                                       server_->port()),
                               asio::use_future);
  io.run();
  ServerStatus status = future.get();
  EXPECT_EQ(status.protocol, 767);
  EXPECT_NE(status.version_name.find("1.21"), std::string::npos) << status.json;
  EXPECT_GT(status.players_max, 0);
}

TEST_F(ConnectionIntegration, LogsInReceivesChunksAndStaysPastTheKeepAliveTimeout) {
  asio::io_context io;
  auto bot = make_bot(io, "proto_bot", server_->port());
  const auto& b = *bot;

  ASSERT_TRUE(run_until(io, 60s, [&] { return b.disconnected || (b.counts.count("login") && b.columns.size() >= 100); }))
      << describe(b) << "\n" << server_->stderrText().substr(0, 4000);
  ASSERT_FALSE(b.disconnected) << describe(b);

  // Configuration stored the registries the world layer needs (dimension heights, chat types).
  const auto& registries = bot->connection->registries();
  ASSERT_TRUE(registries.count("minecraft:dimension_type")) << describe(b);
  bool overworld = false;
  for (const auto& e : registries.at("minecraft:dimension_type")) {
    if (e.key == "minecraft:overworld" && e.value && e.value->find("height")) overworld = true;
  }
  EXPECT_TRUE(overworld);
  EXPECT_EQ(bot->connection->state(), State::Play);
  EXPECT_GE(b.counts.at("position"), 1);
  // Every packet the server sent so far decoded exactly to its last byte.
  EXPECT_EQ(bot->connection->packets_with_trailing_bytes(), 0u) << bot->connection->last_trailing_packet();
  EXPECT_GT(b.chunk_bytes, 0u);

  // The server sends keep_alive every 4 s and kicks after 30 s without an answer; staying 35 s
  // proves the connection answers them on its own.
  run_until(io, 35s, [&] { return b.disconnected; });
  EXPECT_FALSE(b.disconnected) << describe(b);
  EXPECT_GE(bot->counts["keep_alive"], 5) << describe(b);
  // With view distance 10 the full view is 21 x 21 columns; flying-squid's 36-column quirk would
  // show up here.
  EXPECT_GE(b.columns.size(), 400u) << describe(b);
  RecordProperty("columns", static_cast<int>(b.columns.size()));
  EXPECT_EQ(bot->connection->packets_with_trailing_bytes(), 0u) << bot->connection->last_trailing_packet();

  bot->connection->close("test over");
  ASSERT_TRUE(run_until(io, 10s, [&] { return b.disconnected; }));
  EXPECT_EQ(b.events.back().cause, DisconnectCause::Closed);
  EXPECT_EQ(b.events.back().reason, "test over");
}

TEST_F(ConnectionIntegration, SeveralBotsShareOneIoContext) {
  asio::io_context io;
  std::vector<std::unique_ptr<BotRecord>> bots;
  for (const char* name : {"team_a", "team_b", "team_c"}) bots.push_back(make_bot(io, name, server_->port()));
  auto all_in = [&] {
    for (const auto& b : bots) {
      if (b->disconnected || !b->counts.count("login") || b->columns.size() < 50) return false;
    }
    return true;
  };
  ASSERT_TRUE(run_until(io, 60s, all_in)) << describe(*bots[0]) << "\n" << describe(*bots[1]) << "\n"
                                          << describe(*bots[2]);
  // Each was given its own offline uuid by the server.
  EXPECT_NE(bots[0]->connection->uuid(), bots[1]->connection->uuid());
  for (auto& b : bots) b->connection->close();
  run_until(io, 10s, [&] { return bots[0]->disconnected && bots[1]->disconnected && bots[2]->disconnected; });
}

TEST_F(ConnectionIntegration, KickIsReportedWithTheServersReason) {
  asio::io_context io;
  auto bot = make_bot(io, "kick_me", server_->port());
  ASSERT_TRUE(run_until(io, 60s, [&] { return bot->disconnected || bot->counts.count("login"); })) << describe(*bot);
  server_->consoleCommand("kick kick_me testing kicks");
  ASSERT_TRUE(run_until(io, 20s, [&] { return bot->disconnected; })) << describe(*bot);
  const auto& last = bot->events.back();
  EXPECT_EQ(last.cause, DisconnectCause::Kicked) << describe(*bot);
  EXPECT_NE(last.reason.find("testing kicks"), std::string::npos) << last.reason;
}

TEST(ConnectionFailure, RefusedPortIsAConnectFailedEvent) {
  asio::io_context io;
  // Port 1 on loopback: nothing listens there and unprivileged tests cannot bind it.
  auto bot = make_bot(io, "nobody", 1);
  ASSERT_TRUE(run_until(io, 15s, [&] { return bot->disconnected; }));
  EXPECT_EQ(bot->events.back().cause, DisconnectCause::ConnectFailed);
  EXPECT_NE(bot->events.back().reason.find("cannot connect to 127.0.0.1:1"), std::string::npos)
      << bot->events.back().reason;
}

}  // namespace
}  // namespace craftmate::protocol
