#include "memory/run_store.h"

#include <sqlite3.h>

#include <chrono>
#include <cstdio>
#include <ctime>

#include "memory/sqlite_file.h"

namespace craftmate::memory {

namespace {

// Version 1 tables. Turns, params, metrics and state are JSON text: they are read back whole.
constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS runs (
  id INTEGER PRIMARY KEY, world TEXT NOT NULL, params TEXT NOT NULL, started_at TEXT NOT NULL,
  ended_at TEXT, complete INTEGER, metrics TEXT, turns INTEGER, end_reason TEXT);
CREATE TABLE IF NOT EXISTS agents (
  run_id INTEGER NOT NULL REFERENCES runs(id), name TEXT NOT NULL, model TEXT NOT NULL,
  profile TEXT NOT NULL, PRIMARY KEY (run_id, name));
CREATE TABLE IF NOT EXISTS model_calls (
  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), agent TEXT NOT NULL,
  purpose TEXT NOT NULL, model TEXT NOT NULL, system TEXT NOT NULL, turns TEXT NOT NULL,
  reply TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS commands (
  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), agent TEXT NOT NULL,
  command TEXT NOT NULL, output TEXT NOT NULL, accepted INTEGER NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), sender TEXT NOT NULL,
  recipient TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS agent_state (
  agent TEXT PRIMARY KEY, state TEXT NOT NULL, saved_at TEXT NOT NULL);
)sql";

// With microseconds, so a timeline can order the records of different tables (each write is its
// own transaction, which takes longer than that).
// Added after version 1 shipped: every writer creates it, files written before lack it (read as none).
constexpr const char* kFinalInventories =
    "CREATE TABLE IF NOT EXISTS final_inventories (run_id INTEGER NOT NULL REFERENCES runs(id), "
    "agent TEXT NOT NULL, items TEXT NOT NULL, PRIMARY KEY (run_id, agent))";

// Added with !newAction (like final_inventories): each coder attempt's code and outcome.
constexpr const char* kCodeAttempts =
    "CREATE TABLE IF NOT EXISTS code_attempts (id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), "
    "agent TEXT NOT NULL, attempt INTEGER NOT NULL, code TEXT NOT NULL, outcome TEXT NOT NULL, "
    "feedback TEXT NOT NULL, at TEXT NOT NULL)";

std::string nowUtc() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const auto us = std::chrono::duration_cast<std::chrono::microseconds>(now.time_since_epoch()).count() % 1000000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  char out[48];
  std::snprintf(out, sizeof out, "%s.%06dZ", buf, static_cast<int>(us));
  return out;
}

const SqliteSchema kRunStoreSchema = {
    "run store",
    RunStore::kSchemaVersion,
    kSchema,
    "give a run folder written by 'craftmate run --out'",
    "another process is writing this run; wait for it to finish or use another --out folder",
    2000,  // a locked file waits briefly for the other writer, then fails with a clear message
    [](const std::string& message) { throw RunStoreError(message); },
    nullptr};

}  // namespace

RunStore::RunStore(const std::string& path, Mode mode)
    : path_(path),
      file_(std::make_unique<SqliteFile>(path, mode == Mode::ReadOnly ? SqliteFile::Mode::ReadOnly : SqliteFile::Mode::ReadWrite,
                                         kRunStoreSchema)) {
  if (mode == Mode::ReadWrite) {
    file_->exec("PRAGMA foreign_keys=ON");
    file_->exec(kFinalInventories);
    file_->exec(kCodeAttempts);
  }
}

RunStore::~RunStore() = default;

void RunStore::requireRun(const char* what) const {
  if (runId_ == 0) throw RunStoreError(std::string("run store: ") + what + " before beginRun()");
}

std::int64_t RunStore::beginRun(const std::string& world, const nlohmann::json& params) {
  SqliteStatement s(*file_, "INSERT INTO runs (world, params, started_at) VALUES (?, ?, ?)");
  s.bind(1, world).bind(2, params.dump()).bind(3, nowUtc()).step();
  runId_ = sqlite3_last_insert_rowid(file_->handle());
  return runId_;
}

void RunStore::addAgent(const std::string& name, const std::string& model, const nlohmann::json& profile) {
  requireRun("addAgent");
  SqliteStatement s(*file_, "INSERT OR REPLACE INTO agents (run_id, name, model, profile) VALUES (?, ?, ?, ?)");
  s.bind(1, runId_).bind(2, name).bind(3, model).bind(4, profile.dump()).step();
}

