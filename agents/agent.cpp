#include "agents/agent.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <nlohmann/json.hpp>

#include "agents/agent_state_store.h"
#include "agents/trajectory_sink.h"
#include "agents/turn_text.h"
#include "commands/command_docs.h"
#include "commands/command_text.h"
#include "commands/js_number.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::agents {

namespace asio = boost::asio;

namespace {

const std::vector<std::string>& agentCommandNames() {
  static const std::vector<std::string> names = {"!stop",          "!stfu", "!clearChat", "!goal", "!endGoal", "!startConversation",
                                                 "!endConversation"};
  return names;
}

bool isAgentCommand(const std::string& name) {
  const auto& names = agentCommandNames();
  return std::find(names.begin(), names.end(), name) != names.end();
}

constexpr size_t kMaxBehaviorLog = 500;

}  // namespace

std::vector<commands::CommandDef> agentCommandDefinitions() {
  std::vector<commands::CommandDef> defs;
  for (const auto& def : commands::mindcraftCommands()) {
    if (isAgentCommand(def.name)) defs.push_back(def);
  }
  return defs;
}

Agent::Agent(asio::any_io_executor executor, Prompter prompter, AgentWorld& world, ConversationBus& bus, AgentOptions options,
             int maxMessages, AgentStateStore* store, TrajectorySink* sink)
    : executor_(executor),
      name_(prompter.profile().name()),
      prompter_(std::move(prompter)),
      world_(world),
      options_(options),
      store_(store),
      sink_(sink),
      history_(name_, maxMessages),
      actions_(executor, ActionManager::Hooks{
                             [this](const std::string& text) { asio::co_spawn(executor_, addToHistory("system", text), asio::detached); },
                             // MINDcraft's 'idle' event resumes a resume action (!followPlayer).
                             [this] { asio::co_spawn(executor_, resumeAfterIdle(), asio::detached); },
                             [this] { return selfPrompter_.isActive(); },
                             [this](const std::string& text) { asio::co_spawn(executor_, addToHistory("system", text), asio::detached); },
                         }),
      selfPrompter_(executor, *this),
      conversations_(name_, bus),
      taskStart_(std::chrono::system_clock::now()) {
  conversations_.onQueued = [this](const BotMessage& packet) { onPacketQueued(packet); };
  if (store_ != nullptr) {
    if (auto saved = store_->loadAgentState(name_)) restore(*saved);
  }
}

// --- prompting -------------------------------------------------------------------------------

PromptValues Agent::promptValues() const {
  PromptValues v;
  v.name = name_;
  auto fields = world_.promptFields();
  v.stats = fields["STATS"];
  v.inventory = fields["INVENTORY"];
  fields.erase("STATS");
  fields.erase("INVENTORY");
  v.extra = std::move(fields);
  v.action = actions_.currentActionLabel();
  v.commandDocs = commands::commandDocs(world_.commands());
  v.memory = history_.memory();
  v.selfPrompt = selfPromptText(selfPrompter_.shownGoal());
  return v;
}

asio::awaitable<void> Agent::resumeAfterIdle() { co_await actions_.resumeAction(); }

asio::awaitable<void> Agent::addToHistory(std::string source, std::string text) {
  std::vector<Turn> chunk = history_.add(source, text);
  if (!chunk.empty()) history_.setMemory(co_await prompter_.promptMemSaving(chunk, promptValues()));
}

// --- handleMessage (mindcraft.md §3.2) -------------------------------------------------------

bool Agent::isAction(const std::string& name) const {
  const commands::CommandDef* def = world_.commands().find(name);
  return def != nullptr && def->kind == commands::CommandKind::Action;
}

bool Agent::checkInterrupt(bool selfPrompt, const std::string& source) const {
  return selfPrompter_.shouldInterrupt(selfPrompt) || shutUp_ || responseScheduledFor(source);
}

