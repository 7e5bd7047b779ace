// Thin RAII over the SQLite C API for the store: a connection (Db) opened with the store's settings, and prepared
// statements (Stmt) with typed binds and reads. Errors come back as Status naming the file. Not thread-safe: one
// connection per thread.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "base/status.h"

namespace cartouche {

class Stmt;

// "file:" + the path with the characters a SQLite URI gives meaning to (% ? #) and control bytes escaped.
std::string sqliteFileUri(const std::string& path);

class Db {
 public:
  enum class Mode {
    ReadOnlyUntrusted,  // a file from anyone: read-only, defensive, immutable snapshot
    ReadWrite,          // our own working copy (already checked)
    Create,             // a new file or ":memory:"
  };

  Db() = default;
  Db(Db&& o) noexcept : db_(o.db_), path_(std::move(o.path_)) { o.db_ = nullptr; }
  Db& operator=(Db&& o) noexcept;
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;
  ~Db() { close(); }

  // Every connection gets SQLITE_DBCONFIG_DEFENSIVE, trusted_schema=OFF and cell_size_check=ON, and no extension
  // loading, whatever the mode: even our own working copy started as someone else's file.
  static Result<Db> open(const std::string& path, Mode mode);
  void close();

  sqlite3* handle() const { return db_; }
  const std::string& path() const { return path_; }

  Status exec(std::string_view sql);
  Result<Stmt> prepare(std::string_view sql);
  // The error of the last call, prefixed with what was being done.
  Status error(const std::string& what) const;
  // A single integer or text from a one-row query.
  Result<int64_t> queryInt(std::string_view sql);
  Result<std::string> queryText(std::string_view sql);

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

class Stmt {
 public:
  Stmt() = default;
  Stmt(sqlite3_stmt* s, sqlite3* db) : s_(s), db_(db) {}
  Stmt(Stmt&& o) noexcept : s_(o.s_), db_(o.db_), bindRc_(o.bindRc_) { o.s_ = nullptr; }
  Stmt& operator=(Stmt&& o) noexcept;
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  ~Stmt() { sqlite3_finalize(s_); }

  // Returns true while there is a row; on error returns false and sets `status`. A bind that failed since the last
  // reset is that error, and the statement does not run: SQLite leaves a parameter it could not bind NULL, so a row
  // would be written without the value (memory running out while a text or blob was copied lost a map chunk).
  bool step(Status& status);
  // Runs a statement that returns no rows, then resets it for the next binds.
  Status run();
  void reset() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
    bindRc_ = SQLITE_OK;
  }

  void bind(int i, int64_t v) { noteBind(sqlite3_bind_int64(s_, i, v)); }
  void bind(int i, double v) { noteBind(sqlite3_bind_double(s_, i, v)); }
  void bind(int i, std::string_view v) {
    noteBind(sqlite3_bind_text(s_, i, v.data(), int(v.size()), SQLITE_TRANSIENT));
  }
  void bindBlob(int i, std::span<const uint8_t> v);
  void bindNull(int i) { noteBind(sqlite3_bind_null(s_, i)); }

  int type(int col) const { return sqlite3_column_type(s_, col); }
  int64_t integer(int col) const { return sqlite3_column_int64(s_, col); }
  double real(int col) const { return sqlite3_column_double(s_, col); }
  std::string text(int col) const;
  std::span<const uint8_t> blob(int col) const;

 private:
  void noteBind(int rc) {
    if (bindRc_ == SQLITE_OK) bindRc_ = rc;
  }
  sqlite3_stmt* s_ = nullptr;
  sqlite3* db_ = nullptr;
  int bindRc_ = SQLITE_OK;  // the first bind that failed since the last reset
};

}  // namespace cartouche
