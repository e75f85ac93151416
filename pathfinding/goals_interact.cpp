// GoalLookAtBlock, GoalBreakBlock, GoalPlaceBlock: mineflayer-pathfinder's end tests (reach from
// the eye, which faces can be seen, a ray to the face) with admissible heuristics like the other
// goals (goals.cpp): the range is subtracted instead of measured to the block.

#include "pathfinding/goals_interact.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "world/block_states.h"
#include "world/registry.h"

namespace craftmate::pathfinding {

namespace {
constexpr double kOctileOfUnitCircle = 1.0824;

Vec3 centreOf(const BlockPos& p) { return {p.x + 0.5, p.y + 0.5, p.z + 0.5}; }
Vec3 unit(const Vec3& v) {
  const double n = v.norm();
  return n == 0 ? v : v * (1 / n);
}

// No end node is more than `range` from `centre` (horizontally 1.0824·range in octile distance, at
// most `range` lower), so this never overestimates.
double withinRangeHeuristic(const BlockPos& n, const Vec3& centre, double range) {
  const int dx = static_cast<int>(std::floor(centre.x)) - n.x, dz = static_cast<int>(std::floor(centre.z)) - n.z;
  const double horizontal = std::max(0.0, octileDistance(dx, dz) - kOctileOfUnitCircle * (range + 1));
  const double lowestEnd = std::ceil(centre.y - range - 1);
  return horizontal + std::max(0.0, lowestEnd - n.y);
}

// The face a ray enters a block through, for a direction pointing out of the block towards the ray.
world::BlockFace faceTowards(const BlockPos& d) {
  if (d.y < 0) return world::BlockFace::Bottom;
  if (d.y > 0) return world::BlockFace::Top;
  if (d.z < 0) return world::BlockFace::North;
  if (d.z > 0) return world::BlockFace::South;
  if (d.x < 0) return world::BlockFace::West;
  return world::BlockFace::East;
}
}  // namespace

std::optional<RayBlockHit> firstBlockOnRay(const world::BlockStates& world, const world::Registry& registry,
                                           const Vec3& from, const Vec3& direction, double range) {
  world::RaycastIterator ray(from, direction, range);
  do {
    const auto state = world.stateAt(ray.block());
    if (!state) continue;
    const BlockPos& b = ray.block();
    if (auto hit = ray.intersect(registry.collisionBoxes(*state), Vec3{double(b.x), double(b.y), double(b.z)})) {
      return RayBlockHit{b, hit->face};
    }
  } while (ray.next());
  return std::nullopt;
}

GoalLookAtBlock::GoalLookAtBlock(const BlockPos& pos, const world::BlockStates& world, const world::Registry& registry,
                                 LookAtBlockOptions options)
    : pos_(pos), world_(&world), registry_(&registry), options_(options) {}

double GoalLookAtBlock::heuristic(const BlockPos& n) const {
  return withinRangeHeuristic(n, Vec3{double(pos_.x), pos_.y + options_.entityHeight, double(pos_.z)}, options_.reach);
}

bool GoalLookAtBlock::isEnd(const BlockPos& n) const {
  const double h = options_.entityHeight;
  const Vec3 node{double(n.x), double(n.y), double(n.z)};
  if (node.distanceTo(Vec3{double(pos_.x), pos_.y + h, double(pos_.z)}) > options_.reach) return false;
  // A face is turned towards the eye when the eye is more than half a block past the centre along
  // its axis (measured from the node corner, as mineflayer does).
  const double d[3] = {n.y + h - (pos_.y + 0.5), n.x - (pos_.x + 0.5), n.z - (pos_.z + 0.5)};
  const Vec3 eye{n.x + 0.5, n.y + h, n.z + 0.5};
  for (int axis = 0; axis < 3; ++axis) {  // y, then x, then z
    if (std::abs(d[axis]) <= 0.5) continue;
    const double s = d[axis] > 0 ? 0.5 : -0.5;
    const Vec3 target = centreOf(pos_) + Vec3{axis == 1 ? s : 0, axis == 0 ? s : 0, axis == 2 ? s : 0};
    const auto hit = firstBlockOnRay(*world_, *registry_, eye, unit(target - eye), options_.reach);
    if (hit && hit->position == pos_) return true;
  }
  return false;
}

GoalPlaceBlock::GoalPlaceBlock(const BlockPos& pos, const world::BlockStates& world, const world::Registry& registry,
                               PlaceBlockOptions options)
    : pos_(pos), world_(&world), registry_(&registry), options_(std::move(options)) {
  using Half = PlaceBlockOptions::Half;
  for (const BlockPos& dir : options_.faces) {
    const BlockPos ref = pos_.offset(dir.x, dir.y, dir.z);
    const auto state = world.stateAt(ref);
    if (!state) continue;
    // The centre of the face of each box turned towards the placed block (direction −dir).
    for (const world::Aabb& box : registry.collisionBoxes(*state)) {
      const Vec3 half{(box.maxX - box.minX) / 2, (box.maxY - box.minY) / 2, (box.maxZ - box.minZ) / 2};
      Vec3 c{(box.minX + box.maxX) / 2 - half.x * dir.x, (box.minY + box.maxY) / 2 - half.y * dir.y,
             (box.minZ + box.maxZ) / 2 - half.z * dir.z};
      if (options_.half == Half::Top && c.y <= 0.5) {
        if (dir.y == 0) c.y += half.y - 0.001;
        if (c.y <= 0.5) continue;
      } else if (options_.half == Half::Bottom && c.y >= 0.5) {
        if (dir.y == 0) c.y -= half.y - 0.001;
        if (c.y >= 0.5) continue;
      }
      faces_.push_back({dir, ref, c + Vec3{double(ref.x), double(ref.y), double(ref.z)}});
    }
  }
}

double GoalPlaceBlock::heuristic(const BlockPos& n) const {
  // The eye (1.6 above the feet) is within range of a face centre at most one block from pos.
  return withinRangeHeuristic(n, Vec3{double(pos_.x), pos_.y + 1.6, double(pos_.z)}, options_.range + 1);
}

bool GoalPlaceBlock::isEnd(const BlockPos& n) const {
  // Never with the feet or the head in the cell to fill.
  if (n.x == pos_.x && n.z == pos_.z && (n.y == pos_.y || n.y == pos_.y - 1)) return false;
  return faceAndReference(Vec3{n.x + 0.5, n.y + 1.6, n.z + 0.5}).has_value();
}

bool GoalPlaceBlock::facingOk(const Vec3& dir) const {
  using Facing = PlaceBlockOptions::Facing;
  if (options_.facing == Facing::Any) return true;
  if (options_.facing3D) {
    const double vAngle = std::atan2(dir.y, std::hypot(dir.x, dir.z)) * 180 / std::numbers::pi;
    if (vAngle > 45) return options_.facing == Facing::Up;
    if (vAngle < -45) return options_.facing == Facing::Down;
  }
  const double angle = std::atan2(dir.x, -dir.z) * 180 / std::numbers::pi + 180;  // [0, 360)
  const int facing = static_cast<int>(std::floor(angle / 90 + 0.5)) & 3;
  return static_cast<int>(options_.facing) == facing;
}

std::optional<GoalPlaceBlock::Click> GoalPlaceBlock::faceAndReference(const Vec3& head) const {
  for (const Click& c : faces_) {
    const Vec3 dir = c.to - head;
    if (dir.norm() > options_.range || !facingOk(dir)) continue;
    if (!options_.LOS) return c;
    const auto hit = firstBlockOnRay(*world_, *registry_, head, unit(dir), options_.range);
    if (hit && hit->position == c.reference && hit->face == faceTowards({-c.face.x, -c.face.y, -c.face.z})) return c;
  }
  return std::nullopt;
}

}  // namespace craftmate::pathfinding
