// `craftmate connect --auth microsoft` end to end: the device code on stderr, the bot signed in
// against the fake services (CRAFTMATE_AUTH_SERVICES, CRAFTMATE_AUTH_CA_FILE, CRAFTMATE_AUTH_CACHE)
// joining the embedded server in online mode, the cache left 0600, and no token in the output.

#include <gtest/gtest.h>

#include <cstdlib>

#include "tests/auth/auth_test_support.h"
#include "tests/integration/support/embedded_server.h"
#include "tests/support/cli_run.h"

namespace craftmate::auth::testing {
namespace {

// stdout and stderr of `command`.
std::string run(const std::string& command) { return craftmate::test::runShell(command + " 2>&1").output; }

TEST(ConnectWithMicrosoft, SignsInWithADeviceCodeThenJoinsAnOnlineModeServer) {
  AuthHarness h;
  h.fake.setPendingPolls(1);
  craftmate::testing::EmbeddedServerOptions o;
  o.extraArgs = h.onlineServerArgs();
  craftmate::testing::EmbeddedServer server(o);

  const std::string env = "CRAFTMATE_AUTH_SERVICES=" + h.fake.baseUrl() + " CRAFTMATE_AUTH_CA_FILE=" + h.ca.caFile() +
                          " CRAFTMATE_AUTH_CACHE=" + h.cacheDir.string() + " ";
  const std::string connect = env + CRAFTMATE_BIN + " connect --auth microsoft --names Steve --seconds 0 --port " +
                              std::to_string(server.port());
  std::string out = run(connect);
  EXPECT_NE(out.find("[Steve] To sign in with Microsoft, open https://www.microsoft.com/link and enter the code " +
                     h.fake.deviceCodeShown()),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("[Steve] spawned at"), std::string::npos) << out << server.stderrText();
  EXPECT_EQ(modeOf(h.cacheDir / "Steve.json"), 0600u);
  for (const std::string& token : h.fake.issuedTokens()) EXPECT_EQ(out.find(token), std::string::npos) << token;

  // A second run uses the cache: no code, one more join.
  out = run(connect);
  EXPECT_EQ(out.find("To sign in"), std::string::npos) << out;
  EXPECT_NE(out.find("[Steve] spawned at"), std::string::npos) << out;
  EXPECT_EQ(h.fake.count("/oauth20_connect.srf"), 1);
  EXPECT_EQ(h.fake.count("/session/minecraft/join"), 2);

  // Without --auth microsoft the online-mode server is refused with what to set.
  out = run(CRAFTMATE_BIN + std::string(" connect --names Steve --seconds 0 --port ") + std::to_string(server.port()));
  EXPECT_NE(out.find("set \"auth\" to \"microsoft\""), std::string::npos) << out;
}

}  // namespace
}  // namespace craftmate::auth::testing
