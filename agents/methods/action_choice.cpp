#include "agents/methods/action_choice.h"

#include <algorithm>

#include "agents/text_util.h"

namespace craftmate::agents::methods {
namespace {

// The rest of the line after the first `tag` in `text`, trimmed.
std::optional<std::string> restOfLineAfter(std::string_view text, std::string_view tag) {
  const std::size_t at = text.find(tag);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = text.substr(at + tag.size());
  rest = rest.substr(0, rest.find('\n'));
  return std::string(trimSpaces(rest));
}

}  // namespace

std::optional<std::string> actionField(std::string_view reply) {
  std::optional<std::string> field = restOfLineAfter(trimSpaces(reply), "Action:");
  if (!field) return std::nullopt;
  // Models sometimes repeat the label ("Action: Action: wait."); the reference re-reads it.
  const std::string lowered = lowerCase(*field);
  if (lowered.find("action:") != std::string::npos) field = restOfLineAfter(lowered, "action:");
  return field;
}

double similarity(std::string_view a, std::string_view b) {
  const std::string x = lowerCase(a);
  const std::string y = lowerCase(b);
  if (x.empty() && y.empty()) return 1.0;
  std::vector<std::size_t> row(y.size() + 1);
  for (std::size_t j = 0; j <= y.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= x.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= y.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return 1.0 - static_cast<double>(row[y.size()]) / static_cast<double>(std::max(x.size(), y.size()));
}

int closestAction(std::string_view chosen, const std::vector<std::string>& actions, bool lettered) {
  if (actions.empty()) return -1;
  std::string_view text = trimSpaces(chosen);
  if (lettered && !text.empty() && std::isupper(static_cast<unsigned char>(text[0])) &&
      (text.size() == 1 || text[1] == '.' || text[1] == ')')) {
    const std::size_t index = static_cast<std::size_t>(text[0] - 'A');
    if (index < actions.size()) return static_cast<int>(index);
  }
  const std::string wanted = lowerCase(text);
  if (!wanted.empty()) {
    for (std::size_t i = 0; i < actions.size(); ++i) {
      if (lowerCase(actions[i]).find(wanted) != std::string::npos) return static_cast<int>(i);
    }
  }
  int best = 0;
  double bestScore = -1.0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const double score = similarity(wanted, actions[i]);
    if (score > bestScore) {
      bestScore = score;
      best = static_cast<int>(i);
    }
  }
  return best;
}

std::string letteredLine(int index, const std::string& action) {
  return std::string(1, static_cast<char>('A' + index)) + ". " + action;
}

}  // namespace craftmate::agents::methods
