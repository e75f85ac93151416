// The online-mode login end to end: the embedded server (flying-squid) in online mode checks each
// login with the session server of the fake services (hasJoined over HTTPS, trusting the test CA),
// and craftmate's bot joins through the Microsoft account signed in against the same fake.

#include <gtest/gtest.h>

#include "tests/auth/online_server_test.h"

namespace craftmate::auth::testing {
namespace {

namespace asio = boost::asio;

class OnlineModeServer : public OnlineServerTest {
 protected:
  static void SetUpTestSuite() { startServer(); }

  // Joins one bot and reports whether it spawned (then leaves at once) or how its connection ended.
  static Visit play(const std::string& name, std::shared_ptr<const protocol::OnlineLogin> online) {
    return visit(name, std::move(online), [](world::Bot& bot) { bot.quit(); });
  }
};

TEST_F(OnlineModeServer, ABotWithAMicrosoftAccountJoinsAndTheServerKnowsItsProfile) {
  auto login = signIn("Steve");
  const int checksBefore = harness_->fake.count("/session/minecraft/hasJoined");
  Visit o = play("Steve", login);
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
  Visit o = play("Steve", cheat);
  EXPECT_FALSE(o.spawned);
  EXPECT_NE(o.endReason.find("Failed to verify username"), std::string::npos) << o.endReason;
}

TEST_F(OnlineModeServer, AnOfflineBotIsToldWhatToSet) {
  Visit o = play("Alex", nullptr);
  EXPECT_FALSE(o.spawned);
  EXPECT_NE(o.endReason.find("online mode"), std::string::npos) << o.endReason;
  EXPECT_NE(o.endReason.find("set \"auth\" to \"microsoft\""), std::string::npos) << o.endReason;
}

TEST_F(OnlineModeServer, ARefusedJoinEndsTheConnectionNamingTheStepWithoutTheToken) {
  auto login = signIn("Steve");
  harness_->fake.refuse("/session/minecraft/join", 403, "{\"error\":\"ForbiddenOperationException\",\"sent\":{request}}");
  Visit o = play("Steve", login);
  harness_->fake.allow("/session/minecraft/join");
  EXPECT_FALSE(o.spawned);
  EXPECT_NE(o.endReason.find("the session-server join failed"), std::string::npos) << o.endReason;
  EXPECT_NE(o.endReason.find("at the session join step"), std::string::npos) << o.endReason;
  for (const std::string& token : harness_->fake.issuedTokens()) EXPECT_EQ(o.endReason.find(token), std::string::npos);
}

}  // namespace
}  // namespace craftmate::auth::testing
