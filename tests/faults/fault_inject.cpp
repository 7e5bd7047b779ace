// A fault injector preloaded into Cartouche's processes by the fault sweep (fault_sweep.py): it fails the Nth call of
// one kind of file operation, the way a full disk or a failing device would, so that every write path is seen to
// keep the user's file whole and say what failed.
//
//   CARTOUCHE_FAULT=KIND:N   KIND is write (write, pwrite, writev on a regular file: ENOSPC, a full disk), sync
//                            (fsync, fdatasync: EIO) or rename (EIO); the Nth such call fails, counted from 1.
//   CARTOUCHE_FAULT_LOG=PATH at exit, writes "write W\nsync S\nrename R\n": how many calls of each kind the process
//                            made, so the sweep knows every N an operation reaches.
//
// Only regular files count (not the terminal or pipes), so the messages a failure prints still get out.
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace {

enum Kind { kWrite, kSync, kRename, kKinds };
const char* const kNames[kKinds] = {"write", "sync", "rename"};
const int kErrors[kKinds] = {ENOSPC, EIO, EIO};

long counts[kKinds];
int faultKind = -1;
long faultAt = 0;

struct Setup {
  Setup() {
    const char* f = getenv("CARTOUCHE_FAULT");
    if (!f) return;
    for (int k = 0; k < kKinds; ++k) {
      size_t n = strlen(kNames[k]);
      if (strncmp(f, kNames[k], n) == 0 && f[n] == ':') {
        faultKind = k;
        faultAt = atol(f + n + 1);
      }
    }
  }
  ~Setup() {
    const char* log = getenv("CARTOUCHE_FAULT_LOG");
    if (!log) return;
    using OpenFn = int (*)(const char*, int, ...);
    static OpenFn realOpen = reinterpret_cast<OpenFn>(dlsym(RTLD_NEXT, "open"));
    int fd = realOpen(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    char buf[128];
    int len = snprintf(buf, sizeof buf, "write %ld\nsync %ld\nrename %ld\n", counts[kWrite], counts[kSync],
                       counts[kRename]);
    using WriteFn = ssize_t (*)(int, const void*, size_t);
    reinterpret_cast<WriteFn>(dlsym(RTLD_NEXT, "write"))(fd, buf, size_t(len));
    close(fd);
  }
} setup;

bool regular(int fd) {
  struct stat st;
  return fd > 2 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

// Counts the call; true when it is the one to fail (errno is then set).
bool failNow(Kind k) {
  if (++counts[k] != faultAt || faultKind != k) return false;
  errno = kErrors[k];
  return true;
}

template <typename Fn>
Fn real(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

}  // namespace

extern "C" {

ssize_t write(int fd, const void* buf, size_t n) {
  static auto fn = real<ssize_t (*)(int, const void*, size_t)>("write");
  if (regular(fd) && failNow(kWrite)) return -1;
  return fn(fd, buf, n);
}

ssize_t pwrite(int fd, const void* buf, size_t n, off_t at) {
  static auto fn = real<ssize_t (*)(int, const void*, size_t, off_t)>("pwrite");
  if (regular(fd) && failNow(kWrite)) return -1;
  return fn(fd, buf, n, at);
}

ssize_t pwrite64(int fd, const void* buf, size_t n, off_t at) {
  static auto fn = real<ssize_t (*)(int, const void*, size_t, off_t)>("pwrite64");
  if (regular(fd) && failNow(kWrite)) return -1;
  return fn(fd, buf, n, at);
}

ssize_t writev(int fd, const struct iovec* iov, int count) {
  static auto fn = real<ssize_t (*)(int, const struct iovec*, int)>("writev");
  if (regular(fd) && failNow(kWrite)) return -1;
  return fn(fd, iov, count);
}

int fsync(int fd) {
  static auto fn = real<int (*)(int)>("fsync");
  if (failNow(kSync)) return -1;
  return fn(fd);
}

int fdatasync(int fd) {
  static auto fn = real<int (*)(int)>("fdatasync");
  if (failNow(kSync)) return -1;
  return fn(fd);
}

int rename(const char* from, const char* to) {
  static auto fn = real<int (*)(const char*, const char*)>("rename");
  if (failNow(kRename)) return -1;
  return fn(from, to);
}

}  // extern "C"
