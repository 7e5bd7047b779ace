// An ImGui context of its own for drawing over an offscreen image (labels on exported PNGs) with no window and no
// platform backend: it sets the display size and frame time itself and renders through the ImGui OpenGL3
// backend into the bound framebuffer. It saves and restores the ImGui context that was current before.
// Thread-safety: one thread, with the GL context of create() current for every call.
#pragma once

#include <imgui.h>

#include <memory>

#include "base/status.h"

namespace cartouche {

class OverlayContext {
 public:
  // REQUIRES: a current GL 3.3 context.
  static Result<std::unique_ptr<OverlayContext>> create(float fontPixels);
  ~OverlayContext();
  OverlayContext(const OverlayContext&) = delete;
  OverlayContext& operator=(const OverlayContext&) = delete;

  // Starts a frame of width x height pixels; draw into the returned list, then call render().
  ImDrawList* begin(int width, int height);
  void render();
  ImFont* font() const { return font_; }

 private:
  OverlayContext() = default;
  ImGuiContext* context_ = nullptr;
  ImGuiContext* previous_ = nullptr;
  ImFont* font_ = nullptr;
};

}  // namespace cartouche
