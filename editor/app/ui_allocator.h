// The editor's allocator for Dear ImGui: malloc's memory, or std::bad_alloc when memory runs out. ImGui's default
// hands its vectors and draw lists a null pointer, which they then write through; thrown, memory running out in a
// frame unwinds to the command's handler like any other, which names the battle and leaves the unsaved edits in the
// working copy for the next start to offer (tests/faults/fault_sweep.py, editor-open). Fonts are baked by libstb,
// which allocates with plain malloc and is not covered.
#pragma once

#include <cstddef>

namespace cartouche {

// ImGui's allocation function: malloc's memory, or std::bad_alloc.
void* imguiAllocate(std::size_t size, void* user);

// Makes imguiAllocate ImGui's allocator in this process; call before the first ImGui context is created.
void useThrowingImGuiAllocator();

}  // namespace cartouche
