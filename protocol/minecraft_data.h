#pragma once
// Finding minecraft-data's JSON files at run time.
//
// The npm package minecraft-data (pinned in server/package.json) is the one source of game and
// protocol data. Its data/dataPaths.json maps each version and data kind ("protocol", "blocks",
// ...) to a folder. The data root is, in order: the CRAFTMATE_MINECRAFT_DATA environment variable,
// or <CRAFTMATE_SERVER_DIR>/node_modules/minecraft-data/minecraft-data/data compiled in.

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::protocol {

class ProtocolSchema;

inline constexpr std::string_view kDefaultMinecraftVersion = "1.21.1";

// The data root in use (see above). Does not check that it exists.
std::filesystem::path minecraft_data_root();

// The file holding data kind `kind` ("protocol", "blocks", ...) for `version` ("1.21.1"), e.g.
// <root>/pc/1.21.1/protocol.json. Throws std::runtime_error naming the version/kind and the root
// when dataPaths.json lacks them or the file is missing (with a hint to run npm install in server/).
std::filesystem::path minecraft_data_file(std::string_view version, std::string_view kind,
                                          std::string_view extension = "json");
// The same under another data root (tests, Registry::load).
std::filesystem::path minecraft_data_file(const std::filesystem::path& root, std::string_view version,
                                          std::string_view kind, std::string_view extension = "json");
// Whether dataPaths.json lists data kind `kind` for `version` (same errors as above otherwise).
bool minecraft_data_has(const std::filesystem::path& root, std::string_view version, std::string_view kind);
// The Java edition versions dataPaths.json lists (sorted by name, not by release).
std::vector<std::string> minecraft_data_versions();

// Reads a whole file; throws std::runtime_error naming the path on failure.
std::string read_text_file(const std::filesystem::path& path);

// The protocol schema of a version, loaded once per process and shared by every connection
// (protocol.json is ~250 KB; compiling it per bot would waste memory and start-up time).
std::shared_ptr<const ProtocolSchema> load_protocol(std::string_view version = kDefaultMinecraftVersion);

}  // namespace craftmate::protocol
