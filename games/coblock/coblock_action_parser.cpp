#include "games/coblock/coblock_action_parser.h"

#include <array>
#include <optional>

namespace craftmate::games::coblock {

namespace {

constexpr std::string_view kUsage =
    "write one action such as place_block(block_type=red, pos=(0, 0, 0)), break_block(pos=(0, 0, 0)), "
    "send_message(message=\"Hello, partner\"), wait() or end_task()";

bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// A cursor over one line with the small lexing steps the grammar needs.
class Cursor {
 public:
  explicit Cursor(std::string_view s) : s_(s) {}
  void skipSpace() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  bool eat(char c) {
    skipSpace();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool eatWord(std::string_view w) {
    skipSpace();
    if (s_.substr(i_, w.size()) == w && (i_ + w.size() == s_.size() || !isIdentChar(s_[i_ + w.size()]))) {
      i_ += w.size();
      return true;
    }
    return false;
  }
  // `"`, `'`, “ or ” (the curly quotes are three UTF-8 bytes each).
  bool eatQuote() {
    skipSpace();
    return eatQuoteHere();
  }
  bool eatQuoteHere() {
    if (i_ < s_.size() && (s_[i_] == '"' || s_[i_] == '\'')) {
      ++i_;
      return true;
    }
    if (s_.substr(i_, 3) == "\xE2\x80\x9C" || s_.substr(i_, 3) == "\xE2\x80\x9D") {
      i_ += 3;
      return true;
    }
    return false;
  }
  std::string_view word() {
    skipSpace();
    const std::size_t start = i_;
    while (i_ < s_.size() && isIdentChar(s_[i_])) ++i_;
    return s_.substr(start, i_ - start);
  }
  std::optional<int> integer() {
    skipSpace();
    bool negative = false;
    if (i_ < s_.size() && (s_[i_] == '-' || s_[i_] == '+')) negative = s_[i_++] == '-';
    const std::size_t start = i_;
    long value = 0;
    while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') {
      if (i_ - start >= 9) return std::nullopt;  // far outside any build box
      value = value * 10 + (s_[i_++] - '0');
    }
    if (i_ == start) return std::nullopt;
    return static_cast<int>(negative ? -value : value);
  }
  std::optional<Pos> position() {
    if (!eat('(')) return std::nullopt;
    auto x = integer();
    if (!x || !eat(',')) return std::nullopt;
    auto y = integer();
    if (!y || !eat(',')) return std::nullopt;
    auto z = integer();
    if (!z || !eat(')')) return std::nullopt;
    return Pos{*x, *y, *z};
  }
  std::string_view rest() const { return s_.substr(i_); }
  std::size_t offset() const { return i_; }
  void seek(std::size_t i) { i_ = i; }

