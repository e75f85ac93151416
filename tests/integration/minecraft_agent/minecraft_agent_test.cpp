// MinecraftAgentWorld on the embedded server: a model (a local OpenAI-compatible HTTP server that
// answers from a script) drives an Agent through MINDcraft's commands, and the outputs the model reads
// back and the world's changes are checked; a person's whispered !commands run without the model.

#include "tests/integration/minecraft_agent/minecraft_agent_fixture.h"

namespace craftmate::agents::minecraft::testing {
namespace {

MinecraftWorldOptions team(std::vector<std::string> names) {
  MinecraftWorldOptions options;
  options.teamAgents = std::move(names);
  return options;
}

// The commands a crafting task needs, in the order a model would use them; the outputs are
// MINDcraft's texts and the world changes accordingly.
TEST_F(MinecraftAgentTest, ModelCollectsCraftsPlansAndGives) {
  auto andy = join("andy");
  auto bob = join("bob");
  const BlockPos g = ground();
  movePlayer(andy, "bob", g.offset(-8, 1, 0));
  setBlock(andy, g.offset(3, 1, 0), "oak_log");
  setBlock(andy, g.offset(3, 1, 2), "oak_log");
  auto heard = std::make_shared<ChatLog>();
  listen(bob, heard);

  ScriptedModelServer model({"Let me check. !inventory", "!nearbyBlocks", "!collectBlocks(\"oak_log\", 2)",
                             "!craftRecipe(\"oak_planks\", 2)", "!getCraftingPlan(\"stick\", 1)",
                             "Here you go !givePlayer(\"bob\", \"oak_planks\", 3)", "All done, bob."});
  makeAgent(andy, model, team({"andy"}));
  handle("bob", "Could you make some planks and give me three?");

  EXPECT_EQ(outputOf("!inventory"), "\nINVENTORY: Nothing\nWEARING: Nothing\n");
  const std::string nearby = outputOf("!nearbyBlocks");
  EXPECT_EQ(nearby.rfind("\nNEARBY_BLOCKS\n- ", 0), 0u) << nearby;
  EXPECT_NE(nearby.find("\n- oak_log\n"), std::string::npos) << nearby;
  EXPECT_NE(nearby.find("\n- grass_block\n"), std::string::npos) << nearby;
  EXPECT_NE(nearby.find("\n- Block Below: grass_block\n- Block at Legs: air\n- Block at Head: air\n"
                        "- First Solid Block Above Head: none\n"),
            std::string::npos)
      << nearby;
  const std::string collected = outputOf("!collectBlocks");
  EXPECT_EQ(collected.rfind("Action output:\n", 0), 0u) << collected;
  EXPECT_NE(collected.find("Collected 2 oak_log.\n"), std::string::npos) << collected;
  EXPECT_EQ(outputOf("!craftRecipe"), "Action output:\nSuccessfully crafted oak_planks, you now have 8 oak_planks.\n");
  EXPECT_EQ(outputOf("!getCraftingPlan"),
            "\nYou have all items required to craft this item!\nHere's your crafting plan:\n\nCraft 2 oak_planks -> 4 stick\n");
  const std::string given = outputOf("!givePlayer");
  EXPECT_NE(given.find("bob received oak_planks.\n"), std::string::npos) << given;

  // The world: logs gone, planks shared.
  EXPECT_EQ(blockName(andy, g.offset(3, 1, 0)), "air");
  EXPECT_EQ(blockName(andy, g.offset(3, 1, 2)), "air");
  EXPECT_EQ(count(andy, "oak_planks"), 5);
  EXPECT_TRUE(waitUntil(bob, [&] { return held(*bob, "oak_planks") == 3; }, 5s)) << "bob " << count(bob, "oak_planks") << ", andy " << count(andy, "oak_planks");

  // The model saw $STATS and $INVENTORY, and its plain answer went to public chat.
  const auto requests = model.requests();
  ASSERT_EQ(requests.size(), 7u);
  const std::string system = requests[0].json()["messages"][0]["content"];
  EXPECT_NE(system.find("\nSTATS\n- Position: x: "), std::string::npos);
  EXPECT_NE(system.find("\n- Gamemode: survival\n- Health: 20 / 20\n- Hunger: 20 / 20\n"), std::string::npos) << system;
  EXPECT_NE(system.find("- Current Action: Idle\n- Nearby Human Players: bob\n- Nearby Bot Players: None.\n"),
            std::string::npos)
      << system;
  EXPECT_NE(system.find("\nINVENTORY: Nothing\nWEARING: Nothing\n"), std::string::npos);
  const std::string last = requests[6].json()["messages"][0]["content"];
  // $INVENTORY is the !inventory text of the moment (the planks kept, and anything else picked up on
  // the way, e.g. a dirt block the pathfinder broke).
  const std::string inventoryNow = on(andy, [&] { return world_->queryText("!inventory", nullptr); });
  EXPECT_NE(inventoryNow.find("\n- oak_planks: 5\n"), std::string::npos) << inventoryNow;
  EXPECT_NE(last.find(inventoryNow), std::string::npos) << last.substr(last.find("\nINVENTORY"), 80) << " vs " << inventoryNow;
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "All done, bob."); }, 5s)) << heard->all();
}

