// Every row of mindcraft.md §2.2 (error strings) and §2.3 (argument types, domains, endpoints).

#include <climits>

#include <gtest/gtest.h>

#include "commands/command_parser.h"
#include "commands/mindcraft_commands.h"
#include "test_names.h"

namespace craftmate::commands {
namespace {

class MindcraftParser : public ::testing::Test {
 protected:
  testing::ListedNames names{{"stone", "oak_log", "oak_planks", "crafting_table", "air"},
                             {"stick", "oak_planks", "bread", "crafting_table"}};
  CommandSet commands{mindcraftCommands(), mindcraftDefaultBlockedActions()};

  std::string error(const std::string& text) {
    ParseResult r = parseCommand(text, commands, names);
    EXPECT_FALSE(r.ok) << text;
    return r.error;
  }
  ParsedCommand parsed(const std::string& text) {
    ParseResult r = parseCommand(text, commands, names);
    EXPECT_TRUE(r.ok) << text << " -> " << r.error;
    return r.command;
  }
};

// §2.2 row 1
TEST_F(MindcraftParser, NoCommandIsIncorrectlyFormatted) {
  EXPECT_EQ(error("I will collect wood now."), "Command is incorrectly formatted");
}

// §2.2 row 2
TEST_F(MindcraftParser, UnknownAndBlockedNamesAreNotCommands) {
  EXPECT_EQ(error("!flyAway(\"up\")"), "!flyAway is not a command.");
  EXPECT_EQ(error("!getBlueprint"), "!getBlueprint is not a command.");
  EXPECT_EQ(error("!checkBlueprintLevel(1)"), "!checkBlueprintLevel is not a command.");
}

// §2.2 row 3
TEST_F(MindcraftParser, ArityMismatch) {
  EXPECT_EQ(error("!goToPlayer(\"joe\")"), "Command !goToPlayer was given 1 args, but requires 2 args.");
  EXPECT_EQ(error("!stats(1)"), "Command !stats was given 1 args, but requires 0 args.");
  // Single quotes make the whole list vanish, so the arity is 0.
  EXPECT_EQ(error("!collectBlocks('stone', 10)"), "Command !collectBlocks was given 0 args, but requires 2 args.");
  EXPECT_EQ(error("!getCraftingPlan(\"stick\")"), "Command !getCraftingPlan was given 1 args, but requires 2 args.");
  EXPECT_EQ(error("!viewChest(1)"), "Command !viewChest was given 1 args, but requires 0 args.");
}

// §2.2 row 4 and §2.3 int/float/boolean
TEST_F(MindcraftParser, TypeConversionFailures) {
  EXPECT_EQ(error("!collectBlocks(\"stone\", \"abc\")"), "Error: Param 'num' must be of type int.");
  EXPECT_EQ(error("!goToPlayer(\"joe\", \"near\")"), "Error: Param 'closeness' must be of type float.");
  EXPECT_EQ(error("!setMode(\"hunting\", 2)"), "Error: Param 'on' must be of type boolean.");
  EXPECT_EQ(error("!setMode(\"hunting\", \"maybe\")"), "Error: Param 'on' must be of type boolean.");
  EXPECT_EQ(error("!lookAtPosition(\"a\", 1, 2)"), "Error: Param 'x' must be of type int.");
}

// §2.2 row 5 with each endpoint of the default '[)' domains
TEST_F(MindcraftParser, DomainFailures) {
  EXPECT_EQ(error("!searchForBlock(\"stone\", 31.9)"), "Error: Param 'search_range' must be an element of [32, 512).");
  EXPECT_EQ(error("!searchForBlock(\"stone\", 512)"), "Error: Param 'search_range' must be an element of [32, 512).");
  EXPECT_EQ(parsed("!searchForBlock(\"stone\", 32)").number(1), 32);
  EXPECT_EQ(parsed("!searchForBlock(\"stone\", 511.99)").number(1), 511.99);
  EXPECT_EQ(error("!collectBlocks(\"stone\", 0)"), "Error: Param 'num' must be an element of [1, 9007199254740991).");
  EXPECT_EQ(error("!goToCoordinates(0, 320, 0, 1)"), "Error: Param 'y' must be an element of [-64, 320).");
  EXPECT_EQ(parsed("!goToCoordinates(0, -64, 0, 1)").number(1), -64);
  EXPECT_EQ(error("!goToPlayer(\"joe\", -1)"), "Error: Param 'closeness' must be an element of [0, Infinity).");
  EXPECT_EQ(error("!goToPlayer(\"joe\", \"Infinity\")"), "Error: Param 'closeness' must be an element of [0, Infinity).");
  // As in JavaScript, -Infinity <= -Infinity: the closed lower end admits it, the open upper end not.
  EXPECT_LT(parsed("!goToCoordinates(\"-Infinity\", 0, 0, 1)").number(0), -1e308);
  EXPECT_EQ(error("!goToCoordinates(\"Infinity\", 0, 0, 1)"),
            "Error: Param 'x' must be an element of [-Infinity, Infinity).");
  EXPECT_EQ(error("!getCraftingPlan(\"stick\", 0)"), "Error: Param 'quantity' must be an element of [1, Infinity).");
  EXPECT_EQ(error("!stay(-2)"), "Error: Param 'type' must be an element of [-1, 9007199254740991).");
  EXPECT_EQ(parsed("!stay(-1)").integer(0), -1);
  EXPECT_EQ(error("!digDown(9007199254740991)"), "Error: Param 'distance' must be an element of [1, 9007199254740991).");
}

// §2.2 row 6
TEST_F(MindcraftParser, InvalidBlockName) {
  EXPECT_EQ(error("!collectBlocks(\"diamond_sword\", 1)"), "Invalid block type: diamond_sword.");
  EXPECT_EQ(parsed("!placeHere(\"air\")").text(0), "air");
}

// §2.2 row 7
TEST_F(MindcraftParser, InvalidItemName) {
  EXPECT_EQ(error("!craftRecipe(\"stone_pickaxe\", 1)"), "Invalid item type: stone_pickaxe.");
  EXPECT_EQ(error("!equip(\"\")"), "Invalid item type: .");
}

// §2.3 'plank' -> 'planks' for BlockName and ItemName, in the error text too
TEST_F(MindcraftParser, PlankIsCorrectedToPlanks) {
  EXPECT_EQ(parsed("!craftRecipe(\"oak_plank\", 1)").text(0), "oak_planks");
  EXPECT_EQ(parsed("!collectBlocks(\"oak_plank\", 2)").text(0), "oak_planks");
  EXPECT_EQ(error("!craftRecipe(\"birch_plank\", 1)"), "Invalid item type: birch_planks.");
}

// §2.3 int is parseInt, float is parseFloat, strings are unquoted and unchecked
TEST_F(MindcraftParser, Conversions) {
  ParsedCommand stay = parsed("!stay(4.5)");
  EXPECT_EQ(stay.integer(0), 4);
  ParsedCommand go = parsed("!goToCoordinates(1.5, \"70\", -3, 0)");
  EXPECT_EQ(go.number(0), 1.5);
  EXPECT_EQ(go.number(1), 70);
  EXPECT_EQ(go.number(2), -3);
  ParsedCommand count = parsed("!collectBlocks(\"stone\", \"12 blocks\")");
  EXPECT_EQ(count.integer(1), 12);
  ParsedCommand talk = parsed("!startConversation(\"jill\", \"Hi, can you (please) give me 2 sticks?\")");
  EXPECT_EQ(talk.text(0), "jill");
  EXPECT_EQ(talk.text(1), "Hi, can you (please) give me 2 sticks?");
  EXPECT_EQ(parsed("!searchWiki(\"\")").text(0), "");
  // Numbers given to string params stay text.
  EXPECT_EQ(parsed("!rememberHere(5)").text(0), "5");
}

// §2.3 the surrounding quotes are stripped once: a quoted lone quote is that quote, not empty
// (MINDcraft: '"\'"' -> "'" -> Invalid block type: '.)
TEST_F(MindcraftParser, QuotedLoneQuoteIsKept) {
  EXPECT_EQ(error("!collectBlocks(\"'\", 1)"), "Invalid block type: '.");
  EXPECT_EQ(error("!equip(\"'\")"), "Invalid item type: '.");
  EXPECT_EQ(parsed("!searchWiki(\"'\")").text(0), "'");
  EXPECT_EQ(parsed("!searchWiki(\"''\")").text(0), "''");
  EXPECT_EQ(parsed("!goal(\"'x'\")").text(0), "'x'");
  EXPECT_EQ(error("!stay(\"'\")"), "Error: Param 'type' must be of type int.");
}

// §2.1/§2.3 JavaScript's \s holds Unicode spaces: around the commas and inside quoted numbers
TEST_F(MindcraftParser, UnicodeSpacesSeparateArgsAndPadNumbers) {
  for (const char* space : {"\xC2\xA0", "\xE1\x9A\x80", "\xE2\x80\x80", "\xE2\x80\x8A", "\xE2\x80\xA8", "\xE2\x80\xA9",
                            "\xE2\x80\xAF", "\xE2\x81\x9F", "\xE3\x80\x80", "\xEF\xBB\xBF", "\v", "\f"}) {
    const std::string s(space);
    ParsedCommand go = parsed("!goToPlayer(\"joe\"" + s + "," + s + "3)");
    EXPECT_EQ(go.number(1), 3) << s;
    EXPECT_EQ(parsed("!stay(\"" + s + "5\")").integer(0), 5) << s;
    EXPECT_EQ(parsed("!moveAway(\"" + s + s + "1.5e1\")").number(0), 15) << s;
    // A string keeps the spaces inside its quotes.
    EXPECT_EQ(parsed("!searchWiki(\"" + s + "x\")").text(0), s + "x") << s;
  }
  // Look-alikes outside \s (zero-width space, NEL, Mongolian vowel separator) do not separate.
  for (const char* other : {"\xE2\x80\x8B", "\xC2\x85", "\xE1\xA0\x8E"}) {
    const std::string s(other);
    EXPECT_EQ(error("!goToPlayer(\"joe\"" + s + ", 3)"), "Command !goToPlayer was given 0 args, but requires 2 args.");
    EXPECT_EQ(error("!stay(\"" + s + "5\")"), "Error: Param 'type' must be of type int.");
  }
}

// §2.3 parseInt/parseFloat of 16 digits and more round once, as JavaScript does, and print as it does
TEST_F(MindcraftParser, BigIntegersRoundAsJavaScript) {
  EXPECT_EQ(argToString(parsed("!moveAway(12345678901234567890)").args[0]), "12345678901234567000");
  EXPECT_EQ(argToString(parsed("!lookAtPosition(12345678901234567890, 0, 0)").args[0]), "12345678901234567000");
  EXPECT_EQ(argToString(parsed("!moveAway(1000000000000000000000)").args[0]), "1e+21");
  EXPECT_EQ(argToString(parsed("!lookAtPosition(123456789012345678901234567890, 0, 0)").args[0]),
            "1.2345678901234568e+29");
  EXPECT_EQ(argToString(parsed("!lookAtPosition(9007199254740993, 0, 0)").args[0]), "9007199254740992");
  EXPECT_EQ(argToString(parsed("!lookAtPosition(\"0x20000000000003\", 0, 0)").args[0]), "9007199254740996");
  // integer() saturates instead of overflowing.
  EXPECT_EQ(parsed("!lookAtPosition(123456789012345678901234567890, 0, 0)").integer(0), LLONG_MAX);
  EXPECT_EQ(parsed("!lookAtPosition(-123456789012345678901234567890, 0, 0)").integer(0), LLONG_MIN);
  EXPECT_EQ(parsed("!getCraftingPlan(\"stick\", 99999999999999999999)").integer(1), LLONG_MAX);
  EXPECT_EQ(error("!digDown(9007199254740992)"), "Error: Param 'distance' must be an element of [1, 9007199254740991).");
  EXPECT_EQ(error("!searchForBlock(\"stone\", 511.99999999999999999)"),
            "Error: Param 'search_range' must be an element of [32, 512).");
}

// §2.3 boolean spellings
TEST_F(MindcraftParser, BooleanSpellings) {
  for (const char* t : {"true", "\"t\"", "1", "\"ON\"", "\"True\""}) {
    EXPECT_TRUE(parsed(std::string("!setMode(\"hunting\", ") + t + ")").flag(1)) << t;
  }
  for (const char* f : {"false", "\"F\"", "0", "\"off\"", "\"FALSE\""}) {
    EXPECT_FALSE(parsed(std::string("!setMode(\"hunting\", ") + f + ")").flag(1)) << f;
  }
}

// §2.5 the unblockable commands stay executable even when listed as blocked
TEST(CommandSetBlocking, UnblockableCommandsStayExecutableButHidden) {
  testing::ListedNames names{{}, {}};
  CommandSet set(mindcraftCommands(), {"!stop", "!stats", "!inventory", "!goal", "!goToBed", "!bogus"});
  for (const char* name : {"!stop", "!stats", "!inventory"}) {
    EXPECT_TRUE(parseCommand(name, set, names).ok) << name;
  }
  EXPECT_TRUE(parseCommand("!goal(\"build a house\")", set, names).ok);
  EXPECT_EQ(parseCommand("!goToBed", set, names).error, "!goToBed is not a command.");
  for (const CommandDef* def : set.documented()) {
    EXPECT_NE(def->name, "!stop");
    EXPECT_NE(def->name, "!goal");
    EXPECT_NE(def->name, "!goToBed");
  }
  EXPECT_EQ(set.unknownBlockedNames(), std::vector<std::string>{"!bogus"});
}

TEST(CommandDefinitions, FiftyTwoCommandsFourteenQueries) {
  const auto& all = mindcraftCommands();
  EXPECT_EQ(all.size(), 52u);
  size_t queries = 0;
  for (const auto& def : all) queries += def.kind == CommandKind::Query;
  EXPECT_EQ(queries, 14u);
  EXPECT_EQ(all.front().name, "!stats");
  EXPECT_EQ(all[14].name, "!newAction");
  EXPECT_EQ(all.back().name, "!digDown");
}

// Domains other than '[)' (used by worlds that define their own commands)
TEST(DomainEndpoints, AllFourKinds) {
  EXPECT_FALSE((Domain{0, 10, "()"}).contains(0));
  EXPECT_TRUE((Domain{0, 10, "()"}).contains(5));
  EXPECT_FALSE((Domain{0, 10, "(]"}).contains(0));
  EXPECT_TRUE((Domain{0, 10, "(]"}).contains(10));
  EXPECT_TRUE((Domain{0, 10, "[]"}).contains(0));
  EXPECT_TRUE((Domain{0, 10, "[]"}).contains(10));
  EXPECT_TRUE((Domain{0, 10, "[)"}).contains(0));
  EXPECT_FALSE((Domain{0, 10, "[)"}).contains(10));
  EXPECT_EQ((Domain{0.5, 2.25, "(]"}).text(), "(0.5, 2.25]");

  CommandDef def{"!jump", "Jump.", std::vector<ParamDef>{{"height", ParamType::Float, "How high.", Domain{0, 3, "(]"}}},
                 CommandKind::Action};
  CommandSet set({def});
  testing::ListedNames names{{}, {}};
  EXPECT_EQ(parseCommand("!jump(0)", set, names).error, "Error: Param 'height' must be an element of (0, 3].");
  EXPECT_TRUE(parseCommand("!jump(3)", set, names).ok);
}

TEST(ParamWithoutDomain, AcceptsAnyNumber) {
  testing::ListedNames names{{}, {}};
  CommandSet set(mindcraftCommands());
  ParseResult r = parseCommand("!lookAtPosition(-100000, 99999, 0)", set, names);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.command.integer(0), -100000);
}

}  // namespace
}  // namespace craftmate::commands
