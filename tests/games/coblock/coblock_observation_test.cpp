// The <Input> observation text (spec §4.3), feedback texts of act(), and the observation reader
// the scripted player depends on.

#include <gtest/gtest.h>

#include "coblock_test_support.h"
#include "games/coblock/coblock_observation.h"
#include "games/coblock/coblock_observation_reader.h"
#include "games/coblock/coblock_reflection.h"

namespace craftmate::games::coblock {
namespace {

using namespace testing;

TEST(CoBlockObservation, ExactTextAfterTwoRounds) {
  Task t = taskT1();
  t.agents[1].goalDescription = "A yellow and red top layer";
  CoBlockEnvironment env(t, Rules{});
  env.act(0, "send_message(message=\"I will build the \\\"red\\\" base first.\")");
  env.act(1, "place_block(block_type=yellow, pos=(0,1,0))");
  env.act(0, "place_block(block_type=red, pos=(0,0,0))");
  const std::string expected =
      "<Input>\n"
      "<Motives>\n"
      "<VisualMotive>\n"
      "<Description>A yellow and red top layer</Description>\n"
      "<block block_type=\"yellow\", pos=(0, 1, 0)>\n"
      "<block block_type=\"red\", pos=(1, 1, 0)>\n"
      "</VisualMotive>\n"
      "</Motives>\n"
      "<World>\n"
      "<block block_type=\"red\", pos=(0, 0, 0)>\n"
      "</World>\n"
      "<Inventory>\n"
      "<block block_type=\"yellow\", count=1>\n"
      "</Inventory>\n"
      "<Dialogue>\n"
      "<chat sender=\"Agent 1\", message=\"I will build the \\\"red\\\" base first.\"/>\n"
      "</Dialogue>\n"
      "<ActionHistory>\n"
      "<action round=1, agent=\"Agent 1\", command=\"send_message(message=\\\"I will build the \\\\\\\"red\\\\\\\" base "
      "first.\\\")\", result=\"ok\"/>\n"
      "<action round=1, agent=\"Agent 2\", command=\"place_block(block_type=yellow, pos=(0, 1, 0))\", "
      "result=\"unsupported\"/>\n"
      "<action round=2, agent=\"Agent 1\", command=\"place_block(block_type=red, pos=(0, 0, 0))\", result=\"ok\"/>\n"
      "</ActionHistory>\n"
      "<Feedback>Built structure is NOT a partial structure of your goal. Extra: red (0, 0, 0). Missing: yellow (0, 1, "
      "0), red (1, 1, 0).</Feedback>\n"
      "</Input>\n";
  EXPECT_EQ(env.observation(1), expected);
}

TEST(CoBlockObservation, ViewerLabelsTargetDiffAndNoFeedback) {
  Rules rules;
  rules.dialogueLabels = DialogueLabels::Viewer;
  rules.showTargetAndDiff = true;
  rules.reflectionFeedback = false;
  CoBlockEnvironment env(taskT1(), rules);
  env.act(0, "send_message(message=\"hello\")");
  env.act(1, "send_message(message=\"hi\")");
  env.act(0, "place_block(block_type=red, pos=(0,0,0))");
  const std::string a = env.observation(0);
  EXPECT_NE(a.find("<chat sender=\"ChatGPT\", message=\"hello\"/>\n<chat sender=\"Partner\", message=\"hi\"/>"),
            std::string::npos);
  EXPECT_NE(env.observation(1).find("<chat sender=\"Partner\", message=\"hello\"/>"), std::string::npos);
  EXPECT_NE(a.find("<Target>\n<block block_type=\"red\", pos=(0, 0, 0)>\n<block block_type=\"red\", pos=(1, 0, 0)>\n"
                   "<block block_type=\"yellow\", pos=(0, 1, 0)>\n<block block_type=\"red\", pos=(1, 1, 0)>\n</Target>"),
            std::string::npos);
  EXPECT_NE(a.find("<Diff>\n<missing block_type=\"red\", pos=(1, 0, 0)>\n"), std::string::npos);
  EXPECT_EQ(a.find("<Feedback>"), std::string::npos);
}

TEST(CoBlockObservation, InventoryListsOnlyColoursStillHeldInFileOrder) {
  CoBlockEnvironment env(twoAgentTask(farGoal(Colour::Red), {{Colour::Yellow, 1}, {Colour::Red, 2}}, farGoal(Colour::Blue),
                                      {{Colour::Blue, 1}}),
                         Rules{});
  EXPECT_NE(env.observation(0).find("<Inventory>\n<block block_type=\"yellow\", count=1>\n<block block_type=\"red\", "
                                    "count=2>\n</Inventory>"),
            std::string::npos);
  env.act(0, "place_block(block_type=yellow, pos=(0,0,0))");
  EXPECT_NE(env.observation(0).find("<Inventory>\n<block block_type=\"red\", count=2>\n</Inventory>"), std::string::npos);
  EXPECT_EQ(env.promptFields(0).at("INVENTORY"), "<Inventory>\n<block block_type=\"red\", count=2>\n</Inventory>");
}

TEST(CoBlockObservation, ActFeedbackTextsNameTheProblemAndTheFix) {
  CoBlockEnvironment env(taskT1(), Rules{});
  agents::CommandResult r = env.act(1, "wait()");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output, "not_your_turn: it is Agent 1's turn; wait for your partner.");
  r = env.act(0, "place_block(block_type=red, pos=(0,2,0))");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output, "unsupported: a block at (0, 2, 0) would float; it must be on the ground (y=0) or touch another "
                      "block on a face. Build a block next to or below it first. This used up your turn.");
  r = env.act(1, "place_block(block_type=red, pos=(0,0,0))");
  EXPECT_EQ(r.output, "no_inventory: you have no red blocks; ask your partner to place it. This used up your turn.");
  r = env.act(0, "place_block(block_type=red, pos=(0,0,0))");
  EXPECT_TRUE(r.accepted);
  EXPECT_EQ(r.output, "ok: placed a red block at (0, 0, 0); you have 2 red left.");
  r = env.act(1, "place_block(block_type=pink, pos=(1,0,0))");
  EXPECT_EQ(r.output.rfind("unknown_colour: 'pink'", 0), 0u);
  r = env.act(0, "place_block(block_type=red, pos=(0,0,16))");
  EXPECT_EQ(r.output.rfind("out_of_bounds: (0, 0, 16) is outside the build area (x 0..15, y 0..15, z 0..15)", 0), 0u);
  EXPECT_EQ(env.act(7, "wait()").output.rfind("error: there is no agent 7", 0), 0u);
}

