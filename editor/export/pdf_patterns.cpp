#include "pdf_patterns.h"

#include <cmath>
#include <map>
#include <utility>

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

namespace {

// The rectangle the hex grid repeats in (drawing mm), and one hex centre inside it besides its corners: pointy-topped,
// a row pair (sqrt 3 x 3 radii) with the centre of the shifted row's hex; flat-topped, a column pair.
struct Period {
  double w, h;
  Point inner;
};

Period gridPeriod(const Layout& l) {
  Point o = hexToPixel(l, Hex{0, 0});
  if (l.orientation == Orientation::PointyTop) {
    Point b = hexToPixel(l, Hex{0, 1});
    return {hexToPixel(l, Hex{1, 0}).x - o.x, 2 * (b.y - o.y), {b.x - o.x, b.y - o.y}};
  }
  Point a = hexToPixel(l, Hex{1, 0});
  return {2 * (a.x - o.x), hexToPixel(l, Hex{0, 1}).y - o.y, {a.x - o.x, a.y - o.y}};
}

// A repeating tile of `pattern`'s marks in `ink`, placed so that its origin is the centre of hex (0, 0). Tree crowns
// and house blocks repeat with the grid; dots, hatching and marsh dashes with their own spacing in hex radii, on
// the map's grid as in the editor.
cairo_pattern_t* makeTile(const Layout& l, Pattern pattern, Rgba ink) {
  const double r = l.size;
  double w = r / 3, h = r / 3;
  Period period = gridPeriod(l);
  if (pattern == Pattern::Trees || pattern == Pattern::Houses) w = period.w, h = period.h;
  if (pattern == Pattern::Marsh) w = 0.4 * r, h = 2 * r / 3.5;
  cairo_rectangle_t extents{0, 0, w, h};
  cairo_surface_t* surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t* t = cairo_create(surface);
  setColour(t, ink);
  switch (pattern) {
    case Pattern::None:
      break;
    case Pattern::Trees:
    case Pattern::Houses:
      for (Point c : {Point{0, 0}, Point{w, 0}, Point{0, h}, Point{w, h}, period.inner}) marks(t, pattern, c, r, {});
      break;
    case Pattern::Dots:
      cairo_arc(t, w / 2, h / 2, 0.05 * r, 0, kTwoPi);
      cairo_fill(t);
      break;
    case Pattern::Hatch:  // lines where x + y is w / 2 and 3 w / 2, as (n + 1/2) / 3 radii
      for (double s : {w / 2, 1.5 * w}) {
        cairo_move_to(t, -w, s + w);
        cairo_line_to(t, 2 * w, s - 2 * w);
      }
      cairo_set_line_width(t, 0.035 * r);
      cairo_stroke(t);
      break;
    case Pattern::Marsh:  // two rows of dashes 0.22 radii long, the second shifted by half a dash spacing
      cairo_rectangle(t, 0.08 * r, h / 4 - 0.025 * r, 0.22 * r, 0.05 * r);
      cairo_rectangle(t, 0.28 * r, 3 * h / 4 - 0.025 * r, 0.12 * r, 0.05 * r);
      cairo_rectangle(t, 0, 3 * h / 4 - 0.025 * r, 0.1 * r, 0.05 * r);
      cairo_fill(t);
      break;
  }
  cairo_destroy(t);
  cairo_pattern_t* tile = cairo_pattern_create_for_surface(surface);
  cairo_surface_destroy(surface);
  cairo_pattern_set_extend(tile, CAIRO_EXTEND_REPEAT);
  Point o = hexToPixel(l, Hex{0, 0});
  cairo_matrix_t m;
  cairo_matrix_init_translate(&m, -o.x, -o.y);
  cairo_pattern_set_matrix(tile, &m);
  return tile;
}

}  // namespace

void drawHexPatterns(cairo_t* cr, const Layout& l, const std::vector<PatternedHex>& hexes) {
  if (hexes.empty() || !(l.size > 0)) return;
  // Groups of one pattern and one ink (the elevation tint gives hexes of one terrain different fills).
  std::map<std::pair<int, uint32_t>, std::vector<Hex>> groups;
  for (const PatternedHex& p : hexes) {
    if (p.pattern == Pattern::None) continue;
    Rgba ink = patternInk(p.fill);
    groups[{int(p.pattern), uint32_t(ink.r) << 16 | uint32_t(ink.g) << 8 | ink.b}].push_back(p.hex);
  }
  // Inside the grid line (drawMap's width, halved), so the marks never cover it.
  const double inset = 1 - (0.012 * l.size + 0.05) / 2 / l.size;
  cairo_save(cr);
  for (const auto& [key, group] : groups) {
    uint32_t c = key.second;
    cairo_pattern_t* tile = makeTile(l, Pattern(key.first), Rgba{uint8_t(c >> 16), uint8_t(c >> 8), uint8_t(c), 255});
    cairo_new_path(cr);
    for (Hex h : group) {
      // The hex less a disc at its centre: even-odd, so the disc is a hole.
      Point centre = hexToPixel(l, h);
      for (int k = 0; k < 6; ++k) {
        Point p = hexCorner(l, h, k);
        p = {centre.x + (p.x - centre.x) * inset, centre.y + (p.y - centre.y) * inset};
        if (k == 0)
          cairo_move_to(cr, p.x, p.y);
        else
          cairo_line_to(cr, p.x, p.y);
      }
      cairo_close_path(cr);
      cairo_new_sub_path(cr);
      cairo_arc(cr, centre.x, centre.y, kClearCentre * l.size, 0, kTwoPi);
      cairo_close_path(cr);
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_set_source(cr, tile);
    cairo_fill(cr);
    cairo_pattern_destroy(tile);
  }
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
