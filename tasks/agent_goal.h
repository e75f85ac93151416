#pragma once
// The texts an agent receives for its task (mindcraft.md §8.2 "Task constructor effects" and §8.3
// steps 8–9): its goal with the per-type suffixes and the collaboration sentence, and the opening
// conversation.

#include <string>
#include <vector>

#include "tasks/task.h"

namespace craftmate::tasks {

// getAgentGoal(): the task's goal for `countId` (construction: plus the blueprint's explain() and
// "make sure to place the lower levels of the blueprint first"), plus the cooking/techtree suffix
// for the team size. `agentName` decides the cooking suffix for teams of three or more.
std::string taskGoal(const Task& task, int countId, const std::string& agentName);

// setAgentGoal(): taskGoal plus, for teams (agents + humans > 1), " You have to collaborate with other
// agents/bots, namely <all agent names, comma-separated> to complete the task as soon as possible by
// dividing the work among yourselves." Decision: appended whenever the team has more than one member,
// also when `human_count` is absent (MINDcraft's NaN quirk drops it; Appendix C.10).
std::string agentGoal(const Task& task, int countId, const std::vector<std::string>& agentNames);

// The conversation agent 0 opens; construction adds " \n" + blueprint.explain(). Empty: none.
std::string openingConversation(const Task& task);

// A command argument in MINDcraft's syntax: the text in double quotes. MINDcraft's parser has no
// escapes, so a `"` inside would end the argument early; it is replaced by `'`.
std::string quotedArgument(const std::string& text);

}  // namespace craftmate::tasks
