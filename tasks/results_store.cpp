#include "tasks/results_store.h"

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "memory/sqlite_file.h"
#include "tasks/evaluation_runner.h"
#include "tasks/shard_folders.h"

namespace craftmate::tasks {

namespace {

using memory::SqliteFile;
using memory::SqliteStatement;

constexpr const char* kTables = R"sql(
CREATE TABLE IF NOT EXISTS results (
  job_key TEXT PRIMARY KEY, job_id TEXT NOT NULL, task_type TEXT NOT NULL, agent_count INTEGER NOT NULL,
  parameters TEXT NOT NULL, configuration TEXT NOT NULL, score REAL NOT NULL, success INTEGER NOT NULL,
  seconds REAL NOT NULL, turns INTEGER NOT NULL, messages INTEGER NOT NULL, end_reason TEXT NOT NULL,
  metrics TEXT NOT NULL, finished_at TEXT NOT NULL, seq INTEGER NOT NULL);
)sql";

constexpr const char* kColumns =
    "job_id, task_type, agent_count, parameters, configuration, score, success, seconds, turns, messages, end_reason, "
    "metrics, finished_at";
// Version 1 had no configuration: its parameters held everything.
constexpr const char* kColumnsV1 =
    "job_id, task_type, agent_count, parameters, '{}', score, success, seconds, turns, messages, end_reason, metrics, "
    "finished_at";

// The version 1 parameters that said who played and how (craftmate eval --tasks and --world wrote them).
const std::set<std::string> kConfigurationNamesV1 = {"model", "models", "profiles", "profiles_dir",
                                                     "settings", "blocking", "agent_method"};

using Map = std::map<std::string, std::string>;

std::vector<JobRecord> readRecords(const SqliteFile& file, int version) {
  std::vector<JobRecord> out;
  const std::string sql = std::string("SELECT ") + (version == 1 ? kColumnsV1 : kColumns) + " FROM results ORDER BY seq";
  SqliteStatement s(file, sql.c_str());
  while (s.step()) {
    JobRecord rec;
    rec.job.id = s.text(0);
    rec.job.taskType = s.text(1);
    rec.job.agentCount = static_cast<int>(s.integer(2));
    rec.job.parameters = nlohmann::json::parse(s.text(3)).get<Map>();
    rec.job.configuration = nlohmann::json::parse(s.text(4)).get<Map>();
    rec.result.score = s.real(5);
    rec.result.success = s.integer(6) != 0;
    rec.result.seconds = s.real(7);
    rec.result.turns = static_cast<int>(s.integer(8));
    rec.result.messages = static_cast<int>(s.integer(9));
    rec.result.endReason = s.text(10);
    rec.result.metrics = nlohmann::json::parse(s.text(11)).get<std::map<std::string, double>>();
    rec.finishedAt = s.text(12);
    if (version == 1)
      for (auto it = rec.job.parameters.begin(); it != rec.job.parameters.end();)
        if (kConfigurationNamesV1.count(it->first)) {
          rec.job.configuration.insert(*it);
          it = rec.job.parameters.erase(it);
        } else {
          ++it;
        }
    out.push_back(std::move(rec));
  }
  return out;
}

void insert(const SqliteFile& file, const JobRecord& record) {
  const auto& job = record.job;
  const auto& r = record.result;
  // One statement is one transaction: the row is there whole or not at all.
  SqliteStatement s(file,
                    "INSERT OR REPLACE INTO results (job_key, job_id, task_type, agent_count, parameters, configuration, "
                    "score, success, seconds, turns, messages, end_reason, metrics, finished_at, seq) VALUES "
                    "(?,?,?,?,?,?,?,?,?,?,?,?,?,?,(SELECT COALESCE(MAX(seq), 0) + 1 FROM results))");
  s.bind(1, jobKey(job))
      .bind(2, job.id)
      .bind(3, job.taskType)
      .bind(4, job.agentCount)
      .bind(5, nlohmann::json(job.parameters).dump())
      .bind(6, nlohmann::json(job.configuration).dump())
      .bind(7, r.score)
      .bind(8, static_cast<int>(r.success))
      .bind(9, r.seconds)
      .bind(10, r.turns)
      .bind(11, r.messages)
      .bind(12, r.endReason)
      .bind(13, nlohmann::json(r.metrics).dump())
      .bind(14, record.finishedAt)
      .step();
}

// Version 1 keyed rows by job id alone; its rows move to the version 2 table in finishing order.
void upgrade(SqliteFile& file, int from) {
  const auto records = readRecords(file, from);
  file.exec("DROP TABLE results");
  file.exec(kTables);
  for (const auto& record : records) insert(file, record);
}

const char* kWhatToDo = "give a folder written by 'craftmate eval --out'";

const memory::SqliteSchema kResultsSchema = {
    "results store",
    ResultsStore::kSchemaVersion,
    kTables,
    kWhatToDo,
    "another shard or evaluation is writing it; it is retried for 30 s",
    30000,  // shards of one evaluation may share the file; their transactions are short
    [](const std::string& message) { throw ResultsStoreError(message); },
    upgrade};

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

std::string jobKey(const EvaluationJob& job) {
  return job.id + "\n" + nlohmann::json(job.parameters).dump() + "\n" + nlohmann::json(job.configuration).dump();
}

ResultsStore::ResultsStore(const std::string& path, Mode mode)
    : path_(path),
      file_(std::make_unique<SqliteFile>(path, mode == Mode::ReadOnly ? SqliteFile::Mode::ReadOnly : SqliteFile::Mode::ReadWrite,
                                         kResultsSchema)) {}

ResultsStore::~ResultsStore() = default;

std::set<std::string> ResultsStore::finishedJobs() const {
  std::set<std::string> keys;
  for (const auto& record : all()) keys.insert(jobKey(record.job));
  return keys;
}

void ResultsStore::store(const JobRecord& record) { insert(*file_, record); }

std::vector<JobRecord> ResultsStore::all() const { return readRecords(*file_, file_->version()); }

std::vector<JobRecord> loadResults(const std::string& outDir) {
  const auto folders = resultFolders(outDir);
  if (folders.empty())
    throw ResultsStoreError(outDir + " holds no results.sqlite (" + kWhatToDo + ")");
  std::vector<JobRecord> out;
  for (const auto& folder : folders) {
    auto records = ResultsStore(resultsDatabasePath(folder), ResultsStore::Mode::ReadOnly).all();
    for (auto& record : records) {
      record.folder = folder;
      out.push_back(std::move(record));
    }
  }
  return out;
}

void writeResultsCsv(const std::vector<JobRecord>& records, const std::string& path) {
  std::set<std::string> parameterNames, configurationNames, metricNames;
  for (const auto& rec : records) {
    for (const auto& [k, v] : rec.job.parameters) parameterNames.insert(k);
    for (const auto& [k, v] : rec.job.configuration) configurationNames.insert(k);
    for (const auto& [k, v] : rec.result.metrics) metricNames.insert(k);
  }
  static std::atomic<int> written{0};
  const std::string temporary = path + ".tmp." + std::to_string(::getpid()) + "." + std::to_string(++written);
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) throw ResultsStoreError("cannot write " + temporary + "; check that the folder is writable");
    out << "job_id,task_type,agent_count,score,success,seconds,turns,messages,end_reason,finished_at";
    for (const auto& name : parameterNames) out << "," << csvField("param:" + name);
    for (const auto& name : configurationNames) out << "," << csvField("config:" + name);
    for (const auto& name : metricNames) out << "," << csvField("metric:" + name);
    out << "\n";
    auto column = [&](const Map& values, const std::string& name) {
      auto it = values.find(name);
      out << "," << (it == values.end() ? "" : csvField(it->second));
    };
    for (const auto& rec : records) {
      const auto& r = rec.result;
      out << csvField(rec.job.id) << "," << csvField(rec.job.taskType) << "," << rec.job.agentCount << ","
          << number(r.score) << "," << (r.success ? 1 : 0) << "," << number(r.seconds) << "," << r.turns << ","
          << r.messages << "," << csvField(r.endReason) << "," << csvField(rec.finishedAt);
      for (const auto& name : parameterNames) column(rec.job.parameters, name);
      for (const auto& name : configurationNames) column(rec.job.configuration, name);
      for (const auto& name : metricNames) {
        auto it = r.metrics.find(name);
        out << "," << (it == r.metrics.end() ? "" : number(it->second));
      }
      out << "\n";
    }
    if (!out.flush()) {
      std::filesystem::remove(temporary);
      throw ResultsStoreError("cannot write " + temporary + " (disk full?)");
    }
  }
  std::filesystem::rename(temporary, path);
}

}  // namespace craftmate::tasks
