#include "games/coordqa/coordqa_choice_matching.h"

#include <algorithm>
#include <cctype>

namespace craftmate::games::coordqa {

namespace {

char lowerAscii(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Every maximal run of digits, in order ("Room 10 or 2" -> {"10", "2"}).
std::vector<std::string_view> numbersIn(std::string_view text) {
  std::vector<std::string_view> numbers;
  size_t i = 0;
  while (i < text.size()) {
    if (!isDigit(text[i])) {
      ++i;
      continue;
    }
    size_t start = i;
    while (i < text.size() && isDigit(text[i])) ++i;
    numbers.push_back(text.substr(start, i - start));
  }
  return numbers;
}

}  // namespace

std::string normalizeChoiceText(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool pendingSpace = false;
  for (char c : text) {
    if (isSpace(c)) {
      pendingSpace = !out.empty();
      continue;
    }
    if (pendingSpace) out.push_back(' ');
    pendingSpace = false;
    out.push_back(lowerAscii(c));
  }
  while (!out.empty() && (out.back() == '.' || out.back() == ' ')) out.pop_back();
  return out;
}

double levenshteinRatio(std::string_view a, std::string_view b) {
  const size_t total = a.size() + b.size();
  if (total == 0) return 1.0;
  // With substitutions costing 2 the distance is |a| + |b| - 2 * LCS(a, b).
  std::vector<size_t> previous(b.size() + 1, 0), current(b.size() + 1, 0);
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : std::max(previous[j], current[j - 1]);
    }
    std::swap(previous, current);
  }
  const size_t lcs = previous[b.size()];
  return static_cast<double>(2 * lcs) / static_cast<double>(total);
}

std::optional<std::string_view> textAfterTag(std::string_view reply, std::string_view tag, bool caseSensitive) {
  if (tag.empty() || reply.size() < tag.size()) return std::nullopt;
  for (size_t i = 0; i + tag.size() <= reply.size(); ++i) {
    bool same = true;
    for (size_t k = 0; k < tag.size() && same; ++k) {
      same = caseSensitive ? reply[i + k] == tag[k] : lowerAscii(reply[i + k]) == lowerAscii(tag[k]);
    }
    if (!same) continue;
    size_t start = i + tag.size();
    while (start < reply.size() && (reply[start] == ' ' || reply[start] == '\t')) ++start;
    size_t end = reply.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = reply.size();
    return reply.substr(start, end - start);
  }
  return std::nullopt;
}

std::string_view extractActionText(std::string_view reply) {
  auto captured = textAfterTag(reply, "Action:", /*caseSensitive=*/false);
  if (!captured) return reply;
  if (auto again = textAfterTag(*captured, "action:", /*caseSensitive=*/false)) return *again;
  return *captured;
}

int matchChoice(std::string_view text, const std::vector<std::string>& choices, const ChoiceMatchOptions& options) {
  const std::string wanted = normalizeChoiceText(text);
  if (wanted.empty()) return -1;
  std::vector<std::string> normalized;
  normalized.reserve(choices.size());
  for (const auto& choice : choices) normalized.push_back(normalizeChoiceText(choice));

  for (size_t i = 0; i < normalized.size(); ++i) {
    if (normalized[i] == wanted) return static_cast<int>(i);
  }
  for (size_t i = 0; i < normalized.size(); ++i) {
    if (normalized[i].find(wanted) != std::string::npos) return static_cast<int>(i);
  }
  const auto wantedNumbers = numbersIn(wanted);
  int best = -1;
  double bestRatio = -1.0;
  for (size_t i = 0; i < normalized.size(); ++i) {
    if (options.numbersMustAgree && !wantedNumbers.empty() && numbersIn(normalized[i]) != wantedNumbers) continue;
    const double ratio = levenshteinRatio(wanted, normalized[i]);
    if (ratio > bestRatio) {
      bestRatio = ratio;
      best = static_cast<int>(i);
    }
  }
  if (best >= 0 && bestRatio >= options.minFuzzyRatio) return best;
  return -1;
}

}  // namespace craftmate::games::coordqa