 private:
  std::string_view s_;
  std::size_t i_ = 0;
};

std::string shortened(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (s.size() <= 80) return std::string(s);
  return std::string(s.substr(0, 77)) + "...";
}

Action parseError(std::string_view offending, std::string why) {
  Action a;
  a.type = ActionType::ParseError;
  a.text = shortened(offending);
  a.parseError = std::move(why);
  return a;
}

// The text of a quoted argument that ends the call: from after the opening quote to the last
// closing quote followed by `)` on the line. Backslash escapes are undone.
std::optional<std::string> quotedTail(std::string_view rest) {
  std::size_t end = std::string_view::npos;
  for (std::size_t i = rest.size(); i-- > 0;) {
    if (rest[i] != ')') continue;
    std::size_t j = i;
    while (j > 0 && (rest[j - 1] == ' ' || rest[j - 1] == '\t')) --j;
    if (j >= 1 && (rest[j - 1] == '"' || rest[j - 1] == '\'')) {
      end = j - 1;
    } else if (j >= 3 && (rest.substr(j - 3, 3) == "\xE2\x80\x9D" || rest.substr(j - 3, 3) == "\xE2\x80\x9C")) {
      end = j - 3;
    }
    if (end != std::string_view::npos) break;
  }
  if (end == std::string_view::npos) return std::nullopt;
  std::string out;
  out.reserve(end);
  for (std::size_t i = 0; i < end; ++i) {
    if (rest[i] == '\\' && i + 1 < end && (rest[i + 1] == '"' || rest[i + 1] == '\\')) ++i;
    out.push_back(rest[i]);
  }
  return out;
}

Action parsePlace(Cursor& c, std::string_view line) {
  static const std::string kForm = "write place_block(block_type=<colour>, pos=(x, y, z))";
  if (!c.eatWord("block_type") || !c.eat('=')) return parseError(line, "place_block needs block_type=...; " + kForm);
  const bool quoted = c.eatQuote();
  const std::string_view colourWord = c.word();
  if (colourWord.empty()) return parseError(line, "place_block is missing the colour; " + kForm);
  if (quoted && !c.eatQuoteHere()) return parseError(line, "the colour's closing quote is missing; " + kForm);
  if (!c.eat(',') || !c.eatWord("pos") || !c.eat('=')) {
    return parseError(line, "place_block needs pos=(x, y, z) after the colour; " + kForm);
  }
  auto pos = c.position();
  if (!pos) return parseError(line, "pos must be three integers (x, y, z); " + kForm);
  if (!c.eat(')')) return parseError(line, "place_block(...) is not closed; " + kForm);
  Action a;
  a.type = ActionType::Place;
  a.pos = *pos;
  if (auto colour = parseColour(colourWord)) {
    a.colour = *colour;
  } else {
    a.colourKnown = false;
    a.text = std::string(colourWord);
  }
  return a;
}

Action parseBreak(Cursor& c, std::string_view line) {
  static const std::string kForm = "write break_block(pos=(x, y, z))";
  if (!c.eatWord("pos") || !c.eat('=')) return parseError(line, "break_block needs pos=(x, y, z); " + kForm);
  auto pos = c.position();
  if (!pos) return parseError(line, "pos must be three integers (x, y, z); " + kForm);
  if (!c.eat(')')) return parseError(line, "break_block(...) is not closed; " + kForm);
  return Action::breakAt(*pos);
}

Action parseMessage(Cursor& c, std::string_view line) {
  static const std::string kForm = "write send_message(message=\"your text\")";
  if (!c.eatWord("message") || !c.eat('=') || !c.eatQuote()) {
    return parseError(line, "send_message needs message=\"...\"; " + kForm);
  }
  auto text = quotedTail(c.rest());
  if (!text) return parseError(line, "the message must end with a closing quote and ); " + kForm);
  return Action::message(std::move(*text));
}

Action parseEndTask(Cursor& c, std::string_view line) {
  if (c.eat(')')) return Action::endTask();
  if (c.eatWord("reason") && c.eat('=') && c.eatQuote()) {
    if (auto text = quotedTail(c.rest())) {
      Action a = Action::endTask();
      a.text = std::move(*text);
      return a;
    }
  }
  return parseError(line, "write end_task() or end_task(reason=\"why\")");
}

constexpr std::array<std::string_view, 5> kNames = {"place_block", "break_block", "send_message", "wait",
                                                    "end_task"};

// The earliest action call on the line: the index into kNames and the offset after its `(`.
std::optional<std::pair<int, std::size_t>> findCall(std::string_view line) {
  std::optional<std::pair<int, std::size_t>> best;
  std::size_t bestAt = std::string_view::npos;
  for (int k = 0; k < static_cast<int>(kNames.size()); ++k) {
    std::size_t from = 0;
    while (true) {
      const std::size_t at = line.find(kNames[k], from);
      if (at == std::string_view::npos || at >= bestAt) break;
      from = at + 1;
      if (at > 0 && isIdentChar(line[at - 1])) continue;
      std::size_t j = at + kNames[k].size();
      while (j < line.size() && (line[j] == ' ' || line[j] == '\t')) ++j;
      if (j < line.size() && line[j] == '(') {
        best = std::make_pair(k, j + 1);
        bestAt = at;
        break;
      }
    }
  }
  return best;
}

Action parseCall(int kind, std::string_view line, std::size_t afterParen) {
  Cursor c(line);
  c.seek(afterParen);
  switch (kind) {
    case 0:
      return parsePlace(c, line);
    case 1:
      return parseBreak(c, line);
    case 2:
      return parseMessage(c, line);
    case 3:
      if (c.eat(')')) return Action::wait();
      return parseError(line, "wait takes no arguments: write wait()");
    default:
      return parseEndTask(c, line);
  }
}

}  // namespace

std::vector<Action> parseActions(std::string_view text, int maxActions) {
  std::vector<Action> actions;
  std::string_view firstProse;
  std::size_t start = 0;
  while (start <= text.size() && static_cast<int>(actions.size()) < maxActions) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::size_t lead = 0;
    while (lead < line.size() && (line[lead] == ' ' || line[lead] == '\t')) ++lead;
    line.remove_prefix(lead);
    if (line.empty() || line.front() == '#') continue;
    auto call = findCall(line);
    if (!call) {
      if (firstProse.empty()) firstProse = line;
      continue;
    }
    actions.push_back(parseCall(call->first, line, call->second));
    if (end == text.size()) break;
  }
  if (actions.empty()) {
    actions.push_back(parseError(firstProse, firstProse.empty() ? "the reply holds no action; " + std::string(kUsage)
                                                                : "no action found; " + std::string(kUsage)));
  }
  return actions;
}

Action parseAction(std::string_view text) { return parseActions(text, 1).front(); }

}  // namespace craftmate::games::coblock
