// Physics: the spec's sanity numbers (§3.2), and tick-by-tick agreement with prismarine-physics
// (mineflayer's engine) on scenarios that exercise each branch of the tick.

#include <gtest/gtest.h>

#include <numbers>

#include "tests/world/node_oracle.h"
#include "world/chunk_store.h"
#include "world/physics.h"
#include "world/registry.h"

using namespace craftmate::world;

namespace {

const Registry& reg() { return *Registry::shared("1.21.1"); }

int state(const std::string& name, const std::map<std::string, std::string>& props = {}) {
  const BlockType* b = reg().blockByName(name);
  if (!b) throw std::runtime_error("no block " + name);
  auto s = reg().stateIdFor(*b, props);
  if (!s) throw std::runtime_error("bad props for " + name);
  return *s;
}

struct Scenario {
  std::vector<std::pair<BlockPos, int>> blocks;
  PlayerPhysicsState start;
  std::vector<ControlState> ticks;

  void floor(int y, int from, int to, int stateId) {
    for (int x = from; x <= to; ++x)
      for (int z = from; z <= to; ++z) blocks.push_back({{x, y, z}, stateId});
  }
  void repeat(int n, ControlState c) { ticks.insert(ticks.end(), n, c); }
};

struct TestWorld {
  ChunkStore store{ColumnLayout{}};
  ViewerId viewer = store.newViewer();
  explicit TestWorld(const Scenario& s) {
    for (int cx = -3; cx <= 3; ++cx)
      for (int cz = -3; cz <= 3; ++cz)
        store.loadColumn(viewer, std::make_unique<ChunkColumn>(cx, cz, ColumnLayout{}));
    for (const auto& [p, st] : s.blocks) store.setStateAt(p, st);
  }
};

std::vector<PlayerPhysicsState> simulate(const Scenario& s) {
  TestWorld world(s);
  Physics physics(reg());
  PlayerPhysicsState p = s.start;
  std::vector<PlayerPhysicsState> out;
  for (const auto& c : s.ticks) {
    p.controls = c;
    physics.simulatePlayer(p, world.store);
    out.push_back(p);
  }
  return out;
}

void expectSameAsPrismarine(const Scenario& s) {
  if (!oracle::nodeAvailable()) GTEST_SKIP() << "node is not installed; the oracle needs it";
  nlohmann::json in;
  in["version"] = "1.21.1";
  in["blocks"] = nlohmann::json::array();
  for (const auto& [p, st] : s.blocks) in["blocks"].push_back({p.x, p.y, p.z, st});
  in["start"] = {{"pos", {s.start.position.x, s.start.position.y, s.start.position.z}},
                 {"vel", {s.start.velocity.x, s.start.velocity.y, s.start.velocity.z}},
                 {"yaw", s.start.yaw},
                 {"pitch", s.start.pitch},
                 {"onGround", s.start.onGround}};
  in["ticks"] = nlohmann::json::array();
  for (const auto& c : s.ticks) {
    in["ticks"].push_back({{"forward", c.forward}, {"back", c.back}, {"left", c.left}, {"right", c.right},
                           {"jump", c.jump}, {"sprint", c.sprint}, {"sneak", c.sneak}});
  }
  auto expected = oracle::runOracle("physics_oracle.js", in);
  auto ours = simulate(s);
  ASSERT_EQ(expected.size(), ours.size());
  for (std::size_t t = 0; t < ours.size(); ++t) {
    const auto& e = expected[t];
    SCOPED_TRACE("tick " + std::to_string(t + 1));
    ASSERT_NEAR(ours[t].position.x, e["pos"][0].template get<double>(), 1e-6);
    ASSERT_NEAR(ours[t].position.y, e["pos"][1].template get<double>(), 1e-6);
    ASSERT_NEAR(ours[t].position.z, e["pos"][2].template get<double>(), 1e-6);
    ASSERT_NEAR(ours[t].velocity.y, e["vel"][1].template get<double>(), 1e-6);
    ASSERT_EQ(ours[t].onGround, e["onGround"].template get<bool>());
    ASSERT_EQ(ours[t].isInWater, e["inWater"].template get<bool>());
  }
}

Scenario onStone() {
  Scenario s;
  s.floor(0, -20, 20, state("stone"));
  s.start.position = {0.5, 1, 0.5};
  s.start.onGround = true;
  return s;
}

}  // namespace

TEST(Physics, WalkingConvergesToVanillaSpeed) {
  Scenario s = onStone();
  s.start.yaw = std::numbers::pi;  // facing south (+Z)
  s.repeat(60, {.forward = true});
  auto trace = simulate(s);
  const double speed = trace.back().position.z - trace[trace.size() - 2].position.z;
  EXPECT_NEAR(speed, 0.2158, 0.001);  // 4.317 m/s (spec §3.2)
  EXPECT_NEAR(trace.back().position.y, 1.0, 1e-9);
  EXPECT_TRUE(trace.back().onGround);
  s.ticks.assign(60, {.forward = true, .sprint = true});
  trace = simulate(s);
  EXPECT_NEAR(trace.back().position.z - trace[trace.size() - 2].position.z, 0.2806, 0.001);  // 5.612 m/s
}

