#pragma once
// Collab-Overcooked's baseline agent (collab_overcooked.md §4.1): Instruction-Builder, Planner,
// Communication, Error-Handling, Memory and Reflection. The world owns what is the kitchen's: the
// decision cadence (ask only when the plan queue is empty or an action failed), the communication
// channel and its turns, the validator and its error texts, and the action history it prints. The
// agent owns the model calls: it builds the planner message from the world's texts, re-asks once
// when a reply lacks its analysis or plan (then waits one step), answers a correction with the
// say-[NOTHING] format, and after a successful correction asks for a "Rethink" lesson, which it
// shows under "Lessons from Past Failures" (the last three) from then on.

#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/methods/agent_method.h"

namespace craftmate::agents::methods {

struct CollabOvercookedOptions {
  bool reflection = true;  // the paper's Reflection module
  int formatRetries = 1;   // re-asks for a missing analysis/plan field (the authors' value)
};

class CollabOvercookedAgent {
 public:
  // Plays `agent` of context.env with seat `agent`'s model. Throws std::invalid_argument when the
  // world is not collab_overcooked.
  CollabOvercookedAgent(MethodContext& context, int agent, CollabOvercookedOptions options = {});

  // One planner call (plan, channel reply or correction) and its submission to the world.
  boost::asio::awaitable<CommandResult> takeTurn();

  const std::vector<std::string>& lessons() const { return lessons_; }

 private:
  boost::asio::awaitable<void> reflect(const std::string& state, const std::string& failure, const std::string& reply);

  MethodContext& context_;
  Environment& env_;
  int agent_;
  CollabOvercookedOptions options_;
  std::vector<std::string> lessons_;
  std::vector<std::string> lessonErrors_;  // the error each lesson was drawn from
};

// Registers "collab-overcooked" (registered_methods.cpp).
void registerCollabOvercookedMethod(MethodRegistry& registry);

}  // namespace craftmate::agents::methods
