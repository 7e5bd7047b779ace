#include "minimap_texture.h"

namespace cartouche {

void MinimapTexture::upload(int width, int height, const uint32_t* pixels) {
  if (!texture_.id()) texture_ = GlTexture(kRgba8Texels, {GL_LINEAR, GL_NEAREST, GL_CLAMP_TO_EDGE});
  texture_.allocate(width, height, pixels);
}

void MinimapTexture::update(int x0, int y0, int x1, int y1, const uint32_t* pixels) {
  if (x1 <= x0 || y1 <= y0) return;
  int width = texture_.width();
  texture_.upload(x0, y0, x1 - x0, y1 - y0, pixels + size_t(y0) * size_t(width) + size_t(x0), width);
}

}  // namespace cartouche
