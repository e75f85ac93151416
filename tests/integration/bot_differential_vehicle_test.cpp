// Vehicles beside mineflayer (issue 19 item 4; the embedded server's vehicles plugin, fixture in
// bot_differential_fixture.h): each bot boards its own boat, steers it and leaves it. What each
// reports of its own ride and of the other's boat must agree, and so must where each lands.
// Where the two differ, ours follows the protocol and is asserted: vanilla tells a boat's riders
// apart by the full passenger list of set_passengers, and mineflayer emits `dismount` only for a
// list sent to vehicle -1, which vanilla never sends (mineflayer issue #2983), so it keeps its
// bot.vehicle and the boat's passengers after leaving; craftmate emits `dismount` and clears both.

#include <cmath>

#include "tests/integration/bot_differential_fixture.h"

namespace craftmate::skills::testing {
namespace {

class BotDifferentialBoatTest : public BotDifferentialTest {
 protected:
  // Water one deep in place of the ground, 3 wide and `length` long, southwards from 2 blocks south
  // of the patch (`channel`, its first cell); a boat dropped into it from just above, which `cm`
  // boards (`boat`: its id, -1 if it never appeared).
  void boardABoatOnAChannel(const std::shared_ptr<Bot>& cm, int length, BlockPos& channel, int& boat) {
    channel = ground().offset(0, 0, 2);
    command("fill " + xyz(channel.offset(-1, 0, 0)) + " " + xyz(channel.offset(1, 0, length - 1)) + " water");
    const BlockPos cell = channel.offset(0, 1, 0);
    command("summon boat " + xyz(cell));
    boat = -1;
    ASSERT_TRUE(waitUntil(cm, [&] {
      for (const auto& [id, e] : cm->world().entities())
        if (e.name == "boat" && std::abs(e.position.z - (cell.z + 0.5)) < 0.01) boat = id;
      return boat != -1;
    }));
    on(cm, [&] {
      cm->mount(*cm->world().entity(boat));
      return 0;
    });
    ASSERT_TRUE(waitUntil(cm, [&] { return cm->vehicle() && cm->vehicle()->id == boat; }));
  }
};

TEST_F(BotDifferentialTest, VehicleAgrees) {
  auto cm = join("cm_ride");
  auto mf = mineflayer("mf_ride", true);

  // Not mounted: mineflayer emits the error craftmate throws.
  const auto theirError = eval(*mf,
                               "let m = null; const on = (e) => { m = e.message }; bot.once('error', on);"
                               " bot.dismount(); bot.removeListener('error', on); return m");
  const std::string ourError = on(cm, [&] {
    try {
      cm->dismount();
      return std::string();
    } catch (const world::BotError& e) {
      return std::string(e.what());
    }
  });
  EXPECT_EQ(ourError, theirError);
  EXPECT_EQ(theirError, "dismount: not mounted");

  // Both look south (mineflayer's yaw pi), the way each will step out of its boat. mineflayer sends
  // its look on a physics tick, which it runs only where its chunk has come and never while it rides.
  eval(*mf, "await bot.waitForChunksToLoad(); await bot.look(Math.PI, 0, true); await bot.waitForTicks(2); return true");
  ASSERT_TRUE(run(cm, [](SkillContext& ctx) -> Task<bool> {
                co_await ctx.bot.look(M_PI, 0);
                co_return true;
              }).ok);

  // A boat two blocks south of each bot (the summon centres it in its block).
  const BlockPos cmCell = ground().offset(0, 1, 2), mfCell = ground().offset(-2, 1, 2);
  command("summon boat " + xyz(cmCell));
  command("summon boat " + xyz(mfCell));
  const auto centre = [](const BlockPos& c) { return world::Vec3{c.x + 0.5, double(c.y), c.z + 0.5}; };
  const auto near = [](const world::Vec3& a, const world::Vec3& b) { return a.distanceTo(b) < 0.01; };
  const auto ourBoatAt = [&](const BlockPos& c) {
    for (const auto& [id, e] : cm->world().entities())
      if (e.name == "boat" && e.position.distanceTo(centre(c)) < 0.01) return id;
    return -1;
  };
  const auto theirBoatAt = [&](const BlockPos& c) {
    return "return Object.values(bot.entities).find(e => e.name === 'boat' && e.position.distanceTo(new Vec3(" +
           std::to_string(c.x + 0.5) + "," + std::to_string(c.y) + "," + std::to_string(c.z + 0.5) + ")) < 0.01)?.id ?? -1";
  };
  ASSERT_TRUE(waitUntil(cm, [&] { return ourBoatAt(cmCell) != -1 && ourBoatAt(mfCell) != -1; }));
  const int cmBoat = on(cm, [&] { return ourBoatAt(cmCell); }), mfBoat = on(cm, [&] { return ourBoatAt(mfCell); });
  ASSERT_TRUE(poll(*mf, theirBoatAt(cmCell), [&](const json& v) { return v == cmBoat; }));  // ids are the server's
  ASSERT_TRUE(poll(*mf, theirBoatAt(mfCell), [&](const json& v) { return v == mfBoat; }));

  // Events, and mineflayer's set_passengers packets as received (the protocol's word).
  int mounts = 0;
  std::vector<int> dismountedFrom;
  on(cm, [&] {
    cm->events().mount.on([&] { ++mounts; });
    cm->events().dismount.on([&](const world::Entity& vehicle) { dismountedFrom.push_back(vehicle.id); });
    return 0;
  });
  eval(*mf,
       "globalThis.ride = { mounts: 0, dismounts: 0, passengers: {} };"
       "bot.on('mount', () => ride.mounts++); bot.on('dismount', () => ride.dismounts++);"
       "bot._client.on('set_passengers', p => { ride.passengers[p.entityId] = p.passengers }); return true");
  const int cmId = on(cm, [&] { return cm->entity().id; });
  const int mfId = eval(*mf, "return bot.entity.id").get<int>();

  // Mounting: each rides its boat, and sees the other riding the other's.
  on(cm, [&] {
    cm->mount(*cm->world().entity(cmBoat));
    return 0;
  });
  const auto theirVehicle = eval(*mf,
                                 "await new Promise((resolve, reject) => {"
                                 "  const t = setTimeout(() => reject(new Error('no mount in 10 s')), 10000);"
                                 "  bot.once('mount', () => { clearTimeout(t); resolve() });"
                                 "  bot.mount(bot.entities[" + std::to_string(mfBoat) + "]) });"
                                 "return [bot.vehicle.id, bot.vehicle.name]");
  ASSERT_TRUE(waitUntil(cm, [&] { return mounts == 1 && cm->vehicle(); }));
  EXPECT_EQ(theirVehicle, json::array({mfBoat, "boat"}));
  EXPECT_EQ(on(cm, [&] { return json::array({cm->vehicle()->id, cm->vehicle()->name}); }), json::array({cmBoat, "boat"}));
  const std::string theirViewOfOurs = "return bot.entities[" + std::to_string(cmBoat) + "].passengers.map(p => p.id)";
  ASSERT_TRUE(poll(*mf, theirViewOfOurs, [&](const json& v) { return v == json::array({cmId}); }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->world().entity(mfBoat)->passengers == std::vector<int>{mfId}; }));
  EXPECT_EQ(on(cm, [&] { return cm->world().entity(cmBoat)->passengers; }), std::vector<int>{cmId});
  EXPECT_EQ(eval(*mf, "return bot.entities[" + std::to_string(mfBoat) + "].passengers.map(p => p.id)"), json::array({mfId}));

