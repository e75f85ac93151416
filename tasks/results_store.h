#pragma once
// DIR/results.sqlite: one row per finished evaluation job, keyed by the job's identity (its id,
// parameters and configuration: tasks/evaluation_result.h). Each result is written in one transaction
// (WAL mode), so a process killed mid-job leaves no trace of that job and every earlier one intact;
// several shards may write the same file at once (they wait for each other's short transactions).
// Schema 2 added the configuration; a version 1 file is read as it is and upgraded when written.

#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "tasks/evaluation_result.h"

namespace craftmate::memory {
class SqliteFile;
}

namespace craftmate::tasks {

class ResultsStoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ResultsStore {
 public:
  static constexpr int kSchemaVersion = 2;
  enum class Mode { ReadWrite, ReadOnly };

  // Opens (ReadWrite: creates) the file; throws ResultsStoreError saying what is wrong and what to do.
  explicit ResultsStore(const std::string& path, Mode mode = Mode::ReadWrite);
  ~ResultsStore();
  ResultsStore(const ResultsStore&) = delete;
  ResultsStore& operator=(const ResultsStore&) = delete;

  // The identities (jobKey) of the jobs stored.
  std::set<std::string> finishedJobs() const;
  // Stores a finished job; the same job stored before is replaced (a deliberate re-run).
  void store(const JobRecord& record);
  std::vector<JobRecord> all() const;  // in the order they finished
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::unique_ptr<memory::SqliteFile> file_;
};

// A job's identity as text: its id, parameters and configuration.
std::string jobKey(const EvaluationJob& job);

// Reads DIR/results.sqlite, or for a sharded evaluation (`craftmate eval --slurm`) every
// DIR/shards/<i>/results.sqlite in shard order; each record's `folder` says where it came from.
// Throws ResultsStoreError when the folder holds neither.
std::vector<JobRecord> loadResults(const std::string& outDir);

// The CSV of `craftmate eval`: one line per job with a header; parameters, configuration entries and
// metrics get one column per name used by any record (sorted), so a spreadsheet can filter on them.
// Written beside under a name of this process's own and renamed, so that a reader never sees half a
// file and two processes writing the same CSV never write into one temporary file.
void writeResultsCsv(const std::vector<JobRecord>& records, const std::string& path);

}  // namespace craftmate::tasks
