// Secure chat end to end: the embedded server in online mode with --enforce-secure-chat, trusting
// the fake services' signing key (--services-public-key), checks the bot's chat session (its
// profile key, signed by the fake) and the signature of each chat message with minecraft-protocol's
// own verifier; a message that does not verify ends the connection and is not broadcast.

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>

#include <fstream>
#include <thread>

#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "protocol/login_crypto.h"
#include "tests/auth/auth_test_support.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

namespace craftmate::auth::testing {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;

class SecureChatServer : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    harness_ = new AuthHarness;
    std::filesystem::create_directories(harness_->cacheDir.parent_path());
    const auto keyFile = harness_->cacheDir.parent_path() / "services_public.pem";
    std::ofstream(keyFile) << harness_->fake.servicesPublicKeyPem();
    craftmate::testing::EmbeddedServerOptions o;
    o.extraArgs = {"--online-mode", "--session-server", harness_->fake.baseUrl(), "--session-server-ca",
                   harness_->ca.caFile(), "--enforce-secure-chat", "--services-public-key", keyFile.string()};
    server_ = new craftmate::testing::EmbeddedServer(o);
  }
  static void TearDownTestSuite() {
    delete server_;
    delete harness_;
  }

  struct Outcome {
    bool spawned = false;
    std::vector<std::string> lines;  // chat lines received
    std::string endReason;
  };

  // Joins, runs `speak` once spawned, and leaves when `wanted` arrives (or the server ends it).
  static Outcome play(std::shared_ptr<const protocol::OnlineLogin> online, std::function<void(world::Bot&)> speak,
                      const std::string& wanted) {
    asio::io_context io;
    world::BotOptions options;
    options.host = server_->host();
    options.port = server_->port();
    options.username = "Steve";
    options.online = std::move(online);
    auto bot = world::Bot::create(io.get_executor(), options);
    Outcome out;
    bot->events().spawn.on([&] {
      if (out.spawned) return;
      out.spawned = true;
      asio::post(bot->executor(), [&] { speak(*bot); });
    });
    bot->events().message.on([&](const world::ChatMessage& m) {
      out.lines.push_back(m.text);
      if (m.text.find(wanted) != std::string::npos) asio::post(bot->executor(), [&] { bot->quit(); });
    });
    bot->events().end.on([&](const std::string& reason) {
      out.endReason = reason;
      io.stop();
    });
    bot->start();
    io.run_for(90s);
    return out;
  }

  static std::shared_ptr<const protocol::OnlineLogin> signIn() {
    return runAwaitable([&](asio::any_io_executor) {
      return onlineLogin(std::make_shared<MicrosoftAccount>("Steve", harness_->options()), "Steve");
    });
  }

  // Whether the server's log shows `text` within 30 s.
  static bool serverLogs(const std::string& text) {
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while (server_->stderrText().find(text) == std::string::npos) {
      if (std::chrono::steady_clock::now() > deadline) return false;
      std::this_thread::sleep_for(20ms);
    }
    return true;
  }

  static bool said(const Outcome& o, const std::string& line) {
    return std::find(o.lines.begin(), o.lines.end(), line) != o.lines.end();
  }

  static AuthHarness* harness_;
  static craftmate::testing::EmbeddedServer* server_;
};

AuthHarness* SecureChatServer::harness_ = nullptr;
craftmate::testing::EmbeddedServer* SecureChatServer::server_ = nullptr;

TEST_F(SecureChatServer, TheServerVerifiesTheBotsSignedChat) {
  auto login = signIn();
  ASSERT_TRUE(login->profileKeys);
  // Two lines: the second signature covers index 1 of the same session.
  Outcome o = play(login, [](world::Bot& bot) { bot.chat("first signed line"); bot.chat("second signed line"); },
                   "<Steve> second signed line");
  ASSERT_TRUE(o.spawned) << o.endReason << "\n" << server_->stderrText();
  EXPECT_TRUE(said(o, "<Steve> first signed line")) << o.endReason << "\n" << server_->stderrText();
  EXPECT_TRUE(said(o, "<Steve> second signed line")) << o.endReason << "\n" << server_->stderrText();
  EXPECT_EQ(o.endReason.rfind("closed:", 0), 0u) << o.endReason;  // the bot left; nobody ended it
  EXPECT_EQ(server_->stderrText().find("secure chat: refused"), std::string::npos) << server_->stderrText();
}

TEST_F(SecureChatServer, AMessageWhoseSignatureDoesNotVerifyIsRefused) {
  auto login = signIn();
  Outcome o = play(
      login,
      [](world::Bot& bot) {
        const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::system_clock::now().time_since_epoch()).count();
        bot.send("chat_message", protocol::Value::object({{"message", "forged line"}, {"timestamp", now}, {"salt", 1},
                                                          {"signature", protocol::random_bytes(256)}, {"offset", 0},
                                                          {"acknowledged", protocol::Bytes(3, 0)}}));
      },
      "<Steve> forged line");
  ASSERT_TRUE(o.spawned) << o.endReason;
  EXPECT_FALSE(said(o, "<Steve> forged line"));
  EXPECT_EQ(o.endReason, "kicked: Chat message validation failure (multiplayer.disconnect.chat_validation_failed)");
  // The server logs the refusal after it has kicked the bot: wait for the line.
  EXPECT_TRUE(serverLogs("secure chat: refused Steve's message")) << server_->stderrText();
}

TEST_F(SecureChatServer, AKeyTheServicesDidNotSignIsRefused) {
  auto signedIn = signIn();
  auto forged = std::make_shared<protocol::OnlineLogin>(*signedIn);
  auto keys = std::make_shared<protocol::ProfileKeys>(*signedIn->profileKeys);
  keys->servicesSignature.back() ^= 1;
  forged->profileKeys = keys;
  Outcome o = play(forged, [](world::Bot& bot) { bot.chat("unsigned key"); }, "<Steve> unsigned key");
  EXPECT_FALSE(said(o, "<Steve> unsigned key"));
  EXPECT_EQ(o.endReason, "kicked: Invalid signature for profile public key "
                         "(multiplayer.disconnect.invalid_public_key_signature)");
}

}  // namespace
}  // namespace craftmate::auth::testing
