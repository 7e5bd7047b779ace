// `cartouche export gis` with period map layers: a photo placed by three control points in UTM 18N, on a battle in
// UTM 17N, comes out as a raster table in the battle's CRS where GDAL's own warper puts it (a first-order polynomial
// through the control points, then reprojection), with the photo's pixels in place and transparent outside it. A
// layer that is not georeferenced yet is left out with a warning naming it.
#include <gdal_alg.h>
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <filesystem>

#include "../cli/cli_test_support.h"
#include "gis_test_support.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;

const std::string kRasters = std::string(CARTOUCHE_SHARED_DATA) + "/rasters";

// The photo's centre pixel (512, 384) through the VRT's three GCPs (an affine map), in UTM 18N.
constexpr double kCentreX = 227703.5, kCentreY = 2718714.0;

Point toUtm17(double x, double y) {
  OGRSpatialReference from, to;
  from.importFromEPSG(32618);
  to.importFromEPSG(32617);
  from.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  to.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  std::unique_ptr<OGRCoordinateTransformation> ct(OGRCreateCoordinateTransformation(&from, &to));
  EXPECT_TRUE(ct && ct->Transform(1, &x, &y));
  return {x, y};
}

struct Scene {
  TempDir dir{"gis-warp"};
  std::string battle = dir / "battle.gpkg";
  std::string out = dir / "out.gpkg";
  Scene() {
    fs::copy_file(kRasters + "/white-gemini-iv.vrt", dir / "white-gemini-iv.vrt");
    fs::copy_file(kRasters + "/389225main_sw_1965_1024.jpg", dir / "389225main_sw_1965_1024.jpg");
    buildBattleFile(makeSmallBattle(), battle);
    const Point centre = toUtm17(kCentreX, kCentreY);
    char origin[64];
    std::snprintf(origin, sizeof origin, "%.3f,%.3f", centre.x, centre.y);
    RunResult r = runCartouche({"place", battle, "--crs", "EPSG:32617", "--origin", origin});
    EXPECT_EQ(r.exitCode, 0) << r.err;
  }
};

TEST(ExportGisWarp, PutsAScanPlacedByControlPointsWhereGdalsWarperDoes) {
  Scene s;
  RunResult imported =
      runCartouche({"import-raster", s.battle, s.dir / "white-gemini-iv.vrt", "--name", "Gemini IV, 1965"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  RunResult r = runCartouche({"export", "gis", s.battle, s.out});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("1 period map layer warped (map_1_gemini_iv_1965), in EPSG:32617"), std::string::npos) << r.out;

  RasterTable t = readRasterTable(s.out, "map_1_gemini_iv_1965");
  ASSERT_EQ(t.bands, 4);
  EXPECT_EQ(t.epsg, "32617");
  EXPECT_DOUBLE_EQ(t.geoTransform[2], 0);  // north up
  EXPECT_DOUBLE_EQ(t.geoTransform[4], 0);

  // GDAL's own answer for the same warp: the GCPs' first-order polynomial, then UTM 18N -> 17N.
  GDALAllRegister();
  GDALDataset* vrt = GDALDataset::Open((s.dir / "white-gemini-iv.vrt").c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY);
  ASSERT_NE(vrt, nullptr);
  const char* options[] = {"DST_SRS=EPSG:32617", "MAX_GCP_ORDER=1", nullptr};
  void* transformer = GDALCreateGenImgProjTransformer2(vrt, nullptr, const_cast<char**>(options));
  ASSERT_NE(transformer, nullptr) << CPLGetLastErrorMsg();
  double gt[6];
  int w = 0, h = 0;
  double extent[4];
  ASSERT_EQ(GDALSuggestedWarpOutput2(vrt, GDALGenImgProjTransform, transformer, gt, &w, &h, extent, 0), CE_None);
  GDALDestroyGenImgProjTransformer(transformer);
  GDALClose(vrt);
  const double ourMinX = t.geoTransform[0], ourMaxY = t.geoTransform[3];
  const double ourMaxX = ourMinX + t.width * t.geoTransform[1], ourMinY = ourMaxY + t.height * t.geoTransform[5];
  const double tolerance = 0.005 * (extent[2] - extent[0]);
  EXPECT_NEAR(ourMinX, extent[0], tolerance);
  EXPECT_NEAR(ourMinY, extent[1], tolerance);
  EXPECT_NEAR(ourMaxX, extent[2], tolerance);
  EXPECT_NEAR(ourMaxY, extent[3], tolerance);

  // The photo's centre lies on the battle's hex 0101 (its origin), opaque and with the photo's colour there.
  const Point centre = toUtm17(kCentreX, kCentreY);
  const int cx = int((centre.x - ourMinX) / t.geoTransform[1]), cy = int((centre.y - ourMaxY) / t.geoTransform[5]);
  ASSERT_TRUE(cx > 0 && cy > 0 && cx < t.width && cy < t.height);
  const std::array<uint8_t, 4> warped = t.pixel(cx, cy);
  EXPECT_EQ(warped[3], 255);
  GDALDataset* photo =
      GDALDataset::Open((s.dir / "389225main_sw_1965_1024.jpg").c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY);
  ASSERT_NE(photo, nullptr);
  uint8_t rgb[3];
  ASSERT_EQ(photo->RasterIO(GF_Read, 511, 383, 1, 1, rgb, 1, 1, GDT_Byte, 3, nullptr, 3, 3, 1, nullptr), CE_None);
  GDALClose(photo);
  for (int b = 0; b < 3; ++b) EXPECT_NEAR(warped[size_t(b)], rgb[b], 24) << "band " << b + 1;
  // The photo is a sheared parallelogram on the ground: the corners of its bounding box lie outside it.
  EXPECT_EQ(t.pixel(0, 0)[3], 0);
  EXPECT_EQ(t.pixel(t.width - 1, t.height - 1)[3], 0);
}

TEST(ExportGisWarp, LeavesOutALayerNotGeoreferencedYetWithAWarning) {
  Scene s;
  RunResult imported =
      runCartouche({"import-raster", s.battle, s.dir / "389225main_sw_1965_1024.jpg", "--name", "Zdjęcie bez punktów"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  RunResult r = runCartouche({"export", "gis", s.battle, s.out});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("0 period map layers warped"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("cartouche export: warning: " + s.battle + ": map layer 'Zdjęcie bez punktów'"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("left out"), std::string::npos) << r.err;
  Gpkg g(s.out);
  EXPECT_EQ(g.text("SELECT count(*) FROM gpkg_contents WHERE data_type = 'tiles'"), "0");
  EXPECT_EQ(g.text("SELECT count(*) FROM hexes"), "30");
}

TEST(ExportGisWarp, LeavesOutALinkedLayerWhoseFileIsGoneWithAWarning) {
  Scene s;
  RunResult imported = runCartouche({"import-raster", s.battle, s.dir / "white-gemini-iv.vrt", "--link"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  fs::remove(s.dir / "white-gemini-iv.vrt");
  RunResult r = runCartouche({"export", "gis", s.battle, s.out});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.err.find("linked file 'white-gemini-iv.vrt' is missing"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("left out"), std::string::npos) << r.err;
  Gpkg g(s.out);
  EXPECT_EQ(g.text("SELECT count(*) FROM gpkg_contents WHERE data_type = 'tiles'"), "0");
}

}  // namespace
}  // namespace cartouche::test
