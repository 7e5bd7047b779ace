// Layers on the map and the ground under it: the ground frame puts every hex where GridPlacement does and gives the
// same longitude and latitude as OGR; a geotransform layer in the battle's CRS lands its pixel centres on the hex
// centres; a layer in EPSG:4326 over a battle in EPSG:2180 agrees with OGR; the Jacoubet sheet's GCP transforms agree
// with georef.h; world -> pixel inverts pixel -> world; a board frame in metres with no position on the Earth; and
// each refusal in the words a designer reads.
#include "geo/layer_warp.h"

#include <gtest/gtest.h>

#include <cmath>

#include "geo/gcp_points_file.h"
#include "geo/georef.h"
#include "geo/grid_placement.h"

namespace cartouche::geo {
namespace {

const std::string kJacoubet = CARTOUCHE_SHARED_DATA "/historical/jacoubet_22_tuileries.jpg.points";
const std::string kVerniquet =
    "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs";
constexpr int kJacoubetWidth = 3440, kJacoubetHeight = 4158;

GridSettings settings(Orientation o, ShiftedLines s, int columns = 12, int rows = 9) {
  GridSettings g;
  g.orientation = o;
  g.shifted = s;
  g.columns = columns;
  g.rows = rows;
  return g;
}

// Editor world units: core's layout with radius 1, hex (0, 0) at the origin, y down (editor/view/map_view.cpp).
Point worldOf(const GridSettings& g, Hex h) { return hexToPixel(Layout{g.orientation, 1.0, Point{0, 0}}, h); }

std::unique_ptr<GroundFrame> frameFor(const GridSettings& g, const GroundPlacement& p) {
  auto f = GroundFrame::make(g, p);
  EXPECT_TRUE(f) << f.status().message();
  return f ? std::move(f).value() : nullptr;
}

std::unique_ptr<LayerWarp> warpFor(const MapLayer& layer, int w, int h, const GridSettings& g,
                                   const GroundPlacement& p) {
  auto warp = LayerWarp::make(layer, w, h, g, p);
  EXPECT_TRUE(warp) << warp.status().message();
  return warp ? std::move(warp).value() : nullptr;
}

MapLayer geoTransformLayer(const std::string& crs, const std::array<double, 6>& gt) {
  MapLayer l;
  l.name = "survey";
  l.crs = crs;
  l.georef = LayerGeoref::GeoTransform;
  l.geoTransform = gt;
  return l;
}

MapLayer jacoubetLayer(const std::string& transform) {
  auto file = readPointsFile(kJacoubet);
  EXPECT_TRUE(file) << file.status().message();
  MapLayer l;
  l.name = "Jacoubet";
  l.kind = LayerKind::Linked;
  l.source = "jacoubet_22_tuileries.jpg";
  l.crs = kVerniquet;
  l.georef = LayerGeoref::Gcps;
  l.transform = transform;
  if (file)
    for (const Gcp& g : file->gcps.points) l.gcps.push_back({g.id, g.pixel.x, g.pixel.y, g.map.x, g.map.y, g.enabled});
  return l;
}

GcpList jacoubetList() {
  auto file = readPointsFile(kJacoubet);
  EXPECT_TRUE(file) << file.status().message();
  return file ? file->gcps : GcpList{};
}

double dist(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

// ---- GroundFrame --------------------------------------------------------------------------------------------------

TEST(GroundFrame, EveryHexCentreIsWhereGridPlacementPutsIt) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even})
      for (double rot : {0.0, 17.0, -45.0, 90.0, 180.0, -179.0}) {
        GridSettings g = settings(o, s);
        g.hexSizeMetres = 250;
        const GroundPlacement ground{"EPSG:2180", {638000.5, 483000.25}, rot};
        auto frame = frameFor(g, ground);
        ASSERT_TRUE(frame);
        auto placement = makeGridPlacement(g, ground);
        ASSERT_TRUE(placement) << placement.status().message();
        for (int row = -1; row <= g.rows; ++row)
          for (int col = -1; col <= g.columns; ++col) {
            const Hex h = g.toHex({col, row});
            const Point want = placement->hexCentre(h);
            const Point got = frame->worldToGround(worldOf(g, h));
            ASSERT_LT(dist(got, want), 1e-6) << "col " << col << " row " << row << " rotation " << rot;
            ASSERT_LT(dist(frame->groundToWorld(want), worldOf(g, h)), 1e-9);
          }
        // Hex 0101 is the placement's origin.
        EXPECT_LT(dist(frame->worldToGround(worldOf(g, g.toHex({0, 0}))), ground.origin), 1e-6);
        EXPECT_EQ(frame->placement(), ground);
      }
}

