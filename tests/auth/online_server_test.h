#pragma once
// The fixture of the online-mode tests: the fake services and the embedded server in online mode
// (one of each per suite), an account signed in against the fake, and one bot's visit to the
// server with what it saw.

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "protocol/connection.h"
#include "tests/auth/auth_test_support.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

namespace craftmate::auth::testing {

class OnlineServerTest : public ::testing::Test {
 protected:
  // Starts the fake services, then the server in online mode checking logins with them, its
  // command line extended by what `moreArgs` returns for those services (null: nothing). Called
  // from a suite's SetUpTestSuite.
  static void startServer(const std::function<std::vector<std::string>(AuthHarness&)>& moreArgs = nullptr);
  static void TearDownTestSuite();

  // What one bot saw on the server.
  struct Visit {
    bool spawned = false;
    std::map<std::string, world::Player> players;  // the player list at spawn
    std::vector<std::string> lines;                // chat lines received
    std::string endReason;
  };
  // Joins `name` with `online` (null: offline) and runs until the connection ends or `limit`
  // passes. Once spawned, `atSpawn` runs on the bot's strand; the bot leaves once a chat line
  // contains `leaveOn` (empty: only `atSpawn` makes it leave).
  static Visit visit(const std::string& name, std::shared_ptr<const protocol::OnlineLogin> online,
                     std::function<void(world::Bot&)> atSpawn, const std::string& leaveOn = {},
                     std::chrono::seconds limit = std::chrono::seconds(60));
  // `name` signed in with a Microsoft account against the fake, ready to join.
  static std::shared_ptr<const protocol::OnlineLogin> signIn(const std::string& name);

  static inline AuthHarness* harness_ = nullptr;
  static inline craftmate::testing::EmbeddedServer* server_ = nullptr;
};

}  // namespace craftmate::auth::testing
