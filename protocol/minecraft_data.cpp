#include "protocol/minecraft_data.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "protocol/protocol_schema.h"

#ifndef CRAFTMATE_SERVER_DIR
#define CRAFTMATE_SERVER_DIR "server"
#endif

namespace craftmate::protocol {

std::filesystem::path minecraft_data_root() {
  if (const char* env = std::getenv("CRAFTMATE_MINECRAFT_DATA"); env && *env) return env;
  return std::filesystem::path(CRAFTMATE_SERVER_DIR) / "node_modules" / "minecraft-data" /
         "minecraft-data" / "data";
}

std::string read_text_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::filesystem::path minecraft_data_file(std::string_view version, std::string_view kind,
                                          std::string_view extension) {
  auto root = minecraft_data_root();
  auto paths_file = root / "dataPaths.json";
  if (!std::filesystem::exists(paths_file)) {
    throw std::runtime_error("minecraft-data not found: " + paths_file.string() +
                             " does not exist. Run `npm ci` in server/ or set CRAFTMATE_MINECRAFT_DATA "
                             "to the package's minecraft-data/data folder");
  }
  auto paths = nlohmann::json::parse(read_text_file(paths_file));
  const auto& pc = paths.at("pc");
  auto v = pc.find(std::string(version));
  if (v == pc.end()) {
    throw std::runtime_error("minecraft-data at " + root.string() + " does not know version '" +
                             std::string(version) + "'");
  }
  auto k = v->find(std::string(kind));
  if (k == v->end()) {
    throw std::runtime_error("minecraft-data has no '" + std::string(kind) + "' data for version " +
                             std::string(version));
  }
  auto file = root / k->get<std::string>() / (std::string(kind) + "." + std::string(extension));
  if (!std::filesystem::exists(file)) throw std::runtime_error("missing minecraft-data file " + file.string());
  return file;
}

std::shared_ptr<const ProtocolSchema> load_protocol(std::string_view version) {
  static std::mutex mutex;
  // Kept for the life of the process: every bot of every team shares one compiled schema.
  static std::map<std::string, std::shared_ptr<const ProtocolSchema>, std::less<>> cache;
  std::lock_guard lock(mutex);
  if (auto it = cache.find(version); it != cache.end()) {
    return it->second;
  }
  auto version_info = nlohmann::json::parse(read_text_file(minecraft_data_file(version, "version")));
  int protocol_version = version_info.at("version").get<int>();
  auto schema = std::make_shared<const ProtocolSchema>(
      read_text_file(minecraft_data_file(version, "protocol")), protocol_version, std::string(version));
  cache[std::string(version)] = schema;
  return schema;
}

}  // namespace craftmate::protocol
