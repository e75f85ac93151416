#pragma once
#include <algorithm>

// An axis-aligned box in world (or block-local) coordinates; the unit of collision in physics.

namespace craftmate::world {

struct Aabb {
  double minX = 0, minY = 0, minZ = 0, maxX = 0, maxY = 0, maxZ = 0;

  Aabb offset(double dx, double dy, double dz) const {
    return {minX + dx, minY + dy, minZ + dz, maxX + dx, maxY + dy, maxZ + dz};
  }
  Aabb extend(double dx, double dy, double dz) const {  // grow towards the direction of motion
    Aabb r = *this;
    (dx < 0 ? r.minX : r.maxX) += dx;
    (dy < 0 ? r.minY : r.maxY) += dy;
    (dz < 0 ? r.minZ : r.maxZ) += dz;
    return r;
  }
  Aabb contract(double x, double y, double z) const {
    return {minX + x, minY + y, minZ + z, maxX - x, maxY - y, maxZ - z};
  }
  bool intersects(const Aabb& o) const {
    return minX < o.maxX && maxX > o.minX && minY < o.maxY && maxY > o.minY && minZ < o.maxZ && maxZ > o.minZ;
  }
  // How far this box can move along one axis by `d` before touching `o` (the classic sweep that
  // vanilla and prismarine-physics both use; overlapping on the other two axes is required).
  double clipX(const Aabb& o, double d) const {
    if (o.maxY <= minY || o.minY >= maxY || o.maxZ <= minZ || o.minZ >= maxZ) return d;
    if (d > 0 && o.minX >= maxX) return std::min(d, o.minX - maxX);
    if (d < 0 && o.maxX <= minX) return std::max(d, o.maxX - minX);
    return d;
  }
  double clipY(const Aabb& o, double d) const {
    if (o.maxX <= minX || o.minX >= maxX || o.maxZ <= minZ || o.minZ >= maxZ) return d;
    if (d > 0 && o.minY >= maxY) return std::min(d, o.minY - maxY);
    if (d < 0 && o.maxY <= minY) return std::max(d, o.maxY - minY);
    return d;
  }
  double clipZ(const Aabb& o, double d) const {
    if (o.maxX <= minX || o.minX >= maxX || o.maxY <= minY || o.minY >= maxY) return d;
    if (d > 0 && o.minZ >= maxZ) return std::min(d, o.minZ - maxZ);
    if (d < 0 && o.maxZ <= minZ) return std::max(d, o.maxZ - minZ);
    return d;
  }
};

}  // namespace craftmate::world
