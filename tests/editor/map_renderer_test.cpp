// The per-pixel hex pass against the core's hex math: every hex centre shows its vocabulary colour in both
// orientations and parities, hexside features sit on their hexsides, and an edit re-uploads only its texels.
#include <cmath>

#include "edit/document.h"
#include "edit/map_commands.h"
#include "gl_test_support.h"
#include "grid_printing.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

struct GridCase {
  Orientation orientation;
  ShiftedLines shifted;
};

void PrintTo(const GridCase& c, std::ostream* os) { *os << testName(c.orientation, c.shifted); }

class HexCentreTest : public GlTest, public ::testing::WithParamInterface<GridCase> {};

TEST_P(HexCentreTest, EveryHexCentreShowsItsTerrainColour) {
  Battle b = makeTestBattle(GetParam().orientation, GetParam().shifted, 11, 8);
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 700, h = 520;
  MapView view = fitView(b.map.grid(), w, h);
  Image img = draw(*renderer, view, w, h);
  Layout layout = worldLayout(b.map.grid());
  for (int i = 0; i < b.map.hexCount(); ++i) {
    Rgba expected = b.vocabulary.at(b.map.terrain(i)).colour;
    Rgba got = pixelAt(img, view, hexToPixel(layout, b.map.hexAt(i)));
    EXPECT_EQ(got, expected) << "hex " << b.map.grid().label(b.map.hexAt(i));
  }
  // Outside the map's corner: the background.
  EXPECT_EQ(img.at(1, 1), (Rgba{92, 96, 104, 255}));
}

// Far out, the overview program still finds the hex under each pixel exactly as the core does.
TEST_P(HexCentreTest, OverviewShowsTheHexUnderEachPixel) {
  Battle b = makeTestBattle(GetParam().orientation, GetParam().shifted, 160, 120);
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 300, h = 240;
  MapView view = fitView(b.map.grid(), w, h);
  ASSERT_LT(view.zoom, MapRenderer::kOverviewZoom);
  Image img = draw(*renderer, view, w, h);
  int onMap = 0, mismatches = 0;
  for (int y = 0; y < h; y += 3)
    for (int x = 0; x < w; x += 3) {
      Hex hex = hexAtWorld(b.map.grid(), view.screenToWorld({x + 0.5, y + 0.5}, w, h));
      int i = b.map.indexOf(hex);
      Rgba expected = i >= 0 ? b.vocabulary.at(b.map.terrain(i)).colour : Rgba{92, 96, 104, 255};
      mismatches += img.at(x, y) != expected;
      onMap += i >= 0;
    }
  EXPECT_GT(onMap, 4000);
  // A pixel centre within float rounding of a hexside may land on either side (the shader computes in 32-bit
  // floats); a parity or rounding error would miss on a third of the pixels or more.
  EXPECT_LT(mismatches, onMap / 200) << mismatches << " of " << onMap << " pixels show another hex";
}

INSTANTIATE_TEST_SUITE_P(AllGrids, HexCentreTest,
                         ::testing::Values(GridCase{Orientation::PointyTop, ShiftedLines::Odd},
                                           GridCase{Orientation::PointyTop, ShiftedLines::Even},
                                           GridCase{Orientation::FlatTop, ShiftedLines::Odd},
                                           GridCase{Orientation::FlatTop, ShiftedLines::Even}),
                         [](const ::testing::TestParamInfo<GridCase>& info) {
                           return testName(info.param.orientation, info.param.shifted);
                         });

class HexsideTest : public GlTest, public ::testing::WithParamInterface<Orientation> {};

void putFeature(Battle& b, HexsideId id, TerrainId type) {
  HexsideRecord rec;
  if (const HexsideRecord* old = b.map.hexside(id)) rec = *old;
  rec.features.push_back({type, Side::None});
  b.map.setHexside(id, rec);
}

