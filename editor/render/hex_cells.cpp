#include "hex_cells.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

namespace {

constexpr double kApothem = 0.8660254037844386;

struct Corners {
  Point p[6];
};

struct CellData {
  Hex hex;
  uint32_t colour = 0, level = 0, pattern = 0, sides = 0;
};

void addTriangle(std::vector<CellVertex>& out, Point a, Point b, Point c, const CellData& d) {
  for (Point p : {a, b, c})
    out.push_back({float(p.x), float(p.y), d.hex.q, d.hex.r, d.colour, d.level, d.pattern, d.sides});
}

void addHexagon(std::vector<CellVertex>& out, const Corners& c, const CellData& d) {
  for (int k = 1; k < 5; ++k) addTriangle(out, c.p[0], c.p[k], c.p[k + 1], d);
}

void addRing(std::vector<CellVertex>& out, const Corners& in, const Corners& outer, const CellData& d) {
  for (int k = 0; k < 6; ++k) {
    int n = (k + 1) % 6;
    addTriangle(out, in.p[k], outer.p[k], outer.p[n], d);
    addTriangle(out, in.p[k], outer.p[n], in.p[n], d);
  }
}

}  // namespace

uint8_t cellNeeds(const Battle& battle, OffsetCoord at, const HexTexel& t) {
  uint8_t needs = t[2] != 0 ? kNeedsSides : 0;
  if (t[0] < battle.vocabulary.size() && patternCode(battle.vocabulary.at(TerrainId(t[0])).pattern) != 0)
    needs |= kNeedsPatterns;
  if (((t[2] >> 18) & 63u) != 0 || t[3] != 0) needs |= kNeedsPaths;
  // Marks on the hexsides this hex owns (directions 0..2; the others belong to its neighbours' texels).
  Hex h = battle.map.grid().toHex(at);
  for (int d = 0; d < 3; ++d) {
    if (!(t[2] & (1u << d))) continue;
    const HexsideRecord* rec = battle.map.hexside(hexsideOf(h, d));
    if (!rec) continue;
    for (const HexsideFeature& f : rec->features)
      if (battle.vocabulary.contains(f.type) && battle.vocabulary.at(f.type).draw == DrawStyle::Mark)
        needs |= kNeedsMarks;
  }
  return needs;
}

double interiorMargin(uint32_t sideBits, int direction, bool marks, double zoom) {
  double px = 1.0 / zoom, aa = 0.5 * px;
  double m = px;  // the grid line: coverage(e1, 0.5 px, 0.5 px) is 0 from one pixel on
  if (sideBits & (1u << direction)) {
    m = std::max(m, std::max(0.07, px) + aa);  // a hexside edge line
    if (marks) m = std::max(m, 0.26 + aa);     // a mark's bar and rails reach 0.26 in
  }
  if (sideBits & (64u << direction)) {
    m = std::max(m, std::max(0.035, 0.6 * px) + aa);             // the slope line
    if (sideBits & (4096u << direction)) m = std::max(m, 0.16);  // its hachures, on the higher side
  }
  return m + 0.5 * px;  // half a pixel more: the geometry and the per-pixel distance round differently
}

OffsetRect hexesUnder(const GridSettings& grid, const MapView& view, int width, int height, double x0, double y0,
                      double x1, double y1) {
  OffsetRect out{1 << 30, -(1 << 30), 1 << 30, -(1 << 30)};
  for (Point corner : {Point{x0, y0}, Point{x1, y0}, Point{x0, y1}, Point{x1, y1}}) {
    const OffsetCoord o = grid.toOffset(hexAtWorld(grid, view.screenToWorld(corner, width, height)));
    out.colMin = std::min(out.colMin, o.col);
    out.colMax = std::max(out.colMax, o.col);
    out.rowMin = std::min(out.rowMin, o.row);
    out.rowMax = std::max(out.rowMax, o.row);
  }
  out.colMin = std::max(out.colMin - 1, -1);
  out.rowMin = std::max(out.rowMin - 1, -1);
  out.colMax = std::min(out.colMax + 1, grid.columns);
  out.rowMax = std::min(out.rowMax + 1, grid.rows);
  return out;
}

