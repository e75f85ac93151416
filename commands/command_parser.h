#pragma once
// Turning model text into a typed command, with MINDcraft's error texts verbatim
// (mindcraft.md §2.2, §2.3). The error text is what the model reads back, so it must match.

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "commands/command_definition.h"
#include "commands/command_set.h"
#include "commands/name_registry.h"

namespace craftmate::commands {

// A converted argument: text (string/BlockName/ItemName), a number (int params hold parseInt's
// integral value, possibly beyond 64 bits as in JavaScript), or a boolean.
using ArgValue = std::variant<std::string, double, bool>;

struct ParsedCommand {
  const CommandDef* definition = nullptr;
  std::string name;  // with '!'
  std::vector<ArgValue> args;

  const std::string& text(size_t i) const { return std::get<std::string>(args.at(i)); }
  double number(size_t i) const { return std::get<double>(args.at(i)); }
  // The int argument clamped to long long (a model may write 30 digits; a plain cast would be undefined).
  long long integer(size_t i) const;
  bool flag(size_t i) const { return std::get<bool>(args.at(i)); }
};

// Either a parsed command or the exact error text for the model.
struct ParseResult {
  bool ok = false;
  ParsedCommand command;
  std::string error;
};

// MINDcraft's parseCommandMessage over the given command set and names.
ParseResult parseCommand(std::string_view text, const CommandSet& commands, const NameRegistry& names);

// One argument's conversion and validation; the error text when it fails, empty when it passes.
std::string convertArg(const ParamDef& param, std::string_view raw, const NameRegistry& names, ArgValue& out);

// The text shown for a typed argument (`craftmate parse`): strings quoted, numbers as JavaScript
// prints them, booleans as true/false.
std::string argToString(const ArgValue& value);

}  // namespace craftmate::commands
