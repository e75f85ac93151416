// The report of `craftmate report`: groups, standard errors, tables and the HTML/SVG page, from a
// results store written by the runner.

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "tasks/evaluation_report.h"
#include "tasks/evaluation_runner.h"
#include "tasks/results_store.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;

JobRecord record(const std::string& id, const std::string& type, int agents, bool success, double score) {
  JobRecord r;
  r.job = {id, type, agents, {}};
  r.result.success = success;
  r.result.score = score;
  r.result.seconds = 10;
  r.result.turns = 4;
  r.result.messages = 2;
  return r;
}

TEST(EvaluationReport, MeanAndStandardError) {
  const auto m = meanWithError({1, 0, 1, 1});
  EXPECT_DOUBLE_EQ(m.mean, 0.75);
  EXPECT_DOUBLE_EQ(m.standardError, 0.25);  // sd 0.5 over sqrt(4)
  EXPECT_EQ(meanWithError({3}).standardError, 0);
  EXPECT_EQ(meanWithError({}).mean, 0);
}

TEST(EvaluationReport, GroupsByTaskTypeAndAgentCountFromAStore) {
  // Results as the runner stores them.
  const auto dir = fs::temp_directory_path() / ("craftmate_report_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  EvaluationOptions options;
  options.outDir = dir.string();
  options.progress = false;
  std::vector<EvaluationJob> jobs = {{"c1", "cooking", 2, {}}, {"c2", "cooking", 2, {}}, {"c3", "cooking", 2, {}},
                                     {"c4", "cooking", 2, {}}, {"c5", "cooking", 3, {}}, {"b1", "construction", 2, {}}};
  runEvaluation(jobs, [](const EvaluationJob& job, const JobContext&) {
    JobResult r;
    r.success = job.id != "c2" && job.id != "b1";
    r.score = job.taskType == "construction" ? 62.5 : (r.success ? 1 : 0);
    r.seconds = 30;
    r.turns = 6;
    r.messages = 3;
    return r;
  }, options);
  const auto groups = summarize({{"gpt-4o", loadResults(dir.string())}});
  ASSERT_EQ(groups.size(), 5u);
  // cooking: 2 agents, 3 agents, all; then construction: 2 agents, all.
  EXPECT_EQ(groups[0].taskType, "construction");
  EXPECT_EQ(groups[0].agentCount, 2);
  EXPECT_EQ(groups[0].score.mean, 62.5);
  EXPECT_EQ(groups[1].agentCount, 0);
  const auto& cooking2 = groups[2];
  EXPECT_EQ(cooking2.taskType, "cooking");
  EXPECT_EQ(cooking2.agentCount, 2);
  EXPECT_EQ(cooking2.jobs, 4);
  EXPECT_DOUBLE_EQ(cooking2.successRate.mean, 0.75);
  EXPECT_DOUBLE_EQ(cooking2.successRate.standardError, 0.25);
  EXPECT_EQ(groups[3].agentCount, 3);
  EXPECT_EQ(groups[4].agentCount, 0);
  EXPECT_EQ(groups[4].jobs, 5);
  EXPECT_DOUBLE_EQ(groups[4].successRate.mean, 0.8);

  const std::string tables = summaryTables(groups);
  EXPECT_NE(tables.find("Task type: cooking\n"), std::string::npos);
  EXPECT_NE(tables.find("gpt-4o  2      4      75.0% ± 25.0"), std::string::npos) << tables;
  EXPECT_NE(tables.find("gpt-4o  all    5      80.0% ± 20.0"), std::string::npos) << tables;
  EXPECT_NE(tables.find("62.50 ± 0.00"), std::string::npos) << tables;
  fs::remove_all(dir);
}

TEST(EvaluationReport, HtmlHasTablesAndOneChartPerTaskType) {
  const std::vector<LabelledResults> runs = {
      {"model <a>", {record("1", "techtree", 2, true, 1), record("2", "techtree", 2, false, 0),
                     record("3", "techtree", 3, true, 1)}},
      {"model b", {record("1", "techtree", 2, true, 1), record("4", "cooking", 2, false, 0)}}};
  const std::string html = htmlReport(summarize(runs), "Run & report");
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("<title>Run &amp; report</title>"), std::string::npos);
  EXPECT_NE(html.find("<td>model &lt;a&gt;</td><td>2</td><td>2</td><td>50.0% ± 50.0</td>"), std::string::npos);
  std::size_t charts = 0;
  for (auto p = html.find("<svg"); p != std::string::npos; p = html.find("<svg", p + 1)) ++charts;
  EXPECT_EQ(charts, 2u);
  // model <a>, 2 agents: a bar of half the 200-pixel plot, with its whisker from 0% to 100%.
  EXPECT_NE(html.find("height=\"100.0\" fill=\"#4e79a7\"><title>model &lt;a&gt;, 2 agents: 50.0% ± 50.0 (n=2)"),
            std::string::npos);
  EXPECT_NE(html.find("y1=\"20.0\" x2=\"82.0\" y2=\"220.0\""), std::string::npos);
}

// One folder holding two configurations of one model: the report keeps them apart and says what
// differs; a second folder with one of the same configurations is told apart by its name.
TEST(EvaluationReport, GroupsByConfiguration) {
  auto withConfiguration = [](JobRecord r, const std::string& model, const std::string& blocking) {
    r.job.configuration = {{"model", model}, {"blocking", blocking}, {"settings", std::string(60, 's')}};
    return r;
  };
  ResultsFolder mixed{"exp1",
                      {withConfiguration(record("c1", "cooking", 2, true, 1), "gpt-4o", "craftmate"),
                       withConfiguration(record("c1", "cooking", 2, false, 0), "gpt-4o", "mindcraft"),
                       withConfiguration(record("c2", "cooking", 2, true, 1), "gpt-4o", "craftmate"),
                       withConfiguration(record("c1", "cooking", 2, true, 1), "llama", "craftmate")}};
  ResultsFolder other{"exp2", {withConfiguration(record("c1", "cooking", 2, true, 1), "llama", "craftmate")}};
  const auto groups = groupByConfiguration({mixed, other});
  ASSERT_EQ(groups.size(), 4u);
  EXPECT_EQ(groups[0].label, "gpt-4o (blocking=craftmate)");
  EXPECT_EQ(groups[0].records.size(), 2u);
  EXPECT_EQ(groups[1].label, "gpt-4o (blocking=mindcraft)");
  EXPECT_EQ(groups[2].label, "llama (exp1)");
  EXPECT_EQ(groups[3].label, "llama (exp2)");
  const auto summary = summarize(groups);
  const auto it = std::find_if(summary.begin(), summary.end(), [](const GroupSummary& g) {
    return g.label == "gpt-4o (blocking=mindcraft)" && g.agentCount == 2;
  });
  ASSERT_NE(it, summary.end());
  EXPECT_EQ(it->jobs, 1);
  EXPECT_EQ(it->successRate.mean, 0) << "the other configuration's successes are not counted here";
  // Only a long value differs: it is named by a short hash.
  auto a = withConfiguration(record("c1", "cooking", 2, true, 1), "gpt-4o", "craftmate");
  auto b = a;
  b.job.configuration["settings"] = std::string(60, 't');
  const auto bySettings = groupByConfiguration({{"exp", {a, b}}});
  ASSERT_EQ(bySettings.size(), 2u);
  EXPECT_TRUE(bySettings[0].label.starts_with("gpt-4o (settings#")) << bySettings[0].label;
  EXPECT_NE(bySettings[0].label, bySettings[1].label);
}

}  // namespace
}  // namespace craftmate::tasks