void buildHexCells(const CellSource& source, const MapView& view, int width, int height, HexCells& out) {
  buildHexCells(source, view, width, height, out, {0, 0, double(width), double(height)});
}

void buildHexCells(const CellSource& source, const MapView& view, int width, int height, HexCells& out,
                   const ScreenBox& clip) {
  const GridSettings& grid = source.grid;
  const std::vector<uint8_t>& needs = source.needs;
  for (auto& v : out.flat) v.clear();
  for (auto& v : out.interior) v.clear();
  for (auto& v : out.perPixel) v.clear();
  out.flatHexes = out.interiorHexes = out.wholeHexes = 0;
  const int texWidth = grid.columns + 2;
  auto needsAt = [&](OffsetCoord o) -> uint8_t {
    if (o.col < -1 || o.row < -1 || o.col > grid.columns || o.row > grid.rows) return 0;
    return needs[size_t(o.row + 1) * size_t(texWidth) + size_t(o.col + 1)];
  };
  const OffsetRect shown = hexesUnder(grid, view, width, height, clip.x0, clip.y0, clip.x1, clip.y1);
  const int colMin = shown.colMin, colMax = shown.colMax, rowMin = shown.rowMin, rowMax = shown.rowMax;

  Layout layout = worldLayout(grid);
  Point unit[6], normal[6];
  for (int k = 0; k < 6; ++k) {
    unit[k] = hexCorner(layout, Hex{0, 0}, k);
    Point mid = edgeMidpoint(layout, Hex{0, 0}, k);
    normal[k] = {mid.x / kApothem, mid.y / kApothem};
  }
  // The two edges that meet at each corner: those whose normals point most nearly at it.
  int edgeA[6], edgeB[6];
  for (int k = 0; k < 6; ++k) {
    int best[2] = {-1, -1};
    double dots[6];
    for (int d = 0; d < 6; ++d) dots[d] = normal[d].x * unit[k].x + normal[d].y * unit[k].y;
    for (int d = 0; d < 6; ++d) {
      if (best[0] < 0 || dots[d] > dots[best[0]]) {
        best[1] = best[0];
        best[0] = d;
      } else if (best[1] < 0 || dots[d] > dots[best[1]]) {
        best[1] = d;
      }
    }
    edgeA[k] = best[0];
    edgeB[k] = best[1];
  }
  const double px = 1.0 / view.zoom;
  const double outerScale = (kApothem + px) / kApothem;  // a pixel past the edges: no gaps between hexes
  const uint8_t patternMask = view.zoom > kPatternFadeZoom ? kNeedsPatterns : 0;
  const double sx = 2.0 / width, sy = 2.0 / height;
  // Corners from world offsets around the centre, in normalized device coordinates.
  auto corners = [&](Point centre, const Point(&offsets)[6]) {
    Corners c;
    for (int k = 0; k < 6; ++k) {
      Point s{centre.x + offsets[k].x * view.zoom, centre.y + offsets[k].y * view.zoom};
      c.p[k] = {s.x * sx - 1.0, 1.0 - s.y * sy};
    }
    return c;
  };
  Point outerOffsets[6];
  for (int k = 0; k < 6; ++k) outerOffsets[k] = {unit[k].x * outerScale, unit[k].y * outerScale};
  // The hexside between neighbours d and d + 1 (a spoke from corner d's side of the hex): neighbour d's edge spoke[d].
  int spoke[6];
  for (int d = 0; d < 6; ++d)
    for (int e = 0; e < 6; ++e)
      if (neighbour(neighbour(Hex{0, 0}, d), e) == neighbour(Hex{0, 0}, (d + 1) % 6)) spoke[d] = e;
  auto texelAt = [&](OffsetCoord o) -> const uint32_t* {
    if (o.col < -1 || o.row < -1 || o.col > grid.columns || o.row > grid.rows) return nullptr;
    return &source.hexTexels[(size_t(o.row + 1) * size_t(texWidth) + size_t(o.col + 1)) * 4];
  };
  const double reach = 1.1 * view.zoom;
  for (int row = rowMin; row <= rowMax; ++row)
    for (int col = colMin; col <= colMax; ++col) {
      OffsetCoord o{col, row};
      uint8_t own = needsAt(o);
      bool onMap = col >= 0 && row >= 0 && col < grid.columns && row < grid.rows;
      if (!onMap && !(own & kNeedsSides)) continue;  // background, cleared before
      Hex h = grid.toHex(o);
      Point centre = view.worldToScreen(hexToPixel(layout, h), width, height);
      if (centre.x + reach < clip.x0 || centre.y + reach < clip.y0 || centre.x - reach > clip.x1 ||
          centre.y - reach > clip.y1)
        continue;
      // The per-pixel ring reaches a pixel into the neighbours: it draws their patterns there, and the slopes and
      // features of the hexsides that meet its corners (the hexsides it shares carry the same bits as its own).
      uint8_t near = own;
      bool spokes = false;
      for (int d = 0; d < 6; ++d) {
        OffsetCoord n = grid.toOffset(neighbour(h, d));
        near |= needsAt(n);
        if (const uint32_t* t = texelAt(n)) spokes |= (t[2] & ((1u | 64u) << spoke[d])) != 0;
      }
      int perPixelKind = (own & kNeedsSides) | (spokes ? kNeedsSides : 0) | (near & patternMask);
      Corners outer = corners(centre, outerOffsets);
      const size_t at = size_t(row + 1) * size_t(texWidth) + size_t(col + 1);
      const uint32_t* texel = &source.hexTexels[at * 4];
      // The inner polygon: each edge moved in by its own margin; each corner where the lines of its two edges meet.
      double inset[6];
      bool interior = onMap && !(own & kNeedsPaths);
      for (int d = 0; d < 6 && interior; ++d) {
        inset[d] = kApothem - interiorMargin(texel[2], d, near & kNeedsMarks, view.zoom);
        interior = inset[d] > 0.1;
      }
      CellData data{h};
      // The hex texel's terrain and level, and its type's colour and pattern (grey past the rendered types).
      size_t type = size_t(texel[0]) * 4;
      bool known = texel[0] < uint32_t(kMaxRenderedTypes) && type + 2 < source.types.size();
      data.colour = known ? source.types[type] : 0xffa0a0a0u;
      data.level = texel[1];
      data.pattern = known ? source.types[type + 2] : 0u;
      // No feature on its hexsides and no path: flat. Its grid line and slopes need no hex search, so what the
      // per-pixel program would draw is drawn by the flat program, to the very corners its neighbours share.
      const bool flat = onMap && (texel[2] & 63u) == 0 && !(own & kNeedsPaths);
      const int flatKind = (texel[2] != 0 ? kNeedsSides : 0) | (own & patternMask);
      if (flat) data.sides = texel[2];
      if (!interior || (flat && view.zoom < kFlatWholeZoom)) {
        addHexagon(flat ? out.flat[flatKind] : out.perPixel[perPixelKind], flat ? corners(centre, unit) : outer, data);
        ++(flat ? out.flatHexes : out.wholeHexes);
        continue;
      }
      Point innerOffsets[6];
      for (int k = 0; k < 6; ++k) {
        const Point &a = normal[edgeA[k]], &b = normal[edgeB[k]];
        double ca = inset[edgeA[k]], cb = inset[edgeB[k]], det = a.x * b.y - a.y * b.x;
        innerOffsets[k] = {(ca * b.y - cb * a.y) / det, (a.x * cb - b.x * ca) / det};
      }
      Corners in = corners(centre, innerOffsets);
      addHexagon(out.interior[(own & patternMask) ? 1 : 0], in, data);
      if (flat) {
        addRing(out.flat[flatKind], in, corners(centre, unit), data);
        ++out.flatHexes;
      } else {
        addRing(out.perPixel[perPixelKind], in, outer, data);
        ++out.interiorHexes;
      }
    }
}

}  // namespace cartouche
