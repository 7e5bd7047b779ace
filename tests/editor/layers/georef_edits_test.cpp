// The georeferencer's logic with no window: the Jacoubet sheet's 30 control points typed in one by one give the
// residual table georef.h gives; a dragged point's residual moves by exactly what least squares says (one undo step
// per drag); too few points get the transform's refusal; degrees typed in WGS 84 and spots picked on the map land in
// the control points' CRS; .points files go out and come back.
#include "app/panels/georef_edits.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>

#include "geo/gcp_points_file.h"
#include "geo/georef.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

const std::string kJacoubet = CARTOUCHE_SHARED_DATA "/historical/jacoubet_22_tuileries.jpg.points";
// The Verniquet local system of the Jacoubet atlas (shared/data/README.md).
const std::string kVerniquet =
    "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs";
const std::string kLayer = "Jacoubet 1836";

struct Editing {
  explicit Editing(Battle b) : document(std::move(b)) {}
  Document document;
  EditorState state;
  MapView view;
  std::string message;
  ToolContext ctx{document, state, view, 800, 600, &message};

  const MapLayer& layer() const { return document.battle().layers.at(0); }
  GcpSet set() const { return gcpSetOf(layer(), document.battle()); }
};

Battle jacoubetBattle() {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 20, 15);
  MapLayer scan;
  scan.name = kLayer;
  scan.kind = LayerKind::Linked;
  scan.source = "jacoubet_22_tuileries.jpg";
  b.layers.push_back(scan);
  return b;
}

// A pixel shift of up to 2 pixels, as a hand's clicks would give: the atlas's points were placed so precisely that
// a first-order polynomial fits them to 1e-13 m, which would leave the RMS comparison nothing to compare.
double handShift(size_t i, int axis) { return 2.0 * std::sin(3.7 * double(i) + 1.9 * axis); }

geo::GcpList jacoubetShifted() {
  Result<geo::PointsFile> file = geo::readPointsFile(kJacoubet);
  EXPECT_TRUE(file.isOk()) << file.status().message();
  if (!file) return {};
  for (size_t i = 0; i < file->gcps.points.size(); ++i) {
    file->gcps.points[i].pixel.x += handShift(i, 0);
    file->gcps.points[i].pixel.y += handShift(i, 1);
  }
  return file->gcps;
}

// The points at `indices`, in that order (the file lists them column by column, so its first few are in one line).
geo::GcpList pick(const geo::GcpList& all, const std::vector<size_t>& indices) {
  geo::GcpList out;
  for (size_t i : indices) out.points.push_back(all.points.at(i));
  return out;
}
// The sheet's four corners of the 250 m grid, then points inside: spread from the third point on, and the first six
// on no one conic (as a second-order polynomial needs).
const std::vector<size_t> kSpreadOrder = {0, 5, 24, 29, 14, 9, 20, 2};

// Types each point's map position as a person would ("X, Y" in the Verniquet system) and adds it, one undo step each.
void addJacoubetPoints(Editing& e, const geo::GcpList& points) {
  for (const geo::Gcp& g : points.points) {
    const GcpSet before = e.set();
    Result<MapEntry> entry =
        typedMapPosition(geo::qgisNumber(g.map.x) + ", " + geo::qgisNumber(g.map.y), kVerniquet, before.crs);
    ASSERT_TRUE(entry.isOk()) << entry.status().message();
    Result<GcpSet> after = withNewPoint(before, {g.pixel.x, g.pixel.y}, *entry);
    ASSERT_TRUE(after.isOk()) << after.status().message();
    ASSERT_TRUE(setLayerGcps(e.ctx, kLayer, *after, "Add control point")) << e.message;
  }
}

