// The `craftmate` executable as a user runs it: parse, commands, help.

#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "tests/support/cli_run.h"

namespace {

using craftmate::test::CliResult;

using craftmate::test::runCraftmate;  // args already shell-quoted; captures stdout

// Single-quotes text for /bin/sh.
std::string quoted(const std::string& text) {
  std::string q = "'";
  for (char c : text) q += (c == '\'') ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

TEST(CliParse, PrintsTypedArguments) {
  CliResult r = runCraftmate("parse " + quoted("Sure! !goToPlayer(\"joe\", 3) then"));
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.output, "!goToPlayer\n  player_name (string): \"joe\"\n  closeness (float): 3\n");
  r = runCraftmate("parse " + quoted("!setMode(\"hunting\", \"off\")"));
  EXPECT_EQ(r.output, "!setMode\n  mode_name (string): \"hunting\"\n  on (boolean): false\n");
  r = runCraftmate("parse " + quoted("!craftRecipe(\"oak_plank\", 4.7)"));
  EXPECT_EQ(r.output, "!craftRecipe\n  recipe_name (ItemName): \"oak_planks\"\n  num (int): 4\n");
}

// Each row of mindcraft.md §2.2 through the CLI, with the real minecraft-data names.
TEST(CliParse, EveryErrorRowOfTheSpec) {
  const std::pair<std::string, std::string> cases[] = {
      {"I will get wood.", "Command is incorrectly formatted"},
      {"!fly", "!fly is not a command."},
      {"!getBlueprint", "!getBlueprint is not a command."},
      {"!goToPlayer(\"joe\")", "Command !goToPlayer was given 1 args, but requires 2 args."},
      {"!collectBlocks(\"stone\", \"ten\")", "Error: Param 'num' must be of type int."},
      {"!searchForBlock(\"stone\", 600)", "Error: Param 'search_range' must be an element of [32, 512)."},
      {"!givePlayer(\"jill\", \"bread\", 0)", "Error: Param 'num' must be an element of [1, 9007199254740991)."},
      {"!collectBlocks(\"wood\", 3)", "Invalid block type: wood."},
      {"!equip(\"sword\")", "Invalid item type: sword."},
  };
  for (const auto& [text, error] : cases) {
    CliResult r = runCraftmate("parse " + quoted(text));
    EXPECT_EQ(r.exitCode, 1) << text;
    EXPECT_EQ(r.output, error + "\n") << text;
  }
}

TEST(CliParse, BlockedActionsFlagChangesTheSet) {
  CliResult r = runCraftmate("parse --blocked_actions '[]' " + quoted("!getBlueprint"));
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.output, "!getBlueprint\n");
  r = runCraftmate("parse --blocked_actions '[\"!goToBed\"]' " + quoted("!goToBed"));
  EXPECT_EQ(r.output, "!goToBed is not a command.\n");
}

TEST(CliParse, ReadsStandardInput) {
  CliResult r = runCraftmate("parse - <<'EOF'\nLet me check.\n!inventory\nthanks\nEOF");
  EXPECT_EQ(r.output, "!inventory\n");
}

TEST(CliCommands, PrintsAppendixAExactly) {
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/specs/mindcraft.md");
  std::string line, expected;
  bool appendix = false, block = false;
  while (std::getline(in, line)) {
    if (line.rfind("## Appendix A", 0) == 0) appendix = true;
    else if (appendix && !block && line == "```") block = true;
    else if (block && line == "```") break;
    else if (block) expected += (line == "(empty line)" ? "" : line) + "\n";
  }
  ASSERT_FALSE(expected.empty());
  CliResult r = runCraftmate("commands");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.output, expected);
}

TEST(CliHelp, ListsSubcommandsAndRejectsUnknown) {
  CliResult r = runCraftmate("--help");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_NE(r.output.find("parse"), std::string::npos);
  EXPECT_NE(r.output.find("commands"), std::string::npos);
  EXPECT_EQ(runCraftmate("frobnicate").exitCode, 2);
}

TEST(CliServer, ServerDirWithoutAFolderIsNamed) {
  const CliResult r = craftmate::test::runShell(std::string(CRAFTMATE_BIN) + " server --server-dir 2>&1");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.output.find("craftmate server: --server-dir needs a value (the repository's server/ folder)"),
            std::string::npos)
      << r.output;
}

}  // namespace
