// The band under the printed map: the title cartouche (title, date, where the map comes from, saying plainly when it
// is a reconstruction), the terrain key (only the hex terrains and hexside features the map uses, drawn as the map
// draws them, and the contour line when levels differ), and, when the battle is placed on the ground, a scale bar in
// metres with the scale ratio and a north arrow turned by the grid's rotation. Sizes in millimetres.
// Thread-safety: a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

#include "model/battle.h"
#include "pdf_map_drawing.h"

namespace cartouche::pdf {

struct KeyEntry {
  TerrainId type = 0;
  bool contour = false;  // the contour line, not a vocabulary type
  std::string name;
};

// The vocabulary types the map uses, hex terrains first, in vocabulary order; the contour entry last when the map
// has a slope.
std::vector<KeyEntry> usedTerrain(const Battle& battle);

// The scale bar's length in metres: the longest of 1, 2, 2.5, 5 x 10^n that fits `maxMm` at `metresPerMm`.
double scaleBarMetres(double metresPerMm, double maxMm);
// "1:6250": the scale of a map of `hexMm` hexes that are `hexMetres` across on the ground.
std::string scaleRatio(double hexMm, double hexMetres);
// The title cartouche's lines after the title: the date, the map's provenance ("Map: reconstruction ..."), the scale.
std::vector<std::string> cartoucheLines(const Battle& battle, double hexMm);

struct Legend {
  double width = 0, height = 0;
  int keyColumns = 1;
  std::vector<KeyEntry> key;
  std::vector<std::string> lines;  // cartouche lines, wrapped
};

// Lays the band out `width` mm wide (or wider when its parts need it); `cr` measures text.
Legend layoutLegend(cairo_t* cr, const Battle& battle, const MapGeometry& geometry, double width);
// Draws the band with its top-left corner at (x, y).
void drawLegend(cairo_t* cr, const Battle& battle, const MapGeometry& geometry, const Legend& legend, double x,
                double y);

}  // namespace cartouche::pdf