TEST(GroundFrame, GeographicCoordinatesAreOgrs) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  const GroundPlacement ground{"EPSG:2180", {741000, 509000}, 0};
  auto frame = frameFor(g, ground);
  ASSERT_TRUE(frame);
  EXPECT_EQ(frame->crs().name(), "ETRF2000-PL / CS92");
  auto epsg2180 = Crs::parse("EPSG:2180");
  auto wgs84 = Crs::parse("EPSG:4326");
  ASSERT_TRUE(epsg2180 && wgs84);
  for (Point p : {Point{741000, 509000}, Point{745123.25, 512345.5}, Point{600000, 400000}}) {
    auto want = transformPoint(*epsg2180, *wgs84, {p.x, p.y});
    ASSERT_TRUE(want) << want.status().message();
    auto got = frame->groundToGeographic(p);
    ASSERT_TRUE(got);
    EXPECT_NEAR(got->x, want->x, 1e-12);
    EXPECT_NEAR(got->y, want->y, 1e-12);
    // Suwalki lies near 22.9 E, 54.1 N: longitude first.
    EXPECT_GT(got->x, 19);
    EXPECT_GT(got->y, 50);
    auto back = frame->geographicToGround(*got);
    ASSERT_TRUE(back);
    EXPECT_LT(dist(*back, p), 1e-6);
  }
}

TEST(GroundFrame, RefusesAGridNotPlacedAndAnUnknownCrs) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  auto none = GroundFrame::make(g, GroundPlacement{});
  ASSERT_FALSE(none);
  EXPECT_EQ(none.status().message(), "the grid is not placed on the ground yet");
  auto unknown = GroundFrame::make(g, {"EPSG:999999", {0, 0}, 0});
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.status().message().find("'EPSG:999999'"), std::string::npos) << unknown.status().message();
  auto geographic = GroundFrame::make(g, {"EPSG:4326", {0, 0}, 0});
  ASSERT_FALSE(geographic);
  EXPECT_NE(geographic.status().message().find("not projected"), std::string::npos) << geographic.status().message();
}

TEST(GroundFrame, BoardFrameHasMetresButNoGeographicPosition) {
  const GridSettings g = settings(Orientation::FlatTop, ShiftedLines::Even);
  const GroundPlacement ground{boardFrameCrs(), {120, -80}, 30};
  auto frame = frameFor(g, ground);
  ASSERT_TRUE(frame);
  EXPECT_FALSE(frame->groundToGeographic({120, -80}));
  EXPECT_FALSE(frame->geographicToGround({2.33, 48.86}));
  // Its CRS is a local frame: it names itself, compares, and refuses to be carried onto the Earth.
  EXPECT_TRUE(frame->crs().isLocal());
  EXPECT_EQ(frame->crs().name(), "Cartouche board frame");
  EXPECT_EQ(frame->crs().unitName(), "metre");
  EXPECT_FALSE(frame->crs().isGeographic());
  auto cs92 = Crs::parse("EPSG:2180");
  ASSERT_TRUE(cs92);
  EXPECT_FALSE(frame->crs().isSameAs(*cs92));
  EXPECT_FALSE(transformPoint(frame->crs(), *cs92, {1, 2}));
  EXPECT_FALSE(cs92->isLocal());
  EXPECT_FALSE(Crs::parseLocal("EPSG:2180"));
  EXPECT_FALSE(Crs::parse(boardFrameCrs()));  // parse() keeps refusing frames not tied to the Earth
  // Neighbouring hexes are one hex size (100 m) apart.
  const Point a = frame->worldToGround(worldOf(g, g.toHex({0, 0})));
  const Point b = frame->worldToGround(worldOf(g, g.toHex({0, 1})));
  EXPECT_NEAR(dist(a, b), 100.0, 1e-9);
}

