#include "map_view.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

void MapView::zoomAt(Point screen, double factor, int width, int height) {
  Point before = screenToWorld(screen, width, height);
  zoom = std::clamp(zoom * factor, kMinZoom, kMaxZoom);
  Point after = screenToWorld(screen, width, height);
  centre.x += before.x - after.x;
  centre.y += before.y - after.y;
}

Layout worldLayout(const GridSettings& grid) { return Layout{grid.orientation, 1.0, Point{0.0, 0.0}}; }

WorldRect mapBounds(const GridSettings& grid) {
  Layout layout = worldLayout(grid);
  WorldRect r{{1e300, 1e300}, {-1e300, -1e300}};
  auto add = [&](int col, int row) {
    Point c = hexToPixel(layout, grid.toHex({col, row}));
    r.min.x = std::min(r.min.x, c.x);
    r.min.y = std::min(r.min.y, c.y);
    r.max.x = std::max(r.max.x, c.x);
    r.max.y = std::max(r.max.y, c.y);
  };
  // The extreme centres lie in the first two and last two lines of each axis (the shifted lines stick out by
  // half a hex), so the border of the offset rectangle is enough.
  for (int col = 0; col < grid.columns; ++col) {
    add(col, 0);
    add(col, grid.rows - 1);
  }
  for (int row = 0; row < grid.rows; ++row) {
    add(0, row);
    add(grid.columns - 1, row);
  }
  if (grid.columns > 1)
    for (int row = 0; row < grid.rows; ++row) {
      add(1, row);
      add(grid.columns - 2, row);
    }
  if (grid.rows > 1)
    for (int col = 0; col < grid.columns; ++col) {
      add(col, 1);
      add(col, grid.rows - 2);
    }
  // From centres to corners: pointy hexes reach sqrt(3)/2 sideways and 1 up and down; flat ones the reverse.
  constexpr double kApothem = 0.8660254037844386;
  double dx = grid.orientation == Orientation::PointyTop ? kApothem : 1.0;
  double dy = grid.orientation == Orientation::PointyTop ? 1.0 : kApothem;
  r.min.x -= dx;
  r.max.x += dx;
  r.min.y -= dy;
  r.max.y += dy;
  return r;
}

MapView fitView(const GridSettings& grid, int width, int height) {
  WorldRect b = mapBounds(grid);
  MapView v;
  v.centre = {0.5 * (b.min.x + b.max.x), 0.5 * (b.min.y + b.max.y)};
  double margin = 0.98;
  v.zoom = std::clamp(margin * std::min(width / b.width(), height / b.height()), kMinZoom, kMaxZoom);
  return v;
}

Hex hexAtWorld(const GridSettings& grid, Point world) { return hexRound(pixelToHex(worldLayout(grid), world)); }

HexsideId nearestHexside(const GridSettings& grid, Point world) {
  Layout layout = worldLayout(grid);
  Hex h = hexAtWorld(grid, world);
  Point c = hexToPixel(layout, h);
  int best = 0;
  double bestDot = -1e300;
  for (int d = 0; d < 6; ++d) {
    Point m = edgeMidpoint(layout, h, d);
    double dot = (world.x - c.x) * (m.x - c.x) + (world.y - c.y) * (m.y - c.y);
    if (dot > bestDot) {
      bestDot = dot;
      best = d;
    }
  }
  return hexsideOf(h, best);
}

OffsetRange visibleHexes(const GridSettings& grid, const WorldRect& world) {
  // Offset columns and rows are monotonic in x and y up to the half-hex shift, so map the rectangle's corners to
  // offsets and widen by one line each way.
  Layout layout = worldLayout(grid);
  int colMin = 1 << 30, colMax = -(1 << 30), rowMin = 1 << 30, rowMax = -(1 << 30);
  for (Point p : {world.min, world.max, Point{world.min.x, world.max.y}, Point{world.max.x, world.min.y}}) {
    OffsetCoord o = grid.toOffset(hexRound(pixelToHex(layout, p)));
    colMin = std::min(colMin, o.col);
    colMax = std::max(colMax, o.col);
    rowMin = std::min(rowMin, o.row);
    rowMax = std::max(rowMax, o.row);
  }
  OffsetRange r;
  r.colMin = std::max(0, colMin - 1);
  r.colMax = std::min(grid.columns - 1, colMax + 1);
  r.rowMin = std::max(0, rowMin - 1);
  r.rowMax = std::min(grid.rows - 1, rowMax + 1);
  return r;
}

}  // namespace cartouche
