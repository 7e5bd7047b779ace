// UiCache: draws ImGui's frame again only where it changed. On software GL the panels cost much of the editor's
// frame (ImGui's drawing took about 11 ms of 17 at 1920x1080 on llvmpipe), yet while a person pans, zooms or paints
// the map the panels' draw lists come out the same frame after frame. Each frame UiCache finds the rectangles where
// the picture may differ from the last one (ui_changes.h: lists that changed, appeared or went, textures other than
// the font's, the foreground list then and now, and the map's part then and now), and draws ImGui's lists through
// the packaged OpenGL 3 backend only there, each command's scissor cut down to them, over the background colour.
// Elsewhere the pixels are already right:
//   - the window's back buffer still holds an earlier frame (GLX_EXT_buffer_age): what changed since that frame is
//     drawn again, and nothing else is touched;
//   - otherwise from an image kept of the last frame, copied back outside the changed rectangles before the map is
//     drawn (on llvmpipe a copy after the map's drawing costs more: it splits the frame's work in two);
//   - or, the first frame, after a new size, at a framebuffer scale other than 1, into a multisampled framebuffer
//     or where no image can be kept, every list is drawn over the whole window, as ImGui's backend draws it.
//
// Why the pixels agree with drawing every list over the whole window: inside a rectangle drawn again, everything is
// drawn from the background colour up, in ImGui's order, with the scissors in the backend's own whole pixels; outside
// them every list and what lies under it is as it was when those pixels were drawn. The background list holds the
// map's overlays (hex labels, counters, tool previews) and is cut down to the map's part whichever way the frame is
// drawn, so nothing the map moves reaches under a panel.
//
// Thread-safety: the GL context current at the first beginFrame() must be current for every call, the destructor
// included; ImGui's context is the one whose draw data is drawn.
#pragma once

#include <GL/glcorearb.h>
#include <imgui.h>

#include <deque>
#include <vector>

#include "gl_texture.h"
#include "model/terrain.h"
#include "ui_changes.h"

namespace cartouche {

class UiCache {
 public:
  UiCache() = default;
  ~UiCache();
  UiCache(const UiCache&) = delete;
  UiCache& operator=(const UiCache&) = delete;

  // Starts a frame, after ImGui::Render() and before the map: `data` is ImGui::GetDrawData(), `live` the map's part
  // of the window (pixels, y down), `backBufferAge` the bound framebuffer's age (back_buffer.h; 0 when unknown).
  // Finds what changed and paints the background where the frame is drawn again (the map's part included, unless
  // `liveOpaque`: the caller then paints every pixel of `live` without blending, as an opaque map does), and what the
  // kept image holds elsewhere. The caller then draws the map in `live` and calls draw().
  void beginFrame(ImDrawData* data, const PixelRect& live, Rgba background, int backBufferAge = 0,
                  bool liveOpaque = false);
  // Draws the frame beginFrame() started: ImGui's lists where it changed (the background list, the map's overlays,
  // in the map's part), then the foreground list over everything. REQUIRES: ImGui's OpenGL 3 backend initialised in
  // the current ImGui context; `data` still the current draw data.
  void draw();
  // Off: every frame draws every list over the whole window (for comparisons).
  void setReuse(bool reuse);
  // For tests of the editor, after draw(): draws `data` whole, as with reuse off, into the bound framebuffer (the
  // same kind of framebuffer, as blending may round differently in another), reads it and puts the frame back as it
  // was. Returns how many pixels outside `live` differ from the frame drawn (the map is not drawn again), the first
  // of them (top row first) in `first`.
  long compareWithWhole(ImDrawData* data, const PixelRect& live, Rgba background, PixelRect* first = nullptr);

  enum class Way { Whole, BackBuffer, KeptImage };
  struct Stats {
    Way way = Way::Whole;
    long drawn = 0;      // pixels in the rectangles drawn, the map's part included
    long copied = 0;     // pixels copied back from the kept image
    int rectangles = 0;  // rectangles drawn
  };
  const Stats& lastStats() const { return stats_; }

 private:
  // Every list over the whole window, the background list cut down to `live` (at a framebuffer scale of 1), over the
  // background colour outside `live`.
  // `clear`: the background is painted outside `live` first.
  static void drawWhole(ImDrawData* data, const PixelRect& live, ImDrawList* back, Rgba background, bool clear);
  // The kept image at width x height; false when it cannot be made.
  bool allocate(int width, int height);
  void forget();

  // Draws the kept image into `rects` of the bound framebuffer (y down, `height` rows), texel for texel: on software
  // GL a draw costs less than a blit into the window. False when the program could not be built.
  bool drawKept(const std::vector<PixelRect>& rects, int height);

  bool reuse_ = true;
  GLuint copyProgram_ = 0, copyVao_ = 0;
  bool copyBroken_ = false;
  bool broken_ = false;  // the kept image could not be made
  GLuint framebuffer_ = 0;
  GlTexture image_;
  bool imageValid_ = false;  // the kept image holds the last frame outside the map's part
  UiChanges changes_;
  // What changed in each of the last few frames, newest first, since the last frame drawn whole.
  std::deque<std::vector<PixelRect>> changedBefore_;
  PixelRect lastLive_, lastForeground_;
  // The frame between beginFrame() and draw().
  struct Frame {
    ImDrawData* data = nullptr;  // none: draw() does nothing
    ImDrawList* back = nullptr;
    ImDrawList* front = nullptr;
    std::vector<ImDrawList*> windows;
    GLuint target = 0;
    PixelRect display, live, foreground;
    std::vector<PixelRect> changed, redraw;
    Way way = Way::Whole;
    bool whole = false;  // every list over the whole window
    bool keepImage = false;
  } frame_;
  PixelRect lastDisplay_;  // the last frame's window (empty after forget(): every list drawn whole next)
  Stats stats_;
};

}  // namespace cartouche