TEST(GeorefEdits, JacoubetPointsAddedOneByOneGiveGeorefsResiduals) {
  Editing e(jacoubetBattle());
  const geo::GcpList points = jacoubetShifted();
  ASSERT_EQ(points.points.size(), 30u);
  EXPECT_EQ(e.set().crs, "") << "no layer CRS and no ground: the first point brings its CRS";
  addJacoubetPoints(e, points);
  EXPECT_EQ(e.document.history().size(), 30u);

  const MapLayer& layer = e.layer();
  EXPECT_EQ(layer.georef, LayerGeoref::Gcps);
  EXPECT_EQ(layer.crs, kVerniquet);
  EXPECT_EQ(layer.transform, "poly1");
  ASSERT_EQ(layer.gcps.size(), 30u);
  EXPECT_EQ(layer.gcps[0].mapX, -1000.0);
  EXPECT_EQ(layer.gcps[0].mapY, 3750.0);

  for (const char* word : {"helmert", "poly1", "poly2", "poly3", "projective"}) {
    SCOPED_TRACE(word);
    GcpSet set = e.set();
    set.transform = word;
    const GcpTable table = residualTable(set);
    ASSERT_TRUE(table.solved) << table.problem;
    Result<geo::Georeference> g = geo::georeference(points, *geo::parseTransformCode(word));
    ASSERT_TRUE(g.isOk());
    EXPECT_GT(table.rmsMap, 0.1) << "two-pixel clicks on a 0.34 m/pixel scan are not lost";
    EXPECT_NEAR(table.rmsMap, g->report.mapStats.rms, 1e-9 * g->report.mapStats.rms);
    EXPECT_NEAR(table.rmsPixel, g->report.pixelStats.rms, 1e-9 * g->report.pixelStats.rms);
    ASSERT_TRUE(table.meanErrorMap.has_value());
    EXPECT_NEAR(*table.meanErrorMap, *g->report.mapStats.qgisMeanError, 1e-9 * table.rmsMap);
    EXPECT_EQ(table.enabled, 30u);
    EXPECT_EQ(table.needed, geo::minimumPoints(*geo::parseTransformCode(word)));
    // The solved transform comes with the table: the map position under the cursor.
    ASSERT_TRUE(table.transform.has_value());
    Result<geo::MapPoint> centre = table.transform->forward({1720, 2079});
    Result<geo::MapPoint> want = g->transform.forward({1720, 2079});
    ASSERT_TRUE(centre.isOk() && want.isOk());
    EXPECT_EQ(centre->x, want->x);
    EXPECT_EQ(centre->y, want->y);
    ASSERT_EQ(table.rows.size(), 30u);
    for (size_t i = 0; i < 30; ++i) {
      ASSERT_TRUE(table.rows[i].placed);
      EXPECT_NEAR(table.rows[i].dxPixel, g->report.points[i].pixel.dx, 1e-9);
      EXPECT_NEAR(table.rows[i].dyMap, g->report.points[i].map.dy, 1e-9);
      EXPECT_EQ(table.rows[i].label, "point " + std::to_string(i + 1));
    }
  }
}

TEST(GeorefEdits, RmsFollowsThePointsAsTheyAreAdded) {
  Editing e(jacoubetBattle());
  const geo::GcpList all = pick(jacoubetShifted(), kSpreadOrder);
  geo::GcpList some;
  for (size_t n = 0; n < all.points.size(); ++n) {
    some.points.push_back(all.points[n]);
    addJacoubetPoints(e, geo::GcpList{{all.points[n]}, {}});
    const GcpTable table = residualTable(e.set());
    if (n + 1 < 3) {
      EXPECT_FALSE(table.solved);
      continue;
    }
    ASSERT_TRUE(table.solved) << table.problem;
    Result<geo::Georeference> g = geo::georeference(some, geo::TransformKind::Polynomial1);
    ASSERT_TRUE(g.isOk());
    EXPECT_NEAR(table.rmsMap, g->report.mapStats.rms, 1e-9) << n + 1 << " points";
  }
}

