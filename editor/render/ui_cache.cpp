#include "ui_cache.h"

#include <backends/imgui_impl_opengl3.h>
#include <imgui_internal.h>

#include <cstring>
#include <memory>
#include <vector>

#include "frame.h"
#include "offscreen_target.h"

namespace cartouche {

namespace {

// Frames of changes kept, for a back buffer up to this many frames old.
constexpr size_t kHistory = 4;

// Lists whose command buffers stand in for ImGui's while one draw call runs, swapped back by the destructor.
class Stand {
 public:
  ~Stand() {
    for (size_t i = 0; i < lists_.size(); ++i) lists_[i]->CmdBuffer.swap(buffers_[i]);
  }
  // `list` draws each of its commands once for each of `rects` (whole pixels) that the command reaches, its
  // scissor cut down to that rectangle; false when that leaves nothing to draw.
  bool cut(ImDrawList* list, const std::vector<PixelRect>& rects, int height) {
    ImVector<ImDrawCmd> pieces;
    for (const ImDrawCmd& c : list->CmdBuffer) {
      if (c.UserCallback) {
        pieces.push_back(c);  // as it is (UiCache draws lists with callbacks whole, cut to one rectangle at most)
        continue;
      }
      appendCut(*list, c, rects, height, pieces);
    }
    const bool any = !pieces.empty();
    // Room for the list first, so that memory running out leaves ImGui's buffer in place; the swaps cannot fail.
    buffers_.emplace_back();
    try {
      lists_.push_back(list);
    } catch (...) {
      buffers_.pop_back();
      throw;
    }
    list->CmdBuffer.swap(pieces);
    buffers_.back().swap(pieces);
    return any;
  }

 private:
  std::vector<ImDrawList*> lists_;
  std::vector<ImVector<ImDrawCmd>> buffers_;
};

// Draws `lists` through the backend as a frame of `data`'s display.
void render(const ImDrawData& data, std::vector<ImDrawList*>& lists) {
  if (lists.empty()) return;
  ImDrawData part = data;
  part.CmdLists = lists.data();
  part.CmdListsCount = int(lists.size());
  part.TotalVtxCount = part.TotalIdxCount = 0;
  for (const ImDrawList* l : lists) {
    part.TotalVtxCount += l->VtxBuffer.Size;
    part.TotalIdxCount += l->IdxBuffer.Size;
  }
  ImGui_ImplOpenGL3_RenderDrawData(&part);
}

// Fills `rects` (y down, of a framebuffer `height` rows high) with `colour`, opaque; leaves the scissor test off.
void clearRects(const std::vector<PixelRect>& rects, int height, Rgba colour) {
  for (const PixelRect& r : rects) clearRect(r, height, colour);
}

// Copies `r` (y down) from one framebuffer to the other, both `height` rows high. REQUIRES: no scissor test.
void copy(GLuint from, GLuint to, const PixelRect& r, int height) {
  glBindFramebuffer(GL_READ_FRAMEBUFFER, from);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, to);
  const int y0 = height - r.y1, y1 = height - r.y0;  // GL's rows count up
  glBlitFramebuffer(r.x0, y0, r.x1, y1, r.x0, y0, r.x1, y1, GL_COLOR_BUFFER_BIT, GL_NEAREST);
}

std::vector<PixelRect> outside(const std::vector<PixelRect>& rects, const PixelRect& live) {
  std::vector<PixelRect> out;
  for (const PixelRect& r : rects) {
    std::vector<PixelRect> parts = uncoveredRects(r, {live});
    out.insert(out.end(), parts.begin(), parts.end());
  }
  return out;
}

}  // namespace

UiCache::~UiCache() {
  if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
}

void UiCache::setReuse(bool reuse) {
  reuse_ = reuse;
  forget();
}

void UiCache::forget() {
  imageValid_ = false;
  changes_.forget();
  changedBefore_.clear();
  lastDisplay_ = {};
}

bool UiCache::allocate(int width, int height) {
  if (broken_) return false;
  if (framebuffer_ && image_.width() == width && image_.height() == height) return true;
  if (!framebuffer_) {
    glGenFramebuffers(1, &framebuffer_);
    image_ = GlTexture(kRgba8Texels, {GL_NEAREST, GL_NEAREST, GL_CLAMP_TO_EDGE});
  }
  GLint previous = 0;
  glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous);
  image_.allocate(width, height);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, image_.id(), 0);
  broken_ = glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE;
  glBindFramebuffer(GL_FRAMEBUFFER, GLuint(previous));
  imageValid_ = false;
  return !broken_;
}

