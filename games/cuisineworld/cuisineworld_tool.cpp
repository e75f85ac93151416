#include "games/cuisineworld/cuisineworld_tool.h"

#include <array>

namespace craftmate::games::cuisine {

namespace {
// Values of the reference engine's levels/constants.py as recorded in the spec's §2.2 table.
constexpr std::array<ToolSpec, kToolTypeCount> kSpecs = {{
    {"storage", kUnlimited, 0, false, true},
    {"servingtable", kUnlimited, 0, false, false},
    {"chopboard", 1, 1, true, true},
    {"blender", 5, 2, false, false},
    {"pan", 5, 2, false, false},
    {"fryer", 5, 2, false, false},
    {"mixer", 5, 0, false, false},
    {"pot", 5, 3, false, false},
    {"steamer", 5, 3, false, false},
    {"oven", 5, 3, false, false},
}};
}  // namespace

const ToolSpec& toolSpec(ToolType type) { return kSpecs[static_cast<int>(type)]; }

std::optional<ToolType> toolTypeFromStem(std::string_view stem) {
  for (int i = 0; i < kToolTypeCount; ++i) {
    if (kSpecs[i].stem == stem) return static_cast<ToolType>(i);
  }
  return std::nullopt;
}

}  // namespace craftmate::games::cuisine
