#include "agents/turn_text.h"

namespace craftmate::agents {

std::string trimmed(const std::string& text) {
  const char* space = " \t\n\r\f\v";
  const size_t begin = text.find_first_not_of(space);
  if (begin == std::string::npos) return {};
  const size_t end = text.find_last_not_of(space);
  return text.substr(begin, end - begin + 1);
}

std::string stringifyTurns(const std::vector<Turn>& turns) {
  std::string out;
  for (const Turn& t : turns) {
    if (t.role == "assistant") out += "\nYour output:\n" + t.content;
    else if (t.role == "system") out += "\nSystem output: " + t.content;
    else out += "\nUser input: " + t.content;
  }
  return trimmed(out);
}

std::vector<Turn> strictFormat(const std::vector<Turn>& turns) {
  const Turn filler{"user", "_"};
  std::vector<Turn> out;
  std::string prevRole;
  for (const Turn& original : turns) {
    Turn t{original.role, trimmed(original.content)};
    if (t.role == "system") {
      t.role = "user";
      t.content = "SYSTEM: " + t.content;
    }
    if (t.role == prevRole && t.role == "assistant") {
      out.push_back(filler);
      out.push_back(t);
    } else if (t.role == prevRole) {
      out.back().content += "\n" + t.content;
    } else {
      out.push_back(t);
    }
    prevRole = t.role;
  }
  if (!out.empty() && out.front().role != "user") out.insert(out.begin(), filler);
  if (out.empty()) out.push_back(filler);
  return out;
}

std::string toSinglePrompt(const std::vector<Turn>& turns, const std::string& system, const std::string& stop,
                           const std::string& nick) {
  std::string prompt = system.empty() ? "" : system + stop;
  std::string lastRole;
  for (const Turn& t : turns) {
    const std::string role = t.role == "assistant" ? nick : t.role;
    prompt += role + ": " + t.content + stop;
    lastRole = role;
  }
  if (lastRole != nick) prompt += nick + ": ";
  return prompt;
}

std::string turnsKeyText(const std::vector<Turn>& turns) {
  std::string out;
  for (const Turn& t : turns) {
    if (t.role == "assistant") continue;
    const size_t colon = t.content.find(':');
    out += trimmed(colon == std::string::npos ? t.content : t.content.substr(colon + 1)) + "\n";
  }
  return trimmed(out);
}

}  // namespace craftmate::agents
