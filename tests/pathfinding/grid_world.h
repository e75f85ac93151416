#pragma once
// A world filled in memory for planner tests: a ChunkStore with 8x8 loaded columns around the origin
// (x and z from -64 to 63), blocks set by name with /fill-like helpers.

#include <memory>
#include <string>

#include "world/chunk_store.h"
#include "world/registry.h"

namespace craftmate::pathfinding::testing {

inline const world::Registry& registry() {
  static auto r = world::Registry::shared("1.21.1");
  return *r;
}

inline int stateOf(const std::string& name, const std::map<std::string, std::string>& props = {}) {
  const auto* block = registry().blockByName(name);
  if (!block) throw std::runtime_error("unknown block " + name);
  if (props.empty()) return block->defaultState;
  return *registry().stateIdFor(*block, props);
}

struct GridWorld {
  world::ChunkStore store{world::ColumnLayout{}};
  world::ViewerId viewer = store.newViewer();

  GridWorld() {
    for (int cx = -4; cx < 4; ++cx)
      for (int cz = -4; cz < 4; ++cz) store.loadColumn(viewer, std::make_unique<world::ChunkColumn>(cx, cz, world::ColumnLayout{}));
  }
  void fill(int x1, int y1, int z1, int x2, int y2, int z2, int state) {
    for (int x = std::min(x1, x2); x <= std::max(x1, x2); ++x)
      for (int y = std::min(y1, y2); y <= std::max(y1, y2); ++y)
        for (int z = std::min(z1, z2); z <= std::max(z1, z2); ++z) store.setStateAt({x, y, z}, state);
  }
  void fill(int x1, int y1, int z1, int x2, int y2, int z2, const std::string& name) {
    fill(x1, y1, z1, x2, y2, z2, stateOf(name));
  }
  void set(int x, int y, int z, const std::string& name) { store.setStateAt({x, y, z}, stateOf(name)); }
  void set(int x, int y, int z, int state) { store.setStateAt({x, y, z}, state); }
  // Stone floor whose top is y = 0 (feet at y = 1) across the loaded area.
  GridWorld& flat() {
    fill(-64, 0, -64, 63, 0, 63, "stone");
    return *this;
  }
};

}  // namespace craftmate::pathfinding::testing
