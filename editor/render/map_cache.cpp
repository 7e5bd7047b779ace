// MapRenderer::drawCached: the editor's map through a kept image. On software GL a pass over 1920x1080 costs tens
// of milliseconds at most zooms, while most frames change nothing on the map or move it by whole pixels under the
// pointer; those reuse what was drawn. A drag moves the kept image and runs the pass on the strips it uncovers; an
// edit runs it on the rectangle of the hexes it touched.
//
// Why the pixels agree with a whole pass: each pixel is computed from its own position (the hex under it, that
// hex's texels and its own hexsides'), never from its neighbours, so a strip drawn alone is what the whole pass
// draws there; and an image drawn at centre c, moved by whole pixels d, is the image of centre c - d / zoom, up to
// the float rounding of the pixel's world position.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "gl_program.h"
#include "map_renderer.h"

namespace cartouche {

namespace shaders {
extern const char* const layer_vert;
extern const char* const layer_frag;
}  // namespace shaders

namespace {

// A move within this many pixels of whole pixels counts as whole. Drags move by whole pointer pixels, which reach
// the view as centre changes of pixels / zoom; the kept image is then off by at most this much, which no one sees.
constexpr double kWholePixel = 0.01;

bool emptyBox(const double (&box)[4]) { return box[0] > box[2]; }

}  // namespace

void MapRenderer::allocateCache(int width, int height) {
  if (!cache_.framebuffers[0]) {
    glGenFramebuffers(2, cache_.framebuffers);
    for (GlTexture& t : cache_.colours) t = GlTexture(kRgba8Texels, {GL_NEAREST, GL_NEAREST, GL_REPEAT});
    cache_.width = cache_.height = 0;
  }
  if (cache_.width == width && cache_.height == height) return;
  for (int i = 0; i < 2; ++i) {
    cache_.colours[i].allocate(width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, cache_.framebuffers[i]);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, cache_.colours[i].id(), 0);
  }
  cache_.width = width;
  cache_.height = height;
}

