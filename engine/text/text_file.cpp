#include "text/text_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace cartouche {

Status writeSynced(const std::string& path, const std::string& bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return Status::ioError(path + ": cannot create: " + std::strerror(errno));
  const char* at = bytes.data();
  size_t left = bytes.size();
  std::string failed;
  while (left > 0 && failed.empty()) {
    const ssize_t n = ::write(fd, at, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      failed = std::string("write failed: ") + (n < 0 ? std::strerror(errno) : "nothing written");
      break;
    }
    at += n;
    left -= size_t(n);
  }
  if (failed.empty() && ::fsync(fd) != 0) failed = std::string("cannot sync to the disk: ") + std::strerror(errno);
  if (::close(fd) != 0 && failed.empty()) failed = std::string("cannot close: ") + std::strerror(errno);
  if (failed.empty()) return Status::ok();
  std::error_code ec;
  std::filesystem::remove(path, ec);
  return Status::ioError(path + ": " + failed);
}

Status writeFileAtomically(const std::string& path, const std::string& bytes) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const fs::path temp = folder / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()));
  if (Status s = writeSynced(temp.string(), bytes); !s)
    return Status::ioError(path + ": cannot write (" + s.message() + ")");
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::error_code ec;
    fs::remove(temp, ec);
    return Status::ioError(path + ": cannot replace the file: " + why);
  }
  const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    const bool synced = ::fsync(dir) == 0;
    const std::string why = synced ? "" : std::strerror(errno);
    ::close(dir);
    if (!synced) return Status::ioError(path + ": written, but its folder could not be synced to the disk: " + why);
  }
  return Status::ok();
}

}  // namespace cartouche
