// MinimapTexture: the minimap's picture on the GPU, one RGBA8 texel per picture pixel, smoothed when drawn smaller and
// kept sharp when drawn larger (no mipmaps: the picture is box-filtered on the CPU already). The picture is sent whole
// once, then only the rectangles an edit repainted. Thread-safety: main thread, with the GL context that was current
// at the first upload current for every call, the destructor included.
#pragma once

#include <GL/glcorearb.h>

#include <cstddef>
#include <cstdint>

#include "gl_texture.h"

namespace cartouche {

class MinimapTexture {
 public:
  // Replaces the whole picture: width x height pixels, row-major, RGBA bytes in memory order (r in the lowest byte).
  void upload(int width, int height, const uint32_t* pixels);
  // Sends the rectangle [x0, x1) x [y0, y1) of the picture again from `pixels`, the whole picture as in upload().
  // REQUIRES: upload() of a picture of this size came first.
  void update(int x0, int y0, int x1, int y1, const uint32_t* pixels);

  // The texture for ImGui draw lists; 0 before the first upload.
  GLuint id() const { return texture_.id(); }

 private:
  GlTexture texture_;
};

}  // namespace cartouche
