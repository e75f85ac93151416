#include "games/hanabi/hanabi_action_parser.h"

#include <cctype>

namespace craftmate::games::hanabi {

namespace {

std::string trim(std::string_view s) {
  size_t b = 0;
  size_t e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

size_t findIgnoreCase(std::string_view hay, std::string_view needle) {
  if (needle.size() > hay.size()) return std::string_view::npos;
  for (size_t i = 0; i + needle.size() <= hay.size(); ++i) {
    bool ok = true;
    for (size_t j = 0; j < needle.size() && ok; ++j) {
      ok = std::tolower(static_cast<unsigned char>(hay[i + j])) == std::tolower(static_cast<unsigned char>(needle[j]));
    }
    if (ok) return i;
  }
  return std::string_view::npos;
}

// The `Action:\s*(.*)` capture (to the end of its line).
// The paper's regex is case-sensitive (`Action:`), so "the best action: ..." inside an explanation
// is not taken; only when no `Action:` exists is any casing accepted.
std::optional<std::string> actionCapture(std::string_view text) {
  size_t at = text.find("Action:");
  if (at == std::string_view::npos) at = findIgnoreCase(text, "action:");
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = text.substr(at + 7);
  const size_t eol = rest.find('\n');
  if (eol != std::string_view::npos) rest = rest.substr(0, eol);
  return trim(rest);
}

// Lower case, apostrophes dropped ("Bob's" == "Bobs"), markup and final periods removed, runs
// of spaces collapsed.
std::string normalize(std::string_view s) {
  std::string out;
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '\'' || ch == '*' || ch == '`' || ch == '"') continue;
    if (std::isspace(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += static_cast<char>(std::tolower(c));
  }
  while (!out.empty() && (out.back() == '.' || out.back() == ' ')) out.pop_back();
  return out;
}

}  // namespace

std::string extractActionText(std::string_view reply) {
  std::optional<std::string> capture = actionCapture(reply);
  if (!capture) return trim(reply);
  if (std::optional<std::string> again = actionCapture(*capture)) return *again;
  return *capture;
}

std::optional<HanabiMove> parseMove(const HanabiState& state, std::string_view reply, const PlayerNames& names) {
  MoveList moves;
  const int n = state.legalMoves(moves);
  if (n == 0) return std::nullopt;
  const std::string chosen = extractActionText(reply);
  const std::string partner = names[1 - state.currentPlayer()];

  // A letter alone ("C", "C.", "(C)") or a letter followed by its action text ("C. Play my Card 0").
  std::string text = chosen;
  {
    std::string_view v = chosen;
    if (v.size() >= 3 && v.front() == '(' && v[2] == ')') v = std::string_view(v.data() + 1, 1);
    if (!v.empty() && std::isupper(static_cast<unsigned char>(v[0])) &&
        (v.size() == 1 || v[1] == '.' || v[1] == ')')) {
      const int index = v[0] - 'A';
      const std::string rest = trim(v.size() > 2 ? v.substr(2) : std::string_view());
      if (index < n && (rest.empty() || normalize(rest) == normalize(moveListText(moves[index], partner)))) {
        return moves[index];
      }
      if (!rest.empty()) text = rest;
    }
  }
  const std::string wanted = normalize(text);
  if (wanted.empty()) return std::nullopt;
  for (int i = 0; i < n; ++i) {
    if (wanted == normalize(moveListText(moves[i], partner)) || wanted == normalize(moveHistoryText(moves[i], partner))) {
      return moves[i];
    }
  }
  // The paper's substring rule, but not for fragments too short to name anything ("a", "ca").
  if (wanted.size() < 4) return std::nullopt;
  for (int i = 0; i < n; ++i) {
    if (normalize(moveListText(moves[i], partner)).find(wanted) != std::string::npos) return moves[i];
  }
  return std::nullopt;
}

}  // namespace craftmate::games::hanabi
