#pragma once
// An LLM agent acting in a world through the Environment interface: MINDcraft's handleMessage loop
// (mindcraft.md §3.2) with the world's commands, plus MINDcraft's conversation commands between
// agents. Used for text worlds; the Minecraft agent adds actions, modes and the self-prompter.

#include <memory>
#include <string>

#include <boost/asio/awaitable.hpp>

#include "agents/agent_state_store.h"
#include "agents/conversation_manager.h"
#include "agents/environment.h"
#include "agents/history.h"
#include "agents/prompter.h"
#include "commands/command_set.h"

namespace craftmate::agents {

struct WorldAgentOptions {
  int maxMessages = 15;       // settings.max_messages
  int maxResponses = 5;       // prompts per turn (settings.max_commands, or this when unlimited)
  bool verboseCommands = true;
  bool talkToOthers = true;   // offer !startConversation/!endConversation (teams of 2+)
};

class WorldAgent {
 public:
  WorldAgent(int index, Prompter prompter, Environment& env, ConversationBus& bus, WorldAgentOptions options,
             AgentStateStore* store = nullptr, TrajectorySink* sink = nullptr);

  // One turn: `message` (a system message, e.g. the observation) enters the history, messages from
  // partners are delivered, then the model is prompted until it writes a command the world accepts
  // or the response budget ends. Returns whether the world accepted a command.
  boost::asio::awaitable<bool> takeTurn(const std::string& message);

  const std::string& name() const { return name_; }
  int index() const { return index_; }
  const History& history() const { return history_; }
  const std::string& lastOutput() const { return lastOutput_; }
  // MINDcraft's memory.json object: memory, turns, self_prompting_state, self_prompt, last_sender.
  nlohmann::json state() const;
  void restore(const nlohmann::json& state);

 private:
  boost::asio::awaitable<void> addToHistory(const std::string& source, const std::string& text);
  PromptValues promptValues() const;
  std::string commandDocs() const;
  // Runs !startConversation / !endConversation; returns the system text for the model (maybe empty).
  std::string runConversationCommand(const std::string& replyText);
  void route(const std::string& text);
  void save();

  int index_;
  std::string name_;
  Prompter prompter_;
  Environment& env_;
  ConversationManager conversations_;
  WorldAgentOptions options_;
  AgentStateStore* store_;
  TrajectorySink* sink_;
  History history_;
  commands::CommandSet agentCommands_;
  std::string lastOutput_;
  std::string lastSender_;
};

}  // namespace craftmate::agents
