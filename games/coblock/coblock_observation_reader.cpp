#include "games/coblock/coblock_observation_reader.h"

#include <cstdlib>
#include <optional>

namespace craftmate::games::coblock {

namespace {

std::string unescape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) ++i;
    out.push_back(s[i]);
  }
  return out;
}

// The value of `key="..."` on the line, reading escapes; the value ends at the first unescaped quote.
std::optional<std::string> quotedAttr(std::string_view line, std::string_view key) {
  const std::string pattern = std::string(key) + "=\"";
  const std::size_t at = line.find(pattern);
  if (at == std::string_view::npos) return std::nullopt;
  std::size_t i = at + pattern.size();
  const std::size_t start = i;
  while (i < line.size() && line[i] != '"') {
    if (line[i] == '\\') ++i;
    ++i;
  }
  if (i > line.size()) return std::nullopt;
  return unescape(line.substr(start, i - start));
}

std::optional<int> intAttr(std::string_view line, std::string_view key) {
  const std::string pattern = std::string(key) + "=";
  const std::size_t at = line.find(pattern);
  if (at == std::string_view::npos) return std::nullopt;
  return std::atoi(std::string(line.substr(at + pattern.size(), 12)).c_str());
}

// "(x, y, z)" starting at `from` (spaces allowed); returns the position and the index after ')'.
std::optional<std::pair<Pos, std::size_t>> tupleAt(std::string_view s, std::size_t from) {
  std::size_t i = from;
  auto space = [&] {
    while (i < s.size() && s[i] == ' ') ++i;
  };
  auto number = [&]() -> std::optional<int> {
    space();
    const std::size_t start = i;
    if (i < s.size() && s[i] == '-') ++i;
    const std::size_t digits = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - digits < 9) ++i;
    if (i == digits) return std::nullopt;
    return std::atoi(std::string(s.substr(start, i - start)).c_str());
  };
  auto expect = [&](char c) {
    space();
    if (i < s.size() && s[i] == c) {
      ++i;
      return true;
    }
    return false;
  };
  if (!expect('(')) return std::nullopt;
  auto x = number();
  if (!x || !expect(',')) return std::nullopt;
  auto y = number();
  if (!y || !expect(',')) return std::nullopt;
  auto z = number();
  if (!z || !expect(')')) return std::nullopt;
  return std::make_pair(Pos{*x, *y, *z}, i);
}

std::optional<Block> blockLine(std::string_view line) {
  auto colourText = quotedAttr(line, "block_type");
  if (!colourText) return std::nullopt;
  auto colour = parseColour(*colourText);
  const std::size_t at = line.find("pos=");
  if (!colour || at == std::string_view::npos) return std::nullopt;
  auto t = tupleAt(line, at + 4);
  if (!t) return std::nullopt;
  return Block{t->first, *colour};
}

bool isWordChar(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Calls f(colour, indexAfterWord) for every colour word in the text.
template <typename F>
void forEachColourWord(std::string_view text, F&& f) {
  std::size_t i = 0;
  while (i < text.size()) {
    if (!isWordChar(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && isWordChar(text[i])) ++i;
    if (auto c = parseColour(text.substr(start, i - start))) f(*c, i);
  }
}

}  // namespace

std::vector<Block> blocksMentioned(std::string_view text) {
  std::vector<Block> out;
  forEachColourWord(text, [&](Colour c, std::size_t after) {
    // Allow a few plain words between colour and position ("red block at (1, 1, 0)").
    // A colour word in between starts its own mention.
    std::size_t i = after;
    while (i < text.size() && i - after < 24) {
      if (text[i] == ' ') {
        ++i;
      } else if (isWordChar(text[i])) {
        const std::size_t start = i;
        while (i < text.size() && isWordChar(text[i])) ++i;
        if (parseColour(text.substr(start, i - start))) return;
      } else {
        break;
      }
    }
    if (i < text.size() && text[i] == '(') {
      if (auto t = tupleAt(text, i)) out.push_back({t->first, c});
    }
  });
  return out;
}

std::vector<std::pair<Colour, int>> countsMentioned(std::string_view text) {
  std::vector<std::pair<Colour, int>> out;
  forEachColourWord(text, [&](Colour c, std::size_t after) {
    std::size_t i = after;
    while (i < text.size() && (text[i] == ' ' || text[i] == ':' || text[i] == 'x')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 6) ++i;
    if (i > start) out.emplace_back(c, std::atoi(std::string(text.substr(start, i - start)).c_str()));
  });
  return out;
}

ObservedInput readObservation(std::string_view text) {
  enum class Section { None, Goal, World, Inventory, Dialogue, History, Other };
  ObservedInput in;
  Section section = Section::None;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (line.starts_with("<VisualMotive>")) {
      section = Section::Goal;
    } else if (line.starts_with("<World>")) {
      section = Section::World;
    } else if (line.starts_with("<Inventory>")) {
      section = Section::Inventory;
    } else if (line.starts_with("<Dialogue>")) {
      section = Section::Dialogue;
    } else if (line.starts_with("<ActionHistory>")) {
      section = Section::History;
    } else if (line.starts_with("<Target>") || line.starts_with("<Diff>")) {
      section = Section::Other;
    } else if (line.starts_with("<Feedback>")) {
      std::string_view body = line.substr(10);
      if (body.ends_with("</Feedback>")) body.remove_suffix(11);
      in.feedback = std::string(body);
    } else if (line.starts_with("</")) {
      section = Section::None;
    } else if (section == Section::Goal || section == Section::World) {
      if (auto b = blockLine(line)) (section == Section::Goal ? in.goal : in.world).push_back(*b);
    } else if (section == Section::Inventory) {
      auto colourText = quotedAttr(line, "block_type");
      auto count = intAttr(line, "count");
      if (colourText && count) {
        if (auto c = parseColour(*colourText)) in.inventory.emplace_back(*c, *count);
      }
    } else if (section == Section::Dialogue) {
      auto sender = quotedAttr(line, "sender");
      auto message = quotedAttr(line, "message");
      if (sender && message) in.dialogue.push_back({*sender, *message});
    } else if (section == Section::History) {
      ObservedAction a;
      a.round = intAttr(line, "round").value_or(0);
      a.agent = quotedAttr(line, "agent").value_or("");
      a.command = quotedAttr(line, "command").value_or("");
      a.result = quotedAttr(line, "result").value_or("");
      in.history.push_back(std::move(a));
    }
  }
  return in;
}

}  // namespace craftmate::games::coblock
