#pragma once
// The command docs text (`$COMMAND_DOCS`, `!help`), generated from the definitions exactly as
// MINDcraft's getCommandDocs formats it (mindcraft.md §2.6, Appendix A).

#include <string>

#include "commands/command_set.h"

namespace craftmate::commands {

std::string commandDocs(const CommandSet& commands);

}  // namespace craftmate::commands

namespace craftmate::commands {

// The per-command part of the docs text (name, description, params) for a chosen list, without
// the header and trailer; used to append MINDcraft's conversation commands to a text world's docs.
std::string commandEntriesDocs(const std::vector<const CommandDef*>& definitions);

}  // namespace craftmate::commands
