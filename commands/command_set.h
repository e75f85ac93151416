#pragma once
// The commands one agent may use: definitions in docs order minus the blocked ones
// (mindcraft.md §2.5). `!stop`, `!stats`, `!inventory` and `!goal` cannot be blocked: they stay
// executable, but a blocked listing still hides them from the docs, as MINDcraft does.

#include <string>
#include <string_view>
#include <vector>

#include "commands/command_definition.h"

namespace craftmate::commands {

class CommandSet {
 public:
  CommandSet() = default;
  // `blocked` holds names with '!' (e.g. "!checkBlueprint"); names that are not commands are kept
  // and reported by unknownBlockedNames() so a typo in settings or a task file is visible.
  CommandSet(std::vector<CommandDef> definitions, std::vector<std::string> blocked = {});

  // The definition of an executable command, or nullptr when unknown or blocked.
  const CommandDef* find(std::string_view name) const;
  bool exists(std::string_view name) const { return find(name) != nullptr; }

  // Definitions shown in the docs (not blocked, even if unblockable), in order.
  std::vector<const CommandDef*> documented() const;
  const std::vector<CommandDef>& all() const { return definitions_; }
  const std::vector<std::string>& blocked() const { return blocked_; }
  std::vector<std::string> unknownBlockedNames() const;

  static bool isUnblockable(std::string_view name);

 private:
  bool isListedBlocked(std::string_view name) const;

  std::vector<CommandDef> definitions_;
  std::vector<std::string> blocked_;
};

}  // namespace craftmate::commands
