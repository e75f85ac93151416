// The shared LLM-Coordination text helpers: normalisation, Levenshtein ratio, action extraction
// and choice matching.

#include <gtest/gtest.h>

#include "games/coordqa/coordqa_choice_matching.h"

namespace craftmate::games::coordqa {
namespace {

TEST(ChoiceMatching, NormalizesCaseSpacesAndFinalPeriods) {
  EXPECT_EQ(normalizeChoiceText("  Move   to Room 5.. "), "move to room 5");
  EXPECT_EQ(normalizeChoiceText(""), "");
}

TEST(ChoiceMatching, LevenshteinRatioIsPythonLevenshteinRatio) {
  EXPECT_DOUBLE_EQ(levenshteinRatio("abc", "abc"), 1.0);
  EXPECT_DOUBLE_EQ(levenshteinRatio("abc", "xyz"), 0.0);
  EXPECT_DOUBLE_EQ(levenshteinRatio("", ""), 1.0);
  // "kitten" vs "sitting": LCS 4 ("ittn"), ratio 2*4/13.
  EXPECT_DOUBLE_EQ(levenshteinRatio("kitten", "sitting"), 8.0 / 13.0);
}

TEST(ChoiceMatching, ExtractsTheActionLine) {
  EXPECT_EQ(extractActionText("Analysis: x\nAction: Move to Room 5.\nmore"), "Move to Room 5.");
  EXPECT_EQ(extractActionText("Action: action: wait"), "wait");
  EXPECT_EQ(extractActionText("wait"), "wait");
  EXPECT_EQ(textAfterTag("no tag here", "Action:", true), std::nullopt);
}

TEST(ChoiceMatching, ExactThenSubstringThenFuzzy) {
  const std::vector<std::string> choices = {"move to room 1", "move to room 10", "fix generator in room 1", "wait"};
  ChoiceMatchOptions options;
  EXPECT_EQ(matchChoice("Move to room 10.", choices, options), 1);
  EXPECT_EQ(matchChoice("move to room 1", choices, options), 0);
  EXPECT_EQ(matchChoice("generator", choices, options), 2);       // substring
  EXPECT_EQ(matchChoice("fix generatr in room 1", choices, options), 2);  // fuzzy, same number
  EXPECT_EQ(matchChoice("move to room 7", choices, options), -1);  // numbers must agree
  EXPECT_EQ(matchChoice("dance wildly", choices, options), -1);
  ChoiceMatchOptions reference;
  reference.minFuzzyRatio = 0.0;
  reference.numbersMustAgree = false;
  EXPECT_GE(matchChoice("dance wildly", choices, reference), 0);  // the reference always picks one
}

}  // namespace
}  // namespace craftmate::games::coordqa
