// Hex cells (editor/render/hex_cells.h), on the CPU: the cells cover every pixel of the map, an inner hexagon keeps
// clear of every grid line and hexside feature of its hex, a hex with nothing on its hexsides is one flat hexagon
// holding exactly its own pixels, hexes with paths are drawn whole, and off-map hexes without features are left to
// the background.
#include "render/hex_cells.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "grid_printing.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

struct Triangle {
  Point a, b, c;      // screen pixels
  bool interior;      // an inner hexagon
  bool flat = false;  // a flat hex, whole
};

Point toScreen(const CellVertex& v, int width, int height) {
  return {(v.x + 1.0) * 0.5 * width, (1.0 - v.y) * 0.5 * height};
}

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

bool inside(const Triangle& t, Point p) {
  double d1 = cross(t.a, t.b, p), d2 = cross(t.b, t.c, p), d3 = cross(t.c, t.a, p);
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

struct Cells {
  Battle battle;
  std::vector<uint8_t> needs;
  std::vector<uint32_t> texels, types;
  HexCells cells;
  std::map<std::pair<int, int>, std::vector<Triangle>> byHex;

  Cells(Orientation o, const MapView& view, int width, int height) : battle(makeRichBattle(40, 30, 11, o)) {
    TexelGrid<uint32_t> hexes = encodeHexes(battle);
    for (int i = 0; i < hexes.width * hexes.height; ++i) {
      const uint32_t* t = &hexes.data[size_t(i) * 4];
      needs.push_back(cellNeeds(battle, {i % hexes.width - 1, i / hexes.width - 1}, {t[0], t[1], t[2], t[3]}));
    }
    texels = hexes.data;
    types = encodeTerrainTypes(battle.vocabulary);
    buildHexCells({battle.map.grid(), needs, texels, types}, view, width, height, cells);
    auto add = [&](const std::vector<CellVertex>& v, bool interior, bool flat) {
      for (size_t i = 0; i + 2 < v.size(); i += 3)
        byHex[{v[i].q, v[i].r}].push_back({toScreen(v[i], width, height), toScreen(v[i + 1], width, height),
                                           toScreen(v[i + 2], width, height), interior, flat});
    };
    for (const auto& v : cells.interior) add(v, true, false);
    for (const auto& v : cells.flat) add(v, false, true);
    for (const auto& v : cells.perPixel) add(v, false, false);
  }
  uint8_t needsOf(Hex h) const {
    OffsetCoord o = battle.map.grid().toOffset(h);
    return needs[size_t(o.row + 1) * size_t(battle.map.columns() + 2) + size_t(o.col + 1)];
  }
  uint32_t sideBits(Hex h) const {
    OffsetCoord o = battle.map.grid().toOffset(h);
    return texels[(size_t(o.row + 1) * size_t(battle.map.columns() + 2) + size_t(o.col + 1)) * 4 + 2];
  }
};

// World units from a point to the nearest edge line of `hex` (negative outside it).
double edgeDistance(const Layout& layout, Hex hex, Point world) {
  const Point c = hexToPixel(layout, hex);
  double e = 1e9;
  for (int d = 0; d < 6; ++d) {
    const Point m = edgeMidpoint(layout, Hex{0, 0}, d);
    const double apothem = std::hypot(m.x, m.y);
    e = std::min(e, apothem - ((world.x - c.x) * m.x + (world.y - c.y) * m.y) / apothem);
  }
  return e;
}

class HexCellsTest : public ::testing::TestWithParam<Orientation> {};

TEST(HexCellsMargins, GrowWithWhatTheEdgeCarries) {
  const double zoom = 40.0, px = 1.0 / zoom;
  EXPECT_DOUBLE_EQ(interiorMargin(0, 2, false, zoom), 1.5 * px);  // the grid line and half a pixel
  EXPECT_GE(interiorMargin(1u << 2, 2, false, zoom), 0.07 + 0.5 * px);
  EXPECT_EQ(interiorMargin(1u << 2, 3, false, zoom), 1.5 * px);  // another edge's feature
  EXPECT_GE(interiorMargin(1u << 2, 2, true, zoom), 0.26 + 0.5 * px);
  EXPECT_GE(interiorMargin((64u | 4096u) << 4, 4, false, zoom), 0.16);
  EXPECT_LT(interiorMargin(64u << 4, 4, false, zoom), 0.16);  // the lower side has no hachures
}

TEST_P(HexCellsTest, CoverTheMapAndKeepInnerHexagonsClearOfEdges) {
  const int w = 517, h = 389;
  for (double zoom : {18.0, 40.0, 90.0}) {
    Battle probe = makeRichBattle(40, 30, 11);
    GridSettings g = probe.map.grid();
    g.orientation = GetParam();
    MapView view = fitView(g, w, h);
    view.zoom = zoom;
    view.centre.x += 3.3;
    Cells c(GetParam(), view, w, h);
    const GridSettings& grid = c.battle.map.grid();
    Layout layout = worldLayout(grid);
    EXPECT_GT(c.cells.interiorHexes + c.cells.flatHexes, 0) << "zoom " << zoom;
    int covered = 0, inInterior = 0, flats = 0;
    for (int y = 0; y < h; y += 2)
      for (int x = 0; x < w; x += 2) {
        Point p{x + 0.5, y + 0.5};
        Point world = view.screenToWorld(p, w, h);
        Hex hex = hexAtWorld(grid, world);
        if (!c.battle.map.contains(hex)) continue;
        bool found = false, interior = false, flat = false;
        for (int d = -1; d < 6 && !found; ++d) {
          Hex owner = d < 0 ? hex : neighbour(hex, d);
          auto it = c.byHex.find({owner.q, owner.r});
          if (it == c.byHex.end()) continue;
          for (const Triangle& t : it->second)
            if (inside(t, p)) {
              found = true;
              interior = t.interior;
              flat = t.flat;
              // An inner hexagon or a flat hex holds only pixels of its own hex (a flat hex reaches its edges,
              // where a pixel centre within rounding of one may fall either way).
              ASSERT_TRUE(!(interior || flat) || owner == hex ||
                          (flat && edgeDistance(layout, hex, world) * zoom < 1e-3))
                  << "zoom " << zoom << " pixel " << x << "," << y;
              break;
            }
        }
        ASSERT_TRUE(found) << "zoom " << zoom << " pixel " << x << "," << y << " of hex " << grid.label(hex);
        ++covered;
        if (flat) {
          EXPECT_EQ(c.sideBits(hex) & 63u, 0u) << "zoom " << zoom << ": a hex with hexside features drawn flat";
          EXPECT_FALSE(c.needsOf(hex) & kNeedsPaths);
          ++flats;
        }
        if (!interior) continue;
        ++inInterior;
        Point local{world.x - hexToPixel(layout, hex).x, world.y - hexToPixel(layout, hex).y};
        // Marks on its hexsides live in its own texel or its neighbours' (whichever owns the hexside).
        bool marks = c.needsOf(hex) & kNeedsMarks;
        for (int d = 0; d < 6; ++d) marks |= c.needsOf(neighbour(hex, d)) & kNeedsMarks;
        for (int d = 0; d < 6; ++d) {
          Point mid = edgeMidpoint(layout, Hex{0, 0}, d);
          double apothem = std::hypot(mid.x, mid.y);
          double e = apothem - (local.x * mid.x + local.y * mid.y) / apothem;
          // The margin keeps half a pixel to spare beyond what the edge draws.
          EXPECT_GE(e, interiorMargin(c.sideBits(hex), d, marks, zoom) - 0.5 / zoom - 1e-9)
              << "zoom " << zoom << " pixel " << x << "," << y << " edge " << d;
        }
        EXPECT_FALSE(c.needsOf(hex) & kNeedsPaths);
      }
    EXPECT_GT(covered, 1000) << "zoom " << zoom;
    EXPECT_GT(inInterior + flats, covered / 3) << "zoom " << zoom;
    EXPECT_GT(flats, 0) << "zoom " << zoom;
  }
}

TEST_P(HexCellsTest, PathHexesAreDrawnWholeAndBareOffMapHexesNotAtAll) {
  Battle probe = makeRichBattle(40, 30, 11);
  GridSettings g = probe.map.grid();
  g.orientation = GetParam();
  const int w = 1400, h = 1100;  // the whole map, a hex about 20 px across
  MapView view = fitView(g, w, h);
  Cells c(GetParam(), view, w, h);
  int paths = 0;
  for (const auto& [key, triangles] : c.byHex) {
    Hex hex{key.first, key.second};
    bool anyInterior = false;
    for (const Triangle& t : triangles) anyInterior |= t.interior;
    if (!c.battle.map.contains(hex)) {
      EXPECT_TRUE(c.needsOf(hex) & kNeedsSides) << "off-map hex " << c.battle.map.grid().label(hex);
      EXPECT_FALSE(anyInterior);
    }
    if (c.needsOf(hex) & kNeedsPaths) {
      ++paths;
      EXPECT_FALSE(anyInterior) << "hex " << c.battle.map.grid().label(hex);
      EXPECT_EQ(triangles.size(), 4u);
    }
  }
  EXPECT_GT(paths, 0);
  EXPECT_EQ(c.cells.flatHexes + c.cells.wholeHexes + c.cells.interiorHexes, int(c.byHex.size()));
}

// Flat hexes are exactly the map hexes with no hexside feature and no path (slopes allowed): an inner hexagon and
// a flat ring out to their own corners, or one flat hexagon where there is no room for an inner one; nothing of
// theirs runs the per-pixel program.
TEST_P(HexCellsTest, HexesWithNoFeatureOrPathAreFlatToTheirCorners) {
  const int w = 517, h = 389;
  Battle probe = makeRichBattle(40, 30, 11);
  GridSettings g = probe.map.grid();
  g.orientation = GetParam();
  for (double zoom : {21.0, 33.0, 90.0}) {
    MapView view = fitView(g, w, h);
    view.zoom = zoom;
    Cells c(GetParam(), view, w, h);
    const GridSettings& grid = c.battle.map.grid();
    const Layout layout = worldLayout(grid);
    int flat = 0;
    for (const auto& [key, triangles] : c.byHex) {
      const Hex hex{key.first, key.second};
      const bool bare = c.battle.map.contains(hex) && (c.sideBits(hex) & 63u) == 0 && !(c.needsOf(hex) & kNeedsPaths);
      int flatTriangles = 0, innerTriangles = 0;
      for (const Triangle& t : triangles) {
        flatTriangles += t.flat;
        innerTriangles += t.interior;
      }
      if (!bare) {
        EXPECT_EQ(flatTriangles, 0) << grid.label(hex);
        continue;
      }
      ++flat;
      EXPECT_EQ(flatTriangles + innerTriangles, int(triangles.size())) << grid.label(hex) << " zoom " << zoom;
      EXPECT_TRUE((innerTriangles == 0 && flatTriangles == 4) || (innerTriangles == 4 && flatTriangles == 12))
          << grid.label(hex) << " zoom " << zoom;
      // The flat triangles reach every corner of the hex and nowhere past it.
      const Point centre = view.worldToScreen(hexToPixel(layout, hex), w, h);
      int corners = 0;
      for (int k = 0; k < 6; ++k) {
        const Point corner = view.worldToScreen(hexCorner(layout, hex, k), w, h);
        bool reached = false;
        for (const Triangle& t : triangles)
          for (Point p : {t.a, t.b, t.c}) reached |= t.flat && std::hypot(p.x - corner.x, p.y - corner.y) < 1e-3;
        corners += reached;
      }
      EXPECT_EQ(corners, 6) << grid.label(hex) << " zoom " << zoom;
      for (const Triangle& t : triangles)
        for (Point p : {t.a, t.b, t.c})
          EXPECT_LE(std::hypot(p.x - centre.x, p.y - centre.y), zoom + 1e-3) << grid.label(hex) << " zoom " << zoom;
    }
    EXPECT_EQ(flat, c.cells.flatHexes) << "zoom " << zoom;
    EXPECT_GT(flat, 10) << "zoom " << zoom;
    EXPECT_FALSE(c.cells.flat[kNeedsSides].empty() && c.cells.flat[kNeedsSides | kNeedsPatterns].empty())
        << "no flat hex with a slope in view at zoom " << zoom;
  }
}

INSTANTIATE_TEST_SUITE_P(BothOrientations, HexCellsTest,
                         ::testing::Values(Orientation::PointyTop, Orientation::FlatTop),
                         [](const ::testing::TestParamInfo<Orientation>& info) { return testName(info.param); });

}  // namespace
}  // namespace cartouche::testing
