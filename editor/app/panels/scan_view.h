// A layer shown in its own pixel frame inside an ImGui child region, whatever its georeferencing: the georeferencer
// and the grid fit window place points on a raw scan here. Pan with the right or middle button, zoom with the wheel
// at the cursor; a left click (press and release without moving more than 3 screen pixels) is reported in image
// pixels, and a left drag that starts on a marker the caller names moves it. The image comes from
// LayerRenderer::drawPixelFrame. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "render/layer_renderer.h"
#include "view/map_view.h"

namespace cartouche {

class ScanView {
 public:
  struct Events {
    std::optional<Point> click;     // a left click on the image, in image pixels
    std::optional<Point> hover;     // the image pixel under the pointer
    std::optional<size_t> dragged;  // the marker being dragged this frame...
    Point dragTo;                   // ...and where to, in image pixels
    bool dragEnded = false;         // the drag of `dragged` ended this frame (release)
  };

  // Draws `layerName` (width x height pixels at level 0) in a child region of `size` (0: fill what is left), with
  // `markers` (image pixels) hit-testable for dragging. Fits the whole image the first time a layer is shown.
  Events draw(LayerRenderer& layers, const std::string& layerName, int width, int height, ImVec2 size,
              const std::vector<Point>& markers);
  // Image pixels <-> screen coordinates of the last draw(), for overlays drawn with ImGui::GetWindowDrawList().
  ImVec2 toScreen(Point pixel) const;
  Point toPixel(ImVec2 screen) const;
  // The draw list of the child region of the last draw() (clipped to it), for markers and arrows.
  ImDrawList* drawList() const { return drawList_; }
  // Centres the view on an image pixel, keeping the zoom.
  void centreOn(Point pixel);
  void fit() { fitPending_ = true; }
  const MapView& view() const { return view_; }

 private:
  MapView view_;  // centre in image pixels, zoom in screen pixels per image pixel
  std::string shown_;
  bool fitPending_ = true;
  ImVec2 origin_{0, 0}, size_{1, 1};
  ImDrawList* drawList_ = nullptr;
  std::optional<size_t> dragging_;
  ImVec2 pressAt_{0, 0};
  bool pressed_ = false;
};

}  // namespace cartouche