void RunStore::endRun(bool complete, const std::map<std::string, double>& metrics, int turns,
                      const std::string& endReason) {
  requireRun("endRun");
  nlohmann::json m = nlohmann::json::object();
  for (const auto& [k, v] : metrics) m[k] = v;
  SqliteStatement s(*file_,
              "UPDATE runs SET ended_at = ?, complete = ?, metrics = ?, turns = ?, end_reason = ? WHERE id = ?");
  s.bind(1, nowUtc()).bind(2, std::int64_t{complete}).bind(3, m.dump()).bind(4, std::int64_t{turns});
  s.bind(5, endReason).bind(6, runId_).step();
}

void RunStore::modelCall(const agents::ModelCall& call) {
  requireRun("modelCall");
  nlohmann::json turns = nlohmann::json::array();
  for (const auto& t : call.turns) turns.push_back({{"role", t.role}, {"content", t.content}});
  SqliteStatement s(*file_,
              "INSERT INTO model_calls (run_id, agent, purpose, model, system, turns, reply, at) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, runId_).bind(2, call.agent).bind(3, call.purpose).bind(4, call.model).bind(5, call.system);
  s.bind(6, turns.dump()).bind(7, call.reply).bind(8, nowUtc()).step();
}

void RunStore::command(const agents::CommandRecord& record) {
  requireRun("command");
  SqliteStatement s(*file_,
              "INSERT INTO commands (run_id, agent, command, output, accepted, at) VALUES (?, ?, ?, ?, ?, ?)");
  s.bind(1, runId_).bind(2, record.agent).bind(3, record.command).bind(4, record.output);
  s.bind(5, std::int64_t{record.accepted}).bind(6, nowUtc()).step();
}

void RunStore::message(const agents::MessageRecord& record) {
  requireRun("message");
  SqliteStatement s(*file_, "INSERT INTO messages (run_id, sender, recipient, text, at) VALUES (?, ?, ?, ?, ?)");
  s.bind(1, runId_).bind(2, record.from).bind(3, record.to).bind(4, record.text).bind(5, nowUtc()).step();
}

void RunStore::codeAttempt(const agents::CodeAttempt& a) {
  requireRun("codeAttempt");
  SqliteStatement s(*file_,
              "INSERT INTO code_attempts (run_id, agent, attempt, code, outcome, feedback, at) VALUES (?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, runId_).bind(2, a.agent).bind(3, std::int64_t{a.attempt}).bind(4, a.code).bind(5, a.outcome);
  s.bind(6, a.feedback).bind(7, nowUtc()).step();
}

std::vector<agents::CodeAttempt> RunStore::codeAttempts() const {
  std::vector<agents::CodeAttempt> out;
  if (!file_->hasTable("code_attempts")) return out;  // files written before !newAction
  SqliteStatement s(*file_, "SELECT agent, attempt, code, outcome, feedback FROM code_attempts ORDER BY id");
  while (s.step()) out.push_back({s.text(0), static_cast<int>(s.integer(1)), s.text(2), s.text(3), s.text(4)});
  return out;
}

void RunStore::saveAgentState(const std::string& agent, const nlohmann::json& state) {
  SqliteStatement s(*file_, "INSERT OR REPLACE INTO agent_state (agent, state, saved_at) VALUES (?, ?, ?)");
  s.bind(1, agent).bind(2, state.dump()).bind(3, nowUtc()).step();
}

std::optional<nlohmann::json> RunStore::loadAgentState(const std::string& agent) {
  if (!loadMemory_) return std::nullopt;
  SqliteStatement s(*file_, "SELECT state FROM agent_state WHERE agent = ?");
  s.bind(1, agent);
  if (!s.step()) return std::nullopt;
  try {
    return nlohmann::json::parse(s.text(0));
  } catch (const nlohmann::json::exception& e) {
    throw RunStoreError("run store " + path_ + ": saved state of agent '" + agent + "' is not JSON (" + e.what() +
                        "); start without load_memory");
  }
}

std::vector<RunRecord> RunStore::runs() const {
  std::vector<RunRecord> out;
  SqliteStatement s(*file_,
              "SELECT id, world, params, started_at, ended_at, complete, metrics, turns, end_reason FROM runs "
              "ORDER BY id");
  while (s.step()) {
    RunRecord r;
    r.id = s.integer(0);
    r.world = s.text(1);
    r.params = nlohmann::json::parse(s.text(2));
    r.startedAt = s.text(3);
    r.finished = !s.isNull(4);
    r.endedAt = s.text(4);
    r.complete = s.integer(5) != 0;
    if (!s.isNull(6)) {
      const nlohmann::json metrics = nlohmann::json::parse(s.text(6));  // named: items() must not outlive it
      for (const auto& [k, v] : metrics.items()) r.metrics[k] = v.get<double>();
    }
    r.turns = static_cast<int>(s.integer(7));
    r.endReason = s.text(8);
    SqliteStatement a(*file_, "SELECT name, model FROM agents WHERE run_id = ? ORDER BY rowid");
    a.bind(1, r.id);
    while (a.step()) r.models[a.text(0)] = a.text(1);
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<StoredModelCall> RunStore::modelCalls() const {
  std::vector<StoredModelCall> out;
  SqliteStatement s(*file_,
              "SELECT run_id, agent, purpose, model, system, turns, reply FROM model_calls ORDER BY id");
  while (s.step()) {
    StoredModelCall c;
    c.runId = s.integer(0);
    c.call.agent = s.text(1);
    c.call.purpose = s.text(2);
    c.call.model = s.text(3);
    c.call.system = s.text(4);
    for (const auto& t : nlohmann::json::parse(s.text(5))) {
      c.call.turns.push_back({t.at("role").get<std::string>(), t.at("content").get<std::string>()});
    }
    c.call.reply = s.text(6);
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<agents::CommandRecord> RunStore::commands() const {
  std::vector<agents::CommandRecord> out;
  SqliteStatement s(*file_, "SELECT agent, command, output, accepted FROM commands ORDER BY id");
  while (s.step()) out.push_back({s.text(0), s.text(1), s.text(2), s.integer(3) != 0});
  return out;
}

std::vector<agents::MessageRecord> RunStore::messages() const {
  std::vector<agents::MessageRecord> out;
  SqliteStatement s(*file_, "SELECT sender, recipient, text FROM messages ORDER BY id");
  while (s.step()) out.push_back({s.text(0), s.text(1), s.text(2)});
  return out;
}

std::vector<std::string> RunStore::agentNames() const {
  std::vector<std::string> out;
  SqliteStatement s(*file_, "SELECT DISTINCT name FROM agents ORDER BY rowid");
  while (s.step()) out.push_back(s.text(0));
  return out;
}

std::vector<TimedRecord> RunStore::timeline() const {
  // One query over the three tables; ties in time keep each table's order (its id), model calls first.
  SqliteStatement s(*file_,
              "SELECT 0 AS kind, id, run_id, at, agent, purpose, model, system, turns, reply, 1 FROM model_calls "
              "UNION ALL SELECT 1, id, run_id, at, agent, command, output, '', '', '', accepted FROM commands "
              "UNION ALL SELECT 2, id, run_id, at, sender, recipient, text, '', '', '', 1 FROM messages "
              "ORDER BY 4, 1, 2");
  std::vector<TimedRecord> out;
  while (s.step()) {
    TimedRecord r;
    r.runId = s.integer(2);
    r.at = s.text(3);
    switch (s.integer(0)) {
      case 0: {
        agents::ModelCall c{s.text(4), s.text(5), s.text(6), s.text(7), {}, s.text(9)};
        for (const auto& t : nlohmann::json::parse(s.text(8)))
          c.turns.push_back({t.at("role").get<std::string>(), t.at("content").get<std::string>()});
        r.record = std::move(c);
        break;
      }
      case 1:
        r.record = agents::CommandRecord{s.text(4), s.text(5), s.text(6), s.integer(10) != 0};
        break;
      default:
        r.record = agents::MessageRecord{s.text(4), s.text(5), s.text(6)};
    }
    out.push_back(std::move(r));
  }
  return out;
}

void RunStore::finalInventory(const std::string& agent, const std::map<std::string, int>& items) {
  requireRun("finalInventory");
  SqliteStatement s(*file_, "INSERT OR REPLACE INTO final_inventories (run_id, agent, items) VALUES (?, ?, ?)");
  s.bind(1, runId_).bind(2, agent).bind(3, nlohmann::json(items).dump()).step();
}

std::map<std::string, std::map<std::string, int>> RunStore::finalInventories() const {
  std::map<std::string, std::map<std::string, int>> out;
  if (!file_->hasTable("final_inventories")) return out;  // files written before the table existed
  SqliteStatement s(*file_, "SELECT agent, items FROM final_inventories ORDER BY run_id");
  while (s.step()) out[s.text(0)] = nlohmann::json::parse(s.text(1)).get<std::map<std::string, int>>();
  return out;
}

}  // namespace craftmate::memory
