// Allocations that fail on request, for tests of what memory running out leaves behind: a test binary that links
// failing_allocations.cpp has operator new replaced, and failingImGuiAlloc() for ImGui::SetAllocatorFunctions. Both
// throw std::bad_alloc, as the editor's allocators do when memory runs out. Not thread-safe: one test at a time.
#pragma once

#include <cstddef>

namespace cartouche::testing {

// The `n`th allocation from now fails (operator new or failingImGuiAlloc); 0 fails none.
void failAllocationIn(long n);
void* failingImGuiAlloc(std::size_t size, void* user);
void imGuiFree(void* p, void* user);

}  // namespace cartouche::testing