Point lerpPoint(Point a, Point b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

TEST_P(HexsideTest, FeaturesShowOnTheirHexsides) {
  Battle b = makeTestBattle(GetParam(), ShiftedLines::Odd, 9, 7);
  const GridSettings& g = b.map.grid();
  Layout layout = worldLayout(g);
  Hex streamHex = g.toHex({3, 3}), roadHex = g.toHex({5, 2}), bridgeHex = g.toHex({2, 5}), border = g.toHex({0, 3});
  putFeature(b, hexsideOf(streamHex, 0), kStream);
  putFeature(b, hexsideOf(roadHex, 2), kRoad);
  putFeature(b, hexsideOf(bridgeHex, 1), kStream);
  putFeature(b, hexsideOf(bridgeHex, 1), kBridge);
  putFeature(b, hexsideOf(border, 3), kStream);  // owned by the off-map hex on the left

  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 900, h = 760;
  MapView view = fitView(g, w, h);
  Image img = draw(*renderer, view, w, h);
  Rgba stream = b.vocabulary.at(kStream).colour, road = b.vocabulary.at(kRoad).colour,
       bridge = b.vocabulary.at(kBridge).colour;

  // The stream on its hexside, on both sides of the line, and not on the hexside beside it.
  Point mid = edgeMidpoint(layout, streamHex, 0);
  Point centre = hexToPixel(layout, streamHex);
  EXPECT_EQ(pixelAt(img, view, lerpPoint(mid, centre, 0.03)), stream);
  EXPECT_EQ(pixelAt(img, view, lerpPoint(mid, centre, -0.03)), stream);
  EXPECT_GT(colourDistance(pixelAt(img, view, edgeMidpoint(layout, streamHex, 1)), stream), 40);

  // The road runs from centre to centre through its hexside, in both hexes.
  Point roadMid = edgeMidpoint(layout, roadHex, 2);
  EXPECT_EQ(pixelAt(img, view, lerpPoint(hexToPixel(layout, roadHex), roadMid, 0.5)), road);
  EXPECT_EQ(pixelAt(img, view, lerpPoint(hexToPixel(layout, neighbour(roadHex, 2)), roadMid, 0.5)), road);
  EXPECT_GT(
      colourDistance(pixelAt(img, view, lerpPoint(hexToPixel(layout, roadHex), edgeMidpoint(layout, roadHex, 4), 0.5)),
                     road),
      40);

  // The bridge lies across its stream at the hexside's midpoint; further along the hexside the stream shows.
  Point bridgeMid = edgeMidpoint(layout, bridgeHex, 1);
  EXPECT_EQ(pixelAt(img, view, bridgeMid), bridge);
  Point corner = hexCorner(layout, bridgeHex, 1);
  EXPECT_EQ(pixelAt(img, view, lerpPoint(bridgeMid, corner, 0.7)), stream);

  // A hexside on the map's edge draws on the off-map side too.
  Point borderMid = edgeMidpoint(layout, border, 3);
  Point outside = hexToPixel(layout, neighbour(border, 3));
  EXPECT_EQ(pixelAt(img, view, lerpPoint(borderMid, outside, 0.03)), stream);
}

TEST_P(HexsideTest, LevelDifferencesDrawSlopes) {
  Battle b = makeTestBattle(GetParam(), ShiftedLines::Even, 7, 6);
  const GridSettings& g = b.map.grid();
  Layout layout = worldLayout(g);
  Hex hill = g.toHex({3, 2});
  b.map.setLevel(b.map.indexOf(hill), 2);
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 800, h = 700;
  MapView view = fitView(g, w, h);
  Image img = draw(*renderer, view, w, h);
  const Rgba slope{115, 77, 41, 255};  // kSlopeColour in hex_map.frag
  for (int d = 0; d < 6; ++d)
    EXPECT_LE(colourDistance(pixelAt(img, view, edgeMidpoint(layout, hill, d)), slope), 2) << "direction " << d;
  // Higher ground is tinted; a flat hexside elsewhere shows no slope.
  Rgba plain = b.vocabulary.at(b.map.terrain(b.map.indexOf(hill))).colour;
  EXPECT_GT(colourDistance(pixelAt(img, view, hexToPixel(layout, hill)), plain), 10);
  Hex flat = g.toHex({0, 5});
  EXPECT_GT(colourDistance(pixelAt(img, view, edgeMidpoint(layout, flat, 0)), slope), 30);
}

TEST_F(GlTest, TheTintFollowsTheBattlesOwnRangeOfLevels) {
  // Ground on levels 14 to 21, as a DEM imported from 0 m gives, all of one terrain: the lowest hex keeps the
  // terrain's colour, the highest takes the full tint, one between lies between.
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Even, 7, 6);
  const GridSettings& g = b.map.grid();
  const TerrainId ground = b.map.terrain(0);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    b.map.setTerrain(i, ground);
    b.map.setLevel(i, 14);
  }
  const Hex mid = g.toHex({3, 2}), top = g.toHex({5, 4}), low = g.toHex({1, 1});
  b.map.setLevel(b.map.indexOf(mid), 17);
  b.map.setLevel(b.map.indexOf(top), 21);
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 800, h = 700;
  MapView view = fitView(g, w, h);
  Layout layout = worldLayout(g);
  Image img = draw(*renderer, view, w, h);
  const Rgba plain = b.vocabulary.at(ground).colour;
  const int dLow = colourDistance(pixelAt(img, view, hexToPixel(layout, low)), plain);
  const int dMid = colourDistance(pixelAt(img, view, hexToPixel(layout, mid)), plain);
  const int dTop = colourDistance(pixelAt(img, view, hexToPixel(layout, top)), plain);
  EXPECT_LE(dLow, 2);
  EXPECT_GT(dMid, 10);
  EXPECT_GT(dTop, dMid + 10);
}

