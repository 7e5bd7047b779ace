// The view onto a map: which world point sits at the centre of the viewport and how many pixels one world unit
// covers. World units are a hex layout of radius 1 with hex (0, 0) at the origin and y down (core Layout with
// size 1); screen pixels have (0, 0) at the top-left corner of the viewport and pixel centres at +0.5. The same
// math drives the shader, hit testing in the editor, labels and tests. Pure values: safe from any thread.
#pragma once

#include "hex/grid.h"
#include "hex/hex.h"

namespace cartouche {

struct WorldRect {
  Point min, max;
  double width() const { return max.x - min.x; }
  double height() const { return max.y - min.y; }
};

struct MapView {
  Point centre;       // world point at the viewport centre
  double zoom = 1.0;  // pixels per world unit (the on-screen hex radius)

  Point screenToWorld(Point screen, int width, int height) const {
    return {centre.x + (screen.x - 0.5 * width) / zoom, centre.y + (screen.y - 0.5 * height) / zoom};
  }
  Point worldToScreen(Point world, int width, int height) const {
    return {(world.x - centre.x) * zoom + 0.5 * width, (world.y - centre.y) * zoom + 0.5 * height};
  }
  // Zooms by `factor` keeping the world point under `screen` in place (zoom at the cursor).
  void zoomAt(Point screen, double factor, int width, int height);
  // The same view of the pixels [x0, x1) x [y0, y1) of its width x height viewport, as a viewport of its own: a
  // point lies at the same place in both, less (x0, y0).
  MapView cropped(int x0, int y0, int x1, int y1, int width, int height) const {
    return {screenToWorld({0.5 * (x0 + x1), 0.5 * (y0 + y1)}, width, height), zoom};
  }
};

// The layout of world units for a grid: radius 1, hex (0, 0) at the origin.
Layout worldLayout(const GridSettings& grid);
// The smallest rectangle holding every hex of the map, corners included.
WorldRect mapBounds(const GridSettings& grid);
// A view that shows the whole map in a width x height viewport with a small margin.
MapView fitView(const GridSettings& grid, int width, int height);
// Zoom limits that keep a whole 4096-hex map reachable and a hex no larger than the screen.
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 400.0;

Hex hexAtWorld(const GridSettings& grid, Point world);
// The hexside of the hex under `world` whose edge is nearest to that point.
HexsideId nearestHexside(const GridSettings& grid, Point world);

// Offset rectangle [colMin, colMax] x [rowMin, rowMax] (clamped to the map, possibly empty) of the hexes that
// may show in a world rectangle: for drawing labels and counters only where they are visible.
struct OffsetRange {
  int colMin = 0, colMax = -1, rowMin = 0, rowMax = -1;
  bool empty() const { return colMax < colMin || rowMax < rowMin; }
  long count() const { return empty() ? 0 : long(colMax - colMin + 1) * (rowMax - rowMin + 1); }
};
OffsetRange visibleHexes(const GridSettings& grid, const WorldRect& world);

}  // namespace cartouche
