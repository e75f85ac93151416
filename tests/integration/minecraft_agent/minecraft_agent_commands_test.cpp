// More of MINDcraft's commands through the agent on the embedded server: the queries' exact texts,
// saved places, placing, digging, modes through the ModeController seam, the blueprint commands through
// the MinecraftTaskView seam (with the real tasks::Blueprint behind it), !newAction's refusal and !help.

#include "tests/integration/minecraft_agent/minecraft_agent_fixture.h"

#include "agents/minecraft/minecraft_queries.h"
#include "commands/command_docs.h"
#include "tasks/blueprint.h"
#include "tests/agents/minecraft/recording_modes.h"

namespace craftmate::agents::minecraft::testing {
namespace {

// A construction task as tasks/ will provide it: MINDcraft's texts from tasks::Blueprint.
class BlueprintTask : public MinecraftTaskView {
 public:
  explicit BlueprintTask(tasks::Blueprint blueprint) : blueprint_(std::move(blueprint)) {}
  bool hasBlueprint() const override { return true; }
  std::string explainBlueprint() const override { return blueprint_.explain(); }
  std::string explainBlueprintLevel(int levelNum) const override { return blueprint_.explainLevel(levelNum); }
  std::string checkBlueprintLevel(int levelNum, const BlockNameAt& world) const override {
    if (blueprint_.match(world).levels.at(levelNum).mismatches == 0) return "Level " + std::to_string(levelNum) + " is correct";
    return blueprint_.explainLevelDifference(levelNum, world);
  }
  std::string checkBlueprint(const BlockNameAt& world) const override {
    return blueprint_.match(world).complete() ? "Blueprint is correct" : blueprint_.explainBlueprintDifference(world);
  }
  std::optional<double> score(const std::string&) const override { return std::nullopt; }