// The pixel residual is inverse(map) - pixel, the inverse a least-squares plane over the map positions: moving one
// point's pixel by d moves its prediction by h d, h its leverage [1 x y] (X'X)^-1 [1 x y]', so its residual moves by
// -(1 - h) d. h is worked out here from the 30 map positions.
TEST(GeorefEdits, DraggingAPointMovesItsResidualByWhatLeastSquaresSaysInOneUndoStep) {
  Editing e(jacoubetBattle());
  const geo::GcpList points = jacoubetShifted();
  addJacoubetPoints(e, points);
  const size_t moved = 6;
  const GcpTable before = residualTable(e.set());
  ASSERT_TRUE(before.solved);

  double s[3][3] = {};
  for (const geo::Gcp& g : points.points) {
    const double v[3] = {1, g.map.x, g.map.y};
    for (int a = 0; a < 3; ++a)
      for (int b = 0; b < 3; ++b) s[a][b] += v[a] * v[b];
  }
  const double det = s[0][0] * (s[1][1] * s[2][2] - s[1][2] * s[2][1]) -
                     s[0][1] * (s[1][0] * s[2][2] - s[1][2] * s[2][0]) +
                     s[0][2] * (s[1][0] * s[2][1] - s[1][1] * s[2][0]);
  double inv[3][3];
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) {
      const int r0 = (b + 1) % 3, r1 = (b + 2) % 3, c0 = (a + 1) % 3, c1 = (a + 2) % 3;
      inv[a][b] = (s[r0][c0] * s[r1][c1] - s[r0][c1] * s[r1][c0]) / det;
    }
  const double v[3] = {1, points.points[moved].map.x, points.points[moved].map.y};
  double h = 0;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) h += v[a] * inv[a][b] * v[b];
  ASSERT_GT(h, 0.0);
  ASSERT_LT(h, 1.0);

  // A drag: three moves with one stroke id, as the panel sends them frame by frame.
  const uint64_t stroke = e.state.newStroke();
  const size_t entries = e.document.history().size();
  const Point start{e.layer().gcps[moved].pixelX, e.layer().gcps[moved].pixelY};
  for (Point d : {Point{2, -1}, Point{6, -3.5}, Point{10, -6}}) {
    GcpSet set = e.set();
    set.points[moved].pixelX = start.x + d.x;
    set.points[moved].pixelY = start.y + d.y;
    ASSERT_TRUE(setLayerGcps(e.ctx, kLayer, set, "Move control point 7", stroke)) << e.message;
  }
  EXPECT_EQ(e.document.history().size(), entries + 1);
  const GcpTable after = residualTable(e.set());
  ASSERT_TRUE(after.solved);
  EXPECT_NEAR(after.rows[moved].dxPixel - before.rows[moved].dxPixel, -(1 - h) * 10, 1e-6);
  EXPECT_NEAR(after.rows[moved].dyPixel - before.rows[moved].dyPixel, -(1 - h) * -6, 1e-6);
  EXPECT_GT(after.rmsPixel, before.rmsPixel);

  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.layer().gcps[moved].pixelX, start.x);
  EXPECT_EQ(e.layer().gcps[moved].pixelY, start.y);
}

TEST(GeorefEdits, TooFewEnabledPointsGetTheTransformsRefusal) {
  Editing e(jacoubetBattle());
  addJacoubetPoints(e, pick(jacoubetShifted(), {0, 5, 24, 29, 14, 9}));
  GcpSet set = e.set();
  set.transform = "poly2";
  EXPECT_TRUE(residualTable(set).solved);
  set.points[1].enabled = false;
  set.points[4].enabled = false;
  ASSERT_TRUE(setLayerGcps(e.ctx, kLayer, set, "Disable control points")) << e.message;
  const GcpTable table = residualTable(e.set());
  EXPECT_FALSE(table.solved);
  EXPECT_EQ(table.problem, "polynomial 2 needs at least 6 enabled control points; 4 are enabled");
  EXPECT_EQ(table.enabled, 4u);
  EXPECT_EQ(table.needed, 6u);
  EXPECT_EQ(e.layer().transform, "poly2") << "the choice is kept even when it cannot be solved yet";
  ASSERT_EQ(table.rows.size(), 6u);
  EXPECT_FALSE(table.rows[0].placed);
  EXPECT_TRUE(std::isnan(table.rows[0].pixelResidual));

  set = e.set();
  set.transform = "tps";
  const GcpTable spline = residualTable(set);
  ASSERT_TRUE(spline.solved) << spline.problem;
  EXPECT_TRUE(spline.exactAtPoints);
  EXPECT_TRUE(spline.rows[1].placed) << "a disabled point still shows where it would fall";

  set.transform = "poly7";
  EXPECT_EQ(residualTable(set).problem,
            "transform 'poly7' is not one of helmert, poly1, poly2, poly3, projective, tps");
}

TEST(GeorefEdits, TransformChoicesCarryTheirMinimumPoints) {
  const std::vector<TransformChoice> choices = transformChoices();
  ASSERT_EQ(choices.size(), 6u);
  std::vector<std::pair<std::string, size_t>> got;
  for (const TransformChoice& c : choices) got.push_back({c.word, c.minimumPoints});
  const std::vector<std::pair<std::string, size_t>> want = {{"helmert", 2}, {"poly1", 3},      {"poly2", 6},
                                                            {"poly3", 10},  {"projective", 4}, {"tps", 3}};
  EXPECT_EQ(got, want);
  EXPECT_EQ(choices[2].title, "polynomial 2");
}

