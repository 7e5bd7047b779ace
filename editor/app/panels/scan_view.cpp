#include "scan_view.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace cartouche {

namespace {

// A press and release closer than this (screen pixels) is a click, not a drag.
constexpr float kClickSlop = 3.0f;
// How near (screen pixels) a press must land to a marker to pick it up.
constexpr float kMarkerGrab = 8.0f;
// Zoom limits relative to the zoom that fits the whole image: far enough out to see it whole in a corner, close
// enough in to place a point on a fraction of a pixel.
constexpr double kMaxZoomOut = 0.25;
constexpr double kMaxZoomIn = 32.0;

double fitZoom(int width, int height, ImVec2 size) {
  if (width <= 0 || height <= 0) return 1.0;
  return 0.95 * std::min(double(size.x) / width, double(size.y) / height);
}

}  // namespace

ImVec2 ScanView::toScreen(Point pixel) const {
  const Point s = view_.worldToScreen(pixel, int(size_.x), int(size_.y));
  return ImVec2(origin_.x + float(s.x), origin_.y + float(s.y));
}

Point ScanView::toPixel(ImVec2 screen) const {
  return view_.screenToWorld({double(screen.x - origin_.x), double(screen.y - origin_.y)}, int(size_.x), int(size_.y));
}

void ScanView::centreOn(Point pixel) { view_.centre = pixel; }

ScanView::Events ScanView::draw(LayerRenderer& layers, const std::string& layerName, int width, int height, ImVec2 size,
                                const std::vector<Point>& markers) {
  Events events;
  if (shown_ != layerName) {
    shown_ = layerName;
    fitPending_ = true;
    dragging_.reset();
    pressed_ = false;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("##scan_view", size, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoMove);
  ImGui::PopStyleVar();
  origin_ = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Whole screen pixels: the texture the renderer draws has integer sides, and the view maths must use the same.
  size_ = ImVec2(std::max(1.0f, std::floor(avail.x)), std::max(1.0f, std::floor(avail.y)));
  drawList_ = ImGui::GetWindowDrawList();
  const int w = int(size_.x), h = int(size_.y);
  if (fitPending_ && width > 0 && height > 0) {
    view_.centre = {0.5 * width, 0.5 * height};
    view_.zoom = fitZoom(width, height, size_);
    fitPending_ = false;
  }

  const GLuint texture = layers.drawPixelFrame(layerName, view_, w, h);
  // The invisible button owns the mouse over the image, so the window under it neither moves nor scrolls.
  ImGui::InvisibleButton(
      "##scan_image", size_,
      ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
  ImGui::SetItemUsingMouseWheel();
  const bool hovered = ImGui::IsItemHovered();
  const ImVec2 lo = origin_, hi(origin_.x + size_.x, origin_.y + size_.y);
  drawList_->AddRectFilled(lo, hi, IM_COL32(48, 48, 48, 255));
  // The renderer puts the top of the view in the texture's first row, the row ImGui shows at the top.
  if (texture) drawList_->AddImage(ImTextureID(intptr_t(texture)), lo, hi, ImVec2(0, 0), ImVec2(1, 1));

  ImGuiIO& io = ImGui::GetIO();
  const ImVec2 mouse = io.MousePos;
  const Point local{double(mouse.x - origin_.x), double(mouse.y - origin_.y)};
  if (hovered) {
    events.hover = toPixel(mouse);
    if (io.MouseWheel != 0.0f) {
      // Zoom at the cursor: the image pixel under it stays under it.
      const double base = fitZoom(width, height, size_);
      const Point before = view_.screenToWorld(local, w, h);
      view_.zoom = std::clamp(view_.zoom * std::pow(1.2, double(io.MouseWheel)), base * kMaxZoomOut,
                              std::max(base, 1.0) * kMaxZoomIn);
      const Point after = view_.screenToWorld(local, w, h);
      view_.centre.x += before.x - after.x;
      view_.centre.y += before.y - after.y;
    }
  }
  const bool panning = ImGui::IsMouseDown(ImGuiMouseButton_Right) || ImGui::IsMouseDown(ImGuiMouseButton_Middle);
  if (ImGui::IsItemActive() && panning) {
    view_.centre.x -= io.MouseDelta.x / view_.zoom;
    view_.centre.y -= io.MouseDelta.y / view_.zoom;
  }

  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    pressed_ = true;
    pressAt_ = mouse;
    dragging_.reset();
    float best = kMarkerGrab * kMarkerGrab;
    for (size_t i = 0; i < markers.size(); ++i) {
      const ImVec2 m = toScreen(markers[i]);
      const float d = (m.x - mouse.x) * (m.x - mouse.x) + (m.y - mouse.y) * (m.y - mouse.y);
      if (d <= best) {
        best = d;
        dragging_ = i;
        // A press on a marker is never a click: keep the pointer's offset from the marker's centre instead, so the
        // marker follows the pointer without jumping under it.
        pressAt_ = ImVec2(mouse.x - m.x, mouse.y - m.y);
      }
    }
  }
  if (pressed_) {
    const bool moved = io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] > kClickSlop * kClickSlop;
    const bool released = !ImGui::IsMouseDown(ImGuiMouseButton_Left);
    if (dragging_ && *dragging_ < markers.size() && moved) {
      events.dragged = dragging_;
      events.dragTo = toPixel(ImVec2(mouse.x - pressAt_.x, mouse.y - pressAt_.y));
      events.dragEnded = released;
    } else if (released && !moved && !dragging_) {
      // A press on a marker that did not move is neither a drag nor a new point.
      events.click = toPixel(pressAt_);
    }
    if (released) {
      pressed_ = false;
      dragging_.reset();
    }
  }
  ImGui::EndChild();
  // The overlays the caller draws after this go on the child's list; keep them inside the image.
  drawList_->PushClipRect(lo, hi, true);
  return events;
}

}  // namespace cartouche
