// Paths read from a battle file are confined before GDAL sees them: every refusal (GDAL virtual file systems, URLs,
// absolute paths, `..`, symlinks out of the folder, VRTs that read other files) with a message naming the path, and
// the allowed cases (a plain file below the folder, a VRT whose source lies beside it).
#include "geo/safe_path.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "dem_test_support.h"

namespace cartouche::geo {
namespace {

namespace fs = std::filesystem;

std::string folderOf(const testing::TempDir& d) { return fs::path(d / "x").parent_path().string(); }

const std::string kRasters = CARTOUCHE_SHARED_DATA "/rasters";
const std::string kFixtures = CARTOUCHE_SOURCE_DIR "/tests/fixtures/rasters";

void writeText(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

std::string vrtWithSource(const std::string& sourceElement) {
  return "<VRTDataset rasterXSize=\"20\" rasterYSize=\"20\">\n"
         "  <VRTRasterBand dataType=\"Byte\" band=\"1\">\n"
         "    <SimpleSource>\n      " +
         sourceElement +
         "\n      <SourceBand>1</SourceBand>\n"
         "    </SimpleSource>\n  </VRTRasterBand>\n</VRTDataset>\n";
}

void expectRefused(const Status& s, const std::string& fragment) {
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find(fragment), std::string::npos) << s.message();
}

TEST(SafePath, RefusesVirtualFileSystemsUrlsAbsoluteAndParentPaths) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"/vsicurl/http://example.com/map.tif", "GDAL virtual file system"},
      {"/vsis3/bucket/map.tif", "GDAL virtual file system"},
      {"/vsimem/map.tif", "GDAL virtual file system"},
      {"/VSIZIP/maps.zip/map.tif", "GDAL virtual file system"},
      {"maps//vsicurl/x", "GDAL virtual file system"},
      {"http://example.com/map.tif", "URL"},
      {"ftp:map.tif", "scheme"},
      {"/etc/passwd", "absolute"},
      {"../map.tif", "leaves its folder"},
      {"maps/../../map.tif", "leaves its folder"},
      {"maps\\map.tif", "backslash"},
      {"", "empty"},
  };
  for (const auto& [text, fragment] : cases) {
    Status s = checkRelativePathText(text, "linked layer '" + text + "'");
    expectRefused(s, fragment);
    if (!text.empty()) {
      EXPECT_NE(s.message().find(text), std::string::npos) << s.message();
    }
  }
  EXPECT_TRUE(checkRelativePathText("maps/sheet 22.tif", "x"));
  EXPECT_TRUE(checkRelativePathText("./map.tif", "x"));
}

TEST(SafePath, ConfinesToTheFolder) {
  testing::TempDir dir;
  fs::create_directories(dir / "maps");
  writeText(dir / "maps/a.tif", "x");
  auto ok = confinePath(folderOf(dir), "maps/a.tif", "linked layer");
  ASSERT_TRUE(ok) << ok.status().message();
  EXPECT_EQ(*ok, fs::canonical(dir / "maps/a.tif").string());

  auto missing = confinePath(folderOf(dir), "maps/b.tif", "linked layer");
  expectRefused(missing.status(), "no such file");
  EXPECT_EQ(missing.status().code(), Status::Code::NotFound);
  expectRefused(confinePath(folderOf(dir), "maps", "linked layer").status(), "not a regular file");
}

TEST(SafePath, RefusesSymlinksThatLeaveTheFolder) {
  testing::TempDir outside, dir;
  writeText(outside / "secret.tif", "x");
  fs::create_symlink(outside / "secret.tif", dir / "map.tif");
  fs::create_directory_symlink(folderOf(outside), dir / "elsewhere");
  expectRefused(confinePath(folderOf(dir), "map.tif", "linked layer").status(), "leads outside the folder");
  expectRefused(confinePath(folderOf(dir), "elsewhere/secret.tif", "linked layer").status(),
                "leads outside the folder");
  // A symlink that stays inside is followed.
  fs::create_directory(dir / "real");
  writeText(dir / "real/in.tif", "x");
  fs::create_symlink(dir / "real/in.tif", dir / "inside.tif");
  EXPECT_TRUE(confinePath(folderOf(dir), "inside.tif", "linked layer"));
}

TEST(SafePath, RefusesSidecarsThatLeaveTheFolder) {
  testing::TempDir outside, dir;
  writeText(outside / "other.ovr", "x");
  writeText(dir / "scan.tif", "x");
  writeText(dir / "scan.tfw", "1\n0\n0\n-1\n0\n0\n");
  writeText(dir / "unrelated.txt", "x");
  fs::create_symlink(outside / "other.ovr", dir / "unrelated.ovr");  // another raster's: not read with scan.tif
  auto real = confinePath(folderOf(dir), "scan.tif", "linked layer");
  ASSERT_TRUE(real);
  EXPECT_TRUE(checkSidecars(*real, folderOf(dir)));
  fs::create_symlink(outside / "other.ovr", dir / "scan.tif.ovr");
  Status s = checkSidecars(*real, folderOf(dir));
  expectRefused(s, "scan.tif.ovr: a file GDAL reads beside scan.tif is a symlink that leads outside the folder");
}

