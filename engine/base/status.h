// Status and Result<T>: how every expected failure leaves the engine. No exception crosses the engine API.
// A message names what failed the way a user can find it: file, table, row, field ("units row 42: hex 3128 is
// outside the 34x27 map"). Thread-safety: plain values.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace cartouche {

class Status {
 public:
  enum class Code {
    Ok,
    InvalidArgument,  // the caller passed something malformed (a label that does not parse, a bad option)
    NotFound,         // a file, table, row or name that is not there
    Corrupt,          // the file is damaged or not what it claims to be
    Unsupported,      // well-formed but refused: a newer schema version, a foreign trigger or view
    IoError,          // the operating system said no
  };

  Status() = default;
  static Status ok() { return Status(); }
  static Status invalidArgument(std::string m) { return Status(Code::InvalidArgument, std::move(m)); }
  static Status notFound(std::string m) { return Status(Code::NotFound, std::move(m)); }
  static Status corrupt(std::string m) { return Status(Code::Corrupt, std::move(m)); }
  static Status unsupported(std::string m) { return Status(Code::Unsupported, std::move(m)); }
  static Status ioError(std::string m) { return Status(Code::IoError, std::move(m)); }

  bool isOk() const { return code_ == Code::Ok; }
  explicit operator bool() const { return isOk(); }
  Code code() const { return code_; }
  const std::string& message() const { return message_; }

  // A copy whose message starts with `context: ` (for adding the file name on the way out).
  Status withContext(const std::string& context) const {
    if (isOk()) return *this;
    return Status(code_, context + ": " + message_);
  }

 private:
  Status(Code c, std::string m) : code_(c), message_(std::move(m)) {}
  Code code_ = Code::Ok;
  std::string message_;
};

template <typename T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit on purpose, `return value;`
  Result(Status status) : status_(std::move(status)) { assert(!status_.isOk()); }  // NOLINT

  bool isOk() const { return value_.has_value(); }
  explicit operator bool() const { return isOk(); }
  const Status& status() const { return status_; }

  // REQUIRES: isOk()
  T& value() & {
    assert(isOk());
    return *value_;
  }
  const T& value() const& {
    assert(isOk());
    return *value_;
  }
  T&& value() && {
    assert(isOk());
    return std::move(*value_);
  }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::optional<T> value_;
  Status status_;
};

}  // namespace cartouche
