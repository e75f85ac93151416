// The modes' trigger decisions on small snapshots (mindcraft.md §3.5), without a server.

#include <gtest/gtest.h>

#include "agents/modes/mode_rules.h"
#include "protocol/minecraft_data.h"
#include "world/entity_metadata.h"

namespace craftmate::agents::modes {
namespace {

using namespace std::chrono_literals;

BodySnapshot body(std::string feet, std::string head) {
  BodySnapshot b;
  b.feetBlock = std::move(feet);
  b.headBlock = std::move(head);
  return b;
}

TEST(SelfPreservationDanger, WaterAtTheHeadComesFirst) {
  EXPECT_EQ(selfPreservationDanger(body("water", "water")), Danger::HeadInWater);
  EXPECT_EQ(selfPreservationDanger(body("lava", "flowing_water")), Danger::HeadInWater);
  // Only the head counts: feet in water is wading.
  EXPECT_EQ(selfPreservationDanger(body("water", "air")), Danger::None);
}

TEST(SelfPreservationDanger, FallingBlocksMatchBySubstring) {
  EXPECT_EQ(selfPreservationDanger(body("air", "sand")), Danger::FallingBlock);
  EXPECT_EQ(selfPreservationDanger(body("air", "red_sand")), Danger::FallingBlock);
  EXPECT_EQ(selfPreservationDanger(body("air", "sandstone")), Danger::FallingBlock);  // as MINDcraft's includes()
  EXPECT_EQ(selfPreservationDanger(body("air", "gravel")), Danger::FallingBlock);
  EXPECT_EQ(selfPreservationDanger(body("air", "lime_concrete_powder")), Danger::FallingBlock);
  EXPECT_EQ(selfPreservationDanger(body("sand", "air")), Danger::None);  // sand under the feet is ground
}

TEST(SelfPreservationDanger, FireOrLavaAtFeetOrHead) {
  for (const char* burning : {"lava", "flowing_lava", "fire"}) {
    EXPECT_EQ(selfPreservationDanger(body(burning, "air")), Danger::Burning) << burning;
    EXPECT_EQ(selfPreservationDanger(body("air", burning)), Danger::Burning) << burning;
  }
  EXPECT_EQ(selfPreservationDanger(body("soul_fire", "air")), Danger::None);  // MINDcraft names only fire
  // A falling block above outranks the fire below.
  EXPECT_EQ(selfPreservationDanger(body("fire", "gravel")), Danger::FallingBlock);
}

TEST(SelfPreservationDanger, DyingNeedsRecentDamageAndLowHealthOrABigHit) {
  BodySnapshot b = body("air", "air");
  b.health = 4;
  EXPECT_EQ(selfPreservationDanger(b), Danger::None);  // never hurt
  b.sinceLastDamage = 2999ms;
  b.lastDamageTaken = 1;
  EXPECT_EQ(selfPreservationDanger(b), Danger::Dying);
  b.sinceLastDamage = 3000ms;
  EXPECT_EQ(selfPreservationDanger(b), Danger::None);  // too long ago
  b.sinceLastDamage = 100ms;
  b.health = 8;
  EXPECT_EQ(selfPreservationDanger(b), Danger::None);  // healthy enough for a small hit
  b.lastDamageTaken = 8;
  EXPECT_EQ(selfPreservationDanger(b), Danger::Dying);  // one more such hit kills
  b.health = 5;
  b.lastDamageTaken = 1;
  EXPECT_EQ(selfPreservationDanger(b), Danger::None);  // health < 5, not <= 5
}

const world::Registry& registry() { return *world::Registry::shared(std::string(protocol::kDefaultMinecraftVersion)); }
int babyKey(const std::string& name) { return world::metadataIndex(registry(), name, "baby"); }

world::Entity mob(const std::string& name, bool baby = false) {
  world::Entity e;
  e.name = name;
  e.kind = "animal";
  if (baby) e.metadata[babyKey(name)] = protocol::Value(true);
  return e;
}

TEST(Huntable, GrownFarmAnimalsOnly) {
  for (const char* name : {"chicken", "cow", "llama", "mooshroom", "pig", "rabbit", "sheep"}) {
    EXPECT_TRUE(isHuntable(registry(), mob(name))) << name;
    EXPECT_FALSE(isHuntable(registry(), mob(name, true))) << "baby " << name;
  }
  EXPECT_FALSE(isHuntable(registry(), mob("horse")));
  EXPECT_FALSE(isHuntable(registry(), mob("zombie")));
  world::Entity grown = mob("cow");
  grown.metadata[babyKey("cow")] = protocol::Value(false);
  EXPECT_TRUE(isHuntable(registry(), grown));
}

TEST(Narration, CowardiceReplacesOnlyTheFirstUnderscore) {
  EXPECT_EQ(cowardiceNarration("zombie"), "Aaa! A zombie!");
  EXPECT_EQ(cowardiceNarration("cave_spider"), "Aaa! A cave spider!");
  EXPECT_EQ(cowardiceNarration("zombie_villager_x"), "Aaa! A zombie villager_x!");
}

TEST(TorchPlacing, NoTorchNearbyATorchInHandAndAirAtTheFeet) {
  EXPECT_TRUE(shouldPlaceTorch(false, true, "air"));
  EXPECT_FALSE(shouldPlaceTorch(true, true, "air"));
  EXPECT_FALSE(shouldPlaceTorch(false, false, "air"));
  EXPECT_FALSE(shouldPlaceTorch(false, true, "water"));
  EXPECT_FALSE(shouldPlaceTorch(false, true, "short_grass"));
}

TEST(TorchPacing, TheFirstTorchWaitsFromTheStartAndNoneWhileOneIsBeingPlaced) {
  const TorchPacing::Clock::time_point t0{};
  TorchPacing pacing(5s, 160s, t0);
  EXPECT_FALSE(pacing.due(t0));
  EXPECT_FALSE(pacing.due(t0 + 4900ms));
  EXPECT_TRUE(pacing.due(t0 + 5s));
  pacing.attemptStarted();
  EXPECT_FALSE(pacing.due(t0 + 60s));  // the attempt has not ended
}

// The stall of a construction player holding torches on a server that refuses the torch at the feet
// without an answer (flying-squid did, before the block_placing plugin): each attempt took placeBlock's whole 5 s wait, so the 5 s
// since its start were over when it ended and the mode fired again at the next idle tick. The
// self-prompter restarts only after 2 s of idleness: it never got them.
TEST(TorchPacing, AnAttemptLongerThanTheWaitStillLeavesTheWholeWaitAfterIt) {
  const TorchPacing::Clock::time_point t0{};
  TorchPacing pacing(5s, 160s, t0);
  pacing.attemptStarted();  // at t0 + 5 s
  const auto ended = t0 + 10100ms;
  pacing.attemptEnded(ended, TorchPacing::Outcome::Placed);
  EXPECT_FALSE(pacing.due(ended + 300ms));  // the next tick
  EXPECT_FALSE(pacing.due(ended + 4900ms));
  EXPECT_TRUE(pacing.due(ended + 5s));
}

TEST(TorchPacing, EachAttemptThatPlacedNothingDoublesTheWaitUpToTheLimitAndAPlacedTorchResetsIt) {
  const TorchPacing::Clock::time_point t0{};
  TorchPacing pacing(5s, 40s, t0);
  auto at = t0 + 5s;
  for (const auto expected : {10s, 20s, 40s, 40s}) {
    pacing.attemptStarted();
    at += 5s;
    pacing.attemptEnded(at, TorchPacing::Outcome::NotPlaced);
    EXPECT_EQ(pacing.wait(), expected);
    EXPECT_FALSE(pacing.due(at + expected - 100ms));
    at += expected;
    EXPECT_TRUE(pacing.due(at));
  }
  // An interrupted attempt says nothing about the server: the wait stays.
  pacing.attemptStarted();
  pacing.attemptEnded(at, TorchPacing::Outcome::Interrupted);
  EXPECT_EQ(pacing.wait(), 40s);
  pacing.attemptStarted();
  pacing.attemptEnded(at, TorchPacing::Outcome::Placed);
  EXPECT_EQ(pacing.wait(), 5s);
  EXPECT_TRUE(pacing.due(at + 5s));
}

TEST(StuckClock, CountsOnlyWhileBusyInOnePlace) {
  StuckClock clock(20s);
  const world::Vec3 here{0.5, 4, 0.5};
  EXPECT_FALSE(clock.update(false, here, false, 300ms));  // first tick sets the anchor
  for (int i = 0; i < 66; ++i) EXPECT_FALSE(clock.update(false, here + world::Vec3{0.01 * i, 0, 0}, false, 300ms));
  EXPECT_EQ(clock.stuckFor(), 19800ms);
  EXPECT_FALSE(clock.update(false, here, false, 200ms));  // exactly 20 s is not more than 20 s
  EXPECT_TRUE(clock.update(false, here, false, 300ms));
  EXPECT_EQ(clock.stuckFor(), 0ms);  // starts again
}

TEST(StuckClock, MovingTwoBlocksIdlingOrChangingABlockStartsAgain) {
  StuckClock clock(1s);
  const world::Vec3 here{0.5, 4, 0.5};
  clock.update(false, here, false, 0ms);
  clock.update(false, here, false, 900ms);
  EXPECT_EQ(clock.stuckFor(), 900ms);
  clock.update(false, here + world::Vec3{2, 0, 0}, false, 300ms);
  EXPECT_EQ(clock.stuckFor(), 0ms);
  clock.update(false, here + world::Vec3{2, 0, 0}, false, 900ms);
  clock.update(false, here + world::Vec3{2, 0, 0}, true, 300ms);  // dug or placed a block
  EXPECT_EQ(clock.stuckFor(), 0ms);
  clock.update(false, here + world::Vec3{2, 0, 0}, false, 900ms);
  EXPECT_FALSE(clock.update(true, here + world::Vec3{2, 0, 0}, false, 900ms));  // idle: never stuck
  EXPECT_EQ(clock.stuckFor(), 0ms);
}

TEST(ItemNotice, WaitsMoreThanTwoSecondsAndSkipsTheLastPickedItem) {
  ItemNotice notice(2s);
  const auto t0 = std::chrono::steady_clock::time_point{} + 1h;
  EXPECT_FALSE(notice.update(7, t0));
  EXPECT_FALSE(notice.update(7, t0 + 2s));
  EXPECT_TRUE(notice.update(7, t0 + 2100ms));
  // The same item again (the pickup failed): ignored.
  EXPECT_FALSE(notice.update(7, t0 + 3s));
  EXPECT_FALSE(notice.update(7, t0 + 10s));
  // Another item: a fresh wait; losing sight of it starts the wait again.
  EXPECT_FALSE(notice.update(8, t0 + 11s));
  EXPECT_FALSE(notice.update(std::nullopt, t0 + 12s));
  EXPECT_FALSE(notice.update(8, t0 + 13s));
  EXPECT_FALSE(notice.update(8, t0 + 15s));
  EXPECT_TRUE(notice.update(8, t0 + 15100ms));
}

}  // namespace
}  // namespace craftmate::agents::modes
