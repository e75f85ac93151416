#include "agents/scripted_minecollab/wood_variants.h"

#include <array>

namespace craftmate::agents::minecollab {

namespace {

// 1.21's woods; dark_oak before oak so that the longest prefix wins.
constexpr std::array<const char*, 11> kWoods{"dark_oak", "oak",     "spruce",  "birch",   "jungle", "acacia",
                                             "mangrove", "cherry", "bamboo", "crimson", "warped"};

}  // namespace

std::optional<std::string> woodOf(const std::string& item) {
  for (const char* wood : kWoods) {
    const std::string prefix = std::string(wood) + "_";
    if (item.rfind(prefix, 0) == 0 && item.size() > prefix.size()) return std::string(wood);
  }
  return std::nullopt;
}

std::string inWood(const std::string& item, const std::string& wood) {
  const auto current = woodOf(item);
  return current ? wood + item.substr(current->size()) : item;
}

std::optional<std::string> woodToUseFor(const std::string& item, const ItemCounts& teamHolds) {
  const auto wood = woodOf(item);
  if (!wood) return std::nullopt;
  for (const auto& [held, count] : teamHolds)
    if (count > 0 && woodOf(held) == wood) return std::nullopt;  // its own wood is at hand
  for (const auto& [held, count] : teamHolds) {
    const auto heldWood = woodOf(held);
    if (count > 0 && heldWood && *heldWood != *wood && inWood(item, *heldWood) == held) return heldWood;
  }
  for (const auto& [held, count] : teamHolds) {
    const auto heldWood = woodOf(held);
    if (count > 0 && heldWood && *heldWood != *wood) return heldWood;
  }
  return std::nullopt;
}

}  // namespace craftmate::agents::minecollab
