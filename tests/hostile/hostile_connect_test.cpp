// `craftmate connect` against craftmate_hostile_server, one bad input per case: the connection
// ends with a message naming what was wrong (or, for inputs a client must tolerate, the bot plays
// on), and the process exits normally under a 3 GB address-space limit.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>

#include "tests/hostile/hostile_script.h"
#include "tests/support/cli_run.h"

namespace craftmate::hostile {
namespace {

// The address-space limit that turns a runaway allocation into a failed one (ASan reserves
// terabytes of shadow memory, so an ASan build runs without it).
#if defined(__SANITIZE_ADDRESS__)
constexpr const char* kLimit = "";
#else
constexpr const char* kLimit = "ulimit -v 3000000; ";
#endif

class HostileServer : public testing::TestWithParam<HostileCase> {};

TEST_P(HostileServer, ConnectEndsCleanlyOrPlaysOn) {
  const HostileCase& c = GetParam();
  FILE* server = popen((std::string("timeout 90 ") + HOSTILE_SERVER_BIN + " --case " + c.name + " 2>&1").c_str(), "r");
  ASSERT_NE(server, nullptr);
  char line[128] = {0};
  ASSERT_NE(fgets(line, sizeof line, server), nullptr);
  int port = 0;
  ASSERT_EQ(sscanf(line, "port %d", &port), 1) << line;

  const test::CliResult client = test::runShell(std::string(kLimit) + "timeout 60 " + std::string(CRAFTMATE_BIN) +
                         // A named release: the hostile server answers one login, not a status ping.
                         " connect --version 1.21.1 --names hostile --seconds 1 --port " + std::to_string(port) +
                         " 2>&1");
  std::string serverOutput;
  while (fgets(line, sizeof line, server)) serverOutput += line;
  const int serverStatus = pclose(server);

  SCOPED_TRACE("input: " + c.input + "\nclient output:\n" + client.output + "server: " + serverOutput);
  ASSERT_NE(client.exitCode, -1) << "craftmate died by a signal";
  EXPECT_NE(client.exitCode, 124) << "craftmate did not end within 60 s";
  EXPECT_NE(client.output.find(c.expected), std::string::npos) << "expected: " << c.expected;
  if (c.connectionEnds) {
    EXPECT_NE(client.output.find("] disconnected: "), std::string::npos);
    EXPECT_EQ(client.output.find("spawned at"), std::string::npos);
  } else {
    EXPECT_EQ(client.exitCode, 0);
    EXPECT_EQ(client.output.find("malformed"), std::string::npos);
    EXPECT_EQ(client.output.find("protocol_error"), std::string::npos);
  }
  EXPECT_TRUE(WIFEXITED(serverStatus) && WEXITSTATUS(serverStatus) == 0) << "the client did not hang up";
}

INSTANTIATE_TEST_SUITE_P(Cases, HostileServer, testing::ValuesIn(hostileCases()),
                         [](const testing::TestParamInfo<HostileCase>& info) { return info.param.name; });

}  // namespace
}  // namespace craftmate::hostile
