#pragma once
// What a `!command` is: its name, description and typed parameters with numeric domains
// (mindcraft.md §1, §2.3). Definitions are data; what a command does is bound elsewhere.

#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace craftmate::commands {

enum class ParamType { String, Int, Float, Boolean, BlockName, ItemName };

// The type name as MINDcraft spells it in error texts ("int", "BlockName", ...).
const char* paramTypeName(ParamType type);
// The type name shown in the docs text: int/float -> number, BlockName/ItemName -> string,
// boolean -> bool (mindcraft.md §2.6).
const char* paramDocsTypeName(ParamType type);

// A numeric interval [lo, hi) by default; `endpoints` is one of "[)", "()", "(]", "[]".
struct Domain {
  double lo = -std::numeric_limits<double>::infinity();
  double hi = std::numeric_limits<double>::infinity();
  std::string endpoints = "[)";

  bool contains(double value) const;
  // "[1, 9007199254740991)" — numbers printed as JavaScript prints them.
  std::string text() const;
};

// Number.MAX_SAFE_INTEGER, MINDcraft's upper bound for counts.
inline constexpr double kMaxSafeInteger = 9007199254740991.0;

struct ParamDef {
  std::string name;
  ParamType type = ParamType::String;
  std::string description;
  std::optional<Domain> domain;  // numeric params only; none = any number is accepted
};

enum class CommandKind { Query, Action };

struct CommandDef {
  std::string name;  // with the leading '!', e.g. "!collectBlocks"
  std::string description;
  // nullopt: the command has no params object (docs show no "Params:" line);
  // an empty vector: a params object with no entries (docs show "Params:" alone).
  std::optional<std::vector<ParamDef>> params;
  CommandKind kind = CommandKind::Action;

  size_t paramCount() const { return params ? params->size() : 0; }
};

}  // namespace craftmate::commands