TEST(GridPlacement, BoardFrameIsALocalFrameInMetres) {
  auto unit = projectedCrsMetresPerUnit(boardFrameCrs());
  ASSERT_TRUE(unit) << unit.status().message();
  EXPECT_EQ(*unit, 1.0);
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  auto p = makeGridPlacement(g, {boardFrameCrs(), {0, 0}, 0});
  ASSERT_TRUE(p) << p.status().message();
  EXPECT_EQ(p->hexSizeUnits(), 100.0);
  // A geographic CRS is still refused.
  EXPECT_FALSE(projectedCrsMetresPerUnit("EPSG:4326"));
}

// ---- LayerWarp ----------------------------------------------------------------------------------------------------

// A geotransform whose pixel centre (q + 0.5, r + 0.5) is the centre of hex (q, r): the axial hex lattice is an
// affine image of the integer one, so one geotransform can do it for any orientation and rotation.
std::array<double, 6> hexLatticeGeoTransform(const GridPlacement& p) {
  const Point c = p.hexCentre({0, 0}), q = p.hexCentre({1, 0}), r = p.hexCentre({0, 1});
  const double ax = q.x - c.x, ay = q.y - c.y, bx = r.x - c.x, by = r.y - c.y;
  return {c.x - 0.5 * (ax + bx), ax, bx, c.y - 0.5 * (ay + by), ay, by};
}

TEST(LayerWarp, GeoTransformLayerInTheBattleCrsPutsPixelCentresOnHexCentres) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (double rot : {0.0, 23.0, -90.0}) {
      const GridSettings g = settings(o, ShiftedLines::Odd);
      const GroundPlacement ground{"EPSG:2180", {638000, 483000}, rot};
      auto placement = makeGridPlacement(g, ground);
      ASSERT_TRUE(placement);
      auto warp = warpFor(geoTransformLayer("EPSG:2180", hexLatticeGeoTransform(*placement)), 20, 20, g, ground);
      ASSERT_TRUE(warp);
      EXPECT_TRUE(warp->affine());
      for (int q = -3; q < 15; ++q)
        for (int r = -3; r < 12; ++r) {
          Point world, pixel, layerXY;
          ASSERT_TRUE(warp->pixelToWorld({q + 0.5, r + 0.5}, world));
          ASSERT_LT(dist(world, worldOf(g, {q, r})), 1e-9) << q << " " << r << " rotation " << rot;
          ASSERT_TRUE(warp->worldToPixel(world, pixel));
          ASSERT_LT(dist(pixel, {q + 0.5, r + 0.5}), 1e-6);
          ASSERT_TRUE(warp->pixelToLayerCrs({q + 0.5, r + 0.5}, layerXY));
          ASSERT_LT(dist(layerXY, placement->hexCentre({q, r})), 1e-6);
        }
    }
}

TEST(LayerWarp, LayerInDegreesOverABattleInCs92AgreesWithOgr) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  const GroundPlacement ground{"EPSG:2180", {741000, 509000}, 12};
  // 0.0005 degrees a pixel from 22.9 E, 54.12 N, north up.
  const std::array<double, 6> gt{22.9, 0.0005, 0, 54.12, 0, -0.0005};
  auto warp = warpFor(geoTransformLayer("EPSG:4326", gt), 400, 300, g, ground);
  auto frame = frameFor(g, ground);
  ASSERT_TRUE(warp && frame);
  EXPECT_FALSE(warp->affine());
  auto wgs84 = Crs::parse("EPSG:4326");
  auto cs92 = Crs::parse("EPSG:2180");
  ASSERT_TRUE(wgs84 && cs92);
  for (Point p : {Point{0, 0}, Point{0.5, 0.5}, Point{399.5, 0.5}, Point{200.25, 150.75}, Point{400, 300}}) {
    auto want = transformPoint(*wgs84, *cs92, {gt[0] + p.x * gt[1], gt[3] + p.y * gt[5]});
    ASSERT_TRUE(want) << want.status().message();
    Point world, pixel, layerXY;
    ASSERT_TRUE(warp->pixelToWorld(p, world));
    EXPECT_LT(dist(frame->worldToGround(world), {want->x, want->y}), 1e-6);
    ASSERT_TRUE(warp->worldToPixel(world, pixel));
    EXPECT_LT(dist(pixel, p), 1e-6);
    ASSERT_TRUE(warp->pixelToLayerCrs(p, layerXY));
    EXPECT_NEAR(layerXY.x, gt[0] + p.x * gt[1], 1e-12);
    EXPECT_NEAR(layerXY.y, gt[3] + p.y * gt[5], 1e-12);
  }
}

