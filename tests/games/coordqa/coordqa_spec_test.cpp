// CoordQA scoring acceptance cases QA-1..QA-6 (llm_coordination.md §7.4).

#include <gtest/gtest.h>

#include <cmath>

#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_evaluation.h"
#include "games/coordqa/coordqa_scoring.h"

namespace craftmate::games::coordqa {
namespace {

Question questionWith(const std::string& optionBlock, std::vector<char> gold) {
  Question q;
  q.text = "Some state.\nWhat should I do?\n" + optionBlock;
  q.options = parseOptions(q.text);
  q.gold = std::move(gold);
  return q;
}

TEST(CoordQASpec, QA01_LetterAfterAnswer) {
  Question q = questionWith("Available Answers:\nA. Yes\nB. No\n", {'B'});
  auto e = extractAnswer("Explanation: ... Answer: B. No.", q);
  ASSERT_TRUE(e.letter.has_value());
  EXPECT_EQ(*e.letter, 'B');
  EXPECT_EQ(e.method, ExtractionMethod::LetterPattern);
  EXPECT_TRUE(isCorrect(e, q));
}

TEST(CoordQASpec, QA02_NoLetterFallsBackToFuzzyOptionMatch) {
  Question q = questionWith(
      "Available Actions:\nA. pick up onion from o0.\nB. pick up onion from o1.\nC. pick up plate from p0.\nD. wait.\n", {'C'});
  auto e = extractAnswer("Action: pick up plate from p0.", q);
  ASSERT_TRUE(e.letter.has_value());
  EXPECT_EQ(e.method, ExtractionMethod::Fuzzy);
  EXPECT_EQ(*e.letter, 'C');
  EXPECT_TRUE(isCorrect(e, q));
}

TEST(CoordQASpec, QA03_BareLetter) {
  Question q = questionWith("Available Answers:\nA. 0\nB. 1\nC. 2\nD. 3\nE. 4\n", {'E'});
  // Our improvement (default): a bare capital letter naming an option is that option.
  auto improved = extractAnswer("Answer: E", q);
  EXPECT_EQ(improved.method, ExtractionMethod::BareLetter);
  EXPECT_TRUE(isCorrect(improved, q));
  // The reference sends "E" to the fuzzy matcher instead, which cannot see the letter.
  ScoringOptions reference;
  reference.acceptBareLetter = false;
  auto paper = extractAnswer("Answer: E", q, reference);
  EXPECT_EQ(paper.method, ExtractionMethod::Fuzzy);
  EXPECT_FALSE(isCorrect(paper, q));
}

TEST(CoordQASpec, QA04_AnyGoldLetterCounts) {
  Question q = questionWith("Available Actions:\nA. a\nB. b\nC. c\nD. d\nE. e\nF. f\n", {'A', 'E'});
  EXPECT_TRUE(scoreReply("Action: A.", q));
  EXPECT_TRUE(scoreReply("Action: E.", q));
}

TEST(CoordQASpec, QA05_OtherLetterIsWrong) {
  Question q = questionWith("Available Actions:\nA. a\nB. b\nC. c\nD. d\nE. e\nF. f\n", {'A', 'E'});
  EXPECT_FALSE(scoreReply("Action: F.", q));
}

TEST(CoordQASpec, QA06_MeanAndStandardErrorOverTrials) {
  const CategoryStat s = meanAndStandardError({1.0 / 3.0, 2.0 / 3.0, 1.0});
  EXPECT_NEAR(s.mean, 0.667, 5e-4);
  EXPECT_NEAR(s.standardError, 0.157, 5e-4);
  EXPECT_NEAR(s.standardError, std::sqrt(2.0 / 27.0) / std::sqrt(3.0), 1e-12);
}

TEST(CoordQAScoring, ActionTagWinsOverAnswerTag) {
  Question q = questionWith("Available Actions:\nA. a\nB. b\n", {'A'});
  // Step 1 takes the line after the first "Action:" even when "Answer:" comes first.
  EXPECT_TRUE(scoreReply("Answer: B.\nAction: A.", q));
  // Case-sensitive tags, as the reference: "action:" is not the tag, so the whole reply is read.
  EXPECT_EQ(*extractAnswer("my action: B) final", q).letter, 'B');
}

}  // namespace
}  // namespace craftmate::games::coordqa
