#include "world/minecraft_data_location.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace craftmate::world {

static std::string readWholeFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) {
    throw std::runtime_error("cannot read " + p.string() +
                             ": install the npm packages (cd server && npm ci) or set CRAFTMATE_MINECRAFT_DATA "
                             "to minecraft-data's data/ folder");
  }
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

MinecraftDataLocation::MinecraftDataLocation(std::filesystem::path root, std::string version)
    : root_(std::move(root)), version_(std::move(version)) {
  auto all = nlohmann::json::parse(readWholeFile(root_ / "dataPaths.json"));
  if (!all.contains("pc") || !all["pc"].contains(version_)) {
    throw std::runtime_error("minecraft-data at " + root_.string() + " has no Java edition version '" + version_ +
                             "' in dataPaths.json; use a version it lists (e.g. 1.21.1)");
  }
  pathsJson_ = all["pc"][version_].dump();
}

bool MinecraftDataLocation::has(const std::string& kind) const {
  return nlohmann::json::parse(pathsJson_).contains(kind);
}

std::filesystem::path MinecraftDataLocation::file(const std::string& kind) const {
  auto paths = nlohmann::json::parse(pathsJson_);
  if (!paths.contains(kind)) {
    throw std::runtime_error("minecraft-data has no '" + kind + "' data for version " + version_);
  }
  return root_ / paths[kind].get<std::string>() / (kind + ".json");
}

}  // namespace craftmate::world