void UiCache::drawWhole(ImDrawData* data, const PixelRect& live, ImDrawList* back, Rgba background, bool clear) {
  const int width = int(data->DisplaySize.x * data->FramebufferScale.x);
  const int height = int(data->DisplaySize.y * data->FramebufferScale.y);
  if (clear) clearRects(outside({PixelRect{0, 0, width, height}}, live), height, background);
  Stand stand;
  if (back && data->FramebufferScale.x == 1.f && data->FramebufferScale.y == 1.f) stand.cut(back, {live}, height);
  ImGui_ImplOpenGL3_RenderDrawData(data);
}

long UiCache::compareWithWhole(ImDrawData* data, const PixelRect& live, Rgba background, PixelRect* first) {
  if (!data || !data->Valid) return 0;
  const int width = int(data->DisplaySize.x * data->FramebufferScale.x);
  const int height = int(data->DisplaySize.y * data->FramebufferScale.y);
  GLint bound = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &bound);
  auto read = [&] {
    glBindFramebuffer(GL_READ_FRAMEBUFFER, GLuint(bound));
    return bound == 0 ? readBackBuffer(width, height) : readFramebuffer(width, height);
  };
  const Image shown = read();
  // The whole frame is drawn into the same framebuffer (blending into another format may round otherwise), which
  // is put back as it was afterwards.
  Result<std::unique_ptr<OffscreenTarget>> saved = OffscreenTarget::create(width, height);
  if (!saved) return long(width) * height;
  const GLboolean scissor = glIsEnabled(GL_SCISSOR_TEST);
  glDisable(GL_SCISSOR_TEST);
  const PixelRect display{0, 0, width, height};
  GLint savedId = 0;
  (*saved)->bind();
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &savedId);
  copy(GLuint(bound), GLuint(savedId), display, height);
  glBindFramebuffer(GL_FRAMEBUFFER, GLuint(bound));
  auto* viewport = static_cast<ImGuiViewportP*>(ImGui::GetMainViewport());
  ImDrawList* back = nullptr;
  for (int i = 0; i < data->CmdListsCount; ++i)
    if (data->CmdLists[i] == viewport->DrawLists[0]) back = data->CmdLists[i];
  drawWhole(data, intersection(live, display), back, background, true);
  const Image want = read();
  glDisable(GL_SCISSOR_TEST);
  copy(GLuint(savedId), GLuint(bound), display, height);
  glBindFramebuffer(GL_FRAMEBUFFER, GLuint(bound));
  if (scissor) glEnable(GL_SCISSOR_TEST);
  long differ = 0;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      if (x >= live.x0 && x < live.x1 && y >= live.y0 && y < live.y1) continue;
      const size_t i = (size_t(y) * size_t(width) + size_t(x)) * 4;
      if (std::memcmp(&shown.rgba[i], &want.rgba[i], 3) == 0) continue;  // the window is opaque: alpha aside
      if (differ++ == 0 && first) *first = {x, y, x + 1, y + 1};
    }
  return differ;
}