TEST(Physics, JumpPeaksAtAboutOneAndAQuarterBlocksAndLandsAfterTwelveTicks) {
  Scenario s = onStone();
  s.ticks.push_back({.jump = true});
  s.repeat(20, {});
  auto trace = simulate(s);
  double peak = 0;
  int landed = -1;
  for (std::size_t t = 0; t < trace.size(); ++t) {
    peak = std::max(peak, trace[t].position.y - 1);
    if (landed < 0 && t > 0 && trace[t].onGround) landed = int(t) + 1;
  }
  EXPECT_NEAR(peak, 1.252, 0.01);
  EXPECT_EQ(landed, 12);
}

TEST(Physics, FallingStopsOnTheFloor) {
  Scenario s = onStone();
  s.start.position = {0.5, 20, 0.5};
  s.start.onGround = false;
  s.repeat(60, {});
  auto trace = simulate(s);
  EXPECT_DOUBLE_EQ(trace.back().position.y, 1.0);
  EXPECT_TRUE(trace.back().onGround);
  EXPECT_EQ(trace.back().velocity.y * 0, 0);
}

TEST(Physics, UnloadedWorldHasNoCollisions) {
  ChunkStore empty{ColumnLayout{}};
  Physics physics(reg());
  PlayerPhysicsState p;
  p.position = {0, 100, 0};
  physics.simulatePlayer(p, empty);  // the first tick only builds up gravity
  physics.simulatePlayer(p, empty);
  EXPECT_LT(p.position.y, 100);
}

TEST(PhysicsVsPrismarine, WalkSprintAndSprintJump) {
  Scenario s = onStone();
  s.start.yaw = 0.7;
  s.repeat(15, {.forward = true});
  s.repeat(15, {.forward = true, .sprint = true});
  s.repeat(20, {.forward = true, .jump = true, .sprint = true});
  s.repeat(10, {.left = true});
  s.repeat(10, {.back = true, .right = true});
  expectSameAsPrismarine(s);
}

TEST(PhysicsVsPrismarine, WallsStepUpOnSlabsAndJumpOntoBlocks) {
  Scenario s = onStone();
  s.blocks.push_back({{0, 1, 4}, state("oak_slab", {{"type", "bottom"}})});
  s.blocks.push_back({{0, 2, 8}, state("stone")});
  s.blocks.push_back({{0, 1, 8}, state("stone")});
  s.blocks.push_back({{1, 1, 12}, state("stone")});
  s.blocks.push_back({{0, 1, 14}, state("oak_stairs", {{"facing", "south"}})});
  s.start.yaw = std::numbers::pi;  // south
  s.repeat(40, {.forward = true});
  s.repeat(40, {.forward = true, .jump = true});
  expectSameAsPrismarine(s);
}

TEST(PhysicsVsPrismarine, FencesAndSneakingAtAnEdge) {
  Scenario s;
  s.floor(0, -3, 3, state("stone"));
  s.blocks.push_back({{-2, 1, 0}, state("oak_fence")});
  s.start.position = {0.5, 1, 0.5};
  s.start.onGround = true;
  s.start.yaw = std::numbers::pi;                       // south, towards the edge at z = 4
  s.repeat(60, {.forward = true, .sneak = true});       // must stop at the edge
  s.start.yaw = std::numbers::pi;
  s.repeat(5, {});
  s.repeat(30, {.left = true, .jump = true});  // strafe towards +X... then back into the fence
  s.repeat(30, {.right = true});
  expectSameAsPrismarine(s);
  auto trace = simulate(s);
  EXPECT_LT(trace[59].position.z, 4.3);  // sneaking never leaves the platform
}

TEST(PhysicsVsPrismarine, SwimmingInStillAndFlowingWater) {
  Scenario s = onStone();
  for (int x = -3; x <= 3; ++x)
    for (int z = -3; z <= 3; ++z)
      for (int y = 1; y <= 3; ++y) s.blocks.push_back({{x, y, z}, state("water", {{"level", x > 1 ? "3" : "0"}})});
  s.start.position = {0.5, 3, 0.5};
  s.start.onGround = false;
  s.start.yaw = -std::numbers::pi / 2;  // east
  s.repeat(20, {});
  s.repeat(30, {.forward = true});
  s.repeat(30, {.jump = true});
  expectSameAsPrismarine(s);
}

TEST(PhysicsVsPrismarine, LadderClimbIceAndCobweb) {
  Scenario s = onStone();
  for (int y = 1; y <= 5; ++y) s.blocks.push_back({{0, y, 3}, state("ladder", {{"facing", "north"}})});
  for (int y = 1; y <= 5; ++y) s.blocks.push_back({{0, y, 4}, state("stone")});
  s.start.yaw = std::numbers::pi;
  s.repeat(50, {.forward = true});
  s.repeat(30, {.back = true});
  expectSameAsPrismarine(s);
  double top = 0;
  for (const auto& t : simulate(s)) top = std::max(top, t.position.y);
  EXPECT_GT(top, 5.0);  // climbed the ladder, not just walked into it

  Scenario ice = onStone();
  for (int x = -10; x <= 10; ++x) ice.blocks.push_back({{x, 0, 0}, state("ice")});
  ice.blocks.push_back({{-6, 1, 0}, state("cobweb")});
  ice.start.yaw = std::numbers::pi / 2;  // west
  ice.repeat(20, {.forward = true, .sprint = true});
  ice.repeat(30, {});
  expectSameAsPrismarine(ice);
}
