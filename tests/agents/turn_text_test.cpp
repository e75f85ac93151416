// strictFormat, toSinglePrompt, stringifyTurns and the example key text (mindcraft.md §6.1, §7.4).

#include <gtest/gtest.h>

#include "agents/turn_text.h"

namespace craftmate::agents {
namespace {

TEST(TurnText, StrictFormatMergesAndFills) {
  const std::vector<Turn> in = {{"system", " prompt "}, {"user", "bob: hi"}, {"assistant", "a1"}, {"assistant", "a2"},
                                {"system", "out"}};
  const std::vector<Turn> expected = {{"user", "SYSTEM: prompt\nbob: hi"}, {"assistant", "a1"}, {"user", "_"},
                                      {"assistant", "a2"}, {"user", "SYSTEM: out"}};
  EXPECT_EQ(strictFormat(in), expected);
  EXPECT_EQ(strictFormat({}), (std::vector<Turn>{{"user", "_"}}));
  EXPECT_EQ(strictFormat({{"assistant", "x"}}), (std::vector<Turn>{{"user", "_"}, {"assistant", "x"}}));
}

TEST(TurnText, SinglePrompt) {
  EXPECT_EQ(toSinglePrompt({{"user", "hi"}, {"assistant", "yo"}}, "SYS"), "SYS***user: hi***assistant: yo***");
  EXPECT_EQ(toSinglePrompt({{"user", "hi"}}, "", "***", "model"), "user: hi***model: ");
}

TEST(TurnText, StringifyTurns) {
  EXPECT_EQ(stringifyTurns({{"user", "bob: hi"}, {"assistant", "!stats"}, {"system", "ok"}}),
            "User input: bob: hi\nYour output:\n!stats\nSystem output: ok");
}

TEST(TurnText, KeyTextTakesTextAfterFirstColon) {
  EXPECT_EQ(turnsKeyText({{"user", "bob: get wood: now"}, {"assistant", "skip"}, {"system", "no colon"}}),
            "get wood: now\nno colon");
}

}  // namespace
}  // namespace craftmate::agents
