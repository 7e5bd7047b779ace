// The map view: pan (drag with the right or middle button, arrow keys), zoom (wheel at the cursor, + and -),
// eased so both feel smooth, the hex and hexside under the cursor, and XXYY labels when zoomed in. Reads the
// mouse only when ImGui does not want it. Coordinates: map_view.h world units; the view covers the whole
// framebuffer. Thread-safety: main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <optional>

#include "model/battle.h"
#include "view/map_view.h"
#include "view/pixel_rect.h"

namespace cartouche {

class MapOverlay;

struct HoverInfo {
  Hex hex;
  bool onMap = false;
  HexsideId nearestSide;
};

class MapViewPanel {
 public:
  // Handles input for this frame and eases the view. `framebuffer` is in pixels; ImGui's mouse is in screen
  // coordinates, scaled by io.DisplayFramebufferScale.
  void update(const GridSettings& grid, ImVec2 framebuffer);
  void fit() { fitPending_ = true; }
  void panPixels(double dx, double dy) {
    view_.centre.x += dx / view_.zoom;
    view_.centre.y += dy / view_.zoom;
  }

  // Framebuffer pixels covered by docked panels on each side: fit() shows the map in the rest of the window,
  // centreOn() centres on the rest, and the minimap outlines only the rest.
  struct Insets {
    double left = 0, top = 0, right = 0, bottom = 0;
  };
  void setInsets(const Insets& insets) { insets_ = insets; }
  const Insets& insets() const { return insets_; }
  // The framebuffer pixels of a width x height window the docked panels leave uncovered, its edges rounded outwards
  // so that it reaches under each panel's first pixel rather than leave a gap (the map and its labels are drawn
  // there only: the panels are opaque).
  PixelRect uncovered(int width, int height) const;
  // The view of that part alone, in ImGui's screen units, with its top-left corner on screen: labels and counters
  // are drawn there only (those under a panel would be drawn and covered).
  struct ScreenPart {
    MapView view;
    ImVec2 origin;
    int width = 0, height = 0;
  };
  ScreenPart screenPart() const;
  // Labels for `part` into `list` (visible hexes only, when large enough); with `things`, each begins one of that
  // overlay (render/map_overlay.h).
  void drawLabels(ImDrawList* list, const ScreenPart& part, const GridSettings& grid, ImFont* font,
                  MapOverlay* things) const;
  // Puts `world` at the centre of the uncovered part of the window, keeping the zoom (the minimap's click and drag).
  void centreOn(Point world) {
    view_.centre = {world.x - (insets_.left - insets_.right) * 0.5 / view_.zoom,
                    world.y - (insets_.top - insets_.bottom) * 0.5 / view_.zoom};
  }

  const MapView& view() const { return view_; }
  // The zoom is still on its way to the wheel's or the keys' target.
  bool easing() const;
  const std::optional<HoverInfo>& hover() const { return hover_; }
  bool showLabels = true;

 private:
  MapView view_;
  double targetZoom_ = 1.0;
  Point zoomAnchor_;  // framebuffer pixels
  bool fitPending_ = true;
  ImVec2 framebuffer_{1, 1};
  std::optional<HoverInfo> hover_;
  Insets insets_;
};

}  // namespace cartouche
