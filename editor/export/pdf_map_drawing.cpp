#include "pdf_map_drawing.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "pdf_patterns.h"
#include "pdf_text.h"

namespace cartouche::pdf {

namespace {

constexpr double kSqrt3 = 1.7320508075688772;
constexpr Rgba kGridLine{90, 90, 90, 255};
constexpr Rgba kContour{120, 75, 30, 255};
constexpr Rgba kHighGround{140, 100, 55, 255};

// The two ends of hexside `d` of `h`: the edge midpoint moved half an edge each way along the edge.
void edgeEnds(const Layout& l, Hex h, int d, Point& a, Point& b) {
  Point c = hexToPixel(l, h), m = edgeMidpoint(l, h, d);
  double dx = m.x - c.x, dy = m.y - c.y, len = std::hypot(dx, dy);
  double ux = -dy / len, uy = dx / len, half = l.size / 2;
  a = {m.x + ux * half, m.y + uy * half};
  b = {m.x - ux * half, m.y - uy * half};
}

void hexPath(cairo_t* cr, const Layout& l, Hex h) {
  for (int k = 0; k < 6; ++k) {
    Point p = hexCorner(l, h, k);
    if (k == 0)
      cairo_move_to(cr, p.x, p.y);
    else
      cairo_line_to(cr, p.x, p.y);
  }
  cairo_close_path(cr);
}

struct Range {
  int col0, col1, row0, row1;
};

// The offset columns and rows whose hexes may touch `visible`, one hex of slack each way (the map's own border
// included, for hexsides owned by hexes off the map).
Range rangeFor(const GridSettings& grid, const MapGeometry& g, const RectMm& visible) {
  const Layout& l = g.layout;
  bool pointy = grid.orientation == Orientation::PointyTop;
  double hs = pointy ? kSqrt3 * l.size : 1.5 * l.size, vs = pointy ? 1.5 * l.size : kSqrt3 * l.size;
  Range r;
  r.col0 = std::max(-1, int(std::floor((visible.x - l.origin.x) / hs)) - 2);
  r.col1 = std::min(grid.columns, int(std::ceil((visible.right() - l.origin.x) / hs)) + 2);
  r.row0 = std::max(-1, int(std::floor((visible.y - l.origin.y) / vs)) - 2);
  r.row1 = std::min(grid.rows, int(std::ceil((visible.bottom() - l.origin.y) / vs)) + 2);
  return r;
}

template <typename F>
void forEachHex(const GridSettings& grid, const Range& r, bool border, F f) {
  for (int row = r.row0; row <= r.row1; ++row)
    for (int col = r.col0; col <= r.col1; ++col) {
      bool on = col >= 0 && row >= 0 && col < grid.columns && row < grid.rows;
      if (on || border) f(grid.toHex({col, row}), on ? row * grid.columns + col : -1);
    }
}

void line(cairo_t* cr, Point a, Point b) {
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
}

void drawEdge(cairo_t* cr, const Layout& l, HexsideId id, Rgba colour, double width) {
  Point a, b;
  edgeEnds(l, id.owner, id.dir, a, b);
  setColour(cr, colour);
  cairo_set_line_width(cr, width);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  line(cr, a, b);
  cairo_stroke(cr);
}

// A contour: a brown line and three short hachures pointing into the higher hex.
void drawContour(cairo_t* cr, const Layout& l, HexsideId id, Hex higher) {
  drawEdge(cr, l, id, kContour, 0.06 * l.size);
  Point a, b, c = hexToPixel(l, higher);
  edgeEnds(l, id.owner, id.dir, a, b);
  cairo_set_line_width(cr, 0.035 * l.size);
  for (double t : {0.25, 0.5, 0.75}) {
    Point p{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
    double dx = c.x - p.x, dy = c.y - p.y, len = std::hypot(dx, dy);
    line(cr, p, {p.x + dx / len * 0.14 * l.size, p.y + dy / len * 0.14 * l.size});
  }
  cairo_stroke(cr);
}

// A directional edge (a redoubt's front, the higher side of a contour feature): three small teeth pointing into
// the hex it faces.
void drawTeeth(cairo_t* cr, const Layout& l, HexsideId id, Hex toward, Rgba colour) {
  Point a, b, c = hexToPixel(l, toward);
  edgeEnds(l, id.owner, id.dir, a, b);
  setColour(cr, colour);
  for (double t : {0.25, 0.5, 0.75}) {
    Point p{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
    double dx = c.x - p.x, dy = c.y - p.y, len = std::hypot(dx, dy);
    double ux = dx / len, uy = dy / len, w = 0.08 * l.size, h = 0.2 * l.size;
    cairo_move_to(cr, p.x - uy * w, p.y + ux * w);
    cairo_line_to(cr, p.x + ux * h, p.y + uy * h);
    cairo_line_to(cr, p.x + uy * w, p.y - ux * w);
    cairo_close_path(cr);
  }
  cairo_fill(cr);
}

// A road or causeway: from the owner's centre through the hexside to the neighbour's centre (halfway when the
// neighbour is off the map). Drawn in two passes, the dark casing of every path first and then their colour, so
// that joined segments read as one road.
void drawPath(cairo_t* cr, const HexMap& map, const Layout& l, HexsideId id, Rgba colour, bool casing) {
  Hex n = id.neighbour();
  Point a = map.contains(id.owner) ? hexToPixel(l, id.owner) : edgeMidpoint(l, id.owner, id.dir);
  Point b = map.contains(n) ? hexToPixel(l, n) : edgeMidpoint(l, id.owner, id.dir);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, (casing ? 0.16 : 0.1) * l.size);
  setColour(cr, casing ? mix(colour, {20, 20, 20, 255}, 0.6) : colour);
  line(cr, a, b);
  cairo_stroke(cr);
}

// A bridge or ford: a bar across the hexside, outlined.
void drawMark(cairo_t* cr, const Layout& l, HexsideId id, Rgba colour) {
  Point c = hexToPixel(l, id.owner), m = edgeMidpoint(l, id.owner, id.dir);
  double dx = m.x - c.x, dy = m.y - c.y, len = std::hypot(dx, dy);
  double ux = dx / len, uy = dy / len, vx = -uy, vy = ux;
  double along = 0.32 * l.size, across = 0.14 * l.size;
  cairo_move_to(cr, m.x - ux * along - vx * across, m.y - uy * along - vy * across);
  cairo_line_to(cr, m.x + ux * along - vx * across, m.y + uy * along - vy * across);
  cairo_line_to(cr, m.x + ux * along + vx * across, m.y + uy * along + vy * across);
  cairo_line_to(cr, m.x - ux * along + vx * across, m.y - uy * along + vy * across);
  cairo_close_path(cr);
  setColour(cr, colour);
  cairo_fill_preserve(cr);
  setColour(cr, {20, 20, 20, 255});
  cairo_set_line_width(cr, 0.03 * l.size);
  cairo_stroke(cr);
}

}  // namespace

MapGeometry mapGeometry(const HexMap& map, double hexMm) {
  MapGeometry g;
  g.hexMm = hexMm;
  g.layout.orientation = map.grid().orientation;
  g.layout.size = hexMm / kSqrt3;
  double minX = 1e300, minY = 1e300, maxX = -1e300, maxY = -1e300;
  auto take = [&](int col, int row) {
    Hex h = map.grid().toHex({col, row});
    for (int k = 0; k < 6; ++k) {
      Point p = hexCorner(g.layout, h, k);
      minX = std::min(minX, p.x), maxX = std::max(maxX, p.x), minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
    }
  };
  for (int col = 0; col < map.columns(); ++col) take(col, 0), take(col, 1 % map.rows()), take(col, map.rows() - 1);
  for (int row = 0; row < map.rows(); ++row) take(0, row), take(1 % map.columns(), row), take(map.columns() - 1, row);
  g.layout.origin = {-minX, -minY};
  g.width = maxX - minX;
  g.height = maxY - minY;
  if (map.hexCount() > 0) {
    auto [lo, hi] = std::minmax_element(map.levelData().begin(), map.levelData().end());
    g.minLevel = *lo;
    g.maxLevel = *hi;
  }
  return g;
}

Rgba hexFill(const Battle& battle, const MapGeometry& g, int index) {
  TerrainId t = battle.map.terrain(index);
  Rgba c = battle.vocabulary.contains(t) ? battle.vocabulary.at(t).colour : Rgba{160, 160, 160, 255};
  c.a = 255;
  if (g.maxLevel > g.minLevel) {
    double share = double(battle.map.level(index) - g.minLevel) / double(g.maxLevel - g.minLevel);
    c = mix(c, kHighGround, 0.45 * share);
  }
  return c;
}

void drawMap(cairo_t* cr, const Battle& battle, const MapGeometry& g, const RectMm& visible) {
  const HexMap& map = battle.map;
  const GridSettings& grid = map.grid();
  const Layout& l = g.layout;
  const TerrainVocabulary& vocab = battle.vocabulary;
  Range r = rangeFor(grid, g, visible);
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  // Fills, each hex outlined by the thin grid line, then the pattern marks of the patterned ones inside the line.
  std::vector<Pattern> patterns(vocab.size(), Pattern::None);
  for (size_t i = 0; i < vocab.size(); ++i) patterns[i] = patternOf(vocab.at(TerrainId(i)).pattern);
  std::vector<PatternedHex> patterned;
  forEachHex(grid, r, false, [&](Hex h, int index) {
    hexPath(cr, l, h);
    Rgba fill = hexFill(battle, g, index);
    setColour(cr, fill);
    cairo_fill_preserve(cr);
    TerrainId t = map.terrain(index);
    if (size_t(t) < patterns.size() && patterns[size_t(t)] != Pattern::None)
      patterned.push_back({h, patterns[size_t(t)], fill});
    setColour(cr, kGridLine);
    cairo_set_line_width(cr, 0.012 * l.size + 0.05);
    cairo_stroke(cr);
  });
  drawHexPatterns(cr, l, patterned);
  // Contours, then features in the order edges, paths, marks (as the editor stacks them).
  auto eachSide = [&](auto f) {
    forEachHex(grid, r, true, [&](Hex h, int) {
      for (int d = 0; d < 3; ++d) {
        HexsideId id{h, d};
        if (map.hexsideOnMap(id)) f(id);
      }
    });
  };
  eachSide([&](HexsideId id) {
    Hex n = id.neighbour();
    if (!map.contains(id.owner) || !map.contains(n) || !map.slopeAt(id)) return;
    int a = map.level(map.indexOf(id.owner)), b = map.level(map.indexOf(n));
    drawContour(cr, l, id, a >= b ? id.owner : n);
  });
  for (int pass = 0; pass < 4; ++pass) {
    DrawStyle style = pass == 0 ? DrawStyle::Edge : pass < 3 ? DrawStyle::Path : DrawStyle::Mark;
    eachSide([&](HexsideId id) {
      const HexsideRecord* rec = map.hexside(id);
      if (!rec) return;
      for (const HexsideFeature& f : rec->features) {
        if (!vocab.contains(f.type) || vocab.at(f.type).draw != style) continue;
        Rgba colour = vocab.at(f.type).colour;
        colour.a = 255;
        if (style == DrawStyle::Edge) {
          drawEdge(cr, l, id, colour, 0.13 * l.size);
          if (vocab.at(f.type).directional && f.toward != Side::None)
            drawTeeth(cr, l, id, f.toward == Side::Owner ? id.owner : id.neighbour(), colour);
        }
        if (style == DrawStyle::Path) drawPath(cr, map, l, id, colour, pass == 1);
        if (style == DrawStyle::Mark) drawMark(cr, l, id, colour);
      }
    });
  }
  // Labels at the top of each hex, the level at the bottom when the map has more than one.
  bool pointy = grid.orientation == Orientation::PointyTop;
  double labelSize = 0.2 * l.size, top = (pointy ? 0.52 : 0.5) * l.size, bottom = (pointy ? 0.72 : 0.66) * l.size;
  forEachHex(grid, r, false, [&](Hex h, int index) {
    Point c = hexToPixel(l, h);
    Rgba fill = hexFill(battle, g, index);
    setColour(cr, inkOn(fill));
    centredText(cr, grid.label(h), c.x, c.y - top + labelSize, labelSize, 1.1 * l.size);
    if (g.maxLevel > g.minLevel) {
      setColour(cr, fill.r + fill.g + fill.b > 420 ? kContour : inkOn(fill));
      centredText(cr, std::to_string(map.level(index)), c.x, c.y + bottom - 0.1 * l.size, 0.8 * labelSize);
    }
  });
  cairo_restore(cr);
}

}  // namespace cartouche::pdf
