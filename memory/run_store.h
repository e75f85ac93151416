#pragma once
// One sqlite file per run folder (DIR/run.sqlite): the run's world, parameters, models, times and
// final score; its agents; every model call, command and bot message; and each agent's saved state
// (MINDcraft's memory.json, mindcraft.md §5.3). Every write is its own transaction in WAL mode, so a
// writer killed mid-run leaves a file holding everything written before the kill.
//
// A file may hold several runs: resuming with load_memory into the same folder adds a second run row
// while the agents' state carries over. Records point at the run they belong to.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/agent_state_store.h"
#include "agents/trajectory_sink.h"

namespace craftmate::memory {

class SqliteFile;

// Anything wrong with the file: not a sqlite file, a newer schema, locked by another writer.
class RunStoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct RunRecord {
  std::int64_t id = 0;
  std::string world;
  nlohmann::json params = nlohmann::json::object();
  nlohmann::json models = nlohmann::json::object();  // agent name -> ChatModel::describe()
  std::string startedAt;                              // UTC, ISO 8601
  std::string endedAt;                                // empty while running (or after a crash)
  bool finished = false;
  bool complete = false;
  std::map<std::string, double> metrics;
  int turns = 0;
  std::string endReason;
};

struct StoredModelCall {
  std::int64_t runId = 0;
  agents::ModelCall call;
};

// One record of the trajectory with the run it belongs to and when it was written (timelines).
struct TimedRecord {
  std::int64_t runId = 0;
  std::string at;  // UTC, ISO 8601 with microseconds (whole seconds in files written before them)
  std::variant<agents::ModelCall, agents::CommandRecord, agents::MessageRecord> record;
};

class RunStore final : public agents::TrajectorySink, public agents::AgentStateStore {
 public:
  static constexpr int kSchemaVersion = 1;
  enum class Mode { ReadWrite, ReadOnly };

  // Opens (ReadWrite: creates) the file; throws RunStoreError saying what is wrong and what to do.
  explicit RunStore(const std::string& path, Mode mode = Mode::ReadWrite);
  ~RunStore() override;
  RunStore(const RunStore&) = delete;
  RunStore& operator=(const RunStore&) = delete;

  // A run's life: begin (records start time), agents join, end (score, end time).
  std::int64_t beginRun(const std::string& world, const nlohmann::json& params);
  void addAgent(const std::string& name, const std::string& model, const nlohmann::json& profile);
  void endRun(bool complete, const std::map<std::string, double>& metrics, int turns, const std::string& endReason);
  // An agent's inventory (item -> count) as the current run ended, for the job pages.
  void finalInventory(const std::string& agent, const std::map<std::string, int>& items);

  // agents::TrajectorySink: recorded against the current run.
  void modelCall(const agents::ModelCall& call) override;
  void command(const agents::CommandRecord& record) override;
  void message(const agents::MessageRecord& record) override;
  void codeAttempt(const agents::CodeAttempt& attempt) override;

  // agents::AgentStateStore. Loading answers nothing unless enabled (MINDcraft's load_memory), so a
  // fresh run never picks up a previous run's memory by accident.
  void saveAgentState(const std::string& agent, const nlohmann::json& state) override;
  std::optional<nlohmann::json> loadAgentState(const std::string& agent) override;
  void setLoadMemory(bool enabled) { loadMemory_ = enabled; }

  // Reading back (the dataset export and tests).
  std::vector<RunRecord> runs() const;
  std::vector<StoredModelCall> modelCalls() const;
  std::vector<agents::CommandRecord> commands() const;
  std::vector<agents::MessageRecord> messages() const;
  // !newAction's attempts in the order written (none for files written before them).
  std::vector<agents::CodeAttempt> codeAttempts() const;
  std::vector<std::string> agentNames() const;
  // Every model call, command and message in the order written (by time, then as written).
  std::vector<TimedRecord> timeline() const;
  // Each agent's final inventory (of the latest run that recorded one); none for older files.
  std::map<std::string, std::map<std::string, int>> finalInventories() const;
  const std::string& path() const { return path_; }

 private:
  void requireRun(const char* what) const;

  std::string path_;
  std::unique_ptr<SqliteFile> file_;
  std::int64_t runId_ = 0;
  bool loadMemory_ = false;
};

}  // namespace craftmate::memory