void UiCache::beginFrame(ImDrawData* data, const PixelRect& live, Rgba background, int backBufferAge, bool liveOpaque) {
  frame_ = {};
  stats_ = {};
  if (!data || !data->Valid) return;
  const int width = int(data->DisplaySize.x * data->FramebufferScale.x);
  const int height = int(data->DisplaySize.y * data->FramebufferScale.y);
  if (width <= 0 || height <= 0) return;
  Frame& f = frame_;
  f.data = data;
  f.display = {0, 0, width, height};
  f.live = intersection(live, f.display);
  auto* viewport = static_cast<ImGuiViewportP*>(ImGui::GetMainViewport());
  bool callbacks = false;
  for (int i = 0; i < data->CmdListsCount; ++i) {
    ImDrawList* list = data->CmdLists[i];
    for (const ImDrawCmd& c : list->CmdBuffer) callbacks = callbacks || c.UserCallback;
    if (list == viewport->DrawLists[0])
      f.back = list;
    else if (list == viewport->DrawLists[1])
      f.front = list;
    else
      f.windows.push_back(list);
  }
  GLint target = 0, samples = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
  glGetIntegerv(GL_SAMPLES, &samples);
  f.target = GLuint(target);
  const GLboolean scissor = glIsEnabled(GL_SCISSOR_TEST);
  const bool reusable = reuse_ && !callbacks && samples == 0 && data->FramebufferScale.x == 1.f &&
                        data->FramebufferScale.y == 1.f && data->DisplayPos.x == 0.f && data->DisplayPos.y == 0.f &&
                        float(width) == data->DisplaySize.x && float(height) == data->DisplaySize.y;
  f.redraw = {f.display};
  if (!reusable) {
    forget();
  } else {
    // Where this frame differs from the last: the lists that changed, the map's part and the foreground list, then
    // and now. After a new size, everything.
    f.foreground = f.front ? intersection(listExtent(*f.front, height), f.display) : PixelRect{};
    f.changed = {f.live, lastLive_, lastForeground_, f.foreground};
    const std::vector<PixelRect> lists =
        changes_.update({f.windows.begin(), f.windows.end()}, ImGui::GetIO().Fonts->TexID, f.display);
    f.changed.insert(f.changed.end(), lists.begin(), lists.end());
    const bool resized = !(f.display == lastDisplay_);
    f.changed = resized ? std::vector<PixelRect>{f.display} : disjointRects(f.changed);
    if (!resized && backBufferAge >= 1 && size_t(backBufferAge) <= changedBefore_.size()) {
      // The back buffer holds the frame `age` frames ago: what changed since then is drawn again.
      f.way = Way::BackBuffer;
      f.redraw = f.changed;
      for (int i = 0; i + 1 < backBufferAge; ++i)
        f.redraw.insert(f.redraw.end(), changedBefore_[size_t(i)].begin(), changedBefore_[size_t(i)].end());
      f.redraw = disjointRects(f.redraw);
    } else if (!resized && backBufferAge == 0 && imageValid_) {
      f.way = Way::KeptImage;
      f.redraw = f.changed;
    }
    // The kept image is kept up only while the back buffer's age is unknown.
    f.keepImage = backBufferAge == 0 && allocate(width, height);
  }

  // The background where the frame is drawn again: all of it at once when the frame is drawn whole (one clear of
  // the whole frame costs less on software GL than clearing parts of it); otherwise the rectangles drawn again, less
  // the map's part where the map covers it (at 1920x1080 on llvmpipe, about 0.2 ms a frame less than clearing the
  // whole frame before the kept image's copy); then what the kept image holds.
  glDisable(GL_SCISSOR_TEST);
  glBindFramebuffer(GL_FRAMEBUFFER, f.target);
  if (f.way == Way::Whole)
    clearFrame(width, height, background);
  else if (liveOpaque)
    clearRects(outside(f.redraw, f.live), height, background);
  else if (f.way == Way::BackBuffer)
    clearRects(f.redraw, height, background);
  else
    clearFrame(width, height, background);
  if (f.way == Way::KeptImage) {
    const std::vector<PixelRect> clean = uncoveredRects(f.display, f.redraw);
    for (const PixelRect& r : clean) copy(framebuffer_, f.target, r, height);
    glBindFramebuffer(GL_FRAMEBUFFER, f.target);
    stats_.copied = area(clean);
  }
  if (scissor) glEnable(GL_SCISSOR_TEST);
  f.whole = !reusable;
}

void UiCache::draw() {
  Frame& f = frame_;
  if (!f.data) return;
  ImDrawData* data = f.data;
  f.data = nullptr;
  stats_.way = f.way;
  stats_.drawn = area(f.redraw);
  stats_.rectangles = int(f.redraw.size());
  if (f.whole) {
    drawWhole(data, f.live, f.back, Rgba{}, false);
    return;
  }
  const GLboolean scissor = glIsEnabled(GL_SCISSOR_TEST);
  {
    // One call of the backend: the map's overlays in the map's part, then each window list in the rectangles drawn
    // again, in ImGui's order.
    Stand stand;
    std::vector<ImDrawList*> drawn;
    if (f.back && stand.cut(f.back, {f.live}, f.display.y1)) drawn.push_back(f.back);
    for (ImDrawList* list : f.windows)
      if (stand.cut(list, f.redraw, f.display.y1)) drawn.push_back(list);
    render(*data, drawn);
  }
  if (f.keepImage) {
    // The map's part is drawn again every frame: only the rest is kept.
    glDisable(GL_SCISSOR_TEST);
    for (const PixelRect& r : outside(f.redraw, f.live)) copy(f.target, framebuffer_, r, f.display.y1);
    glBindFramebuffer(GL_FRAMEBUFFER, f.target);
    if (scissor) glEnable(GL_SCISSOR_TEST);
  }
  imageValid_ = f.keepImage;
  // Notices and anything else ImGui puts over every window, never kept.
  std::vector<ImDrawList*> over;
  if (f.front) over.push_back(f.front);
  render(*data, over);

  if (f.way == Way::Whole) changedBefore_.clear();
  changedBefore_.push_front(f.way == Way::Whole ? std::vector<PixelRect>{f.display} : f.changed);
  if (changedBefore_.size() > kHistory) changedBefore_.pop_back();
  lastLive_ = f.live;
  lastForeground_ = f.foreground;
  lastDisplay_ = f.display;
}

}  // namespace cartouche