TEST(GeorefEdits, DegreesTypedInWgs84LandInTheVerniquetSystem) {
  // The Verniquet system's origin is its projection centre: 48.83635863 N, 2.33652533 E.
  Result<MapEntry> decimal = typedMapPosition("48.83635863, 2.33652533", "EPSG:4326", kVerniquet);
  ASSERT_TRUE(decimal.isOk()) << decimal.status().message();
  EXPECT_NEAR(decimal->map.x, 0.0, 1e-6);
  EXPECT_NEAR(decimal->map.y, 0.0, 1e-6);
  EXPECT_EQ(decimal->crs, kVerniquet);
  // The same in degrees, minutes and seconds (0.83635863 deg = 50' 10.891068"; 0.33652533 deg = 20' 11.491188").
  Result<MapEntry> dms = typedMapPosition("48°50'10.891068\"N, 2°20'11.491188\"E", "EPSG:4326", kVerniquet);
  ASSERT_TRUE(dms.isOk()) << dms.status().message();
  EXPECT_NEAR(dms->map.x, 0.0, 1e-3);
  EXPECT_NEAR(dms->map.y, 0.0, 1e-3);
  // One minute of latitude north is about 1853 m here (GRS80 meridian arc at 48.84 N: 1852.9 m).
  Result<MapEntry> north = typedMapPosition("48°51'10.891068\"N, 2°20'11.491188\"E", "EPSG:4326", kVerniquet);
  ASSERT_TRUE(north.isOk());
  EXPECT_NEAR(north->map.x, 0.0, 0.05);
  EXPECT_NEAR(north->map.y, 1853.0, 1.0);
  // Degrees for a geographic CRS are kept as they are (x = longitude).
  Result<MapEntry> same = typedMapPosition("48.8644, 2.3298", "EPSG:4326", "EPSG:4326");
  ASSERT_TRUE(same.isOk());
  EXPECT_EQ(same->map.x, 2.3298);
  EXPECT_EQ(same->map.y, 48.8644);

  Result<MapEntry> bad = typedMapPosition("48.8644 N", "EPSG:4326", kVerniquet);
  ASSERT_FALSE(bad.isOk());
  EXPECT_NE(bad.status().message().find("coordinates '48.8644 N'"), std::string::npos) << bad.status().message();
  Result<MapEntry> noCrs = typedMapPosition("100, 200", "", kVerniquet);
  ASSERT_FALSE(noCrs.isOk());
  Result<MapEntry> badCrs = typedMapPosition("100, 200", "EPSG:999999", kVerniquet);
  ASSERT_FALSE(badCrs.isOk());
  EXPECT_NE(badCrs.status().message().find("EPSG:999999"), std::string::npos) << badCrs.status().message();
}

TEST(GeorefEdits, ASpotPickedOnTheMapLandsInTheControlPointsCrs) {
  Battle b = jacoubetBattle();
  Result<MapEntry> unplaced = pickedMapPosition({0, 0}, b, kVerniquet);
  ASSERT_FALSE(unplaced.isOk());
  EXPECT_NE(unplaced.status().message().find("not placed on the ground"), std::string::npos);

  b.ground = GroundPlacement{"EPSG:2154", {651234.5, 6862345.25}, 0.0};  // Lambert-93, about at the Tuileries
  // World (0, 0) is hex 0101's centre, the placement's origin; one hex right is sqrt(3) world units on a pointy-top
  // map, 100 m east on the ground.
  Result<MapEntry> origin = pickedMapPosition({0, 0}, b, "");
  ASSERT_TRUE(origin.isOk()) << origin.status().message();
  EXPECT_NEAR(origin->map.x, 651234.5, 1e-6);
  EXPECT_NEAR(origin->map.y, 6862345.25, 1e-6);
  EXPECT_EQ(origin->crs, "EPSG:2154");
  Result<MapEntry> east = pickedMapPosition({std::sqrt(3.0), 0}, b, "EPSG:2154");
  ASSERT_TRUE(east.isOk());
  EXPECT_NEAR(east->map.x, 651334.5, 1e-6);
  EXPECT_NEAR(east->map.y, 6862345.25, 1e-6);
  // In the Verniquet system: the same spot as PROJ carries Lambert-93 there.
  Result<MapEntry> local = pickedMapPosition({0, 0}, b, kVerniquet);
  ASSERT_TRUE(local.isOk()) << local.status().message();
  Result<geo::Crs> l93 = geo::Crs::parse("EPSG:2154"), verniquet = geo::Crs::parse(kVerniquet);
  ASSERT_TRUE(l93.isOk() && verniquet.isOk());
  Result<geo::MapPoint> want = geo::transformPoint(*l93, *verniquet, {651234.5, 6862345.25});
  ASSERT_TRUE(want.isOk());
  EXPECT_NEAR(local->map.x, want->x, 1e-6);
  EXPECT_NEAR(local->map.y, want->y, 1e-6);
  EXPECT_LT(std::hypot(local->map.x, local->map.y), 10000.0) << "a few km from the Verniquet centre";
}