TEST(LayerWarp, JacoubetPolynomial1MatchesGeoref) {
  const GridSettings g = settings(Orientation::FlatTop, ShiftedLines::Odd, 40, 40);
  const GroundPlacement ground{kVerniquet, {-1100, 3900}, 0};
  auto warp = warpFor(jacoubetLayer("poly1"), kJacoubetWidth, kJacoubetHeight, g, ground);
  auto frame = frameFor(g, ground);
  ASSERT_TRUE(warp && frame);
  EXPECT_TRUE(warp->affine());  // a first-order polynomial in the battle's own CRS is affine end to end
  auto georef = georeference(jacoubetList(), TransformKind::Polynomial1);
  ASSERT_TRUE(georef) << georef.status().message();
  for (Point p : {Point{0, 0}, Point{220.16, 228.69}, Point{1720.5, 2079.5}, Point{3440, 4158}, Point{-50, 5000}}) {
    auto want = georef->transform.forward({p.x, p.y});
    ASSERT_TRUE(want);
    Point world, layerXY, pixel;
    ASSERT_TRUE(warp->pixelToLayerCrs(p, layerXY));
    EXPECT_LT(dist(layerXY, {want->x, want->y}), 1e-6);
    ASSERT_TRUE(warp->pixelToWorld(p, world));
    EXPECT_LT(dist(frame->worldToGround(world), {want->x, want->y}), 1e-6);
    ASSERT_TRUE(warp->worldToPixel(world, pixel));
    EXPECT_LT(dist(pixel, p), 1e-6);
  }
  // The sheet's centre lands on the Tuileries (data/README.md: near 48.8644 N, 2.3298 E).
  Point centre;
  ASSERT_TRUE(warp->pixelToWorld({kJacoubetWidth / 2.0, kJacoubetHeight / 2.0}, centre));
  auto lonLat = frame->groundToGeographic(frame->worldToGround(centre));
  ASSERT_TRUE(lonLat);
  EXPECT_NEAR(lonLat->x, 2.3298, 0.001);
  EXPECT_NEAR(lonLat->y, 48.8644, 0.001);
}

TEST(LayerWarp, JacoubetOverABattleInLambert93AgreesWithOgrAfterGeoref) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Even, 40, 40);
  const GroundPlacement ground{"EPSG:2154", {650000, 6862000}, -5};
  auto georef = georeference(jacoubetList(), TransformKind::Polynomial1);
  auto verniquet = Crs::parse(kVerniquet);
  auto lambert = Crs::parse("EPSG:2154");
  ASSERT_TRUE(georef && verniquet && lambert);
  auto frame = frameFor(g, ground);
  for (const std::string word : {"poly1", "tps"}) {
    auto warp = warpFor(jacoubetLayer(word), kJacoubetWidth, kJacoubetHeight, g, ground);
    ASSERT_TRUE(warp && frame);
    EXPECT_FALSE(warp->affine());
    auto solved = georeference(jacoubetList(), *parseTransformCode(word));
    ASSERT_TRUE(solved);
    for (Point p : {Point{100, 100}, Point{1720.5, 2079.5}, Point{3300.25, 4000.75}}) {
      auto local = solved->transform.forward({p.x, p.y});
      ASSERT_TRUE(local);
      auto want = transformPoint(*verniquet, *lambert, *local);
      ASSERT_TRUE(want);
      Point world, pixel;
      ASSERT_TRUE(warp->pixelToWorld(p, world));
      EXPECT_LT(dist(frame->worldToGround(world), {want->x, want->y}), 1e-6) << word;
      ASSERT_TRUE(warp->worldToPixel(world, pixel));
      EXPECT_LT(dist(pixel, p), word == "tps" ? 0.01 : 1e-6) << word;
    }
  }
}

