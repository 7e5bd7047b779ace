// ImGui's allocations throw std::bad_alloc when memory runs out, instead of handing ImGui a null pointer
// (app/ui_allocator.h).
#include "app/ui_allocator.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

namespace cartouche {
namespace {

TEST(ImGuiMemory, TheEditorsAllocatorIsImGuisOnceInstalled) {
  ImGuiMemAllocFunc alloc = nullptr;
  ImGuiMemFreeFunc release = nullptr;
  void* user = nullptr;
  useThrowingImGuiAllocator();
  ImGui::GetAllocatorFunctions(&alloc, &release, &user);
  EXPECT_EQ(alloc, &imguiAllocate);
  // ImGui's own allocations go through it: a context made, a font baked, a frame drawn.
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(640, 480);
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  EXPECT_GT(width, 0);
  ImGui::NewFrame();
  ImGui::Text("Kościuszko");
  ImGui::Render();
  ImGui::DestroyContext();
}

TEST(ImGuiMemory, AnAllocationMallocRefusesThrows) {
  void* p = imguiAllocate(64, nullptr);
  ASSERT_NE(p, nullptr);
  std::memset(p, 1, 64);
  std::free(p);
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CARTOUCHE_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(CARTOUCHE_UNDER_ASAN)
  GTEST_SKIP() << "AddressSanitizer stops the process at an impossible allocation rather than returning null";
#else
  EXPECT_THROW(imguiAllocate(SIZE_MAX / 2, nullptr), std::bad_alloc);
#endif
}

}  // namespace
}  // namespace cartouche