INSTANTIATE_TEST_SUITE_P(BothOrientations, HexsideTest, ::testing::Values(Orientation::PointyTop, Orientation::FlatTop),
                         [](const ::testing::TestParamInfo<Orientation>& info) { return testName(info.param); });

// Tiles and hex cells that skip hexside or pattern code must give the very picture the full program gives, at
// every zoom and wherever tile edges fall. Hex cells draw bare hexes as flat polygons (hex_cells.h), whose edges the
// rasterizer places where the pass's hex search may not quite agree: a pixel centre within float rounding of an
// edge (a tie, which this odd-sized view makes along whole columns at some zooms) may take the other hex. Every
// other pixel must be the same.
TEST_P(HexsideTest, TiledDrawingMatchesTheFullProgram) {
  Battle b = makeRichBattle(40, 30, 11, GetParam());
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 517, h = 389;  // not multiples of the tile size
  MapView fitted = fitView(b.map.grid(), w, h);
  // From MapRenderer::kCellZoom on, near views go hex by hex (hex_cells.h): the same picture again.
  for (double zoom : {fitted.zoom, 9.0, 17.0, 23.0, 33.3, 61.0, 140.0}) {
    MapView view = fitted;
    view.zoom = zoom;
    view.centre.x += 3.3;
    MapStyle full;
    full.tiled = false;
    Image tiled = draw(*renderer, view, w, h);
    EXPECT_EQ(renderer->lastInteriorHexes() + renderer->lastFlatHexes() > 0, zoom >= MapRenderer::kCellZoom)
        << "zoom " << zoom;
    const int flat = renderer->lastFlatHexes();
    Image reference = draw(*renderer, view, w, h, full);
    long differ = 0, ties = 0;
    const Layout layout = worldLayout(b.map.grid());
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        const int d = colourDistance(tiled.at(x, y), reference.at(x, y));
        differ += d > 0;
        if (d <= 1) continue;
        // A pixel centre within a hundredth of a pixel of its hex's edge is a tie that either side may take.
        const Point world = view.screenToWorld({x + 0.5, y + 0.5}, w, h);
        const Hex hex = hexAtWorld(b.map.grid(), world);
        const Point c = hexToPixel(layout, hex);
        double e = 1e9;
        for (int k = 0; k < 6; ++k) {
          const Point m = edgeMidpoint(layout, Hex{0, 0}, k);
          const double a = std::hypot(m.x, m.y);
          e = std::min(e, (a - ((world.x - c.x) * m.x + (world.y - c.y) * m.y) / a) * zoom);
        }
        ties += e < 0.01;
        EXPECT_LT(e, 0.01) << "zoom " << zoom << " pixel " << x << "," << y << ": " << tiled.at(x, y) << " against "
                           << reference.at(x, y) << ", " << e << " px from its hex's edge";
      }
    if (zoom < MapRenderer::kCellZoom) {
      EXPECT_EQ(differ, 0) << "zoom " << zoom;
    } else {
      EXPECT_GT(flat, 0) << "zoom " << zoom;
      EXPECT_EQ(differ, ties) << "zoom " << zoom;
      EXPECT_LE(ties, w * h / 1000) << "zoom " << zoom;
    }
  }
}

TEST_F(GlTest, CachedDrawingRedrawsOnlyWhenSomethingChanged) {
  Battle b = makeRichBattle(20, 15, 5);
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  const int w = 320, h = 240;
  MapView view = fitView(b.map.grid(), w, h);
  auto target = OffscreenTarget::create(w, h);
  ASSERT_TRUE(target.isOk());
  auto cached = [&](const MapView& v) {
    (*target)->bind();
    renderer->drawCached(v, w, h);
    return (*target)->read();
  };
  Image direct = draw(*renderer, view, w, h);
  EXPECT_TRUE(cached(view).rgba == direct.rgba);
  EXPECT_TRUE(renderer->lastDrawRan());
  EXPECT_TRUE(cached(view).rgba == direct.rgba);
  EXPECT_FALSE(renderer->lastDrawRan());
  MapView moved = view;
  moved.centre.x += 2.0;  // not whole pixels: the kept image is moved as a draft, then drawn again exactly; a
                          // viewport smaller than a settling band takes one frame for both
  EXPECT_TRUE(cached(moved).rgba == draw(*renderer, moved, w, h).rgba);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  EXPECT_TRUE(renderer->settled());
  ChangeSet c;
  c.hexes = {0};
  b.map.setTerrain(0, kLake);
  renderer->update(b, c);
  Image afterEdit = cached(moved);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Patched);  // the edited hex's rectangle only (map_cache_test.cpp)
  EXPECT_TRUE(afterEdit.rgba == draw(*renderer, moved, w, h).rgba);
}

