// An ImGui context with no platform or renderer backend, for tests that draw panels and feed the input themselves:
// no ini file, 60 frames a second, the font atlas built so frames can start. Main thread.
#pragma once

#include <imgui.h>

namespace cartouche::testing {

// Creates and sets the current ImGui context with a display of `size` pixels. The caller destroys it
// (ImGui::DestroyContext) and sets any key map its test needs.
inline ImGuiIO& startHeadlessImGui(ImVec2 size) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = size;
  io.DeltaTime = 1.f / 60.f;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  return io;
}

}  // namespace cartouche::testing
