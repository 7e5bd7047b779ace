#include "store/atomic_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <optional>
#include <vector>

#include "base/folder_names.h"

namespace cartouche {

namespace {

std::string errnoText() { return std::strerror(errno); }

size_t digitsEnd(const std::string& s, size_t from) {
  return std::min(s.find_first_not_of("0123456789", from), s.size());
}

std::string temporaryBeside(const std::string& target) {
  std::filesystem::path p(target);
  return (p.parent_path() / ("." + p.filename().string() + ".tmp-" + processMark())).string();
}

}  // namespace

// This machine, as "h" and eight hex digits (FNV-1a of its host name) in temporary files' names, so that a later
// start on the same machine knows their process is gone for good once it no longer runs.
const std::string& machineTag() {
  static const std::string tag = [] {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) != 0) name[0] = '\0';
    uint32_t h = 2166136261u;
    for (const char* c = name; *c; ++c) h = (h ^ uint8_t(*c)) * 16777619u;
    char out[16];
    std::snprintf(out, sizeof out, "h%08x", unsigned(h));
    return std::string(out);
  }();
  return tag;
}

std::string processMark() {
  static std::atomic<unsigned> counter{0};
  return machineTag() + "-" + std::to_string(getpid()) + "-" + std::to_string(counter++);
}

void removeEndedProcessFiles(const std::string& folder, const std::string& prefix, const std::string& suffix) {
  namespace fs = std::filesystem;
  // Memory running out here only skips the clean-up, which the next call tries again.
  try {
    const auto oldEnough = fs::file_time_type::clock::now() - std::chrono::minutes(10);
    const std::optional<std::vector<std::string>> names = folderNames(folder);
    if (!names) return;
    for (const std::string& name : *names) {
      if (name.rfind(prefix, 0) != 0) continue;
      std::string rest = name.substr(prefix.size());
      bool here = false;  // written on this machine
      if (rest.size() > 10 && rest[0] == 'h' && rest[9] == '-' && rest.find_first_not_of("0123456789abcdef", 1) == 9) {
        here = rest.compare(0, 9, machineTag()) == 0;
        rest = rest.substr(10);
      }
      // PID-N, then `suffix`, perhaps with SQLite's -journal, -wal or -shm after it.
      const size_t dash = digitsEnd(rest, 0);
      if (dash == 0 || dash >= rest.size() || rest[dash] != '-') continue;
      const size_t end = digitsEnd(rest, dash + 1);
      if (end == dash + 1 || rest.compare(end, suffix.size(), suffix) != 0) continue;
      const std::string after = rest.substr(end + suffix.size());
      if (!after.empty() && after != "-journal" && after != "-wal" && after != "-shm") continue;
      if (dash > 9) continue;
      const long pid = std::strtol(rest.substr(0, dash).c_str(), nullptr, 10);
      if (pid <= 0 || pid == long(getpid()) || (::kill(pid_t(pid), 0) == 0 || errno != ESRCH))
        continue;  // alive, or not ours to judge
      const fs::path path = fs::path(folder) / name;
      std::error_code fileError;
      if (!fs::is_regular_file(path, fileError) || fileError) continue;
      if (!here && (fs::last_write_time(path, fileError) > oldEnough || fileError)) continue;
      fs::remove(path, fileError);
    }
  } catch (const std::bad_alloc&) {
  }
}

void removeKilledSaveTemporaries(const std::string& target) {
  try {
    const std::filesystem::path p(target);
    removeEndedProcessFiles(p.parent_path().empty() ? "." : p.parent_path().string(),
                            "." + p.filename().string() + ".tmp-", "");
  } catch (const std::bad_alloc&) {
  }
}

std::string parentFolder(const std::string& path) {
  std::string parent = std::filesystem::path(path).parent_path().string();
  return parent.empty() ? "." : parent;
}

Status fsyncPath(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Status::ioError(path + ": cannot open to sync: " + errnoText());
  int rc = ::fsync(fd);
  int err = errno;
  ::close(fd);
  if (rc != 0) return Status::ioError(path + ": fsync failed: " + std::strerror(err));
  return Status::ok();
}

Status vacuumIntoAtomically(Db& db, const std::string& target, const std::function<Status(Db& copy)>& beforeReplace) {
  removeKilledSaveTemporaries(target);
  std::string tmp = temporaryBeside(target);
  bool renamed = false;
  try {
    std::remove(tmp.c_str());
    auto st = db.prepare("VACUUM INTO ?1");
    if (!st) return st.status().withContext("saving " + target);
    st->bind(1, tmp);
    Status s = st->run();
    if (s && beforeReplace) {
      Result<Db> copy = Db::open(tmp, Db::Mode::ReadWrite);
      s = copy ? beforeReplace(*copy) : copy.status();
    }
    // A file the user had made private stays private.
    struct stat existing {};
    if (s && ::stat(target.c_str(), &existing) == 0) ::chmod(tmp.c_str(), existing.st_mode & 07777);
    if (s) s = fsyncPath(tmp);
    if (s && std::rename(tmp.c_str(), target.c_str()) != 0)
      s = Status::ioError(target + ": cannot replace it with " + tmp + ": " + errnoText());
    if (!s) {
      std::remove(tmp.c_str());
      return s.withContext("saving " + target);
    }
    renamed = true;
    return fsyncPath(parentFolder(target))
        .withContext(target + " was written, but the folder holding it could not be made durable");
  } catch (const std::bad_alloc&) {
    // Memory ran out on the way (SQLite says so itself; this is our own code or a library's C++): what was written
    // aside goes, and the file is as it was unless it had already been replaced whole.
    if (!renamed) std::remove(tmp.c_str());
    return Status::ioError("saving " + target + ": out of memory" +
                           (renamed ? " after it was written whole" : "; the file is unchanged"));
  }
}

Status copyFileDurably(const std::string& from, const std::string& to, bool markWal) {
  int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
  if (in < 0) return Status::notFound(from + ": cannot open: " + errnoText());
  int out = ::open(to.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (out < 0) {
    Status s = Status::ioError(to + ": cannot create: " + errnoText());
    ::close(in);
    return s;
  }
  Status s;
  char buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(in, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      s = Status::ioError(from + ": read failed: " + errnoText());
      break;
    }
    if (n == 0) break;
    for (ssize_t done = 0; done < n;) {
      ssize_t w = ::write(out, buf + done, size_t(n - done));
      if (w < 0 && errno == EINTR) continue;
      if (w < 0) {
        s = Status::ioError(to + ": write failed: " + errnoText());
        break;
      }
      done += w;
    }
    if (!s) break;
  }
  static const char kWal[2] = {2, 2};
  if (s && markWal && ::pwrite(out, kWal, 2, 18) != 2) s = Status::ioError(to + ": write failed: " + errnoText());
  if (s && ::fsync(out) != 0) s = Status::ioError(to + ": fsync failed: " + errnoText());
  ::close(in);
  ::close(out);
  if (!s) std::remove(to.c_str());
  return s;
}

}  // namespace cartouche
