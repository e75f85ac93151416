#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

namespace {
constexpr std::array<std::string_view, kColourCount> kNames = {"red",   "yellow", "purple",
                                                               "green", "black",  "blue"};

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
}  // namespace

std::string_view colourName(Colour colour) { return kNames[static_cast<int>(colour)]; }

std::optional<Colour> parseColour(std::string_view word) {
  for (int i = 0; i < kColourCount; ++i) {
    const std::string_view name = kNames[i];
    if (name.size() != word.size()) continue;
    bool same = true;
    for (std::size_t k = 0; k < name.size() && same; ++k) same = lower(word[k]) == name[k];
    if (same) return static_cast<Colour>(i);
  }
  return std::nullopt;
}

std::string posText(Pos pos) {
  return "(" + std::to_string(pos.x) + ", " + std::to_string(pos.y) + ", " + std::to_string(pos.z) + ")";
}

}  // namespace craftmate::games::coblock
