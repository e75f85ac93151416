#pragma once
// A paper's agent method (MindAgent's dispatcher, CoBlock's chain-of-thought agent, Collab-Overcooked's
// communicating agents, LLM-Coordination's agentic framework ...) plays one episode of a world through
// the public Environment interface and one ChatModel per seat. Unlike the MINDcraft loop
// (agents/world_agent.h), a method owns its whole prompt and reply format: the exact texts of its paper.
//
// Methods are registered by name (OpenSpiel's pattern, as the worlds are) so `craftmate run
// --agent-method NAME` and `craftmate eval --world W` reach any of them the same way. Every model call
// and every command goes through method_calls.h, which records them in the run's TrajectorySink, so
// `craftmate dataset` exports SFT examples from these runs as from MINDcraft runs.

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/environment.h"
#include "agents/episode_runner.h"
#include "agents/models/chat_model.h"
#include "agents/trajectory_sink.h"

namespace craftmate::agents::methods {

// Method options as text (ablation switches, window sizes ...), from `--method-option key=value`.
// The registry fills in defaults and rejects names a method does not declare.
using MethodOptions = std::map<std::string, std::string>;

// Who plays agent i: a name (the profile's, used in records) and the model speaking for it. A method
// with one central planner (MindAgent) uses seat 0's model for everyone.
struct Seat {
  std::string name;
  std::shared_ptr<ChatModel> model;
};

// A person typing for one agent on the terminal (MindAgent's human-in-the-loop mode): shown the
// text, returns what they typed (empty at end of input).
using HumanInput = std::function<std::string(int agent, const std::string& shown)>;

struct MethodContext {
  explicit MethodContext(Environment& world) : env(world) {}

  Environment& env;
  std::vector<Seat> seats;  // one per agent, index = agent number
  TrajectorySink* sink = nullptr;  // the run store, or nullptr
  // The budget of the episode in the method's own unit (a dispatcher's step, an agent's turn):
  // a model that never writes a valid reply must not hang a run.
  int maxTurns = 2000;
  int humanAgent = -1;  // the agent a person plays, -1 for none
  HumanInput human;
};

class AgentMethod {
 public:
  virtual ~AgentMethod() = default;
  // Plays until the world ends or the budget runs out. Model failures arrive as text (ChatModel never
  // throws for HTTP errors); a reply the method cannot parse gets its paper's feedback/retry.
  virtual boost::asio::awaitable<EpisodeResult> run(MethodContext& context) = 0;
};

struct MethodOption {
  std::string name;
  std::string defaultValue;
  std::string description;
};

struct MethodInfo {
  std::string name;         // e.g. "mindagent"
  std::string description;  // one line for --help
  std::vector<std::string> worlds;  // the worlds it can play (its paper's), by registered name
  std::vector<MethodOption> options;
  bool supportsHuman = false;  // accepts a person for one agent (MethodContext::human)
  std::function<std::unique_ptr<AgentMethod>(const MethodOptions& options)> create;
};

class MethodRegistry {
 public:
  // The registry with every built-in method (registered_methods.cpp).
  static const MethodRegistry& builtIn();

  void add(MethodInfo info);
  const MethodInfo* find(const std::string& name) const;  // nullptr when unknown
  const std::vector<MethodInfo>& all() const { return methods_; }

  // Builds the method for a world. Throws std::invalid_argument when the name is unknown (listing the
  // known ones), the world is not one the method plays (listing those), or an option is unknown or
  // has a bad value.
  std::unique_ptr<AgentMethod> create(const std::string& name, const std::string& world, MethodOptions options) const;

 private:
  std::vector<MethodInfo> methods_;
};

// Option values: "true"/"false"/"1"/"0" and integers; throw std::invalid_argument naming the option.
bool optionFlag(const MethodOptions& options, const std::string& name);
int optionInt(const MethodOptions& options, const std::string& name);

}  // namespace craftmate::agents::methods