 private:
  tasks::Blueprint blueprint_;
};

class MinecraftAgentCommands : public MinecraftAgentTest {};

// Its own bot names: a name reused across tests could bring back an item the server handed over late.
TEST_F(MinecraftAgentCommands, QueriesPlacesModesAndBlueprints) {
  auto amy = join("amy");
  auto bill = join("bill");
  const BlockPos g = ground();
  movePlayer(amy, "bill", g.offset(-8, 1, 0));
  give(amy, "oak_log", 1);
  give(amy, "dirt", 2);
  auto heard = std::make_shared<ChatLog>();
  listen(bill, heard);

  tasks::Blueprint blueprint;
  blueprint.levels.push_back({0, g.x + 3, g.y + 1, g.z + 3, {{"stone", "air"}}});
  BlueprintTask task(blueprint);
  RecordingModes modes;
  MinecraftWorldOptions options;
  options.teamAgents = {"amy"};
  options.blockedActions = {};  // the blueprint commands are blocked by default
  options.wikiBaseUrl = "http://127.0.0.1:1/w/";  // nothing listens there: the error path over a real socket
  ScriptedModelServer model({"!stats", "!entities", "!craftable", "!rememberHere(\"home\")", "!savedPlaces", "!moveAway(4)",
                             "!goToRememberedPlace(\"home\")", "!stay(1)", "!setMode(\"cheat\", true)",
                             "!setMode(\"cheat\", true)", "!setMode(\"flying\", true)", "!setMode(\"cheat\", false)",
                             "!modes", "!newAction(\"build a castle\")", "!getBlueprint", "!getBlueprintLevel(0)",
                             "!checkBlueprint", "!getBlueprintLevel(5)", "!help", "!searchWiki(\"crafting_table\")", "\t",
                             // second message, after the stone is in place
                             "!checkBlueprintLevel(0)", "!checkBlueprint", "!placeHere(\"dirt\")", "!digDown(1)", "\t"});
  makeAgent(amy, model, options, &task, &modes);
  handle("bill", "Tell me about yourself.");

  const std::string stats = outputOf("!stats");
  EXPECT_EQ(stats.rfind("\nSTATS\n- Position: x: " + fixed2(g.x + 0.5) + ", y: " + fixed2(g.y + 1) + ", z: " +
                            fixed2(g.z + 0.5) + "\n- Gamemode: survival\n- Health: 20 / 20\n- Hunger: 20 / 20\n"
                            "- Biome: plains\n- Weather: Clear\n- Block Below: grass_block\n- Block at Legs: air\n"
                            "- Block at Head: air\n- First Solid Block Above Head: none\n- Time: ",
                        0),
            0u)
      << stats;
  const std::string statsEnd = "- Current Action: Idle\n- Nearby Human Players: bill\n- Nearby Bot Players: None.\n"
                               "Agent Modes:\n- self_preservation(ON)\n- cheat(OFF)\n\n";
  EXPECT_EQ(stats.substr(stats.size() - std::min(stats.size(), statsEnd.size())), statsEnd) << stats;
  EXPECT_EQ(outputOf("!entities"), "\nNEARBY_ENTITIES\n- Human player: bill\n");
  EXPECT_EQ(outputOf("!craftable"), "\nCRAFTABLE_ITEMS\n- oak_planks\n");
  EXPECT_EQ(outputOf("!rememberHere"), "Location saved as \"home\".");
  EXPECT_EQ(outputOf("!savedPlaces"), "Saved place names: home");
  EXPECT_NE(outputOf("!moveAway").find("Moved away from nearest entity to ("), std::string::npos) << outputOf("!moveAway");
  EXPECT_NE(outputOf("!goToRememberedPlace").find("You have reached at "), std::string::npos)
      << outputOf("!goToRememberedPlace");
  EXPECT_EQ(outputOf("!stay(1)"), "Action output:\nStayed for 1 seconds.\n");
  const std::vector<Turn> all = turns();
  std::vector<std::string> setModeOutputs;
  for (std::size_t i = 0; i + 1 < all.size(); ++i)
    if (all[i].role == "assistant" && all[i].content.rfind("!setMode", 0) == 0) setModeOutputs.push_back(all[i + 1].content);
  auto docs = [](const char* cheat) {
    return std::string("Agent Modes:\n- self_preservation(ON): Respond to drowning, burning, and damage at low health. "
                       "Interrupts all actions.\n- cheat(") + cheat + "): Use cheats to instantly place blocks and teleport.";
  };
  EXPECT_EQ(setModeOutputs, (std::vector<std::string>{"Mode cheat is now on.", "Mode cheat is already on.",
                                                      "Mode flying does not exist." + docs("ON"), "Mode cheat is now off."}));
  EXPECT_EQ(outputOf("!modes"), docs("OFF"));
  EXPECT_EQ(outputOf("!newAction"), "newAction not allowed! Code writing is disabled in settings. Notify the user.");
  EXPECT_EQ(outputOf("!getBlueprint"), "\nLevel 0: Start at coordinates X: " + std::to_string(g.x + 3) +
                                           ", Y: " + std::to_string(g.y + 1) + ", Z: " + std::to_string(g.z + 3) + "\n");
  EXPECT_EQ(outputOf("!getBlueprintLevel(0)"), "\nLevel 0 starting at coordinates X: " + std::to_string(g.x + 3) +
                                                   ", Y: " + std::to_string(g.y + 1) + ", Z: " + std::to_string(g.z + 3) +
                                                   "\n[\n[stone, air],\n]\n\n");
  const std::string place = "Place stone at coordinates X: " + std::to_string(g.x + 3) + ", Y: " + std::to_string(g.y + 1) +
                            ", Z: " + std::to_string(g.z + 3) + "\n";
  EXPECT_EQ(outputOf("!checkBlueprint"), "\nLevel 0  requires the following fixes:\n" + place + "\n\n");
  EXPECT_EQ(outputOf("!getBlueprintLevel(5)").rfind("Error: !getBlueprintLevel failed: ", 0), 0u)
      << outputOf("!getBlueprintLevel(5)");
  const commands::CommandSet all52(commands::mindcraftCommands(), {});
  EXPECT_EQ(outputOf("!help"), commands::commandDocs(all52));
  const std::string wiki = outputOf("!searchWiki");
  EXPECT_EQ(wiki.rfind("The following error occurred: ", 0), 0u) << wiki;
  const std::vector<std::string> paused = on(amy, [&] { return modes.paused; });
  EXPECT_NE(std::find(paused.begin(), paused.end(), "self_preservation"), paused.end()) << "!stay pauses the modes";
  EXPECT_TRUE(waitUntil(bill, [&] { return heard->heard("amy", "newAction is disabled. Enable with allow_insecure_coding=true in settings.js"); }, 5s))
      << heard->all();

  setBlock(amy, g.offset(3, 1, 3), "stone");
  handle("bill", "Check it again and tidy up.");
  EXPECT_EQ(outputOf("!checkBlueprintLevel(0)"), "\nLevel 0 is correct\n");
  EXPECT_EQ(outputOf("!checkBlueprint"), "\nBlueprint is correct\n");
  const std::string placed = outputOf("!placeHere");
  EXPECT_NE(placed.find("Placed dirt at ("), std::string::npos) << placed;
  const std::string dug = outputOf("!digDown");
  EXPECT_NE(dug.find("Dug down 1 blocks.\n"), std::string::npos) << dug;
  // The block under the bot's feet cell is gone (the bot may still stand on the edge of the next one).
  const BlockPos hole = on(amy, [&] { return BlockPos::containing(amy->entity().position).offset(0, -1, 0); });
  EXPECT_EQ(hole.y, g.y);
  EXPECT_EQ(blockName(amy, hole), "air");
  command("setblock " + xyz(hole) + " grass_block");  // mend the patch's floor for later tests
  EXPECT_EQ(model.requests().size(), 26u);
}

}  // namespace
}  // namespace craftmate::agents::minecraft::testing