TEST(LayerWarp, WorldToPixelInvertsEveryGcpTransform) {
  const GridSettings g = settings(Orientation::FlatTop, ShiftedLines::Odd, 40, 40);
  const GroundPlacement ground{kVerniquet, {-1100, 3900}, 8};
  for (const char* word : {"helmert", "poly1", "poly2", "poly3", "projective", "tps"}) {
    auto warp = warpFor(jacoubetLayer(word), kJacoubetWidth, kJacoubetHeight, g, ground);
    ASSERT_TRUE(warp) << word;
    const bool affine = std::string(word) == "helmert" || std::string(word) == "poly1";
    EXPECT_EQ(warp->affine(), affine) << word;
    const double tolerance = affine ? 1e-6 : 0.01;
    double worst = 0;
    for (int y = 0; y <= 10; ++y)
      for (int x = 0; x <= 10; ++x) {
        const Point p{kJacoubetWidth * x / 10.0 + 0.5, kJacoubetHeight * y / 10.0 + 0.25};
        Point world, pixel;
        ASSERT_TRUE(warp->pixelToWorld(p, world)) << word;
        ASSERT_TRUE(warp->worldToPixel(world, pixel)) << word;
        worst = std::max(worst, dist(pixel, p));
      }
    EXPECT_LT(worst, tolerance) << word;
  }
}

// A bent scan (a fold and uneven shrinkage, with hand-placing noise): GDAL fits a polynomial's or spline's inverse
// separately, and between the points that inverse misses the forward by pixels; world -> pixel still inverts the
// forward transform the mesh is drawn with.
TEST(LayerWarp, WorldToPixelInvertsTheForwardOfABentScan) {
  MapLayer bent = geoTransformLayer("EPSG:2180", {});
  bent.georef = LayerGeoref::Gcps;
  unsigned seed = 12345;
  auto noise = [&] {
    seed = seed * 1103515245u + 12345u;
    return double((seed >> 8) % 2001) / 1000.0 - 1.0;  // -1..1 metres
  };
  for (int j = 0; j <= 5; ++j)
    for (int i = 0; i <= 5; ++i) {
      const double px = 200.0 * i + 13 * (j % 2), py = 160.0 * j;
      const double mx = 638000 + 2.0 * px + 0.0008 * py * py + 40 * std::sin(py / 150) + 4 * noise();
      const double my = 483000 - 2.1 * py + 0.0006 * px * px + 4 * noise();
      bent.gcps.push_back({"", px, py, mx, my, true});
    }
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd, 30, 30);
  const GroundPlacement ground{"EPSG:2180", {638500, 482500}, 11};
  for (const char* word : {"poly2", "poly3", "projective", "tps"}) {
    bent.transform = word;
    auto warp = warpFor(bent, 1000, 800, g, ground);
    ASSERT_TRUE(warp) << word;
    EXPECT_FALSE(warp->affine());
    auto solved = GcpTransform::solve(*parseTransformCode(word), [&] {
      GcpList list;
      for (const LayerGcp& c : bent.gcps)
        list.points.push_back({c.label, {c.pixelX, c.pixelY}, {c.mapX, c.mapY}, true});
      return list;
    }());
    ASSERT_TRUE(solved) << solved.status().message();
    double worst = 0, gdalWorst = 0;
    for (int y = 0; y <= 8; ++y)
      for (int x = 0; x <= 10; ++x) {
        const Point p{100.0 * x + 7.5, 100.0 * y + 3.25};
        Point world, pixel;
        ASSERT_TRUE(warp->pixelToWorld(p, world)) << word;
        ASSERT_TRUE(warp->worldToPixel(world, pixel)) << word;
        worst = std::max(worst, dist(pixel, p));
        auto there = solved->forward({p.x, p.y});
        auto back = solved->inverse(*there);
        gdalWorst = std::max(gdalWorst, std::hypot(back->x - p.x, back->y - p.y));
      }
    EXPECT_LT(worst, 0.01) << word;
    if (std::string(word) != "projective") {
      EXPECT_GT(gdalWorst, 0.05) << word << ": GDAL's own inverse is not exact";
    }
  }
}

