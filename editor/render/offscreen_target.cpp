#include "offscreen_target.h"

#include <algorithm>
#include <cstring>
#include <string>

namespace cartouche {

Image readFramebuffer(int width, int height) {
  Image img;
  img.width = width;
  img.height = height;
  img.rgba.resize(size_t(width) * size_t(height) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
  // GL's rows start at the bottom.
  size_t stride = size_t(width) * 4;
  std::vector<uint8_t> row(stride);
  for (int y = 0; y < height / 2; ++y) {
    uint8_t* a = &img.rgba[size_t(y) * stride];
    uint8_t* b = &img.rgba[size_t(height - 1 - y) * stride];
    std::memcpy(row.data(), a, stride);
    std::memcpy(a, b, stride);
    std::memcpy(b, row.data(), stride);
  }
  return img;
}

Image readBackBuffer(int width, int height) {
  glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
  glReadBuffer(GL_BACK);
  return readFramebuffer(width, height);
}

Result<std::unique_ptr<OffscreenTarget>> OffscreenTarget::create(int width, int height) {
  GLint maxSize = 0;
  glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &maxSize);
  if (width < 1 || height < 1 || width > maxSize || height > maxSize)
    return Status::invalidArgument("image size " + std::to_string(width) + "x" + std::to_string(height) +
                                   " is outside 1x1 to " + std::to_string(maxSize) + "x" + std::to_string(maxSize));
  std::unique_ptr<OffscreenTarget> t(new OffscreenTarget());
  t->width_ = width;
  t->height_ = height;
  glGenRenderbuffers(1, &t->colour_);
  glBindRenderbuffer(GL_RENDERBUFFER, t->colour_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
  glGenFramebuffers(1, &t->framebuffer_);
  glBindFramebuffer(GL_FRAMEBUFFER, t->framebuffer_);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, t->colour_);
  GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
  if (status != GL_FRAMEBUFFER_COMPLETE)
    return Status::unsupported("offscreen framebuffer incomplete (status " + std::to_string(status) + ")");
  return t;
}

OffscreenTarget::~OffscreenTarget() {
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glDeleteFramebuffers(1, &framebuffer_);
  glDeleteRenderbuffers(1, &colour_);
}

void OffscreenTarget::bind() {
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glViewport(0, 0, width_, height_);
}

Image OffscreenTarget::read() {
  bind();
  return readFramebuffer(width_, height_);
}

}  // namespace cartouche
