#include "world/physics.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "world/registry.h"

namespace craftmate::world {

namespace {
int floorInt(double v) { return static_cast<int>(std::floor(v)); }
BlockPos flooredPos(const Vec3& v) { return BlockPos::containing(v); }
}  // namespace

Physics::Physics(const Registry& registry) : registry_(registry) {
  states_.resize(registry.stateCount());
  auto mark = [&](std::string_view name, auto&& apply) {
    if (const BlockType* b = registry.blockByName(name)) {
      for (int s = b->minStateId; s <= b->maxStateId; ++s) apply(states_[s], s - b->minStateId);
    }
  };
  for (int s = 0; s < registry.stateCount(); ++s) {
    states_[s].hasCollision = !registry.collisionBoxes(s).empty();
  }
  // Waterlogged states count as water for the fluid checks.
  for (const auto& block : registry.blocks()) {
    for (std::size_t i = 0; i < block.properties.size(); ++i) {
      if (block.properties[i].name != "waterlogged") continue;
      for (int s = block.minStateId; s <= block.maxStateId; ++s) {
        if (registry.stateProperties(s)["waterlogged"] == "true") states_[s].flags |= Waterlogged;
      }
    }
  }
  mark("water", [](StateInfo& i, int meta) {
    i.flags |= Water;
    i.waterLevel = static_cast<int8_t>(meta);
  });
  for (auto name : {"seagrass", "tall_seagrass", "kelp", "kelp_plant"}) mark(name, [](StateInfo& i, int) { i.flags |= WaterLike; });
  // bubble_column's only property is drag (true first): metadata 0 = drag = pulls down.
  mark("bubble_column", [](StateInfo& i, int meta) { i.flags |= WaterLike | BubbleColumn | (meta == 0 ? BubbleDown : 0); });
  mark("lava", [](StateInfo& i, int) { i.flags |= Lava; });
  for (auto name : {"ladder", "vine", "scaffolding"}) mark(name, [](StateInfo& i, int) { i.flags |= Climbable; });
  mark("cobweb", [](StateInfo& i, int) { i.flags |= Cobweb; });
  mark("slime_block", [](StateInfo& i, int) {
    i.flags |= Slime;
    i.slipperiness = 0.8f;
  });
  mark("soul_sand", [](StateInfo& i, int) { i.flags |= SoulSand; });
  mark("honey_block", [](StateInfo& i, int) { i.flags |= Honey; });
  for (auto name : {"ice", "packed_ice", "frosted_ice"}) mark(name, [](StateInfo& i, int) { i.slipperiness = 0.98f; });
  mark("blue_ice", [](StateInfo& i, int) { i.slipperiness = 0.989f; });
}

Aabb Physics::playerBox(const Vec3& feet) const {
  const double w = c_.playerHalfWidth;
  return Aabb{-w, 0, -w, w, c_.playerHeight, w}.offset(feet.x, feet.y, feet.z);
}

const Physics::StateInfo* Physics::info(const BlockStates& world, const BlockPos& p, int* stateOut) const {
  auto state = world.stateAt(p);
  if (!state || *state < 0 || *state >= static_cast<int>(states_.size())) return nullptr;
  if (stateOut) *stateOut = *state;
  return &states_[*state];
}

void Physics::surroundingBoxes(const BlockStates& world, const Aabb& q, std::vector<Aabb>& out) const {
  out.clear();
  // From one block below: fences and walls reach 1.5 high into the cell above them.
  for (int y = floorInt(q.minY) - 1; y <= floorInt(q.maxY); ++y)
    for (int z = floorInt(q.minZ); z <= floorInt(q.maxZ); ++z)
      for (int x = floorInt(q.minX); x <= floorInt(q.maxX); ++x) {
        auto state = world.stateAt({x, y, z});
        if (!state) continue;
        for (const Aabb& box : registry_.collisionBoxes(*state)) out.push_back(box.offset(x, y, z));
      }
}

void Physics::adjustPositionHeight(Vec3& feet, const BlockStates& world) const {
  const Aabb box = playerBox(feet);
  std::vector<Aabb> boxes;
  surroundingBoxes(world, box.extend(0, -1, 0), boxes);
  double dy = -1;
  for (const auto& b : boxes) dy = box.clipY(b, dy);
  feet.y += dy;
}

void Physics::moveEntity(PlayerPhysicsState& s, const BlockStates& world, double dx, double dy, double dz) const {
  Vec3& vel = s.velocity;
  Vec3& pos = s.position;
  std::vector<Aabb> boxes;

  if (s.isInWeb) {
    dx *= 0.25;
    dy *= 0.05;
    dz *= 0.25;
    vel = {0, 0, 0};
    s.isInWeb = false;
  }
  double oldVelX = dx;
  const double oldVelY = dy;
  double oldVelZ = dz;

  if (s.controls.sneak && s.onGround) {
    // Edge guard: shrink the move in 0.05 steps while the box would have nothing under it.
    const double step = 0.05;
    auto unsupported = [&](double ox, double oz) {
      surroundingBoxes(world, playerBox(pos).offset(ox, 0, oz), boxes);
      return boxes.empty();
    };
    auto shrink = [&](double& d) {
      if (d < step && d >= -step) d = 0;
      else if (d > 0) d -= step;
      else d += step;
    };
    while (dx != 0 && unsupported(dx, 0)) {
      shrink(dx);
      oldVelX = dx;
    }
    while (dz != 0 && unsupported(0, dz)) {
      shrink(dz);
      oldVelZ = dz;
    }
    while (dx != 0 && dz != 0 && unsupported(dx, dz)) {
      shrink(dx);
      shrink(dz);
      oldVelX = dx;
      oldVelZ = dz;
    }
  }

  Aabb box = playerBox(pos);
  const Aabb oldBox = box;
  surroundingBoxes(world, box.extend(dx, dy, dz), boxes);
  for (const auto& b : boxes) dy = box.clipY(b, dy);
  box = box.offset(0, dy, 0);
  for (const auto& b : boxes) dx = box.clipX(b, dx);
  box = box.offset(dx, 0, 0);
  for (const auto& b : boxes) dz = box.clipZ(b, dz);
  box = box.offset(0, 0, dz);

  // Step up onto blocks up to stepHeight when walking into them on (or onto) the ground.
  if (c_.stepHeight > 0 && (s.onGround || (dy != oldVelY && oldVelY < 0)) && (dx != oldVelX || dz != oldVelZ)) {
    const double colX = dx, colY = dy, colZ = dz;
    const Aabb colBox = box;
    std::vector<Aabb> stepBoxes;
    surroundingBoxes(world, oldBox.extend(oldVelX, c_.stepHeight, oldVelZ), stepBoxes);
    // Two candidates: rise over the whole horizontal sweep, or rise in place; keep the longer move.
    Aabb a = oldBox, b = oldBox;
    const Aabb sweptXZ = a.extend(dx, 0, dz);
    double ay = c_.stepHeight, by = c_.stepHeight;
    for (const auto& o : stepBoxes) {
      ay = sweptXZ.clipY(o, ay);
      by = b.clipY(o, by);
    }
    a = a.offset(0, ay, 0);
    b = b.offset(0, by, 0);
    double ax = oldVelX, bx = oldVelX;
    for (const auto& o : stepBoxes) {
      ax = a.clipX(o, ax);
      bx = b.clipX(o, bx);
    }
    a = a.offset(ax, 0, 0);
    b = b.offset(bx, 0, 0);
    double az = oldVelZ, bz = oldVelZ;
    for (const auto& o : stepBoxes) {
      az = a.clipZ(o, az);
      bz = b.clipZ(o, bz);
    }
    a = a.offset(0, 0, az);
    b = b.offset(0, 0, bz);
    if (ax * ax + az * az > bx * bx + bz * bz) {
      dx = ax, dy = -ay, dz = az;
      box = a;
    } else {
      dx = bx, dy = -by, dz = bz;
      box = b;
    }
    for (const auto& o : stepBoxes) dy = box.clipY(o, dy);
    box = box.offset(0, dy, 0);
    if (colX * colX + colZ * colZ >= dx * dx + dz * dz) {
      dx = colX, dy = colY, dz = colZ;
      box = colBox;
    }
  }

  pos = {box.minX + c_.playerHalfWidth, box.minY, box.minZ + c_.playerHalfWidth};
  s.isCollidedHorizontally = dx != oldVelX || dz != oldVelZ;
  s.isCollidedVertically = dy != oldVelY;
  s.onGround = s.isCollidedVertically && oldVelY < 0;

  if (dx != oldVelX) vel.x = 0;
  if (dz != oldVelZ) vel.z = 0;
  if (dy != oldVelY) {
    const StateInfo* feet = info(world, flooredPos(pos + Vec3{0, -0.2, 0}));
    vel.y = (feet && (feet->flags & Slime) && !s.controls.sneak) ? -vel.y : 0;
  }

  // Blocks the player is inside: cobwebs and bubble columns.
  const Aabb inside = box.contract(0.001, 0.001, 0.001);
  for (int y = floorInt(inside.minY); y <= floorInt(inside.maxY); ++y)
    for (int z = floorInt(inside.minZ); z <= floorInt(inside.maxZ); ++z)
      for (int x = floorInt(inside.minX); x <= floorInt(inside.maxX); ++x) {
        const StateInfo* b = info(world, {x, y, z});
        if (!b) continue;
        if (b->flags & Cobweb) {
          s.isInWeb = true;
        } else if (b->flags & BubbleColumn) {
          int above = -1;
          info(world, {x, y + 1, z}, &above);
          const bool surface = above == 0;
          const double down = 0.03, maxDown = surface ? -0.9 : -0.3;
          const double up = surface ? 0.1 : 0.06, maxUp = surface ? 1.8 : 0.7;
          vel.y = (b->flags & BubbleDown) ? std::max(maxDown, vel.y - down) : std::min(maxUp, vel.y + up);
        }
      }
  // Vanilla slows a player standing on soul sand or honey (see the header about prismarine).
  if (const StateInfo* below = info(world, flooredPos(pos).offset(0, -1, 0))) {
    if (below->flags & (SoulSand | Honey)) {
      const double k = (below->flags & SoulSand) ? c_.soulsandSpeed : c_.honeyblockSpeed;
      vel.x *= k;
      vel.z *= k;
    }
  }
}

void Physics::applyHeading(PlayerPhysicsState& s, double strafe, double forward, double multiplier) const {
  double speed = std::sqrt(strafe * strafe + forward * forward);
  if (speed < 0.01) return;
  speed = multiplier / std::max(speed, 1.0);
  strafe *= speed;
  forward *= speed;
  const double yaw = std::numbers::pi - s.yaw;
  const double sin = std::sin(yaw), cos = std::cos(yaw);
  s.velocity.x -= strafe * cos + forward * sin;
  s.velocity.z += forward * cos - strafe * sin;
}

bool Physics::isOnLadder(const BlockStates& world, const Vec3& pos) const {
  const StateInfo* b = info(world, flooredPos(pos));
  return b && (b->flags & Climbable);
}

int Physics::renderedDepth(const StateInfo* b) const {
  if (!b) return -1;
  if (b->flags & (WaterLike | Waterlogged)) return 0;
  if (!(b->flags & Water)) return -1;
  return b->waterLevel >= 8 ? 0 : b->waterLevel;
}

bool Physics::waterInBox(const BlockStates& world, const Aabb& bb, std::vector<BlockPos>* blocks) const {
  bool any = false;
  for (int y = floorInt(bb.minY); y <= floorInt(bb.maxY); ++y)
    for (int z = floorInt(bb.minZ); z <= floorInt(bb.maxZ); ++z)
      for (int x = floorInt(bb.minX); x <= floorInt(bb.maxX); ++x) {
        const StateInfo* b = info(world, {x, y, z});
        if (!b || !(b->flags & (Water | WaterLike | Waterlogged))) continue;
        const double level = y + 1 - (renderedDepth(b) + 1) / 9.0;
        if (std::ceil(bb.maxY) >= level) {
          any = true;
          if (blocks) blocks->push_back({x, y, z});
        }
      }
  return any;
}

bool Physics::lavaInBox(const BlockStates& world, const Aabb& bb) const {
  for (int y = floorInt(bb.minY); y <= floorInt(bb.maxY); ++y)
    for (int z = floorInt(bb.minZ); z <= floorInt(bb.maxZ); ++z)
      for (int x = floorInt(bb.minX); x <= floorInt(bb.maxX); ++x) {
        const StateInfo* b = info(world, {x, y, z});
        if (b && (b->flags & Lava)) return true;
      }
  return false;
}

static Vec3 normalized(const Vec3& v) {
  const double n = v.norm();
  return n == 0 ? v : v * (1 / n);
}

Vec3 Physics::flow(const BlockStates& world, const BlockPos& p, const StateInfo* block) const {
  const int level = renderedDepth(block);
  Vec3 f;
  static constexpr int dirs[4][2] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
  for (const auto& d : dirs) {
    int adjState = -1;
    const StateInfo* adj = info(world, p.offset(d[0], 0, d[1]), &adjState);
    const int adjLevel = renderedDepth(adj);
    if (adjLevel < 0) {
      if (adj && registry_.blockByStateId(adjState)->solidBoundingBox) {
        const int belowLevel = renderedDepth(info(world, p.offset(d[0], -1, d[1])));
        if (belowLevel >= 0) {
          const int k = belowLevel - (level - 8);
          f.x += d[0] * k;
          f.z += d[1] * k;
        }
      }
    } else {
      const int k = adjLevel - level;
      f.x += d[0] * k;
      f.z += d[1] * k;
    }
  }
  if (block && (block->flags & Water) && block->waterLevel >= 8) {
    for (const auto& d : dirs) {
      int a = -1, u = -1;
      const StateInfo* adj = info(world, p.offset(d[0], 0, d[1]), &a);
      const StateInfo* up = info(world, p.offset(d[0], 1, d[1]), &u);
      if ((adj && registry_.blockByStateId(a)->solidBoundingBox) || (up && registry_.blockByStateId(u)->solidBoundingBox)) {
        f = normalized(f) + Vec3{0, -6, 0};
      }
    }
  }
  return normalized(f);
}

bool Physics::doesNotCollide(const BlockStates& world, const Vec3& pos) const {
  const Aabb box = playerBox(pos);
  std::vector<Aabb> boxes;
  surroundingBoxes(world, box, boxes);
  for (const auto& b : boxes)
    if (box.intersects(b)) return false;
  return !waterInBox(world, box, nullptr);
}

void Physics::moveWithHeading(PlayerPhysicsState& s, const BlockStates& world, double strafe, double forward) const {
  Vec3& vel = s.velocity;
  const double gravityMultiplier = (vel.y <= 0 && s.slowFalling > 0) ? c_.slowFalling : 1;

  if (s.isInWater || s.isInLava) {
    const double lastY = s.position.y;
    double acceleration = c_.liquidAcceleration;
    const double inertia = s.isInWater ? c_.waterInertia : c_.lavaInertia;
    double horizontalInertia = inertia;
    if (s.isInWater) {
      double strider = std::min(s.depthStrider, 3);
      if (!s.onGround) strider *= 0.5;
      if (strider > 0) {
        horizontalInertia += (0.546 - horizontalInertia) * strider / 3;
        acceleration += (0.7 - acceleration) * strider / 3;
      }
      if (s.dolphinsGrace > 0) horizontalInertia = 0.96;
    }
    applyHeading(s, strafe, forward, acceleration);
    moveEntity(s, world, vel.x, vel.y, vel.z);
    vel.y *= inertia;
    vel.y -= (s.isInWater ? c_.waterGravity : c_.lavaGravity) * gravityMultiplier;
    vel.x *= horizontalInertia;
    vel.z *= horizontalInertia;
    if (s.isCollidedHorizontally &&
        doesNotCollide(world, s.position + Vec3{vel.x, vel.y + 0.6 - s.position.y + lastY, vel.z})) {
      vel.y = c_.outOfLiquidImpulse;  // hop out of the liquid onto the bank
    }
    return;
  }

  double acceleration, inertia;
  int underState = -1;
  const StateInfo* under = info(world, flooredPos(s.position + Vec3{0, -1, 0}), &underState);
  if (s.onGround && under) {
    const double speed = s.movementSpeed * (s.controls.sprint ? 1 + c_.sprintSpeed : 1);
    inertia = (under->slipperiness > 0 ? under->slipperiness : c_.defaultSlipperiness) * 0.91;
    acceleration = std::max(0.0, speed * (0.1627714 / (inertia * inertia * inertia)));
  } else {
    acceleration = c_.airborneAcceleration + (s.controls.sprint ? c_.airborneAcceleration * 0.3 : 0);
    inertia = c_.airborneInertia;
  }
  applyHeading(s, strafe, forward, acceleration);
  if (isOnLadder(world, s.position)) {
    vel.x = std::clamp(vel.x, -c_.ladderMaxSpeed, c_.ladderMaxSpeed);
    vel.z = std::clamp(vel.z, -c_.ladderMaxSpeed, c_.ladderMaxSpeed);
    vel.y = std::max(vel.y, s.controls.sneak ? 0 : -c_.ladderMaxSpeed);
  }
  moveEntity(s, world, vel.x, vel.y, vel.z);
  if (isOnLadder(world, s.position) && (s.isCollidedHorizontally || s.controls.jump)) {
    vel.y = c_.ladderClimbSpeed;
  }
  if (s.levitation > 0) {
    vel.y += (0.05 * s.levitation - vel.y) * 0.2;
  } else {
    vel.y -= c_.gravity * gravityMultiplier;
  }
  vel.y *= c_.airdrag;
  vel.x *= inertia;
  vel.z *= inertia;
}

void Physics::simulatePlayer(PlayerPhysicsState& s, const BlockStates& world) const {
  Vec3& vel = s.velocity;
  const Aabb waterBox = playerBox(s.position).contract(0.001, 0.401, 0.001);
  const Aabb lavaBox = playerBox(s.position).contract(0.1, 0.4, 0.1);

  std::vector<BlockPos> water;
  s.isInWater = waterInBox(world, waterBox, &water);
  Vec3 push;
  for (const auto& p : water) push = push + flow(world, p, info(world, p));
  if (const double len = push.norm(); len > 0) vel = vel + push * (0.014 / len);
  s.isInLava = lavaInBox(world, lavaBox);

  if (std::abs(vel.x) < c_.negligibleVelocity) vel.x = 0;
  if (std::abs(vel.y) < c_.negligibleVelocity) vel.y = 0;
  if (std::abs(vel.z) < c_.negligibleVelocity) vel.z = 0;

  if (s.controls.jump || s.jumpQueued) {
    if (s.jumpTicks > 0) --s.jumpTicks;
    if (s.isInWater || s.isInLava) {
      vel.y += 0.04;
    } else if (s.onGround && s.jumpTicks == 0) {
      const StateInfo* below = info(world, flooredPos(s.position).offset(0, -1, 0));
      vel.y = c_.jumpVelocity * ((below && (below->flags & Honey)) ? c_.honeyblockJumpSpeed : 1);
      if (s.jumpBoost > 0) vel.y += 0.1 * s.jumpBoost;
      if (s.controls.sprint) {
        const double yaw = std::numbers::pi - s.yaw;
        vel.x -= std::sin(yaw) * 0.2;
        vel.z += std::cos(yaw) * 0.2;
      }
      s.jumpTicks = c_.autojumpCooldown;
    }
  } else {
    s.jumpTicks = 0;
  }
  s.jumpQueued = false;

  double strafe = ((s.controls.right ? 1 : 0) - (s.controls.left ? 1 : 0)) * 0.98;
  double forward = ((s.controls.forward ? 1 : 0) - (s.controls.back ? 1 : 0)) * 0.98;
  if (s.controls.sneak) {
    strafe *= c_.sneakSpeed;
    forward *= c_.sneakSpeed;
  }
  moveWithHeading(s, world, strafe, forward);
}

}  // namespace craftmate::world
