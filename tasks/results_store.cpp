#include "tasks/results_store.h"

#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "tasks/evaluation_runner.h"

namespace craftmate::tasks {

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS results (
  job_id TEXT PRIMARY KEY, task_type TEXT NOT NULL, agent_count INTEGER NOT NULL, parameters TEXT NOT NULL,
  score REAL NOT NULL, success INTEGER NOT NULL, seconds REAL NOT NULL, turns INTEGER NOT NULL,
  messages INTEGER NOT NULL, end_reason TEXT NOT NULL, metrics TEXT NOT NULL, finished_at TEXT NOT NULL,
  seq INTEGER NOT NULL);
)sql";

const char* kWhatToDo = " (give a folder written by 'craftmate eval --out')";

class Statement {
 public:
  Statement(sqlite3* db, const std::string& path, const char* sql) : db_(db), path_(path) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) fail();
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& text) {
    sqlite3_bind_text(stmt_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& bind(int i, double value) {
    sqlite3_bind_double(stmt_, i, value);
    return *this;
  }
  Statement& bind(int i, long long value) {
    sqlite3_bind_int64(stmt_, i, value);
    return *this;
  }
  bool step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) fail();
    return false;
  }
  std::string text(int col) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
    return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(stmt_, col))) : std::string();
  }
  long long integer(int col) const { return sqlite3_column_int64(stmt_, col); }
  double real(int col) const { return sqlite3_column_double(stmt_, col); }

 private:
  [[noreturn]] void fail() const {
    throw ResultsStoreError("results store " + path_ + ": " + sqlite3_errmsg(db_) + kWhatToDo);
  }
  sqlite3* db_;
  const std::string& path_;
  sqlite3_stmt* stmt_ = nullptr;
};

std::string csvField(const std::string& value) {
  if (value.find_first_of(",\"\n\r") == std::string::npos) return value;
  std::string out = "\"";
  for (char c : value) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string number(double v) {
  nlohmann::json j = v;  // shortest text that reads back as the same double
  return j.dump();
}

}  // namespace

ResultsStore::ResultsStore(const std::string& path, Mode mode) : path_(path) {
  const int flags = mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw ResultsStoreError("cannot open results store " + path + ": " + why + kWhatToDo);
  }
  // Shards of one evaluation share the file; their transactions are short, so waiting is cheap.
  sqlite3_busy_timeout(db_, 30000);
  try {
    int version = 0;
    {
      Statement s(db_, path_, "PRAGMA user_version");
      if (s.step()) version = static_cast<int>(s.integer(0));
    }
    if (version > kSchemaVersion)
      throw ResultsStoreError("results store " + path + " has schema version " + std::to_string(version) +
                              ", newer than this craftmate understands; use a newer craftmate");
    if (mode == Mode::ReadWrite) {
      exec("PRAGMA journal_mode=WAL");
      exec("PRAGMA synchronous=NORMAL");
      if (version == 0) {
        exec("BEGIN IMMEDIATE");
        exec(kSchema);
        exec(("PRAGMA user_version=" + std::to_string(kSchemaVersion)).c_str());
        exec("COMMIT");
      }
    } else if (version == 0) {
      throw ResultsStoreError("results store " + path + " is empty or not a craftmate results file" + kWhatToDo);
    }
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

ResultsStore::~ResultsStore() {
  if (db_) sqlite3_close(db_);
}

void ResultsStore::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    const std::string what = "results store " + path_ + ": " + (err ? err : "unknown error") + kWhatToDo;
    sqlite3_free(err);
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw ResultsStoreError(what);
  }
}

std::set<std::string> ResultsStore::finishedJobIds() const {
  std::set<std::string> ids;
  Statement s(db_, path_, "SELECT job_id FROM results");
  while (s.step()) ids.insert(s.text(0));
  return ids;
}

