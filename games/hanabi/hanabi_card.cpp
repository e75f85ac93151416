#include "games/hanabi/hanabi_card.h"

#include "agents/text_util.h"

namespace craftmate::games::hanabi {

namespace {
constexpr std::array<std::string_view, kNumColors> kColorNames = {"Red", "Yellow", "Green", "White", "Blue"};
constexpr std::array<std::string_view, kNumColors> kColorLetters = {"R", "Y", "G", "W", "B"};
}  // namespace

std::string_view colorName(int color) { return kColorNames.at(static_cast<size_t>(color)); }
std::string_view colorLetter(int color) { return kColorLetters.at(static_cast<size_t>(color)); }

int colorFromName(std::string_view name) {
  for (int c = 0; c < kNumColors; ++c) {
    if (agents::equalsIgnoreCase(name, kColorNames[c]) || agents::equalsIgnoreCase(name, kColorLetters[c])) return c;
  }
  return -1;
}

}  // namespace craftmate::games::hanabi
