#pragma once
// Read access to block states by position: what physics, ray casts and the pathfinder need from a
// world. ChunkStore implements it; tests and planners may supply their own.

#include <optional>

#include "world/vec3.h"

namespace craftmate::world {

class BlockStates {
 public:
  virtual ~BlockStates() = default;
  // nullopt when that part of the world is not loaded.
  virtual std::optional<int> stateAt(const BlockPos& p) const = 0;
};

}  // namespace craftmate::world
