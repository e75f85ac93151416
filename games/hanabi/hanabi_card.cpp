#include "games/hanabi/hanabi_card.h"

#include <cctype>

namespace craftmate::games::hanabi {

namespace {
constexpr std::array<std::string_view, kNumColors> kColorNames = {"Red", "Yellow", "Green", "White", "Blue"};
constexpr std::array<std::string_view, kNumColors> kColorLetters = {"R", "Y", "G", "W", "B"};

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  }
  return true;
}
}  // namespace

std::string_view colorName(int color) { return kColorNames.at(static_cast<size_t>(color)); }
std::string_view colorLetter(int color) { return kColorLetters.at(static_cast<size_t>(color)); }

int colorFromName(std::string_view name) {
  for (int c = 0; c < kNumColors; ++c) {
    if (equalsIgnoreCase(name, kColorNames[c]) || equalsIgnoreCase(name, kColorLetters[c])) return c;
  }
  return -1;
}

}  // namespace craftmate::games::hanabi
