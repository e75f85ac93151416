#pragma once
// Plans over a GridWorld the way findPath does over a bot's world.

#include <chrono>

#include "pathfinding/astar.h"
#include "pathfinding/movements.h"
#include "tests/pathfinding/grid_world.h"

namespace craftmate::pathfinding::testing {

inline PlannerInventory withItems(std::initializer_list<std::pair<const char*, int>> items) {
  PlannerInventory inv;
  PathOptions defaults;
  for (const auto& [name, count] : items) {
    inv.itemIds.push_back(registry().itemByName(name)->id);
    if (std::find(defaults.scaffoldingBlocks.begin(), defaults.scaffoldingBlocks.end(), name) != defaults.scaffoldingBlocks.end()) {
      inv.scaffoldingCount += count;
    }
  }
  return inv;
}

inline PathResult plan(const GridWorld& w, BlockPos start, const Goal& goal, const PathOptions& options = {},
                       PlannerInventory inventory = {}) {
  Movements movements(w.store, registry(), options, inventory);
  AStar search(movements, goal, start, inventory.scaffoldingCount, options.searchRadius);
  return search.compute(std::chrono::seconds(10));
}

}  // namespace craftmate::pathfinding::testing
