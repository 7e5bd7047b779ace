// ImGui's draw data drawn into the bound framebuffer, in place of the OpenGL 3 backend's RenderDrawData (the backend
// still makes and owns the font atlas' texture). The same picture to the pixel, for less on llvmpipe: the large runs of
// opaque untextured triangles (the panels' backgrounds, title and menu bars: imgui_runs.h) are drawn without blending
// and without sampling the atlas, about 1.5 ms of a 17 ms panning frame at 1920x1080. The frame's draw lists go up in
// one buffer of fresh storage, where the backend rewrites one buffer list after list while the frame still draws from
// it. The GL state it changes is put back as it found it, as the backend does. Thread-safety: REQUIRES the GL context
// and the ImGui context it draws for current on the calling thread.
#pragma once

#include <GL/glcorearb.h>
#include <imgui.h>

#include <memory>
#include <vector>

#include "base/status.h"
#include "imgui_runs.h"

namespace cartouche {

class ImGuiRenderer {
 public:
  // Compiles its programs; REQUIRES a GL 3.3 core context.
  static Result<std::unique_ptr<ImGuiRenderer>> create();
  ~ImGuiRenderer();
  ImGuiRenderer(const ImGuiRenderer&) = delete;
  ImGuiRenderer& operator=(const ImGuiRenderer&) = delete;

  // Draws `data` (ImGui::GetDrawData() after ImGui::Render()) with `solid` telling its opaque untextured triangles.
  void render(const ImDrawData& data, const SolidTexel& solid);

  // Opaque runs smaller than this (square pixels: one of llvmpipe's 64x64 tiles) are drawn with the rest.
  static constexpr float kMinOpaqueArea = 4096.f;

 private:
  struct Program {
    GLuint id = 0;
    GLint projection = -1;
  };
  ImGuiRenderer() = default;
  void setUp(const ImDrawData& data, int width, int height);
  void use(bool opaque);

  Program textured_, solid_;
  GLuint vertexArray_ = 0, vertexBuffer_ = 0, indexBuffer_ = 0;
  bool opaqueState_ = false;
  std::vector<TriangleRun> runs_;
};

}  // namespace cartouche