TEST(CoBlockObservation, TaskDescriptionRendersTheRealGround) {
  Task t = taskT1();
  State s0(t, Rules{});
  EXPECT_NE(taskDescription(s0).find("# Please note that the ground is the y=0 plane."), std::string::npos);
  EXPECT_NE(taskDescription(s0).find("place_block(block_type=red, pos=(0,1,1))"), std::string::npos);
  State s1(shiftedToGround(t, 1), Rules{});
  EXPECT_NE(taskDescription(s1).find("# Please note that the ground is the y=1 plane."), std::string::npos);
}

TEST(CoBlockObservation, ReaderRoundTripsTheEncoder) {
  CoBlockEnvironment env(taskT1(), Rules{});
  env.act(0, "send_message(message=\"Tricky \\\"quote\\\", (1, 2, 3)\")");
  env.act(1, "wait()");
  env.act(0, "place_block(block_type=red, pos=(0,0,0))");
  const ObservedInput in = readObservation(env.observation(1));
  EXPECT_EQ(in.goal, env.state().goal(1));
  EXPECT_EQ(in.world, env.state().built());
  ASSERT_EQ(in.inventory.size(), 1u);
  EXPECT_EQ(in.inventory[0], std::make_pair(Colour::Yellow, 1));
  ASSERT_EQ(in.dialogue.size(), 1u);
  EXPECT_EQ(in.dialogue[0].sender, "Agent 1");
  EXPECT_EQ(in.dialogue[0].message, "Tricky \"quote\", (1, 2, 3)");
  ASSERT_EQ(in.history.size(), 3u);
  EXPECT_EQ(in.history[2].command, "place_block(block_type=red, pos=(0, 0, 0))");
  EXPECT_EQ(in.history[2].result, "ok");
  EXPECT_EQ(in.history[2].round, 2);
  EXPECT_FALSE(in.feedback.empty());
}

TEST(CoBlockObservation, MentionedBlocksAndCounts) {
  EXPECT_EQ(blocksMentioned("please place Yellow (0, 1, 0) and red(1,1,-2), not green 3"),
            (std::vector<Block>{blk(Colour::Yellow, 0, 1, 0), blk(Colour::Red, 1, 1, -2)}));
  EXPECT_EQ(countsMentioned("red 3, yellow: 1 and blue x20"),
            (std::vector<std::pair<Colour, int>>{{Colour::Red, 3}, {Colour::Yellow, 1}, {Colour::Blue, 20}}));
}

}  // namespace
}  // namespace craftmate::games::coblock

namespace craftmate::games::coblock {
namespace {

using namespace testing;

TEST(CoBlockReflection, FeedbackTextOfTheSpecExample) {
  const std::vector<Block> reference = {blk(Colour::Red, 0, 0, 0), blk(Colour::Red, 1, 0, 0), blk(Colour::Yellow, 0, 1, 0)};
  const std::vector<Block> built = {blk(Colour::Red, 0, 0, 0), blk(Colour::Red, 0, 1, 0)};
  EXPECT_EQ(feedbackText(reflect(built, reference), "your goal"),
            "Built structure is NOT a partial structure of your goal. Wrong colour at (0, 1, 0): expected yellow, found "
            "red. Missing: red (1, 0, 0).");
  EXPECT_EQ(feedbackText(reflect({blk(Colour::Red, 0, 0, 0)}, reference), "your goal"),
            "Built structure is a partial structure of your goal. Missing: red (1, 0, 0), yellow (0, 1, 0).");
  EXPECT_EQ(feedbackText(reflect(reference, reference), "the target structure"),
            "Built structure matches the target structure exactly.");
}

TEST(CoBlockReflection, TargetReferenceDoesNotCallPartnerBlocksExtra) {
  Rules rules;
  rules.reflectionReference = ReflectionReference::Target;
  CoBlockEnvironment env(taskT1(), rules);
  env.act(0, "place_block(block_type=red, pos=(0,0,0))");
  EXPECT_NE(env.observation(1).find("<Feedback>Built structure is a partial structure of the target structure. Missing: "
                                    "red (1, 0, 0), yellow (0, 1, 0), red (1, 1, 0).</Feedback>"),
            std::string::npos);
}

}  // namespace
}  // namespace craftmate::games::coblock
