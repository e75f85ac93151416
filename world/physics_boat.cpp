// A boat with a player at its helm, as vanilla 1.21.1's client moves it (Boat.tick for a controlling
// local player: getStatus, floatBoat, controlBoat, move); the client then sends vehicle_move.

#include <cmath>
#include <limits>
#include <numbers>

#include "world/physics.h"
#include "world/registry.h"

namespace craftmate::world {

namespace {
constexpr double kWidth = 1.375, kHeight = 0.5625;  // EntityType.BOAT's size
constexpr double kGravity = static_cast<double>(-0.04f);
constexpr double kDefaultFriction = 0.6;
int floorInt(double v) { return static_cast<int>(std::floor(v)); }
int ceilInt(double v) { return static_cast<int>(std::ceil(v)); }
}  // namespace

Aabb Physics::boatBox(const Vec3& p) {
  return {p.x - kWidth / 2, p.y, p.z - kWidth / 2, p.x + kWidth / 2, p.y + kHeight, p.z + kWidth / 2};
}

// FluidState.getHeight for water: 1 under more water, else its amount / 9; -1 for no water.
double Physics::fluidHeight(const BlockStates& world, const BlockPos& p, bool* source) const {
  const StateInfo* b = info(world, p);
  if (!b || !(b->flags & (Water | WaterLike | Waterlogged))) return -1;
  const bool isSource = !(b->flags & Water) || b->waterLevel == 0;
  if (source) *source = isSource;
  const StateInfo* above = info(world, {p.x, p.y + 1, p.z});
  if (above && (above->flags & (Water | WaterLike | Waterlogged))) return 1;
  return static_cast<float>((8 - renderedDepth(b)) / 9.0f);
}

// Boat.checkInWater: water in the box's bottom layer; records the highest surface.
bool Physics::checkInWater(BoatPhysicsState& b, const BlockStates& world) const {
  const Aabb box = boatBox(b.position);
  bool in = false;
  b.waterLevel = -std::numeric_limits<double>::max();
  for (int x = floorInt(box.minX); x < ceilInt(box.maxX); ++x)
    for (int y = floorInt(box.minY); y < ceilInt(box.minY + 0.001); ++y)
      for (int z = floorInt(box.minZ); z < ceilInt(box.maxZ); ++z) {
        const double h = fluidHeight(world, {x, y, z});
        if (h < 0) continue;
        const double surface = static_cast<float>(y + h);
        b.waterLevel = std::max(surface, b.waterLevel);
        in |= box.minY < surface;
      }
  return in;
}

// Boat.getGroundFriction: the mean friction of the blocks the box's bottom touches.
double Physics::groundFriction(const BoatPhysicsState& b, const BlockStates& world) const {
  const Aabb box = boatBox(b.position);
  const Aabb under{box.minX, box.minY - 0.001, box.minZ, box.maxX, box.minY, box.maxZ};
  const int x0 = floorInt(under.minX) - 1, x1 = ceilInt(under.maxX) + 1;
  const int y0 = floorInt(under.minY) - 1, y1 = ceilInt(under.maxY) + 1;
  const int z0 = floorInt(under.minZ) - 1, z1 = ceilInt(under.maxZ) + 1;
  double sum = 0;
  int count = 0;
  for (int x = x0; x < x1; ++x)
    for (int z = z0; z < z1; ++z) {
      const int edges = (x == x0 || x == x1 - 1) + (z == z0 || z == z1 - 1);
      if (edges == 2) continue;
      for (int y = y0; y < y1; ++y) {
        if (edges > 0 && (y == y0 || y == y1 - 1)) continue;
        int state = 0;
        const StateInfo* i = info(world, {x, y, z}, &state);
        if (!i || registry_.blockByStateId(state)->name == "lily_pad") continue;
        bool touches = false;
        for (const Aabb& c : registry_.collisionBoxes(state)) touches |= c.offset(x, y, z).intersects(under);
        if (!touches) continue;
        sum += i->slipperiness > 0 ? i->slipperiness : kDefaultFriction;
        ++count;
      }
    }
  return count ? static_cast<float>(sum / count) : 0;
}

// Boat.getWaterLevelAbove: the surface a boat falling into water settles on.
double Physics::waterLevelAbove(const BoatPhysicsState& b, const BlockStates& world) const {
  const Aabb box = boatBox(b.position);
  const int top = ceilInt(box.maxY - b.lastYd);
  for (int y = floorInt(box.maxY); y < top; ++y) {
    double h = 0;
    for (int x = floorInt(box.minX); x < ceilInt(box.maxX) && h < 1; ++x)
      for (int z = floorInt(box.minZ); z < ceilInt(box.maxZ) && h < 1; ++z) h = std::max(h, fluidHeight(world, {x, y, z}));
    if (h < 1) return static_cast<float>(y + h);
  }
  return top + 1;
}

// Boat.getStatus: under water, in water, on land (with its friction) or in the air.
BoatPhysicsState::Status Physics::boatStatus(BoatPhysicsState& b, const BlockStates& world) const {
  using Status = BoatPhysicsState::Status;
  const Aabb box = boatBox(b.position);
  const double top = box.maxY + 0.001;
  bool under = false;
  for (int x = floorInt(box.minX); x < ceilInt(box.maxX); ++x)
    for (int y = floorInt(box.maxY); y < ceilInt(top); ++y)
      for (int z = floorInt(box.minZ); z < ceilInt(box.maxZ); ++z) {
        bool source = false;
        const double h = fluidHeight(world, {x, y, z}, &source);
        if (h < 0 || top >= static_cast<float>(y + h)) continue;
        if (!source) {
          b.waterLevel = box.maxY;
          return Status::UnderFlowingWater;
        }
        under = true;
      }
  if (under) {
    b.waterLevel = box.maxY;
    return Status::UnderWater;
  }
  if (checkInWater(b, world)) return Status::InWater;
  const double friction = groundFriction(b, world);
  if (friction > 0) {
    b.landFriction = friction;
    return Status::OnLand;
  }
  return Status::InAir;
}

// Boat.floatBoat: gravity, buoyancy and the drag of what the boat is in.
void Physics::floatBoat(BoatPhysicsState& b, BoatPhysicsState::Status oldStatus, const BlockStates& world) const {
  using Status = BoatPhysicsState::Status;
  double gravity = kGravity, buoyancy = 0, inertia = static_cast<float>(0.05f);
  if (oldStatus == Status::InAir && b.status != Status::InAir && b.status != Status::OnLand) {
    // Dropped into water: onto its surface at once.
    b.waterLevel = b.position.y + kHeight;
    b.position.y = waterLevelAbove(b, world) - static_cast<float>(kHeight) + 0.101;
    b.velocity.y = 0;
    b.lastYd = 0;
    b.status = Status::InWater;
    return;
  }
  switch (b.status) {
    case Status::InWater:
      buoyancy = (b.waterLevel - b.position.y) / static_cast<float>(kHeight);
      inertia = static_cast<float>(0.9f);
      break;
    case Status::UnderFlowingWater:
      gravity = -7.0e-4;
      inertia = static_cast<float>(0.9f);
      break;
    case Status::UnderWater:
      buoyancy = static_cast<float>(0.01f);
      inertia = static_cast<float>(0.45f);
      break;
    case Status::InAir: inertia = static_cast<float>(0.9f); break;
    case Status::OnLand:
      inertia = b.landFriction;
      b.landFriction /= 2;  // a player at the helm
      break;
  }
  b.velocity = {b.velocity.x * inertia, b.velocity.y + gravity, b.velocity.z * inertia};
  b.deltaRotation *= inertia;
  if (buoyancy > 0) b.velocity.y = (b.velocity.y + buoyancy * 0.06153846016296973) * 0.75;
}

// Boat.controlBoat: the paddles.
void Physics::controlBoat(BoatPhysicsState& b) {
  float push = 0;
  if (b.left) b.deltaRotation -= 1;
  if (b.right) b.deltaRotation += 1;
  if (b.right != b.left && !b.forward && !b.back) push += 0.005f;
  b.yaw += b.deltaRotation;
  if (b.forward) push += 0.04f;
  if (b.back) push -= 0.005f;
  const float rad = static_cast<float>(b.yaw) * (std::numbers::pi_v<float> / 180.0f);
  b.velocity.x += std::sin(-rad) * push;
  b.velocity.z += std::cos(rad) * push;
}

// Entity.move for a boat: no step-up; Y first, then the longer horizontal axis first.
void Physics::moveBoat(BoatPhysicsState& b, const BlockStates& world) const {
  Aabb box = boatBox(b.position);
  std::vector<Aabb> boxes;
  const Vec3 want = b.velocity;
  surroundingBoxes(world, box.extend(want.x, want.y, want.z), boxes);
  double dx = want.x, dy = want.y, dz = want.z;
  for (const auto& o : boxes) dy = box.clipY(o, dy);
  box = box.offset(0, dy, 0);
  const auto alongX = [&] {
    for (const auto& o : boxes) dx = box.clipX(o, dx);
    box = box.offset(dx, 0, 0);
  };
  const auto alongZ = [&] {
    for (const auto& o : boxes) dz = box.clipZ(o, dz);
    box = box.offset(0, 0, dz);
  };
  if (std::abs(want.x) < std::abs(want.z)) alongZ(), alongX();
  else alongX(), alongZ();
  b.position = {(box.minX + box.maxX) / 2, box.minY, (box.minZ + box.maxZ) / 2};
  b.onGround = dy != want.y && want.y < 0;
  b.lastYd = want.y;  // Boat.checkFallDamage, before a collision stops the fall
  if (dx != want.x) b.velocity.x = 0;
  if (dz != want.z) b.velocity.z = 0;
  if (dy != want.y) b.velocity.y = 0;
}

void Physics::simulateBoat(BoatPhysicsState& b, const BlockStates& world) const {
  const auto oldStatus = b.status;
  b.status = boatStatus(b, world);
  floatBoat(b, oldStatus, world);
  controlBoat(b);
  moveBoat(b, world);
}

}  // namespace craftmate::world
