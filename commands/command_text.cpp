#include "commands/command_text.h"

#include "commands/js_space.h"

namespace craftmate::commands {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
// JavaScript's \w without the u flag: ASCII letters, digits and '_' only.
bool isWordChar(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_'; }

// Past the run of JavaScript \s characters (Unicode spaces included) that starts at `pos`.
size_t skipSpaces(std::string_view s, size_t pos) {
  while (size_t n = jsSpaceAtFront(s.substr(pos))) pos += n;
  return pos;
}

// Matches one argument at `pos`: -?\d+(?:\.\d+)? | true | false | "[^"]*". Returns its end or npos.
size_t matchArg(std::string_view s, size_t pos) {
  if (pos >= s.size()) return std::string_view::npos;
  if (s[pos] == '"') {
    const size_t close = s.find('"', pos + 1);
    return close == std::string_view::npos ? close : close + 1;
  }
  if (s.substr(pos, 4) == "true") return pos + 4;
  if (s.substr(pos, 5) == "false") return pos + 5;
  size_t i = pos;
  if (s[i] == '-') ++i;
  const size_t digitsStart = i;
  while (i < s.size() && isDigit(s[i])) ++i;
  if (i == digitsStart) return std::string_view::npos;
  // The fraction is optional and greedy; without digits after '.', the '.' is not consumed.
  if (i + 1 < s.size() && s[i] == '.' && isDigit(s[i + 1])) {
    i += 1;
    while (i < s.size() && isDigit(s[i])) ++i;
  }
  return i;
}

// Matches "(" arg (\s*,\s* arg)* ")" at `pos`; fills `args`. Returns the end or npos.
// Each alternative of the grammar is deterministic, so no backtracking is needed.
size_t matchArgList(std::string_view s, size_t pos, std::vector<std::string>& args) {
  if (pos >= s.size() || s[pos] != '(') return std::string_view::npos;
  size_t i = pos + 1;
  for (;;) {
    const size_t argEnd = matchArg(s, i);
    if (argEnd == std::string_view::npos) return argEnd;
    args.emplace_back(s.substr(i, argEnd - i));
    i = argEnd;
    const size_t comma = skipSpaces(s, i);
    if (comma < s.size() && s[comma] == ',') {
      i = skipSpaces(s, comma + 1);
      continue;
    }
    if (i < s.size() && s[i] == ')') return i + 1;
    return std::string_view::npos;
  }
}

}  // namespace

std::optional<CommandMatch> findCommand(std::string_view text) {
  for (size_t bang = text.find('!'); bang != std::string_view::npos; bang = text.find('!', bang + 1)) {
    size_t i = bang + 1;
    while (i < text.size() && isWordChar(text[i])) ++i;
    if (i == bang + 1) continue;
    CommandMatch match;
    match.name = std::string(text.substr(bang, i - bang));
    match.begin = bang;
    match.end = i;
    std::vector<std::string> args;
    const size_t listEnd = matchArgList(text, i, args);
    if (listEnd != std::string_view::npos) {
      match.args = std::move(args);
      match.hasArgList = true;
      match.end = listEnd;
    }
    return match;
  }
  return std::nullopt;
}

std::optional<std::string> containsCommand(std::string_view text) {
  auto match = findCommand(text);
  if (!match) return std::nullopt;
  return match->name;
}

std::string truncateAfterCommand(std::string_view text) {
  auto match = findCommand(text);
  if (!match) return std::string(text);
  return std::string(text.substr(0, match->end));
}

}  // namespace craftmate::commands
