// Page tiling for printed maps: a drawing of a given size in millimetres split over A4 or A3 sheets (portrait or
// landscape, whichever needs fewer sheets) with an overlap between neighbours, or one poster page holding it whole.
// Pure arithmetic, no cairo. Thread-safety: plain values.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/status.h"

namespace cartouche::pdf {

enum class Paper { A4, A3, Poster };
std::optional<Paper> paperFromName(const std::string& name);  // "a4", "a3", "poster"
const char* paperName(Paper paper);                           // "A4", "A3", "poster"

// The largest page side PDF readers accept (200 inches, Acrobat's limit).
constexpr double kMaxPageMm = 5080.0;
// White border around the printed area of every page: printers do not print to the edge, and the marks live there.
constexpr double kPageMarginMm = 12.0;

struct RectMm {
  double x = 0, y = 0, width = 0, height = 0;
  double right() const { return x + width; }
  double bottom() const { return y + height; }
};

// One printed page: its size, and which part of the drawing its printed area shows.
struct Tile {
  int row = 0, column = 0;  // 0-based
  double pageWidth = 0, pageHeight = 0;
  RectMm area;  // in drawing millimetres, the part shown; it starts kPageMarginMm from the page's top-left corner
};

struct Tiling {
  Paper paper = Paper::A4;
  bool landscape = false;
  int rows = 1, columns = 1;
  double overlap = 0;
  std::vector<Tile> tiles;  // row by row
};

// A4 210 x 297, A3 297 x 420 (portrait).
void paperSize(Paper paper, double& width, double& height);

// Splits a drawing of `width` x `height` mm. For A4/A3 each page shows up to its printed area, neighbours sharing
// `overlap` mm; the orientation needing fewer pages wins (portrait on a tie). A poster is one page of the drawing
// plus margins. Fails when the poster exceeds kMaxPageMm or the overlap leaves no room to advance.
Result<Tiling> tileDrawing(double width, double height, Paper paper, double overlap);

}  // namespace cartouche::pdf