class PartialUpdateTest : public GlTest, public ::testing::WithParamInterface<Orientation> {};

TEST_P(PartialUpdateTest, PaintingOneHexChangesExactlyThatHex) {
  Document doc(makeTestBattle(GetParam(), ShiftedLines::Odd, 10, 8));
  const GridSettings& g = doc.battle().map.grid();
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(doc.battle());
  RendererListener listener(*renderer);
  Subscription following = doc.subscribe(listener);
  const int w = 640, h = 560;
  MapView view = fitView(g, w, h);
  Image before = draw(*renderer, view, w, h);

  Hex painted = g.toHex({4, 3});
  int index = doc.battle().map.indexOf(painted);
  ASSERT_NE(doc.battle().map.terrain(index), kWoods);
  ASSERT_TRUE(doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{index}, kWoods)).isOk());
  const UploadStats& up = renderer->lastUpload();
  EXPECT_FALSE(up.full);
  EXPECT_EQ(up.hexTexels, 7);  // the hex and its six neighbours (their slope bits may change with a level)
  EXPECT_LE(up.calls, 6);      // one run per texture row, in the hex and the overview textures
  Image after = draw(*renderer, view, w, h);

  // Every changed pixel lies in the painted hex (or on its outline, where anti-aliasing blends), and most of
  // the hex changed: patterns leave some pixels at a colour close to, but never equal to, the old one.
  Layout layout = worldLayout(g);
  Point c = hexToPixel(layout, painted);
  long changed = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      if (before.at(x, y) == after.at(x, y)) continue;
      ++changed;
      Point world = view.screenToWorld({x + 0.5, y + 0.5}, w, h);
      double r = std::hypot(world.x - c.x, world.y - c.y);
      ASSERT_LE(r, 1.0 + 1.5 / view.zoom) << "pixel " << x << "," << y << " changed outside the painted hex";
    }
  double hexPixels = 1.5 * std::sqrt(3.0) * view.zoom * view.zoom;
  EXPECT_GT(changed, 0.8 * hexPixels);
  EXPECT_EQ(pixelAt(after, view, c), doc.battle().vocabulary.at(kWoods).colour);

  // The far view's overview texture follows too.
  MapView far = view;
  far.zoom = 2.0;
  ASSERT_LT(far.zoom, MapRenderer::kOverviewZoom);
  EXPECT_EQ(pixelAt(draw(*renderer, far, w, h), far, c), doc.battle().vocabulary.at(kWoods).colour);

  // Undo takes the same path and restores the image exactly.
  ASSERT_TRUE(doc.undo().isOk());
  Image undone = draw(*renderer, view, w, h);
  EXPECT_TRUE(undone.rgba == before.rgba);
  EXPECT_EQ(pixelAt(draw(*renderer, far, w, h), far, c),
            doc.battle().vocabulary.at(doc.battle().map.terrain(index)).colour);
}

TEST_P(PartialUpdateTest, RaisingAHexUpdatesItsNeighboursSlopes) {
  Document doc(makeTestBattle(GetParam(), ShiftedLines::Even, 8, 6));
  const GridSettings& g = doc.battle().map.grid();
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(doc.battle());
  RendererListener listener(*renderer);
  Subscription following = doc.subscribe(listener);
  const int w = 640, h = 520;
  MapView view = fitView(g, w, h);
  Image before = draw(*renderer, view, w, h);
  Hex hill = g.toHex({3, 3});
  ASSERT_TRUE(
      doc.execute(std::make_unique<SetElevation>(std::vector<int>{doc.battle().map.indexOf(hill)}, int16_t(1))).isOk());
  EXPECT_FALSE(renderer->lastUpload().full);
  Image after = draw(*renderer, view, w, h);
  Layout layout = worldLayout(g);
  const Rgba slope{115, 77, 41, 255};
  for (int d = 0; d < 6; ++d) {
    // Just inside the neighbour: drawn from the neighbour's texel, whose slope bit the update had to refresh.
    Point p = lerpPoint(edgeMidpoint(layout, hill, d), hexToPixel(layout, neighbour(hill, d)), 0.02);
    EXPECT_LE(colourDistance(pixelAt(after, view, p), slope), 2) << "direction " << d;
  }
  ASSERT_TRUE(doc.undo().isOk());
  EXPECT_TRUE(draw(*renderer, view, w, h).rgba == before.rgba);
}

INSTANTIATE_TEST_SUITE_P(BothOrientations, PartialUpdateTest,
                         ::testing::Values(Orientation::PointyTop, Orientation::FlatTop),
                         [](const ::testing::TestParamInfo<Orientation>& info) { return testName(info.param); });

}  // namespace
}  // namespace cartouche::testing
