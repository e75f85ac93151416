#pragma once
// ASCII text helpers for reading a model's reply: the worlds and the agent methods match labels and
// action names case-insensitively and without surrounding white space. Header-only, so a text world
// gets them from craftmate_agents_interface without linking anything.

#include <cctype>
#include <optional>
#include <string>
#include <string_view>

namespace craftmate::agents {

inline char lowerAscii(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// ASCII lower case.
inline std::string lowerCase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = lowerAscii(c);
  return out;
}

// `text` without leading and trailing white space.
inline std::string_view trimSpaces(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

inline bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (lowerAscii(a[i]) != lowerAscii(b[i])) return false;
  }
  return true;
}

// Where `needle` first occurs in `hay` in any ASCII casing; npos when it does not.
inline std::size_t findIgnoreCase(std::string_view hay, std::string_view needle) {
  if (needle.size() > hay.size()) return std::string_view::npos;
  for (std::size_t i = 0; i + needle.size() <= hay.size(); ++i) {
    if (equalsIgnoreCase(hay.substr(i, needle.size()), needle)) return i;
  }
  return std::string_view::npos;
}

// The rest of the line after the first `label` (e.g. "Action:"), trimmed; nullopt without one.
// The label in its exact casing wins, so "my best action: ..." inside an explanation is not taken
// when an "Action:" line exists; only without it is any casing accepted.
inline std::optional<std::string> lineAfterLabel(std::string_view text, std::string_view label) {
  std::size_t at = text.find(label);
  if (at == std::string_view::npos) at = findIgnoreCase(text, label);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = text.substr(at + label.size());
  rest = rest.substr(0, rest.find('\n'));
  return std::string(trimSpaces(rest));
}

// The answer a reply gives after `label`: lineAfterLabel, taken once more when that line holds the
// label again ("Action: Action: X" is X); the whole trimmed reply when there is no label.
inline std::string labelledAnswer(std::string_view reply, std::string_view label) {
  std::optional<std::string> capture = lineAfterLabel(reply, label);
  if (!capture) return std::string(trimSpaces(reply));
  if (std::optional<std::string> again = lineAfterLabel(*capture, label)) return *again;
  return *capture;
}

}  // namespace craftmate::agents
