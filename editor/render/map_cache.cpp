// MapRenderer::drawCached: the editor's map through a kept image. On software GL a pass over 1920x1080 costs tens
// of milliseconds at most zooms, while most frames change nothing on the map or move it by whole pixels under the
// pointer; those reuse what was drawn. A drag moves the kept image and runs the pass on the strips it uncovers; an
// edit runs it on the rectangle of the hexes it touched. A zoom step, which changes every pixel, scales the kept
// image as a first draft and draws it exactly again a band of rows a frame, going round, so a zoom animation costs
// a share of a pass each frame and the picture is exact a few frames after it stops. A jump, which the old picture
// cannot serve, takes the pass at half the resolution as its draft and settles the same way.
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
#include "ui_changes.h"

namespace cartouche {

namespace shaders {
extern const char* const layer_vert;
extern const char* const layer_frag;
}  // namespace shaders

namespace {

// A move within this many pixels of whole pixels counts as whole. Drags move by whole pointer pixels, which reach
// the view as centre changes of pixels / zoom; the kept image is then off by at most this much, which no one sees.
constexpr double kWholePixel = 0.01;

// A zoom step scales the kept image as the new picture's first draft only while it stays close: at most this
// factor either way, and covering all but this share of the viewport. Past that (a jump, Home) the pass redraws.
constexpr double kMaxRescale = 1.5;
constexpr double kMaxBare = 0.35;

bool emptyBox(const double (&box)[4]) { return box[0] > box[2]; }

// Gives `texture` width x height texels and makes it `framebuffer`'s colour.
void allocateImage(GLuint framebuffer, GlTexture& texture, int width, int height) {
  texture.allocate(width, height);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture.id(), 0);
}

}  // namespace

void MapRenderer::allocateCache(int width, int height) {
  if (!cache_.framebuffers[0]) {
    glGenFramebuffers(2, cache_.framebuffers);
    // Clamped: a rescaled image's edges must not take in the opposite edge.
    for (GlTexture& t : cache_.colours) t = GlTexture(kRgba8Texels, {GL_NEAREST, GL_NEAREST, GL_CLAMP_TO_EDGE});
    cache_.width = cache_.height = 0;
  }
  if (cache_.width == width && cache_.height == height) return;
  for (int i = 0; i < 2; ++i) allocateCacheImage(i, width, height);
  cache_.width = width;
  cache_.height = height;
}

void MapRenderer::allocateCacheImage(int i, int width, int height) {
  allocateImage(cache_.framebuffers[i], cache_.colours[i], width, height);
}

void MapRenderer::scrollImages(const GLuint (&framebuffers)[2], int& front, int dx, int dy) {
  const int w = cache_.width, h = cache_.height, back = 1 - front;
  // Destination rows and columns that the old image still covers, in GL's coordinates (y up): the content moves
  // right by dx and down by dy on screen.
  const int x0 = std::max(0, dx), x1 = std::min(w, w + dx), y0 = std::max(0, -dy), y1 = std::min(h, h - dy);
  glDisable(GL_SCISSOR_TEST);  // a blit is scissored too
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffers[front]);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffers[back]);
  glBlitFramebuffer(x0 - dx, y0 + dy, x1 - dx, y1 + dy, x0, y0, x1, y1, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  front = back;
}

void MapRenderer::keepOverlay(MapOverlay& overlay, bool kept, int dx, int dy) {
  const int w = cache_.width, h = cache_.height;
  if (!cache_.shownFramebuffers[0]) {
    glGenFramebuffers(2, cache_.shownFramebuffers);
    for (GlTexture& t : cache_.shown) t = GlTexture(kRgba8Texels, {GL_NEAREST, GL_NEAREST, GL_CLAMP_TO_EDGE});
  }
  if (cache_.shownWidth != w || cache_.shownHeight != h) {
    for (int i = 0; i < 2; ++i) allocateImage(cache_.shownFramebuffers[i], cache_.shown[i], w, h);
    cache_.shownWidth = w;
    cache_.shownHeight = h;
    cache_.shownValid = false;
  }
  // Where the map changed this frame and where a thing over it did: the map copied there from its own image, then
  // the overlay over it. After a zoom step, a jump or a zoom's easing, everywhere: the map's draft under a sharp
  // overlay.
  std::vector<PixelRect> regions = cache_.overlay.changes(&overlay, kept ? dx : 0, kept ? dy : 0, w, h);
  if (kept && cache_.shownValid) {
    if (dx != 0 || dy != 0) scrollImages(cache_.shownFramebuffers, cache_.shownFront, dx, dy);
    regions.insert(regions.end(), cache_.drawn.begin(), cache_.drawn.end());
    regions = disjointRects(regions);
  } else {
    regions.assign(1, PixelRect{0, 0, w, h});
  }
  cache_.shownValid = true;
  if (regions.empty()) return;
  glDisable(GL_SCISSOR_TEST);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, cache_.shownFramebuffers[cache_.shownFront]);
  for (const PixelRect& r : regions)
    glBlitFramebuffer(r.x0, h - r.y1, r.x1, h - r.y0, r.x0, h - r.y1, r.x1, h - r.y0, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, cache_.shownFramebuffers[cache_.shownFront]);
  KeptOverlay::draw(overlay, regions);
}

