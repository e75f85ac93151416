// MINDcraft's auto-eat and death handling for an agent's bot, on the embedded server: hunger makes
// the bot eat its best allowed food; /kill brings the death text into the agent's history.

#include "agents/minecraft/auto_eat.h"
#include "agents/minecraft/death_handler.h"
#include "tests/integration/minecraft_agent/minecraft_agent_fixture.h"

namespace craftmate::agents::minecraft::testing {
namespace {

TEST_F(MinecraftAgentTest, AutoEatEatsTheFoodWithTheMostPointsWhenHungryAndNeverBannedFood) {
  auto andy = join("andy");
  give(andy, "rotten_flesh", 4);
  give(andy, "bread", 3);
  give(andy, "cooked_beef", 2);
  AutoEat* eat = on(andy, [&] {
    andy->loadPlugin(std::make_shared<AutoEat>());
    return andy->plugin<AutoEat>();
  });
  ASSERT_NE(eat, nullptr);
  EXPECT_EQ(on(andy, [&] { return eat->chooseFood()->name; }), "cooked_beef");
  EXPECT_EQ(on(andy, [&] { return andy->food(); }), 20);

  command("effect give andy minecraft:hunger 60 40");  // about a food point a second
  EXPECT_TRUE(waitUntil(andy, [&] { return held(*andy, "cooked_beef") < 2; }, 60s))
      << "food " << on(andy, [&] { return andy->food(); });
  command("effect clear andy");
  EXPECT_EQ(count(andy, "rotten_flesh"), 4);
  EXPECT_GT(on(andy, [&] { return andy->food(); }), 14);
  on(andy, [&] {
    andy->unloadPlugin(AutoEat::kName);
    return 0;
  });
}

TEST(DeathPromptText, IsMindcraftsWithItsQuirk) {
  EXPECT_EQ(deathPromptText({1.5, 64, -3.25}, "minecraft:overworld", "andy was slain by Zombie"),
            "You died at position x: 1.50, y: 64.00, z: 1.50 in the overworld dimension with the final message: "
            "'andy was slain by Zombie'. Your place of death is saved as 'last_death_position' if you want to return. "
            "Previous actions were stopped and you have respawned.");
}

TEST_F(MinecraftAgentTest, ADeathStopsTheActionAndPromptsTheAgentWithTheDeathMessage) {
  auto andy = join("andy");
  ScriptedModelServer model({"Ouch. I will be more careful."});
  Agent& agent = makeAgent(andy, model, MinecraftWorldOptions{});
  auto handler = on(andy, [&] { return std::make_shared<DeathHandler>(andy, agent); });
  const world::Vec3 before = on(andy, [&] { return andy->entity().position; });

  command("kill andy");
  EXPECT_TRUE(waitUntil(andy, [&] {
    for (const Turn& t : agent.history().turns())
      if (t.role == "system" && t.content.rfind("You died at position x: ", 0) == 0 &&
          t.content.find("with the final message: 'andy") != std::string::npos) return true;
    return false;
  }, 30s)) << "no death prompt in the history";
  const auto place = on(andy, [&] { return agent.memoryBank().recallPlace("last_death_position"); });
  ASSERT_TRUE(place.has_value());
  EXPECT_NEAR((*place)[0], before.x, 1.0);
  EXPECT_NEAR((*place)[2], before.z, 1.0);
  EXPECT_TRUE(waitUntil(andy, [&] { return andy->health() == 20; }, 30s)) << "andy did not respawn";
  on(andy, [&] {
    handler.reset();
    return 0;
  });
}

}  // namespace
}  // namespace craftmate::agents::minecraft::testing
