#pragma once
// A hostile Minecraft 1.21.1 server's scripts: just enough protocol (login with compression,
// configuration, play login, a position and health so the client spawns) to reach each state, then
// one bad input per case. Used by craftmate_hostile_server (against `craftmate connect`) and by
// in-process Bot tests.

#include <boost/asio/awaitable.hpp>

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "tests/protocol/scripted_server.h"

namespace craftmate::hostile {

using protocol::test::ScriptedServer;

inline constexpr int kSelfEntityId = 1;

// Handshake, login (compression on at 256, as vanilla), success; leaves the client in
// configuration with its settings and brand read.
boost::asio::awaitable<void> loginToConfiguration(ScriptedServer& server);
// registry_data for minecraft:dimension_type with one overworld entry of this min_y and height.
boost::asio::awaitable<void> sendDimension(ScriptedServer& server, std::int32_t minY, std::int32_t height);
// finish_configuration, then play: login, position, health; waits for the teleport confirmation,
// so the client is in play when it returns.
boost::asio::awaitable<void> enterPlay(ScriptedServer& server);

struct HostileCase {
  std::string name;
  std::string input;      // what the server sends, for docs/reliability.md
  bool connectionEnds;    // true: the client must end the connection; false: it must carry on
  std::string expected;   // text the client's output must contain
  std::function<boost::asio::awaitable<void>(ScriptedServer&)> script;  // from accept to the bad input
};

const std::vector<HostileCase>& hostileCases();
inline void PrintTo(const HostileCase& c, std::ostream* os) { *os << c.name; }  // for GoogleTest

}  // namespace craftmate::hostile
