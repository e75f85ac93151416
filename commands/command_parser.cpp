#include "commands/command_parser.h"

#include <cmath>
#include <limits>

#include "commands/command_text.h"
#include "commands/js_number.h"
#include "commands/js_space.h"

namespace craftmate::commands {

namespace {

bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string toLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// MINDcraft's parseBoolean; nullopt when the text is none of its spellings.
std::optional<bool> parseBoolean(std::string_view text) {
  const std::string s = toLower(text);
  if (s == "false" || s == "f" || s == "0" || s == "off") return false;
  if (s == "true" || s == "t" || s == "1" || s == "on") return true;
  return std::nullopt;
}

// Trim, then strip one surrounding pair of double or single quotes, once: the three characters "'"
// give the single quote, as in MINDcraft.
std::string_view unquote(std::string_view raw) {
  const std::string_view arg = jsTrim(raw);
  const bool quoted = !arg.empty() && (arg.front() == '"' || arg.front() == '\'') && arg.back() == arg.front();
  if (!quoted) return arg;
  // A lone quote both starts and ends the text; JavaScript's substring(1, 0) of it is "".
  return arg.size() == 1 ? std::string_view() : arg.substr(1, arg.size() - 2);
}

}  // namespace

std::string convertArg(const ParamDef& param, std::string_view raw, const NameRegistry& names, ArgValue& out) {
  const std::string_view arg = unquote(raw);
  const std::string typeError = "Error: Param '" + param.name + "' must be of type " + paramTypeName(param.type) + ".";
  switch (param.type) {
    case ParamType::Int:
    case ParamType::Float: {
      const double value = param.type == ParamType::Int ? jsParseInt(arg) : jsParseFloat(arg);
      if (std::isnan(value)) return typeError;
      if (param.domain && !param.domain->contains(value)) {
        return "Error: Param '" + param.name + "' must be an element of " + param.domain->text() + ".";
      }
      out = value;
      return {};
    }
    case ParamType::Boolean: {
      auto value = parseBoolean(arg);
      if (!value) return typeError;
      out = *value;
      return {};
    }
    case ParamType::BlockName:
    case ParamType::ItemName: {
      std::string name(arg);
      if (endsWith(name, "plank")) name += 's';  // "oak_plank" is a common slip for "oak_planks"
      if (param.type == ParamType::BlockName && name != "air" && !names.isBlock(name)) {
        return "Invalid block type: " + name + ".";
      }
      if (param.type == ParamType::ItemName && !names.isItem(name)) {
        return "Invalid item type: " + name + ".";
      }
      out = std::move(name);
      return {};
    }
    case ParamType::String:
      out = std::string(arg);
      return {};
  }
  return typeError;
}

ParseResult parseCommand(std::string_view text, const CommandSet& commands, const NameRegistry& names) {
  ParseResult result;
  auto match = findCommand(text);
  if (!match) {
    result.error = "Command is incorrectly formatted";
    return result;
  }
  const CommandDef* def = commands.find(match->name);
  if (def == nullptr) {
    result.error = match->name + " is not a command.";
    return result;
  }
  const size_t required = def->paramCount();
  if (match->args.size() != required) {
    result.error = "Command " + def->name + " was given " + std::to_string(match->args.size()) +
                   " args, but requires " + std::to_string(required) + " args.";
    return result;
  }
  result.command.definition = def;
  result.command.name = def->name;
  for (size_t i = 0; i < required; ++i) {
    ArgValue value;
    std::string error = convertArg((*def->params)[i], match->args[i], names, value);
    if (!error.empty()) {
      result.error = std::move(error);
      return result;
    }
    result.command.args.push_back(std::move(value));
  }
  result.ok = true;
  return result;
}

long long ParsedCommand::integer(size_t i) const {
  const double value = std::get<double>(args.at(i));
  // 2^63 is exact as a double; every double below it converts without overflow.
  constexpr double kLimit = 9223372036854775808.0;
  if (value >= kLimit) return std::numeric_limits<long long>::max();
  if (value < -kLimit) return std::numeric_limits<long long>::min();
  return static_cast<long long>(value);
}

std::string argToString(const ArgValue& value) {
  if (const auto* s = std::get_if<std::string>(&value)) return "\"" + *s + "\"";
  if (const auto* d = std::get_if<double>(&value)) return jsNumberToString(*d);
  return std::get<bool>(value) ? "true" : "false";
}

}  // namespace craftmate::commands
