#include "pathfinding/entity_index.h"

#include <algorithm>
#include <cmath>

#include "world/bot.h"

namespace craftmate::pathfinding {

namespace {
bool listed(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}
}  // namespace

EntityIndex EntityIndex::of(const world::Bot& bot, const PathOptions& options) {
  EntityIndex index;
  if (!options.allowEntityDetection) return index;
  auto& mutableBot = const_cast<world::Bot&>(bot);  // world() has no const overload; nothing is changed
  const int self = bot.entity().id;
  for (const auto& [id, entity] : mutableBot.world().entities()) {
    if (id != self) index.add(entity, options);
  }
  return index;
}

void EntityIndex::add(const world::Entity& e, const PathOptions& options) {
  const bool avoided = listed(options.entitiesToAvoid, e.name);
  if (!avoided && listed(options.passableEntities, e.name)) return;
  const int weight = avoided ? kAvoidWeight : 1;
  const double r = e.width / 2;
  const int minX = static_cast<int>(std::floor(e.position.x - r)), maxX = static_cast<int>(std::ceil(e.position.x + r));
  const int minY = static_cast<int>(std::floor(e.position.y)), maxY = static_cast<int>(std::ceil(e.position.y + e.height));
  const int minZ = static_cast<int>(std::floor(e.position.z - r)), maxZ = static_cast<int>(std::ceil(e.position.z + r));
  for (int x = minX; x < maxX; ++x)
    for (int y = minY; y < maxY; ++y)
      for (int z = minZ; z < maxZ; ++z) weights_[{x, y, z}] += weight;
}

int EntityIndex::at(const world::BlockPos& p) const {
  if (weights_.empty()) return 0;
  const auto it = weights_.find(p);
  return it == weights_.end() ? 0 : it->second;
}

}  // namespace craftmate::pathfinding
