#include "launch/minecraft_version.h"

#include <algorithm>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include "protocol/minecraft_data.h"
#include "protocol/server_status.h"
#include "world/version_adapters.h"

namespace craftmate::launch {

namespace {

struct Spoken {
  std::vector<std::string> names;  // oldest first
  std::vector<int> protocols;      // the protocol number of each
};

// The releases the client speaks (world::VersionAdapters) with their protocol numbers.
const Spoken& spoken() {
  static const Spoken table = [] {
    Spoken s;
    for (const std::string& name : world::VersionAdapters::supportedVersions()) {
      s.names.push_back(name);
      s.protocols.push_back(world::VersionAdapters::forVersion(name)->protocolVersion());
    }
    return s;
  }();
  return table;
}

}  // namespace

const std::vector<std::string>& spokenVersions() { return spoken().names; }

bool speaks(std::string_view version) {
  const auto& names = spoken().names;
  return std::find(names.begin(), names.end(), version) != names.end();
}

std::string spokenRange() { return world::VersionAdapters::supportedRange(); }

std::string versionOfServer(const protocol::ServerStatus& status, const std::string& server) {
  const Spoken& s = spoken();
  std::string chosen;
  for (std::size_t i = 0; i < s.names.size(); ++i) {
    if (s.protocols[i] != status.protocol) continue;
    // Several releases share a protocol (1.20.5 and 1.20.6): the one the server names, else the newest.
    const bool named = status.version_name == s.names[i] || status.version_name.ends_with(" " + s.names[i]);
    chosen = s.names[i];
    if (named) break;
  }
  if (chosen.empty()) {
    throw UnsupportedMinecraftVersion("the server at " + server + " speaks Minecraft " +
                                      (status.version_name.empty() ? "?" : status.version_name) + " (protocol " +
                                      std::to_string(status.protocol) + "); craftmate speaks " + spokenRange());
  }
  return chosen;
}

boost::asio::awaitable<std::string> resolveMinecraftVersion(boost::asio::any_io_executor executor, std::string setting,
                                                            std::string host, std::uint16_t port) {
  if (setting != kAutoVersion) {
    if (!speaks(setting))
      throw UnsupportedMinecraftVersion("minecraft_version is \"" + setting + "\": craftmate speaks " + spokenRange() +
                                        ", or \"auto\" to ask the server");
    co_return setting;
  }
  // The status exchange is the same in every version; any schema encodes it.
  const auto schema = protocol::load_protocol();
  const auto status = co_await protocol::query_server_status(executor, *schema, host, port);
  co_return versionOfServer(status, host + ":" + std::to_string(port));
}

std::string resolveMinecraftVersionNow(const std::string& setting, const std::string& host, std::uint16_t port) {
  boost::asio::io_context io;
  auto version = boost::asio::co_spawn(io, resolveMinecraftVersion(io.get_executor(), setting, host, port),
                                       boost::asio::use_future);
  io.run();
  return version.get();
}

}  // namespace craftmate::launch
