#pragma once
// `craftmate report DIR...`: the paper's summary of evaluation results — by task type and agent
// count, success rate and mean score with standard errors — as text tables and as an HTML page with
// SVG bar charts drawn by this code (no scripts, no external files: the page opens anywhere).

#include <string>
#include <vector>

#include "tasks/evaluation_result.h"

namespace craftmate::tasks {

// Records of one configuration, labelled for the report.
struct LabelledResults {
  std::string label;
  std::vector<JobRecord> records;
};

// The records of one folder given to `craftmate report` (a sharded folder is one), with its name.
struct ResultsFolder {
  std::string name;
  std::vector<JobRecord> records;
};

// One group per folder and configuration, labelled by the configuration's model; where two groups
// share a model, the label adds what differs (e.g. "gpt-4o (blocking=mindcraft)", a long value by a
// short hash: "settings#3fa2b1"), and the folder's name when nothing does. Records without a
// configuration (older stores) count as one configuration labelled by their model or folder name.
std::vector<LabelledResults> groupByConfiguration(const std::vector<ResultsFolder>& folders);

// A mean with its standard error (sample standard deviation / sqrt(n); 0 when n < 2).
struct MeanWithError {
  double mean = 0;
  double standardError = 0;
};
MeanWithError meanWithError(const std::vector<double>& values);

struct GroupSummary {
  std::string label;
  std::string taskType;
  int agentCount = 0;  // 0: all team sizes together
  int jobs = 0;
  MeanWithError successRate;  // of 0/1 successes
  MeanWithError score;
  MeanWithError seconds;
  MeanWithError turns;
  MeanWithError messages;
};

// One row per (label, task type, agent count), then one per (label, task type) over all agent
// counts (agentCount = 0); sorted by label, task type, agent count.
std::vector<GroupSummary> summarize(const std::vector<LabelledResults>& results);

// Plain-text tables for the terminal: one per task type, rows by label and agent count.
std::string summaryTables(const std::vector<GroupSummary>& groups);

// A job of the report's job list, linked to its own page (a path relative to the report) when it
// has one.
struct JobLink {
  std::string label;
  JobRecord record;
  std::string href;
};

// A self-contained HTML report: the tables, per task type an SVG chart of success rate by agent
// count (one bar per label, ±1 standard error), and, when given, every job with its score and link.
std::string htmlReport(const std::vector<GroupSummary>& groups, const std::string& title,
                       const std::vector<JobLink>& jobs = {});

}  // namespace craftmate::tasks
