#pragma once
// The MINDcraft agent loop, independent of any world (mindcraft.md §3.2-§3.4, §4.3, §4.4): messages
// from people, partner bots and the agent itself go through handleMessage; the model's commands run
// as actions on the ActionManager (a newer action or !stop interrupts the running one) while
// conversation continues; the self-prompter pursues a !goal; partner messages are answered on
// MINDcraft's schedule. A world plugs in through AgentWorld: its commands, their execution (as
// actions where they take time) and its prompt fields. Minecraft's commands and skills plug in here.

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <nlohmann/json_fwd.hpp>

#include "agents/action_manager.h"
#include "agents/conversation_manager.h"
#include "agents/history.h"
#include "agents/memory_bank.h"
#include "agents/prompter.h"
#include "agents/self_prompter.h"
#include "commands/command_parser.h"
#include "commands/command_set.h"

namespace craftmate::agents {

class AgentStateStore;
class TrajectorySink;
class Agent;

// What a world offers a real-time agent.
class AgentWorld {
 public:
  virtual ~AgentWorld() = default;
  // The agent's commands (already without blocked_actions). The agent itself runs !stop, !stfu,
  // !goal, !endGoal, !startConversation, !endConversation and !clearChat when listed here
  // (agentCommandDefinitions() gives their definitions); every other command goes to execute().
  virtual const commands::CommandSet& commands() const = 0;
  virtual const commands::NameRegistry& names() const = 0;
  // Runs a parsed command. Actions run through agent.actions().runAction(...) and return
  // ActionManager::commandOutput(result); nullopt means "no output" (the model is not re-prompted).
  virtual boost::asio::awaitable<std::optional<std::string>> execute(const commands::ParsedCommand& command, Agent& agent) = 0;
  // Prompt placeholders without '$': STATS, INVENTORY, and any of the world's own.
  virtual std::map<std::string, std::string> promptFields() const = 0;
  // Public chat (mineflayer's bot.chat); a world without chat may ignore it.
  virtual void chat(const std::string& message) = 0;
  // The task's score once it is done (MINDcraft's task.isDone()), else nullopt.
  virtual std::optional<double> taskScore() const { return std::nullopt; }
};

// MINDcraft's definitions of the commands the agent runs itself.
std::vector<commands::CommandDef> agentCommandDefinitions();

// The system turn checkTaskDone writes, "Task ended with score : <score>" (the space before the colon
// is MINDcraft's). MineCollab's evaluation finds a run's score by this text, so it is built only here.
std::string taskEndedText(double score);

struct AgentOptions {
  int maxCommands = -1;  // settings.max_commands (-1: unlimited)
  bool verboseCommands = true;
  // settings.chat_bot_messages: a reply routed to a partner bot is also said in public chat as
  // "(To <partner>) <message>", so people see the bots' conversation (MINDcraft's sendToBot).
  bool chatBotMessages = true;
  std::chrono::milliseconds conversationResumeDelay{5000};  // a PAUSED goal restarts after a conversation
};

// Lifetime: the agent's coroutines (actions, the self-prompt loop, scheduled answers) run on the
// executor and refer to the agent, so destroy it only when it is idle or its io_context has stopped.
class Agent : public SelfPrompterHost {
 public:
  Agent(boost::asio::any_io_executor executor, Prompter prompter, AgentWorld& world, ConversationBus& bus,
        AgentOptions options, int maxMessages, AgentStateStore* store = nullptr, TrajectorySink* sink = nullptr);
  ~Agent() override;

  // The end of MINDcraft's start-up (§3.1), after any restore: a restored conversation partner is
  // asked to continue ("You have restarted ..."), else `initMessage` (settings.init_message) is
  // handled as a system message with at most 2 responses, else the agent chats "Hello world! I am
  // <name>". A restored goal has already resumed; `initMessage` is then also kept as a system turn.
  boost::asio::awaitable<void> start(std::string initMessage);
  // The same agent again after its connection was lost and has come back: MINDcraft restarts the
  // agent's process with load_memory and the init message "Agent process restarted.", so the
  // state it saved is loaded again (a goal resumes) and the start-up above runs with `initMessage`.
  // Call with the self-prompter's loop and the action stopped.
  boost::asio::awaitable<void> restart(std::string initMessage);

  // handleMessage(source, message, max_responses): nullopt uses settings.max_commands; -1 is
  // unlimited. True when the model (or a person) used a command.
  boost::asio::awaitable<bool> handleMessage(std::string source, std::string message,
                                             std::optional<int> maxResponses = std::nullopt) override;
  // checkTaskDone: once the world reports a score, adds taskEndedText(score), saves,
  // stops the goal and the action, and calls onTaskEnded (MINDcraft shuts the agents down). Further
  // messages are not handled. True when the task has ended.
  boost::asio::awaitable<bool> checkTaskDone();
  std::function<void()> onTaskEnded;
  bool taskEnded() const { return taskEnded_; }