void MapRenderer::scrollCache(int dx, int dy) {
  const int w = cache_.width, h = cache_.height, back = 1 - cache_.front;
  // Destination rows and columns that the old image still covers, in GL's coordinates (y up): the content moves
  // right by dx and down by dy on screen.
  const int x0 = std::max(0, dx), x1 = std::min(w, w + dx), y0 = std::max(0, -dy), y1 = std::min(h, h - dy);
  glDisable(GL_SCISSOR_TEST);  // a blit is scissored too
  glBindFramebuffer(GL_READ_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, cache_.framebuffers[back]);
  glBlitFramebuffer(x0 - dx, y0 + dy, x1 - dx, y1 + dy, x0, y0, x1, y1, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  cache_.front = back;
}

void MapRenderer::redrawCacheRegion(const PixelRect& clip) {
  if (clip.empty()) return;
  glBindFramebuffer(GL_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
  if (cache_.style.terrainOpacity < 1.f) {
    // The kept image is premultiplied over transparent black; the pass blends into what is there.
    glEnable(GL_SCISSOR_TEST);
    glScissor(clip.x0, cache_.height - clip.y1, clip.x1 - clip.x0, clip.y1 - clip.y0);
    glClearColor(0.f, 0.f, 0.f, 0.f);
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_SCISSOR_TEST);
  }
  drawRegion(cache_.view, cache_.width, cache_.height, cache_.style, clip);
}

void MapRenderer::drawCached(const MapView& view, int width, int height, const MapStyle& style) {
  if (width <= 0 || height <= 0) return;
  GLint target = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
  const bool translucent = style.terrainOpacity < 1.f;
  // The view's move since the kept image, in screen pixels (y down): its content moves by (sx, sy).
  const double sx = (cache_.view.centre.x - view.centre.x) * view.zoom;
  const double sy = (cache_.view.centre.y - view.centre.y) * view.zoom;
  const double rx = std::round(sx), ry = std::round(sy);
  const bool kept = cache_.valid && cache_.width == width && cache_.height == height && cache_.style == style &&
                    cache_.view.zoom == view.zoom && std::abs(sx - rx) < kWholePixel &&
                    std::abs(sy - ry) < kWholePixel && std::abs(rx) <= width / 2 && std::abs(ry) <= height / 2;
  if (!kept) {
    allocateCache(width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
    if (translucent) {
      // Drawn over transparent black, the kept image is premultiplied: colour * alpha, alpha.
      glClearColor(0.f, 0.f, 0.f, 0.f);
      glClear(GL_COLOR_BUFFER_BIT);
    }
    draw(view, width, height, style);
    cache_.view = view;
    cache_.style = style;
    cache_.valid = true;
    lastCacheUse_ = CacheUse::Redrawn;
  } else {
    lastCacheUse_ = CacheUse::Copied;
    const int dx = int(rx), dy = int(ry);
    if (dx != 0 || dy != 0) {
      scrollCache(dx, dy);
      // The image now shows the view whose centre lies exactly whole pixels from the one it was drawn for, so
      // later moves are measured from there and rounding never adds up.
      cache_.view.centre.x -= dx / view.zoom;
      cache_.view.centre.y -= dy / view.zoom;
      redrawCacheRegion(dx > 0 ? PixelRect{0, 0, dx, height} : PixelRect{width + dx, 0, width, height});
      redrawCacheRegion(dy > 0 ? PixelRect{0, 0, width, dy} : PixelRect{0, height + dy, width, height});
      lastCacheUse_ = CacheUse::Scrolled;
    }
    if (!emptyBox(cache_.dirty)) {
      const Point a = cache_.view.worldToScreen({cache_.dirty[0], cache_.dirty[1]}, width, height);
      const Point b = cache_.view.worldToScreen({cache_.dirty[2], cache_.dirty[3]}, width, height);
      // Two pixels to spare: anti-aliased edges reach half a pixel past a hex's corner box.
      auto clampX = [&](double x) { return int(std::clamp(x, 0.0, double(width))); };
      auto clampY = [&](double y) { return int(std::clamp(y, 0.0, double(height))); };
      PixelRect edited{clampX(std::floor(std::min(a.x, b.x)) - 2), clampY(std::floor(std::min(a.y, b.y)) - 2),
                       clampX(std::ceil(std::max(a.x, b.x)) + 2), clampY(std::ceil(std::max(a.y, b.y)) + 2)};
      if (!edited.empty()) {
        redrawCacheRegion(edited);
        lastCacheUse_ = CacheUse::Patched;
      }
    }
  }
  cache_.dirty[0] = 1;
  cache_.dirty[2] = 0;
  if (translucent) {
    glBindFramebuffer(GL_FRAMEBUFFER, GLuint(target));
    compositeCache(width, height);
    return;
  }
  glDisable(GL_SCISSOR_TEST);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, GLuint(target));
  glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, GLuint(target));
}

void MapRenderer::compositeCache(int width, int height) {
  if (!compositeProgram_) {
    Result<GLuint> built = buildProgram(shaders::layer_vert, shaders::layer_frag, "layer (map composite)");
    if (!built) return;  // the embedded shaders compiled at create() on the same driver; not expected
    compositeProgram_ = *built;
    glUseProgram(compositeProgram_);
    glUniform1i(glGetUniformLocation(compositeProgram_, "uTile"), 0);
    glUniform1f(glGetUniformLocation(compositeProgram_, "uOpacity"), 1.f);
    glUniform4f(glGetUniformLocation(compositeProgram_, "uTransform"), 1.f, 1.f, 0.f, 0.f);
    glUseProgram(0);
    // One quad over the viewport: positions in normalized device coordinates, texture coordinates 0..1.
    const float quad[] = {-1, -1, 0, 0, 1, -1, 1, 0, 1, 1, 1, 1, -1, -1, 0, 0, 1, 1, 1, 1, -1, 1, 0, 1};
    glGenVertexArrays(1, &compositeVao_);
    glGenBuffers(1, &compositeVbo_);
    glBindVertexArray(compositeVao_);
    glBindBuffer(GL_ARRAY_BUFFER, compositeVbo_);
    glBufferData(GL_ARRAY_BUFFER, sizeof(quad), quad, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), nullptr);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), reinterpret_cast<void*>(2 * sizeof(float)));
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
  }
  glViewport(0, 0, width, height);
  glDisable(GL_SCISSOR_TEST);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);  // the kept image is premultiplied
  glUseProgram(compositeProgram_);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, cache_.colours[cache_.front].id());
  glBindVertexArray(compositeVao_);
  glDrawArrays(GL_TRIANGLES, 0, 6);
  glBindVertexArray(0);
  glBindTexture(GL_TEXTURE_2D, 0);
  glUseProgram(0);
  glDisable(GL_BLEND);
}

}  // namespace cartouche
