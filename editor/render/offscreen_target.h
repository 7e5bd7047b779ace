// An offscreen framebuffer (RGBA8 colour) to render into with no window, and the image read back from it. Image
// rows run top to bottom, as in PNG files and screen pixels. Thread-safety: as MapRenderer, the context that was
// current at create() must be current for every call, the destructor included.
#pragma once

#include <GL/glcorearb.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "base/status.h"
#include "model/terrain.h"

namespace cartouche {

struct Image {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> rgba;  // top row first
  Rgba at(int x, int y) const {
    const uint8_t* p = &rgba[(size_t(y) * size_t(width) + size_t(x)) * 4];
    return {p[0], p[1], p[2], p[3]};
  }
};

// Reads the currently bound framebuffer's width x height pixels, flipped so the top row comes first.
Image readFramebuffer(int width, int height);
// Reads a window's back buffer (the default framebuffer) before it is swapped: for editor screenshots.
Image readBackBuffer(int width, int height);

class OffscreenTarget {
 public:
  // REQUIRES: a current GL 3.3 context; width and height within GL_MAX_RENDERBUFFER_SIZE.
  static Result<std::unique_ptr<OffscreenTarget>> create(int width, int height);
  ~OffscreenTarget();
  OffscreenTarget(const OffscreenTarget&) = delete;
  OffscreenTarget& operator=(const OffscreenTarget&) = delete;

  void bind();
  Image read();
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  OffscreenTarget() = default;
  GLuint framebuffer_ = 0, colour_ = 0;
  int width_ = 0, height_ = 0;
};

}  // namespace cartouche