  // The update tick (MINDcraft: every 300 ms): task check, self-prompter restarts, conversation monitor.
  void update(std::chrono::milliseconds elapsed);
  // executeCommand: parses `text` and runs the first command in it (parse errors are the output).
  boost::asio::awaitable<std::optional<std::string>> executeCommand(const std::string& text);

  const std::string& name() const { return name_; }
  ActionManager& actions() { return actions_; }
  SelfPrompter& selfPrompter() { return selfPrompter_; }
  ConversationManager& conversations() { return conversations_; }
  const History& history() const { return history_; }
  // What !newAction's coder needs (agents/minecraft/coder.h): the prompter, this turn's prompt
  // values, and where the trajectory goes (null: nowhere).
  Prompter& prompter() { return prompter_; }
  PromptValues promptValues() const;
  TrajectorySink* trajectorySink() const { return sink_; }
  // Saved places (!rememberHere, !goToRememberedPlace, last_death_position), kept in the saved state.
  MemoryBank& memoryBank() { return memoryBank_; }
  bool isIdle() const override { return !actions_.executing(); }
  bool shutUp() const { return shutUp_; }
  // A person's message lifts !stfu (MINDcraft's respondFunc sets shut_up = false before anything else).
  void stopShuttingUp() { shutUp_ = false; }
  const std::string& lastSender() const { return lastSender_; }
  // Modes' narration (mindcraft.md §3.5): flushed into a "Recent behaviors log" turn per message.
  void logBehavior(const std::string& line) { behaviorLog_ += line + "\n"; }
  // Takes the behaviour log (a mode's "(AUTO MESSAGE)" re-prompt quotes it).
  std::string flushBehaviorLog() { return std::exchange(behaviorLog_, std::string()); }
  // MINDcraft's openChat: public chat with newlines as spaces (mode narration uses it too).
  void openChat(const std::string& message) override;

  // MINDcraft's memory.json object (§5.3) plus "saved_places", and its restore (load_memory, §5.4;
  // §3.1 resumes the goal). Throws std::invalid_argument for malformed saved places.
  nlohmann::json state() const;
  void restore(const nlohmann::json& state);
  void save();

  // The conversation scheduling delays of §4.3 (tests shorten them).
  std::chrono::milliseconds quickReply{200}, busyPartnerReply{5000};

 private:
  // SelfPrompterHost
  boost::asio::awaitable<void> stopAction() override { co_await actions_.stop(); }

  boost::asio::awaitable<void> addToHistory(std::string source, std::string text);
  boost::asio::awaitable<void> resumeAfterIdle();
  bool checkInterrupt(bool selfPrompt, const std::string& source) const;
  void routeResponse(std::string to, const std::string& message);
  bool isAction(const std::string& name) const;
  boost::asio::awaitable<std::optional<std::string>> runAgentCommand(const commands::ParsedCommand& command);
  boost::asio::awaitable<void> endConversation(const std::string& partner);
  void resumeGoalAfterConversation();

  // Conversation scheduling and monitor (agent_conversation.cpp).
  void onPacketQueued(const BotMessage& packet);
  void scheduleProcessing(const std::string& partner, std::chrono::milliseconds delay);
  boost::asio::awaitable<void> askWhetherToRespond(std::string partner, std::string message);
  boost::asio::awaitable<void> processQueued(std::string partner);
  void monitorConversation(std::chrono::milliseconds elapsed);
  bool responseScheduledFor(const std::string& sender) const;

  boost::asio::any_io_executor executor_;
  std::string name_;
  Prompter prompter_;
  AgentWorld& world_;
  AgentOptions options_;
  AgentStateStore* store_;
  TrajectorySink* sink_;
  History history_;
  MemoryBank memoryBank_;
  ActionManager actions_;
  SelfPrompter selfPrompter_;
  ConversationManager conversations_;
  std::string lastSender_;
  std::string behaviorLog_;
  bool shutUp_ = false;
  bool restoredGoal_ = false;
  bool taskEnded_ = false;
  std::chrono::system_clock::time_point taskStart_;
  // Pending answers to partners (timers by partner), and the monitor's counters.
  struct PendingReply;
  std::map<std::string, std::shared_ptr<PendingReply>> pendingReplies_;
  std::chrono::milliseconds waitedForReply_{0};
  std::chrono::milliseconds waitLimit_{30000};
  std::chrono::milliseconds partnerGoneFor_{0};
  std::string monitoredPartner_;
};

}  // namespace craftmate::agents
