#pragma once
// The cells other entities' boxes overlap, with a weight each (mineflayer-pathfinder's collision
// index): 1 per entity that blocks, 100 per entity to avoid. Built once per plan; moves through a
// weighted cell cost entityCost × weight more, and no block is placed into one.

#include <unordered_map>

#include "pathfinding/path_options.h"
#include "world/vec3.h"

namespace craftmate::world {
class Bot;
struct Entity;
}  // namespace craftmate::world

namespace craftmate::pathfinding {

class EntityIndex {
 public:
  static constexpr int kAvoidWeight = 100;
  // Every entity the bot sees except itself; none when options.allowEntityDetection is off.
  static EntityIndex of(const world::Bot& bot, const PathOptions& options);
  // Adds one entity's cells (ignored when passable and not avoided).
  void add(const world::Entity& entity, const PathOptions& options);
  int at(const world::BlockPos& p) const;
  bool empty() const { return weights_.empty(); }

 private:
  std::unordered_map<world::BlockPos, int, world::BlockPosHash> weights_;
};

}  // namespace craftmate::pathfinding
