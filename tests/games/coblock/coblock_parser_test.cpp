// The action parser beyond TC1: prose around actions, several actions per turn, escapes, and the
// error text a model gets for malformed actions.

#include <gtest/gtest.h>

#include "games/coblock/coblock_action_parser.h"

namespace craftmate::games::coblock {
namespace {

TEST(CoBlockParser, ProseAndCommentsAroundTheActionAreIgnored) {
  const Action a = parseAction("# Partner Modelling\nI think I should build now.\nAction: place_block(block_type=green, pos=(4, 0, -2))\n");
  ASSERT_EQ(a.type, ActionType::Place);
  EXPECT_EQ(a.colour, Colour::Green);
  EXPECT_EQ(a.pos, (Pos{4, 0, -2}));
}

TEST(CoBlockParser, FirstActionWinsUnlessSeveralAreAllowed) {
  const char* text = "send_message(message=\"I start\")\nplace_block(block_type=\"yellow\", pos=(4, 0, 0))\nwait()";
  EXPECT_EQ(parseAction(text).type, ActionType::Message);
  const std::vector<Action> two = parseActions(text, 2);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[1].type, ActionType::Place);
  EXPECT_EQ(parseActions(text, 5).size(), 3u);
}

TEST(CoBlockParser, MessagesKeepQuotesAndParentheses) {
  Action a = parseAction(R"(send_message(message="Build (1, 1, 0) in \"red\" please"))");
  ASSERT_EQ(a.type, ActionType::Message);
  EXPECT_EQ(a.text, "Build (1, 1, 0) in \"red\" please");
  // The last quote-parenthesis on the line ends the message.
  a = parseAction(R"(send_message(message="He said "hi") to me"))");
  EXPECT_EQ(a.text, "He said \"hi\") to me");
  EXPECT_EQ(canonicalText(parseAction(R"(send_message(message="a \"b\""))")), R"(send_message(message="a \"b\""))");
  a = parseAction("send_message(message=“curly”)");
  EXPECT_EQ(a.text, "curly");
}

TEST(CoBlockParser, UnknownColourIsAPlaceWithTheWordKept) {
  const Action a = parseAction("place_block(block_type=pink, pos=(0,0,0))");
  ASSERT_EQ(a.type, ActionType::Place);
  EXPECT_FALSE(a.colourKnown);
  EXPECT_EQ(a.text, "pink");
  EXPECT_EQ(canonicalText(a), "place_block(block_type=pink, pos=(0, 0, 0))");
  EXPECT_EQ(parseAction("place_block(block_type=RED, pos=(0,0,0))").colour, Colour::Red);
}

TEST(CoBlockParser, MalformedActionsSayWhatIsWrong) {
  struct Case {
    const char* text;
    const char* hint;
  };
  for (const Case& c : {Case{"place_block(block_type=red, pos=(0,0))", "three integers"},
                        Case{"place_block(pos=(0,0,0), block_type=red)", "block_type"},
                        Case{"break_block((1,2,3))", "pos="},
                        Case{"send_message(\"hi\")", "message="},
                        Case{"send_message(message\"hi\")", "message="},
                        Case{"wait(5)", "wait()"},
                        Case{"end_task(now)", "end_task()"},
                        Case{"I am not sure what to do.", "no action found"},
                        Case{"", "holds no action"},
                        Case{"# only thoughts", "holds no action"}}) {
    SCOPED_TRACE(c.text);
    const Action a = parseAction(c.text);
    ASSERT_EQ(a.type, ActionType::ParseError);
    EXPECT_NE(a.parseError.find(c.hint), std::string::npos) << a.parseError;
  }
}

TEST(CoBlockParser, BrokenFirstActionIsNotSkippedForALaterOne) {
  const Action a = parseAction("place_block(block_type=red)\nwait()");
  EXPECT_EQ(a.type, ActionType::ParseError);
}

TEST(CoBlockParser, EndTaskMayCarryAReason) {
  const Action a = parseAction("end_task(reason=\"we lack blue blocks\")");
  ASSERT_EQ(a.type, ActionType::EndTask);
  EXPECT_EQ(a.text, "we lack blue blocks");
  EXPECT_EQ(canonicalText(a), "end_task(reason=\"we lack blue blocks\")");
}

TEST(CoBlockParser, HugeNumbersAndIdentifiersInsideWordsAreNotActions) {
  EXPECT_EQ(parseAction("place_block(block_type=red, pos=(99999999999, 0, 0))").type, ActionType::ParseError);
  EXPECT_EQ(parseAction("my_wait() is not wait").type, ActionType::ParseError);
}

}  // namespace
}  // namespace craftmate::games::coblock
