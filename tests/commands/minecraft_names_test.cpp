// The real minecraft-data 1.21.1 names, as installed by ./setup.

#include <gtest/gtest.h>

#include "commands/command_parser.h"
#include "commands/minecraft_names.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::commands {
namespace {

TEST(MinecraftNames, LoadsBlocksAndItemsOf1211) {
  const MinecraftNames names = MinecraftNames::load(MinecraftNames::defaultDataRoot(), "1.21.1");
  EXPECT_GT(names.blockCount(), 1000u);
  EXPECT_GT(names.itemCount(), 1200u);
  EXPECT_TRUE(names.isBlock("oak_log"));
  EXPECT_TRUE(names.isBlock("crafting_table"));
  EXPECT_TRUE(names.isItem("bread"));
  EXPECT_TRUE(names.isItem("oak_planks"));
  EXPECT_FALSE(names.isBlock("bread"));   // an item, not a block
  EXPECT_TRUE(names.isItem("air"));       // id 0: MINDcraft checks getItemId(name) == null
  EXPECT_TRUE(names.isBlock("air"));
  EXPECT_FALSE(names.isItem("oak_plank"));
}

TEST(MinecraftNames, ParserUsesThem) {
  const MinecraftNames names = MinecraftNames::load(MinecraftNames::defaultDataRoot(), "1.21.1");
  CommandSet set(mindcraftCommands(), mindcraftDefaultBlockedActions());
  EXPECT_TRUE(parseCommand("!craftRecipe(\"oak_plank\", 4)", set, names).ok);
  EXPECT_TRUE(parseCommand("!givePlayer(\"jill\", \"air\", 1)", set, names).ok);
  EXPECT_TRUE(parseCommand("!equip(\"air\")", set, names).ok);
  EXPECT_EQ(parseCommand("!equip(\"cave_air\")", set, names).error, "Invalid item type: cave_air.");
  EXPECT_EQ(parseCommand("!collectBlocks(\"wood\", 1)", set, names).error, "Invalid block type: wood.");
}

// Each release validates with its own data: the pale oak arrived in 1.21.4.
TEST(MinecraftNames, SharedNamesAreThoseOfTheVersionAsked) {
  const MinecraftNames& v1211 = MinecraftNames::shared("1.21.1");
  const MinecraftNames& v1214 = MinecraftNames::shared("1.21.4");
  EXPECT_FALSE(v1211.isBlock("pale_oak_log"));
  EXPECT_TRUE(v1214.isBlock("pale_oak_log"));
  EXPECT_TRUE(v1214.isItem("pale_oak_planks"));
  EXPECT_EQ(&MinecraftNames::shared("1.21.4"), &v1214) << "loaded once per version";
  EXPECT_THROW(MinecraftNames::shared("0.0.1"), std::runtime_error);
}

TEST(MinecraftNames, MissingDataSaysWhatToDo) {
  try {
    MinecraftNames::load("/nonexistent/minecraft-data", "1.21.1");
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("Run ./setup"), std::string::npos) << e.what();
  }
}

TEST(MinecraftNames, UnknownVersionIsNamed) {
  try {
    MinecraftNames::load(MinecraftNames::defaultDataRoot(), "0.0.1");
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("0.0.1"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::commands
