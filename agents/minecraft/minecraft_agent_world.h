#pragma once
// MinecraftAgentWorld: one bot's AgentWorld (agents/agent.h) — MINDcraft's 52 commands bound to the
// skills library (mindcraft.md §1): queries answer at once from the bot's state; actions run the
// skills as cancellable actions on the agent's ActionManager with MINDcraft's labels
// ("action:collectBlocks") and timeouts; the prompt's $STATS and $INVENTORY are the !stats and
// !inventory texts; chat goes through the bot. A person who chats or whispers a !command to the bot
// has it run directly (§2.4, via Agent::handleMessage). docs/minecraft_agent.md has the table of
// commands and skills and what differs from MINDcraft.
//
// Construct it, construct the Agent over it (with the bot's executor), then call attach(agent).
// Everything runs on the bot's executor; the world must outlive the agent's coroutines.

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/agent.h"
#include "agents/minecraft/minecraft_task_view.h"
#include "agents/minecraft/mode_controller.h"
#include "commands/command_set.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::world {
class Bot;
}
namespace craftmate::skills {
struct SkillContext;
}

namespace craftmate::agents {
class HttpClient;
}

namespace craftmate::agents::minecraft {

struct MinecraftWorldOptions {
  // settings.blocked_actions plus the task's per-agent list (names with '!').
  std::vector<std::string> blockedActions = commands::mindcraftDefaultBlockedActions();
  // Every agent of the team, this one included (MINDcraft's registered agents): their chat is never
  // taken for a person's, and those in the game are the "Bot players" of !stats and !entities.
  std::vector<std::string> teamAgents;
  // settings.only_chat_with: when non-empty, only these people are listened to, and chat is
  // whispered to each of them instead of said publicly.
  std::vector<std::string> onlyChatWith;
  // settings.allow_insecure_coding: !newAction is refused unless set (then its code runs on the
  // bot's JavaScript engine, agents/minecraft/coder.h).
  bool allowInsecureCoding = false;
  // settings.code_timeout_mins (-1: none), the timeout of !newAction.
  double codeTimeoutMins = -1;
  // settings.relevant_docs_count (-1: all): how many skill docs the coding prompt's $CODE_DOCS shows.
  int relevantDocsCount = 5;
  // Where !searchWiki looks pages up: <wikiBaseUrl><query>.
  std::string wikiBaseUrl = "https://minecraft.wiki/w/";
};

class Coder;

class MinecraftAgentWorld : public AgentWorld {
 public:
  // `names` validates BlockName/ItemName arguments; `task` and `modes` may be null (no task, no
  // modes) and must outlive the world.
  MinecraftAgentWorld(std::shared_ptr<world::Bot> bot, const commands::NameRegistry& names, MinecraftWorldOptions options,
                      MinecraftTaskView* task = nullptr, ModeController* modes = nullptr);
  ~MinecraftAgentWorld() override;

  // Starts listening to the bot's chat and whispers for people's commands and messages (MINDcraft's
  // respondFunc): whispers always, public chat only when the team has no other agent.
  void attach(Agent& agent);
  void detach();
  // The same player's next connection (a rejoin after a kick or a dropped connection): commands act
  // on the new bot from now on and the listeners move to it, and `names` (the names of the release
  // it speaks, which may differ from the last connection's) validate its commands. Call while no
  // action runs.
  void rebind(std::shared_ptr<world::Bot> bot, const commands::NameRegistry& names);
  // The modes plug in after construction: they need the Agent, which needs this world first.
  void setModeController(ModeController* modes) { modes_ = modes; }

  // AgentWorld
  const commands::CommandSet& commands() const override { return commands_; }
  const commands::NameRegistry& names() const override { return *names_; }
  boost::asio::awaitable<std::optional<std::string>> execute(const commands::ParsedCommand& command, Agent& agent) override;
  std::map<std::string, std::string> promptFields() const override;
  void chat(const std::string& message) override;
  std::optional<double> taskScore() const override;

  world::Bot& bot() { return *bot_; }

  // The text of a query that takes no arguments (also what tests compare against); "" for a name that
  // is no query.
  std::string queryText(const std::string& name, Agent* agent);
  // The action commands this world runs (minecraft_actions.cpp), sorted.
  static std::vector<std::string> boundActionNames();

 private:
  using SkillCall = std::function<boost::asio::awaitable<bool>(skills::SkillContext&)>;
  // Runs a skill as an action: label "action:<name>", its log lines as the action output.
  boost::asio::awaitable<std::optional<std::string>> runSkill(Agent& agent, std::string label, SkillCall skill,
                                                              std::optional<ActionManager::Minutes> timeout, bool resume = false);
  // One row per action command: what it does (minecraft_actions.cpp).
  using ActionHandler = std::function<boost::asio::awaitable<std::optional<std::string>>(
      MinecraftAgentWorld&, const commands::ParsedCommand&, Agent&)>;
  static const std::map<std::string, ActionHandler>& actionHandlers();
  boost::asio::awaitable<std::optional<std::string>> runAction(const commands::ParsedCommand& command, Agent& agent);
  // One row per query command: its text (minecraft_agent_world.cpp, texts in minecraft_queries.cpp).
  using QueryHandler = std::function<std::string(MinecraftAgentWorld&, const commands::ParsedCommand&, Agent*)>;
  static const std::map<std::string, QueryHandler>& queryHandlers();
  // The query's text; nullopt when the name has no row.
  std::optional<std::string> runQuery(const commands::ParsedCommand& command, Agent* agent);
  std::string craftingPlanText(const std::string& target, long long count);
  boost::asio::awaitable<std::optional<std::string>> searchWiki(std::string query);
  // !newAction with coding allowed: the coder run as the action "action:newAction".
  boost::asio::awaitable<std::optional<std::string>> newAction(Agent& agent);
  std::string setMode(const std::string& name, bool on);
  std::vector<std::string> otherBotsInGame() const;
  void onPersonMessage(const std::string& username, const std::string& message);

  std::shared_ptr<world::Bot> bot_;
  const commands::NameRegistry* names_;
  MinecraftWorldOptions options_;
  MinecraftTaskView* task_;
  ModeController* modes_;
  commands::CommandSet commands_;
  Agent* agent_ = nullptr;
  std::vector<std::function<void()>> unsubscribe_;
  std::unique_ptr<HttpClient> http_;
  std::shared_ptr<Coder> coder_;  // made by the first !newAction; dropped with the bot it runs on
};

}  // namespace craftmate::agents::minecraft
