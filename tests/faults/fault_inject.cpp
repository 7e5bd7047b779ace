// A fault injector preloaded into Cartouche's processes by the fault sweep (fault_sweep.py): it fails the Nth call of
// one kind of file operation or allocation, the way a full disk, a failing device or exhausted memory would, so that
// every write path is seen to keep the user's file whole and say what failed.
//
//   CARTOUCHE_FAULT=KIND:N   KIND is write (write, pwrite, writev on a regular file: ENOSPC, a full disk), sync
//                            (fsync, fdatasync: EIO), rename (EIO) or alloc (malloc, calloc, realloc, posix_memalign,
//                            aligned_alloc, memalign: NULL and ENOMEM, so operator new throws std::bad_alloc); the
//                            Nth such call fails, counted from 1.
//   CARTOUCHE_FAULT_FROM=P   allocations are counted from the first open (open, openat, fopen, creat and their 64-bit
//                            and fortified forms) of a path that starts with P, and only on the thread that made it:
//                            the dynamic loader, static initialisers and start-up are left out, and other threads'
//                            allocations, whose number varies from run to run, are never counted or failed. Without it
//                            no allocation is counted. Files are counted from the process's start, on every thread.
//   CARTOUCHE_FAULT_FROM_OPEN=K  counting starts at the Kth such open instead (default 1): a file the editor writes at
//                            start and again later, such as its recent files, marks the later moment.
//   CARTOUCHE_FAULT_LOG=PATH at exit, writes "write W\nsync S\nrename R\nalloc A\n": how many calls of each kind the
//                            process made, so the sweep knows every N an operation reaches. Allocations stop being
//                            counted (and failed) when it is written, so A is exact.
//   CARTOUCHE_FAULT_SAID=PATH the file fault, once made, is described in PATH ("write 173: FILE"), so that the sweep
//                            can say which file a run that went wrong had failed; what the process says stays its own.
//
// Only regular files count (not the terminal or pipes), so the messages a failure prints still get out.
#include "fault_inject.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cstdarg>

