#include "pdf_map_pages.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "pdf_text.h"

namespace cartouche::pdf {

namespace {

constexpr double kLegendGap = 8;
constexpr Rgba kInk{0, 0, 0, 255};

bool intersects(const RectMm& a, double x, double y, double w, double h) {
  return a.x < x + w && x < a.right() && a.y < y + h && y < a.bottom();
}

// A target: a circle with a cross, black over white so it shows on any terrain.
void target(cairo_t* cr, double x, double y) {
  for (int pass = 0; pass < 2; ++pass) {
    setColour(cr, pass == 0 ? Rgba{255, 255, 255, 255} : kInk);
    cairo_set_line_width(cr, pass == 0 ? 0.7 : 0.25);
    cairo_new_path(cr);
    cairo_arc(cr, x, y, 2.2, 0, 2 * M_PI);
    cairo_move_to(cr, x - 3.5, y);
    cairo_line_to(cr, x + 3.5, y);
    cairo_move_to(cr, x, y - 3.5);
    cairo_line_to(cr, x, y + 3.5);
    cairo_stroke(cr);
  }
}

void cropMarks(cairo_t* cr, double x0, double y0, double x1, double y1) {
  setColour(cr, kInk);
  cairo_set_line_width(cr, 0.2);
  for (double x : {x0, x1})
    for (double y : {y0, y1}) {
      double sx = x == x0 ? -1 : 1, sy = y == y0 ? -1 : 1;
      cairo_move_to(cr, x + sx * 2, y);
      cairo_line_to(cr, x + sx * 9, y);
      cairo_move_to(cr, x, y + sy * 2);
      cairo_line_to(cr, x, y + sy * 9);
    }
  cairo_stroke(cr);
}

}  // namespace

MapSheet layoutMapSheet(cairo_t* cr, const Battle& battle, double hexMm) {
  MapSheet s;
  s.geometry = mapGeometry(battle.map, hexMm);
  s.legend = layoutLegend(cr, battle, s.geometry, s.geometry.width);
  s.legendTop = s.geometry.height + kLegendGap;
  s.width = std::max(s.geometry.width, s.legend.width);
  s.height = s.legendTop + s.legend.height;
  return s;
}

void drawMapPage(cairo_t* cr, const Battle& battle, const MapSheet& sheet, const Tiling& tiling, const Tile& tile) {
  const RectMm& a = tile.area;
  const double m = kPageMarginMm;
  cairo_save(cr);
  cairo_rectangle(cr, m, m, a.width, a.height);
  cairo_clip(cr);
  cairo_translate(cr, m - a.x, m - a.y);
  if (intersects(a, 0, 0, sheet.geometry.width, sheet.geometry.height)) drawMap(cr, battle, sheet.geometry, a);
  if (intersects(a, 0, sheet.legendTop, sheet.legend.width, sheet.legend.height))
    drawLegend(cr, battle, sheet.geometry, sheet.legend, 0, sheet.legendTop);
  // Registration targets in the middle of each overlap band shared with a neighbour.
  if (tiling.paper != Paper::Poster) {
    double o = tiling.overlap, cy = a.y + a.height / 2, cx = a.x + a.width / 2;
    if (tile.column > 0) target(cr, a.x + o / 2, cy);
    if (tile.column + 1 < tiling.columns) target(cr, a.right() - o / 2, cy);
    if (tile.row > 0) target(cr, cx, a.y + o / 2);
    if (tile.row + 1 < tiling.rows) target(cr, cx, a.bottom() - o / 2);
  }
  cairo_restore(cr);
  cropMarks(cr, m, m, m + a.width, m + a.height);
  // Ticks in the margin where the neighbours' parts begin: trim one page along them and lay it over the other.
  if (tiling.paper != Paper::Poster && tiling.overlap > 0) {
    cairo_set_line_width(cr, 0.2);
    double o = tiling.overlap;
    std::vector<double> xs, ys;
    if (tile.column > 0) xs.push_back(m + o);
    if (tile.column + 1 < tiling.columns) xs.push_back(m + a.width - o);
    if (tile.row > 0) ys.push_back(m + o);
    if (tile.row + 1 < tiling.rows) ys.push_back(m + a.height - o);
    for (double x : xs) {
      cairo_move_to(cr, x, m - 5), cairo_line_to(cr, x, m - 1);
      cairo_move_to(cr, x, m + a.height + 1), cairo_line_to(cr, x, m + a.height + 5);
    }
    for (double y : ys) {
      cairo_move_to(cr, m - 5, y), cairo_line_to(cr, m - 1, y);
      cairo_move_to(cr, m + a.width + 1, y), cairo_line_to(cr, m + a.width + 5, y);
    }
    cairo_stroke(cr);
  }
  // The page number as row/column, and what it is.
  setColour(cr, kInk);
  std::string number = std::to_string(tile.row + 1) + "/" + std::to_string(tile.column + 1);
  double numberWidth = leftText(cr, number, m + 10, m - 3, 5, 0, Weight::Bold);
  std::string title = battle.title().empty() ? "Untitled battle" : battle.title();
  std::string note = tiling.paper == Paper::Poster
                         ? title + ", map (poster)"
                         : title + ", map page row " + std::to_string(tile.row + 1) + " of " +
                               std::to_string(tiling.rows) + ", column " + std::to_string(tile.column + 1) + " of " +
                               std::to_string(tiling.columns) + " (row/column)";
  leftText(cr, note, m + 14 + numberWidth, m - 3.5, 3, a.width - 24 - numberWidth);
}

}  // namespace cartouche::pdf
