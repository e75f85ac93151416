#include "memory/sqlite_file.h"

#include <sqlite3.h>

#include <stdexcept>

namespace craftmate::memory {

namespace {

std::string advice(const std::string& text) { return text.empty() ? "" : " (" + text + ")"; }

}  // namespace

SqliteFile::SqliteFile(const std::string& path, Mode mode, const SqliteSchema& schema) : path_(path), schema_(schema) {
  const int flags = mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    raise("cannot open " + schema_.kind + " " + path + ": " + why + advice(schema_.whatToDo));
  }
  sqlite3_busy_timeout(db_, schema_.busyTimeoutMs);
  try {
    auto fileVersion = [this] {
      SqliteStatement s(*this, "PRAGMA user_version");  // fails here on a file that is not sqlite
      return s.step() ? static_cast<int>(s.integer(0)) : 0;
    };
    int version = fileVersion();
    if (version > schema_.version)
      raise(schema_.kind + " " + path + " has schema version " + std::to_string(version) +
            ", newer than this craftmate understands (" + std::to_string(schema_.version) + "); use a newer craftmate");
    if (mode == Mode::ReadOnly) {
      if (version == 0) raise(schema_.kind + " " + path + " is empty or not a craftmate " + schema_.kind + advice(schema_.whatToDo));
    } else {
      exec("PRAGMA journal_mode=WAL");
      exec("PRAGMA synchronous=NORMAL");  // WAL + NORMAL: a killed process never corrupts the file
      if (version < schema_.version) {
        exec("BEGIN IMMEDIATE");
        version = fileVersion();  // another process may have written it meanwhile
        if (version == 0) exec(schema_.tables);
        else if (version < schema_.version && schema_.upgrade) schema_.upgrade(*this, version);
        exec("PRAGMA user_version=" + std::to_string(schema_.version));
        exec("COMMIT");
      }
      version = schema_.version;
    }
    version_ = version;
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

SqliteFile::~SqliteFile() {
  if (db_) sqlite3_close(db_);
}

void SqliteFile::raise(const std::string& message) const {
  schema_.raise(message);
  throw std::logic_error("SqliteSchema::raise returned: " + message);
}

void SqliteFile::fail(const std::string& doing) const {
  const int code = sqlite3_errcode(db_);
  std::string what = schema_.kind + " " + path_ + ": " + (doing.empty() ? "" : "error " + doing + ": ") + sqlite3_errmsg(db_);
  if (code == SQLITE_BUSY || code == SQLITE_LOCKED) what += advice(schema_.whenBusy);
  else what += advice(schema_.whatToDo);
  raise(what);
}

void SqliteFile::exec(const std::string& sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err) == SQLITE_OK) return;
  const int code = sqlite3_errcode(db_);
  std::string what = schema_.kind + " " + path_ + ": " + (err ? err : "unknown error");
  sqlite3_free(err);
  what += advice(code == SQLITE_BUSY || code == SQLITE_LOCKED ? schema_.whenBusy : schema_.whatToDo);
  if (!sqlite3_get_autocommit(db_)) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  raise(what);
}

bool SqliteFile::hasTable(const std::string& name) const {
  SqliteStatement s(*this, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  s.bind(1, name);
  return s.step();
}

SqliteStatement::SqliteStatement(const SqliteFile& file, const char* sql) : file_(file) {
  if (sqlite3_prepare_v2(file.handle(), sql, -1, &stmt_, nullptr) != SQLITE_OK) file_.fail("preparing a statement");
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(stmt_); }

SqliteStatement& SqliteStatement::bind(int i, const std::string& text) {
  sqlite3_bind_text(stmt_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  return *this;
}

SqliteStatement& SqliteStatement::bind(int i, std::int64_t value) {
  sqlite3_bind_int64(stmt_, i, value);
  return *this;
}

SqliteStatement& SqliteStatement::bind(int i, double value) {
  sqlite3_bind_double(stmt_, i, value);
  return *this;
}

bool SqliteStatement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc != SQLITE_DONE) file_.fail("writing or reading");
  return false;
}

std::string SqliteStatement::text(int col) const {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
  return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(stmt_, col))) : std::string();
}

std::int64_t SqliteStatement::integer(int col) const { return sqlite3_column_int64(stmt_, col); }
double SqliteStatement::real(int col) const { return sqlite3_column_double(stmt_, col); }
bool SqliteStatement::isNull(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }

}  // namespace craftmate::memory
