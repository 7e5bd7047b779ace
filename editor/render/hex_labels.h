// XXYY hex labels for the visible hexes, drawn into an ImGui draw list (the editor's background list, or the
// offscreen overlay for PNGs). Labels sit in the upper part of each hex, as on printed maps, leaving the centre
// for counters. Coordinates: map_view.h; `origin` is the viewport's top-left corner in ImGui screen coordinates.
// Thread-safety: REQUIRES the draw list's ImGui context current.
#pragma once

#include <imgui.h>

#include "hex/grid.h"
#include "map_overlay.h"
#include "view/map_view.h"

namespace cartouche {

// Hexes smaller than this on screen (radius in pixels) get no labels in the editor, where the map is also read
// at a glance; exported images print them down to kMinExportLabelZoom (a 9-pixel font in a 24-pixel-wide hex).
constexpr double kMinLabelZoom = 22.0;
constexpr double kMinExportLabelZoom = 14.0;
// Between this and kMinLabelZoom the editor labels every other column (the first, third, ... as printed) in the
// smallest font that reads, so the numbers are there at the zoom a battle opens at without running into each other.
constexpr double kThinLabelZoom = 11.0;
// More visible hexes than this get no labels either (a safety net; at kMinLabelZoom a 4K screen shows ~8000).
constexpr long kMaxLabels = 20000;

struct LabelStyle {
  double minZoom = kMinLabelZoom;
  // Below minZoom, down to this, every other column is labelled; 0: none below minZoom.
  double thinZoom = 0;
  // A faint light outline that keeps labels readable on dark terrain, at five times the glyphs (exported
  // images have it; the editor, redrawing every frame, leaves it out).
  bool halo = false;
};

// Returns how many labels it drew. With `things`, each label begins a thing of that overlay (map_overlay.h).
int drawHexLabels(ImDrawList* list, ImFont* font, const GridSettings& grid, const MapView& view, ImVec2 origin,
                  int width, int height, const LabelStyle& style = {}, MapOverlay* things = nullptr);

}  // namespace cartouche
