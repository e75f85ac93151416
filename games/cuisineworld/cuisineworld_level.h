#pragma once
// One playable kitchen: the named location instances, the orderable dishes with their timing, and
// the level-relevant recipes precompiled into bit masks so the waste check and the cooking lookup
// in the step are a few integer operations (spec §3.4, §3.5).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_order_timing.h"

namespace craftmate::games::cuisine {

struct LocationInfo {
  std::string name;  // "pan1"
  ToolType type;
};

class Level {
 public:
  // Throws std::invalid_argument when the level uses more than 64 distinct relevant items (the
  // mask width) or when timing does not give one lifetime per dish.
  Level(const Catalog& catalog, LevelSpec spec, OrderTiming timing);

  const Catalog& catalog() const { return *catalog_; }
  const std::string& name() const { return spec_.name; }
  const LevelSpec& spec() const { return spec_; }
  const OrderTiming& timing() const { return timing_; }

  const std::vector<LocationInfo>& locations() const { return locations_; }
  int locationCount() const { return static_cast<int>(locations_.size()); }
  int locationIndex(std::string_view name) const;  // -1 when the level has no such instance
  int firstServingTable() const { return firstServingTable_; }

  const std::vector<ItemId>& dishes() const { return spec_.dishes; }
  bool isDish(ItemId item) const { return item >= 0 && isDish_[item]; }
  int lifetimeOf(ItemId dish) const;  // 0 for non-dishes

  // Recipes in the closure of the level's dishes (recipe-file order). Only these cook, and only
  // these decide what counts as waste.
  const std::vector<const Recipe*>& relevantRecipes() const { return relevant_; }

  // Waste check of `put`: may `item` join a tool of `type` that already holds `content`?
  // (True when some relevant recipe of that tool type contains content + item, or the item is
  // already inside; the caller tests the latter.)
  bool putKeepsARecipe(ToolType type, std::uint64_t contentMask, ItemId item) const;
  // Product of activating a tool of `type` holding exactly the items of `contentMask`, or kNoItem.
  ItemId cook(ToolType type, std::uint64_t contentMask) const;
  // Bit of `item` in content masks; 0 for items no relevant recipe uses.
  std::uint64_t bit(ItemId item) const { return item >= 0 ? bits_[item] : 0; }

  // Name order used to sort orders with equal lifetimes (byte-wise, as Python compares str).
  int nameRank(ItemId item) const { return nameRank_[item]; }

  // Problems of the data kept on purpose for parity (e.g. level_12 orders frenchFries but has no
  // fryer); empty when the level is sound.
  const std::vector<std::string>& warnings() const { return warnings_; }

 private:
  struct Combo {
    std::uint64_t mask;
    ItemId product;
  };
  const Catalog* catalog_;
  LevelSpec spec_;
  OrderTiming timing_;
  std::vector<LocationInfo> locations_;
  int firstServingTable_ = 0;
  std::vector<bool> isDish_;
  std::vector<const Recipe*> relevant_;
  std::vector<std::uint64_t> bits_;
  std::vector<Combo> combos_[kToolTypeCount];
  std::vector<int> nameRank_;
  std::vector<std::string> warnings_;
};

}  // namespace craftmate::games::cuisine
