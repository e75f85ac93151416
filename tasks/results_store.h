#pragma once
// DIR/results.sqlite: one row per finished evaluation job. Each result is written in one transaction
// (WAL mode), so a process killed mid-job leaves no trace of that job and every earlier one intact;
// several shards may write the same file at once (they wait for each other's short transactions).

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "tasks/evaluation_result.h"

struct sqlite3;

namespace craftmate::tasks {

class ResultsStoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ResultsStore {
 public:
  static constexpr int kSchemaVersion = 1;
  enum class Mode { ReadWrite, ReadOnly };

  // Opens (ReadWrite: creates) the file; throws ResultsStoreError saying what is wrong and what to do.
  explicit ResultsStore(const std::string& path, Mode mode = Mode::ReadWrite);
  ~ResultsStore();
  ResultsStore(const ResultsStore&) = delete;
  ResultsStore& operator=(const ResultsStore&) = delete;

  std::set<std::string> finishedJobIds() const;
  // Stores a finished job; a job id stored before is replaced (a deliberate re-run).
  void store(const JobRecord& record);
  std::vector<JobRecord> all() const;  // in the order they finished
  const std::string& path() const { return path_; }

 private:
  void exec(const char* sql);
  std::string path_;
  sqlite3* db_ = nullptr;
};

// Reads DIR/results.sqlite; throws ResultsStoreError when the folder holds none.
std::vector<JobRecord> loadResults(const std::string& outDir);

// The CSV of `craftmate eval`: one line per job with a header; parameters and metrics get one column
// per name used by any record (sorted), so a spreadsheet can filter on them.
void writeResultsCsv(const std::vector<JobRecord>& records, const std::string& path);

}  // namespace craftmate::tasks
