#include "commands/command_set.h"

#include <algorithm>

namespace craftmate::commands {

CommandSet::CommandSet(std::vector<CommandDef> definitions, std::vector<std::string> blocked)
    : definitions_(std::move(definitions)), blocked_(std::move(blocked)) {}

bool CommandSet::isUnblockable(std::string_view name) {
  return name == "!stop" || name == "!stats" || name == "!inventory" || name == "!goal";
}

bool CommandSet::isListedBlocked(std::string_view name) const {
  return std::find(blocked_.begin(), blocked_.end(), name) != blocked_.end();
}

const CommandDef* CommandSet::find(std::string_view name) const {
  if (isListedBlocked(name) && !isUnblockable(name)) return nullptr;
  for (const CommandDef& def : definitions_) {
    if (def.name == name) return &def;
  }
  return nullptr;
}

std::vector<const CommandDef*> CommandSet::documented() const {
  std::vector<const CommandDef*> shown;
  for (const CommandDef& def : definitions_) {
    if (!isListedBlocked(def.name)) shown.push_back(&def);
  }
  return shown;
}

std::vector<std::string> CommandSet::unknownBlockedNames() const {
  std::vector<std::string> unknown;
  for (const std::string& name : blocked_) {
    const bool known = std::any_of(definitions_.begin(), definitions_.end(),
                                   [&](const CommandDef& d) { return d.name == name; });
    if (!known) unknown.push_back(name);
  }
  return unknown;
}

}  // namespace craftmate::commands