asio::awaitable<bool> Agent::handleMessage(std::string source, std::string message, std::optional<int> maxResponses) {
  const bool ended = co_await checkTaskDone();
  if (ended || source.empty() || message.empty()) co_return false;
  int budget = maxResponses.value_or(options_.maxCommands);
  const bool unlimited = budget < 0;
  const bool selfPrompt = source == "system" || source == name_;
  const bool fromOtherBot = conversations_.isAgent(source);

  if (!selfPrompt && !fromOtherBot) {
    // A person's command runs directly; it never enters the history nor reaches the model.
    if (const auto command = commands::containsCommand(message)) {
      if (!world_.commands().exists(*command)) {
        routeResponse(source, "Command '" + *command + "' does not exist.");
        co_return false;
      }
      routeResponse(source, "*" + source + " used " + command->substr(1) + "*");
      if (*command == "!newAction") co_await addToHistory(source, message);
      const std::optional<std::string> output = co_await executeCommand(message);
      if (output && !output->empty()) routeResponse(source, *output);
      co_return true;
    }
  }
  if (fromOtherBot) lastSender_ = source;

  std::string behavior = trimmed(behaviorLog_);
  behaviorLog_.clear();
  if (!behavior.empty()) {
    if (behavior.size() > kMaxBehaviorLog) behavior = "..." + behavior.substr(behavior.size() - kMaxBehaviorLog);
    co_await addToHistory("system", "Recent behaviors log: \n" + behavior);
  }
  co_await addToHistory(source, message);
  save();

  if (!selfPrompt && selfPrompter_.isActive()) budget = 1;  // a person's message interrupts the goal briefly
  bool usedCommand = false;
  for (int i = 0; unlimited || i < budget; ++i) {
    if (checkInterrupt(selfPrompt, source)) break;
    std::string reply = co_await prompter_.promptConvo(history_.turns(), promptValues());
    if (trimmed(reply).empty()) break;  // the "tab" answer, or overtaken by a newer message
    const auto command = commands::containsCommand(reply);
    if (!command) {
      co_await addToHistory(name_, reply);
      routeResponse(source, reply);
      break;
    }
    reply = commands::truncateAfterCommand(reply);
    co_await addToHistory(name_, reply);
    if (!world_.commands().exists(*command)) {
      co_await addToHistory("system", "Command " + *command + " does not exist.");
      continue;  // re-prompt
    }
    if (checkInterrupt(selfPrompt, source)) break;
    selfPrompter_.handleUserPromptedCmd(selfPrompt, isAction(*command));
    if (options_.verboseCommands) {
      routeResponse(source, reply);
    } else {
      const std::string before = trimmed(reply.substr(0, reply.find(*command)));
      const std::string used = "*used " + command->substr(1) + "*";
      routeResponse(source, before.empty() ? used : before + "  " + used);
    }
    const std::optional<std::string> output = co_await executeCommand(reply);
    usedCommand = true;
    if (!output || output->empty()) break;  // an action that was interrupted, !goal, !stfu ...
    co_await addToHistory("system", *output);
    save();
  }
  co_return usedCommand;
}

void Agent::routeResponse(std::string to, const std::string& message) {
  if (shutUp_) return;
  const bool selfPrompt = to == "system" || to == name_;
  if (selfPrompt && !lastSender_.empty()) to = lastSender_;
  if (conversations_.isAgent(to) && conversations_.inConversation(to)) {
    if (options_.chatBotMessages) openChat("(To " + to + ") " + message);
    conversations_.sendToBot(to, message);
  } else {
    openChat(message);
  }
}

void Agent::openChat(const std::string& message) {
  std::string text;
  if (const auto match = commands::findCommand(message)) {
    text = trimmed(message.substr(0, match->begin)) + " " + message.substr(match->begin);
  } else {
    text = trimmed(message) + " ";
  }
  std::replace(text.begin(), text.end(), '\n', ' ');
  world_.chat(text);
}

// --- commands ----------------------------------------------------------------------------------

asio::awaitable<std::optional<std::string>> Agent::executeCommand(const std::string& text) {
  const commands::ParseResult parsed = commands::parseCommand(text, world_.commands(), world_.names());
  std::optional<std::string> output;
  if (!parsed.ok) output = parsed.error;
  else if (isAgentCommand(parsed.command.name)) output = co_await runAgentCommand(parsed.command);
  else output = co_await world_.execute(parsed.command, *this);
  if (sink_ != nullptr) sink_->command({name_, commands::truncateAfterCommand(text), output.value_or(""), parsed.ok});
  co_return output;
}

asio::awaitable<std::optional<std::string>> Agent::runAgentCommand(const commands::ParsedCommand& command) {
  const std::string& name = command.name;
  if (name == "!stop") {
    co_await actions_.stop();
    actions_.cancelResume();
    co_return std::string("Agent stopped.") + (selfPrompter_.isActive() ? " Self-prompting still active." : "");
  }
  if (name == "!stfu") {
    openChat("Shutting up.");
    shutUp_ = true;
    if (selfPrompter_.isActive()) co_await selfPrompter_.stop(false);
    if (!conversations_.activePartner().empty()) co_await endConversation(conversations_.activePartner());
    co_return std::nullopt;
  }
  if (name == "!clearChat") {
    history_.clear();
    co_return name_ + "'s chat history was cleared, starting new conversation from scratch.";
  }
  if (name == "!goal") {
    if (conversations_.inConversation()) selfPrompter_.setPromptPaused(command.text(0));
    else selfPrompter_.start(command.text(0));
    co_return std::nullopt;
  }
  if (name == "!endGoal") {
    co_await selfPrompter_.stop();
    co_return std::string("Self-prompting stopped.");
  }
  if (name == "!startConversation") {
    const std::string& partner = command.text(0);
    if (!conversations_.isAgent(partner)) co_return partner + " is not a bot, cannot start conversation.";
    if (selfPrompter_.isActive()) co_await selfPrompter_.pause();
    const std::string warning = conversations_.startConversation(partner, command.text(1));
    if (!warning.empty()) co_await addToHistory("system", warning);
    co_return std::nullopt;
  }
  // !endConversation
  const std::string& partner = command.text(0);
  if (!conversations_.inConversation(partner)) co_return "Not in conversation with " + partner + ".";
  co_await endConversation(partner);
  co_return "Converstaion with " + partner + " ended.";
}

