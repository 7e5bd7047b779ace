// GlTexture: one 2D GL texture owned by a value. The name is made with its sampling on construction and deleted with
// the value (movable, not copyable); allocate() sizes it, upload() replaces a rectangle of texels from CPU memory.
// Uploads read tightly packed rows (GL_UNPACK_ALIGNMENT 1, which they leave set) and may read a rectangle out of a
// larger picture. Thread-safety: main thread, with the GL context that made it current for every call, the
// destructor included.
#pragma once

#include <GL/glcorearb.h>

namespace cartouche {

// How texels are laid out on the GPU (internalFormat) and in the CPU memory handed to it (format, type).
struct TexelFormat {
  GLint internalFormat;
  GLenum format, type;
};
inline constexpr TexelFormat kRgba8Texels{GL_RGBA8, GL_RGBA, GL_UNSIGNED_BYTE};
inline constexpr TexelFormat kRgba16uiTexels{GL_RGBA16UI, GL_RGBA_INTEGER, GL_UNSIGNED_SHORT};
inline constexpr TexelFormat kRgba32uiTexels{GL_RGBA32UI, GL_RGBA_INTEGER, GL_UNSIGNED_INT};

// How a texture is sampled. Integer textures must use GL_NEAREST.
struct TextureSampling {
  GLint minFilter = GL_NEAREST, magFilter = GL_NEAREST;
  GLint wrap = GL_CLAMP_TO_EDGE;
};

class GlTexture {
 public:
  GlTexture() = default;  // no texture: id() is 0
  GlTexture(TexelFormat format, TextureSampling sampling);
  ~GlTexture();
  GlTexture(GlTexture&& other) noexcept;
  GlTexture& operator=(GlTexture&& other) noexcept;
  GlTexture(const GlTexture&) = delete;
  GlTexture& operator=(const GlTexture&) = delete;

  GLuint id() const { return id_; }
  int width() const { return width_; }
  int height() const { return height_; }

  // (Re)allocates width x height texels, filled from `pixels` (rows of `width` texels) or undefined when null.
  void allocate(int width, int height, const void* pixels = nullptr);
  // Replaces the w x h texels at (x, y) with those of `pixels`, whose rows are `rowLength` texels apart (0: w).
  void upload(int x, int y, int w, int h, const void* pixels, int rowLength = 0);

 private:
  GLuint id_ = 0;
  TexelFormat format_{};
  int width_ = 0, height_ = 0;
};

}  // namespace cartouche
