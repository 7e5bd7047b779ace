#include "store/sqlite_db.h"

namespace cartouche {

Db& Db::operator=(Db&& o) noexcept {
  if (this != &o) {
    close();
    db_ = o.db_;
    path_ = std::move(o.path_);
    o.db_ = nullptr;
  }
  return *this;
}

void Db::close() {
  if (db_) sqlite3_close_v2(db_);
  db_ = nullptr;
}

std::string sqliteFileUri(const std::string& path) {
  std::string out = "file:";
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char c : path) {
    if (c == '%' || c == '?' || c == '#' || c < 0x20 || c >= 0x7f) {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += char(c);
    }
  }
  return out;
}

Result<Db> Db::open(const std::string& path, Mode mode) {
  Db db;
  db.path_ = path;
  int flags = SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX;
  std::string uri = path == ":memory:" ? path : sqliteFileUri(path);
  switch (mode) {
    case Mode::ReadOnlyUntrusted:
      // immutable: no locks, no -wal/-shm beside the user's file, and nothing is ever written there.
      flags |= SQLITE_OPEN_READONLY;
      uri += "?mode=ro&immutable=1";
      break;
    case Mode::ReadWrite:
      flags |= SQLITE_OPEN_READWRITE;
      break;
    case Mode::Create:
      flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
      break;
  }
  int rc = sqlite3_open_v2(uri.c_str(), &db.db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db.db_ ? sqlite3_errmsg(db.db_) : sqlite3_errstr(rc);
    return Status::ioError(path + ": cannot open: " + msg);
  }
  sqlite3_extended_result_codes(db.db_, 1);
  sqlite3_db_config(db.db_, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
  sqlite3_db_config(db.db_, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
  sqlite3_db_config(db.db_, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
  // The schema defines no triggers or views; a file that brings some is refused before any query runs anyway.
  sqlite3_db_config(db.db_, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
  sqlite3_db_config(db.db_, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
  // No single value in a battle file comes near this; a hostile file cannot make us allocate more.
  sqlite3_limit(db.db_, SQLITE_LIMIT_LENGTH, 256 * 1024 * 1024);
  Status s = db.exec("PRAGMA trusted_schema=OFF; PRAGMA cell_size_check=ON; PRAGMA foreign_keys=OFF;");
  if (!s) return s;
  return db;
}

Status Db::error(const std::string& what) const {
  int code = sqlite3_errcode(db_) & 0xff;
  std::string msg = path_ + ": " + what + ": " + sqlite3_errmsg(db_);
  if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) return Status::corrupt(msg);
  if (code == SQLITE_IOERR || code == SQLITE_CANTOPEN || code == SQLITE_FULL || code == SQLITE_READONLY ||
      code == SQLITE_PERM || code == SQLITE_BUSY || code == SQLITE_LOCKED)
    return Status::ioError(msg);
  return Status::corrupt(msg);
}

Status Db::exec(std::string_view sql) {
  std::string s(sql);
  char* err = nullptr;
  if (sqlite3_exec(db_, s.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    sqlite3_free(err);
    return error("executing SQL");
  }
  return Status::ok();
}

Result<Stmt> Db::prepare(std::string_view sql) {
  sqlite3_stmt* s = nullptr;
  if (sqlite3_prepare_v3(db_, sql.data(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &s, nullptr) != SQLITE_OK)
    return error("preparing \"" + std::string(sql.substr(0, 60)) + "\"");
  return Stmt(s, db_);
}

Result<int64_t> Db::queryInt(std::string_view sql) {
  auto st = prepare(sql);
  if (!st) return st.status();
  Status s;
  if (!st->step(s)) return s ? Status::notFound(path_ + ": no row for \"" + std::string(sql) + "\"") : s;
  return st->integer(0);
}

Result<std::string> Db::queryText(std::string_view sql) {
  auto st = prepare(sql);
  if (!st) return st.status();
  Status s;
  if (!st->step(s)) return s ? Status::notFound(path_ + ": no row for \"" + std::string(sql) + "\"") : s;
  return st->text(0);
}

Stmt& Stmt::operator=(Stmt&& o) noexcept {
  if (this != &o) {
    sqlite3_finalize(s_);
    s_ = o.s_;
    db_ = o.db_;
    bindRc_ = o.bindRc_;
    o.s_ = nullptr;
  }
  return *this;
}

bool Stmt::step(Status& status) {
  const int rc = bindRc_ != SQLITE_OK ? bindRc_ : sqlite3_step(s_);
  if (rc == SQLITE_ROW) return true;
  if (rc != SQLITE_DONE) {
    const char* file = sqlite3_db_filename(db_, "main");
    std::string msg = std::string(file && *file ? file : ":memory:") + ": " +
                      (bindRc_ != SQLITE_OK ? sqlite3_errstr(bindRc_) : sqlite3_errmsg(db_));
    int code = rc & 0xff;
    status = (code == SQLITE_IOERR || code == SQLITE_FULL || code == SQLITE_BUSY || code == SQLITE_READONLY)
                 ? Status::ioError(msg)
                 : Status::corrupt(msg);
  }
  return false;
}

Status Stmt::run() {
  Status s;
  while (step(s)) {
  }
  reset();
  return s;
}

void Stmt::bindBlob(int i, std::span<const uint8_t> v) {
  // A zero-length blob must stay a blob, not NULL.
  static const uint8_t empty = 0;
  noteBind(sqlite3_bind_blob(s_, i, v.empty() ? &empty : v.data(), int(v.size()), SQLITE_TRANSIENT));
}

std::string Stmt::text(int col) const {
  const unsigned char* p = sqlite3_column_text(s_, col);
  return p ? std::string(reinterpret_cast<const char*>(p), size_t(sqlite3_column_bytes(s_, col))) : std::string();
}

std::span<const uint8_t> Stmt::blob(int col) const {
  const void* p = sqlite3_column_blob(s_, col);
  int n = sqlite3_column_bytes(s_, col);
  return p ? std::span<const uint8_t>(static_cast<const uint8_t*>(p), size_t(n)) : std::span<const uint8_t>();
}

}  // namespace cartouche
