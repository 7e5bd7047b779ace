#include "map_overlay.h"

#include <backends/imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <tuple>

#include "ui_changes.h"

namespace cartouche {

namespace {

// A thing kept in the picture and drawn again at a new view centre whole pixels away lies within float rounding of
// where it was; more than this is a move.
constexpr float kSamePlace = 0.05f;

}  // namespace

void MapOverlay::begin(ImDrawListSharedData* shared, ImTextureID font, const MapView& view, int width, int height) {
  if (!list_ || shared_ != shared) {
    list_ = std::make_unique<ImDrawList>(shared);
    shared_ = shared;
  }
  list_->_ResetForNewFrame();
  // Clipped far past the picture: ImGui leaves out glyphs wholly outside the clip rectangle, so a label reaching
  // into the picture would otherwise change its triangles as it moves in, and count as changed. The backend's
  // scissor cuts the drawing to the picture.
  list_->PushClipRect(ImVec2(0, 0), ImVec2(2 * kOrigin + float(width), 2 * kOrigin + float(height)));
  list_->PushTextureID(font);
  marks_.clear();
  view_ = view;
  width_ = width;
  height_ = height;
}

void MapOverlay::end() {
  for (ImDrawVert& v : list_->VtxBuffer) {
    v.pos.x -= kOrigin;
    v.pos.y -= kOrigin;
  }
  for (ImDrawCmd& c : list_->CmdBuffer)
    c.ClipRect = ImVec4(c.ClipRect.x - kOrigin, c.ClipRect.y - kOrigin, c.ClipRect.z - kOrigin, c.ClipRect.w - kOrigin);
}

std::vector<PixelRect> KeptOverlay::changes(const MapOverlay* overlay, int dx, int dy, int width, int height) {
  std::vector<Thing> now;
  if (overlay) {
    const ImVector<ImDrawVert>& v = overlay->list()->VtxBuffer;
    const std::vector<MapOverlay::Mark>& marks = overlay->marks();
    now.reserve(marks.size());
    for (size_t i = 0; i < marks.size(); ++i) {
      const int end = i + 1 < marks.size() ? marks[i + 1].firstVertex : v.Size;
      if (marks[i].firstVertex >= end) continue;  // drew nothing
      Thing t{marks[i].key, 1e30f, 1e30f, -1e30f, -1e30f};
      for (int k = marks[i].firstVertex; k < end; ++k) {
        t.x0 = std::min(t.x0, v[k].pos.x);
        t.y0 = std::min(t.y0, v[k].pos.y);
        t.x1 = std::max(t.x1, v[k].pos.x);
        t.y1 = std::max(t.y1, v[k].pos.y);
      }
      now.push_back(t);
    }
  }
  for (Thing& t : things_) {
    t.x0 += float(dx);
    t.x1 += float(dx);
    t.y0 += float(dy);
    t.y1 += float(dy);
  }
  auto order = [](const Thing& a, const Thing& b) { return std::tie(a.key, a.x0, a.y0) < std::tie(b.key, b.x0, b.y0); };
  std::sort(now.begin(), now.end(), order);
  std::sort(things_.begin(), things_.end(), order);
  auto samePlace = [](const Thing& a, const Thing& b) {
    return std::abs(a.x0 - b.x0) <= kSamePlace && std::abs(a.y0 - b.y0) <= kSamePlace &&
           std::abs(a.x1 - b.x1) <= kSamePlace && std::abs(a.y1 - b.y1) <= kSamePlace;
  };
  std::vector<PixelRect> changed;
  auto mark = [&](const Thing& t) {
    // A pixel to spare each way: anti-aliased edges and text reach past the vertices' whole pixels.
    auto px = [](float v, int limit) { return int(std::clamp(v, -1.f, float(limit) + 1.f)); };
    PixelRect r{std::max(0, px(std::floor(t.x0), width) - 1), std::max(0, px(std::floor(t.y0), height) - 1),
                std::min(width, px(std::ceil(t.x1), width) + 1), std::min(height, px(std::ceil(t.y1), height) + 1)};
    if (!r.empty()) changed.push_back(r);
  };
  // Walk both, a key at a time: a key with as many things in the same places is unchanged.
  size_t i = 0, j = 0;
  while (i < things_.size() || j < now.size()) {
    const uint64_t key =
        j == now.size() || (i < things_.size() && things_[i].key < now[j].key) ? things_[i].key : now[j].key;
    size_t i1 = i, j1 = j;
    while (i1 < things_.size() && things_[i1].key == key) ++i1;
    while (j1 < now.size() && now[j1].key == key) ++j1;
    bool same = i1 - i == j1 - j;
    for (size_t k = 0; same && k < i1 - i; ++k) same = samePlace(things_[i + k], now[j + k]);
    if (!same) {
      for (size_t k = i; k < i1; ++k) mark(things_[k]);
      for (size_t k = j; k < j1; ++k) mark(now[k]);
    }
    i = i1;
    j = j1;
  }
  things_ = std::move(now);
  return changed;
}

void KeptOverlay::draw(MapOverlay& overlay, const std::vector<PixelRect>& rects, const MapPlacement& at) {
  ImDrawList* list = overlay.list();
  if (rects.empty() || !list || list->IdxBuffer.Size == 0) return;
  const int height = overlay.height();
  // Each command once for each rectangle it reaches, its scissor cut down to that rectangle.
  ImVector<ImDrawCmd> pieces;
  for (const ImDrawCmd& c : list->CmdBuffer)
    if (!c.UserCallback) appendCut(*list, c, rects, height, pieces);
  if (pieces.empty()) return;
  list->CmdBuffer.swap(pieces);
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = &list;
  data.CmdListsCount = 1;
  data.TotalVtxCount = list->VtxBuffer.Size;
  data.TotalIdxCount = list->IdxBuffer.Size;
  // The backend's viewport is the display's size from the framebuffer's bottom-left corner, its projection from
  // DisplayPos: a display from the target's top-left corner as wide as the picture's right edge and as high as the
  // target puts the picture's pixels `at`, and the scissors (the picture's, less DisplayPos) with them.
  data.DisplayPos = ImVec2(-float(at.x), -float(at.y));
  data.DisplaySize = ImVec2(float(at.x + overlay.width()), float(at.targetHeight > 0 ? at.targetHeight : height));
  data.FramebufferScale = ImVec2(1, 1);
  ImGui_ImplOpenGL3_RenderDrawData(&data);
  list->CmdBuffer.swap(pieces);
}

}  // namespace cartouche
