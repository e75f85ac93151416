// Bot plugins (world/bot_plugin.h) on the embedded server: a plugin sees raw packets after the
// world applied them and any event, adds its own API, and one that throws is reported and unloaded
// while the bot carries on.

#include <vector>

#include "tests/integration/skills_fixture.h"
#include "world/bot_plugin.h"

namespace craftmate::skills::testing {
namespace {

// Records each update_time packet's age next to the age the bot reports at that moment.
class TimeRecorder : public world::BotPlugin {
 public:
  std::string name() const override { return "time_recorder"; }
  void load(Bot& bot, world::PluginHooks& hooks) override {
    hooks.onPacket("update_time", [this, &bot](const protocol::Value& f) {
      ages.push_back({f["age"].as_int(), bot.time().age});
    });
    hooks.on(bot.events().time, [this] { ++timeEvents; });
  }
  void unload(Bot&) override { ++unloads; }
  std::vector<std::pair<int64_t, int64_t>> ages;  // packet, bot
  int timeEvents = 0;
  int unloads = 0;
};

// Throws from its first time event.
class Faulty : public world::BotPlugin {
 public:
  std::string name() const override { return "faulty"; }
  void load(Bot& bot, world::PluginHooks& hooks) override {
    hooks.on(bot.events().time, [] { throw std::runtime_error("faulty plugin broke"); });
  }
};

class FailsToLoad : public world::BotPlugin {
 public:
  std::string name() const override { return "fails_to_load"; }
  void load(Bot&, world::PluginHooks&) override { throw std::runtime_error("no config"); }
};

using BotPluginTest = SkillsTest;

TEST_F(BotPluginTest, APluginSeesPacketsAfterTheWorldAppliedThemAndEvents) {
  auto bot = join("plug_a");
  auto recorder = std::make_shared<TimeRecorder>();
  on(bot, [&] {
    bot->loadPlugin(recorder);
    bot->loadPlugin(std::make_shared<TimeRecorder>());  // same name: ignored
    return 0;
  });
  EXPECT_TRUE(on(bot, [&] { return bot->hasPlugin("time_recorder") && bot->plugin<TimeRecorder>() == recorder.get(); }));
  ASSERT_TRUE(waitUntil(bot, [&] { return recorder->ages.size() >= 2 && recorder->timeEvents >= 2; }, 30s));
  on(bot, [&] {
    for (const auto& [packet, world] : recorder->ages) EXPECT_EQ(packet, world) << "the plugin ran before the world";
    bot->unloadPlugin("time_recorder");
    return 0;
  });
  EXPECT_EQ(recorder->unloads, 1);
  EXPECT_FALSE(on(bot, [&] { return bot->hasPlugin("time_recorder"); }));
  const std::size_t seen = on(bot, [&] { return recorder->ages.size(); });
  auto other = std::make_shared<TimeRecorder>();  // a second plugin shows time still flows
  on(bot, [&] {
    bot->loadPlugin(other);
    return 0;
  });
  ASSERT_TRUE(waitUntil(bot, [&] { return other->ages.size() >= 2; }, 30s));
  EXPECT_EQ(on(bot, [&] { return recorder->ages.size(); }), seen) << "an unloaded plugin still got packets";
}

TEST_F(BotPluginTest, APluginThatThrowsIsReportedAndUnloadedAndTheBotCarriesOn) {
  auto bot = join("plug_b");
  std::vector<std::pair<std::string, std::string>> errors;
  auto recorder = std::make_shared<TimeRecorder>();
  const auto listener = on(bot, [&] {
    return bot->events().pluginError.on([&](const std::string& name, const std::string& what) { errors.emplace_back(name, what); });
  });
  on(bot, [&] {
    bot->loadPlugin(std::make_shared<FailsToLoad>());
    bot->loadPlugin(std::make_shared<Faulty>());
    bot->loadPlugin(recorder);
    return 0;
  });
  ASSERT_TRUE(waitUntil(bot, [&] { return errors.size() >= 2; }, 30s));
  on(bot, [&] {
    EXPECT_EQ(errors[0], std::make_pair(std::string("fails_to_load"), std::string("no config")));
    EXPECT_EQ(errors[1], std::make_pair(std::string("faulty"), std::string("faulty plugin broke")));
    EXPECT_FALSE(bot->hasPlugin("faulty"));
    EXPECT_FALSE(bot->hasPlugin("fails_to_load"));
    return 0;
  });
  const std::size_t before = on(bot, [&] { return recorder->ages.size(); });
  ASSERT_TRUE(waitUntil(bot, [&] { return recorder->ages.size() >= before + 2; }, 30s));
  EXPECT_TRUE(on(bot, [&] { return bot->connected() && bot->hasPlugin("time_recorder"); }));
  EXPECT_EQ(on(bot, [&] {
              bot->events().pluginError.off(listener);
              return errors.size();
            }),
            2u);
}

}  // namespace
}  // namespace craftmate::skills::testing
