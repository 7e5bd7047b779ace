// The coordinates under the cursor: the ground position in the battle's CRS worked out by hand from the grid, the
// geographic position checked against OGR's own transform of the same point, the topmost layer's pixel and CRS
// position through its geotransform, the unplaced case, and that the frame and warps are rebuilt only when the
// battle's grid, ground or layers change.
#include "app/panels/layer_cursor.h"

#include <gtest/gtest.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <cstdio>
#include <memory>

#include "geo/crs_coordinates.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

const Point kOrigin{637250.4, 485212.0};

// 12 x 9 pointy-top hexes of 100 m, hex 0101's centre at kOrigin in EPSG:2180 (ETRF2000-PL / CS92).
Battle placedBattle() {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 9);
  b.ground = GroundPlacement{"EPSG:2180", kOrigin, 0};
  return b;
}

// A 1000 x 800 layer of 1 m pixels whose top-left corner is 250.4 m west and 287.5 m north of kOrigin.
MapLayer scanLayer(const std::string& name) {
  MapLayer l;
  l.name = name;
  l.kind = LayerKind::Linked;
  l.source = name + ".tif";
  l.crs = "EPSG:2180";
  l.georef = LayerGeoref::GeoTransform;
  l.geoTransform = {637000, 1, 0, 485499.5, 0, -1};
  return l;
}

LayerStatus openStatus(const std::string& name, int width, int height) {
  LayerStatus s;
  s.name = name;
  s.open = s.placed = true;
  s.width = width, s.height = height, s.levels = 3;
  return s;
}

std::string fixed(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

TEST(LayerCursorTest, GroundAndGeographicPositionUnderTheCursor) {
  Battle b = placedBattle();
  LayerCursor cursor;
  // World (0, 0) is hex 0101's centre; a pointy-top hex of radius 1 is sqrt(3) world units across the flats, which
  // the grid makes 100 m: world (sqrt(3), 0) is 100 m east of it.
  std::string atOrigin = cursor.describe(b, Point{0, 0});
  EXPECT_EQ(atOrigin.rfind("637250.4 E, 485212.0 N", 0), 0u) << atOrigin;
  std::string east = cursor.describe(b, Point{std::sqrt(3.0), 0});
  EXPECT_EQ(east.rfind("637350.4 E, 485212.0 N", 0), 0u) << east;
  std::string south = cursor.describe(b, Point{0, 1.5});  // y down: one row south, 1.5 radii = 86.60 m
  EXPECT_EQ(south.rfind("637250.4 E, 485125.4 N", 0), 0u) << south;

  OGRSpatialReference cs92, wgs84;
  ASSERT_EQ(cs92.importFromEPSG(2180), OGRERR_NONE);
  ASSERT_EQ(wgs84.importFromEPSG(4326), OGRERR_NONE);
  cs92.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  wgs84.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  std::unique_ptr<OGRCoordinateTransformation> t(OGRCreateCoordinateTransformation(&cs92, &wgs84));
  ASSERT_TRUE(t);
  double x = kOrigin.x + 100, y = kOrigin.y;
  ASSERT_TRUE(t->Transform(1, &x, &y));
  EXPECT_NE(east.find("(" + fixed(y, 6) + ", " + fixed(x, 6) + ")"), std::string::npos) << east;
  EXPECT_NE(east.find(geo::formatDms(y, true) + ", " + geo::formatDms(x, false)), std::string::npos) << east;
  EXPECT_GT(y, 49);  // in Poland
  EXPECT_LT(y, 55);
}

TEST(LayerCursorTest, TheTopmostVisibleLayerGivesItsPixelAndItsOwnCoordinates) {
  Battle b = placedBattle();
  b.layers = {scanLayer("bottom"), scanLayer("top")};
  b.layers[0].geoTransform = {637200, 2, 0, 485301, 0, -2};
  const std::vector<LayerStatus> statuses = {openStatus("bottom", 500, 500), openStatus("top", 1000, 800)};
  LayerCursor cursor;
  // kOrigin lies 250.4 m east and 287.5 m south of the top layer's corner: pixel (250.4, 287.5).
  std::string text = cursor.describe(b, Point{0, 0}, &statuses);
  EXPECT_NE(text.find("top: pixel 250, 287 (637250.4 E, 485212.0 N)"), std::string::npos) << text;
  EXPECT_EQ(text.find("bottom"), std::string::npos) << text;

  // Hidden, the top layer gives way to the one under it: (25.2, 44.5) in its 2 m pixels.
  b.layers[1].visible = false;
  text = cursor.describe(b, Point{0, 0}, &statuses);
  EXPECT_NE(text.find("bottom: pixel 25, 44 (637250.4 E, 485212.0 N)"), std::string::npos) << text;

  // Outside every raster, or without the sizes, no layer part.
  text = cursor.describe(b, Point{-40, 0}, &statuses);
  EXPECT_EQ(text.find("pixel"), std::string::npos) << text;
  text = cursor.describe(b, Point{0, 0});
  EXPECT_EQ(text.find("pixel"), std::string::npos) << text;
}

TEST(LayerCursorTest, UnplacedGridSaysSo) {
  Battle b = placedBattle();
  b.ground.reset();
  LayerCursor cursor;
  EXPECT_EQ(cursor.describe(b, Point{0, 0}), "grid not placed on the ground");
}

TEST(LayerCursorTest, FrameAndWarpsAreRebuiltOnlyWhenTheBattleChanges) {
  Battle b = placedBattle();
  b.layers = {scanLayer("top")};
  const std::vector<LayerStatus> statuses = {openStatus("top", 1000, 800)};
  LayerCursor cursor;
  for (int i = 0; i < 5; ++i) cursor.describe(b, Point{0.1 * i, 0}, &statuses);
  EXPECT_EQ(cursor.rebuilds(), 1);
  b.ground->origin.x += 10;
  std::string moved = cursor.describe(b, Point{0, 0}, &statuses);
  EXPECT_EQ(cursor.rebuilds(), 2);
  EXPECT_EQ(moved.rfind("637260.4 E", 0), 0u) << moved;
  b.layers[0].opacity = 0.5;
  cursor.describe(b, Point{0, 0}, &statuses);
  EXPECT_EQ(cursor.rebuilds(), 3);
  cursor.describe(b, Point{0, 0}, &statuses);
  EXPECT_EQ(cursor.rebuilds(), 3);
}

}  // namespace
}  // namespace cartouche::testing
