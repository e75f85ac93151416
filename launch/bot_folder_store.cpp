#include "launch/bot_folder_store.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace craftmate::launch {

namespace fs = std::filesystem;

namespace {

void writeAtomically(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  const fs::path tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << text << "\n";
    if (!out) throw std::runtime_error("cannot write " + tmp.string());
  }
  fs::rename(tmp, path);
}

}  // namespace

BotFolderStore::BotFolderStore(std::string root, bool loadMemory) : root_(std::move(root)), loadMemory_(loadMemory) {}

std::string BotFolderStore::memoryFile(const std::string& agent) const { return (fs::path(root_) / agent / "memory.json").string(); }

void BotFolderStore::saveAgentState(const std::string& agent, const nlohmann::json& state) {
  writeAtomically(memoryFile(agent), state.dump(2));
}

std::optional<nlohmann::json> BotFolderStore::loadAgentState(const std::string& agent) {
  if (!loadMemory_) return std::nullopt;
  const std::string file = memoryFile(agent);
  std::ifstream in(file);
  if (!in) return std::nullopt;
  nlohmann::json state;
  try {
    state = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error("memory file " + file + " is not valid JSON (" + e.what() +
                             "); fix or move it away, or start without load_memory");
  }
  if (!state.is_object()) throw std::runtime_error("memory file " + file + " must hold a JSON object; fix or move it away");
  return state;
}

void BotFolderStore::writeLastProfile(const std::string& agent, const nlohmann::json& profile) {
  writeAtomically(fs::path(root_) / agent / "last_profile.json", profile.dump(4));
}

}  // namespace craftmate::launch
