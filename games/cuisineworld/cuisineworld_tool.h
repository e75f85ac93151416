#pragma once
// The ten location types of a CuisineWorld kitchen and their fixed properties (spec §2.2).

#include <cstdint>
#include <optional>
#include <string_view>

namespace craftmate::games::cuisine {

enum class ToolType : std::uint8_t {
  kStorage,
  kServingTable,
  kChopboard,
  kBlender,
  kPan,
  kFryer,
  kMixer,
  kPot,
  kSteamer,
  kOven,
};
inline constexpr int kToolTypeCount = 10;

struct ToolSpec {
  std::string_view stem;    // instance names are stem + per-type index: "pan0", "pan1"
  int capacity;             // items it holds; kUnlimited for storage and serving table
  int occupiedTime;         // busy steps after a successful activate
  bool needWatch;           // the activating agent is busy for as long as the tool
  bool initiallyPickable;   // `get` allowed before any activation (storage, chopboard)
};
inline constexpr int kUnlimited = -1;

const ToolSpec& toolSpec(ToolType type);
std::optional<ToolType> toolTypeFromStem(std::string_view stem);

}  // namespace craftmate::games::cuisine
