// The map of a battle drawn as vectors on a cairo page, in millimetres: hexes filled in their terrain colours with
// the elevation tint over the battle's own range of levels, the grid, contour hexsides where levels differ (a brown
// line, hachures on the higher side), hexside features in their draw styles (edges along the hexside, paths from
// centre to centre, marks across it), level numbers and hex labels. Only the hexes near the visible rectangle are
// drawn, so a page of a 1000 x 1000 map costs what its own hexes cost. Thread-safety: a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include "hex/hex.h"
#include "model/battle.h"
#include "pdf_page_tiling.h"

namespace cartouche::pdf {

// Where the hexes lie in drawing millimetres: the map's bounding box starts at (0, 0).
struct MapGeometry {
  Layout layout;      // size: centre-to-corner radius in mm
  double width = 0;   // mm
  double height = 0;  // mm
  double hexMm = 0;   // across the flats
  int minLevel = 0;   // the battle's own range of levels, for the tint
  int maxLevel = 0;
};

MapGeometry mapGeometry(const HexMap& map, double hexMm);

// Draws what of the map falls inside `visible` (drawing mm) with the current transform.
void drawMap(cairo_t* cr, const Battle& battle, const MapGeometry& geometry, const RectMm& visible);

// The tinted fill of a hex: its terrain colour darkened towards brown by its place in the battle's levels.
Rgba hexFill(const Battle& battle, const MapGeometry& geometry, int index);

}  // namespace cartouche::pdf
