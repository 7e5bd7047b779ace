#include "failing_allocations.h"

#include <cstdlib>
#include <new>

namespace {
long gFailIn = 0;
bool failNow() { return gFailIn > 0 && --gFailIn == 0; }
}  // namespace

void* operator new(std::size_t size) {
  if (failNow()) throw std::bad_alloc();
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
// The nothrow forms are replaced too, calling the throwing one as the standard library's own do: whatever the plain
// delete frees must come from malloc (a sanitizer's runtime would otherwise allocate it, and report the free).
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return operator new(size);
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace cartouche::testing {

void failAllocationIn(long n) { gFailIn = n; }

void* failingImGuiAlloc(std::size_t size, void*) {
  if (failNow()) throw std::bad_alloc();
  return std::malloc(size);
}

void imGuiFree(void* p, void*) { std::free(p); }

}  // namespace cartouche::testing
