// Rasters opened for map layers: the real GDAL edge cases of ../shared/data/rasters (a GeoTIFF, a rotated
// geotransform, a JPEG georeferenced only by a VRT's GCPs, an HGT tile) and one broken fixture per failure mode
// (truncated pixels, a huge claimed size, a missing VRT source, an unknown CRS), each refused naming the file.
// Also the overview pyramid beside a linked file, its cancel, and a folder that cannot take one.
#include "geo/raster.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "dem_test_support.h"

namespace cartouche::geo {
namespace {

namespace fs = std::filesystem;

std::string folderOf(const testing::TempDir& d) { return fs::path(d / "x").parent_path().string(); }

const std::string kRasters = CARTOUCHE_SHARED_DATA "/rasters";
const std::string kFixtures = CARTOUCHE_SOURCE_DIR "/tests/fixtures/rasters";

void expectRefused(const Status& s, Status::Code code, const std::string& file, const std::string& fragment) {
  ASSERT_FALSE(s);
  EXPECT_EQ(s.code(), code) << s.message();
  EXPECT_NE(s.message().find(file), std::string::npos) << s.message();
  EXPECT_NE(s.message().find(fragment), std::string::npos) << s.message();
}

// A Byte GeoTIFF of `side` x `side` pixels with a gradient, north-up, EPSG:2180.
std::string writeByteTiff(const std::string& path, int side) {
  ensureGdal();
  GDALDatasetH ds = GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), side, side, 1, GDT_Byte, nullptr);
  double gt[6] = {500000, 1, 0, 600000, 0, -1};
  GDALSetGeoTransform(ds, gt);
  const std::string wkt = test::srsWkt(2180);
  GDALSetProjection(ds, wkt.c_str());
  std::vector<uint8_t> row(static_cast<size_t>(side));
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) row[size_t(x)] = uint8_t((x + y) % 256);
    EXPECT_EQ(GDALRasterIO(GDALGetRasterBand(ds, 1), GF_Write, 0, y, side, 1, row.data(), side, 1, GDT_Byte, 0, 0),
              CE_None);
  }
  GDALClose(ds);
  return path;
}

TEST(Raster, GeoTiffInfo) {
  auto r = Raster::openUserFile(kRasters + "/byte.tif");
  ASSERT_TRUE(r) << r.status().message();
  const RasterInfo& i = r->info();
  EXPECT_EQ(i.driver, "GTiff");
  EXPECT_EQ(i.width, 20);
  EXPECT_EQ(i.height, 20);
  EXPECT_EQ(i.bands, 1);
  EXPECT_EQ(i.crsCode, "EPSG:26711");
  EXPECT_EQ(i.crsName, "NAD27 / UTM zone 11N");
  ASSERT_TRUE(i.geoTransform);
  EXPECT_EQ(*i.geoTransform, (std::array<double, 6>{440720, 60, 0, 3751320, 0, -60}));
  EXPECT_TRUE(i.northUp());
  EXPECT_TRUE(i.gcps.empty());
  EXPECT_EQ(describe(i),
            "20 x 20 pixels, 1 band, EPSG:26711 (NAD27 / UTM zone 11N), geotransform origin (440720, "
            "3751320), pixel 60 x -60");
}

TEST(Raster, RotatedGeoTransformWithoutCrs) {
  auto r = Raster::openUserFile(kRasters + "/rotated.tif");
  ASSERT_TRUE(r) << r.status().message();
  ASSERT_TRUE(r->info().geoTransform);
  const auto& g = *r->info().geoTransform;
  EXPECT_NEAR(g[1], 17.3205, 1e-4);
  EXPECT_NEAR(g[2], 5.0, 1e-9);
  EXPECT_NEAR(g[4], 10.0, 1e-9);
  EXPECT_FALSE(r->info().northUp());
  EXPECT_EQ(r->info().crsWkt, "");  // unknown stays unknown
}

TEST(Raster, VrtWithGcpsOverAJpegBesideIt) {
  auto r = Raster::openUserFile(kRasters + "/white-gemini-iv.vrt");
  ASSERT_TRUE(r) << r.status().message();
  const RasterInfo& i = r->info();
  EXPECT_EQ(i.driver, "VRT");
  EXPECT_EQ(i.width, 1024);
  EXPECT_EQ(i.height, 768);
  EXPECT_EQ(i.bands, 3);
  EXPECT_FALSE(i.geoTransform);
  ASSERT_EQ(i.gcps.size(), 3u);
  EXPECT_EQ(i.gcps[1].label, "2");
  EXPECT_EQ(i.gcps[1].pixelX, 1024.0);
  EXPECT_EQ(i.gcps[1].mapX, 338615.0);
  EXPECT_EQ(i.gcps[2].mapY, 2651340.0);
  EXPECT_EQ(i.crsCode, "EPSG:32618");
}

TEST(Raster, HgtTileExtractedFromItsZip) {
  // The HGT inside its zip is opened only as an extracted copy: /vsi paths are never opened.
  ensureGdal();
  testing::TempDir dir;
  auto zip = Raster::openUserFile("/vsizip/" + kRasters + "/N10W110.hgt.zip/N10W110.hgt");
  expectRefused(zip.status(), Status::Code::Unsupported, "N10W110.hgt", "only local files");
  GDALDatasetH src = GDALOpen(("/vsizip/" + kRasters + "/N10W110.hgt.zip/N10W110.hgt").c_str(), GA_ReadOnly);
  ASSERT_NE(src, nullptr);
  GDALDatasetH hgt = GDALCreateCopy(GDALGetDriverByName("SRTMHGT"), (dir / "N10W110.hgt").c_str(), src, FALSE, nullptr,
                                    nullptr, nullptr);
  GDALClose(hgt);
  GDALClose(src);
  auto r = Raster::openUserFile(dir / "N10W110.hgt");
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->info().driver, "SRTMHGT");
  EXPECT_EQ(r->info().width, 1201);
  EXPECT_EQ(r->info().crsCode, "EPSG:4326");
}

