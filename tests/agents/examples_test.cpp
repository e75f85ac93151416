// MINDcraft's word-overlap example selection (mindcraft.md §6.2).

#include <gtest/gtest.h>

#include "agents/examples.h"

namespace craftmate::agents {
namespace {

TEST(Examples, WordOverlapRule) {
  // words: ["get","wood"] and ["get","stone"]: 1 common / (2 + 2 - 1)
  EXPECT_DOUBLE_EQ(Examples::wordOverlap("Get wood!", "get stone"), 1.0 / 3.0);
  // duplicates and empty words count: "a  a" -> ["a","","a"]
  EXPECT_DOUBLE_EQ(Examples::wordOverlap("a  a", "a"), 2.0 / (3 + 1 - 2));
  EXPECT_DOUBLE_EQ(Examples::wordOverlap("x", "y"), 0.0);
}

TEST(Examples, PicksMostSimilarAndRendersThem) {
  std::vector<std::vector<Turn>> set = {
      {{"user", "a: build a house"}, {"assistant", "!newAction(\"house\")"}},
      {{"user", "a: collect some wood please"}, {"assistant", "!collectBlocks(\"oak_log\", 4)"}},
      {{"user", "a: follow me"}, {"assistant", "!followPlayer(\"a\", 3)"}},
  };
  Examples examples(set, 1);
  const auto picked = examples.relevant({{"user", "bob: please collect wood"}});
  ASSERT_EQ(picked.size(), 1u);
  EXPECT_EQ(picked[0][1].content, "!collectBlocks(\"oak_log\", 4)");
  EXPECT_EQ(examples.render({{"user", "bob: follow me"}}),
            "Examples of how to respond:\nExample 1:\nUser input: a: follow me\nYour output:\n!followPlayer(\"a\", 3)\n\n");
  EXPECT_TRUE(Examples(set, 0).relevant({{"user", "x: follow me"}}).empty());
}

TEST(Examples, TiesKeepThePreviousCallsOrder) {
  std::vector<std::vector<Turn>> set = {{{"user", "a: one"}}, {{"user", "a: two"}}, {{"user", "a: three"}}};
  Examples examples(set, 3);
  auto first = examples.relevant({{"user", "z: three"}});
  EXPECT_EQ(first[0][0].content, "a: three");
  // All score 0 now: the stored order from the previous call (three first) is kept.
  auto second = examples.relevant({{"user", "z: nothing"}});
  EXPECT_EQ(second[0][0].content, "a: three");
  EXPECT_EQ(second[1][0].content, "a: one");
}

}  // namespace
}  // namespace craftmate::agents
