// Finding a command in model text (mindcraft.md §2.1), including the spec's examples.

#include <gtest/gtest.h>

#include "commands/command_text.h"

namespace craftmate::commands {
namespace {

TEST(CommandText, FindsCommandWithArgsInsideProse) {
  auto m = findCommand("Sure! !goToPlayer(\"joe\", 3) then");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->name, "!goToPlayer");
  EXPECT_EQ(m->args, (std::vector<std::string>{"\"joe\"", "3"}));
  EXPECT_TRUE(m->hasArgList);
}

TEST(CommandText, SingleQuotesGiveBareNameWithNoArgs) {
  auto m = findCommand("!collectBlocks('stone', 10)");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->name, "!collectBlocks");
  EXPECT_TRUE(m->args.empty());
  EXPECT_FALSE(m->hasArgList);
}

TEST(CommandText, BangWithoutWordIsSkipped) {
  auto m = findCommand("hi!!stop");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->name, "!stop");
}

TEST(CommandText, OnlyTheFirstCommandCounts) {
  EXPECT_EQ(truncateAfterCommand("!newAction(\"Build\")!stop"), "!newAction(\"Build\")");
  EXPECT_EQ(truncateAfterCommand("ok !stats and !inventory please"), "ok !stats");
  EXPECT_EQ(truncateAfterCommand("no command here"), "no command here");
}

TEST(CommandText, NoCommand) {
  EXPECT_FALSE(findCommand("Hello there!"));
  EXPECT_FALSE(findCommand(""));
  EXPECT_FALSE(containsCommand("wow! great"));
  EXPECT_EQ(containsCommand("wow!great"), "!great");
}

TEST(CommandText, SpaceInsideParensDropsTheArgList) {
  auto inner = findCommand("!goToPlayer( \"joe\", 3)");
  ASSERT_TRUE(inner);
  EXPECT_FALSE(inner->hasArgList);
  EXPECT_TRUE(inner->args.empty());
  EXPECT_EQ(inner->end, std::string("!goToPlayer").size());
  auto before = findCommand("!goToPlayer(\"joe\", 3 )");
  ASSERT_TRUE(before);
  EXPECT_FALSE(before->hasArgList);
}

TEST(CommandText, MissingClosingParenDropsTheArgList) {
  auto m = findCommand("!craftRecipe(\"stick\", 1");
  ASSERT_TRUE(m);
  EXPECT_FALSE(m->hasArgList);
}

TEST(CommandText, SeparatorsMayHaveWhitespaceAroundCommas) {
  auto m = findCommand("!goToCoordinates(1.5 ,-2,\t3 , 0)");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->args, (std::vector<std::string>{"1.5", "-2", "3", "0"}));
}

TEST(CommandText, ArgumentForms) {
  auto m = findCommand("!x(true,false,\"a, b\",-0.25,\"\")");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->args, (std::vector<std::string>{"true", "false", "\"a, b\"", "-0.25", "\"\""}));
  // No exponent, no leading '.', no trailing '.', no bare words: the list does not match.
  for (const char* bad : {"!x(1e3)", "!x(.5)", "!x(5.)", "!x(abc)", "!x()", "!x(\"a\" \"b\")"}) {
    auto b = findCommand(bad);
    ASSERT_TRUE(b) << bad;
    EXPECT_FALSE(b->hasArgList) << bad;
  }
}

TEST(CommandText, SeparatorsMayBeAnyJavaScriptSpace) {
  // U+3000 and U+2028 before the comma, U+00A0, U+1680 and U+FEFF after it.
  auto m = findCommand("!goToCoordinates(1\xE3\x80\x80,\xC2\xA0-2\xE2\x80\xA8,\xE1\x9A\x80" "3,\xEF\xBB\xBF" "0)!stop");
  ASSERT_TRUE(m);
  EXPECT_TRUE(m->hasArgList);
  EXPECT_EQ(m->args, (std::vector<std::string>{"1", "-2", "3", "0"}));
  EXPECT_EQ(truncateAfterCommand("!goToPlayer(\"joe\"\xE2\x80\x80,\xE2\x80\x8A" "3) rest"),
            "!goToPlayer(\"joe\"\xE2\x80\x80,\xE2\x80\x8A" "3)");
  // A zero-width space is not \s: the list does not match.
  auto zw = findCommand("!goToPlayer(\"joe\",\xE2\x80\x8B" "3)");
  ASSERT_TRUE(zw);
  EXPECT_FALSE(zw->hasArgList);
}

TEST(CommandText, NameIsAsciiWordCharacters) {
  EXPECT_EQ(containsCommand("!\xC3\xA9stats"), std::nullopt);  // \w is ASCII: "!é" has no name
  EXPECT_EQ(containsCommand("!stats\xC3\xA9"), "!stats");
}

TEST(CommandText, QuotedStringMayHoldParensAndBang) {
  auto m = findCommand("!startConversation(\"jill\", \"Hi! (nice) day\")");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->args[1], "\"Hi! (nice) day\"");
}

}  // namespace
}  // namespace craftmate::commands
