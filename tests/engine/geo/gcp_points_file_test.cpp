// QGIS .points files: the real Jacoubet file, round trips, the exact text QGIS writes, and broken files that must
// be refused naming their line.
#include "geo/gcp_points_file.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "support/temp_dir.h"

namespace cartouche::geo {
namespace {

const std::string kJacoubet = CARTOUCHE_SHARED_DATA "/historical/jacoubet_22_tuileries.jpg.points";

TEST(PointsFile, ReadsTheJacoubetFile) {
  Result<PointsFile> f = readPointsFile(kJacoubet);
  ASSERT_TRUE(f) << f.status().message();
  ASSERT_EQ(f->gcps.points.size(), 30u);
  EXPECT_EQ(f->gcps.enabledCount(), 30u);
  EXPECT_FALSE(f->gcps.crsText) << "the file has no #CRS line";
  EXPECT_TRUE(f->residuals.empty());
  const Gcp& first = f->gcps.points[0];
  EXPECT_EQ(first.map.x, -1000);
  EXPECT_EQ(first.map.y, 3750);
  EXPECT_EQ(first.pixel.x, 220.16);
  EXPECT_EQ(first.pixel.y, 228.69) << "row = -sourceY";
  EXPECT_EQ(gcpLabel(f->gcps, 0), "point 1");
}

TEST(PointsFile, RoundTripKeepsEveryValueBitForBit) {
  Result<PointsFile> f = readPointsFile(kJacoubet);
  ASSERT_TRUE(f);
  f->gcps.points[3].enabled = false;
  f->gcps.crsText = "PROJCRS[\"unnamed\"]";
  const std::string text = writePointsText(*f);
  Result<PointsFile> back = parsePointsText(text, "copy.points");
  ASSERT_TRUE(back) << back.status().message();
  ASSERT_EQ(back->gcps.points.size(), f->gcps.points.size());
  for (size_t i = 0; i < f->gcps.points.size(); ++i) {
    const Gcp& a = f->gcps.points[i];
    const Gcp& b = back->gcps.points[i];
    EXPECT_EQ(std::memcmp(&a.map, &b.map, sizeof a.map), 0) << i;
    EXPECT_EQ(a.pixel.x, b.pixel.x) << i;
    EXPECT_EQ(a.pixel.y, b.pixel.y) << i;
    EXPECT_EQ(a.enabled, b.enabled) << i;
  }
  EXPECT_EQ(back->gcps.crsText, f->gcps.crsText);
  EXPECT_EQ(writePointsText(*back), text);
}

TEST(PointsFile, WritesTheTextQgisWrites) {
  // As QGIS 3 saves a georeferencer session: #CRS line, eight columns, 17 decimals with trailing zeros dropped.
  const std::string qgis =
      "#CRS: PROJCRS[\"ETRF2000-PL / CS92\",ID[\"EPSG\",2180]]\n"
      "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
      "-1000,3750,220.15999999999999659,-228.68999999999999773,1,0.5,-0.25,0.55901699437494745\n"
      "637250.5,0.125,0,-0.5,0,0,0,0\n";
  Result<PointsFile> f = parsePointsText(qgis, "session.points");
  ASSERT_TRUE(f) << f.status().message();
  ASSERT_EQ(f->gcps.points.size(), 2u);
  EXPECT_EQ(*f->gcps.crsText, "PROJCRS[\"ETRF2000-PL / CS92\",ID[\"EPSG\",2180]]");
  EXPECT_EQ(f->gcps.points[0].pixel.x, 220.16);
  EXPECT_FALSE(f->gcps.points[1].enabled);
  ASSERT_EQ(f->residuals.size(), 2u);
  EXPECT_EQ(f->residuals[0].dx, 0.5);
  EXPECT_EQ(writePointsText(*f), qgis);
}

TEST(PointsFile, QgisNumbers) {
  EXPECT_EQ(qgisNumber(-1000), "-1000");
  EXPECT_EQ(qgisNumber(0.5), "0.5");
  EXPECT_EQ(qgisNumber(-0.0), "0");
  EXPECT_EQ(qgisNumber(220.16), "220.15999999999999659");
  EXPECT_EQ(qgisNumber(1e-20), "0");
}

TEST(PointsFile, AcceptsOlderAndShorterForms) {
  // QGIS 2 called the pixel columns pixelX/pixelY; a line without "enable" is enabled; Windows line ends.
  Result<PointsFile> f = parsePointsText("mapX,mapY,pixelX,pixelY\r\n1,2,3,-4\r\n\r\n", "old.points");
  ASSERT_TRUE(f) << f.status().message();
  ASSERT_EQ(f->gcps.points.size(), 1u);
  EXPECT_TRUE(f->gcps.points[0].enabled);
  EXPECT_EQ(f->gcps.points[0].pixel.y, 4);
  // The first georeferencer separated values with tabs; an empty #CRS line (a project without CRS) says nothing.
  Result<PointsFile> tabs =
      parsePointsText("#CRS: \nmapX\tmapY\tpixelX\tpixelY\tenable\n1\t2\t3\t-4\t0\n", "tabs.points");
  ASSERT_TRUE(tabs) << tabs.status().message();
  EXPECT_FALSE(tabs->gcps.crsText);
  ASSERT_EQ(tabs->gcps.points.size(), 1u);
  EXPECT_FALSE(tabs->gcps.points[0].enabled);
  EXPECT_EQ(tabs->gcps.points[0].map.y, 2);
}

TEST(PointsFile, WritesTheCrsLineEvenWithoutACrs) {
  // As QGIS does: "#CRS: " followed by nothing when the target CRS is unset.
  Result<PointsFile> f = readPointsFile(kJacoubet);
  ASSERT_TRUE(f);
  const std::string text = writePointsText(*f);
  EXPECT_EQ(text.rfind("#CRS: \nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
                       "-1000,3750,220.15999999999999659,-228.68999999999999773,1,0,0,0\n",
                       0),
            0u)
      << text.substr(0, 200);
}

void expectRefused(const std::string& text, const std::string& fragment) {
  Result<PointsFile> f = parsePointsText(text, "bad.points");
  ASSERT_FALSE(f) << text;
  EXPECT_NE(f.status().message().find(fragment), std::string::npos) << f.status().message();
  EXPECT_EQ(f.status().message().rfind("bad.points", 0), 0u) << f.status().message();
}

TEST(PointsFile, BrokenFilesAreRefusedNamingTheLine) {
  const std::string header = "mapX,mapY,sourceX,sourceY,enabled\n";
  expectRefused("", "empty file");
  expectRefused("x,y,z\n1,2,3\n", "line 1: expected the QGIS header");
  expectRefused(header + "1,2,3,-4,1\n1,2,abc,-4,1\n", "line 3: sourceX 'abc' is not a number");
  expectRefused(header + "1,2,3\n", "line 2: expected 4 to 8 comma-separated values, found 3");
  expectRefused(header + "1,2,3,-4,yes\n", "line 2: enable 'yes' is neither 0 nor 1");
  expectRefused(header + "1,nan,3,-4,1\n", "line 2: mapY 'nan' is not a number");
  expectRefused(header + "1,2,3,,1\n", "line 2: sourceY '' is not a number");
  expectRefused("#CRS: EPSG:4326\n#CRS: EPSG:4326\n" + header, "line 2: expected the QGIS header");
}

TEST(PointsFile, MissingFileIsNamed) {
  Result<PointsFile> f = readPointsFile("/nonexistent/dir/x.points");
  ASSERT_FALSE(f);
  EXPECT_NE(f.status().message().find("/nonexistent/dir/x.points"), std::string::npos);
}

TEST(PointsFile, AHugeFileIsRefusedBeforeItIsRead) {
  testing::TempDir dir("points");
  const std::string path = dir / "huge.points";
  { std::ofstream(path) << "mapX,mapY,sourceX,sourceY,enable\n"; }
  std::filesystem::resize_file(path, (64u << 20) + 1);  // sparse: nothing is written
  Result<PointsFile> f = readPointsFile(path);
  ASSERT_FALSE(f);
  EXPECT_NE(f.status().message().find(path + ": 67108865 bytes is too large for a .points file"), std::string::npos)
      << f.status().message();
}

TEST(PointsFile, WriteReplacesTheFileWhole) {
  testing::TempDir dir("points");
  const std::string path = dir / "out.points";
  Result<PointsFile> f = readPointsFile(kJacoubet);
  ASSERT_TRUE(f);
  ASSERT_TRUE(writePointsFile(path, *f));
  Result<PointsFile> back = readPointsFile(path);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->gcps.points.size(), 30u);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  EXPECT_FALSE(writePointsFile((dir.path() / "no_such_dir" / "out.points").string(), *f));
}

}  // namespace
}  // namespace cartouche::geo
