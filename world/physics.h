#pragma once
// Player movement physics with prismarine-physics 1.11.1 semantics (spec §3): one call = one
// 50 ms tick. Same constants, same order of operations, same collision sweep (Y, then X, then Z,
// with the 0.6 step-up retry), so a craftmate bot moves exactly like a mineflayer bot; the
// differential test in tests/world compares trajectories with prismarine-physics itself.
//
// Deliberate difference (spec §3.3 "gaps worth fixing"): soul sand and honey slow a player standing
// on them, as vanilla 1.21 does; prismarine-physics switched that off for 1.21 by its feature table.

#include <cstdint>
#include <vector>

#include "world/aabb.h"
#include "world/block_states.h"
#include "world/vec3.h"

namespace craftmate::world {

class Registry;

struct ControlState {
  bool forward = false, back = false, left = false, right = false;
  bool jump = false, sprint = false, sneak = false;
};

// Everything one tick reads and writes. Angles in mineflayer's convention (radians, yaw 0 = north).
struct PlayerPhysicsState {
  Vec3 position;
  Vec3 velocity;
  double yaw = 0, pitch = 0;
  bool onGround = false;
  bool isInWater = false, isInLava = false, isInWeb = false;
  bool isCollidedHorizontally = false, isCollidedVertically = false;
  int jumpTicks = 0;
  bool jumpQueued = false;
  // generic.movement_speed with every server modifier except sprinting (base 0.1).
  double movementSpeed = 0.1;
  int jumpBoost = 0, slowFalling = 0, levitation = 0, depthStrider = 0, dolphinsGrace = 0;
  ControlState controls;
};

// A boat driven by its client (vanilla 1.21.1 Boat.tick for a controlling local player): what one
// tick reads and writes. Yaw in vanilla degrees (0 = south), as vehicle_move carries it.
struct BoatPhysicsState {
  enum class Status { InWater, UnderWater, UnderFlowingWater, OnLand, InAir };
  Vec3 position;
  Vec3 velocity;
  double yaw = 0;
  double deltaRotation = 0;
  Status status = Status::InAir;
  double waterLevel = 0;
  double landFriction = 0;
  double lastYd = 0;
  bool onGround = false;
  bool left = false, right = false, forward = false, back = false;
};

struct PhysicsConstants {
  double gravity = 0.08;
  double airdrag = static_cast<double>(static_cast<float>(1 - 0.02));
  double jumpVelocity = static_cast<double>(0.42f);
  double sprintSpeed = 0.3, sneakSpeed = 0.3;
  double stepHeight = 0.6;
  double negligibleVelocity = 0.003;
  double soulsandSpeed = 0.4, honeyblockSpeed = 0.4, honeyblockJumpSpeed = 0.4;
  double ladderMaxSpeed = 0.15, ladderClimbSpeed = 0.2;
  double playerHalfWidth = 0.3, playerHeight = 1.8;
  double waterInertia = 0.8, lavaInertia = 0.5, liquidAcceleration = 0.02;
  double airborneInertia = 0.91, airborneAcceleration = 0.02;
  double defaultSlipperiness = 0.6;
  double outOfLiquidImpulse = 0.3;
  int autojumpCooldown = 10;
  double slowFalling = 0.125;
  double waterGravity = 0.08 / 16, lavaGravity = 0.08 / 4;
};

class Physics {
 public:
  explicit Physics(const Registry& registry);

  const PhysicsConstants& constants() const { return c_; }
  // Creative flight (Bot::creative().startFlying) turns gravity off and back on.
  void setGravity(double gravity) { c_.gravity = gravity; }
  // Advances the state by one tick.
  void simulatePlayer(PlayerPhysicsState& s, const BlockStates& world) const;
  // Advances a boat with a player at its helm by one tick (physics_boat.cpp).
  void simulateBoat(BoatPhysicsState& b, const BlockStates& world) const;
  static Aabb boatBox(const Vec3& position);
  // Moves `feet` down onto the surface below it (at most one block); used after a teleport.
  void adjustPositionHeight(Vec3& feet, const BlockStates& world) const;
  Aabb playerBox(const Vec3& feet) const;

 private:
  enum Flag : uint16_t {
    Water = 1, WaterLike = 2, Waterlogged = 4, Lava = 8, Climbable = 16, Cobweb = 32, BubbleColumn = 64,
    BubbleDown = 128, Slime = 256, SoulSand = 512, Honey = 1024,
  };
  struct StateInfo {
    uint16_t flags = 0;
    int8_t waterLevel = -1;   // the `level` property of water
    bool hasCollision = false;
    float slipperiness = 0;   // 0 = default
  };
  const StateInfo* info(const BlockStates& world, const BlockPos& p, int* stateOut = nullptr) const;
  void surroundingBoxes(const BlockStates& world, const Aabb& query, std::vector<Aabb>& out) const;
  void moveEntity(PlayerPhysicsState& s, const BlockStates& world, double dx, double dy, double dz) const;
  void moveWithHeading(PlayerPhysicsState& s, const BlockStates& world, double strafe, double forward) const;
  void applyHeading(PlayerPhysicsState& s, double strafe, double forward, double multiplier) const;
  bool isOnLadder(const BlockStates& world, const Vec3& pos) const;
  bool doesNotCollide(const BlockStates& world, const Vec3& pos) const;
  int renderedDepth(const StateInfo* block) const;
  Vec3 flow(const BlockStates& world, const BlockPos& p, const StateInfo* block) const;
  bool waterInBox(const BlockStates& world, const Aabb& box, std::vector<BlockPos>* blocks) const;
  bool lavaInBox(const BlockStates& world, const Aabb& box) const;
  // Boat steps (physics_boat.cpp), named after vanilla's.
  double fluidHeight(const BlockStates& world, const BlockPos& p, bool* source = nullptr) const;
  BoatPhysicsState::Status boatStatus(BoatPhysicsState& b, const BlockStates& world) const;
  bool checkInWater(BoatPhysicsState& b, const BlockStates& world) const;
  double groundFriction(const BoatPhysicsState& b, const BlockStates& world) const;
  double waterLevelAbove(const BoatPhysicsState& b, const BlockStates& world) const;
  void floatBoat(BoatPhysicsState& b, BoatPhysicsState::Status oldStatus, const BlockStates& world) const;
  static void controlBoat(BoatPhysicsState& b);
  void moveBoat(BoatPhysicsState& b, const BlockStates& world) const;

  const Registry& registry_;
  PhysicsConstants c_;
  std::vector<StateInfo> states_;
};

}  // namespace craftmate::world
