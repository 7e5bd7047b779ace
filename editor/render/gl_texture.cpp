#include "gl_texture.h"

#include <utility>

namespace cartouche {

GlTexture::GlTexture(TexelFormat format, TextureSampling sampling) : format_(format) {
  glGenTextures(1, &id_);
  glBindTexture(GL_TEXTURE_2D, id_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, sampling.minFilter);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, sampling.magFilter);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, sampling.wrap);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, sampling.wrap);
  glBindTexture(GL_TEXTURE_2D, 0);
}

GlTexture::~GlTexture() {
  if (id_) glDeleteTextures(1, &id_);
}

GlTexture::GlTexture(GlTexture&& other) noexcept
    : id_(std::exchange(other.id_, 0)),
      format_(other.format_),
      width_(std::exchange(other.width_, 0)),
      height_(std::exchange(other.height_, 0)) {}

GlTexture& GlTexture::operator=(GlTexture&& other) noexcept {
  if (this != &other) {
    if (id_) glDeleteTextures(1, &id_);
    id_ = std::exchange(other.id_, 0);
    format_ = other.format_;
    width_ = std::exchange(other.width_, 0);
    height_ = std::exchange(other.height_, 0);
  }
  return *this;
}

void GlTexture::allocate(int width, int height, const void* pixels) {
  glBindTexture(GL_TEXTURE_2D, id_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, format_.internalFormat, width, height, 0, format_.format, format_.type, pixels);
  glBindTexture(GL_TEXTURE_2D, 0);
  width_ = width;
  height_ = height;
}

void GlTexture::upload(int x, int y, int w, int h, const void* pixels, int rowLength) {
  glBindTexture(GL_TEXTURE_2D, id_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  // Other uploads assume GL's default row length, so a longer one is set back after the call.
  if (rowLength) glPixelStorei(GL_UNPACK_ROW_LENGTH, rowLength);
  glTexSubImage2D(GL_TEXTURE_2D, 0, x, y, w, h, format_.format, format_.type, pixels);
  if (rowLength) glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glBindTexture(GL_TEXTURE_2D, 0);
}

}  // namespace cartouche
