// Layers made from rasters: the record (geotransform, GCPs with a transform that solves, or nothing yet) and the
// GeoPackage tile pyramid GDAL writes, read back through the GeoPackage driver: a north-up GeoTIFF keeps its place
// and CRS, a rotated one and a GCP scan are embedded in their pixel frame, a large raster gets overview levels, and
// a cancel stops the write.
#include "geo/layer_embed.h"

#include <gdal_alg.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "dem_test_support.h"

namespace cartouche::geo {
namespace {

const std::string kRasters = CARTOUCHE_SHARED_DATA "/rasters";

Raster open(const std::string& path) {
  auto r = Raster::openUserFile(path);
  EXPECT_TRUE(r) << r.status().message();
  return std::move(r).value();
}

TEST(LayerEmbed, GeoTiffLayerKeepsItsGeoTransformAndCrs) {
  auto layer = makeLayer(open(kRasters + "/byte.tif"), "byte", LayerKind::Embedded, "layer_1");
  ASSERT_TRUE(layer) << layer.status().message();
  EXPECT_EQ(layer->georef, LayerGeoref::GeoTransform);
  EXPECT_EQ(layer->geoTransform, (std::array<double, 6>{440720, 60, 0, 3751320, 0, -60}));
  EXPECT_EQ(layer->crs, "EPSG:26711");
  EXPECT_TRUE(layer->gcps.empty());
}

TEST(LayerEmbed, GcpScanGetsAFirstOrderPolynomial) {
  auto layer = makeLayer(open(kRasters + "/white-gemini-iv.vrt"), "gemini", LayerKind::Linked, "w.vrt");
  ASSERT_TRUE(layer) << layer.status().message();
  EXPECT_EQ(layer->georef, LayerGeoref::Gcps);
  EXPECT_EQ(layer->transform, "poly1");
  ASSERT_EQ(layer->gcps.size(), 3u);
  EXPECT_EQ(layer->crs, "EPSG:32618");
}

TEST(LayerEmbed, UnsolvableGcpsAreRefused) {
  testing::TempDir dir;
  std::ofstream(dir / "line.vrt")
      << "<VRTDataset rasterXSize=\"8\" rasterYSize=\"8\"><GCPList Projection=\"EPSG:32618\">"
         "<GCP Id=\"1\" Pixel=\"0\" Line=\"0\" X=\"0\" Y=\"0\"/><GCP Id=\"2\" Pixel=\"4\" Line=\"4\" X=\"4\" Y=\"4\"/>"
         "<GCP Id=\"3\" Pixel=\"8\" Line=\"8\" X=\"8\" Y=\"8\"/></GCPList>"
         "<VRTRasterBand dataType=\"Byte\" band=\"1\"/></VRTDataset>";
  auto layer = makeLayer(open(dir / "line.vrt"), "line", LayerKind::Embedded, "layer_1");
  ASSERT_FALSE(layer);
  EXPECT_NE(layer.status().message().find(dir / "line.vrt"), std::string::npos) << layer.status().message();
  EXPECT_NE(layer.status().message().find("do not fix a polynomial 1 transform"), std::string::npos)
      << layer.status().message();
}

TEST(LayerEmbed, NorthUpRasterIsEmbeddedInPlace) {
  ensureGdal();
  testing::TempDir dir;
  const std::string gpkg = dir / "tiles.gpkg";
  ASSERT_TRUE(embedRaster(open(kRasters + "/byte.tif"), gpkg, "layer_1", {}));
  auto back = Raster::openEmbedded(gpkg, "layer_1");
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_EQ(back->info().driver, "GPKG");
  EXPECT_EQ(back->info().width, 20);
  EXPECT_EQ(back->info().height, 20);
  EXPECT_EQ(back->info().crsCode, "EPSG:26711");
  ASSERT_TRUE(back->info().geoTransform);
  EXPECT_EQ(*back->info().geoTransform, (std::array<double, 6>{440720, 60, 0, 3751320, 0, -60}));
  // Pixels survive the tiles: the same checksum as the source.
  GDALDatasetH src = GDALOpen((kRasters + "/byte.tif").c_str(), GA_ReadOnly);
  const int expected = GDALChecksumImage(GDALGetRasterBand(src, 1), 0, 0, 20, 20);
  GDALClose(src);
  EXPECT_EQ(GDALChecksumImage(GDALGetRasterBand(static_cast<GDALDatasetH>(back->handle()), 1), 0, 0, 20, 20), expected);
  // A GeoPackage holding one raster opens as a raster file too.
  auto whole = Raster::openUserFile(gpkg);
  ASSERT_TRUE(whole) << whole.status().message();
  EXPECT_EQ(whole->info().driver, "GPKG");
  EXPECT_EQ(whole->info().width, 20);
}

TEST(LayerEmbed, RotatedAndGcpRastersAreEmbeddedInTheirPixelFrame) {
  testing::TempDir dir;
  const std::string gpkg = dir / "tiles.gpkg";
  ASSERT_TRUE(embedRaster(open(kRasters + "/rotated.tif"), gpkg, "layer_1", {}));
  ASSERT_TRUE(embedRaster(open(kRasters + "/white-gemini-iv.vrt"), gpkg, "layer_2", {}));
  auto rotated = Raster::openEmbedded(gpkg, "layer_1");
  ASSERT_TRUE(rotated) << rotated.status().message();
  EXPECT_EQ(rotated->info().width, 10);
  EXPECT_EQ(rotated->info().height, 15);
  EXPECT_EQ(*rotated->info().geoTransform, (std::array<double, 6>{0, 1, 0, 0, 0, -1}));
  auto gemini = Raster::openEmbedded(gpkg, "layer_2");
  ASSERT_TRUE(gemini) << gemini.status().message();
  EXPECT_EQ(gemini->info().width, 1024);
  EXPECT_EQ(gemini->info().bands, 3);
  // GeoPackage's "undefined cartesian" SRS (srs_id -1): the real georeferencing is the layer row.
  EXPECT_EQ(gemini->info().crsName, "Undefined Cartesian SRS");
  EXPECT_EQ(gemini->info().crsCode, "");
  EXPECT_GE(gemini->info().overviews, 2);  // 512 and 256 pixels wide
}

TEST(LayerEmbed, ProgressRunsToTheEndAndCancelStops) {
  testing::TempDir dir;
  std::vector<double> seen;
  ASSERT_TRUE(embedRaster(open(kRasters + "/white-gemini-iv.vrt"), dir / "a.gpkg", "layer_1", [&](double f) {
    seen.push_back(f);
    return true;
  }));
  ASSERT_FALSE(seen.empty());
  EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
  EXPECT_DOUBLE_EQ(seen.back(), 1.0);
  Status s =
      embedRaster(open(kRasters + "/white-gemini-iv.vrt"), dir / "b.gpkg", "layer_1", [](double f) { return f < 0.2; });
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("cancelled"), std::string::npos) << s.message();
}

TEST(LayerEmbed, HeightsAreLinkedNotEmbedded) {
  ensureGdal();
  testing::TempDir dir;
  GDALDatasetH src = GDALOpen(("/vsizip/" + kRasters + "/N10W110.hgt.zip/N10W110.hgt").c_str(), GA_ReadOnly);
  ASSERT_NE(src, nullptr);
  GDALClose(GDALCreateCopy(GDALGetDriverByName("SRTMHGT"), (dir / "N10W110.hgt").c_str(), src, FALSE, nullptr, nullptr,
                           nullptr));
  GDALClose(src);
  Status s = embedRaster(open(dir / "N10W110.hgt"), dir / "a.gpkg", "layer_1", {});
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("N10W110.hgt: band 1 holds Int16 values; only 8-bit images are embedded"),
            std::string::npos)
      << s.message();
  EXPECT_FALSE(std::filesystem::exists(dir / "a.gpkg"));
}

TEST(LayerEmbed, EmbeddedTableNamesAreCheckedBeforeGdalSeesThem) {
  testing::TempDir dir;
  auto r = Raster::openEmbedded(dir / "a.gpkg", "x:/vsicurl/y");
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("not a plain identifier"), std::string::npos) << r.status().message();
}

}  // namespace
}  // namespace cartouche::geo
