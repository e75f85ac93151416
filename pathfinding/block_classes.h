#pragma once
// What the planner needs to know about a block state, computed once per registry for every state
// (about 27,000 in 1.21.1) so that a lookup during the search is an array index. mineflayer-
// pathfinder builds a block object per lookup instead, which is most of its planning time.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "world/vec3.h"

namespace craftmate::world {
class Registry;
class BlockStates;
}

namespace craftmate::pathfinding {

struct PathOptions;

struct BlockClass {
  enum Flag : uint16_t {
    Collision = 1,     // has collision boxes
    Standable = 2,     // a floor: collision, top between 0.1 and 1 (not a fence, not a carpet)
    Water = 4,
    Lava = 8,
    Climbable = 16,    // ladder, vines
    Replaceable = 32,  // a placed block may go here (air, liquids)
    Carpet = 64,       // collision under 0.1 high: walked over as if absent
    Door = 128,        // a wooden door or a fence gate a player can open by hand
    Open = 256,        // its `open` property is true
    Gravity = 512,     // sand, gravel, concrete powder: falls when unsupported
    UpperHalf = 1024,  // the upper half of a door
  };
  uint16_t flags = 0;
  float height = 0;  // top of its tallest collision box (0 without collision)
  // Top of the boxes in the half of the cell a player enters first when moving +X, -X, +Z, -Z;
  // a stair entered from its low side is 0.5 there, so it is walked up without a jump.
  std::array<float, 4> entryHeight{};

  bool has(Flag f) const { return (flags & f) != 0; }
  bool liquid() const { return (flags & (Water | Lava)) != 0; }
  // Nothing to collide with: walked through (mineflayer's `safe`, before the avoid list).
  bool passable() const { return !(flags & Collision) || (flags & (Climbable | Carpet)); }
};

class BlockClassTable {
 public:
  // The table of a registry, built on first use and shared by every search in the process.
  static std::shared_ptr<const BlockClassTable> of(const world::Registry& registry);
  // The registry's table with the classes `options` sets by name (liquids, climbables, fences ...:
  // listed blocks get the class, the others lose it); the shared table itself when none is set.
  static std::shared_ptr<const BlockClassTable> of(const world::Registry& registry, const PathOptions& options);
  explicit BlockClassTable(const world::Registry& registry);

  const BlockClass& operator[](int stateId) const { return classes_[static_cast<std::size_t>(stateId)]; }
  std::size_t size() const { return classes_.size(); }
  // Direction index used by entryHeight: +X, -X, +Z, -Z.
  static int directionIndex(int dx, int dz) { return dx > 0 ? 0 : dx < 0 ? 1 : dz > 0 ? 2 : 3; }

 private:
  std::vector<BlockClass> classes_;
};

// The node (block cell) a player whose feet are at `feet` stands in: the cell containing the feet,
// or the one above when the feet rest on a partial block (slab, stair step, farmland) inside it.
world::BlockPos nodeContaining(const world::BlockStates& world, const BlockClassTable& classes, const world::Vec3& feet);

}  // namespace craftmate::pathfinding
