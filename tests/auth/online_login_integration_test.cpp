// The online-mode login end to end: the embedded server (flying-squid) in online mode checks each
// login with the session server of the fake services (hasJoined over HTTPS, trusting the test CA),
// and craftmate's bot joins through the Microsoft account signed in against the same fake.

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "tests/auth/auth_test_support.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

namespace craftmate::auth::testing {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;

class OnlineModeServer : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    harness_ = new AuthHarness;
    craftmate::testing::EmbeddedServerOptions o;
    o.extraArgs = {"--online-mode", "--session-server", harness_->fake.baseUrl(), "--session-server-ca",
                   harness_->ca.caFile()};
    server_ = new craftmate::testing::EmbeddedServer(o);
  }
  static void TearDownTestSuite() {
    delete server_;
    delete harness_;
  }

  struct Outcome {
    bool spawned = false;
    std::string endReason;
    std::map<std::string, world::Player> players;
  };

  // Joins one bot and reports whether it spawned (then leaves) or how its connection ended.
  static Outcome play(const std::string& name, std::shared_ptr<const protocol::OnlineLogin> online) {
    asio::io_context io;
    world::BotOptions options;
    options.host = server_->host();
    options.port = server_->port();
    options.username = name;
    options.online = std::move(online);
    auto bot = world::Bot::create(io.get_executor(), options);
    Outcome out;
    bot->events().spawn.on([&] {
      if (out.spawned) return;
      out.spawned = true;
      asio::post(bot->executor(), [&] {
        out.players = bot->players();
        bot->quit();
      });
    });
    bot->events().end.on([&](const std::string& reason) {
      out.endReason = reason;
      io.stop();
    });
    bot->start();
    io.run_for(60s);
    return out;
  }

  static std::shared_ptr<const protocol::OnlineLogin> signIn(const std::string& name) {
    return runAwaitable([&](asio::any_io_executor ex) {
      return onlineLogin(std::make_shared<MicrosoftAccount>(name, harness_->options()), name);
    });
  }

  static AuthHarness* harness_;
  static craftmate::testing::EmbeddedServer* server_;
};

AuthHarness* OnlineModeServer::harness_ = nullptr;
craftmate::testing::EmbeddedServer* OnlineModeServer::server_ = nullptr;

TEST_F(OnlineModeServer, ABotWithAMicrosoftAccountJoinsAndTheServerKnowsItsProfile) {
  auto login = signIn("Steve");
  const int checksBefore = harness_->fake.count("/session/minecraft/hasJoined");
  Outcome o = play("Steve", login);
  ASSERT_TRUE(o.spawned) << o.endReason << "\n" << server_->stderrText();
  EXPECT_EQ(harness_->fake.count("/session/minecraft/join"), 1);
  EXPECT_EQ(harness_->fake.count("/session/minecraft/hasJoined"), checksBefore + 1);
  // The server took the uuid from the session server's answer, not from the offline rule.
  ASSERT_TRUE(o.players.count("Steve"));
  EXPECT_EQ(o.players.at("Steve").uuid, "069a79f4-44e9-4726-a5be-fca90e38aaf5");
}

TEST_F(OnlineModeServer, TheServerRefusesALoginThatNeverJoinedTheSessionServer) {
  auto cheat = std::make_shared<protocol::OnlineLogin>();
  cheat->uuid = "069a79f4-44e9-4726-a5be-fca90e38aaf5";
  cheat->join = [](std::string) -> asio::awaitable<void> { co_return; };  // claims to have joined
  Outcome o = play("Steve", cheat);
  EXPECT_FALSE(o.spawned);
  EXPECT_NE(o.endReason.find("Failed to verify username"), std::string::npos) << o.endReason;
}

TEST_F(OnlineModeServer, AnOfflineBotIsToldWhatToSet) {
  Outcome o = play("Alex", nullptr);
  EXPECT_FALSE(o.spawned);
  EXPECT_NE(o.endReason.find("online mode"), std::string::npos) << o.endReason;
  EXPECT_NE(o.endReason.find("set \"auth\" to \"microsoft\""), std::string::npos) << o.endReason;
}

TEST_F(OnlineModeServer, ARefusedJoinEndsTheConnectionNamingTheStepWithoutTheToken) {
  auto login = signIn("Steve");
  harness_->fake.refuse("/session/minecraft/join", 403, "{\"error\":\"ForbiddenOperationException\",\"sent\":{request}}");
  Outcome o = play("Steve", login);
  harness_->fake.allow("/session/minecraft/join");
  EXPECT_FALSE(o.spawned);
  EXPECT_NE(o.endReason.find("the session-server join failed"), std::string::npos) << o.endReason;
  EXPECT_NE(o.endReason.find("at the session join step"), std::string::npos) << o.endReason;
  for (const std::string& token : harness_->fake.issuedTokens()) EXPECT_EQ(o.endReason.find(token), std::string::npos);
}

}  // namespace
}  // namespace craftmate::auth::testing
