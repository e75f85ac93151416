#pragma once
// The command docs text (`$COMMAND_DOCS`, `!help`), generated from the definitions exactly as
// MINDcraft's getCommandDocs formats it (mindcraft.md §2.6, Appendix A).

#include <string>

#include "commands/command_set.h"

namespace craftmate::commands {

std::string commandDocs(const CommandSet& commands);

}  // namespace craftmate::commands
