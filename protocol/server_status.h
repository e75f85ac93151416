#pragma once
// The server list ping (status state): handshake with nextState 1, `ping_start`, read
// `server_info` (a JSON document), then `ping`/`ping` to measure the round trip. Used to check a
// server is up and which version it speaks before logging bots in.

#include <chrono>
#include <cstdint>
#include <string>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

namespace craftmate::protocol {

class ProtocolSchema;

struct ServerStatus {
  std::string json;          // server_info's response text, as sent
  std::string version_name;  // version.name, e.g. "1.21.1"
  int protocol = -1;         // version.protocol, e.g. 767
  int players_online = 0;
  int players_max = 0;
  std::string description;   // the MOTD as plain text
  std::chrono::milliseconds latency{0};
};

// Throws std::runtime_error saying what failed (connect, timeout, malformed reply).
boost::asio::awaitable<ServerStatus> query_server_status(boost::asio::any_io_executor executor,
                                                         const ProtocolSchema& schema, std::string host,
                                                         std::uint16_t port,
                                                         std::chrono::milliseconds timeout = std::chrono::seconds(10));

// Parses server_info's JSON into the fields above (json is kept as is). Throws std::runtime_error.
ServerStatus parse_server_status(const std::string& json);

}  // namespace craftmate::protocol
