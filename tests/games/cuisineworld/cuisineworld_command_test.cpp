// Action extraction (the paper's regular expression) and joint-action validation edge cases.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "games/cuisineworld/cuisineworld_command.h"
#include "games/cuisineworld/cuisineworld_feedback.h"
#include "tests/games/cuisineworld/cuisineworld_test_game.h"

namespace craftmate::games::cuisine {
namespace {

using ::testing::ElementsAre;

std::vector<std::string> extract(std::string_view reply) {
  std::vector<std::string_view> views;
  extractCommands(reply, views);
  return {views.begin(), views.end()};
}

TEST(CuisineWorldCommand, ExtractionFindsCommandsInChattyReplies) {
  EXPECT_THAT(extract("Sure! First goto_agent0_storage0, then get_agent1_beef_storage0.\nSorry for the mistake."),
              ElementsAre("goto_agent0_storage0", "get_agent1_beef_storage0"));
  EXPECT_THAT(extract("forget_agent0_pan0"), ElementsAre("get_agent0_pan0"));  // no word boundary in the regex
  EXPECT_THAT(extract("noop_agent12"), ElementsAre("noop_agent12"));
  EXPECT_THAT(extract("goto_agent0_"), ElementsAre("goto_agent0"));  // the optional group needs a character
  EXPECT_THAT(extract("goto_agentX_storage0 chop_agent0_blender0"), ElementsAre());
  EXPECT_THAT(extract("put_agent0_a_b_c"), ElementsAre("put_agent0_a_b_c"));
}

TEST(CuisineWorldCommand, ValidationRejectsTheWholeJointAction) {
  testing::TestGame g("level_0", 1.0, 2, "salmonMeatcake");
  auto parse = [&](std::vector<std::string_view> commands) { return parseJointAction(g.level(), 2, commands); };
  EXPECT_EQ(parse({"get_agent0"}).rejection, "not enough arguments for action get_agent0");  // crashes the reference
  EXPECT_EQ(parse({"goto_agent2_storage0"}).rejection, "agent id not found");               // crashes the reference
  EXPECT_EQ(parse({"goto_agent-1_storage0"}).rejection, "agent id not found");
  EXPECT_EQ(parse({"goto"}).rejection, "not enough arguments for action goto");
  EXPECT_EQ(parse({"goto_agent0_blender9"}).rejection, "for agent0, tool blender9 is not in the current game level");
  EXPECT_EQ(parse({"get_agent1_salmon_pan0"}).rejection, "for agent1, tool pan0 is not in the current game level");
  EXPECT_TRUE(parse({"noop_agent0"}).valid);
  EXPECT_TRUE(parse({"get_agent 1_salmon_storage0"}).valid);  // Python's int() accepts the inner space
  EXPECT_TRUE(parse({}).valid);
  const JointAction ok = parse({"put_agent1_salmon_blender0", "get_agent0_flour_storage0"});
  ASSERT_TRUE(ok.valid);
  EXPECT_EQ(commandText(g.level(), ok.commands[0]), "put_agent1_salmon_blender0");
  EXPECT_EQ(commandText(g.level(), ok.commands[1]), "get_agent0_flour_storage0");
}

TEST(CuisineWorldCommand, DuplicatePutVanishesOrIsRejected) {
  for (bool vanish : {true, false}) {
    CuisineOptions options;
    options.duplicatePutVanishes = vanish;
    testing::TestGame g("level_0", 1.0, 2, "salmonMeatcake", options);
    g.step({"goto_agent0_storage0", "goto_agent1_storage0"});
    g.step({"get_agent0_flour_storage0", "get_agent1_flour_storage0"});
    g.step({"goto_agent0_blender0", "goto_agent1_blender0"});
    g.step({"put_agent0_blender0", "put_agent1_blender0"});
    EXPECT_THAT(g.obs(), ::testing::HasSubstr("inside(blender0, flour)\n"));
    if (vanish) {
      EXPECT_THAT(g.success(), ElementsAre(true, true));
      EXPECT_THAT(g.obs(), ::testing::HasSubstr("hold(agent1, None)"));
    } else {
      EXPECT_THAT(g.success(), ElementsAre(true, false));
      EXPECT_THAT(g.feedback(), ElementsAre("flour is already inside blender0"));
      EXPECT_THAT(g.obs(), ::testing::HasSubstr("hold(agent1, flour)"));
    }
  }
}

TEST(CuisineWorldCommand, ChopboardCapacityMessageIsAddedWheneverFull) {
  testing::TestGame g("level_2", 3.0, 2, "salmonSashimi");
  g.step({"goto_agent0_storage0", "goto_agent1_chopboard0"});
  g.step({"get_agent0_salmon_storage0", "noop_agent1"});
  g.step({"goto_agent0_chopboard0", "noop_agent1"});
  g.step({"put_agent0_chopboard0", "put_agent1_chopboard0"});
  EXPECT_THAT(g.success(), ElementsAre(true, false));
  EXPECT_THAT(g.feedback(), ElementsAre("agent1 is not holding objects, therefore cannot put objects into the tool",
                                        "chopboard0 reaches maximum capacity"));
}

TEST(CuisineWorldCommand, LegalCommandsAllSucceed) {
  testing::TestGame g("level_9", 1.0, 2, std::nullopt);
  for (int step = 0; step < 60; ++step) {
    const auto legal = g.state().legalCommands(step % 2);
    ASSERT_FALSE(legal.empty());
    const Command& pick = legal[(step * 7) % legal.size()];
    g.step({commandText(g.level(), pick)});
    EXPECT_THAT(g.success(), ElementsAre(true)) << commandText(g.level(), pick);
  }
}

TEST(CuisineWorldCommand, PythonListReprQuotesLikePython) {
  EXPECT_EQ(pythonListRepr({}), "[]");
  EXPECT_EQ(pythonListRepr({"a b", "c"}), "['a b', 'c']");
  EXPECT_EQ(pythonListRepr({"it's"}), "[\"it's\"]");
  EXPECT_EQ(pythonListRepr({"say \"x\" it's"}), "['say \"x\" it\\'s']");
}

}  // namespace
}  // namespace craftmate::games::cuisine
