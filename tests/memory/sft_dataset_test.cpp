#include "memory/sft_dataset.h"

#include <gtest/gtest.h>

#include <sstream>

#include "tests/memory/temp_dir.h"

namespace craftmate::memory {
namespace {

RunRef scored(const std::string& name, double score, bool finished = true, bool complete = false) {
  RunRef r;
  r.file = name;
  r.run.finished = finished;
  r.run.complete = complete;
  r.run.metrics["score"] = score;
  return r;
}

std::vector<std::string> files(const std::vector<RunRef>& runs) {
  std::vector<std::string> out;
  for (const auto& r : runs) out.push_back(r.file);
  return out;
}

TEST(SftDataset, BinaryScoreKeepsOnlySuccessfulFinishedRuns) {
  const std::vector<RunRef> runs = {scored("a", 0, true, true), scored("b", 9, true, false), scored("c", 0, false, true)};
  EXPECT_EQ(files(selectRuns(runs, {})), (std::vector<std::string>{"a"}));
}

TEST(SftDataset, ContinuousScoreKeepsTheTopQuarter) {
  std::vector<RunRef> runs;
  for (int i = 1; i <= 8; ++i) runs.push_back(scored("r" + std::to_string(i), i));
  DatasetOptions o;
  o.metric = "score";
  EXPECT_EQ(files(selectRuns(runs, o)), (std::vector<std::string>{"r7", "r8"}));  // 8 runs -> best 2, input order
  runs.resize(5);  // 5 runs -> ceil(5/4) = 2 best
  EXPECT_EQ(files(selectRuns(runs, o)), (std::vector<std::string>{"r4", "r5"}));
  runs.resize(1);
  EXPECT_EQ(files(selectRuns(runs, o)), (std::vector<std::string>{"r1"}));
}

TEST(SftDataset, TiesWithTheCutAreKeptAndUnfinishedOrUnscoredRunsAreNot) {
  DatasetOptions o;
  o.metric = "score";
  std::vector<RunRef> runs = {scored("a", 5), scored("b", 9), scored("c", 9), scored("d", 1), scored("e", 20, false)};
  RunRef unscored;
  unscored.file = "f";
  unscored.run.finished = true;
  runs.push_back(unscored);
  // Scored finished runs: 5, 9, 9, 1 -> one kept by count, but "c" ties with "b".
  EXPECT_EQ(files(selectRuns(runs, o)), (std::vector<std::string>{"b", "c"}));
  o.metric = "nonexistent";
  EXPECT_TRUE(selectRuns(runs, o).empty());
}

TEST(SftDataset, ExampleIsSystemThenTurnsThenReply) {
  const agents::ModelCall call{"Alice", "conversing", "m", "SYS", {{"system", "obs"}, {"user", "Bob: go"}, {"assistant", "!a"}},
                               "!b"};
  EXPECT_EQ(sftExample(call), nlohmann::json::parse(R"({"messages": [
      {"role": "system", "content": "SYS"}, {"role": "system", "content": "obs"},
      {"role": "user", "content": "Bob: go"}, {"role": "assistant", "content": "!a"},
      {"role": "assistant", "content": "!b"}]})"));
}

TEST(SftDataset, ExportWritesOneLinePerConversingCallOfKeptRuns) {
  testing::TempDir dir;
  const std::string path = dir.file("run.sqlite");
  {
    RunStore store(path);
    store.beginRun("w", {});
    store.modelCall({"A", "conversing", "m", "S1", {}, "first"});
    store.modelCall({"A", "saving_memory", "m", "S2", {}, "summary"});
    store.endRun(true, {}, 1, "world ended");
    store.beginRun("w", {});  // a second, failed run in the same file
    store.modelCall({"A", "conversing", "m", "S3", {}, "failed"});
    store.endRun(false, {}, 1, "world ended");
  }
  std::ostringstream out;
  const DatasetReport report = exportDataset({dir.path().string()}, {}, out);
  EXPECT_EQ(report.runs, 2);
  EXPECT_EQ(report.keptRuns, 1);
  EXPECT_EQ(report.examples, 1);
  EXPECT_EQ(out.str(), sftExample({"A", "conversing", "m", "S1", {}, "first"}).dump() + "\n");
}

TEST(SftDataset, FolderWithoutRunIsAClearError) {
  testing::TempDir dir;
  std::ostringstream out;
  try {
    exportDataset({dir.path().string()}, {}, out);
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("has no run.sqlite"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::memory