TEST(SafePath, AVrtWhoseSourceLiesBesideItIsAllowed) {
  auto srs = inspectVrt(kRasters + "/white-gemini-iv.vrt", kRasters);
  ASSERT_TRUE(srs) << srs.status().message();
  EXPECT_EQ(*srs, "");  // its CRS is on the GCP list, not an SRS element
  EXPECT_EQ(*inspectVrt(kFixtures + "/unknown_crs.vrt", kFixtures), "EPSG:999999");
  EXPECT_EQ(*inspectVrt(kRasters + "/byte.tif", kRasters), "");  // not a VRT: nothing to inspect
}

TEST(SafePath, RefusesVrtsThatReadOtherFiles) {
  testing::TempDir outside, dir;
  writeText(outside / "secret.tif", "x");
  writeText(dir / "beside.tif", "x");
  fs::create_symlink(outside / "secret.tif", dir / "link.tif");
  writeText(dir / "inner.vrt", vrtWithSource("<SourceFilename relativeToVRT=\"1\">beside.tif</SourceFilename>"));
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"<SourceFilename relativeToVRT=\"0\">" + (outside / "secret.tif") + "</SourceFilename>", "absolute"},
      {"<SourceFilename relativeToVRT=\"1\">../secret.tif</SourceFilename>", "leaves its folder"},
      {"<SourceFilename relativeToVRT=\"1\">/vsicurl/http://example.com/a.tif</SourceFilename>", "/vsi"},
      {"<SourceFilename relativeToVRT=\"1\">vrt://beside.tif</SourceFilename>", "URL"},
      {"<SourceFilename>beside.tif</SourceFilename>", "relativeToVRT"},
      {"<SourceFilename relativeToVRT=\"1\">link.tif</SourceFilename>", "leads outside the folder"},
      {"<SourceFilename relativeToVRT=\"1\">missing.tif</SourceFilename>", "is missing"},
      {"<SourceFilename relativeToVRT=\"1\">inner.vrt</SourceFilename>", "nested VRTs are refused"},
  };
  for (const auto& [element, fragment] : cases) {
    writeText(dir / "map.vrt", vrtWithSource(element));
    auto r = inspectVrt(dir / "map.vrt", folderOf(dir));
    expectRefused(r.status(), fragment);
    EXPECT_NE(r.status().message().find(dir / "map.vrt"), std::string::npos) << r.status().message();
  }
  writeText(dir / "map.vrt", vrtWithSource("<SourceFilename relativeToVRT=\"1\">beside.tif</SourceFilename>"));
  EXPECT_TRUE(inspectVrt(dir / "map.vrt", folderOf(dir)));
}

TEST(SafePath, RefusesVrtKindsAndSrsTextThatReachFurther) {
  testing::TempDir dir;
  writeText(dir / "warp.vrt",
            "<VRTDataset subClass=\"VRTWarpedDataset\" rasterXSize=\"2\" rasterYSize=\"2\">"
            "<GDALWarpOptions><SourceDataset relativeToVRT=\"1\">a.tif</SourceDataset></GDALWarpOptions></VRTDataset>");
  expectRefused(inspectVrt(dir / "warp.vrt", folderOf(dir)).status(), "VRTWarpedDataset");
  writeText(dir / "code.vrt",
            "<VRTDataset rasterXSize=\"2\" rasterYSize=\"2\"><VRTRasterBand dataType=\"Byte\" band=\"1\" "
            "subClass=\"VRTDerivedRasterBand\"><PixelFunctionLanguage>Python</PixelFunctionLanguage>"
            "<PixelFunctionCode>import os</PixelFunctionCode></VRTRasterBand></VRTDataset>");
  expectRefused(inspectVrt(dir / "code.vrt", folderOf(dir)).status(), "refused");
  writeText(dir / "srs.vrt",
            "<VRTDataset rasterXSize=\"2\" rasterYSize=\"2\"><SRS>http://example.com/crs.wkt</SRS></VRTDataset>");
  expectRefused(inspectVrt(dir / "srs.vrt", folderOf(dir)).status(), "is not WKT, an EPSG code or a PROJ string");
  writeText(dir / "file.vrt", "<VRTDataset rasterXSize=\"2\" rasterYSize=\"2\"><SRS>/etc/crs.prj</SRS></VRTDataset>");
  expectRefused(inspectVrt(dir / "file.vrt", folderOf(dir)).status(), "is not WKT");
  writeText(dir / "broken.vrt", "<VRTDataset rasterXSize=\"2\"");
  expectRefused(inspectVrt(dir / "broken.vrt", folderOf(dir)).status(), "not a well-formed VRT");
}

}  // namespace
}  // namespace cartouche::geo
