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

namespace {

// dataPaths.json's "pc" object of a data root, parsed once per root.
const nlohmann::json& java_data_paths(const std::filesystem::path& root) {
  static std::mutex mutex;
  static std::map<std::filesystem::path, nlohmann::json> parsed;
  std::lock_guard lock(mutex);
  if (auto it = parsed.find(root); it != parsed.end()) return it->second;
  auto paths_file = root / "dataPaths.json";
  if (!std::filesystem::exists(paths_file)) {
    throw std::runtime_error("minecraft-data not found: " + paths_file.string() +
                             " does not exist. Run `npm ci` in server/ or set CRAFTMATE_MINECRAFT_DATA "
                             "to the package's minecraft-data/data folder");
  }
  return parsed[root] = nlohmann::json::parse(read_text_file(paths_file)).at("pc");
}

const nlohmann::json& version_paths(const std::filesystem::path& root, std::string_view version) {
  const auto& pc = java_data_paths(root);
  auto v = pc.find(std::string(version));
  if (v == pc.end()) {
    throw std::runtime_error("minecraft-data at " + root.string() + " does not know version '" +
                             std::string(version) + "'");
  }
  return *v;
}

}  // namespace

std::filesystem::path minecraft_data_file(std::string_view version, std::string_view kind,
                                          std::string_view extension) {
  return minecraft_data_file(minecraft_data_root(), version, kind, extension);
}

bool minecraft_data_has(const std::filesystem::path& root, std::string_view version, std::string_view kind) {
  return version_paths(root, version).contains(std::string(kind));
}

std::vector<std::string> minecraft_data_versions() {
  std::vector<std::string> out;
  for (const auto& [name, paths] : java_data_paths(minecraft_data_root()).items()) out.push_back(name);
  return out;
}

std::filesystem::path minecraft_data_file(const std::filesystem::path& root, std::string_view version,
                                          std::string_view kind, std::string_view extension) {
  const auto& v = version_paths(root, version);
  auto k = v.find(std::string(kind));
  if (k == v.end()) {
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
