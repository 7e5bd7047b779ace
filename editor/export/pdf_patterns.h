// Terrain patterns in the print: the marks the editor's map draws over a patterned terrain's fill (small tree
// crowns, house blocks, marsh tufts, dots, diagonal hatching) as cairo vector paths in a darker ink of the fill.
// Over a hex they are clipped to the hex and leave its centre clear for labels and counters; over a key swatch they
// fill the swatch. Shapes and sizes follow the editor's procedural patterns, in units of the hex radius.
// Thread-safety: a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include <string>

#include "hex/hex.h"
#include "model/terrain.h"

namespace cartouche::pdf {

enum class Pattern { None, Trees, Houses, Marsh, Dots, Hatch };

// The pattern a terrain type's pattern name stands for, with the editor's aliases (woods, forest; town, village;
// swamp). An empty or unknown name has none.
Pattern patternOf(const std::string& name);

// The ink of the marks over `fill`: the fill darkened as the editor darkens it, fully opaque.
Rgba patternInk(Rgba fill);

// Draws the marks of `pattern` over hex `h` (drawing mm of layout `l`), whose tinted fill is `fill`. The cairo state
// (source, clip, path) is left as it was.
void drawHexPattern(cairo_t* cr, const Layout& l, Hex h, Pattern pattern, Rgba fill);

// Draws the marks of `pattern` over the key swatch at (x, y), w x h mm, whose fill is `fill`.
void drawSwatchPattern(cairo_t* cr, Pattern pattern, Rgba fill, double x, double y, double w, double h);

}  // namespace cartouche::pdf
