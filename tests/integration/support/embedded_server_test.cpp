// Tests of the EmbeddedServer fixture: it starts a real flying-squid 1.21.1 that answers a server
// list ping on the port it reports, stops it, and explains failures.

#include "tests/integration/support/embedded_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace craftmate::testing {
namespace {

int connectLoopback(std::uint16_t port) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

void putVarInt(std::string& out, std::uint32_t v) {
  do {
    std::uint8_t b = v & 0x7f;
    v >>= 7;
    out.push_back(static_cast<char>(v ? (b | 0x80) : b));
  } while (v);
}

// A minimal status ("server list ping") exchange, enough to prove a Minecraft server of protocol
// 767 (1.21.1) listens on the port; returns the status JSON text.
std::string statusJson(std::uint16_t port) {
  int fd = connectLoopback(port);
  if (fd < 0) return "";
  std::string handshake;
  putVarInt(handshake, 0x00);  // handshake packet id
  putVarInt(handshake, 767);
  const std::string host = "127.0.0.1";
  putVarInt(handshake, static_cast<std::uint32_t>(host.size()));
  handshake += host;
  handshake.push_back(static_cast<char>(port >> 8));
  handshake.push_back(static_cast<char>(port & 0xff));
  putVarInt(handshake, 1);  // next state: status
  std::string frames;
  putVarInt(frames, static_cast<std::uint32_t>(handshake.size()));
  frames += handshake;
  frames += std::string("\x01\x00", 2);  // status request: length 1, id 0
  (void)!::write(fd, frames.data(), frames.size());
  std::string reply;
  char buf[4096];
  timeval tv{5, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  while (reply.find('}') == std::string::npos || reply.back() != '}') {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n <= 0) break;
    reply.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  auto brace = reply.find('{');
  return brace == std::string::npos ? "" : reply.substr(brace);
}

TEST(EmbeddedServer, StartsAnswersStatusPingAndStops) {
  EmbeddedServer server;
  ASSERT_NE(server.port(), 0);
  EXPECT_EQ(server.host(), "127.0.0.1");
  EXPECT_TRUE(server.running());
  const std::string status = statusJson(server.port());
  EXPECT_NE(status.find("\"protocol\":767"), std::string::npos) << status;
  EXPECT_NE(status.find("1.21.1"), std::string::npos) << status;

  const std::uint16_t port = server.port();
  server.stop();
  EXPECT_FALSE(server.running());
  EXPECT_EQ(connectLoopback(port), -1) << "the port still accepts connections after stop()";
  EXPECT_NE(server.stderrText().find("stopping"), std::string::npos) << server.stderrText();
}

TEST(EmbeddedServer, TwoServersGetDifferentPorts) {
  EmbeddedServer a;
  EmbeddedServer b;
  EXPECT_NE(a.port(), b.port());
  EXPECT_NE(statusJson(a.port()), "");
  EXPECT_NE(statusJson(b.port()), "");
}

TEST(EmbeddedServer, BadOptionFailsWithTheServersExplanation) {
  EmbeddedServerOptions options;
  options.world = "moon";
  try {
    EmbeddedServer server(options);
    FAIL() << "a server with --world moon started";
  } catch (const std::runtime_error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("exited before it was ready"), std::string::npos) << what;
    EXPECT_NE(what.find("--world must be one of flat, vanilla-flat, normal, got 'moon'"), std::string::npos) << what;
  }
}

TEST(EmbeddedServer, MissingServerFolderIsExplained) {
  EmbeddedServerOptions options;
  options.serverDir = "/nonexistent/craftmate/server";
  try {
    EmbeddedServer server(options);
    FAIL() << "started without a server folder";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("CRAFTMATE_SERVER_DIR"), std::string::npos) << e.what();
  }
}

TEST(EmbeddedServer, MissingNodeIsExplained) {
  EmbeddedServerOptions options;
  options.node = "/nonexistent/node";
  try {
    EmbeddedServer server(options);
    FAIL() << "started without node";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("could not execute node"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::testing
