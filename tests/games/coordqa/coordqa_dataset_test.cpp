// Loading and validating the released CoordQA file (read in place from the shared data folder),
// plus the CSV reader and the baselines end to end.

#include <gtest/gtest.h>

#include <set>

#include "games/coordqa/coordqa_baselines.h"
#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_evaluation.h"
#include "games/coordqa/coordqa_prompt.h"
#include "games/coordqa/coordqa_csv_table.h"

namespace craftmate::games::coordqa {
namespace {

const std::string kReleased = std::string(CRAFTMATE_SHARED_DIR) + "/data/coordqa/single_turn_trials.csv";

TEST(CsvTable, QuotedFieldsWithCommasQuotesAndNewLines) {
  CsvTable t = parseCsv("a,b,c\r\n1,\"x, \"\"y\"\"\nz\",3\n", "inline");
  ASSERT_EQ(t.rows.size(), 1u);
  EXPECT_EQ(t.rows[0][1], "x, \"y\"\nz");
  EXPECT_EQ(t.column("c"), 2);
  EXPECT_EQ(t.column("d"), -1);
  EXPECT_THROW(parseCsv("a,b\n1,\"open\n", "broken.csv"), std::invalid_argument);
  EXPECT_THROW(parseCsv("a,b\n1,2,3\n", "wide.csv"), std::invalid_argument);
}

TEST(CoordQADataset, LoadsTheReleasedFile) {
  const Dataset d = loadDataset(kReleased);
  ASSERT_EQ(d.scenarios.size(), 66u);
  std::map<std::string, int> games, subgames;
  for (const auto& s : d.scenarios) {
    games[s.game] += 1;
    subgames[s.subgame] += 1;
    for (const auto& q : s.questions) EXPECT_FALSE(q.options.empty()) << "row " << s.row;
  }
  EXPECT_EQ(games["Overcooked"], 20);
  EXPECT_EQ(games["Hanabi"], 28);
  EXPECT_EQ(games["CollabGames"], 18);
  EXPECT_EQ(subgames["Collab Capture"], 6);
  EXPECT_EQ(subgames["Collab Escape"], 7);
  EXPECT_EQ(subgames["CollabCooking"], 5);
  EXPECT_EQ(d.scoredQuestionCount(), 198u);
}

TEST(CoordQADataset, ReportsAndRepairsOutOfRangeOrdinals) {
  const Dataset repaired = loadDataset(kReleased, OrdinalPolicy::Repair);
  int outOfRange = 0;
  for (const auto& issue : repaired.issues) outOfRange += issue.message.find("names no option") != std::string::npos ? 1 : 0;
  EXPECT_EQ(outOfRange, 2);  // an ordinal C on a 2-option question and a D on a 3-option question
  // Data row 51 (Collab Capture EC: "A. No." / "B. Yes.", gold "Yes.") is repaired to B.
  const Question& ec = repaired.scenarios[50].question(Category::EnvironmentComprehension);
  EXPECT_EQ(ec.gold, std::vector<char>{'B'});
  const Dataset dropped = loadDataset(kReleased, OrdinalPolicy::Drop);
  EXPECT_EQ(dropped.scoredQuestionCount(), 196u);
  const Dataset kept = loadDataset(kReleased, OrdinalPolicy::Keep);
  EXPECT_EQ(kept.scenarios[50].question(Category::EnvironmentComprehension).gold, std::vector<char>{'C'});
  EXPECT_THROW(loadDataset(kReleased, OrdinalPolicy::Strict), std::invalid_argument);
}

TEST(CoordQADataset, ClearErrors) {
  EXPECT_THROW(loadDataset("/no/such/file.csv"), std::invalid_argument);
  try {
    parseDataset("Game,Game Description\nHanabi,x\n", "mini.csv", OrdinalPolicy::Repair);
    FAIL() << "a file without question columns must be refused";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("missing column 'EC Directive'"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parseOrdinalPolicy("lenient"), std::invalid_argument);
}

TEST(CoordQAEvaluation, OracleScoresEveryValidQuestion) {
  const Dataset d = loadDataset(kReleased, OrdinalPolicy::Drop);
  EvaluationOptions options;
  const auto trials = evaluate(d, oracleAnswerer(d), options);
  const AccuracyTable table = summarize(d, trials, options.grouping);
  for (Category c : kCategories) {
    EXPECT_DOUBLE_EQ(table.cells.at("All")[static_cast<int>(c)].mean, 1.0) << categoryName(c);
    EXPECT_DOUBLE_EQ(table.cells.at("All")[static_cast<int>(c)].standardError, 0.0);
  }
  EXPECT_EQ(table.groups, (std::vector<std::string>{"All", "Hanabi", "Overcooked", "CollabGames"}));
}

TEST(CoordQAEvaluation, FirstOptionAndRandomBaselines) {
  const Dataset d = loadDataset(kReleased);
  EvaluationOptions options;
  const AccuracyTable first = summarize(d, evaluate(d, firstOptionAnswerer(), options), options.grouping);
  // Counting by hand over the file: questions whose gold includes the first printed option.
  int expectedFirst[3] = {0, 0, 0};
  for (const auto& s : d.scenarios) {
    for (const auto& q : s.questions) {
      for (char g : q.gold) expectedFirst[static_cast<int>(q.category)] += g == q.options.front().letter ? 1 : 0;
    }
  }
  for (Category c : kCategories) {
    EXPECT_DOUBLE_EQ(first.cells.at("All")[static_cast<int>(c)].mean, expectedFirst[static_cast<int>(c)] / 66.0);
  }
  const AccuracyTable expected = expectedRandomAccuracy(d, Grouping::Released);
  options.trials = 40;
  const AccuracyTable random = summarize(d, evaluate(d, randomAnswerer(7), options), options.grouping);
  for (Category c : kCategories) {
    const double e = expected.cells.at("All")[static_cast<int>(c)].mean;
    EXPECT_GT(e, 0.05);
    EXPECT_LT(e, 0.6);
    EXPECT_NEAR(random.cells.at("All")[static_cast<int>(c)].mean, e, 0.05) << categoryName(c);
  }
}

TEST(CoordQAEvaluation, PaperGroupingCountsCollabCookingAsOvercooked) {
  const Dataset d = loadDataset(kReleased);
  EvaluationOptions options;
  options.trials = 1;
  options.grouping = Grouping::Paper;
  const AccuracyTable t = summarize(d, evaluate(d, firstOptionAnswerer(), options), options.grouping);
  EXPECT_EQ(t.cells.at("Overcooked")[0].questions, 25);
  EXPECT_EQ(t.cells.at("Hanabi")[0].questions, 28);
  EXPECT_EQ(t.cells.at("CollabGames")[0].questions, 13);
}

TEST(CoordQAPrompt, MessagesFollowTheTwoDialects) {
  const Dataset d = loadDataset(kReleased);
  const Scenario& s = d.scenarios[48];
  const Question& jp = s.question(Category::JointPlanning);
  auto openai = promptMessages(s, jp, PromptDialect::OpenAI);
  ASSERT_EQ(openai.size(), 4u);
  EXPECT_EQ(openai[0].role, "system");
  EXPECT_EQ(openai[0].content, jp.directive);
  EXPECT_EQ(openai[2].content, "Got it!");
  auto merged = promptMessages(s, jp, PromptDialect::Merged);
  ASSERT_EQ(merged.size(), 3u);
  EXPECT_EQ(merged[0].content, s.gameDescription + "\n" + jp.directive);
  EXPECT_EQ(merged[1].content, "Got it! Please provide me with the scenario.");
  const std::string flat = promptText(s, jp);
  EXPECT_NE(flat.find("Available Actions:"), std::string::npos);
  EXPECT_EQ(parseOptions(flat).size(), jp.options.size());
}

}  // namespace
}  // namespace craftmate::games::coordqa
