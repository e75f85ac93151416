#pragma once
// Goals for acting on a block from a distance (mineflayer-pathfinder's GoalLookAtBlock,
// GoalBreakBlock, GoalPlaceBlock): end in a node from whose eye a ray reaches the block (or the
// face to click) within reach. They read the world when asked, so they need the bot's block view.

#include <optional>
#include <vector>

#include "pathfinding/goals.h"
#include "world/raycast.h"

namespace craftmate::world {
class BlockStates;
class Registry;
}  // namespace craftmate::world

namespace craftmate::pathfinding {

// The first block a ray from `from` along the unit vector `direction` meets within `range`
// (prismarine-world's raycast without a matcher: the first collision box), and the face it enters.
struct RayBlockHit {
  BlockPos position;
  world::BlockFace face;
};
std::optional<RayBlockHit> firstBlockOnRay(const world::BlockStates& world, const world::Registry& registry,
                                           const Vec3& from, const Vec3& direction, double range);

struct LookAtBlockOptions {
  double reach = 4.5;         // survival reach (creative: 5)
  double entityHeight = 1.6;  // eye above the feet
};

// Feet in a node within `reach` of the block lifted by the eye height, from whose eye (node centre
// + entityHeight) a ray to the centre of a face turned towards it hits the block first.
class GoalLookAtBlock : public Goal {
 public:
  GoalLookAtBlock(const BlockPos& pos, const world::BlockStates& world, const world::Registry& registry,
                  LookAtBlockOptions options = {});
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalLookAtBlock>(*this); }

 private:
  BlockPos pos_;
  const world::BlockStates* world_;
  const world::Registry* registry_;
  LookAtBlockOptions options_;
};

// Where the block can be dug from: GoalLookAtBlock's ends (it does not dig it).
class GoalBreakBlock : public GoalLookAtBlock {
 public:
  using GoalLookAtBlock::GoalLookAtBlock;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalBreakBlock>(*this); }
};

struct PlaceBlockOptions {
  enum class Facing { Any = -1, North, East, South, West, Up, Down };
  enum class Half { Any, Top, Bottom };
  double range = 5;  // eye to the centre of the clicked face
  // Directions from the block to place towards the blocks it may be placed against (default all six).
  std::vector<BlockPos> faces = {{0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {0, 0, 1}, {-1, 0, 0}, {1, 0, 0}};
  Facing facing = Facing::Any;  // the direction the player must look in (stairs, logs ...)
  bool facing3D = false;        // facing includes Up/Down (looking more than 45° up or down)
  Half half = Half::Any;        // the half of the reference face to click (slabs, stairs)
  bool LOS = true;              // the ray from the eye must hit that face of the reference block first
};

// A node from which a block can be placed at `pos`: not in the cell itself (nor on it), a clickable
// face of a neighbour within range, seen along `facing`, and in line of sight. The faces are taken
// from the world when the goal is made (as mineflayer), their centres from each box of the shape.
class GoalPlaceBlock : public Goal {
 public:
  GoalPlaceBlock(const BlockPos& pos, const world::BlockStates& world, const world::Registry& registry,
                 PlaceBlockOptions options = {});
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalPlaceBlock>(*this); }

  // The face to click from an eye at `head`, if any: the reference block, the direction from the
  // placed block to it and the point to aim at.
  struct Click {
    BlockPos face, reference;
    Vec3 to;
  };
  std::optional<Click> faceAndReference(const Vec3& head) const;

 private:
  bool facingOk(const Vec3& dir) const;
  BlockPos pos_;
  const world::BlockStates* world_;
  const world::Registry* registry_;
  PlaceBlockOptions options_;
  std::vector<Click> faces_;
};

}  // namespace craftmate::pathfinding
