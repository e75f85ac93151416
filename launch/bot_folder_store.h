#pragma once
// Each agent's memory in MINDcraft's place and format: <root>/<name>/memory.json (mindcraft.md §5.3,
// 2-space JSON; craftmate adds "saved_places") written at every save, and <root>/<name>/last_profile.json
// (the merged profile, 4-space). With load_memory the agent starts from its memory.json, so a
// MINDcraft user's bots/ folder carries over. A memory.json that cannot be read stops the launch
// with the file named and is never overwritten.

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "agents/agent_state_store.h"

namespace craftmate::launch {

class BotFolderStore : public agents::AgentStateStore {
 public:
  BotFolderStore(std::string root, bool loadMemory);

  // agents::AgentStateStore. save writes a temporary file and renames it, so a crash mid-write
  // keeps the previous memory.
  void saveAgentState(const std::string& agent, const nlohmann::json& state) override;
  // The saved state when load_memory is on and the file exists; nullopt otherwise. Throws
  // std::runtime_error naming the file when it is not a JSON object.
  std::optional<nlohmann::json> loadAgentState(const std::string& agent) override;

  void writeLastProfile(const std::string& agent, const nlohmann::json& profile);
  std::string memoryFile(const std::string& agent) const;

 private:
  std::string root_;
  bool loadMemory_;
};

}  // namespace craftmate::launch
