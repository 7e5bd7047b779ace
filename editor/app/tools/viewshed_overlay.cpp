#include "viewshed_overlay.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "brush_controls.h"

namespace cartouche {

namespace {

constexpr ImU32 kHiddenShade = IM_COL32(20, 20, 40, 135);
constexpr ImU32 kVisibleShade = IM_COL32(255, 235, 90, 105);
constexpr ImU32 kRangeEdge = IM_COL32(255, 235, 90, 255);
// Below this on-screen hex radius (ImGui pixels) the overlay samples screen cells instead of drawing hexes.
constexpr float kHexDrawRadius = 5.f;
constexpr float kSampleCell = 4.f;  // ImGui pixels per sample when hexes are small
// Ranges up to this get their edge outlined; a wider ring is off screen or too long to be worth the outline.
constexpr int kOutlineMaxRange = 60;

// The distance from `origin` to the farthest hex of the map: a grid's farthest hex is one of its four corners.
int farthestCorner(const GridSettings& grid, Hex origin) {
  int far = 0;
  for (OffsetCoord c : {OffsetCoord{0, 0}, OffsetCoord{grid.columns - 1, 0}, OffsetCoord{0, grid.rows - 1},
                        OffsetCoord{grid.columns - 1, grid.rows - 1}})
    far = std::max(far, distance(origin, grid.toHex(c)));
  return far;
}

}  // namespace

bool ViewshedOverlay::update(const LosMap& map, uint64_t mapRevision, const GridSettings& grid, Hex origin, int range) {
  if (ready_ && origin == origin_ && range == asked_ && mapRevision == revision_) return false;
  auto start = std::chrono::steady_clock::now();
  origin_ = origin;
  asked_ = range;
  revision_ = mapRevision;
  range_ = range < 0 ? farthestCorner(grid, origin) : range;
  visible_ = map.viewshed(origin, range_, 0);  // on every core: the whole map's is a sweep of six sextants
  visibleCount_ = int(std::count(visible_.begin(), visible_.end(), uint8_t(1)));
  inRangeCount_ = 0;
  OffsetCoord o = grid.toOffset(origin);
  for (int row = std::max(0, o.row - range_ - 1); row <= std::min(grid.rows - 1, o.row + range_ + 1); ++row)
    for (int col = std::max(0, o.col - range_ - 1); col <= std::min(grid.columns - 1, o.col + range_ + 1); ++col)
      inRangeCount_ += inRange(grid.toHex({col, row}));
  ready_ = true;
  ++computations_;
  lastMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return true;
}

ImU32 ViewshedOverlay::shadeColour(bool shadeVisible) { return shadeVisible ? kVisibleShade : kHiddenShade; }

bool ViewshedOverlay::shaded(const GridSettings& grid, int index, bool shadeVisible) const {
  if (!ready_ || index < 0 || size_t(index) >= visible_.size()) return false;
  if (!inRange(grid.toHex({index % grid.columns, index / grid.columns}))) return false;
  return (visible_[size_t(index)] != 0) == shadeVisible;
}

void ViewshedOverlay::draw(const ToolContext& ctx, ImDrawList* list, bool shadeVisible) const {
  const HexMap& map = ctx.battle().map;
  const GridSettings& grid = map.grid();
  if (!ready_ || visible_.size() != size_t(map.hexCount()) || !grid.contains(origin_)) return;
  const ImU32 shade = shadeColour(shadeVisible);
  const Layout layout = worldLayout(grid);
  const float scale = std::max(ImGui::GetIO().DisplayFramebufferScale.x, 1e-3f);
  const float radius = float(ctx.view.zoom) / scale;
  // Flat shading: anti-aliased fringes would double the vertices and show seams between neighbouring hexes.
  const ImDrawListFlags flags = list->Flags;
  list->Flags &= ~ImDrawListFlags_AntiAliasedFill;

  if (radius >= kHexDrawRadius) {
    // Hexes on screen, and within the range's bounding box, one polygon each.
    WorldRect screen{ctx.view.screenToWorld({0, 0}, ctx.width, ctx.height),
                     ctx.view.screenToWorld({double(ctx.width), double(ctx.height)}, ctx.width, ctx.height)};
    OffsetRange r = visibleHexes(grid, screen);
    OffsetCoord o = grid.toOffset(origin_);
    r.colMin = std::max(r.colMin, o.col - range_ - 1);
    r.colMax = std::min(r.colMax, o.col + range_ + 1);
    r.rowMin = std::max(r.rowMin, o.row - range_ - 1);
    r.rowMax = std::min(r.rowMax, o.row + range_ + 1);
    ImVec2 corner[6];
    for (int k = 0; k < 6; ++k) {
      Point c = hexCorner(layout, Hex{0, 0}, k);
      corner[k] = ImVec2(float(c.x) * radius, float(c.y) * radius);
    }
    for (int row = r.rowMin; row <= r.rowMax; ++row)
      for (int col = r.colMin; col <= r.colMax; ++col) {
        int i = row * grid.columns + col;
        if (!shaded(grid, i, shadeVisible)) continue;
        ImVec2 c = toScreen(ctx, hexToPixel(layout, grid.toHex({col, row})));
        ImVec2 pts[6];
        for (int k = 0; k < 6; ++k) pts[k] = ImVec2(c.x + corner[k].x, c.y + corner[k].y);
        list->AddConvexPolyFilled(pts, 6, shade);
      }
  } else {
    // Hexes a few pixels wide: sample the screen in cells and shade runs of cells, so the cost follows the window
    // (and, for a limited range, only the part of it the range covers).
    float x0 = 0, y0 = 0, w = float(ctx.width) / scale, h = float(ctx.height) / scale;
    if (asked_ >= 0) {
      ImVec2 c = toScreen(ctx, hexToPixel(layout, origin_));
      float reach = (float(range_) + 1.f) * 2.f * radius;  // a hex is at most two radii from its neighbour
      x0 = std::max(0.f, std::floor((c.x - reach) / kSampleCell) * kSampleCell);
      y0 = std::max(0.f, std::floor((c.y - reach) / kSampleCell) * kSampleCell);
      w = std::min(w, c.x + reach);
      h = std::min(h, c.y + reach);
    }
    for (float y = y0; y < h; y += kSampleCell) {
      float runStart = -1;
      for (float x = x0;; x += kSampleCell) {
        bool on = false;
        if (x < w) {
          Point world = ctx.view.screenToWorld({(x + kSampleCell / 2) * scale, (y + kSampleCell / 2) * scale},
                                               ctx.width, ctx.height);
          Hex hex = hexAtWorld(grid, world);
          on = grid.contains(hex) && shaded(grid, map.indexOf(hex), shadeVisible);
        }
        if (on && runStart < 0) runStart = x;
        if (!on && runStart >= 0) {
          list->AddRectFilled(ImVec2(runStart, y), ImVec2(x, y + kSampleCell), shade);
          runStart = -1;
        }
        if (x >= w) break;
      }
    }
  }
  list->Flags = flags;

  if (asked_ >= 0 && range_ <= kOutlineMaxRange) {
    std::vector<int> inside;
    OffsetCoord o = grid.toOffset(origin_);
    for (int row = std::max(0, o.row - range_ - 1); row <= std::min(grid.rows - 1, o.row + range_ + 1); ++row)
      for (int col = std::max(0, o.col - range_ - 1); col <= std::min(grid.columns - 1, o.col + range_ + 1); ++col)
        if (inRange(grid.toHex({col, row}))) inside.push_back(row * grid.columns + col);
    drawHexOutline(ctx, list, inside, kRangeEdge);
  }
  ImVec2 c = toScreen(ctx, hexToPixel(layout, origin_));
  float dot = std::clamp(radius * 0.35f, 3.f, 10.f);
  list->AddCircleFilled(c, dot + 2.f, kPreviewHalo);
  list->AddCircleFilled(c, dot, kRangeEdge);
}

}  // namespace cartouche
