#include "agents/scripted_minecollab/scripted_team_model.h"

#include "agents/scripted_minecollab/construction_player.h"
#include "agents/scripted_minecollab/item_task_player.h"

namespace craftmate::agents::minecollab {

std::unique_ptr<ScriptedTeammate> makeScriptedTeammate(const std::string& taskType, const std::string& agentName) {
  if (taskType == "construction") return std::make_unique<ConstructionPlayer>(agentName);
  return std::make_unique<ItemTaskPlayer>(agentName);
}

boost::asio::awaitable<std::string> ScriptedTeamModel::sendRequest(std::vector<Turn> turns, std::string systemMessage) {
  // The memory and bot-responder prompts come without turns (as the `scripted` model of text
  // worlds answers them): always answer a partner, so their news is read even mid-action (the
  // player itself stays quiet while its action runs); keep no summary, the player remembers.
  if (turns.empty()) {
    const bool asksWhetherToRespond = systemMessage.find("'respond'") != std::string::npos;
    co_return std::string(asksWhetherToRespond ? "respond" : "Scripted player: no memory to keep.");
  }
  co_return player_->reply(turns, systemMessage);
}

}  // namespace craftmate::agents::minecollab