void MapRenderer::redrawCacheRegion(const PixelRect& clip) {
  if (clip.empty()) return;
  lastPassPixels_ += long(clip.x1 - clip.x0) * (clip.y1 - clip.y0);
  cache_.drawn.push_back(clip);
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

bool MapRenderer::rescaleCache(const MapView& view, int w, int h) {
  const int w0 = cache_.width, h0 = cache_.height;
  const double k = view.zoom / cache_.view.zoom;
  if (!(k >= 1.0 / kMaxRescale && k <= kMaxRescale)) return false;
  // Where the kept image lands in the new view (pixels, y down), and how much of the viewport that leaves bare.
  const Point a = view.worldToScreen(cache_.view.screenToWorld({0, 0}, w0, h0), w, h);
  const double x0 = a.x, y0 = a.y, x1 = a.x + w0 * k, y1 = a.y + h0 * k;
  const double covered = std::max(0.0, std::min(x1, double(w)) - std::max(x0, 0.0)) *
                         std::max(0.0, std::min(y1, double(h)) - std::max(y0, 0.0));
  if (covered < (1.0 - kMaxBare) * w * h || !compositeProgram()) return false;

  // A new window size: the other image takes the new size before the old picture is drawn into it, the old one
  // after (it only ever receives a scroll's blit).
  const int back = 1 - cache_.front;
  if (w != w0 || h != h0) allocateCacheImage(back, w, h);
  glBindFramebuffer(GL_FRAMEBUFFER, cache_.framebuffers[back]);
  glViewport(0, 0, w, h);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
  // No clear first: the quad writes every pixel whose centre it covers, and the pass below every other one (a
  // translucent image's region cleared first in redrawCacheRegion). On software GL the clear cost 0.35 ms a frame
  // of a zoom's easing at 1336x856.
  // The old image as one quad (normalized device coordinates -1..1 of the old size) scaled to (x0, y0)-(x1, y1) of
  // the new viewport. GL's y is up: the top edge y0 is ndc 1 - 2 y0 / h. Sampled nearest: on software GL filtering
  // would cost 2 ms more a frame of 1920x1080 (5.5 against 3.5), for a draft that lasts a few frames.
  const double sx = (x1 - x0) / w, sy = (y1 - y0) / h;
  drawKeptImage(float(sx), float(sy), float(sx - 1.0 + 2.0 * x0 / w), float(1.0 - sy - 2.0 * y0 / h));
  if (w != w0 || h != h0) allocateCacheImage(cache_.front, w, h);
  cache_.front = back;
  cache_.view = view;
  cache_.width = w;
  cache_.height = h;

  // Every row now shows a scaled picture; what the old image does not reach is drawn exactly at once.
  cache_.stale.assign(size_t(h), 1);
  cache_.staleRows = h;
  auto px = [](double v, int limit) { return int(std::clamp(v, 0.0, double(limit))); };
  redrawCacheRegion({0, 0, w, px(std::ceil(y0), h)});
  redrawCacheRegion({0, px(std::floor(y1), h), w, h});
  const int top = px(std::ceil(y0), h), bottom = px(std::floor(y1), h);
  redrawCacheRegion({0, top, px(std::ceil(x0), w), bottom});
  redrawCacheRegion({px(std::floor(x1), w), top, w, bottom});
  return true;
}

bool MapRenderer::draftJump(const MapView& view, int w, int h) {
  if (long(w) * h <= 2 * kSettleBandPixels || !compositeProgram()) return false;
  // Half the width and height, a pixel more where odd: the same world about the same centre at half the zoom.
  const int dw = (w + 1) / 2, dh = (h + 1) / 2;
  if (!cache_.draftFramebuffer) {
    glGenFramebuffers(1, &cache_.draftFramebuffer);
    // Filtered: each draft pixel covers four, which nearest sampling shows as blocks.
    cache_.draft = GlTexture(kRgba8Texels, {GL_LINEAR, GL_LINEAR, GL_CLAMP_TO_EDGE});
    cache_.draftWidth = cache_.draftHeight = 0;
  }
  if (cache_.draftWidth != dw || cache_.draftHeight != dh) {
    allocateImage(cache_.draftFramebuffer, cache_.draft, dw, dh);
    cache_.draftWidth = dw;
    cache_.draftHeight = dh;
  }
  const MapStyle& style = cache_.style;
  const bool translucent = style.terrainOpacity < 1.f;
  glBindFramebuffer(GL_FRAMEBUFFER, cache_.draftFramebuffer);
  if (translucent) {
    glDisable(GL_SCISSOR_TEST);
    glClearColor(0.f, 0.f, 0.f, 0.f);
    glClear(GL_COLOR_BUFFER_BIT);
  }
  MapView half = view;
  half.zoom = view.zoom / 2;
  draw(half, dw, dh, style);
  lastPassPixels_ = long(dw) * dh;

  allocateCache(w, h);
  glBindFramebuffer(GL_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
  glViewport(0, 0, w, h);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
  // Scaled by two about the viewport's centre, where the view's centre lies in both: 2 dw x 2 dh pixels, a pixel
  // past each edge where w or h is odd.
  drawKeptImage(float(2.0 * dw / w), float(2.0 * dh / h), 0.f, 0.f, cache_.draft.id());
  cache_.view = view;
  cache_.stale.assign(size_t(h), 1);
  cache_.staleRows = h;
  cache_.nextRow = 0;
  return true;
}

void MapRenderer::refineCache(long pixels) {
  const int h = cache_.height;
  if (cache_.staleRows == 0 || h <= 0 || pixels <= 0) return;
  int row = cache_.nextRow % h;
  while (!cache_.stale[size_t(row)]) row = (row + 1) % h;
  const int rows = int(std::max(1L, pixels / std::max(1, cache_.width)));
  const int end = std::min(h, row + rows);
  redrawCacheRegion({0, row, cache_.width, end});
  for (int y = row; y < end; ++y) {
    cache_.staleRows -= cache_.stale[size_t(y)];
    cache_.stale[size_t(y)] = 0;
  }
  cache_.nextRow = end % h;
}

void MapRenderer::drawCached(const MapView& view, int width, int height, const MapStyle& style, MapPlacement at,
                             MapOverlay* overlay) {
  if (width <= 0 || height <= 0) return;
  if (overlay && (overlay->width() != width || overlay->height() != height)) overlay = nullptr;
  GLint target = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
  lastPassPixels_ = 0;
  cache_.drawn.clear();
  const bool translucent = style.terrainOpacity < 1.f;
  // The view's move since the kept image, in screen pixels (y down): its content moves by (sx, sy).
  const double sx = (cache_.view.centre.x - view.centre.x) * view.zoom;
  const double sy = (cache_.view.centre.y - view.centre.y) * view.zoom;
  const double rx = std::round(sx), ry = std::round(sy);
  const bool usable = cache_.valid && cache_.style == style;
  const bool kept = usable && cache_.width == width && cache_.height == height && cache_.view.zoom == view.zoom &&
                    std::abs(sx - rx) < kWholePixel && std::abs(sy - ry) < kWholePixel && std::abs(rx) <= width / 2 &&
                    std::abs(ry) <= height / 2;
  const int dx = kept ? int(rx) : 0, dy = kept ? int(ry) : 0;
  const bool rescaled = !kept && usable && rescaleCache(view, width, height);
  const bool drafted = !kept && !rescaled && usable && draftJump(view, width, height);
  if (!kept && !rescaled && !drafted) {
    allocateCache(width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, cache_.framebuffers[cache_.front]);
    if (translucent) {
      // Drawn over transparent black, the kept image is premultiplied: colour * alpha, alpha.
      glClearColor(0.f, 0.f, 0.f, 0.f);
      glClear(GL_COLOR_BUFFER_BIT);
    }
    draw(view, width, height, style);
    lastPassPixels_ = long(width) * height;
    cache_.drawn.assign(1, PixelRect{0, 0, width, height});
    cache_.view = view;
    cache_.style = style;
    cache_.valid = true;
    cache_.stale.assign(size_t(height), 0);
    cache_.staleRows = 0;
    lastCacheUse_ = CacheUse::Redrawn;
  } else {
    lastCacheUse_ = kept ? CacheUse::Copied : rescaled ? CacheUse::Rescaled : CacheUse::Drafted;
    if (dx != 0 || dy != 0) {
      scrollImages(cache_.framebuffers, cache_.front, dx, dy);
      // The image now shows the view whose centre lies exactly whole pixels from the one it was drawn for, so
      // later moves are measured from there and rounding never adds up.
      cache_.view.centre.x -= dx / view.zoom;
      cache_.view.centre.y -= dy / view.zoom;
      // Stale rows move with the picture; the strips the move uncovers are drawn exactly.
      if (dy != 0 && cache_.staleRows > 0) {
        std::vector<uint8_t> moved(size_t(height), 0);
        for (int y = 0; y < height; ++y)
          if (y - dy >= 0 && y - dy < height) moved[size_t(y)] = cache_.stale[size_t(y - dy)];
        cache_.stale = std::move(moved);
        cache_.staleRows = int(std::count(cache_.stale.begin(), cache_.stale.end(), uint8_t(1)));
      }
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
        if (lastCacheUse_ != CacheUse::Rescaled && lastCacheUse_ != CacheUse::Drafted)
          lastCacheUse_ = CacheUse::Patched;
      }
    }
    if (cache_.staleRows > 0 && !bandsHeld_) {
      // A band's worth of the pass a frame, less what the frame drew already (the edges a zoom out uncovered, the
      // strips a drag uncovered, an edit); a frame that neither scaled nor moved the image has the time of its
      // scaling for a second band.
      if (lastCacheUse_ == CacheUse::Copied) {
        refineCache(kSettleBandPixels);
        refineCache(kSettleBandPixels);
        lastCacheUse_ = CacheUse::Refined;
      } else {
        refineCache(kSettleBandPixels - lastPassPixels_);
      }
    }
  }
  cache_.dirty[0] = 1;
  cache_.dirty[2] = 0;
  // What the window shows: the map alone, or the map with the overlay kept over it in the shown image.
  GLuint shownFramebuffer = cache_.framebuffers[cache_.front], shownTexture = cache_.colours[cache_.front].id();
  // While a zoom eases, every frame scales the map again: the overlay is drawn over the window whole, sharp over the
  // scaled map (scaling it with the map would blur its text; keeping it in the shown image would copy that image
  // whole each frame for nothing). The shown image is made again when the easing stops.
  const bool live = overlay && bandsHeld_;
  if (live) {
    cache_.overlay.changes(overlay, 0, 0, width, height);
    cache_.shownValid = false;
  } else if (overlay) {
    keepOverlay(*overlay, kept, dx, dy);
    shownFramebuffer = cache_.shownFramebuffers[cache_.shownFront];
    shownTexture = cache_.shown[cache_.shownFront].id();
  } else {
    cache_.overlay.changes(nullptr, 0, 0, width, height);
    cache_.shownValid = false;
  }
  // The picture's place in the target, in GL's rows (from the bottom).
  const int x = at.x, y = at.glY(height);
  if (translucent) {
    glBindFramebuffer(GL_FRAMEBUFFER, GLuint(target));
    compositeCache(x, y, width, height, shownTexture);
  } else {
    glDisable(GL_SCISSOR_TEST);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, shownFramebuffer);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, GLuint(target));
    glBlitFramebuffer(0, 0, width, height, x, y, x + width, y + height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, GLuint(target));
  }
  if (live) KeptOverlay::draw(*overlay, {PixelRect{0, 0, width, height}}, at);
}

