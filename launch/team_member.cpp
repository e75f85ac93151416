#include "launch/team_member.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "agents/agent.h"
#include "agents/minecraft/auto_eat.h"
#include "agents/minecraft/death_handler.h"
#include "agents/minecraft/minecraft_agent_world.h"
#include "agents/models/model_factory.h"
#include "agents/modes/modes.h"
#include "agents/modes/update_loop.h"
#include "commands/minecraft_names.h"
#include "launch/bot_folder_store.h"
#include "launch/minecraft_version.h"
#include "memory/example_retriever.h"
#include "world/bot.h"

namespace craftmate::launch {

namespace asio = boost::asio;
using namespace std::chrono_literals;

namespace {

// MINDcraft's init_message after an agent process restart (agent_process.js).
const char* kRestartMessage = "Agent process restarted.";

// narrate_behavior: a profile may set it for its agent; else the setting.
bool narrateBehavior(const agents::Profile& profile, const agents::Settings& settings) {
  const auto it = profile.json.find("narrate_behavior");
  return it != profile.json.end() ? it->get<bool>() : settings.values().at("narrate_behavior").get<bool>();
}

}  // namespace

TeamMember::TeamMember(asio::any_io_executor executor, TeamProfile profile, const TeamContext& context)
    : executor_(executor), profile_(std::move(profile)), name_(profile_.profile.name()), context_(context), wake_(executor) {
  // The agent exists before anyone joins, as MINDcraft registers every agent first: a teammate who
  // joins earlier can already start a conversation with it.
  bot_ = newBot();
  createAgent();
}

TeamMember::~TeamMember() {
  tick_.reset();
  if (world_) world_->setModeController(nullptr);
  modes_.reset();
  death_.reset();
  if (bot_) bot_->unloadPlugin(agents::minecraft::AutoEat::kName);
  if (world_) world_->detach();
}

asio::awaitable<void> TeamMember::pause(std::chrono::milliseconds delay) {
  wake_.expires_after(delay);
  boost::system::error_code ignored;
  co_await wake_.async_wait(asio::redirect_error(asio::use_awaitable, ignored));
}

std::shared_ptr<world::Bot> TeamMember::newBot() {
  world::BotOptions options;
  options.host = context_.host;
  options.port = context_.port;
  options.username = name_;
  options.viewDistance = context_.viewDistance;
  options.version = botVersion_;
  options.online = online_;
  auto bot = world::Bot::create(executor_, options);
  std::weak_ptr<world::Bot> weak = bot;
  bot->events().end.on([this, weak](const std::string&) {
    if (auto ended = weak.lock(); ended && ended == bot_ && playing_) wake_.cancel();
  });
  botServer_ = context_.host + ":" + std::to_string(context_.port);
  return bot;
}

asio::awaitable<bool> TeamMember::join() {
  // A bot connects once: every later try is a new bot for the same world and agent (so is a first
  // one when the server became known after construction, as the embedded server does).
  bool signedIn = false;
  if (context_.onlineLogin) {
    std::string failure;
    try {
      online_ = co_await context_.onlineLogin(name_);
      signedIn = true;
    } catch (const std::exception& e) {
      failure = e.what();
    }
    if (!signedIn) {
      if (context_.log) context_.log(name_ + " could not sign in: " + failure);
      co_return false;
    }
  }
  // minecraft_version "auto": the server's release, asked before each join (it may have changed).
  std::string version;
  try {
    version = co_await resolveMinecraftVersion(executor_, context_.settings->values().at("minecraft_version").get<std::string>(),
                                               context_.host, context_.port);
  } catch (const std::exception& e) {
    if (context_.log) context_.log(name_ + " could not join " + context_.host + ":" + std::to_string(context_.port) + ": " + e.what());
    co_return false;
  }
  if (botUsed_ || signedIn || botServer_ != context_.host + ":" + std::to_string(context_.port) || version != botVersion_) {
    botVersion_ = version;
    bot_ = newBot();
    world_->rebind(bot_, commands::MinecraftNames::shared(botVersion_));
  }
  botUsed_ = true;
  bot_->start();
  try {
    co_await bot_->waitForSpawn(30s);
    co_return true;
  } catch (const std::exception& e) {
    if (context_.log) context_.log(name_ + " could not join " + context_.host + ":" + std::to_string(context_.port) + ": " + e.what());
    bot_->quit();
    co_return false;
  }
}

void TeamMember::createAgent() {
  const agents::Settings& settings = *context_.settings;
  agents::minecraft::MinecraftWorldOptions options;
  options.blockedActions = settings.blockedActions();
  options.teamAgents = context_.teamNames;
  options.onlyChatWith = settings.values().at("only_chat_with").get<std::vector<std::string>>();
  options.allowInsecureCoding = settings.allowInsecureCoding();
  options.codeTimeoutMins = settings.values().at("code_timeout_mins").get<double>();
  options.relevantDocsCount = settings.values().at("relevant_docs_count").get<int>();
  // Until the first join resolves minecraft_version, the names of the default release; a join on
  // another release rebinds the world with that release's names.
  world_ = std::make_unique<agents::minecraft::MinecraftAgentWorld>(bot_, commands::MinecraftNames::shared(botVersion_), options);

  const agents::Profile& profile = profile_.profile;
  auto model = agents::makeChatModel(profile.json.at("model"), *context_.keys, executor_);
  agents::Prompter prompter(profile, model, settings.numExamples(), context_.modelCalls);
  prompter.setCodeModel(agents::makeCodeModel(profile.json, *context_.keys, executor_));
  // $EXAMPLES and $CODE_DOCS as MINDcraft picks them: by the profile's embedding model when it has
  // one, else words.
  auto embedding = agents::makeEmbeddingModel(profile.json, *context_.keys, executor_);
  prompter.setExampleSelector(
      memory::conversationExampleRetriever(profile.conversationExamples(), settings.numExamples(), "", embedding));
  prompter.setEmbeddingModel(std::move(embedding));
  agents::AgentOptions agentOptions;
  agentOptions.maxCommands = settings.maxCommands();
  agentOptions.verboseCommands = settings.verboseCommands();
  agentOptions.chatBotMessages = settings.values().at("chat_bot_messages").get<bool>();
  agent_ = std::make_unique<agents::Agent>(executor_, std::move(prompter), *world_, *context_.bus, agentOptions,
                                           settings.maxMessages(), context_.memory, context_.trajectory);
  world_->attach(*agent_);
  context_.memory->writeLastProfile(name_, profile.json);
}

void TeamMember::bindConnection() {
  agents::modes::ModesOptions modesOptions;
  modesOptions.narrateBehavior = narrateBehavior(profile_.profile, *context_.settings);
  modes_ = std::make_unique<agents::modes::Modes>(*bot_, *agent_, modesOptions);
  if (const auto it = profile_.profile.json.find("modes"); it != profile_.profile.json.end()) modes_->applyProfile(*it);
  world_->setModeController(modes_.get());
  bot_->loadPlugin(std::make_shared<agents::minecraft::AutoEat>());
  death_ = std::make_unique<agents::minecraft::DeathHandler>(bot_, *agent_);
  tick_ = std::make_unique<agents::modes::UpdateLoop>(executor_, *agent_, modes_.get());
  if (context_.onJoin) context_.onJoin(*this);
}

asio::awaitable<void> TeamMember::unbindConnection() {
  tick_.reset();
  co_await agent_->selfPrompter().stopLoop();  // the goal's state stays: the rejoin resumes it
  co_await agent_->actions().stop();
  agent_->save();
  world_->setModeController(nullptr);
  modes_.reset();
  death_.reset();
  if (bot_) bot_->unloadPlugin(agents::minecraft::AutoEat::kName);
}

asio::awaitable<void> TeamMember::waitUntilDisconnected() {
  playing_ = true;
  while (!stopping_ && !bot_->ended()) co_await pause(24h);
  playing_ = false;
}

asio::awaitable<void> TeamMember::run() {
  auto wait = context_.backoff.first;
  while (!stopping_) {
    if (!co_await join()) {
      if (stopping_) break;
      if (context_.log) context_.log(name_ + " tries again in " + std::to_string(wait.count() / 1000.0).substr(0, 4) + " s");
      co_await pause(wait);
      wait = std::min(wait * 2, context_.backoff.longest);
      continue;
    }
    const auto joinedAt = std::chrono::steady_clock::now();
    ++joins_;
    bindConnection();
    if (context_.log) context_.log(name_ + " joined " + context_.host + ":" + std::to_string(context_.port));
    // Start-up runs beside the connection: the init message's answer may take the model a while.
    const std::string initMessage =
        joins_ == 1 ? context_.settings->values().at("init_message").get<std::string>() : std::string(kRestartMessage);
    asio::co_spawn(executor_, joins_ == 1 ? agent_->start(initMessage) : agent_->restart(initMessage), asio::detached);

    co_await waitUntilDisconnected();
    const std::string reason = bot_->ended() ? bot_->endReason() : "stopped";
    co_await unbindConnection();
    if (stopping_) break;
    if (std::chrono::steady_clock::now() - joinedAt >= context_.backoff.stable) wait = context_.backoff.first;
    if (context_.log) {
      context_.log(name_ + " lost its connection (" + reason + "); rejoining in " + std::to_string(wait.count() / 1000.0).substr(0, 4) + " s");
    }
    co_await pause(wait);
    wait = std::min(wait * 2, context_.backoff.longest);
  }
}

asio::awaitable<void> TeamMember::stop() {
  stopping_ = true;
  wake_.cancel();
  if (agent_) {
    co_await agent_->selfPrompter().stopLoop();
    co_await agent_->actions().stop();
    agent_->save();
  }
  if (botUsed_ && !bot_->ended()) bot_->quit("disconnect.quitting");
}

}  // namespace craftmate::launch
