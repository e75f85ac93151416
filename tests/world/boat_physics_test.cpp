// A boat at a player's helm (Physics::simulateBoat) against vanilla 1.21.1's known figures: 8 m/s on
// water, 2 m/s on stone, the ice speed-up, floating at rest, turning, and stopping at a wall.

#include <gtest/gtest.h>

#include <cmath>

#include "world/chunk_store.h"
#include "world/physics.h"
#include "world/registry.h"

using namespace craftmate::world;

namespace {

const Registry& reg() { return *Registry::shared("1.21.1"); }
int state(const std::string& name) { return reg().blockByName(name)->defaultState; }

// A lake (water at y = 0 on stone at y = -1), or a floor of `ground` at y = 0, over x, z in [-40, 40].
struct Pond {
  ChunkStore store{ColumnLayout{}};
  ViewerId viewer = store.newViewer();
  explicit Pond(const std::string& ground = "") {
    for (int cx = -3; cx <= 3; ++cx)
      for (int cz = -3; cz <= 3; ++cz) store.loadColumn(viewer, std::make_unique<ChunkColumn>(cx, cz, ColumnLayout{}));
    for (int x = -40; x <= 40; ++x)
      for (int z = -40; z <= 40; ++z) {
        store.setStateAt({x, -1, z}, state("stone"));
        store.setStateAt({x, 0, z}, state(ground.empty() ? "water" : ground));
      }
  }
};

// Runs `ticks` ticks with the given paddles; returns the last tick's move along z.
double drive(BoatPhysicsState& b, const BlockStates& world, int ticks) {
  const Physics physics(reg());
  double step = 0;
  for (int t = 0; t < ticks; ++t) {
    const double z = b.position.z;
    physics.simulateBoat(b, world);
    step = b.position.z - z;
  }
  return step;
}

BoatPhysicsState afloat() {
  BoatPhysicsState b;
  b.position = {0.5, 0.5, -35.5};
  return b;
}

}  // namespace

TEST(BoatPhysics, FloatsAtRestWithItsBottomBelowTheSurface) {
  Pond pond;
  BoatPhysicsState b = afloat();
  drive(b, pond.store, 200);
  // Buoyancy balances gravity at (surface - y) / 0.5625 = 0.04 / 0.0615: 0.366 below 8/9.
  EXPECT_NEAR(b.position.y, 8.0 / 9 - 0.04 / 0.06153846 * 0.5625, 0.005);
  EXPECT_NEAR(b.velocity.y, 0, 1e-3);
  EXPECT_EQ(b.status, BoatPhysicsState::Status::InWater);
  EXPECT_NEAR(b.position.z, -35.5, 1e-9);
}

TEST(BoatPhysics, PaddlesToEightBlocksASecondOnWater) {
  Pond pond;
  BoatPhysicsState b = afloat();
  drive(b, pond.store, 20);
  b.forward = true;  // yaw 0: south, +z
  EXPECT_NEAR(drive(b, pond.store, 100), 0.4, 1e-3);  // v = 0.9 v + 0.04
  EXPECT_NEAR(b.position.x, 0.5, 1e-9);
}

TEST(BoatPhysics, CrawlsOnStoneAndSlidesOnIce) {
  Pond stone("stone");
  BoatPhysicsState b;
  b.position = {0.5, 1, -35.5};
  b.forward = true;
  EXPECT_NEAR(drive(b, stone.store, 60), 0.1, 1e-3);  // v = 0.6 v + 0.04: 2 m/s
  EXPECT_DOUBLE_EQ(b.position.y, 1);
  Pond ice("packed_ice");
  BoatPhysicsState i;
  i.position = {0.5, 1, -35.5};
  i.forward = true;
  // v = 0.98 v + 0.04 from rest: 2 (1 - 0.98^n) after n ticks (40 m/s in the limit).
  EXPECT_NEAR(drive(i, ice.store, 40), 2 * (1 - std::pow(0.98, 40)), 2e-3);
}

TEST(BoatPhysics, TurnsLeftWithTheLeftPaddle) {
  Pond pond;
  BoatPhysicsState b = afloat();
  b.left = true;
  drive(b, pond.store, 1);
  EXPECT_NEAR(b.yaw, -1, 1e-9);  // deltaRotation 0 x 0.9 - 1
  drive(b, pond.store, 1);
  EXPECT_NEAR(b.yaw, -1 - 1.9, 1e-6);  // -1 x 0.9 - 1
  drive(b, pond.store, 60);
  EXPECT_NEAR(b.deltaRotation, -10 * (1 - std::pow(0.9, 62)), 1e-4);  // d = 0.9 d - 1, towards -10
}

TEST(BoatPhysics, StopsAtAWall) {
  Pond pond;
  for (int x = -40; x <= 40; ++x)
    for (int y = 0; y <= 2; ++y) pond.store.setStateAt({x, y, -30}, state("stone"));
  BoatPhysicsState b = afloat();
  b.forward = true;
  drive(b, pond.store, 60);
  EXPECT_NEAR(b.position.z, -30 - 1.375 / 2, 1e-9);
  EXPECT_EQ(b.velocity.z, 0);
}
