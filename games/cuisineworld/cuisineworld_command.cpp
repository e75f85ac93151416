#include "games/cuisineworld/cuisineworld_command.h"

#include <cctype>

#include "games/cuisineworld/cuisineworld_level.h"

namespace craftmate::games::cuisine {

namespace {

bool verbFromText(std::string_view text, Verb& verb) {
  if (text == "noop") verb = Verb::kNoop;
  else if (text == "goto") verb = Verb::kGoto;
  else if (text == "get") verb = Verb::kGet;
  else if (text == "put") verb = Verb::kPut;
  else if (text == "activate") verb = Verb::kActivate;
  else return false;
  return true;
}

bool isPythonSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Python's int(token.replace('agent', '')): optional surrounding whitespace, an optional sign,
// then decimal digits. Returns false where Python raises ValueError.
bool agentIndexFromToken(std::string_view token, long long& value) {
  std::string digits;
  for (std::size_t i = 0; i < token.size();) {
    if (token.substr(i, 5) == "agent") {
      i += 5;
    } else {
      digits += token[i++];
    }
  }
  std::size_t begin = 0;
  std::size_t end = digits.size();
  while (begin < end && isPythonSpace(digits[begin])) ++begin;
  while (end > begin && isPythonSpace(digits[end - 1])) --end;
  bool negative = false;
  if (begin < end && (digits[begin] == '+' || digits[begin] == '-')) negative = digits[begin++] == '-';
  if (begin == end) return false;
  long long v = 0;
  for (std::size_t i = begin; i < end; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(digits[i]))) return false;
    if (v < 1000000000LL) v = v * 10 + (digits[i] - '0');  // saturates: any huge index is "not found"
  }
  value = negative ? -v : v;
  return true;
}

}  // namespace

JointAction parseJointAction(const Level& level, int agentCount, const std::vector<std::string_view>& commands) {
  JointAction action;
  action.commandCount = static_cast<int>(commands.size());
  action.commands.reserve(commands.size());
  auto reject = [&](std::string message) {
    action.valid = false;
    action.commands.clear();
    action.rejection = std::move(message);
    return action;
  };
  std::string_view tokens[5];
  for (std::string_view text : commands) {
    int count = 0;
    bool tooMany = false;
    std::size_t start = 0;
    while (true) {  // Python's str.split('_'): empty tokens are kept
      const std::size_t underscore = text.find('_', start);
      const std::string_view token = text.substr(start, underscore == std::string_view::npos ? std::string_view::npos
                                                                                              : underscore - start);
      if (count == 5) {
        tooMany = true;
        break;
      }
      tokens[count++] = token;
      if (underscore == std::string_view::npos) break;
      start = underscore + 1;
    }
    if (tooMany || count < 2 || count > 4) {
      return reject("not enough arguments for action " + std::string(text));
    }
    Command command;
    if (!verbFromText(tokens[0], command.verb)) {
      return reject(std::string(tokens[0]) + " is not in the list of supported actions");
    }
    long long agent = 0;
    if (!agentIndexFromToken(tokens[1], agent)) return reject("agent id not found");
    // The reference engine indexes its agent list with this number and crashes when it is out of
    // range; we report it as an unknown agent instead.
    const bool agentExists = agent >= 0 && agent < agentCount;
    const std::string agentName = "agent" + std::to_string(agent);
    if (count == 2) {
      if (command.verb != Verb::kNoop) return reject("not enough arguments for action " + std::string(text));
    } else if (count == 3) {
      command.location = static_cast<std::int16_t>(level.locationIndex(tokens[2]));
      if (command.location < 0) {
        return reject("for " + agentName + ", tool " + std::string(tokens[2]) + " is not in the current game level");
      }
    } else {  // 4 tokens: verb, agent, item, location
      if (command.verb != Verb::kGet && command.verb != Verb::kPut) return reject("");
      command.location = static_cast<std::int16_t>(level.locationIndex(tokens[3]));
      if (command.location < 0) {
        return reject("for " + agentName + ", tool " + std::string(tokens[3]) + " is not in the current game level");
      }
      command.namesItem = true;
      command.item = level.catalog().find(tokens[2]);
    }
    if (!agentExists) return reject("agent id not found");
    if (command.verb == Verb::kNoop) command.location = -1;
    command.agent = static_cast<std::int8_t>(agent);
    action.commands.push_back(command);
  }
  for (std::size_t i = 0; i < action.commands.size(); ++i) {
    for (std::size_t j = i + 1; j < action.commands.size(); ++j) {
      if (action.commands[i].agent == action.commands[j].agent) return reject("agent ids cannot be the same");
    }
  }
  action.valid = true;
  return action;
}

namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Length of a match of the regex starting at `pos`, or 0.
std::size_t matchAt(std::string_view s, std::size_t pos) {
  static constexpr std::string_view kVerbs[] = {"noop", "goto", "put", "activate", "get"};
  for (std::string_view verb : kVerbs) {
    if (s.substr(pos, verb.size()) != verb) continue;
    std::size_t i = pos + verb.size();
    if (s.substr(i, 6) != "_agent") continue;
    i += 6;
    const std::size_t digitsStart = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == digitsStart) continue;
    // Optional group (_[a-zA-Z0-9_]+): greedy, needs at least one character after the '_'.
    if (i + 1 < s.size() && s[i] == '_' && isWordChar(s[i + 1])) {
      ++i;
      while (i < s.size() && isWordChar(s[i])) ++i;
    }
    return i - pos;
  }
  return 0;
}

}  // namespace

void extractCommands(std::string_view reply, std::vector<std::string_view>& out) {
  out.clear();
  std::size_t pos = 0;
  while (pos < reply.size()) {
    const std::size_t length = matchAt(reply, pos);
    if (length > 0) {
      out.push_back(reply.substr(pos, length));
      pos += length;
    } else {
      ++pos;
    }
  }
}

std::string commandText(const Level& level, const Command& command) {
  static constexpr std::string_view kVerbText[] = {"noop", "goto", "get", "put", "activate"};
  std::string text(kVerbText[static_cast<int>(command.verb)]);
  text += "_agent" + std::to_string(command.agent);
  if (command.verb == Verb::kNoop) return text;
  if (command.namesItem && command.item != kNoItem) text += "_" + level.catalog().name(command.item);
  text += "_" + level.locations()[command.location].name;
  return text;
}

}  // namespace craftmate::games::cuisine
