#pragma once
// A world with fake slow actions and a model that answers from a script, for the agent loop tests.

#include <deque>
#include <functional>

#include "agents/agent.h"
#include "agents/profile.h"
#include "async_test_support.h"

namespace craftmate::agents::testing {

// Answers each request with the next scripted reply (or `fallback` when the script is used up);
// a reply may depend on the request through `rule`. Records every request.
class ScriptModel : public ChatModel {
 public:
  struct Request {
    std::vector<Turn> turns;
    std::string system;
  };
  std::deque<std::string> script;
  std::string fallback = "\t";
  std::function<std::optional<std::string>(const Request&)> rule;
  std::vector<Request> requests;

  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string system) override {
    requests.push_back({std::move(turns), std::move(system)});
    if (rule) {
      if (auto reply = rule(requests.back())) co_return *reply;
    }
    if (script.empty()) co_return fallback;
    std::string reply = script.front();
    script.pop_front();
    co_return reply;
  }
  std::string describe() const override { return "test/script"; }
};

class NoNames : public commands::NameRegistry {
 public:
  bool isBlock(std::string_view) const override { return false; }
  bool isItem(std::string_view) const override { return false; }
};

// Commands: the agent's own, plus !look (a query) and !work (an action taking `workTime`, logged).
class FakeWorld : public AgentWorld {
 public:
  FakeWorld() {
    std::vector<commands::CommandDef> defs = agentCommandDefinitions();
    defs.push_back({"!look", "Look around.", std::nullopt, commands::CommandKind::Query});
    defs.push_back({"!work", "Work for a while.", std::nullopt, commands::CommandKind::Action});
    commands_ = commands::CommandSet(std::move(defs));
  }
  const commands::CommandSet& commands() const override { return commands_; }
  const commands::NameRegistry& names() const override { return names_; }
  boost::asio::awaitable<std::optional<std::string>> execute(const commands::ParsedCommand& command, Agent& agent) override {
    if (command.name == "!look") co_return std::string("You see a tree.");
    const auto duration = workTime;
    const ActionResult result = co_await agent.actions().runAction(
        "action:work",
        [duration](ActionLog& log) -> boost::asio::awaitable<std::string> {
          log.log("Working.");
          co_await delay(duration);
          co_return "Work done.";
        },
        workTimeout);
    ++worked;
    co_return ActionManager::commandOutput(result);
  }
  std::map<std::string, std::string> promptFields() const override { return {{"STATS", "STATS"}, {"INVENTORY", "INV"}}; }
  void chat(const std::string& message) override { chats.push_back(message); }
  std::optional<double> taskScore() const override { return score; }

  std::optional<double> score;  // set: the task is done

  std::chrono::milliseconds workTime{5};
  std::optional<ActionManager::Minutes> workTimeout = ActionManager::Minutes(10);
  int worked = 0;
  std::vector<std::string> chats;

 private:
  commands::CommandSet commands_;
  NoNames names_;
};

// An agent named `name` with its own scripted model and world, on `bus`.
struct TestAgent {
  TestAgent(boost::asio::io_context& io, ConversationBus& bus, const std::string& name, AgentOptions options = {})
      : model(std::make_shared<ScriptModel>()) {
    Prompter prompter(mergeProfile({{"name", name}}, "survival"), model, 0);
    prompter.setCooldown(std::chrono::milliseconds(0));
    agent = std::make_unique<Agent>(io.get_executor(), std::move(prompter), world, bus, options, 15);
    agent->selfPrompter().setCooldown(std::chrono::milliseconds(10));
    agent->quickReply = std::chrono::milliseconds(2);
    agent->busyPartnerReply = std::chrono::milliseconds(20);
  }
  std::shared_ptr<ScriptModel> model;
  FakeWorld world;
  std::unique_ptr<Agent> agent;
};

inline bool hasTurn(const History& history, const std::string& role, const std::string& content) {
  for (const Turn& t : history.turns()) {
    if (t.role == role && t.content == content) return true;
  }
  return false;
}

}  // namespace craftmate::agents::testing