asio::awaitable<void> Agent::endConversation(const std::string& partner) {
  std::optional<Delivery> unread;
  conversations_.endConversation(partner, &unread);
  if (unread) co_await addToHistory(unread->source, unread->text);
  if (lastSender_ == partner) lastSender_.clear();
  resumeGoalAfterConversation();
}

void Agent::resumeGoalAfterConversation() {
  if (!selfPrompter_.isPaused() || conversations_.inConversation()) return;
  asio::co_spawn(
      executor_,
      [this]() -> asio::awaitable<void> {
        asio::steady_timer wait(executor_, options_.conversationResumeDelay);
        boost::system::error_code ignored;
        co_await wait.async_wait(asio::redirect_error(asio::use_awaitable, ignored));
        if (selfPrompter_.isPaused() && !conversations_.inConversation()) selfPrompter_.start();
      },
      asio::detached);
}

// --- start-up, tick and state ----------------------------------------------------------------------------

asio::awaitable<void> Agent::start(std::string initMessage) {
  if (restoredGoal_ && !initMessage.empty()) co_await addToHistory("system", initMessage);
  if (!lastSender_.empty()) {
    // As if the partner had written: the restarted agent picks the conversation up again.
    if (conversations_.isAgent(lastSender_)) {
      BotMessage resume{lastSender_, name_, "You have restarted and this message is auto-generated. Continue the conversation with me.",
                        true, false};
      conversations_.receive(resume);
    }
  } else if (!initMessage.empty()) {
    co_await handleMessage("system", initMessage, 2);
  } else {
    openChat("Hello world! I am " + name_);
  }
}

asio::awaitable<void> Agent::restart(std::string initMessage) {
  restore(state());
  co_await start(std::move(initMessage));
}

std::string taskEndedText(double score) { return "Task ended with score : " + commands::jsNumberToString(score); }

asio::awaitable<bool> Agent::checkTaskDone() {
  if (taskEnded_) co_return true;
  const std::optional<double> score = world_.taskScore();
  if (!score) co_return false;
  taskEnded_ = true;
  co_await addToHistory("system", taskEndedText(*score));
  save();
  co_await selfPrompter_.stop();
  if (onTaskEnded) onTaskEnded();
  co_return true;
}

void Agent::update(std::chrono::milliseconds elapsed) {
  if (!taskEnded_ && world_.taskScore()) asio::co_spawn(executor_, checkTaskDone(), asio::detached);
  selfPrompter_.update(elapsed);
  monitorConversation(elapsed);
}

nlohmann::json Agent::state() const {
  nlohmann::json turns = nlohmann::json::array();
  for (const Turn& t : history_.turns()) turns.push_back({{"role", t.role}, {"content", t.content}});
  const auto stopped = selfPrompter_.state() == SelfPrompter::State::Stopped;
  const auto startMs = std::chrono::duration_cast<std::chrono::milliseconds>(taskStart_.time_since_epoch()).count();
  return {{"memory", history_.memory()},
          {"turns", turns},
          {"self_prompting_state", static_cast<int>(selfPrompter_.state())},
          {"self_prompt", stopped ? nlohmann::json(nullptr) : nlohmann::json(selfPrompter_.prompt())},
          {"taskStart", startMs},
          {"last_sender", lastSender_.empty() ? nlohmann::json(nullptr) : nlohmann::json(lastSender_)},
          {"saved_places", memoryBank_.toJson()}};
}

void Agent::restore(const nlohmann::json& state) {
  std::vector<Turn> turns;
  for (const auto& t : state.value("turns", nlohmann::json::array())) {
    turns.push_back({t.value("role", "user"), t.value("content", "")});
  }
  history_.restore(std::move(turns), state.value("memory", ""));
  if (state.contains("taskStart") && state["taskStart"].is_number()) {
    taskStart_ = std::chrono::system_clock::time_point(std::chrono::milliseconds(state["taskStart"].get<long long>()));
  }
  if (state.contains("last_sender") && state["last_sender"].is_string()) lastSender_ = state["last_sender"];
  if (state.contains("saved_places")) memoryBank_.loadJson(state["saved_places"]);
  if (state.contains("self_prompt") && state["self_prompt"].is_string()) {
    const int saved = state.value("self_prompting_state", 0);
    const auto selfState = saved == 1 ? SelfPrompter::State::Active : saved == 2 ? SelfPrompter::State::Paused : SelfPrompter::State::Stopped;
    const std::string error = selfPrompter_.handleLoad(state["self_prompt"], selfState);
    if (!error.empty()) history_.add("system", error);
    restoredGoal_ = true;
  }
}

void Agent::save() {
  if (store_ != nullptr) store_->saveAgentState(name_, state());
}

}  // namespace craftmate::agents
