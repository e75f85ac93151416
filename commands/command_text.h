#pragma once
// Finding a `!command(...)` in model text, exactly as MINDcraft's regex does (mindcraft.md §2.1):
//   !(\w+)(?:\(((?:-?\d+(?:\.\d+)?|true|false|"[^"]*")(?:\s*,\s*(?:-?\d+(?:\.\d+)?|true|false|"[^"]*"))*)\))?
// \s is JavaScript's (Unicode spaces such as U+00A0 and U+3000 too, commands/js_space.h); \w and \d
// are ASCII. The first match anywhere wins. If the parenthesised part does not match exactly (single
// quotes, a space after '(' ...), the match is the bare `!name` with no arguments.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::commands {

struct CommandMatch {
  std::string name;               // with '!', e.g. "!goToPlayer"
  std::vector<std::string> args;  // raw argument texts, quotes kept: "\"joe\"", "3"
  bool hasArgList = false;        // a well-formed "(...)" followed the name
  size_t begin = 0;               // offset of '!' in the text
  size_t end = 0;                 // offset just past the match
};

// The first command in `text`, or nullopt when there is none.
std::optional<CommandMatch> findCommand(std::string_view text);

// MINDcraft's containsCommand: "!name" of the first command, or nullopt.
std::optional<std::string> containsCommand(std::string_view text);

// MINDcraft's truncCommandMessage: the text up to the end of the first command (the rest, such as
// trailing commands or comments, is dropped); the whole text when it has no command.
std::string truncateAfterCommand(std::string_view text);

}  // namespace craftmate::commands
