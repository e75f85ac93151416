#pragma once
// What an evaluation records: one job (a MineCollab task, or one episode of a text world) and the
// result of running it. Shared by the runner, the results store, the CSV and the report, so that
// `craftmate eval` for MineCollab and for text worlds writes the same thing.

#include <map>
#include <string>

namespace craftmate::tasks {

// A job's identity is its id and its configuration: the same task played by another model, with other
// settings or profiles, is another job (its own result, its own folder); `craftmate report` groups
// jobs by configuration.
struct EvaluationJob {
  std::string id;        // unique within its configuration: the task id (plus "#<k>" for repeat k > 1)
  std::string taskType;  // "cooking", "techtree", "construction", or a text world's name
  int agentCount = 1;
  std::map<std::string, std::string> parameters;     // which job: task file and id, repeat, world parameters
  std::map<std::string, std::string> configuration;  // who plays and how: models, profiles, settings, method
};

struct JobResult {
  // The paper's score: 0/1 for crafting and cooking, 0..100 (match percentage) for construction,
  // a world's own score for text worlds.
  double score = 0;
  bool success = false;
  double seconds = 0;  // wall time of the job; the runner fills it when the callback leaves it 0
  int turns = 0;       // model turns (all agents)
  int messages = 0;    // bot-to-bot messages
  std::string endReason;  // e.g. "Task successful", "Task timeout reached"
  std::map<std::string, double> metrics;  // world-specific extras, by the paper's names
};

// A stored result with its job.
struct JobRecord {
  EvaluationJob job;
  JobResult result;
  std::string finishedAt;  // UTC, ISO 8601
  std::string folder;      // when loaded: the results folder that holds it (a shard's, for a sharded run)
};

}  // namespace craftmate::tasks
