// Which release a status reply stands for, and the one-line refusals (launch/minecraft_version.h).
// The ping itself against the embedded server of each version: tests/integration/version_matrix_test.cpp.

#include "launch/minecraft_version.h"

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include "protocol/server_status.h"

namespace craftmate::launch {
namespace {

protocol::ServerStatus status(const std::string& name, int protocolNumber) {
  protocol::ServerStatus s;
  s.version_name = name;
  s.protocol = protocolNumber;
  return s;
}

TEST(MinecraftVersion, SpeaksEveryReleaseFrom1205InTheData) {
  const auto& spoken = spokenVersions();
  ASSERT_FALSE(spoken.empty());
  EXPECT_EQ(spoken.front(), "1.20.5");
  for (const char* v : {"1.20.5", "1.20.6", "1.21.1", "1.21.3", "1.21.4", "1.21.11", "26.1"}) EXPECT_TRUE(speaks(v)) << v;
  for (const char* v : {"1.20.4", "1.8.8", "auto", "", "1.21.1-pre1", "26.1-pre1"}) EXPECT_FALSE(speaks(v)) << v;
  EXPECT_EQ(spokenRange().rfind("1.20.5 to ", 0), 0u) << spokenRange();
}

TEST(MinecraftVersion, AStatusReplyNamesItsRelease) {
  EXPECT_EQ(versionOfServer(status("1.21.4", 769), "s"), "1.21.4");
  EXPECT_EQ(versionOfServer(status("1.21.1", 767), "s"), "1.21.1");
  EXPECT_EQ(versionOfServer(status("26.1", 775), "s"), "26.1");
  // Releases sharing a protocol: the one the server names, also inside a longer name (Paper).
  EXPECT_EQ(versionOfServer(status("1.20.5", 766), "s"), "1.20.5");
  EXPECT_EQ(versionOfServer(status("1.20.6", 766), "s"), "1.20.6");
  EXPECT_EQ(versionOfServer(status("Paper 1.20.5", 766), "s"), "1.20.5");
  // A release minecraft-data has no folder for (1.21.2) speaks as the newest one of its protocol.
  EXPECT_EQ(versionOfServer(status("1.21.2", 768), "s"), "1.21.3");
  EXPECT_EQ(versionOfServer(status("Velocity 3.3", 767), "s"), "1.21.1");
}

TEST(MinecraftVersion, AServerOnAnotherReleaseIsRefusedInOneLineNamingBoth) {
  try {
    versionOfServer(status("1.19.4", 762), "127.0.0.1:25565");
    FAIL() << "accepted";
  } catch (const UnsupportedMinecraftVersion& e) {
    const std::string line = e.what();
    EXPECT_EQ(line, "the server at 127.0.0.1:25565 speaks Minecraft 1.19.4 (protocol 762); craftmate speaks " + spokenRange());
    EXPECT_EQ(line.find('\n'), std::string::npos);
  }
}

TEST(MinecraftVersion, ANamedReleaseIsUsedWithoutAskingAndAnUnspokenOneIsRefused) {
  boost::asio::io_context io;
  // Port 1 has no server: a named release must not ping.
  auto named = boost::asio::co_spawn(io, resolveMinecraftVersion(io.get_executor(), "1.20.6", "127.0.0.1", 1),
                                     boost::asio::use_future);
  auto refused = boost::asio::co_spawn(io, resolveMinecraftVersion(io.get_executor(), "1.12.2", "127.0.0.1", 1),
                                       boost::asio::use_future);
  io.run();
  EXPECT_EQ(named.get(), "1.20.6");
  try {
    refused.get();
    FAIL() << "accepted";
  } catch (const UnsupportedMinecraftVersion& e) {
    EXPECT_EQ(std::string(e.what()),
              "minecraft_version is \"1.12.2\": craftmate speaks " + spokenRange() + ", or \"auto\" to ask the server");
  }
}

TEST(MinecraftVersion, AutoWithNoServerSaysThePingFailed) {
  try {
    resolveMinecraftVersionNow("auto", "127.0.0.1", 1);
    FAIL() << "accepted";
  } catch (const UnsupportedMinecraftVersion&) {
    FAIL() << "a connection failure is not a version refusal";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("127.0.0.1:1"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::launch