void ResultsStore::store(const JobRecord& record) {
  const auto& job = record.job;
  const auto& r = record.result;
  // One statement is one transaction: the row is there whole or not at all.
  Statement s(db_, path_,
              "INSERT OR REPLACE INTO results (job_id, task_type, agent_count, parameters, score, success, seconds, "
              "turns, messages, end_reason, metrics, finished_at, seq) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,"
              "(SELECT COALESCE(MAX(seq), 0) + 1 FROM results))");
  s.bind(1, job.id)
      .bind(2, job.taskType)
      .bind(3, static_cast<long long>(job.agentCount))
      .bind(4, nlohmann::json(job.parameters).dump())
      .bind(5, r.score)
      .bind(6, static_cast<long long>(r.success))
      .bind(7, r.seconds)
      .bind(8, static_cast<long long>(r.turns))
      .bind(9, static_cast<long long>(r.messages))
      .bind(10, r.endReason)
      .bind(11, nlohmann::json(r.metrics).dump())
      .bind(12, record.finishedAt)
      .step();
}

std::vector<JobRecord> ResultsStore::all() const {
  std::vector<JobRecord> out;
  Statement s(db_, path_,
              "SELECT job_id, task_type, agent_count, parameters, score, success, seconds, turns, messages, "
              "end_reason, metrics, finished_at FROM results ORDER BY seq");
  while (s.step()) {
    JobRecord rec;
    rec.job.id = s.text(0);
    rec.job.taskType = s.text(1);
    rec.job.agentCount = static_cast<int>(s.integer(2));
    rec.job.parameters = nlohmann::json::parse(s.text(3)).get<std::map<std::string, std::string>>();
    rec.result.score = s.real(4);
    rec.result.success = s.integer(5) != 0;
    rec.result.seconds = s.real(6);
    rec.result.turns = static_cast<int>(s.integer(7));
    rec.result.messages = static_cast<int>(s.integer(8));
    rec.result.endReason = s.text(9);
    rec.result.metrics = nlohmann::json::parse(s.text(10)).get<std::map<std::string, double>>();
    rec.finishedAt = s.text(11);
    out.push_back(std::move(rec));
  }
  return out;
}

std::vector<JobRecord> loadResults(const std::string& outDir) {
  const std::string path = resultsDatabasePath(outDir);
  if (!std::filesystem::exists(path))
    throw ResultsStoreError(outDir + " holds no results.sqlite" + kWhatToDo);
  return ResultsStore(path, ResultsStore::Mode::ReadOnly).all();
}

void writeResultsCsv(const std::vector<JobRecord>& records, const std::string& path) {
  std::set<std::string> parameterNames, metricNames;
  for (const auto& rec : records) {
    for (const auto& [k, v] : rec.job.parameters) parameterNames.insert(k);
    for (const auto& [k, v] : rec.result.metrics) metricNames.insert(k);
  }
  // Written beside and renamed, so a reader never sees half a file.
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) throw ResultsStoreError("cannot write " + temporary + "; check that the folder is writable");
    out << "job_id,task_type,agent_count,score,success,seconds,turns,messages,end_reason,finished_at";
    for (const auto& name : parameterNames) out << "," << csvField("param:" + name);
    for (const auto& name : metricNames) out << "," << csvField("metric:" + name);
    out << "\n";
    for (const auto& rec : records) {
      const auto& r = rec.result;
      out << csvField(rec.job.id) << "," << csvField(rec.job.taskType) << "," << rec.job.agentCount << ","
          << number(r.score) << "," << (r.success ? 1 : 0) << "," << number(r.seconds) << "," << r.turns << ","
          << r.messages << "," << csvField(r.endReason) << "," << csvField(rec.finishedAt);
      for (const auto& name : parameterNames) {
        auto it = rec.job.parameters.find(name);
        out << "," << (it == rec.job.parameters.end() ? "" : csvField(it->second));
      }
      for (const auto& name : metricNames) {
        auto it = r.metrics.find(name);
        out << "," << (it == r.metrics.end() ? "" : number(it->second));
      }
      out << "\n";
    }
    if (!out.flush()) throw ResultsStoreError("cannot write " + temporary + " (disk full?)");
  }
  std::filesystem::rename(temporary, path);
}

}  // namespace craftmate::tasks
