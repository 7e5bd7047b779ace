// Reading a whole file so that memory running out is an exception like any other. Copying a file through a string
// stream (`s << in.rdbuf()`) stops quietly where the stream cannot grow, and the caller then takes a file cut short
// for the whole: full allocation sweeps found an action script read that way as a script with a mistake in its last
// line. POSIX. Thread-safety: a function of its arguments.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <string>

namespace cartouche {

// The bytes of the file at `path`, or nullopt when it cannot be opened or read (errno says why) or holds more than
// `limit` bytes (errno EFBIG). Memory running out throws std::bad_alloc, the C library's included.
inline std::optional<std::string> readWholeFile(const std::string& path, size_t limit = SIZE_MAX) {
  errno = 0;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOMEM) throw std::bad_alloc();
    return std::nullopt;
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  std::string text;
  char buffer[1 << 14];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return std::nullopt;
    if (n == 0) break;
    text.append(buffer, size_t(n));
    if (text.size() > limit) {
      errno = EFBIG;
      return std::nullopt;
    }
  }
  return text;
}

}  // namespace cartouche
