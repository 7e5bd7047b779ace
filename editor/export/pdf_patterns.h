// Terrain patterns in the print: the marks the editor's map draws over a patterned terrain's fill (small tree
// crowns, house blocks, marsh tufts, dots, diagonal hatching) as cairo vector paths in a darker ink of the fill.
// Over a hex they are clipped to the hex and leave its centre clear for labels and counters; over a key swatch they
// fill the swatch. Shapes and sizes follow the editor's procedural patterns, in units of the hex radius.
// Thread-safety: a cairo_t belongs to one thread.
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

#include "hex/hex.h"
#include "model/terrain.h"

namespace cartouche::pdf {

enum class Pattern { None, Trees, Houses, Marsh, Dots, Hatch };

// The pattern a terrain type's pattern name stands for, with the editor's aliases (woods, forest; town, village;
// swamp). An empty or unknown name has none.
Pattern patternOf(const std::string& name);

// The ink of the marks over `fill`: the fill darkened as the editor darkens it, fully opaque.
Rgba patternInk(Rgba fill);

struct PatternedHex {
  Hex hex;
  Pattern pattern = Pattern::None;
  Rgba fill;  // the hex's tinted fill
};

// Draws the marks over each hex of `hexes` (drawing mm of layout `l`), inside the hex's grid line. To keep the PDF
// small and quick to write, the hexes of one pattern and ink are filled together, once, with a repeating tile of
// the marks in user space (a PDF tiling pattern, vector): the marks line up with the hex grid, as the grid repeats.
// The cairo state (source, path) is left as it was.
void drawHexPatterns(cairo_t* cr, const Layout& l, const std::vector<PatternedHex>& hexes);

// Draws the marks of `pattern` over the key swatch at (x, y), w x h mm, whose fill is `fill`.
void drawSwatchPattern(cairo_t* cr, Pattern pattern, Rgba fill, double x, double y, double w, double h);

}  // namespace cartouche::pdf