GLuint MapRenderer::compositeProgram() {
  if (!compositeProgram_) {
    Result<GLuint> built = buildProgram(shaders::layer_vert, shaders::layer_frag, "layer (map composite)");
    if (!built) return 0;  // the embedded shaders compiled at create() on the same driver; not expected
    compositeProgram_ = *built;
    glUseProgram(compositeProgram_);
    glUniform1i(glGetUniformLocation(compositeProgram_, "uTile"), 0);
    glUniform1f(glGetUniformLocation(compositeProgram_, "uOpacity"), 1.f);
    compositeTransform_ = glGetUniformLocation(compositeProgram_, "uTransform");
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
  return compositeProgram_;
}

void MapRenderer::compositeCache(int x, int y, int width, int height, GLuint texture) {
  if (!compositeProgram()) return;
  glViewport(x, y, width, height);
  glDisable(GL_SCISSOR_TEST);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);  // the kept image is premultiplied
  drawKeptImage(1.f, 1.f, 0.f, 0.f, texture);
  glDisable(GL_BLEND);
}

void MapRenderer::drawKeptImage(float sx, float sy, float ox, float oy, GLuint texture) {
  glUseProgram(compositeProgram_);
  glUniform4f(compositeTransform_, sx, sy, ox, oy);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture ? texture : cache_.colours[cache_.front].id());
  glBindVertexArray(compositeVao_);
  glDrawArrays(GL_TRIANGLES, 0, 6);
  glBindVertexArray(0);
  glBindTexture(GL_TEXTURE_2D, 0);
  glUseProgram(0);
}

}  // namespace cartouche
