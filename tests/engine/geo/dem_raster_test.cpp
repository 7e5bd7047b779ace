// DEMs as they come: the real Suwałki SRTM extract (EPSG:2180 with northing/easting axis order, about 10% NaN cells
// and no NoData declared), an SRTM HGT tile read inside its zip, and broken files (truncated, huge claimed size,
// no CRS, not a raster, missing), each refused with a message naming the file.
#include <gtest/gtest.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <fstream>
#include <iterator>

#include "dem_test_support.h"
#include "geo/dem_sampling.h"

namespace cartouche::geo {
namespace {

const std::string kSuwalki = CARTOUCHE_SHARED_DATA "/dem/srtm_suwalki_pl.tif";
const std::string kHgtZip = "/vsizip/" CARTOUCHE_SHARED_DATA "/rasters/N10W110.hgt.zip/N10W110.hgt";
const double kSqrt3 = std::sqrt(3.0);

GridSettings pointyGrid(int columns, int rows) {
  GridSettings g;
  g.orientation = Orientation::PointyTop;
  g.shifted = ShiftedLines::Odd;
  g.columns = columns;
  g.rows = rows;
  return g;
}

Point reproject(Point p, int fromEpsg, int toEpsg) {
  OGRSpatialReference a, b;
  a.importFromEPSG(fromEpsg);
  b.importFromEPSG(toEpsg);
  a.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  b.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  OGRCoordinateTransformation* t = OGRCreateCoordinateTransformation(&a, &b);
  EXPECT_NE(t, nullptr);
  if (t) {
    t->Transform(1, &p.x, &p.y);
    OGRCoordinateTransformation::DestroyCT(t);
  }
  return p;
}

TEST(DemRaster, SuwalkiHeightsAndItsUndeclaredNanCells) {
  Result<DemRaster> dem = DemRaster::open(kSuwalki);
  ASSERT_TRUE(dem.isOk()) << dem.status().message();
  EXPECT_EQ(dem->width(), 127);
  EXPECT_EQ(dem->height(), 96);
  EXPECT_FALSE(dem->noData().has_value());
  EXPECT_NE(dem->crsWkt().find("2180"), std::string::npos);
  Result<DemWindow> all = dem->readWindow(0, 0, 127, 96);
  ASSERT_TRUE(all.isOk());
  int nan = 0;
  float lo = INFINITY, hi = -INFINITY;
  for (float v : all->values) {
    if (std::isnan(v)) {
      ++nan;
      continue;
    }
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  EXPECT_NEAR(double(nan) / double(all->values.size()), 0.10, 0.02);
  EXPECT_NEAR(lo, 143.66, 0.01);
  EXPECT_NEAR(hi, 288.84, 0.01);
}

TEST(DemSampling, SuwalkiHexMeansMatchADirectReadOfTheCells) {
  // A 100 x 80 grid of 100 m hexes inside the DEM (easting 745541.7 - 756971.7, northing 712616.2 - 721256.2),
  // placed in the DEM's own CRS. Ground x is the easting, although EPSG:2180 lists northing first.
  Result<DemRaster> dem = DemRaster::open(kSuwalki);
  ASSERT_TRUE(dem.isOk());
  const GridSettings g = pointyGrid(100, 80);
  const Point origin{746000, 720800};
  Result<GridPlacement> p = makeGridPlacement(g, {"EPSG:2180", origin, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk()) << h.status().message();
  int known = 0, unknown = 0;
  for (size_t k = 0; k < h->mean.size(); ++k) {
    for (const auto* v : {&h->mean, &h->max, &h->centre}) {
      const float m = (*v)[k];
      if (std::isnan(m)) continue;
      EXPECT_GE(m, 143.6f);
      EXPECT_LE(m, 288.9f);
    }
    if (std::isnan(h->mean[k])) {
      ++unknown;
      EXPECT_EQ(h->validCells[k], 0) << "only a hex with no valid cell is unknown";
    } else {
      ++known;
      EXPECT_GE(h->max[k], h->mean[k]);
    }
  }
  EXPECT_GT(unknown, 0) << "the NaN cells leave some hexes without a height";
  EXPECT_GT(known, 8 * unknown);

  // Hexes checked against the cells read directly: every cell whose centre lies in the hex (hand-written test
  // for a pointy hex 100 m across, unrotated), NaN skipped.
  Result<DemWindow> all = dem->readWindow(0, 0, dem->width(), dem->height());
  ASSERT_TRUE(all.isOk());
  const auto& gt = dem->geoTransform();
  int checked = 0;
  for (OffsetCoord oc : {OffsetCoord{40, 30}, OffsetCoord{7, 71}, OffsetCoord{99, 0}, OffsetCoord{63, 44}}) {
    const Point c{origin.x + 100.0 * oc.col + (oc.row % 2 ? 50.0 : 0.0), origin.y - 50.0 * kSqrt3 * oc.row};
    double sum = 0;
    int cells = 0, valid = 0;
    float max = NAN;
    for (int r = 0; r < dem->height(); ++r)
      for (int col = 0; col < dem->width(); ++col) {
        const double x = gt[0] + (col + 0.5) * gt[1], y = gt[3] + (r + 0.5) * gt[5];
        const double dx = std::abs(x - c.x), dy = std::abs(y - c.y);
        if (!(dx < 50 && dx * 0.5 + dy * kSqrt3 / 2 < 50)) continue;
        ++cells;
        const float v = all->at(col, r);
        if (std::isnan(v)) continue;
        ++valid;
        sum += v;
        max = std::isnan(max) ? v : std::max(max, v);
      }
    const size_t k = size_t(oc.row) * 100 + size_t(oc.col);
    EXPECT_EQ(h->cells[k], cells) << oc.col << "," << oc.row;
    EXPECT_EQ(h->validCells[k], valid);
    if (valid > 0) {
      ++checked;
      EXPECT_NEAR(h->mean[k], sum / valid, 1e-3);
      EXPECT_EQ(h->max[k], max);
    }
  }
  EXPECT_GE(checked, 3);
}

TEST(DemSampling, SuwalkiUnderAGridInAnotherCrs) {
  // The same ground in UTM 34N: the DEM is reprojected, heights stay in range, and the hexes over the same
  // area get the same kind of coverage.
  Result<DemRaster> dem = DemRaster::open(kSuwalki);
  ASSERT_TRUE(dem.isOk());
  const Point origin = reproject({746500, 720300}, 2180, 32634);
  EXPECT_GT(origin.x, 600000);  // east of UTM 34's central meridian, as Suwałki is
  EXPECT_GT(origin.y, 6000000);
  Result<GridPlacement> p = makeGridPlacement(pointyGrid(90, 70), {"EPSG:32634", origin, 15});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk()) << h.status().message();
  int known = 0;
  for (float m : h->mean) {
    if (std::isnan(m)) continue;
    ++known;
    EXPECT_GE(m, 143.6f);
    EXPECT_LE(m, 288.9f);
  }
  EXPECT_GT(known, 90 * 70 * 8 / 10);
}

TEST(DemSampling, HgtTileInsideItsZip) {
  Result<DemRaster> dem = DemRaster::open(kHgtZip);
  ASSERT_TRUE(dem.isOk()) << dem.status().message();
  EXPECT_EQ(dem->width(), 1201);
  const Point origin = reproject({-109.5, 10.5}, 4326, 32612);
  Result<GridPlacement> p = makeGridPlacement(pointyGrid(12, 10), {"EPSG:32612", origin, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk()) << h.status().message();
  // 3 arc-second cells at 10.5 N are 92.6 m x 91.1 m: the 120 hexes of 8660 m2 hold about 123 cell centres.
  int cells = 0;
  for (size_t k = 0; k < h->mean.size(); ++k) {
    cells += h->cells[k];
    EXPECT_GE(h->mean[k], 0.0f) << k;  // a NaN fails too: every hex lies on the tile
    EXPECT_LE(h->max[k], 9.0f) << k;
  }
  EXPECT_NEAR(cells, 123, 8);
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(DemRaster, TruncatedGeoTiffIsCorruptAndNamed) {
  testing::TempDir dir;
  const std::string whole = dir / "whole.tif", cut = dir / "cut.tif";
  ASSERT_TRUE(test::writeFloatGeoTiff(whole, 300, 300, {500000, 10, 0, 6000000, 0, -10}, 32634,
                                      [](int c, int r) { return float(c + r); }));
  const std::string bytes = slurp(whole);
  ASSERT_GT(bytes.size(), 300u * 300u * 4u);
  std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  Result<DemRaster> dem = DemRaster::open(cut);
  // GDAL writes the TIFF directory first, so the truncated file opens and fails when the heights are read.
  ASSERT_TRUE(dem.isOk()) << dem.status().message();
  Result<GridPlacement> p = makeGridPlacement(pointyGrid(20, 20), {"EPSG:32634", {500500, 5999500}, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_FALSE(h.isOk());
  EXPECT_EQ(h.status().code(), Status::Code::Corrupt);
  EXPECT_NE(h.status().message().find("cut.tif"), std::string::npos) << h.status().message();
  EXPECT_NE(h.status().message().find("truncated"), std::string::npos) << h.status().message();
}

TEST(DemRaster, HugeClaimedSizeIsRefusedBeforeReading) {
  // A sparse tiled BigTIFF claiming 100 000 x 100 000 one-metre cells (40 GB): a 200 x 200 hex map covers
  // 20 km x 17 km of it, 346 million cells, over what one read may take.
  testing::TempDir dir;
  const std::string path = dir / "huge.tif";
  ensureGdal();
  const char* options[] = {"TILED=YES", "SPARSE_OK=TRUE", "BIGTIFF=YES", nullptr};
  GDALDatasetH ds = GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), 100000, 100000, 1, GDT_Float32,
                               const_cast<char**>(options));
  ASSERT_NE(ds, nullptr);
  double gt[6] = {500000, 1, 0, 6000000, 0, -1};
  GDALSetGeoTransform(ds, gt);
  GDALSetProjection(ds, test::srsWkt(32634).c_str());
  GDALClose(ds);
  Result<DemRaster> dem = DemRaster::open(path);
  ASSERT_TRUE(dem.isOk()) << dem.status().message();
  Result<GridPlacement> p = makeGridPlacement(pointyGrid(200, 200), {"EPSG:32634", {501000, 5999000}, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_FALSE(h.isOk());
  EXPECT_NE(h.status().message().find("huge.tif"), std::string::npos);
  EXPECT_NE(h.status().message().find("coarser DEM"), std::string::npos) << h.status().message();
}

TEST(DemRaster, OnlyTheWindowUnderTheMapIsRead) {
  // The same 40 GB claim under a 10 x 10 hex map: about 1000 x 900 cells are read, and the never-written (sparse)
  // tiles read as 0, which is what the file says: it declares no NoData.
  testing::TempDir dir;
  const std::string path = dir / "huge.tif";
  ensureGdal();
  const char* options[] = {"TILED=YES", "SPARSE_OK=TRUE", "BIGTIFF=YES", nullptr};
  GDALDatasetH ds = GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), 100000, 100000, 1, GDT_Float32,
                               const_cast<char**>(options));
  ASSERT_NE(ds, nullptr);
  double gt[6] = {500000, 1, 0, 6000000, 0, -1};
  GDALSetGeoTransform(ds, gt);
  GDALSetProjection(ds, test::srsWkt(32634).c_str());
  GDALClose(ds);
  Result<DemRaster> dem = DemRaster::open(path);
  ASSERT_TRUE(dem.isOk());
  Result<GridPlacement> p = makeGridPlacement(pointyGrid(10, 10), {"EPSG:32634", {550000, 5950000}, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk()) << h.status().message();
  // Hex centres span 950 m east-west (the odd rows pushed 50 m) and 9 * 86.6 m north-south; the box is padded by
  // the hex radius (57.7 m) on each side, then by a cell of margin and the rounding out to whole cells (2 to 4 m).
  const double radius = 100 / kSqrt3;
  EXPECT_GE(h->windowWidth, 950 + 2 * radius + 2);
  EXPECT_LE(h->windowWidth, 950 + 2 * radius + 4);
  EXPECT_GE(h->windowHeight, 9 * 50 * kSqrt3 + 2 * radius + 2);
  EXPECT_LE(h->windowHeight, 9 * 50 * kSqrt3 + 2 * radius + 4);
  EXPECT_NEAR(h->windowX, 50000 - radius - 1.5, 1);
  EXPECT_NEAR(h->windowY, 50000 - radius - 1.5, 1);
  for (float m : h->mean) EXPECT_EQ(m, 0.0f);
}

TEST(DemRaster, FilesThatAreNoDemAreRefusedByName) {
  testing::TempDir dir;
  Result<DemRaster> missing = DemRaster::open(dir / "nowhere.tif");
  ASSERT_FALSE(missing.isOk());
  EXPECT_EQ(missing.status().code(), Status::Code::NotFound);
  EXPECT_NE(missing.status().message().find("nowhere.tif: no such file"), std::string::npos);

  std::ofstream(dir / "notes.tif") << "these are not heights\n";
  Result<DemRaster> text = DemRaster::open(dir / "notes.tif");
  ASSERT_FALSE(text.isOk());
  EXPECT_NE(text.status().message().find("notes.tif: not a raster"), std::string::npos) << text.status().message();

  Result<DemRaster> noCrs = DemRaster::open(CARTOUCHE_SHARED_DATA "/rasters/rotated.tif");
  ASSERT_FALSE(noCrs.isOk());
  EXPECT_NE(noCrs.status().message().find("rotated.tif: has no CRS"), std::string::npos) << noCrs.status().message();

  Result<DemRaster> folder = DemRaster::open(CARTOUCHE_SHARED_DATA "/dem");
  ASSERT_FALSE(folder.isOk());
  EXPECT_NE(folder.status().message().find("is a folder"), std::string::npos);
}

}  // namespace
}  // namespace cartouche::geo
