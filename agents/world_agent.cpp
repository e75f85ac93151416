#include "agents/world_agent.h"

#include "agents/turn_text.h"
#include "commands/command_docs.h"
#include "commands/command_parser.h"
#include "commands/command_text.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::agents {

namespace {

// Conversation commands take plain strings; no block or item names are involved.
class NoNames : public commands::NameRegistry {
 public:
  bool isBlock(std::string_view) const override { return false; }
  bool isItem(std::string_view) const override { return false; }
};

commands::CommandSet conversationCommands() {
  std::vector<commands::CommandDef> defs;
  for (const auto& def : commands::mindcraftCommands()) {
    if (def.name == "!startConversation" || def.name == "!endConversation") defs.push_back(def);
  }
  return commands::CommandSet(std::move(defs));
}

}  // namespace

WorldAgent::WorldAgent(int index, Prompter prompter, Environment& env, ConversationBus& bus, WorldAgentOptions options,
                       AgentStateStore* store, TrajectorySink* sink)
    : index_(index),
      name_(prompter.profile().name()),
      prompter_(std::move(prompter)),
      env_(env),
      conversations_(name_, bus),
      options_(options),
      store_(store),
      sink_(sink),
      history_(name_, options.maxMessages),
      agentCommands_(options.talkToOthers ? conversationCommands() : commands::CommandSet()) {
  if (store_ != nullptr) {
    if (auto saved = store_->loadAgentState(name_)) restore(*saved);
  }
}

std::string WorldAgent::commandDocs() const {
  std::string docs = env_.commandDocs(index_);
  if (!agentCommands_.all().empty()) {
    docs += "\nTo talk with the other agents, use these commands (double quotes for strings):\n" +
            commands::commandEntriesDocs(agentCommands_.documented());
  }
  return docs;
}

PromptValues WorldAgent::promptValues() const {
  PromptValues v;
  v.name = name_;
  auto fields = env_.promptFields(index_);
  v.stats = fields["STATS"];
  v.inventory = fields["INVENTORY"];
  fields.erase("STATS");
  fields.erase("INVENTORY");
  v.extra = std::move(fields);
  v.commandDocs = commandDocs();
  v.memory = history_.memory();
  v.selfPrompt = selfPromptText(env_.goal(index_));
  return v;
}

boost::asio::awaitable<void> WorldAgent::addToHistory(const std::string& source, const std::string& text) {
  std::vector<Turn> chunk = history_.add(source, text);
  if (!chunk.empty()) {
    history_.setMemory(co_await prompter_.promptMemSaving(chunk, promptValues()));
  }
}

void WorldAgent::route(const std::string& text) {
  // MINDcraft routes a reply to the partner it answers while that conversation is active.
  if (!lastSender_.empty() && conversations_.inConversation(lastSender_)) conversations_.sendToBot(lastSender_, text);
}

std::string WorldAgent::runConversationCommand(const std::string& replyText) {
  static const NoNames noNames;
  const commands::ParseResult parsed = commands::parseCommand(replyText, agentCommands_, noNames);
  if (!parsed.ok) return parsed.error;
  if (parsed.command.name == "!startConversation") {
    const std::string& to = parsed.command.text(0);
    std::string text = conversations_.startConversation(to, parsed.command.text(1));
    if (conversations_.inConversation(to)) lastSender_ = to;
    return text;
  }
  std::optional<Delivery> unread;
  std::string text = conversations_.endConversation(parsed.command.text(0), &unread);
  if (unread) history_.add(unread->source, unread->text);
  if (lastSender_ == parsed.command.text(0)) lastSender_.clear();
  return text;
}

boost::asio::awaitable<bool> WorldAgent::takeTurn(const std::string& message) {
  for (const Delivery& d : conversations_.deliver()) {
    if (d.source != "system") lastSender_ = d.source;
    co_await addToHistory(d.source, d.text);
  }
  co_await addToHistory("system", message);
  bool accepted = false;
  for (int i = 0; i < options_.maxResponses && !accepted; ++i) {
    const std::string reply = co_await prompter_.promptConvo(history_.turns(), promptValues());
    if (trimmed(reply).empty()) break;  // the "tab" answer: nothing to say or do
    const auto match = commands::findCommand(reply);
    if (match && agentCommands_.find(match->name) != nullptr) {
      const std::string text = commands::truncateAfterCommand(reply);
      co_await addToHistory(name_, text);
      // With verbose commands the partner sees the text before the command runs (it learns of an end).
      route(options_.verboseCommands ? text : trimmed(text.substr(0, match->begin)) + "  *used " + match->name.substr(1) + "*");
      const std::string output = runConversationCommand(text);
      if (sink_ != nullptr) sink_->command({name_, text, output, true});
      if (!output.empty()) co_await addToHistory("system", output);
      continue;
    }
    co_await addToHistory(name_, reply);
    route(reply);
    const CommandResult result = env_.act(index_, reply);
    lastOutput_ = result.output;
    accepted = result.accepted;
    if (sink_ != nullptr) sink_->command({name_, reply, result.output, result.accepted});
    co_await addToHistory("system", result.output);
  }
  save();
  co_return accepted;
}

nlohmann::json WorldAgent::state() const {
  nlohmann::json turns = nlohmann::json::array();
  for (const Turn& t : history_.turns()) turns.push_back({{"role", t.role}, {"content", t.content}});
  return {{"memory", history_.memory()},
          {"turns", turns},
          {"self_prompting_state", 0},
          {"self_prompt", nullptr},
          {"last_sender", lastSender_.empty() ? nlohmann::json(nullptr) : nlohmann::json(lastSender_)}};
}

void WorldAgent::restore(const nlohmann::json& state) {
  std::vector<Turn> turns;
  for (const auto& t : state.value("turns", nlohmann::json::array())) {
    turns.push_back({t.value("role", "user"), t.value("content", "")});
  }
  history_.restore(std::move(turns), state.value("memory", ""));
  if (state.contains("last_sender") && state["last_sender"].is_string()) lastSender_ = state["last_sender"];
}

void WorldAgent::save() {
  if (store_ != nullptr) store_->saveAgentState(name_, state());
}

}  // namespace craftmate::agents
