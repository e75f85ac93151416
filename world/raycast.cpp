#include "world/raycast.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace craftmate::world {

namespace {
constexpr double kMax = std::numeric_limits<double>::max();
int sign(double v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }
double firstCrossing(int block, double pos, double dir) {
  return dir == 0 ? kMax : std::abs((block + (dir > 0 ? 1 : 0) - pos) / dir);
}
}  // namespace

RaycastIterator::RaycastIterator(const Vec3& from, const Vec3& direction, double maxDistance)
    : from_(from),
      dir_(direction),
      block_(BlockPos::containing(from)),
      invX_(direction.x == 0 ? kMax : 1 / direction.x),
      invY_(direction.y == 0 ? kMax : 1 / direction.y),
      invZ_(direction.z == 0 ? kMax : 1 / direction.z),
      stepX_(sign(direction.x)),
      stepY_(sign(direction.y)),
      stepZ_(sign(direction.z)),
      deltaX_(direction.x == 0 ? kMax : std::abs(1 / direction.x)),
      deltaY_(direction.y == 0 ? kMax : std::abs(1 / direction.y)),
      deltaZ_(direction.z == 0 ? kMax : std::abs(1 / direction.z)),
      maxX_(firstCrossing(block_.x, from.x, direction.x)),
      maxY_(firstCrossing(block_.y, from.y, direction.y)),
      maxZ_(firstCrossing(block_.z, from.z, direction.z)),
      maxDistance_(maxDistance) {}

bool RaycastIterator::next() {
  if (std::min({maxX_, maxY_, maxZ_}) > maxDistance_) return false;
  if (maxX_ < maxY_ && maxX_ < maxZ_) {
    block_.x += stepX_;
    maxX_ += deltaX_;
  } else if (maxX_ < maxY_ || maxY_ >= maxZ_) {
    block_.z += stepZ_;
    maxZ_ += deltaZ_;
  } else {
    block_.y += stepY_;
    maxY_ += deltaY_;
  }
  return true;
}

std::optional<RayIntersection> RaycastIterator::intersect(std::span<const Aabb> boxes, const Vec3& offset) const {
  double t = kMax;
  BlockFace best = BlockFace::Unknown;
  const Vec3 p = from_ - offset;
  for (const Aabb& b : boxes) {
    // Slab test per axis, as prismarine-world (the entry face is the last axis to be entered).
    double tmin = ((invX_ > 0 ? b.minX : b.maxX) - p.x) * invX_;
    double tmax = ((invX_ > 0 ? b.maxX : b.minX) - p.x) * invX_;
    const double tymin = ((invY_ > 0 ? b.minY : b.maxY) - p.y) * invY_;
    const double tymax = ((invY_ > 0 ? b.maxY : b.minY) - p.y) * invY_;
    BlockFace face = stepX_ > 0 ? BlockFace::West : BlockFace::East;
    if (tmin > tymax || tymin > tmax) continue;
    if (tymin > tmin) {
      tmin = tymin;
      face = stepY_ > 0 ? BlockFace::Bottom : BlockFace::Top;
    }
    if (tymax < tmax) tmax = tymax;
    const double tzmin = ((invZ_ > 0 ? b.minZ : b.maxZ) - p.z) * invZ_;
    const double tzmax = ((invZ_ > 0 ? b.maxZ : b.minZ) - p.z) * invZ_;
    if (tmin > tzmax || tzmin > tmax) continue;
    if (tzmin > tmin) {
      tmin = tzmin;
      face = stepZ_ > 0 ? BlockFace::North : BlockFace::South;
    }
    if (tmin < t) {
      t = tmin;
      best = face;
    }
  }
  if (t == kMax) return std::nullopt;
  return RayIntersection{from_ + dir_ * t, best};
}

}  // namespace craftmate::world
