// What the user's file looked like on disk when Cartouche last read or wrote it: enough to tell, before a Save
// overwrites it, that another program or another Cartouche with the same file open has replaced or changed it since.
// POSIX stat(): device and inode (an atomic save by anyone replaces the inode), size and modification time to the
// nanosecond. Thread-safety: plain values and functions of their arguments.
#pragma once

#include <cstdint>
#include <string>

namespace cartouche {

struct FileStamp {
  bool exists = false;
  uint64_t device = 0, inode = 0;
  int64_t size = 0;
  int64_t modifiedNs = 0;  // since the Unix epoch
  friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

// The file's stamp now; exists is false when it cannot be found.
FileStamp stampOf(const std::string& path);

// How the file went from `before` to `now`, in words for a person ("it was removed or renamed", "it was replaced
// or modified at 2026-11-26 07:12:05 UTC, now 14,336 bytes (was 12,288)", the size only when it differs), or ""
// when the two are the same.
std::string describeChange(const FileStamp& before, const FileStamp& now);

}  // namespace cartouche
