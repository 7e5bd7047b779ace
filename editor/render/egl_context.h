// A headless OpenGL 3.3 core context through EGL, with no display server: for exporting map images, tests and
// GPU benchmarks. It prefers a hardware EGL device (EGL_EXT_platform_device), then Mesa's surfaceless platform,
// then any device (a software one), then the default display with a pbuffer. Render into a framebuffer object
// (OffscreenTarget); the context has no default framebuffer worth drawing to.
// Thread-safety: the context is made current on the creating thread; use it from that thread only. REQUIRES: no
// GLX context current on that thread (GLVND keeps one window-system API current per thread), so the editor
// exports images through its own window context rather than through this.
#pragma once

#include <memory>
#include <string>

#include "base/status.h"

namespace cartouche {

class EglContext {
 public:
  static Result<std::unique_ptr<EglContext>> create();
  ~EglContext();
  EglContext(const EglContext&) = delete;
  EglContext& operator=(const EglContext&) = delete;

  void makeCurrent();
  // How the context was made and what renders it: "EGL device platform (hardware): NVIDIA H100 ...".
  const std::string& description() const { return description_; }

 private:
  EglContext() = default;
  void* display_ = nullptr;
  void* context_ = nullptr;
  void* surface_ = nullptr;
  std::string description_;
};

}  // namespace cartouche
