#pragma once
// The `scripted` model of a MineCollab agent: a ScriptedTeammate behind the ChatModel interface, so
// the scripted team plays through exactly the loop an LLM does (the same prompts, history, command
// outputs and conversations) and its runs export as SFT data like any other.

#include <memory>
#include <string>

#include "agents/models/chat_model.h"
#include "agents/scripted_minecollab/scripted_teammate.h"

namespace craftmate::agents::minecollab {

// The player for a task type ("techtree", "cooking", "construction"; anything else gets a player
// that gathers and crafts whatever its goal names).
std::unique_ptr<ScriptedTeammate> makeScriptedTeammate(const std::string& taskType, const std::string& agentName);

class ScriptedTeamModel : public ChatModel {
 public:
  explicit ScriptedTeamModel(std::unique_ptr<ScriptedTeammate> player) : player_(std::move(player)) {}
  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override;
  std::string describe() const override { return "scripted"; }

 private:
  std::unique_ptr<ScriptedTeammate> player_;
};

}  // namespace craftmate::agents::minecollab
