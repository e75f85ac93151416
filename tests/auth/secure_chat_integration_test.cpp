// Secure chat end to end: the embedded server in online mode with --enforce-secure-chat, trusting
// the fake services' signing key (--services-public-key), checks the bot's chat session (its
// profile key, signed by the fake) and the signature of each chat message with minecraft-protocol's
// own verifier; a message that does not verify ends the connection and is not broadcast.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <thread>

#include "protocol/login_crypto.h"
#include "tests/auth/online_server_test.h"

namespace craftmate::auth::testing {
namespace {

using namespace std::chrono_literals;

class SecureChatServer : public OnlineServerTest {
 protected:
  // The server also enforces secure chat, trusting the fake services' signing key.
  static void SetUpTestSuite() {
    startServer([](AuthHarness& h) {
      std::filesystem::create_directories(h.cacheDir.parent_path());
      const auto keyFile = h.cacheDir.parent_path() / "services_public.pem";
      std::ofstream(keyFile) << h.fake.servicesPublicKeyPem();
      return std::vector<std::string>{"--enforce-secure-chat", "--services-public-key", keyFile.string()};
    });
  }

  // Steve joins, runs `speak` once spawned, and leaves when `wanted` arrives (or the server ends it).
  static Visit play(std::shared_ptr<const protocol::OnlineLogin> online, std::function<void(world::Bot&)> speak,
                    const std::string& wanted) {
    return visit("Steve", std::move(online), std::move(speak), wanted, 90s);
  }

  static std::shared_ptr<const protocol::OnlineLogin> signIn() { return OnlineServerTest::signIn("Steve"); }

  // Whether the server's log shows `text` within 30 s.
  static bool serverLogs(const std::string& text) {
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while (server_->stderrText().find(text) == std::string::npos) {
      if (std::chrono::steady_clock::now() > deadline) return false;
      std::this_thread::sleep_for(20ms);
    }
    return true;
  }

  static bool said(const Visit& o, const std::string& line) {
    return std::find(o.lines.begin(), o.lines.end(), line) != o.lines.end();
  }
};

TEST_F(SecureChatServer, TheServerVerifiesTheBotsSignedChat) {
  auto login = signIn();
  ASSERT_TRUE(login->profileKeys);
  // Two lines: the second signature covers index 1 of the same session.
  Visit o = play(login, [](world::Bot& bot) { bot.chat("first signed line"); bot.chat("second signed line"); },
                   "<Steve> second signed line");
  ASSERT_TRUE(o.spawned) << o.endReason << "\n" << server_->stderrText();
  EXPECT_TRUE(said(o, "<Steve> first signed line")) << o.endReason << "\n" << server_->stderrText();
  EXPECT_TRUE(said(o, "<Steve> second signed line")) << o.endReason << "\n" << server_->stderrText();
  EXPECT_EQ(o.endReason.rfind("closed:", 0), 0u) << o.endReason;  // the bot left; nobody ended it
  EXPECT_EQ(server_->stderrText().find("secure chat: refused"), std::string::npos) << server_->stderrText();
}

TEST_F(SecureChatServer, AMessageWhoseSignatureDoesNotVerifyIsRefused) {
  auto login = signIn();
  Visit o = play(
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
  Visit o = play(forged, [](world::Bot& bot) { bot.chat("unsigned key"); }, "<Steve> unsigned key");
  EXPECT_FALSE(said(o, "<Steve> unsigned key"));
  EXPECT_EQ(o.endReason, "kicked: Invalid signature for profile public key "
                         "(multiplayer.disconnect.invalid_public_key_signature)");
}

}  // namespace
}  // namespace craftmate::auth::testing
