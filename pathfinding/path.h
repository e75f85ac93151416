#pragma once
// A planned path: the steps from the start to the goal (or to the closest node reached when the
// budget ran out), with what each step digs and places.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "world/vec3.h"

namespace craftmate::pathfinding {

using world::BlockPos;
using world::Vec3;

enum class MoveKind : uint8_t { Start, Forward, Diagonal, JumpUp, DropDown, Parkour, DigDown, Pillar, Swim };

// A block to put down: into `position`, clicking `reference` on its face `face` (the unit vector from
// reference to position).
struct Placement {
  BlockPos position;
  BlockPos reference;
  Vec3 face;
};

struct PathStep {
  BlockPos position;  // where the feet end up
  MoveKind kind = MoveKind::Forward;
  double cost = 0;    // this step alone
  std::vector<BlockPos> toBreak;
  std::vector<Placement> toPlace;
  std::optional<BlockPos> door;  // a closed door or gate to open on the way (its lower half)
  bool hasDoor() const { return door.has_value(); }
};

enum class PathStatus { Success, Partial, Timeout, NoPath };
const char* toString(PathStatus s);

struct PathResult {
  PathStatus status = PathStatus::NoPath;
  double cost = 0;         // sum of the steps' costs
  double timeMs = 0;       // planning time
  int visitedNodes = 0;    // expanded (closed)
  int generatedNodes = 0;  // pushed into the open set
  std::vector<PathStep> path;  // excludes the start
};

}  // namespace craftmate::pathfinding