TEST(LayerWarp, BoardFrameLayerLandsOnTheBoardFrameGrid) {
  // A scan of a printed board, 2 px to the metre, its grid fitted in the board frame: pixel (x, y) is
  // (x / 2, -y / 2) metres.
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  const GroundPlacement ground{boardFrameCrs(), {50, -60}, 0};
  auto warp = warpFor(geoTransformLayer(boardFrameCrs(), {0, 0.5, 0, 0, 0, -0.5}), 1600, 1200, g, ground);
  ASSERT_TRUE(warp);
  EXPECT_TRUE(warp->affine());
  Point world;
  ASSERT_TRUE(warp->pixelToWorld({100, 120}, world));
  EXPECT_LT(dist(world, worldOf(g, g.toHex({0, 0}))), 1e-9);
  // The board frame and the Earth do not meet.
  auto mixed = LayerWarp::make(geoTransformLayer("EPSG:2180", {0, 0.5, 0, 0, 0, -0.5}), 10, 10, g, ground);
  ASSERT_FALSE(mixed);
  EXPECT_NE(mixed.status().message().find("layer 'survey': the grid is in a local frame"), std::string::npos)
      << mixed.status().message();
}

TEST(LayerWarp, RefusalsSayWhatToDo) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  const GroundPlacement ground{"EPSG:2180", {638000, 483000}, 0};

  MapLayer none = jacoubetLayer("poly1");
  none.georef = LayerGeoref::None;
  none.gcps.clear();
  auto a = LayerWarp::make(none, 10, 10, g, ground);
  ASSERT_FALSE(a);
  EXPECT_EQ(a.status().message(), "layer 'Jacoubet': not georeferenced yet");

  MapLayer few = jacoubetLayer("poly2");
  few.name = "X";
  for (size_t i = 4; i < few.gcps.size(); ++i) few.gcps[i].enabled = false;
  auto b = LayerWarp::make(few, 10, 10, g, ground);
  ASSERT_FALSE(b);
  EXPECT_EQ(b.status().message(), "layer 'X': polynomial 2 needs at least 6 enabled control points; 4 are enabled");

  auto c = LayerWarp::make(jacoubetLayer("poly1"), 10, 10, g, GroundPlacement{});
  ASSERT_FALSE(c);
  EXPECT_EQ(c.status().message(), "layer 'Jacoubet': the grid is not placed on the ground yet");

  MapLayer unknown = geoTransformLayer("EPSG:999999", {0, 1, 0, 0, 0, -1});
  auto d = LayerWarp::make(unknown, 10, 10, g, ground);
  ASSERT_FALSE(d);
  EXPECT_NE(d.status().message().find("layer 'survey': unknown CRS 'EPSG:999999'"), std::string::npos)
      << d.status().message();

  auto e = LayerWarp::make(geoTransformLayer("EPSG:2180", {0, 1, 0, 0, 0, -1}), 10, 10, g, {"EPSG:999999", {0, 0}, 0});
  ASSERT_FALSE(e);
  EXPECT_NE(e.status().message().find("'EPSG:999999'"), std::string::npos) << e.status().message();

  MapLayer noCrs = geoTransformLayer("", {0, 1, 0, 0, 0, -1});
  auto f = LayerWarp::make(noCrs, 10, 10, g, ground);
  ASSERT_FALSE(f);
  EXPECT_NE(f.status().message().find("layer 'survey': its map coordinates have no CRS"), std::string::npos)
      << f.status().message();

  MapLayer singular = geoTransformLayer("EPSG:2180", {0, 1, 2, 0, 0.5, 1});
  auto s = LayerWarp::make(singular, 10, 10, g, ground);
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find("singular"), std::string::npos) << s.status().message();

  MapLayer word = jacoubetLayer("cubic");
  auto w = LayerWarp::make(word, 10, 10, g, ground);
  ASSERT_FALSE(w);
  EXPECT_EQ(w.status().message(), "layer 'Jacoubet': unknown transform 'cubic'");
}

}  // namespace
}  // namespace cartouche::geo
