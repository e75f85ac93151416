#include "commands/minecraft_names.h"

#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::commands {

namespace {

nlohmann::json readJson(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    throw std::runtime_error("cannot open " + path +
                             ": minecraft-data is missing. Run ./setup, or point CRAFTMATE_MINECRAFT_DATA at "
                             "minecraft-data's data folder.");
  }
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(path + " is not valid JSON (" + e.what() + "); reinstall with ./setup.");
  }
}

}  // namespace

std::string MinecraftNames::defaultDataRoot() {
  if (const char* env = std::getenv("CRAFTMATE_MINECRAFT_DATA"); env != nullptr && *env != '\0') return env;
  return std::string(CRAFTMATE_SERVER_DIR) + "/node_modules/minecraft-data/minecraft-data/data";
}

MinecraftNames MinecraftNames::load(const std::string& dataRoot, const std::string& version) {
  const nlohmann::json paths = readJson(dataRoot + "/dataPaths.json");
  if (!paths.contains("pc") || !paths["pc"].contains(version)) {
    throw std::runtime_error("minecraft-data at " + dataRoot + " has no data for Minecraft " + version +
                             "; install the minecraft-data version pinned in server/package.json.");
  }
  const nlohmann::json& versionPaths = paths["pc"][version];
  MinecraftNames names;
  auto collect = [&](const char* kind, std::unordered_set<std::string>& into) {
    const std::string file = dataRoot + "/" + versionPaths.at(kind).get<std::string>() + "/" + kind + ".json";
    for (const nlohmann::json& entry : readJson(file)) into.insert(entry.at("name").get<std::string>());
  };
  collect("blocks", names.blocks_);
  collect("items", names.items_);
  return names;
}

const MinecraftNames& MinecraftNames::shared(const std::string& version) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<const MinecraftNames>> loaded;  // never freed: references outlive agents
  std::lock_guard lock(mutex);
  auto& slot = loaded[version];
  if (!slot) {
    try {
      slot = std::make_unique<const MinecraftNames>(load(defaultDataRoot(), version));
    } catch (...) {
      loaded.erase(version);
      throw;
    }
  }
  return *slot;
}

bool MinecraftNames::isBlock(std::string_view name) const { return blocks_.count(std::string(name)) > 0; }
bool MinecraftNames::isItem(std::string_view name) const { return items_.count(std::string(name)) > 0; }

}  // namespace craftmate::commands
