#include "pdf_patterns.h"

#include <cmath>

#include "pdf_text.h"

namespace cartouche::pdf {

namespace {

constexpr double kClearCentre = 0.2;  // radius of the hex centre kept clear, in hex radii (clear of the blocks)
constexpr double kTwoPi = 6.283185307179586;

// Adds the marks' paths and fills or strokes them with the current source. Coordinates are in hex radii around
// `centre` (drawing mm, `unit` mm to the radius); `world` is the same centre in hex radii from the map's origin, so
// that dots and hatching line up from hex to hex as in the editor. Marks reach one radius around the centre; the
// caller's clip trims them.
void marks(cairo_t* cr, Pattern pattern, Point centre, double unit, Point world) {
  auto at = [&](double px, double py) { return Point{centre.x + px * unit, centre.y + py * unit}; };
  switch (pattern) {
    case Pattern::None:
      return;
    case Pattern::Trees:  // three round crowns
      for (Point c : {Point{-0.38, 0.18}, Point{0.34, 0.24}, Point{0.0, -0.42}}) {
        Point p = at(c.x, c.y);
        cairo_new_sub_path(cr);
        cairo_arc(cr, p.x, p.y, 0.15 * unit, 0, kTwoPi);
      }
      cairo_fill(cr);
      return;
    case Pattern::Houses: {  // two blocks
      Point a = at(-0.3 - 0.12, -0.22 - 0.09), b = at(0.28 - 0.09, 0.26 - 0.12);
      cairo_rectangle(cr, a.x, a.y, 0.24 * unit, 0.18 * unit);
      cairo_rectangle(cr, b.x, b.y, 0.18 * unit, 0.24 * unit);
      cairo_fill(cr);
      return;
    }
    case Pattern::Marsh:  // short reed dashes in rows 1/3.5 apart, every other row shifted by half a dash
      for (int k = -4; k <= 4; ++k) {
        double y = k / 3.5;
        for (int m = -4; m <= 4; ++m) {
          double x0 = (m + 0.2 - k * 0.5) / 2.5, x1 = (m + 0.75 - k * 0.5) / 2.5;
          if (x1 < -1.1 || x0 > 1.1) continue;
          Point a = at(x0, y - 0.025);
          cairo_rectangle(cr, a.x, a.y, (x1 - x0) * unit, 0.05 * unit);
        }
      }
      cairo_fill(cr);
      return;
    case Pattern::Dots:  // a dot every third of a radius on the map's own grid
      for (int i = int(std::floor((world.x - 1.1) * 3)); i <= int(std::ceil((world.x + 1.1) * 3)); ++i)
        for (int j = int(std::floor((world.y - 1.1) * 3)); j <= int(std::ceil((world.y + 1.1) * 3)); ++j) {
          Point p = at((i + 0.5) / 3 - world.x, (j + 0.5) / 3 - world.y);
          cairo_new_sub_path(cr);
          cairo_arc(cr, p.x, p.y, 0.05 * unit, 0, kTwoPi);
        }
      cairo_fill(cr);
      return;
    case Pattern::Hatch: {  // diagonal lines where x + y is (n + 1/2) / 3 on the map's own grid
      double s = world.x + world.y;
      for (int n = int(std::floor((s - 2.5) * 3)); n <= int(std::ceil((s + 2.5) * 3)); ++n) {
        double d = (n + 0.5) / 3 - s;  // x + y of the line around the centre
        Point a = at(d + 1.2, -1.2), b = at(d - 1.2, 1.2);
        cairo_move_to(cr, a.x, a.y);
        cairo_line_to(cr, b.x, b.y);
      }
      cairo_set_line_width(cr, 0.035 * unit);
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
      cairo_stroke(cr);
      return;
    }
  }
}

}  // namespace

Pattern patternOf(const std::string& name) {
  if (name == "trees" || name == "woods" || name == "forest") return Pattern::Trees;
  if (name == "houses" || name == "town" || name == "village") return Pattern::Houses;
  if (name == "marsh" || name == "swamp") return Pattern::Marsh;
  if (name == "dots") return Pattern::Dots;
  if (name == "hatch") return Pattern::Hatch;
  return Pattern::None;
}

Rgba patternInk(Rgba fill) {
  return Rgba{uint8_t(std::lround(fill.r * 0.55)), uint8_t(std::lround(fill.g * 0.55)),
              uint8_t(std::lround(fill.b * 0.55)), 255};
}

void drawHexPattern(cairo_t* cr, const Layout& l, Hex h, Pattern pattern, Rgba fill) {
  if (pattern == Pattern::None || !(l.size > 0)) return;
  Point c = hexToPixel(l, h);
  cairo_save(cr);
  cairo_new_path(cr);
  // The hex less a disc at its centre: even-odd, so the disc is a hole in the clip.
  for (int k = 0; k < 6; ++k) {
    Point p = hexCorner(l, h, k);
    if (k == 0)
      cairo_move_to(cr, p.x, p.y);
    else
      cairo_line_to(cr, p.x, p.y);
  }
  cairo_close_path(cr);
  cairo_new_sub_path(cr);
  cairo_arc(cr, c.x, c.y, kClearCentre * l.size, 0, kTwoPi);
  cairo_close_path(cr);
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip(cr);
  setColour(cr, patternInk(fill));
  marks(cr, pattern, c, l.size, Point{(c.x - l.origin.x) / l.size, (c.y - l.origin.y) / l.size});
  cairo_restore(cr);
}

void drawSwatchPattern(cairo_t* cr, Pattern pattern, Rgba fill, double x, double y, double w, double h) {
  if (pattern == Pattern::None || !(w > 0) || !(h > 0)) return;
  cairo_save(cr);
  cairo_new_path(cr);
  cairo_rectangle(cr, x, y, w, h);
  cairo_clip(cr);
  setColour(cr, patternInk(fill));
  // A swatch as tall as 1.6 hex radii: the marks keep their proportion to a hex on the map.
  double unit = h / 1.6;
  Point centre{x + w / 2, y + h / 2};
  if (pattern == Pattern::Trees || pattern == Pattern::Houses) {
    // Two hexes' worth side by side so the narrow swatch shows whole crowns or blocks.
    marks(cr, pattern, {centre.x - w / 4, centre.y}, unit * 0.9, {});
    marks(cr, pattern, {centre.x + w / 4, centre.y}, unit * 0.9, {});
  } else {
    marks(cr, pattern, centre, unit, {});
  }
  cairo_restore(cr);
}

}  // namespace cartouche::pdf
