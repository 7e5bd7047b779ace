// `cartouche georef` end to end on the real 1836 Jacoubet sheet: the text table and the JSON document, residuals
// checked against GDAL's own gdaltransform run as a separate program, the sheet centre on the Tuileries, and every
// way the command refuses (bad .points line, unknown CRS, missing or unreadable image, unsolvable points).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;

const std::string kData = CARTOUCHE_SOURCE_DIR "/../shared/data/historical";
const std::string kImage = kData + "/jacoubet_22_tuileries.jpg";
const std::string kPoints = kData + "/jacoubet_22_tuileries.jpg.points";
const std::string kVerniquet =
    "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs";

struct Point {
  double mapX, mapY, sourceX, sourceY;
  int enabled;
};

std::vector<Point> jacoubetPoints() {
  std::ifstream in(kPoints);
  std::string line;
  std::getline(in, line);
  std::vector<Point> out;
  while (std::getline(in, line)) {
    Point p;
    if (std::sscanf(line.c_str(), "%lf,%lf,%lf,%lf,%d", &p.mapX, &p.mapY, &p.sourceX, &p.sourceY, &p.enabled) == 5)
      out.push_back(p);
  }
  return out;
}

std::string pointsText(const std::vector<Point>& pts, const std::string& crsLine = "") {
  std::string s = crsLine.empty() ? "" : "#CRS: " + crsLine + "\n";
  s += "mapX,mapY,sourceX,sourceY,enabled\n";
  char buf[200];
  for (const Point& p : pts) {
    std::snprintf(buf, sizeof buf, "%.17g,%.17g,%.17g,%.17g,%d\n", p.mapX, p.mapY, p.sourceX, p.sourceY, p.enabled);
    s += buf;
  }
  return s;
}

// The Jacoubet points with the pixel positions moved by up to two pixels, as clicked by hand: the file itself fits
// a first-order polynomial to 1e-13 m, which would leave nothing to compare.
std::vector<Point> clickedByHand() {
  std::vector<Point> pts = jacoubetPoints();
  for (size_t i = 0; i < pts.size(); ++i) {
    pts[i].sourceX += 2.0 * std::sin(3.7 * static_cast<double>(i));
    pts[i].sourceY += 2.0 * std::cos(2.3 * static_cast<double>(i));
  }
  return pts;
}

// gdaltransform -order N (or -tps) with the points as -gcp, mapping each (column, row) of `pixels` to the ground;
// by default the points' own pixels.
std::vector<std::pair<double, double>> gdaltransform(const std::vector<Point>& pts, const std::string& method,
                                                     const TempDir& dir,
                                                     std::vector<std::pair<double, double>> pixels = {}) {
  std::string input, cmd = "gdaltransform " + method;
  char buf[300];
  for (const Point& p : pts) {
    std::snprintf(buf, sizeof buf, " -gcp %.17g %.17g %.17g %.17g", p.sourceX, -p.sourceY, p.mapX, p.mapY);
    cmd += buf;
  }
  if (pixels.empty())
    for (const Point& p : pts) pixels.push_back({p.sourceX, -p.sourceY});
  for (const auto& [col, row] : pixels) {
    std::snprintf(buf, sizeof buf, "%.17g %.17g\n", col, row);
    input += buf;
  }
  writeFile(dir / "pixels.txt", input);
  RunResult r = runProgram("/bin/sh", {"-c", cmd + " < '" + (dir / "pixels.txt") + "'"});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  std::vector<std::pair<double, double>> out;
  std::istringstream s(r.out);
  double x, y, z;
  while (s >> x >> y >> z) out.push_back({x, y});
  return out;
}

bool haveGdaltransform() { return runProgram("/bin/sh", {"-c", "command -v gdaltransform"}).exitCode == 0; }

