#include "games/cuisineworld/cuisineworld_level.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace craftmate::games::cuisine {

Level::Level(const Catalog& catalog, LevelSpec spec, OrderTiming timing)
    : catalog_(&catalog), spec_(std::move(spec)), timing_(std::move(timing)) {
  if (timing_.lifetimes.size() != spec_.dishes.size()) {
    throw std::invalid_argument("cuisineworld level " + spec_.name + ": " + std::to_string(spec_.dishes.size()) +
                                " dishes but " + std::to_string(timing_.lifetimes.size()) + " lifetimes");
  }
  int perType[kToolTypeCount] = {};
  bool servingTableSeen = false;
  for (std::size_t i = 0; i < spec_.kitchen.size(); ++i) {
    const ToolType type = spec_.kitchen[i];
    const int typeIndex = static_cast<int>(type);
    locations_.push_back({std::string(toolSpec(type).stem) + std::to_string(perType[typeIndex]++), type});
    if (type == ToolType::kServingTable && !servingTableSeen) {
      firstServingTable_ = static_cast<int>(i);
      servingTableSeen = true;
    }
  }

  const int items = catalog.itemCount();
  isDish_.assign(items, false);
  for (ItemId dish : spec_.dishes) isDish_[dish] = true;

  // Closure of the dishes over recipe ingredients (the reference's filter_recipe).
  std::vector<bool> needed(items, false);
  std::vector<ItemId> stack(spec_.dishes.begin(), spec_.dishes.end());
  while (!stack.empty()) {
    const ItemId item = stack.back();
    stack.pop_back();
    if (needed[item]) continue;
    needed[item] = true;
    if (const Recipe* r = catalog.recipeFor(item)) {
      for (ItemId ingredient : r->ingredients) stack.push_back(ingredient);
    }
  }
  bits_.assign(items, 0);
  int nextBit = 0;
  for (const Recipe& r : catalog.recipes()) {
    if (!needed[r.product]) continue;
    relevant_.push_back(&r);
    // Products get a bit too: a tool holding a finished product must match no combo, so nothing
    // but an identical item may join it.
    auto assignBit = [&](ItemId item) {
      if (bits_[item] != 0) return;
      if (nextBit == 64) {
        throw std::invalid_argument("cuisineworld level " + spec_.name +
                                    ": more than 64 distinct recipe items; split the level");
      }
      bits_[item] = std::uint64_t{1} << nextBit++;
    };
    assignBit(r.product);
    std::uint64_t mask = 0;
    for (ItemId ingredient : r.ingredients) {
      assignBit(ingredient);
      mask |= bits_[ingredient];
    }
    combos_[static_cast<int>(r.tool)].push_back({mask, r.product});
  }

  std::vector<int> order(items);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return catalog.name(a) < catalog.name(b); });
  nameRank_.assign(items, 0);
  for (int rank = 0; rank < items; ++rank) nameRank_[order[rank]] = rank;

  for (ItemId dish : spec_.dishes) {
    // A dish whose recipe chain needs a tool the kitchen lacks can never be served.
    std::vector<ItemId> todo{dish};
    while (!todo.empty()) {
      const ItemId item = todo.back();
      todo.pop_back();
      const Recipe* r = catalog.recipeFor(item);
      if (r == nullptr) continue;
      if (std::find(spec_.kitchen.begin(), spec_.kitchen.end(), r->tool) == spec_.kitchen.end()) {
        warnings_.push_back(spec_.name + " orders " + catalog.name(dish) + " but has no " +
                            std::string(toolSpec(r->tool).stem) + " to make " + catalog.name(item) +
                            "; those orders can never be completed");
        break;
      }
      for (ItemId ingredient : r->ingredients) todo.push_back(ingredient);
    }
  }
}

int Level::locationIndex(std::string_view name) const {
  for (std::size_t i = 0; i < locations_.size(); ++i) {
    if (locations_[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

int Level::lifetimeOf(ItemId dish) const {
  for (std::size_t i = 0; i < spec_.dishes.size(); ++i) {
    if (spec_.dishes[i] == dish) return timing_.lifetimes[i];
  }
  return 0;
}

bool Level::putKeepsARecipe(ToolType type, std::uint64_t contentMask, ItemId item) const {
  const std::uint64_t itemBit = bit(item);
  if (itemBit == 0) return false;
  const std::uint64_t need = contentMask | itemBit;
  for (const Combo& combo : combos_[static_cast<int>(type)]) {
    if ((combo.mask & need) == need) return true;
  }
  return false;
}

ItemId Level::cook(ToolType type, std::uint64_t contentMask) const {
  for (const Combo& combo : combos_[static_cast<int>(type)]) {
    if (combo.mask == contentMask) return combo.product;
  }
  return kNoItem;
}

}  // namespace craftmate::games::cuisine
