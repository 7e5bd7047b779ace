// Reading one row of a battle table: typed getters that check each value and keep the first problem, with the
// file, SQL table, row id and field in its message. Internal to the store's readers. Not thread-safe: one per row.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "base/status.h"
#include "store/row_codes.h"
#include "store/sqlite_db.h"

namespace cartouche {

// One row being read: typed getters that check the value and remember the first problem, with the file, table,
// row id and field in its message.
class RowReader {
 public:
  RowReader(const Stmt& st, const std::string& path, const char* table) : st_(st), path_(path), table_(table) {
    id_ = st.integer(0);
  }
  int64_t id() const { return id_; }
  const Status& status() const { return status_; }
  bool ok() const { return status_.isOk(); }

  // What the row is to a person, shown after the row id: `table "movement" row 3 column "cavalry"`.
  void setSubject(std::string subject) { subject_ = std::move(subject); }

  Status fail(const std::string& field, const std::string& what) {
    if (status_)
      status_ = Status::corrupt(path_ + ": " + table_ + " row " + std::to_string(id_) +
                                (subject_.empty() ? "" : " (" + subject_ + ")") + ": " + field + ": " + what);
    return status_;
  }

  int64_t integer(int col, const char* field, int64_t lo, int64_t hi) {
    if (st_.type(col) != SQLITE_INTEGER) return typeFail(col, field, "an integer"), 0;
    int64_t v = st_.integer(col);
    if (v < lo || v > hi)
      fail(field, std::to_string(v) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
    return v;
  }
  // NULL reads as none (an unknown value).
  std::optional<int64_t> optInteger(int col, const char* field, int64_t lo, int64_t hi) {
    if (st_.type(col) == SQLITE_NULL) return std::nullopt;
    return integer(col, field, lo, hi);
  }
  bool isNull(int col) const { return st_.type(col) == SQLITE_NULL; }
  bool boolean(int col, const char* field) { return integer(col, field, 0, 1) != 0; }
  double real(int col, const char* field) {
    int t = st_.type(col);
    if (t != SQLITE_FLOAT && t != SQLITE_INTEGER) return typeFail(col, field, "a number"), 0.0;
    return st_.real(col);
  }
  std::string text(int col, const char* field) {
    if (st_.type(col) != SQLITE_TEXT) return typeFail(col, field, "text"), std::string();
    return st_.text(col);
  }
  std::span<const uint8_t> blob(int col, const char* field, bool nullable = false) {
    if (nullable && st_.type(col) == SQLITE_NULL) return {};
    if (st_.type(col) != SQLITE_BLOB) return typeFail(col, field, "a blob"), std::span<const uint8_t>();
    return st_.blob(col);
  }
  int code(int col, const char* field, std::span<const char* const> names) {
    std::string word = text(col, field);
    if (!ok()) return 0;
    auto i = codeIndex(names, word);
    if (!i) fail(field, "'" + word + "' is not one of " + codeList(names));
    return i.value_or(0);
  }

 private:
  void typeFail(int col, const char* field, const char* expected) {
    static const char* names[] = {"?", "integer", "real", "text", "blob", "null"};
    int t = st_.type(col);
    fail(field, std::string(names[t >= 1 && t <= 5 ? t : 0]) + " where " + expected + " is expected");
  }
  const Stmt& st_;
  const std::string& path_;
  const char* table_;
  int64_t id_ = 0;
  std::string subject_;
  Status status_;
};

}  // namespace cartouche