// mindcraft.md §2.4: a person who whispers a command has it run directly; the model is never asked
// and the output comes back in public chat.
TEST_F(MinecraftAgentTest, PersonsWhisperedCommandsRunWithoutTheModel) {
  auto andy = join("andy");
  auto bob = join("bob");
  // Three blocks away: andy does not need to walk, it turns and tosses at once (the server must apply
  // the turn before the toss).
  movePlayer(andy, "bob", ground().offset(-3, 1, 0));
  give(andy, "cobblestone", 3);
  auto heard = std::make_shared<ChatLog>();
  listen(bob, heard);
  ScriptedModelServer model({});
  makeAgent(andy, model, team({"andy", "jill"}));

  on(bob, [&] {
    bob->whisper("andy", "!inventory");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "*bob used inventory*"); }, 10s)) << heard->all();
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "INVENTORY - cobblestone: 3 WEARING: Nothing"); }, 10s))
      << heard->all();

  on(bob, [&] {
    bob->whisper("andy", "please !givePlayer(\"bob\", \"cobblestone\", 2)");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return held(*bob, "cobblestone") == 2; }, 20s)) << heard->all();
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "bob received cobblestone."); }, 10s)) << heard->all();
  EXPECT_EQ(count(andy, "cobblestone"), 1);

  on(bob, [&] {
    bob->whisper("andy", "!dance");
    return 0;
  });
  // MINDcraft's openChat puts a space before the command it finds in a chat line, this one included.
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "Command ' !dance' does not exist."); }, 10s)) << heard->all();

  // !stfu silences the bot; the next message from a person lifts it again (MINDcraft's respondFunc).
  on(bob, [&] {
    bob->whisper("andy", "!stfu");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "Shutting up."); }, 10s)) << heard->all();
  EXPECT_TRUE(waitUntil(andy, [&] { return agent_->shutUp(); }, 5s));
  on(bob, [&] {
    bob->whisper("andy", "!inventory");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "INVENTORY - cobblestone: 1 WEARING: Nothing"); }, 10s))
      << heard->all();

  // With a partner in the team, public chat is not listened to (people whisper).
  on(bob, [&] {
    bob->chat("!inventory");
    return 0;
  });
  std::this_thread::sleep_for(1500ms);
  EXPECT_EQ(heard->count("andy", "INVENTORY - cobblestone: 1"), 1) << heard->all();

  EXPECT_TRUE(model.requests().empty()) << "a person's command must not reach the model";
  EXPECT_TRUE(turns().empty()) << "a person's command is not added to the history";
}

// Actions are cancellable: a person's !stay(-1) runs until their !stop; meanwhile queries answer at
// once and !stats shows the running action's label (and the weather the server set).
TEST_F(MinecraftAgentTest, StopInterruptsARunningAction) {
  auto andy = join("andy");
  auto bob = join("bob");
  movePlayer(andy, "bob", ground().offset(-8, 1, 0));
  auto heard = std::make_shared<ChatLog>();
  listen(bob, heard);
  ScriptedModelServer model({});
  makeAgent(andy, model, team({"andy"}));
  command("weather thunder");
  ASSERT_TRUE(waitUntil(andy, [&] { return andy->weather().thunderLevel > 0; }, 5s));

  on(bob, [&] {
    bob->whisper("andy", "!stay(-1)");
    return 0;
  });
  ASSERT_TRUE(waitUntil(andy, [&] { return agent_->actions().currentActionLabel() == "action:stay"; }, 10s));
  on(bob, [&] {
    bob->whisper("andy", "!stats");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "- Current Action: action:stay - Nearby Human Players: bob"); }, 10s))
      << heard->all();
  EXPECT_TRUE(heard->heard("andy", "- Weather: Thunderstorm - Block Below: grass_block")) << heard->all();
  command("weather clear");
  EXPECT_TRUE(on(andy, [&] { return agent_->actions().executing(); })) << "a query does not interrupt the action";

  on(bob, [&] {
    bob->whisper("andy", "!stop");
    return 0;
  });
  EXPECT_TRUE(waitUntil(bob, [&] { return heard->heard("andy", "Agent stopped."); }, 10s)) << heard->all();
  EXPECT_TRUE(waitUntil(andy, [&] { return !agent_->actions().executing(); }, 5s));
  // The interrupted action reports nothing (MINDcraft's runAsAction returns undefined then).
  std::this_thread::sleep_for(500ms);
  EXPECT_FALSE(heard->heard("andy", "Stayed for")) << heard->all();
  EXPECT_TRUE(model.requests().empty());
}

}  // namespace
}  // namespace craftmate::agents::minecraft::testing
