#include "agents/scripted_model.h"

namespace craftmate::agents {

boost::asio::awaitable<std::string> ScriptedModel::sendRequest(std::vector<Turn> turns, std::string systemMessage) {
  // MINDcraft sends the memory and bot-responder prompts with no turns; a conversing prompt always
  // carries the history. The scripted player answers only the latter.
  if (turns.empty()) {
    const bool asksWhetherToRespond = systemMessage.find("'respond'") != std::string::npos;
    co_return std::string(asksWhetherToRespond ? "respond" : "Scripted player: no memory to keep.");
  }
  co_return policy_->reply(agent_, observe_(), feedback_());
}

}  // namespace craftmate::agents
