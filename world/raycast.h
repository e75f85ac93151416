#pragma once
// A ray through the block grid (prismarine-world's RaycastIterator): the blocks a ray from `from`
// along `direction` passes, in order, up to `maxDistance`, and where it meets boxes. The base of
// bot.blockAtCursor, canSeeBlock and entityAtCursor (bot_sight.cpp).

#include <optional>
#include <span>

#include "world/aabb.h"
#include "world/vec3.h"

namespace craftmate::world {

// prismarine-world's BlockFace numbers (the face of a block the ray entered through).
enum class BlockFace { Bottom = 0, Top = 1, North = 2, South = 3, West = 4, East = 5, Unknown = -999 };

struct RayIntersection {
  Vec3 position;  // where the ray meets the nearest box
  BlockFace face = BlockFace::Unknown;
};

class RaycastIterator {
 public:
  RaycastIterator(const Vec3& from, const Vec3& direction, double maxDistance);

  // The block the ray is in now (the start block first).
  const BlockPos& block() const { return block_; }
  // Steps into the next block; false once it would be beyond maxDistance.
  bool next();
  // The nearest point where the ray meets one of `boxes` (block-local, moved by `offset`).
  std::optional<RayIntersection> intersect(std::span<const Aabb> boxes, const Vec3& offset) const;

 private:
  Vec3 from_, dir_;
  BlockPos block_;
  double invX_, invY_, invZ_;
  int stepX_, stepY_, stepZ_;
  double deltaX_, deltaY_, deltaZ_;
  double maxX_, maxY_, maxZ_;
  double maxDistance_;
};

}  // namespace craftmate::world
