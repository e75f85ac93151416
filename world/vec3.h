#pragma once
// Positions: continuous (Vec3, feet/eye positions, velocities) and block grid (BlockPos).

#include <cmath>
#include <cstdint>
#include <functional>

namespace craftmate::world {

struct Vec3 {
  double x = 0, y = 0, z = 0;
  Vec3 operator+(const Vec3& o) const { return {x + o.x, y + o.y, z + o.z}; }
  Vec3 operator-(const Vec3& o) const { return {x - o.x, y - o.y, z - o.z}; }
  Vec3 operator*(double k) const { return {x * k, y * k, z * k}; }
  double norm() const { return std::sqrt(x * x + y * y + z * z); }
  double distanceTo(const Vec3& o) const { return (*this - o).norm(); }
  bool operator==(const Vec3&) const = default;
};

struct BlockPos {
  int x = 0, y = 0, z = 0;
  bool operator==(const BlockPos&) const = default;
  BlockPos offset(int dx, int dy, int dz) const { return {x + dx, y + dy, z + dz}; }
  Vec3 center() const { return {x + 0.5, y + 0.5, z + 0.5}; }
  static BlockPos containing(const Vec3& v) {
    return {static_cast<int>(std::floor(v.x)), static_cast<int>(std::floor(v.y)), static_cast<int>(std::floor(v.z))};
  }
};

struct BlockPosHash {
  std::size_t operator()(const BlockPos& p) const {
    return std::hash<int64_t>{}((int64_t(p.x) * 73856093) ^ (int64_t(p.y) * 19349663) ^ (int64_t(p.z) * 83492791));
  }
};

}  // namespace craftmate::world
