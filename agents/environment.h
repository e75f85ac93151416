#pragma once
// The one interface through which an agent sees any world (DESIGN.md §2, flow 2).
//
// A Minecraft bot and a text world look the same to the agent loop: the world says which agents
// are to act, accepts an agent's reply text as a command, answers with output text, fills the
// prompt placeholders, and reports its goal and score. Worlds keep their own command language:
// Minecraft and MineCollab use MINDcraft's `!command(...)` syntax (commands/), the paper worlds use
// the action formats their papers prompt for (e.g. CuisineWorld's `goto(agent0, storage0)`).
//
// The interface is synchronous: a text world answers at once. Worlds whose actions take time
// (Minecraft) run them as coroutines in the agent runtime and expose the same texts here.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::agents {

// What a world answers to one command of one agent.
struct CommandResult {
  // The text the agent sees next (MINDcraft: the command output; a paper world: its feedback).
  std::string output;
  // False when the command was rejected (bad syntax, infeasible, not your turn). Worlds with action
  // verification (LLM-Coordination) let the agent retry; others count it as a wasted step.
  bool accepted = true;
};

// How a world scores an episode: its paper's metric names mapped to values, plus completion.
struct Score {
  bool complete = false;  // the goal is reached (task success)
  bool ended = false;     // nothing more can happen (horizon reached, lives lost, timeout)
  std::map<std::string, double> metrics;  // e.g. {"CoS", 0.61}, {"score", 20}, {"success", 1}
};

class Environment {
 public:
  virtual ~Environment() = default;

  // Registered name of the world, e.g. "cuisineworld", "hanabi", "minecraft".
  virtual std::string name() const = 0;

  // Number of agents (players) in this episode; agents are numbered 0..agentCount()-1.
  virtual int agentCount() const = 0;

  // Agents that must submit a command before the world advances. Turn-based worlds list one
  // agent, simultaneous worlds list all that have not yet acted this step, real-time worlds all.
  virtual std::vector<int> agentsToAct() const = 0;

  // Runs (or, in simultaneous worlds, queues until every agent has acted) the command found in
  // `text`, which is what the model wrote. Never throws on bad model text: a rejection is a result.
  virtual CommandResult act(int agent, std::string_view text) = 0;

  // The documentation of the commands this agent may use ($COMMAND_DOCS).
  virtual std::string commandDocs(int agent) const = 0;

  // The agent's current view of the world, as its paper's prompts show it.
  virtual std::string observation(int agent) const = 0;

  // The goal as told to this agent (MineCollab's goal text, a paper world's task description).
  virtual std::string goal(int agent) const = 0;

  // Text for prompt placeholders without the `$`: always "STATS" and "INVENTORY" (empty when the
  // world has no such notion), plus any world-specific ones.
  virtual std::map<std::string, std::string> promptFields(int agent) const = 0;

  // Score so far; `ended` tells the runner to stop the episode.
  virtual Score score() const = 0;

  // Command texts this agent could write now, exactly as a model would write them. Worlds with a
  // finite action set return all legal ones; others a useful sample or nothing. Used by the generic
  // random-play test every game passes and by the random baseline.
  virtual std::vector<std::string> legalCommands(int agent) const = 0;
};

}  // namespace craftmate::agents