  // Steering: both send their input (steer_vehicle) and let go again; a vanilla server moves a boat
  // only on its client's vehicle_move. craftmate sends it from the next tick (see the test below),
  // after the paddles are released here, so neither boat moves and both stay on.
  on(cm, [&] {
    cm->moveVehicle(0, 1);
    cm->moveVehicle(0, 0);
    return 0;
  });
  eval(*mf, "bot.moveVehicle(0, 1); return true");

  // Leaving (after the steering: each client's packets are handled in order): each lands 1.27
  // blocks south of its boat, on the ground.
  const auto theirs = eval(*mf,
                           "const placed = new Promise(resolve => bot._client.once('position', resolve));"
                           "bot.dismount(); await placed; const p = bot.entity.position; return [p.x, p.y, p.z]");
  on(cm, [&] {
    cm->dismount();
    return 0;
  });
  ASSERT_TRUE(waitUntil(cm, [&] { return !cm->vehicle() && cm->entity().position.z > centre(cmCell).z + 1; }))
      << on(cm, [&] {
           const auto& p = cm->entity().position;
           return std::to_string(cm->vehicle() != nullptr) + " at " + std::to_string(p.x) + " " + std::to_string(p.y) + " " +
                  std::to_string(p.z) + ", yaw " + std::to_string(cm->entity().yaw);
         });
  const auto ours = on(cm, [&] { return cm->entity().position; });
  const world::Vec3 ourStep = ours - centre(cmCell);
  const world::Vec3 theirStep = world::Vec3{theirs[0].get<double>(), theirs[1].get<double>(), theirs[2].get<double>()} - centre(mfCell);
  EXPECT_TRUE(near(ourStep, theirStep)) << ourStep.x << " " << ourStep.y << " " << ourStep.z << " vs " << theirStep.x << " "
                                        << theirStep.y << " " << theirStep.z;
  EXPECT_NEAR(ourStep.z, (1.375 * std::sqrt(2.0) + 0.6) / 2, 0.01);
  EXPECT_NEAR(ourStep.y, 0, 1e-9);