TEST(GeorefCommand, PrintsTheResidualTableForJacoubet) {
  RunResult r = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "helmert"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("3440 x 4158 pixels"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Control points: 30 in " + kPoints + ", 30 enabled"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Transform: Helmert"), std::string::npos);
  EXPECT_NE(r.out.find("point 30"), std::string::npos);
  // The sheet's grid is drawn a little longer north-south than east-west: a similarity leaves 3.2 m.
  EXPECT_NE(r.out.find("RMS: 3.238 metre"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("QGIS mean error: 3.352 metre"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Image centre: "), std::string::npos);
  EXPECT_NE(r.out.find(" N, 2.32"), std::string::npos) << r.out;
  EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(GeorefCommand, SplineSaysItsResidualsAreZeroByConstruction) {
  RunResult r = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "tps"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("0 by construction"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("RMS: 0.000 metre, 0.000 pixels"), std::string::npos) << r.out;
}

TEST(GeorefCommand, JsonResidualsAgreeWithGdaltransform) {
  if (!haveGdaltransform()) GTEST_SKIP() << "gdaltransform (gdal-bin) is not installed";
  TempDir dir;
  const std::vector<Point> pts = clickedByHand();
  const std::string file = dir / "clicked.points";
  writeFile(file, pointsText(pts));
  for (int order : {1, 2, 3}) {
    SCOPED_TRACE(order);
    RunResult r = runCartouche({"georef", kImage, "--gcps", file, "--crs", kVerniquet, "--transform",
                                "poly" + std::to_string(order), "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    json j = json::parse(r.out);
    EXPECT_EQ(j["json_version"], 1);
    EXPECT_EQ(j["transform"], "poly" + std::to_string(order));
    EXPECT_EQ(j["enabled_count"], 30);
    const std::vector<std::pair<double, double>> gdal = gdaltransform(pts, "-order " + std::to_string(order), dir);
    ASSERT_EQ(gdal.size(), 30u);
    ASSERT_EQ(j["points"].size(), 30u);
    double sum = 0;
    for (size_t i = 0; i < 30; ++i) {
      const json& p = j["points"][i];
      const double dx = gdal[i].first - pts[i].mapX, dy = gdal[i].second - pts[i].mapY;
      sum += dx * dx + dy * dy;
      EXPECT_NEAR(p["residual_map"]["dx"].get<double>(), dx, 1e-6 * std::max(1e-3, std::abs(dx))) << i;
      EXPECT_NEAR(p["residual_map"]["dy"].get<double>(), dy, 1e-6 * std::max(1e-3, std::abs(dy))) << i;
      EXPECT_DOUBLE_EQ(p["pixel"][1].get<double>(), -pts[i].sourceY);
    }
    const double rms = std::sqrt(sum / 30);
    EXPECT_NEAR(j["rms"]["map"].get<double>(), rms, 1e-6 * rms);
    EXPECT_GT(rms, 0.1);
    std::printf("poly%d on hand-clicked Jacoubet: RMS %.6f m (gdaltransform %.6f m), %.4f px\n", order,
                j["rms"]["map"].get<double>(), rms, j["rms"]["pixels"].get<double>());
  }
}

TEST(GeorefCommand, SplineAwayFromThePointsAgreesWithGdaltransform) {
  if (!haveGdaltransform()) GTEST_SKIP() << "gdaltransform (gdal-bin) is not installed";
  TempDir dir;
  const std::vector<Point> pts = clickedByHand();
  const std::string file = dir / "clicked.points";
  writeFile(file, pointsText(pts));
  RunResult r = runCartouche({"georef", kImage, "--gcps", file, "--crs", kVerniquet, "--transform", "tps", "--json"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json j = json::parse(r.out);
  EXPECT_TRUE(j["exact_at_points"].get<bool>());
  const auto gdal = gdaltransform(pts, "-tps", dir, {{3440 / 2.0, 4158 / 2.0}});
  ASSERT_EQ(gdal.size(), 1u);
  EXPECT_NEAR(j["image_centre"]["map"][0].get<double>(), gdal[0].first, 1e-6);
  EXPECT_NEAR(j["image_centre"]["map"][1].get<double>(), gdal[0].second, 1e-6);
}

TEST(GeorefCommand, WarnsOfPointsOutsideTheImage) {
  TempDir dir;
  std::vector<Point> pts = jacoubetPoints();
  pts[2].sourceX = 5000;
  const std::string file = dir / "outside.points";
  writeFile(file, pointsText(pts));
  RunResult r = runCartouche({"georef", kImage, "--gcps", file, "--crs", kVerniquet, "--transform", "poly1"});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.err.find("warning: " + file + ": point 3 (pixel 5000.00, 1700.62) is outside the 3440 x 4158 image"),
            std::string::npos)
      << r.err;
}

TEST(GeorefCommand, JacoubetCentreIsOnTheTuileries) {
  RunResult r =
      runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1", "--json"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json j = json::parse(r.out);
  const double lat = j["image_centre"]["lat"].get<double>(), lon = j["image_centre"]["lon"].get<double>();
  const double north = (lat - 48.8644) * 111200.0, east = (lon - 2.3298) * 111200.0 * std::cos(48.8644 * M_PI / 180);
  EXPECT_LT(std::hypot(north, east), 200.0) << lat << " N " << lon << " E";
  EXPECT_LT(j["rms"]["map"].get<double>(), 1e-6);
  EXPECT_EQ(j["crs"]["units"], "metre");
  EXPECT_TRUE(j["points"][0]["id"].is_null());
}

TEST(GeorefCommand, TakesTheCrsFromTheFilesCrsLine) {
  TempDir dir;
  const std::string file = dir / "with_crs.points";
  writeFile(file, pointsText(jacoubetPoints(), kVerniquet));
  RunResult r = runCartouche({"georef", kImage, "--gcps", file, "--transform", "poly1", "--json"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["crs"]["text"], kVerniquet);
  const std::string bare = dir / "bare.points";
  writeFile(bare, pointsText(jacoubetPoints()));
  RunResult none = runCartouche({"georef", kImage, "--gcps", bare, "--transform", "poly1"});
  EXPECT_EQ(none.exitCode, 2);
  EXPECT_NE(none.err.find("has no #CRS line"), std::string::npos) << none.err;
}

TEST(GeorefCommand, DisabledPointsAreListedButLeftOut) {
  TempDir dir;
  std::vector<Point> pts = clickedByHand();
  pts[4].enabled = 0;
  const std::string file = dir / "one_off.points";
  writeFile(file, pointsText(pts));
  RunResult r = runCartouche({"georef", kImage, "--gcps", file, "--crs", kVerniquet, "--transform", "projective"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("point 5 (off)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("29 enabled"), std::string::npos);
}

TEST(GeorefCommand, TooFewOrCollinearPointsExitOneSayingWhy) {
  TempDir dir;
  std::vector<Point> pts = jacoubetPoints();
  for (size_t i = 4; i < pts.size(); ++i) pts[i].enabled = 0;
  const std::string four = dir / "four.points";
  writeFile(four, pointsText(pts));
  RunResult r = runCartouche({"georef", kImage, "--gcps", four, "--crs", kVerniquet, "--transform", "poly2"});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("cartouche georef: cannot solve polynomial 2 from " + four +
                       ": polynomial 2 needs at least 6 enabled control points; 4 are enabled"),
            std::string::npos)
      << r.err;
  EXPECT_TRUE(r.out.empty());
  // Exactly six, in a triangle of the sheet's grid (three down the first column, two down the second, one in the
  // third): solved, nothing left over to measure, so QGIS's mean error is 0.
  for (size_t i = 0; i < pts.size(); ++i) pts[i].enabled = (i <= 2 || i == 6 || i == 7 || i == 12) ? 1 : 0;
  const std::string six = dir / "six.points";
  writeFile(six, pointsText(pts));
  RunResult s = runCartouche({"georef", kImage, "--gcps", six, "--crs", kVerniquet, "--transform", "poly2"});
  EXPECT_EQ(s.exitCode, 0) << s.err;
  EXPECT_NE(s.out.find("QGIS mean error: 0.000 metre, 0.000 pixels"), std::string::npos) << s.out;
  // The first six points share one column of the sheet: they lie on one line.
  std::vector<Point> column = jacoubetPoints();
  column.resize(6);
  const std::string line = dir / "line.points";
  writeFile(line, pointsText(column));
  RunResult c = runCartouche({"georef", kImage, "--gcps", line, "--crs", kVerniquet, "--transform", "poly1", "--json"});
  EXPECT_EQ(c.exitCode, 1);
  EXPECT_NE(c.err.find("lie on one line on the scan"), std::string::npos) << c.err;
  EXPECT_TRUE(c.out.empty());
}

TEST(GeorefCommand, BadPointsFileNamesItsLine) {
  TempDir dir;
  std::string text = pointsText(jacoubetPoints());
  const size_t third = text.find('\n', text.find('\n', text.find('\n') + 1) + 1);
  text.insert(third + 1, "-1000,3000,220.16,-2436.588,1,junk,0\n");  // becomes line 4
  const std::string bad = dir / "bad.points";
  writeFile(bad, text);
  RunResult r = runCartouche({"georef", kImage, "--gcps", bad, "--crs", kVerniquet, "--transform", "poly1"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find(bad + " line 4: dX 'junk' is not a number"), std::string::npos) << r.err;
  RunResult missing =
      runCartouche({"georef", kImage, "--gcps", dir / "nope.points", "--crs", kVerniquet, "--transform", "poly1"});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find(dir / "nope.points"), std::string::npos) << missing.err;
}

TEST(GeorefCommand, UnknownCrsIsAUsageError) {
  RunResult r = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", "EPSG:999999", "--transform", "poly1"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("unknown CRS 'EPSG:999999'"), std::string::npos) << r.err;
}

TEST(GeorefCommand, MissingOrUnreadableImageIsAUsageError) {
  TempDir dir;
  RunResult r =
      runCartouche({"georef", dir / "missing.jpg", "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find(dir / "missing.jpg"), std::string::npos) << r.err;
  const std::string notImage = dir / "notes.jpg";
  writeFile(notImage, "not a picture\n");
  RunResult n = runCartouche({"georef", notImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1"});
  EXPECT_EQ(n.exitCode, 2);
  EXPECT_NE(n.err.find(notImage + ": cannot be read as an image"), std::string::npos) << n.err;
}

TEST(GeorefCommand, UsageErrors) {
  RunResult noTransform = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet});
  EXPECT_EQ(noTransform.exitCode, 2);
  EXPECT_NE(noTransform.err.find("--transform is required"), std::string::npos);
  EXPECT_NE(noTransform.err.find("usage: cartouche georef IMAGE"), std::string::npos) << noTransform.err;
  RunResult badTransform =
      runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly4"});
  EXPECT_EQ(badTransform.exitCode, 2);
  EXPECT_NE(badTransform.err.find("unknown transform 'poly4'"), std::string::npos);
  RunResult noGcps = runCartouche({"georef", kImage, "--crs", kVerniquet, "--transform", "poly1"});
  EXPECT_EQ(noGcps.exitCode, 2);
  EXPECT_NE(noGcps.err.find("--gcps"), std::string::npos);
  EXPECT_EQ(runCartouche({"georef"}).exitCode, 2);
  RunResult help = runCartouche({"help", "georef"});
  EXPECT_EQ(help.exitCode, 0);
  EXPECT_NE(help.out.find("--transform T"), std::string::npos) << help.out;
}

// The way a person uses it: a fresh battle, the scan embedded with import-raster, then georef with --battle and
// --layer stores the 30 points and the transform on that layer, as info --json and the file's rows show.
TEST(GeorefCommand, StoresThePointsAndTransformOnTheBattlesLayer) {
  TempDir dir;
  const std::string gpkg = dir / "battle.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  RunResult imp = runCartouche({"import-raster", gpkg, kImage, "--name", "jacoubet"});
  ASSERT_EQ(imp.exitCode, 0) << imp.err;
  std::vector<Point> pts = jacoubetPoints();
  pts[3].enabled = 0;
  const std::string points = dir / "clicked.points";
  writeFile(points, pointsText(pts));
  RunResult r = runCartouche({"georef", kImage, "--gcps", points, "--crs", kVerniquet, "--transform", "poly1",
                              "--battle", gpkg, "--layer", "jacoubet"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Stored 30 control points and the polynomial 1 transform on layer 'jacoubet' of " + gpkg),
            std::string::npos)
      << r.out;
  RunResult info = runCartouche({"info", gpkg, "--json"});
  ASSERT_EQ(info.exitCode, 0) << info.err;
  const json layer = json::parse(info.out).at("layers").at(0);
  EXPECT_EQ(layer.at("name"), "jacoubet");
  EXPECT_EQ(layer.at("kind"), "embed");
  EXPECT_EQ(layer.at("width"), 3440);
  EXPECT_EQ(layer.at("height"), 4158);
  EXPECT_EQ(layer.at("crs"), kVerniquet);
  EXPECT_EQ(layer.at("georef").at("kind"), "gcps");
  EXPECT_EQ(layer.at("georef").at("transform"), "poly1");
  EXPECT_EQ(layer.at("georef").at("gcp_count"), 30);
  EXPECT_EQ(layer.at("georef").at("gcps_enabled"), 29);
  // The rows themselves: the fourth point kept, disabled, at its pixel (the file's rows are y up, GDAL's down).
  RunResult row = runProgram("/usr/bin/sqlite3", {"-readonly", gpkg,
                                                  "SELECT pixel_x, pixel_y, map_x, map_y, enabled FROM "
                                                  "battle_layer_gcps WHERE position = 4"});
  ASSERT_EQ(row.exitCode, 0) << row.err;
  double px, py, mx, my;
  int en = -1;
  ASSERT_EQ(std::sscanf(row.out.c_str(), "%lf|%lf|%lf|%lf|%d", &px, &py, &mx, &my, &en), 5) << row.out;
  EXPECT_DOUBLE_EQ(px, pts[3].sourceX);
  EXPECT_DOUBLE_EQ(py, -pts[3].sourceY);
  EXPECT_DOUBLE_EQ(mx, pts[3].mapX);
  EXPECT_DOUBLE_EQ(my, pts[3].mapY);
  EXPECT_EQ(en, 0);
  EXPECT_EQ(runCartouche({"validate", gpkg}).exitCode, 0);

  // Georeferencing again replaces the points and the transform; it adds no layer.
  RunResult again = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "helmert",
                                  "--battle", gpkg, "--layer", "jacoubet", "--json"});
  ASSERT_EQ(again.exitCode, 0) << again.err;
  EXPECT_EQ(json::parse(again.out).at("stored").at("layer"), "jacoubet");
  const json layers = json::parse(runCartouche({"info", gpkg, "--json"}).out).at("layers");
  ASSERT_EQ(layers.size(), 1u);
  EXPECT_EQ(layers[0].at("georef").at("transform"), "helmert");
  EXPECT_EQ(layers[0].at("georef").at("gcps_enabled"), 30);
}

TEST(GeorefCommand, RefusalsLeaveTheBattleFileUnchanged) {
  TempDir dir;
  const std::string gpkg = dir / "battle.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  RunResult none = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1",
                                 "--battle", gpkg, "--layer", "jacoubet"});
  EXPECT_EQ(none.exitCode, 1);
  EXPECT_NE(none.err.find(gpkg + " has no layer named 'jacoubet' (it has no layers: add one with import-raster)"),
            std::string::npos)
      << none.err;
  ASSERT_EQ(runCartouche({"import-raster", gpkg, kImage, "--name", "jacoubet"}).exitCode, 0);
  const std::string before = readFile(gpkg);
  RunResult wrongName = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1",
                                      "--battle", gpkg, "--layer", "tuileries"});
  EXPECT_EQ(wrongName.exitCode, 1);
  EXPECT_NE(wrongName.err.find("has no layer named 'tuileries' (its layers: 'jacoubet') (" + gpkg + " is unchanged)"),
            std::string::npos)
      << wrongName.err;
  EXPECT_TRUE(wrongName.out.empty());
  // Points clicked on another image: its size is not the layer's.
  const std::string other = CARTOUCHE_SOURCE_DIR "/../shared/data/rasters/389225main_sw_1965_1024.jpg";
  RunResult wrongImage = runCartouche({"georef", other, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1",
                                       "--battle", gpkg, "--layer", "jacoubet"});
  EXPECT_EQ(wrongImage.exitCode, 1);
  EXPECT_NE(wrongImage.err.find("but layer 'jacoubet' is 3440 x 4158"), std::string::npos) << wrongImage.err;
  // Unsolvable points: nothing is stored.
  std::vector<Point> column = jacoubetPoints();
  column.resize(6);
  const std::string line = dir / "line.points";
  writeFile(line, pointsText(column));
  RunResult unsolvable = runCartouche({"georef", kImage, "--gcps", line, "--crs", kVerniquet, "--transform", "poly1",
                                       "--battle", gpkg, "--layer", "jacoubet"});
  EXPECT_EQ(unsolvable.exitCode, 1);
  EXPECT_NE(unsolvable.err.find("lie on one line"), std::string::npos) << unsolvable.err;
  RunResult half = runCartouche(
      {"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1", "--battle", gpkg});
  EXPECT_EQ(half.exitCode, 2);
  EXPECT_NE(half.err.find("--battle FILE and --layer NAME go together"), std::string::npos) << half.err;
  EXPECT_TRUE(readFile(gpkg) == before) << gpkg << " changed";
  RunResult missing = runCartouche({"georef", kImage, "--gcps", kPoints, "--crs", kVerniquet, "--transform", "poly1",
                                    "--battle", dir / "nowhere.gpkg", "--layer", "jacoubet"});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("nowhere.gpkg"), std::string::npos) << missing.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "nowhere.gpkg"));
}

}  // namespace
}  // namespace cartouche::test