TEST(Raster, TruncatedFileIsRefusedAtOpen) {
  // The header and IFD are whole; the pixel strips are cut off: GDAL opens it, the probe read fails.
  const std::string path = kFixtures + "/truncated.tif";
  expectRefused(Raster::openUserFile(path).status(), Status::Code::Corrupt, path, "truncated or corrupt");
}

TEST(Raster, HugeClaimedDimensionsAreRefused) {
  const std::string path = kFixtures + "/huge.tif";  // 252 bytes claiming 2000000 x 2000000 pixels
  expectRefused(Raster::openUserFile(path).status(), Status::Code::Unsupported, path, "claims 2000000 x 2000000");
}

TEST(Raster, MissingVrtSourceIsRefused) {
  const std::string path = kFixtures + "/missing_source.vrt";
  expectRefused(Raster::openUserFile(path).status(), Status::Code::NotFound, path,
                "VRT source 'no_such_scan.tif' is missing");
}

TEST(Raster, UnknownCrsIsRefused) {
  const std::string path = kFixtures + "/unknown_crs.vrt";
  expectRefused(Raster::openUserFile(path).status(), Status::Code::Unsupported, path,
                "its CRS 'EPSG:999999' is unknown to PROJ");
}

TEST(Raster, NotARasterAndMissingFile) {
  testing::TempDir dir;
  { std::ofstream(dir / "notes.tif") << "not a tiff at all"; }
  expectRefused(Raster::openUserFile(dir / "notes.tif").status(), Status::Code::Corrupt, dir / "notes.tif",
                "not a raster Cartouche reads");
  expectRefused(Raster::openUserFile(dir / "none.tif").status(), Status::Code::NotFound, dir / "none.tif",
                "no such file");
}

TEST(Raster, LinkedRasterIsConfinedToTheBattleFolder) {
  testing::TempDir dir;
  fs::create_directory(dir / "maps");
  fs::copy_file(kRasters + "/byte.tif", dir / "maps/byte.tif");
  auto r = Raster::openLinked(folderOf(dir), "maps/byte.tif");
  ASSERT_TRUE(r) << r.status().message();
  EXPECT_EQ(r->info().path, "maps/byte.tif");
  expectRefused(Raster::openLinked(folderOf(dir), "/vsicurl/http://example.com/a.tif").status(),
                Status::Code::Unsupported, "/vsicurl/", "GDAL virtual file system");
  expectRefused(Raster::openLinked(dir / "maps", "../maps/byte.tif").status(), Status::Code::Unsupported,
                "../maps/byte.tif", "leaves its folder");
}

TEST(Raster, OverviewsBuiltBesideALinkedFileWithProgress) {
  testing::TempDir dir;
  writeByteTiff(dir / "scan.tif", 1000);
  auto r = Raster::openLinked(folderOf(dir), "scan.tif");
  ASSERT_TRUE(r) << r.status().message();
  ASSERT_EQ(r->info().overviews, 0);
  std::vector<double> seen;
  ASSERT_TRUE(r->buildOverviews([&](double f) {
    seen.push_back(f);
    return true;
  }));
  EXPECT_TRUE(fs::exists(dir / "scan.tif.ovr"));
  EXPECT_EQ(r->info().overviews, 2);  // 500 and 250 pixels: the last fits in one 256-pixel tile
  ASSERT_FALSE(seen.empty());
  EXPECT_DOUBLE_EQ(seen.back(), 1.0);
  auto again = Raster::openLinked(folderOf(dir), "scan.tif");
  ASSERT_TRUE(again);
  EXPECT_EQ(again->info().overviews, 2);
}

TEST(Raster, CancelledOverviewsLeaveNoOvr) {
  testing::TempDir dir;
  writeByteTiff(dir / "scan.tif", 1000);
  auto r = Raster::openLinked(folderOf(dir), "scan.tif");
  ASSERT_TRUE(r);
  Status s = r->buildOverviews([](double f) { return f < 0.3; });
  expectRefused(s, Status::Code::Unsupported, "scan.tif", "cancelled");
  EXPECT_FALSE(fs::exists(dir / "scan.tif.ovr"));
}

TEST(Raster, ReadOnlyFolderGetsNoPyramidAndSaysSo) {
  if (::geteuid() == 0) GTEST_SKIP() << "root writes into read-only folders";
  testing::TempDir dir;
  writeByteTiff(dir / "scan.tif", 1000);
  auto r = Raster::openLinked(folderOf(dir), "scan.tif");
  ASSERT_TRUE(r);
  const std::string folder = folderOf(dir);
  ::chmod(folder.c_str(), 0555);
  Status s = r->buildOverviews({});
  ::chmod(folder.c_str(), 0755);
  expectRefused(s, Status::Code::Unsupported, "scan.tif", "is not writable");
}

}  // namespace
}  // namespace cartouche::geo
