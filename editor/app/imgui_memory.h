// Dear ImGui's allocations, made to throw std::bad_alloc when memory runs out. ImGui's own allocator returns NULL,
// which its font baking (stb_truetype) meets with an assert that aborts the editor; thrown, memory running out in a
// frame unwinds to the command's handler like any other, which names the battle and leaves the unsaved edits in the
// working copy for the next start to offer (an allocation sweep found the abort: tests/faults/fault_sweep.py).
#pragma once

#include <cstddef>

namespace cartouche {

// ImGui's allocation function: malloc's memory, or std::bad_alloc.
void* imguiAllocate(std::size_t size, void* user);

// Makes imguiAllocate ImGui's allocator in this process; call before the first ImGui context is created.
void useThrowingImGuiAllocator();

}  // namespace cartouche
