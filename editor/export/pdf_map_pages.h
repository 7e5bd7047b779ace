// One printed page of the map: its part of the drawing (map and legend band), clipped to the printed area, and the
// marks for assembling the pages: crop marks at the printed area's corners, ticks in the margin where a neighbour's
// part begins, registration targets in the overlap bands (the same ground point on both neighbours) and the page's
// "row/column" number. Thread-safety: a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include "model/battle.h"
#include "pdf_legend.h"
#include "pdf_map_drawing.h"
#include "pdf_page_tiling.h"

namespace cartouche::pdf {

struct MapSheet {
  MapGeometry geometry;
  Legend legend;
  double legendTop = 0;  // drawing mm: the legend band starts under the map
  double width = 0, height = 0;
};

// The map and its legend band under it. `cr` measures text.
MapSheet layoutMapSheet(cairo_t* cr, const Battle& battle, double hexMm);

// Draws `tile` on the current page (cr scaled to mm, origin at the page's top-left corner).
void drawMapPage(cairo_t* cr, const Battle& battle, const MapSheet& sheet, const Tiling& tiling, const Tile& tile);

}  // namespace cartouche::pdf