TEST(GeorefEdits, GcpCrsDefaultsToTheLayersThenTheGrounds) {
  Battle b = jacoubetBattle();
  EXPECT_EQ(gcpSetOf(b.layers[0], b).crs, "");
  EXPECT_EQ(gcpSetOf(b.layers[0], b).transform, "poly1");
  b.ground = GroundPlacement{"EPSG:2154", {651234.5, 6862345.25}, 0.0};
  EXPECT_EQ(gcpSetOf(b.layers[0], b).crs, "EPSG:2154");
  b.layers[0].crs = kVerniquet;
  b.layers[0].georef = LayerGeoref::Gcps;
  b.layers[0].transform = "tps";
  EXPECT_EQ(gcpSetOf(b.layers[0], b).crs, kVerniquet);
  EXPECT_EQ(gcpSetOf(b.layers[0], b).transform, "tps");

  // A point typed in another CRS than the set's is refused until it is converted.
  GcpSet set = gcpSetOf(b.layers[0], b);
  Result<GcpSet> mixed = withNewPoint(set, {10, 20}, MapEntry{{1, 2}, "EPSG:4326"});
  ASSERT_FALSE(mixed.isOk());
  EXPECT_NE(mixed.status().message().find("EPSG:4326"), std::string::npos);
}

TEST(GeorefEdits, PointsFileGoesOutAsQgisWritesItAndComesBack) {
  Editing e(jacoubetBattle());
  geo::GcpList points = jacoubetShifted();
  addJacoubetPoints(e, points);
  GcpSet set = e.set();
  set.points[3].enabled = false;
  TempDir dir("georef-edits");
  const std::string path = dir / "jacoubet.points";
  ASSERT_TRUE(exportPointsFile(path, set));

  Result<geo::PointsFile> written = geo::readPointsFile(path);
  ASSERT_TRUE(written.isOk()) << written.status().message();
  ASSERT_TRUE(written->gcps.crsText.has_value());
  Result<geo::Crs> crs = geo::Crs::parse(*written->gcps.crsText), verniquet = geo::Crs::parse(kVerniquet);
  ASSERT_TRUE(crs.isOk() && verniquet.isOk());
  EXPECT_TRUE(crs->isSameAs(*verniquet));
  const GcpTable table = residualTable(set);
  ASSERT_EQ(written->residuals.size(), 30u);
  EXPECT_NEAR(written->residuals[0].dx, table.rows[0].dxPixel, 1e-12);
  EXPECT_NEAR(written->residuals[0].dy, -table.rows[0].dyPixel, 1e-12) << "QGIS's source y points up";

  Result<GcpSet> back = importPointsFile(path, GcpSet{{}, "", "poly2"});
  ASSERT_TRUE(back.isOk()) << back.status().message();
  EXPECT_EQ(back->points, set.points);
  EXPECT_EQ(back->transform, "poly2");
  EXPECT_EQ(back->crs, *written->gcps.crsText);

  // The atlas's own file names no CRS: the set keeps its own.
  Result<GcpSet> original = importPointsFile(kJacoubet, GcpSet{{}, kVerniquet, "poly1"});
  ASSERT_TRUE(original.isOk());
  EXPECT_EQ(original->crs, kVerniquet);
  ASSERT_EQ(original->points.size(), 30u);
  EXPECT_EQ(original->points[1].pixelY, 964.656);

  Result<GcpSet> missing = importPointsFile(dir / "none.points", set);
  ASSERT_FALSE(missing.isOk());
  EXPECT_NE(missing.status().message().find("none.points"), std::string::npos) << missing.status().message();
}

TEST(GeorefEdits, EditsOfAMissingLayerAreRefusedByName) {
  Editing e(jacoubetBattle());
  Status s = setLayerGcps(e.ctx, "Jacoubet 1837", GcpSet{{}, kVerniquet, "poly1"}, "Add control point");
  ASSERT_FALSE(s);
  EXPECT_EQ(s.message(), "there is no map layer \"Jacoubet 1837\"");
  EXPECT_EQ(e.message, s.message());
  EXPECT_EQ(e.document.history().size(), 0u);
}

}  // namespace
}  // namespace cartouche::testing
