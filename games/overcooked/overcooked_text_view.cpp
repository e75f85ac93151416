#include "games/overcooked/overcooked_text_view.h"

#include <sstream>

namespace craftmate::games::overcooked {

namespace {

std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  std::string current;
  for (size_t i = 0; i < text.size(); ++i) {
    current += text[i];
    if (text[i] == '.' && (i + 1 == text.size() || text[i + 1] == ' ')) {
      const size_t b = current.find_first_not_of(' ');
      if (b != std::string::npos) out.push_back(current.substr(b));
      current.clear();
    }
  }
  return out;
}

// "o0 is 3 units away." / "o0 is inaccessible." / "o0 is 3 units away blocked by Bob." /
// "o0 is blocked by Alice." Returns false for sentences of another kind.
bool readLocation(const std::string& s, std::string& name, SeenLocation& loc) {
  const size_t is = s.find(" is ");
  if (is == std::string::npos || is > 4) return false;
  name = s.substr(0, is);
  const std::string rest = s.substr(is + 4);
  loc = SeenLocation{};
  if (rest == "inaccessible.") return true;
  if (rest.starts_with("blocked by")) {
    loc.reachable = true;
    loc.blocked = true;
    return true;
  }
  const size_t units = rest.find(" units away");
  if (units == std::string::npos) return false;
  loc.reachable = true;
  loc.distance = std::atoi(rest.substr(0, units).c_str());
  loc.blocked = rest.find("blocked by") != std::string::npos;
  return true;
}

// "Closest empty kitchen counter k4 is 0 units away."
bool readClosestCounter(const std::string& s, std::string& name, SeenLocation& loc) {
  static const std::string kPrefix = "Closest empty kitchen counter ";
  if (!s.starts_with(kPrefix)) return false;
  return readLocation(s.substr(kPrefix.size()), name, loc);
}

std::string afterHeader(const std::string& line) {
  const size_t close = line.find('>');
  if (close == std::string::npos) return line;
  size_t start = close + 1;
  if (start < line.size() && line[start] == ':') ++start;
  return line.substr(start);
}

}  // namespace

OvercookedTextView readObservation(const std::string& observation) {
  OvercookedTextView v;
  std::istringstream in(observation);
  std::string line;
  bool actionsNext = false;
  while (std::getline(in, line)) {
    if (line.starts_with("<Inventory>:")) {
      const std::string text = afterHeader(line);
      const size_t a = text.find("I am holding ");
      const size_t dot = text.find(". ", a);
      if (a == std::string::npos || dot == std::string::npos) continue;
      v.myItem = text.substr(a + 13, dot - a - 13);
      const std::string rest = text.substr(dot + 2);
      const size_t is = rest.find(" is holding ");
      if (is == std::string::npos) continue;
      v.partner = rest.substr(0, is);
      v.partnerItem = rest.substr(is + 12);
      if (!v.partnerItem.empty() && v.partnerItem.back() == '.') v.partnerItem.pop_back();
    } else if (line.starts_with("<My Location Information>") || line.starts_with("<My location information")) {
      for (const std::string& s : sentences(afterHeader(line))) {
        std::string name;
        SeenLocation loc;
        if (readLocation(s, name, loc) || readClosestCounter(s, name, loc)) v.mine[name] = loc;
      }
    } else if (!v.partner.empty() && line.starts_with("<" + v.partner + "s")) {
      for (const std::string& s : sentences(afterHeader(line))) {
        std::string name;
        SeenLocation loc;
        if (readLocation(s, name, loc)) v.partners[name] = loc;
      }
    } else if (line.starts_with("<Environment Details>")) {
      std::string lastK;
      for (const std::string& s : sentences(afterHeader(line))) {
        std::string name;
        SeenLocation loc;
        if (s.starts_with("c") && s.find(" contains ") != std::string::npos && s.find("out of 3") != std::string::npos) {
          v.cookers[s.substr(0, s.find(' '))].onions = std::atoi(s.substr(s.find(" contains ") + 10).c_str());
        } else if (s.starts_with("soup in c")) {
          const std::string c = s.substr(8, s.find(' ', 8) - 8);
          v.cookers[c].cooking = s.find("still cooking") != std::string::npos;
          v.cookers[c].cooked = s.find(" is cooked") != std::string::npos;
        } else if ((s.starts_with("s") || s.starts_with("k")) && s.find(" contains ") != std::string::npos) {
          const std::string n = s.substr(0, s.find(' '));
          std::string item = s.substr(s.find(" contains ") + 10);
          if (!item.empty() && item.back() == '.') item.pop_back();
          v.counters[n] = item;
        } else if (s.starts_with("s") && s.find(" is empty") != std::string::npos) {
          v.counters[s.substr(0, s.find(' '))] = "";
        } else if ((s.starts_with("k") && readLocation(s, name, loc)) || readClosestCounter(s, name, loc)) {
          v.mine[name] = loc;
        }
      }
    } else if (line.starts_with("Available Actions:")) {
      std::string list = line.substr(18);
      if (list.find('[') == std::string::npos) {
        actionsNext = true;
        continue;
      }
      line = list;
      actionsNext = true;
    }
    if (actionsNext && line.find('[') != std::string::npos) {
      const size_t open = line.find('[');
      const size_t close = line.rfind(']');
      std::string inner = line.substr(open + 1, close - open - 1);
      size_t start = 0;
      while (start < inner.size()) {
        size_t comma = inner.find(", ", start);
        if (comma == std::string::npos) comma = inner.size();
        v.actions.push_back(inner.substr(start, comma - start));
        start = comma + 2;
      }
      actionsNext = false;
      v.parsed = true;
    }
  }
  return v;
}

}  // namespace craftmate::games::overcooked
