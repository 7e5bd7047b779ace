// The fault injector's allocations (see fault_inject.cpp for its settings): malloc, calloc, realloc and the aligned
// allocators, the Nth of them failing with NULL and ENOMEM once counting has started (at the first open of a path
// under CARTOUCHE_FAULT_FROM, on that thread only).
//
// The real allocators are found with dlsym, which itself may call calloc (its error buffer) before any of them is
// known: such calls are served from a static buffer, which free ignores and realloc copies out of.
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "fault_inject.h"

namespace cartouche_fault {

namespace {

using MallocFn = void* (*)(size_t);
using CallocFn = void* (*)(size_t, size_t);
using ReallocFn = void* (*)(void*, size_t);
using FreeFn = void (*)(void*);
using PosixMemalignFn = int (*)(void**, size_t, size_t);
using AlignedFn = void* (*)(size_t, size_t);

MallocFn realMalloc;
CallocFn realCalloc;
ReallocFn realRealloc;
FreeFn realFree;
PosixMemalignFn realPosixMemalign;
AlignedFn realAlignedAlloc;
AlignedFn realMemalign;

// While the real allocators are being looked up, allocations come from here: 16-byte aligned, each after a header
// holding its size.
alignas(16) char bootstrap[64 * 1024];
size_t bootstrapUsed;
bool resolving;

void* bootstrapAlloc(size_t n) {
  const size_t need = 16 + ((n + 15) & ~size_t(15));
  if (n > sizeof bootstrap || bootstrapUsed + need > sizeof bootstrap) return nullptr;
  char* at = bootstrap + bootstrapUsed;
  bootstrapUsed += need;
  memcpy(at, &n, sizeof n);
  return at + 16;
}

bool fromBootstrap(const void* p) {
  return static_cast<const char*>(p) >= bootstrap && static_cast<const char*>(p) < bootstrap + sizeof bootstrap;
}

size_t bootstrapSize(const void* p) {
  size_t n;
  memcpy(&n, static_cast<const char*>(p) - 16, sizeof n);
  return n;
}

template <typename Fn>
Fn next(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

// False while the look-up is under way (the caller then uses the static buffer).
bool resolved() {
  if (realMalloc) return true;
  if (resolving) return false;
  resolving = true;  // the first allocation comes at load time, before any other thread runs
  realCalloc = next<CallocFn>("calloc");
  realRealloc = next<ReallocFn>("realloc");
  realFree = next<FreeFn>("free");
  realPosixMemalign = next<PosixMemalignFn>("posix_memalign");
  realAlignedAlloc = next<AlignedFn>("aligned_alloc");
  realMemalign = next<AlignedFn>("memalign");
  MallocFn m = next<MallocFn>("malloc");
  resolving = false;
  __atomic_store_n(&realMalloc, m, __ATOMIC_RELEASE);
  return true;
}

bool started;
bool counting;
pthread_t countingThread;

// Counts an allocation on the counting thread; true when it is the one to fail (errno is then ENOMEM).
bool allocationFails() {
  if (!__atomic_load_n(&counting, __ATOMIC_ACQUIRE) || !pthread_equal(pthread_self(), countingThread)) return false;
  return failNow(kAlloc);
}

}  // namespace

void startCountingAllocations() {
  if (__atomic_exchange_n(&started, true, __ATOMIC_ACQ_REL)) return;
  countingThread = pthread_self();
  __atomic_store_n(&counting, true, __ATOMIC_RELEASE);
}

void stopCountingAllocations() { __atomic_store_n(&counting, false, __ATOMIC_RELEASE); }

}  // namespace cartouche_fault

using namespace cartouche_fault;

extern "C" {

void* malloc(size_t n) {
  if (!resolved()) return bootstrapAlloc(n);
  if (allocationFails()) return nullptr;
  return realMalloc(n);
}

void* calloc(size_t count, size_t size) {
  if (!resolved()) {
    if (size && count > SIZE_MAX / size) return nullptr;
    return bootstrapAlloc(count * size);  // the buffer is zero and never reused
  }
  if (allocationFails()) return nullptr;
  return realCalloc(count, size);
}

void* realloc(void* p, size_t n) {
  if (p && fromBootstrap(p)) {
    void* moved = malloc(n);
    if (moved) memcpy(moved, p, bootstrapSize(p) < n ? bootstrapSize(p) : n);
    return moved;
  }
  if (!resolved()) return bootstrapAlloc(n);
  // realloc(p, 0) frees, and allocates nothing that could fail.
  if (n && allocationFails()) return nullptr;
  return realRealloc(p, n);
}

void free(void* p) {
  if (!p || fromBootstrap(p)) return;
  if (resolved()) realFree(p);
}

int posix_memalign(void** out, size_t alignment, size_t n) {
  if (!resolved()) return ENOMEM;
  if (allocationFails()) return ENOMEM;
  return realPosixMemalign(out, alignment, n);
}

void* aligned_alloc(size_t alignment, size_t n) {
  if (!resolved()) return nullptr;
  if (allocationFails()) return nullptr;
  return realAlignedAlloc(alignment, n);
}

void* memalign(size_t alignment, size_t n) {
  if (!resolved()) return nullptr;
  if (allocationFails()) return nullptr;
  return realMemalign(alignment, n);
}

}  // extern "C"
