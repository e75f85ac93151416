#pragma once
// Where an agent's memory survives a restart (MINDcraft's bots/<name>/memory.json): the run store
// in memory/ keeps it in sqlite. The state is the JSON object of mindcraft.md §5.3.

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::agents {

class AgentStateStore {
 public:
  virtual ~AgentStateStore() = default;
  virtual void saveAgentState(const std::string& agent, const nlohmann::json& state) = 0;
  virtual std::optional<nlohmann::json> loadAgentState(const std::string& agent) = 0;
};

}  // namespace craftmate::agents
