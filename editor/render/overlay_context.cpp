#include "overlay_context.h"

#include <backends/imgui_impl_opengl3.h>

#include "fonts.h"

namespace cartouche {

Result<std::unique_ptr<OverlayContext>> OverlayContext::create(float fontPixels) {
  std::unique_ptr<OverlayContext> o(new OverlayContext());
  o->previous_ = ImGui::GetCurrentContext();
  o->context_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(o->context_);
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  Result<ImFont*> font = addEditorFont(io, fontPixels);
  o->font_ = font ? *font : io.Fonts->AddFontDefault();
  bool ok = ImGui_ImplOpenGL3_Init("#version 330 core");
  ImGui::SetCurrentContext(o->previous_);
  if (!ok) return Status::unsupported("the ImGui OpenGL3 backend did not start");
  return o;
}

OverlayContext::~OverlayContext() {
  ImGui::SetCurrentContext(context_);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext(context_);
  ImGui::SetCurrentContext(previous_ == context_ ? nullptr : previous_);
}

ImDrawList* OverlayContext::begin(int width, int height) {
  previous_ = ImGui::GetCurrentContext();
  ImGui::SetCurrentContext(context_);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(float(width), float(height));
  io.DisplayFramebufferScale = ImVec2(1.f, 1.f);
  io.DeltaTime = 1.f / 60.f;
  ImGui_ImplOpenGL3_NewFrame();
  ImGui::NewFrame();
  return ImGui::GetBackgroundDrawList();
}

void OverlayContext::render() {
  ImGui::Render();
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  ImGui::SetCurrentContext(previous_);
}

}  // namespace cartouche
