// Differential test of fishing (issue 19 item 4; the server's fishing plugin, docs/server.md): a
// craftmate bot and a mineflayer bot cast into the same pond. A second fish() while the bobber is
// out must end both calls as mineflayer's does, and a cast must end with a fish from the pool, the
// bobber gone and experience gained. The server's wait for a bite is vanilla's 5-30 s.

#include <algorithm>
#include <future>

#include "tests/integration/bot_differential_fixture.h"

namespace craftmate::skills::testing {
namespace {

constexpr auto kCatch = 90s;  // longer than the server's longest lure, approach and bite together
const std::vector<std::string> kFish = {"cod", "salmon", "tropical_fish", "pufferfish"};

class BotDifferentialFishingTest : public BotDifferentialTest {
 protected:
  // A pond of water 5 blocks deep in z, in front of both bots (at x 0 and -2, facing +z).
  void digPond(const std::shared_ptr<Bot>& cm) {
    command("fill " + xyz(ground().offset(-4, 0, 2)) + " " + xyz(ground().offset(3, 0, 6)) + " water");
    ASSERT_TRUE(waitUntil(cm, [&] {
      const auto b = cm->blockAt(ground().offset(-2, 0, 4));
      return b && b->name() == "water";
    }));
  }
  // Where a bot standing at x offset `dx` casts: the water 4 blocks ahead.
  world::Vec3 castAt(int dx) const {
    const BlockPos w = ground().offset(dx, 0, 4);
    return {w.x + 0.5, w.y + 0.9, w.z + 0.5};
  }
  // craftmate's fish() started on the bot's strand; the future holds "" or the error's text.
  static std::future<std::string> fishing(const std::shared_ptr<Bot>& bot) {
    return asio::co_spawn(
        bot->executor(),
        [bot]() -> asio::awaitable<std::string> {
          try {
            co_await bot->fish();
          } catch (const world::BotError& e) {
            co_return std::string(e.what());
          }
          co_return std::string();
        },
        asio::use_future);
  }
  // Whether a bobber is out near the pond, as the craftmate bot sees the entities.
  static bool bobberOut(const std::shared_ptr<Bot>& cm) {
    return cm->nearestEntity([](const world::Entity& e) { return e.name == "fishing_bobber"; }) != nullptr;
  }
  // The fish in the bot's inventory, by name (on the bot's strand).
  static json fishIn(const Bot& bot) {
    json fish = json::object();
    for (const auto& i : bot.inventory().items())
      if (std::find(kFish.begin(), kFish.end(), i.name) != kFish.end()) fish[i.name] = fish.value(i.name, 0) + i.count;
    return fish;
  }
  static std::string resultOf(std::future<std::string>& f) {
    return f.wait_for(kCatch) == std::future_status::ready ? f.get() : "(still fishing)";
  }
};

TEST_F(BotDifferentialFishingTest, FishingAgrees) {
  auto cm = join("cm_fish");
  auto mf = mineflayer("mf_fish", true);
  digPond(cm);
  give(cm, "fishing_rod", 1);
  command("give mf_fish fishing_rod 1");
  const auto theirCastAt = castAt(-2), ourCastAt = castAt(0);
  ASSERT_TRUE(poll(*mf, "return bot.inventory.items().some(i => i.name === 'fishing_rod')", [](const json& v) { return v == true; }));
  // Both hold the rod and look at the water; mineflayer sends its look on its next physics tick.
  eval(*mf, "await bot.equip(bot.inventory.items().find(i => i.name === 'fishing_rod'), 'hand');"
            "await bot.lookAt(" + vec3(theirCastAt) + ", true); await bot.waitForTicks(2); return true");
  const auto ready = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    co_await ctx.bot.equip(ctx.bot.registry().itemByName("fishing_rod")->id, world::EquipDestination::Hand);
    co_await ctx.bot.lookAt(ourCastAt, true);
    co_await ctx.bot.waitForTicks(2);
    co_return true;
  });
  ASSERT_TRUE(ready.ok) << ready.output;

  // fish() again while the bobber is out: the first call is cancelled, and the second reels that
  // bobber in, which ends it too. One bot at a time, since each takes the first bobber it sees.
  const auto theirs = mf->call({{"cmd", "eval"},
                                {"code",
                                 "const out = () => Object.values(bot.entities).some(e => e.name === 'fishing_bobber');"
                                 "const first = bot.fish().then(() => '', e => e.message);"
                                 "while (!out()) await bot.waitForTicks(1);"
                                 "const second = bot.fish().then(() => '', e => e.message);"
                                 "const ends = [await first, await second];"
                                 "while (out()) await bot.waitForTicks(1);"
                                 "return ends"}},
                               kCatch)["value"];
  ASSERT_TRUE(waitUntil(cm, [&] { return !bobberOut(cm); }));
  auto first = fishing(cm);
  ASSERT_TRUE(waitUntil(cm, [&] { return bobberOut(cm); }));
  auto second = fishing(cm);
  EXPECT_EQ(json::array({resultOf(first), resultOf(second)}), theirs);
  EXPECT_EQ(theirs, json::array({"Fishing cancelled due to calling bot.fish() again", "Fishing cancelled"}));
  ASSERT_TRUE(waitUntil(cm, [&] { return !bobberOut(cm); }));

  // A cast each, the mineflayer bot's bobber out before ours: both end with a fish, the bobber taken
  // back, experience.
  const std::string theirCatch = "const items = {}; for (const i of bot.inventory.items()) if (" + json(kFish).dump() +
                                 ".includes(i.name)) items[i.name] = (items[i.name] ?? 0) + i.count;"
                                 "return {items, points: bot.experience.points,"
                                 " bobbers: Object.values(bot.entities).filter(e => e.name === 'fishing_bobber').length}";
  const int theirPoints = eval(*mf, theirCatch)["points"], ourPoints = on(cm, [&] { return cm->experience().points; });
  auto theirCast = std::async(std::launch::async, [&] {
    return mf->call({{"cmd", "eval"}, {"code", "try { await bot.fish(); return '' } catch (e) { return e.message }"}}, kCatch)["value"];
  });
  ASSERT_TRUE(waitUntil(cm, [&] { return bobberOut(cm); }));
  auto ourCast = fishing(cm);
  EXPECT_EQ(resultOf(ourCast), "");
  EXPECT_EQ(theirCast.get(), "");
  const auto oneFish = [](const json& items) {
    return items.size() == 1 && items.begin().value() == 1;
  };
  ASSERT_TRUE(poll(*mf, theirCatch, [&](const json& v) {
    return oneFish(v["items"]) && v["points"] > theirPoints && v["bobbers"] == 0;
  }, 30s));
  ASSERT_TRUE(waitUntil(cm, [&] {
    return !bobberOut(cm) && cm->experience().points > ourPoints;
  }, 30s));
  ASSERT_TRUE(waitUntil(cm, [&] { return oneFish(fishIn(*cm)); }, 30s)) << on(cm, [&] { return fishIn(*cm).dump(); });
}

}  // namespace
}  // namespace craftmate::skills::testing
