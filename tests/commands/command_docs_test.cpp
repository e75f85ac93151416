// `craftmate commands` must print mindcraft.md Appendix A exactly; the expected text is read from
// the spec itself, not copied into the test.

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "commands/command_docs.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::commands {
namespace {

// The fenced block of Appendix A, with its "(empty line)" marker turned back into an empty line.
std::string appendixA() {
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/specs/mindcraft.md");
  EXPECT_TRUE(in) << "cannot read ../shared/specs/mindcraft.md";
  std::string line, text;
  bool inAppendix = false, inBlock = false;
  while (std::getline(in, line)) {
    if (line.rfind("## Appendix A", 0) == 0) inAppendix = true;
    else if (inAppendix && !inBlock && line == "```") inBlock = true;
    else if (inBlock && line == "```") break;
    else if (inBlock) text += (line == "(empty line)" ? "" : line) + "\n";
  }
  return text;
}

TEST(CommandDocs, DefaultDocsEqualAppendixA) {
  const std::string expected = appendixA();
  ASSERT_GT(expected.size(), 1000u);
  EXPECT_EQ(commandDocs(CommandSet(mindcraftCommands(), mindcraftDefaultBlockedActions())), expected);
}

TEST(CommandDocs, UnblockedBlueprintCommandsFollowSavedPlaces) {
  const std::string docs = commandDocs(CommandSet(mindcraftCommands()));
  const std::string expected =
      "!savedPlaces: List all saved locations.\n"
      "!checkBlueprintLevel: Check if the level is complete and what blocks still need to be placed for the blueprint\n"
      "Params:\nlevelNum: (number) The level number to check.\n"
      "!checkBlueprint: Check what blocks still need to be placed for the blueprint\n"
      "!getBlueprint: Get the blueprint for the building\n"
      "!getBlueprintLevel: Get the blueprint for the building\n"
      "Params:\nlevelNum: (number) The level number to check.\n"
      "!getCraftingPlan:";
  EXPECT_NE(docs.find(expected), std::string::npos);
}

TEST(CommandDocs, EmptyParamsObjectPrintsParamsLine) {
  const std::string docs = commandDocs(CommandSet(mindcraftCommands()));
  EXPECT_NE(docs.find("!viewChest: View the items/counts of the nearest chest.\nParams:\n!discard:"), std::string::npos);
  EXPECT_NE(docs.find("!stop: Force stop all actions and commands that are currently executing.\n!stfu:"), std::string::npos);
}

}  // namespace
}  // namespace craftmate::commands
