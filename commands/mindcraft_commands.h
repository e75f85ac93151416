#pragma once
// MINDcraft's 52 commands (14 queries, then 38 actions, in MINDcraft's list order) as data:
// names, parameters, types, domains and descriptions verbatim (mindcraft.md §1, Appendix A).
// What each command does is bound to these definitions by the agent runtime.

#include <string>
#include <vector>

#include "commands/command_definition.h"

namespace craftmate::commands {

const std::vector<CommandDef>& mindcraftCommands();

// settings.js's default blocked_actions: the four blueprint commands.
std::vector<std::string> mindcraftDefaultBlockedActions();

}  // namespace craftmate::commands
