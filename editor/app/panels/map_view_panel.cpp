#include "map_view_panel.h"

#include <algorithm>
#include <cmath>

#include "render/hex_labels.h"

namespace cartouche {

namespace {
constexpr double kWheelStep = 1.2;         // zoom factor per wheel notch
constexpr double kKeyZoomPerSecond = 3.0;  // zoom factor per second while + or - is held
constexpr double kKeyPanPerSecond = 700;   // pixels per second while an arrow key is held
constexpr double kEaseRate = 18.0;         // 1/s: how fast the zoom catches up with its target
constexpr double kEaseDone = 1e-4;         // the zoom is at its target within this log ratio
}  // namespace

bool MapViewPanel::easing() const { return view_.zoom != targetZoom_; }

void MapViewPanel::update(const GridSettings& grid, ImVec2 framebuffer) {
  ImGuiIO& io = ImGui::GetIO();
  int w = std::max(1, int(framebuffer.x)), h = std::max(1, int(framebuffer.y));
  framebuffer_ = framebuffer;
  if (fitPending_) {
    // Fit the map into the part of the window the panels leave, then shift the view so that part's centre, not the
    // window's, shows the map's centre.
    int freeW = std::max(1, int(w - insets_.left - insets_.right));
    int freeH = std::max(1, int(h - insets_.top - insets_.bottom));
    view_ = fitView(grid, freeW, freeH);
    view_.centre.x -= (insets_.left - insets_.right) * 0.5 / view_.zoom;
    view_.centre.y -= (insets_.top - insets_.bottom) * 0.5 / view_.zoom;
    targetZoom_ = view_.zoom;
    zoomAnchor_ = {w * 0.5, h * 0.5};
    fitPending_ = false;
  }
  double dt = std::clamp(double(io.DeltaTime), 1e-4, 0.1);
  ImVec2 scale = io.DisplayFramebufferScale;
  Point mouse{io.MousePos.x * scale.x, io.MousePos.y * scale.y};
  bool mouseValid = io.MousePos.x > -1e30f && !io.WantCaptureMouse;

  if (mouseValid) {
    if (io.MouseWheel != 0.f) {
      targetZoom_ = std::clamp(targetZoom_ * std::pow(kWheelStep, double(io.MouseWheel)), kMinZoom, kMaxZoom);
      zoomAnchor_ = mouse;
    }
    if (io.MouseDown[1] || io.MouseDown[2]) {
      view_.centre.x -= io.MouseDelta.x * scale.x / view_.zoom;
      view_.centre.y -= io.MouseDelta.y * scale.y / view_.zoom;
    }
  }
  if (!io.WantCaptureKeyboard) {
    auto down = [](ImGuiKey k) { return ImGui::IsKeyDown(ImGui::GetKeyIndex(k)); };
    // Whole pixels a frame, so the renderer moves its kept image instead of drawing the map again (drawCached).
    double step = std::max(1.0, std::round(kKeyPanPerSecond * dt)) / view_.zoom;
    if (down(ImGuiKey_LeftArrow)) view_.centre.x -= step;
    if (down(ImGuiKey_RightArrow)) view_.centre.x += step;
    if (down(ImGuiKey_UpArrow)) view_.centre.y -= step;
    if (down(ImGuiKey_DownArrow)) view_.centre.y += step;
    // + and - arrive as characters, whatever the keyboard layout; each press or repeat zooms a notch.
    for (ImWchar c : io.InputQueueCharacters) {
      if (c == '+' || c == '=') targetZoom_ = std::min(kMaxZoom, targetZoom_ * std::pow(kKeyZoomPerSecond, 0.15));
      if (c == '-' || c == '_') targetZoom_ = std::max(kMinZoom, targetZoom_ / std::pow(kKeyZoomPerSecond, 0.15));
      if (c == '+' || c == '=' || c == '-' || c == '_') zoomAnchor_ = {w * 0.5, h * 0.5};
    }
  }
  // Ease the zoom toward its target, in log space so zooming in and out feel alike, about the anchor point.
  double gap = std::log(targetZoom_ / view_.zoom);
  if (std::abs(gap) > kEaseDone) {
    double step = gap * std::min(1.0, kEaseRate * dt);
    view_.zoomAt(zoomAnchor_, std::exp(step), w, h);
  } else if (view_.zoom != targetZoom_) {
    // The last step lands on the target exactly, so a notch in and one out come back to the same view and the
    // zoom then stays put (the renderer keeps its picture only while the zoom does not change).
    const Point before = view_.screenToWorld(zoomAnchor_, w, h);
    view_.zoom = targetZoom_;
    const Point after = view_.screenToWorld(zoomAnchor_, w, h);
    view_.centre.x += before.x - after.x;
    view_.centre.y += before.y - after.y;
  }

  hover_.reset();
  if (io.MousePos.x > -1e30f && !io.WantCaptureMouse) {
    Point world = view_.screenToWorld(mouse, w, h);
    HoverInfo info;
    info.hex = hexAtWorld(grid, world);
    info.onMap = grid.contains(info.hex);
    info.nearestSide = nearestHexside(grid, world);
    hover_ = info;
  }
}

PixelRect MapViewPanel::uncovered(int width, int height) const {
  const int x0 = std::clamp(int(std::floor(insets_.left)), 0, width);
  const int y0 = std::clamp(int(std::floor(insets_.top)), 0, height);
  return {x0, y0, std::clamp(int(std::ceil(width - insets_.right)), x0, width),
          std::clamp(int(std::ceil(height - insets_.bottom)), y0, height)};
}

MapViewPanel::ScreenPart MapViewPanel::screenPart() const {
  // The view is in framebuffer pixels; ImGui draws in screen coordinates, so the part is given in screen units.
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  const float sx = std::max(scale.x, 1e-3f), sy = std::max(scale.y, 1e-3f);
  const int w = std::max(1, int(framebuffer_.x)), h = std::max(1, int(framebuffer_.y));
  const PixelRect part = uncovered(w, h);
  ScreenPart s;
  s.view = view_.cropped(part.x0, part.y0, part.x1, part.y1, w, h);
  s.view.zoom = view_.zoom / sx;
  s.origin = ImVec2(float(part.x0) / sx, float(part.y0) / sy);
  s.width = int(float(part.x1 - part.x0) / sx);
  s.height = int(float(part.y1 - part.y0) / sy);
  return s;
}

void MapViewPanel::drawLabels(ImDrawList* list, const ScreenPart& part, const GridSettings& grid, ImFont* font,
                              MapOverlay* things) const {
  // Only the hexes the panels leave uncovered (at 1080p in the default layout, a little over half of them).
  if (!showLabels || part.width <= 0 || part.height <= 0) return;
  LabelStyle style;
  style.thinZoom = kThinLabelZoom;
  drawHexLabels(list, font, grid, part.view, part.origin, part.width, part.height, style, things);
}

}  // namespace cartouche
