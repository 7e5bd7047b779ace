#include "store/file_stamp.h"

#include <sys/stat.h>

#include <ctime>

namespace cartouche {

namespace {

std::string withThousands(int64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0 && digits[i - 1] != '-') out += ',';
    out += digits[i];
  }
  return out;
}

std::string utcTime(int64_t ns) {
  const std::time_t seconds = std::time_t(ns / 1'000'000'000);
  std::tm tm{};
  if (!gmtime_r(&seconds, &tm)) return "an unknown time";
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S UTC", &tm);
  return buf;
}

}  // namespace

FileStamp stampOf(const std::string& path) {
  struct stat st {};
  FileStamp s;
  if (::stat(path.c_str(), &st) != 0) return s;
  s.exists = true;
  s.device = uint64_t(st.st_dev);
  s.inode = uint64_t(st.st_ino);
  s.size = int64_t(st.st_size);
  s.modifiedNs = int64_t(st.st_mtim.tv_sec) * 1'000'000'000 + int64_t(st.st_mtim.tv_nsec);
  return s;
}

std::string describeChange(const FileStamp& before, const FileStamp& now) {
  if (before == now) return "";
  if (!now.exists) return "it was removed or renamed";
  if (!before.exists) return "it was created at " + utcTime(now.modifiedNs);
  std::string how = "it was replaced or modified at " + utcTime(now.modifiedNs);
  if (now.size != before.size)
    how += ", now " + withThousands(now.size) + " bytes (was " + withThousands(before.size) + ")";
  return how;
}

}  // namespace cartouche