namespace cartouche_fault {

namespace {

const char* const kNames[kKinds] = {"write", "sync", "rename", "alloc"};
const int kErrors[kKinds] = {ENOSPC, EIO, EIO, ENOMEM};

long counts[kKinds];
int faultKind = -1;
long faultAt = 0;
const char* countFrom = nullptr;
long countFromOpen = 1;  // the how-manieth open of a path under countFrom starts the count
long opensSeen;
const char* saidPath = nullptr;

struct Setup {
  Setup() {
    countFrom = getenv("CARTOUCHE_FAULT_FROM");
    saidPath = getenv("CARTOUCHE_FAULT_SAID");
    if (const char* k = getenv("CARTOUCHE_FAULT_FROM_OPEN")) countFromOpen = atol(k);
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
    stopCountingAllocations();
    using OpenFn = int (*)(const char*, int, ...);
    static OpenFn realOpen = reinterpret_cast<OpenFn>(dlsym(RTLD_NEXT, "open"));
    int fd = realOpen(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    char buf[128];
    int len = snprintf(buf, sizeof buf, "write %ld\nsync %ld\nrename %ld\nalloc %ld\n", counts[kWrite], counts[kSync],
                       counts[kRename], counts[kAlloc]);
    using WriteFn = ssize_t (*)(int, const void*, size_t);
    reinterpret_cast<WriteFn>(dlsym(RTLD_NEXT, "write"))(fd, buf, size_t(len));
    close(fd);
  }
} setup;

bool regular(int fd) {
  struct stat st;
  return fd > 2 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

template <typename Fn>
Fn real(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

// Describes the file fault just made in CARTOUCHE_FAULT_SAID's file (nothing without it); errno is kept.
void sayFailed(Kind k, const char* file) {
  if (!saidPath) return;
  const int saved = errno;
  static auto openFn = real<int (*)(const char*, int, ...)>("open");
  static auto writeFn = real<ssize_t (*)(int, const void*, size_t)>("write");
  const int fd = openFn(saidPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd >= 0) {
    char line[4200];
    const int len = snprintf(line, sizeof line, "%s %ld: %s\n", kNames[k], faultAt, file);
    if (len > 0) (void)!writeFn(fd, line, size_t(len) < sizeof line ? size_t(len) : sizeof line - 1);
    close(fd);
  }
  errno = saved;
}

// The same for a fault on a descriptor: the file it is open on.
void sayFailedOn(Kind k, int fd) {
  if (!saidPath) return;
  const int saved = errno;
  char link[64], file[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  const ssize_t n = readlink(link, file, sizeof file - 1);
  file[n > 0 ? n : 0] = '\0';
  errno = saved;
  sayFailed(k, n > 0 ? file : "?");
}

}  // namespace

bool failNow(Kind k) {
  // Files are counted on every thread, so the count is atomic.
  if (__atomic_add_fetch(&counts[k], 1, __ATOMIC_RELAXED) != faultAt || faultKind != k) return false;
  errno = kErrors[k];
  return true;
}

void noteOpen(const char* path) {
  if (countFrom && *countFrom && path && strncmp(path, countFrom, strlen(countFrom)) == 0 &&
      __atomic_add_fetch(&opensSeen, 1, __ATOMIC_RELAXED) >= countFromOpen)
    startCountingAllocations();
}

}  // namespace cartouche_fault

using cartouche_fault::failNow;
using cartouche_fault::kRename;
using cartouche_fault::kSync;
using cartouche_fault::kWrite;
using cartouche_fault::noteOpen;
using cartouche_fault::real;
using cartouche_fault::regular;
using cartouche_fault::sayFailed;
using cartouche_fault::sayFailedOn;

namespace {

// The mode argument an open with O_CREAT or O_TMPFILE carries.
mode_t modeOf(int flags, va_list args) {
  return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? mode_t(va_arg(args, int)) : 0;
}

}  // namespace

extern "C" {

int open(const char* path, int flags, ...) {
  static auto fn = real<int (*)(const char*, int, ...)>("open");
  va_list args;
  va_start(args, flags);
  mode_t mode = modeOf(flags, args);
  va_end(args);
  noteOpen(path);
  return fn(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
  static auto fn = real<int (*)(const char*, int, ...)>("open64");
  va_list args;
  va_start(args, flags);
  mode_t mode = modeOf(flags, args);
  va_end(args);
  noteOpen(path);
  return fn(path, flags, mode);
}

int __open_2(const char* path, int flags) {
  static auto fn = real<int (*)(const char*, int)>("__open_2");
  noteOpen(path);
  return fn(path, flags);
}

int __open64_2(const char* path, int flags) {
  static auto fn = real<int (*)(const char*, int)>("__open64_2");
  noteOpen(path);
  return fn(path, flags);
}

int openat(int dir, const char* path, int flags, ...) {
  static auto fn = real<int (*)(int, const char*, int, ...)>("openat");
  va_list args;
  va_start(args, flags);
  mode_t mode = modeOf(flags, args);
  va_end(args);
  noteOpen(path);
  return fn(dir, path, flags, mode);
}

int openat64(int dir, const char* path, int flags, ...) {
  static auto fn = real<int (*)(int, const char*, int, ...)>("openat64");
  va_list args;
  va_start(args, flags);
  mode_t mode = modeOf(flags, args);
  va_end(args);
  noteOpen(path);
  return fn(dir, path, flags, mode);
}

int creat(const char* path, mode_t mode) {
  static auto fn = real<int (*)(const char*, mode_t)>("creat");
  noteOpen(path);
  return fn(path, mode);
}

FILE* fopen(const char* path, const char* how) {
  static auto fn = real<FILE* (*)(const char*, const char*)>("fopen");
  noteOpen(path);
  return fn(path, how);
}

FILE* fopen64(const char* path, const char* how) {
  static auto fn = real<FILE* (*)(const char*, const char*)>("fopen64");
  noteOpen(path);
  return fn(path, how);
}

ssize_t write(int fd, const void* buf, size_t n) {
  static auto fn = real<ssize_t (*)(int, const void*, size_t)>("write");
  if (regular(fd) && failNow(kWrite)) return sayFailedOn(kWrite, fd), -1;
  return fn(fd, buf, n);
}

ssize_t pwrite(int fd, const void* buf, size_t n, off_t at) {
  static auto fn = real<ssize_t (*)(int, const void*, size_t, off_t)>("pwrite");
  if (regular(fd) && failNow(kWrite)) return sayFailedOn(kWrite, fd), -1;
  return fn(fd, buf, n, at);
}

ssize_t pwrite64(int fd, const void* buf, size_t n, off_t at) {
  static auto fn = real<ssize_t (*)(int, const void*, size_t, off_t)>("pwrite64");
  if (regular(fd) && failNow(kWrite)) return sayFailedOn(kWrite, fd), -1;
  return fn(fd, buf, n, at);
}

ssize_t writev(int fd, const struct iovec* iov, int count) {
  static auto fn = real<ssize_t (*)(int, const struct iovec*, int)>("writev");
  if (regular(fd) && failNow(kWrite)) return sayFailedOn(kWrite, fd), -1;
  return fn(fd, iov, count);
}

int fsync(int fd) {
  static auto fn = real<int (*)(int)>("fsync");
  if (failNow(kSync)) return sayFailedOn(kSync, fd), -1;
  return fn(fd);
}

int fdatasync(int fd) {
  static auto fn = real<int (*)(int)>("fdatasync");
  if (failNow(kSync)) return sayFailedOn(kSync, fd), -1;
  return fn(fd);
}

int rename(const char* from, const char* to) {
  static auto fn = real<int (*)(const char*, const char*)>("rename");
  if (failNow(kRename)) return sayFailed(kRename, from), -1;
  return fn(from, to);
}

}  // extern "C"