  // The passengers each was sent for either boat agree with what craftmate keeps: nobody rides.
  const auto sent = eval(*mf, "return ride");
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->world().entity(mfBoat)->passengers.empty(); }));
  EXPECT_EQ(sent["passengers"][std::to_string(mfBoat)], json::array());
  EXPECT_EQ(on(cm, [&] { return cm->world().entity(cmBoat)->passengers; }), std::vector<int>{});
  EXPECT_EQ(sent["mounts"], 1);
  EXPECT_EQ(mounts, 1);
  // Ours follows the packet; mineflayer's dismount count stays 0 (issue #2983).
  EXPECT_EQ(on(cm, [&] { return dismountedFrom; }), std::vector<int>{cmBoat}) << "mineflayer: " << sent.dump();
  // Neither boat moved, as both see.
  for (const auto& [id, cell] : {std::pair{cmBoat, cmCell}, std::pair{mfBoat, mfCell}}) {
    EXPECT_TRUE(on(cm, [&] { return near(cm->world().entity(id)->position, centre(cell)); })) << id;
    EXPECT_EQ(eval(*mf, theirBoatAt(cell)), id);
  }
}

// craftmate paddles its boat down a water channel: it moves the boat as vanilla's client does and
// tells the server (vehicle_move), which moves it for everyone, mineflayer included. (mineflayer's
// own moveVehicle sends only its input, which moves no boat.)
TEST_F(BotDifferentialBoatTest, BoatPaddledByCraftmateMovesForEveryone) {
  auto cm = join("cm_paddle");
  auto mf = mineflayer("mf_paddle", true);
  BlockPos channel;
  int boat;
  ASSERT_NO_FATAL_FAILURE(boardABoatOnAChannel(cm, 24, channel, boat));
  const std::string theirBoatZ = "return bot.entities[" + std::to_string(boat) + "]?.position.z ?? null";
  ASSERT_TRUE(poll(*mf, theirBoatZ, [&](const json& v) { return v.is_number(); }));
  const double startZ = eval(*mf, theirBoatZ).get<double>();
  on(cm, [&] {
    cm->moveVehicle(0, 1);
    return 0;
  });
  // Forward, as the boat faces (south): mineflayer sees it go 8 blocks and more.
  ASSERT_TRUE(poll(*mf, theirBoatZ, [&](const json& v) { return v.is_number() && v.get<double>() > startZ + 8; }, 30s));
  on(cm, [&] {
    cm->moveVehicle(0, 0);
    return 0;
  });
  // Afloat, not sunk or lifted: its bottom below the surface (8/9 up the water block), on it.
  const double theirY = eval(*mf, "return bot.entities[" + std::to_string(boat) + "].position.y").get<double>();
  EXPECT_GT(theirY, channel.y + 0.3);
  EXPECT_LT(theirY, channel.y + 8.0 / 9);
  // Still across the channel, and craftmate rides on it.
  const auto [ourBoat, me] = on(cm, [&] { return std::pair{cm->world().entity(boat)->position, cm->entity().position}; });
  EXPECT_NEAR(ourBoat.x, channel.x + 0.5, 1e-6);
  EXPECT_GT(ourBoat.z, startZ + 8);
  EXPECT_NEAR(me.x, ourBoat.x, 1e-6);
  EXPECT_LT(std::abs(me.z - ourBoat.z), 1.0);
  on(cm, [&] {
    cm->dismount();
    return 0;
  });
  ASSERT_TRUE(waitUntil(cm, [&] { return !cm->vehicle(); }));
}

// The server moves the boat craftmate drives (a /tp of the boat, 20 blocks on): it refuses the next
// vehicle_move from the old place and sends the boat's place back. craftmate's boat and its rider
// go there, and paddling moves the boat on from there for everyone.
TEST_F(BotDifferentialBoatTest, BoatMovedByTheServerTakesItsDriverAlong) {
  auto cm = join("cm_moved");
  auto mf = mineflayer("mf_moved", true);
  BlockPos channel;
  int boat;
  ASSERT_NO_FATAL_FAILURE(boardABoatOnAChannel(cm, 40, channel, boat));

  const double farZ = channel.z + 20.5;
  eval(*mf, "bot.chat('/tp @e[type=boat] " + std::to_string(channel.x + 0.5) + " " + std::to_string(channel.y + 0.5) +
                " " + std::to_string(farZ) + "'); return true");
  EXPECT_TRUE(waitUntil(cm, [&] { return std::abs(cm->entity().position.z - farZ) < 1.5; }))
      << "craftmate rides at z " << on(cm, [&] { return cm->entity().position.z; }) << ", the server's boat is at " << farZ;
  on(cm, [&] {
    cm->moveVehicle(0, 1);
    return 0;
  });
  const std::string theirBoatZ = "return bot.entities[" + std::to_string(boat) + "]?.position.z ?? null";
  EXPECT_TRUE(poll(*mf, theirBoatZ, [&](const json& v) { return v.is_number() && v.get<double>() > farZ + 4; }, 30s));
  on(cm, [&] {
    cm->moveVehicle(0, 0);
    return 0;
  });
}

}  // namespace
}  // namespace craftmate::skills::testing
