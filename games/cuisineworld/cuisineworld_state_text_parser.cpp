#include "games/cuisineworld/cuisineworld_state_text_parser.h"

#include <cctype>

namespace craftmate::games::cuisine {

namespace {

// "(a, b)" -> {a, b}; "(a)" -> {a}
std::vector<std::string> arguments(std::string_view line) {
  std::vector<std::string> out;
  const std::size_t open = line.find('(');
  const std::size_t close = line.rfind(')');
  if (open == std::string_view::npos || close == std::string_view::npos || close < open) return out;
  std::string_view inner = line.substr(open + 1, close - open - 1);
  while (true) {
    const std::size_t comma = inner.find(", ");
    out.emplace_back(inner.substr(0, comma));
    if (comma == std::string_view::npos) break;
    inner = inner.substr(comma + 2);
  }
  return out;
}

int agentNumber(std::string_view name) {
  if (!name.starts_with("agent")) return -1;
  int n = 0;
  for (char c : name.substr(5)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

ParsedKitchenState ParsedKitchenState::parse(std::string_view prompt) {
  ParsedKitchenState s;
  std::size_t start = 0;
  bool accomplishedNext = false;
  while (start < prompt.size()) {
    std::size_t end = prompt.find('\n', start);
    if (end == std::string_view::npos) end = prompt.size();
    const std::string_view line = prompt.substr(start, end - start);
    start = end + 1;
    if (accomplishedNext) {  // "dish, dish, " on the line after the header
      accomplishedNext = false;
      std::string_view rest = line;
      while (!rest.empty()) {
        const std::size_t comma = rest.find(", ");
        if (comma == std::string_view::npos) break;
        s.accomplished.emplace_back(rest.substr(0, comma));
        rest = rest.substr(comma + 2);
      }
      continue;
    }
    if (line == "-accomplished task:") {
      accomplishedNext = true;
    } else if (line.starts_with("current game level: ")) {
      s.level = std::string(line.substr(20));
    } else if (line.starts_with("    name: ")) {
      const std::size_t at = line.find(" lifetime: ");
      if (at == std::string_view::npos) continue;
      s.orders.push_back({std::string(line.substr(10, at - 10)), std::atoi(std::string(line.substr(at + 11)).c_str())});
    } else if (line.starts_with("current game step: ")) {
      s.step = std::atoi(std::string(line.substr(19)).c_str());
    } else if (line.starts_with("maximum game steps: ")) {
      s.maxSteps = std::atoi(std::string(line.substr(20)).c_str());
    } else if (line.starts_with("at(") || line.starts_with("hold(") || line.starts_with("occupy(agent")) {
      const auto args = arguments(line);
      const int n = args.empty() ? -1 : agentNumber(args[0]);
      if (n < 0 || n > 64 || args.size() < 2) continue;
      if (static_cast<int>(s.agents.size()) <= n) s.agents.resize(n + 1);
      if (line[0] == 'a') s.agents[n].at = args[1];
      else if (line[0] == 'h') s.agents[n].holding = args[1] == "None" ? "" : args[1];
      else s.agents[n].busy = true;
    } else if (line.starts_with("inside(")) {
      const auto args = arguments(line);
      if (args.size() < 2) continue;
      LocationView l;
      l.name = args[0];
      l.stem = l.name;
      while (!l.stem.empty() && std::isdigit(static_cast<unsigned char>(l.stem.back()))) l.stem.pop_back();
      if (args[1] != "None") {
        std::string_view content = args[1];
        while (true) {
          const std::size_t amp = content.find('&');
          l.content.emplace_back(content.substr(0, amp));
          if (amp == std::string_view::npos) break;
          content = content.substr(amp + 1);
        }
      }
      s.locations.push_back(std::move(l));
    } else if (line.starts_with("occupy(") && !s.locations.empty()) {
      const auto args = arguments(line);
      if (!args.empty() && args[0] == s.locations.back().name) s.locations.back().busy = true;
    }
  }
  return s;
}

int ParsedKitchenState::locationIndex(std::string_view name) const {
  for (std::size_t i = 0; i < locations.size(); ++i) {
    if (locations[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace craftmate::games::cuisine
