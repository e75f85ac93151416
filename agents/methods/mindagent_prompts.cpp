#include "agents/methods/mindagent_prompts.h"

#include <array>
#include <cctype>

namespace craftmate::agents::methods {

namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// Length of a match of the regex starting at `at`, or 0. Hand-written because the pattern is small
// and std::regex would be the slowest part of a step.
size_t matchAt(std::string_view text, size_t at) {
  static constexpr std::array<std::string_view, 5> kVerbs{"noop", "goto", "put", "activate", "get"};
  for (std::string_view verb : kVerbs) {
    if (text.compare(at, verb.size(), verb) != 0) continue;
    size_t i = at + verb.size();
    constexpr std::string_view kAgent = "_agent";
    if (text.compare(i, kAgent.size(), kAgent) != 0) continue;
    i += kAgent.size();
    const size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) ++i;
    if (i == digits) continue;
    // `(_[a-zA-Z0-9_]+)?` is greedy: after the digits, "_" plus at least one word character takes
    // every following word character (digits included, so "agent12" never splits).
    if (i + 1 < text.size() && text[i] == '_' && isWordChar(text[i + 1])) {
      ++i;
      while (i < text.size() && isWordChar(text[i])) ++i;
    }
    return i - at;
  }
  return 0;
}

}  // namespace

std::vector<std::string> extractDispatcherCommands(std::string_view reply) {
  std::vector<std::string> commands;
  for (size_t at = 0; at < reply.size();) {
    const size_t length = matchAt(reply, at);
    if (length == 0) {
      ++at;
      continue;
    }
    commands.emplace_back(reply.substr(at, length));
    at += length;
  }
  return commands;
}

std::vector<Turn> demoTurns(std::string_view demoText, int pairs) {
  std::vector<Turn> turns;
  constexpr std::string_view kSeparator = "***\n";
  size_t start = 0;
  while (start <= demoText.size()) {
    size_t end = demoText.find(kSeparator, start);
    // Only a separator at the start of a line splits (the demo's states never contain "***").
    while (end != std::string_view::npos && end > 0 && demoText[end - 1] != '\n') end = demoText.find(kSeparator, end + 1);
    const std::string_view piece = demoText.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!piece.empty()) turns.push_back({turns.size() % 2 == 0 ? "user" : "assistant", std::string(piece)});
    if (end == std::string_view::npos) break;
    start = end + kSeparator.size();
  }
  if (pairs > 0 && turns.size() > static_cast<size_t>(2 * pairs)) turns.resize(static_cast<size_t>(2 * pairs));
  return turns;
}

void DispatcherMemory::addState(std::string prompt) {
  // The reference: append while len(history) < I + 2*window + 1, else drop the oldest user+assistant pair.
  if (turns_.size() >= static_cast<size_t>(2 * exchanges_ + 1) && turns_.size() >= 2) turns_.erase(turns_.begin(), turns_.begin() + 2);
  turns_.push_back({"user", std::move(prompt)});
}

void DispatcherMemory::addAction(std::string commands) { turns_.push_back({"assistant", std::move(commands)}); }

std::string rememberedAction(const std::vector<std::string>& commands) {
  std::string text;
  for (size_t i = 0; i < commands.size(); ++i) text += (i == 0 ? "" : "\n") + commands[i];
  return text + "\n";
}

}  // namespace craftmate::agents::methods
