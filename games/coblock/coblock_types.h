#pragma once
// The vocabulary of CoBlock (coblock spec §2): six block colours, integer 3-D positions (y is up),
// coloured blocks and per-colour inventories.

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace craftmate::games::coblock {

// The six colours named anywhere in the paper (spec §2.2; decision: exactly these, lowercase).
enum class Colour : std::uint8_t { Red, Yellow, Purple, Green, Black, Blue };
inline constexpr int kColourCount = 6;
inline constexpr std::array<Colour, kColourCount> kAllColours = {
    Colour::Red, Colour::Yellow, Colour::Purple, Colour::Green, Colour::Black, Colour::Blue};

std::string_view colourName(Colour colour);
// Case-insensitive; nullopt for any other word (the caller reports `unknown_colour`).
std::optional<Colour> parseColour(std::string_view word);

struct Pos {
  int x = 0;
  int y = 0;
  int z = 0;
  auto operator<=>(const Pos&) const = default;
};

// "(x, y, z)" exactly as the paper prints positions.
std::string posText(Pos pos);

struct Block {
  Pos pos;
  Colour colour = Colour::Red;
  bool operator==(const Block&) const = default;
};

// Blocks of each colour an agent holds, indexed by Colour.
using ColourCounts = std::array<int, kColourCount>;

inline int& countOf(ColourCounts& counts, Colour c) { return counts[static_cast<int>(c)]; }
inline int countOf(const ColourCounts& counts, Colour c) { return counts[static_cast<int>(c)]; }

}  // namespace craftmate::games::coblock
