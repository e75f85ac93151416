#include "agents/minecraft/minecraft_agent_world.h"

#include <algorithm>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/minecraft/crafting_plan.h"
#include "agents/minecraft/minecraft_queries.h"
#include "agents/minecraft/wiki_page_text.h"
#include "agents/models/http_client.h"
#include "commands/command_docs.h"
#include "commands/mindcraft_commands.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace asio = boost::asio;
using skills::SkillContext;

namespace {

// Server messages MINDcraft never answers (respondFunc's ignore list): echoes of set-up commands.
bool isIgnoredMessage(const std::string& message) {
  static const char* prefixes[] = {"Set own game mode to", "Set the time to", "Set the difficulty to", "Teleported ",
                                   "Set the weather to",   "Gamerule "};
  for (const char* prefix : prefixes)
    if (message.rfind(prefix, 0) == 0) return true;
  return false;
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

// What the blueprint checks compare: the bot's view of the world, unloaded blocks as air.
BlockNameAt blockNamesSeenBy(std::shared_ptr<world::Bot> bot) {
  return [bot = std::move(bot)](int x, int y, int z) {
    const auto block = bot->blockAt({x, y, z});
    return block ? block->name() : std::string("air");
  };
}

const char* kNoModes = "Modes are not available for this agent.";
const char* kNoTask = "There is no blueprint: this command needs a construction task.";

}  // namespace

MinecraftAgentWorld::MinecraftAgentWorld(std::shared_ptr<world::Bot> bot, const commands::NameRegistry& names,
                                         MinecraftWorldOptions options, MinecraftTaskView* task, ModeController* modes)
    : bot_(std::move(bot)),
      names_(&names),
      options_(std::move(options)),
      task_(task),
      modes_(modes),
      commands_(commands::mindcraftCommands(), options_.blockedActions) {}

MinecraftAgentWorld::~MinecraftAgentWorld() { detach(); }

// --- people's messages (mindcraft.md §3.1 respondFunc, §2.4) ---------------------------------------

void MinecraftAgentWorld::attach(Agent& agent) {
  detach();
  agent_ = &agent;
  auto bot = bot_;
  const auto whisperId = bot->events().whisper.on(
      [this](const std::string& username, const std::string& message) { onPersonMessage(username, message); });
  unsubscribe_.push_back([bot, whisperId] { bot->events().whisper.off(whisperId); });
  const auto chatId = bot->events().chat.on([this](const std::string& username, const std::string& message) {
    // Public chat is listened to only while the bot is the team's only agent; with partners, people
    // whisper (MINDcraft binds `chat` only when no other agent is registered).
    for (const std::string& name : options_.teamAgents)
      if (name != bot_->username()) return;
    onPersonMessage(username, message);
  });
  unsubscribe_.push_back([bot, chatId] { bot->events().chat.off(chatId); });
}

void MinecraftAgentWorld::detach() {
  for (auto& off : unsubscribe_) off();
  unsubscribe_.clear();
  agent_ = nullptr;
  coder_.reset();  // its JavaScript engine is bound to this bot and its thread
}

void MinecraftAgentWorld::rebind(std::shared_ptr<world::Bot> bot, const commands::NameRegistry& names) {
  Agent* agent = agent_;
  detach();
  bot_ = std::move(bot);
  names_ = &names;
  if (agent != nullptr) attach(*agent);
}

void MinecraftAgentWorld::onPersonMessage(const std::string& username, const std::string& message) {
  if (agent_ == nullptr || username == bot_->username()) return;
  if (!options_.onlyChatWith.empty() && !contains(options_.onlyChatWith, username)) return;
  if (isIgnoredMessage(message)) return;
  agent_->stopShuttingUp();
  // Bots of the team talk through the conversation bus, never through Minecraft chat.
  if (contains(options_.teamAgents, username) || agent_->conversations().isAgent(username)) return;
  asio::co_spawn(bot_->executor(), agent_->handleMessage(username, message), asio::detached);
}

// --- AgentWorld -------------------------------------------------------------------------------------

void MinecraftAgentWorld::chat(const std::string& message) {
  if (options_.onlyChatWith.empty()) {
    bot_->chat(message);
    return;
  }
  for (const std::string& person : options_.onlyChatWith) bot_->whisper(person, message);
}

std::optional<double> MinecraftAgentWorld::taskScore() const {
  if (task_ == nullptr) return std::nullopt;
  return task_->score(bot_->username());
}

std::map<std::string, std::string> MinecraftAgentWorld::promptFields() const {
  auto* self = const_cast<MinecraftAgentWorld*>(this);  // the texts only read the bot's state
  return {{"STATS", self->queryText("!stats", agent_)}, {"INVENTORY", self->queryText("!inventory", agent_)}};
}

std::vector<std::string> MinecraftAgentWorld::otherBotsInGame() const {
  std::vector<std::string> bots;
  for (const std::string& name : options_.teamAgents)
    if (name != bot_->username() && bot_->players().count(name) > 0) bots.push_back(name);
  return bots;
}

asio::awaitable<std::optional<std::string>> MinecraftAgentWorld::execute(const commands::ParsedCommand& command, Agent& agent) {
  if (command.definition != nullptr && command.definition->kind == commands::CommandKind::Query &&
      command.name != "!searchWiki") {
    // A query never takes the agent down: a failure (say, a task view that rejects a level number)
    // becomes the text the model reads.
    try {
      co_return runQuery(command, &agent).value_or("");
    } catch (const std::exception& e) {
      co_return "Error: " + command.name + " failed: " + e.what();
    }
  }
  if (command.name == "!searchWiki") {
    std::string query = command.text(0);
    co_return co_await searchWiki(std::move(query));
  }
  co_return co_await runAction(command, agent);
}

// --- queries (mindcraft.md §1.1) ----------------------------------------------------------------------

const std::map<std::string, MinecraftAgentWorld::QueryHandler>& MinecraftAgentWorld::queryHandlers() {
  using World = MinecraftAgentWorld;
  using Command = commands::ParsedCommand;
  // A query whose text is the bot's alone.
  auto botText = [](std::string (*text)(world::Bot&)) -> QueryHandler {
    return [text](World& w, const Command&, Agent*) { return text(*w.bot_); };
  };
  auto statsContext = [](World& w, Agent* agent) {
    QueryContext context;
    context.otherBots = w.otherBotsInGame();
    if (agent != nullptr && agent->actions().executing()) context.currentAction = agent->actions().currentActionLabel();
    context.modeMiniDocs = w.modes_ != nullptr ? modeMiniDocs(*w.modes_) : std::string("Agent Modes:");
    return context;
  };
  auto hasBlueprint = [](const World& w) { return w.task_ != nullptr && w.task_->hasBlueprint(); };
  static const std::map<std::string, QueryHandler> handlers = {
      {"!stats", [statsContext](World& w, const Command&, Agent* a) { return statsText(*w.bot_, statsContext(w, a)); }},
      {"!inventory", botText(inventoryText)},
      {"!nearbyBlocks", botText(nearbyBlocksText)},
      {"!craftable", botText(craftableText)},
      {"!entities",
       [](World& w, const Command&, Agent*) {
         QueryContext context;
         context.otherBots = w.otherBotsInGame();
         return entitiesText(*w.bot_, context);
       }},
      {"!modes", [](World& w, const Command&, Agent*) { return w.modes_ != nullptr ? modeDocs(*w.modes_) : kNoModes; }},
      {"!savedPlaces",
       [](World&, const Command&, Agent* a) {
         return "Saved place names: " + (a != nullptr ? a->memoryBank().placeNames() : std::string());
       }},
      {"!help", [](World& w, const Command&, Agent*) { return commands::commandDocs(w.commands_); }},
      {"!getBlueprint",
       [hasBlueprint](World& w, const Command&, Agent*) {
         return hasBlueprint(w) ? pad(w.task_->explainBlueprint()) : kNoTask;
       }},
      {"!checkBlueprint",
       [hasBlueprint](World& w, const Command&, Agent*) {
         return hasBlueprint(w) ? pad(w.task_->checkBlueprint(blockNamesSeenBy(w.bot_))) : kNoTask;
       }},
      {"!getBlueprintLevel",
       [hasBlueprint](World& w, const Command& c, Agent*) {
         return hasBlueprint(w) ? pad(w.task_->explainBlueprintLevel(static_cast<int>(c.integer(0)))) : kNoTask;
       }},
      {"!checkBlueprintLevel",
       [hasBlueprint](World& w, const Command& c, Agent*) {
         return hasBlueprint(w)
                    ? pad(w.task_->checkBlueprintLevel(static_cast<int>(c.integer(0)), blockNamesSeenBy(w.bot_)))
                    : kNoTask;
       }},
      {"!getCraftingPlan", [](World& w, const Command& c, Agent*) { return w.craftingPlanText(c.text(0), c.integer(1)); }},
  };
  return handlers;
}

std::string MinecraftAgentWorld::craftingPlanText(const std::string& target, long long count) {
  std::map<std::string, int> inventory;
  for (const auto& [item, have] : inventoryCountsInSlotOrder(*bot_)) inventory[item] = have;
  std::string prefix;
  if (const int existing = inventory.count(target) ? inventory[target] : 0; existing > 0) {
    inventory[target] = 0;
    prefix = "You already have " + std::to_string(existing) + " " + target +
             " in your inventory. If you need to craft more,\n";
  }
  try {
    return pad(prefix + detailedCraftingPlan(bot_->registry(), target, count, inventory));
  } catch (const std::exception& e) {
    return std::string("An error occurred while generating the crafting plan: ") + e.what();
  }
}

std::string MinecraftAgentWorld::queryText(const std::string& name, Agent* agent) {
  commands::ParsedCommand command;
  command.name = name;
  return runQuery(command, agent).value_or("");
}

std::optional<std::string> MinecraftAgentWorld::runQuery(const commands::ParsedCommand& command, Agent* agent) {
  const auto& handlers = queryHandlers();
  const auto it = handlers.find(command.name);
  if (it == handlers.end()) return std::nullopt;
  return it->second(*this, command, agent);
}

// --- actions (mindcraft.md §1.2) --------------------------------------------------------------------

asio::awaitable<std::optional<std::string>> MinecraftAgentWorld::runSkill(Agent& agent, std::string label, SkillCall skill,
                                                                            std::optional<ActionManager::Minutes> timeout,
                                                                            bool resume) {
  Action action = [this, skill](ActionLog& log) -> asio::awaitable<std::string> {
    std::unique_ptr<SkillContext> ctx = skillContextFor(*bot_, modes_);
    try {
      co_await skill(*ctx);
    } catch (...) {
      log.logLines(ctx->output);  // an interrupted or failed skill still shows what it did
      throw;
    }
    log.logLines(ctx->output);
    co_return std::string();
  };
  const ActionResult result = co_await agent.actions().runAction(std::move(label), std::move(action), timeout, resume);
  co_return ActionManager::commandOutput(result);
}

std::string MinecraftAgentWorld::setMode(const std::string& name, bool on) {
  if (modes_ == nullptr) return kNoModes;
  if (!modes_->exists(name)) return "Mode " + name + " does not exist." + modeDocs(*modes_);
  const std::string state = on ? "on" : "off";
  if (modes_->isOn(name) == on) return "Mode " + name + " is already " + state + ".";
  modes_->setOn(name, on);
  return "Mode " + name + " is now " + state + ".";
}

// runAction and the table of action commands: minecraft_actions.cpp.

// --- !searchWiki --------------------------------------------------------------------------------------

asio::awaitable<std::optional<std::string>> MinecraftAgentWorld::searchWiki(std::string query) {
  if (!http_) {
    RetryPolicy policy;
    policy.maxAttempts = 2;
    policy.timeout = std::chrono::seconds(30);
    http_ = std::make_unique<HttpClient>(bot_->executor(), policy);
  }
  HttpRequest request;
  request.method = "GET";
  request.url = options_.wikiBaseUrl + query;
  std::optional<HttpResponse> response;
  std::string error;
  try {
    response = co_await http_->send(std::move(request));
  } catch (const std::exception& e) {
    error = e.what();
  }
  if (!response) co_return "The following error occurred: " + error;
  if (response->status == 404) co_return query + " was not found on the Minecraft Wiki. Try adjusting your search term.";
  co_return wikiPageText(response->body);
}

}  // namespace craftmate::agents::minecraft
