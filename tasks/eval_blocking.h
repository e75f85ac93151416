#pragma once
// Which commands each agent of a MineCollab job may not use (docs/minecollab.md, "Blocked commands").
// MINDcraft (kolbytn/mindcraft 0012750, src/agent/agent.js:50): settings.blocked_actions, then the
// task's list for the agent, `!endGoal` and `!endConversation` (blockedActionsFor). Its evaluation
// script adds nothing per task type at that commit. craftmate departs in one place by default: a
// construction task's agents may use the four blueprint commands the default settings block
// (nothing else answers "what is left to build"); `--blocking mindcraft` keeps MINDcraft's rule.

#include <string>
#include <vector>

#include "tasks/task.h"

namespace craftmate::tasks {

enum class Blocking {
  Craftmate,  // settings.blocked_actions without the blueprint commands for construction tasks
  Mindcraft,  // settings.blocked_actions as given, for every task type
};

// "craftmate" or "mindcraft"; throws std::invalid_argument naming the choices.
Blocking parseBlocking(const std::string& name);
const char* blockingName(Blocking rule);

// The blocked commands of agent `countId` of `task` under `rule`.
std::vector<std::string> agentBlockedActions(const Task& task, int countId, const std::vector<std::string>& settingsBlocked,
                                             Blocking rule);

}  // namespace craftmate::tasks
