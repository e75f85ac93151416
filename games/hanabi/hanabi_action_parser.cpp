#include "games/hanabi/hanabi_action_parser.h"

#include <cctype>

#include "agents/text_util.h"

namespace craftmate::games::hanabi {

namespace {

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
  return agents::labelledAnswer(reply, "Action:");
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
      const std::string rest(agents::trimSpaces(v.size() > 2 ? v.substr(2) : std::string_view()));
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
