#include "ui_allocator.h"

#include <imgui.h>

#include <cstdlib>
#include <new>

namespace cartouche {

namespace {

void imguiFree(void* p, void*) { std::free(p); }

}  // namespace

void* imguiAllocate(std::size_t size, void*) {
  void* p = std::malloc(size);
  if (!p && size > 0) throw std::bad_alloc();
  return p;
}

void useThrowingImGuiAllocator() { ImGui::SetAllocatorFunctions(imguiAllocate, imguiFree, nullptr); }

}  // namespace cartouche
