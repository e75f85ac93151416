#pragma once
// Which Minecraft version a bot joins with: MINDcraft's `minecraft_version` setting (and the
// `--version` flag of connect, start and script). "auto" asks the server first (a status ping, as
// mineflayer does) and takes the release it reports; a named release is used as given. Either way
// craftmate must speak it (world::VersionAdapters::supportedVersions: 1.20.5 to 26.1). Anything
// else is refused with one line naming the version asked for and the ones spoken.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

namespace craftmate::protocol {
struct ServerStatus;
}

namespace craftmate::launch {

inline constexpr std::string_view kAutoVersion = "auto";

// A version craftmate does not speak (asked for, or reported by the server); what() is one line.
struct UnsupportedMinecraftVersion : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The releases craftmate speaks, oldest first ("1.20.5", "1.20.6", "1.21", "1.21.1", ...), as
// world::VersionAdapters lists them.
const std::vector<std::string>& spokenVersions();
bool speaks(std::string_view version);
// "1.20.5 to 26.1", for messages.
std::string spokenRange();

// The release a status reply stands for: the spoken release with the reply's protocol number (the
// one its version name names when several share it, else the newest). Throws
// UnsupportedMinecraftVersion naming the server's version and the spoken ones.
std::string versionOfServer(const protocol::ServerStatus& status, const std::string& server);

// `setting` ("auto" or a release) made concrete for the server at host:port. Throws
// UnsupportedMinecraftVersion (a release craftmate does not speak, asked for or reported) or
// std::runtime_error (the status ping failed: the server is down or not a Minecraft server).
boost::asio::awaitable<std::string> resolveMinecraftVersion(boost::asio::any_io_executor executor, std::string setting,
                                                            std::string host, std::uint16_t port);

// The same, for callers outside an event loop (craftmate script, eval): runs the ping on its own.
std::string resolveMinecraftVersionNow(const std::string& setting, const std::string& host, std::uint16_t port);

}  // namespace craftmate::launch
