#pragma once
// One sqlite file with a versioned schema, as craftmate's stores keep them (memory/run_store.h,
// tasks/results_store.h): opened read-write (created, WAL, schema written when new, an older version
// upgraded) or read-only (must already hold a schema; an older one is read as it is, see version());
// PRAGMA user_version is the schema version, a newer one is refused. Every failure throws the store's own error type with a message that names the
// file, says what went wrong and what to do.
//
//   SqliteFile db(path, SqliteFile::Mode::ReadWrite, kResultsSchema);
//   SqliteStatement s(db, "SELECT job_id FROM results");
//   while (s.step()) ids.insert(s.text(0));

#include <cstdint>
#include <functional>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace craftmate::memory {

class SqliteFile;

// What a store's files are: the start of its messages, its tables, and how to report a failure.
struct SqliteSchema {
  std::string kind;          // "run store", "results store"
  int version = 1;           // PRAGMA user_version of the files this code writes
  const char* tables = "";   // created in a new file
  std::string whatToDo;      // advice for a file that is not one of ours, e.g. "give a folder written by ..."
  std::string whenBusy;      // advice when another process holds the lock
  int busyTimeoutMs = 2000;  // how long a write waits for another writer before failing
  // Throws the store's own error type; must not return.
  void (*raise)(const std::string& message) = nullptr;
  // Upgrades a file of an older version (1 <= from < version) inside the opening transaction.
  std::function<void(SqliteFile&, int from)> upgrade;
};

class SqliteFile {
 public:
  enum class Mode { ReadWrite, ReadOnly };
  SqliteFile(const std::string& path, Mode mode, const SqliteSchema& schema);
  ~SqliteFile();
  SqliteFile(const SqliteFile&) = delete;
  SqliteFile& operator=(const SqliteFile&) = delete;

  // Runs SQL without results; on failure rolls back an open transaction and throws.
  void exec(const std::string& sql);
  // Throws the store's error for the last sqlite failure: "<kind> <path>: <sqlite's message> (<advice>)".
  [[noreturn]] void fail(const std::string& doing = "") const;
  bool hasTable(const std::string& name) const;
  // The file's schema version: the current one once opened read-write, as found when read-only.
  int version() const { return version_; }
  const std::string& path() const { return path_; }
  sqlite3* handle() const { return db_; }

 private:
  [[noreturn]] void raise(const std::string& message) const;
  std::string path_;
  SqliteSchema schema_;
  sqlite3* db_ = nullptr;
  int version_ = 0;
};

// A prepared statement that finalises itself; failures throw through its file.
class SqliteStatement {
 public:
  SqliteStatement(const SqliteFile& file, const char* sql);
  ~SqliteStatement();
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  SqliteStatement& bind(int i, const std::string& text);
  SqliteStatement& bind(int i, std::int64_t value);
  SqliteStatement& bind(int i, int value) { return bind(i, static_cast<std::int64_t>(value)); }
  SqliteStatement& bind(int i, double value);
  // True while a row is available; throws on failure.
  bool step();
  std::string text(int col) const;
  std::int64_t integer(int col) const;
  double real(int col) const;
  bool isNull(int col) const;

 private:
  const SqliteFile& file_;
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace craftmate::memory
