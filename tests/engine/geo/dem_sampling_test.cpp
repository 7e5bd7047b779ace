// Per-hex DEM statistics on small GeoTIFFs written here with known values, checked by hand: a ramp rising 0.2 m
// per metre eastwards, 12.5 m cells, hexes 100 m across whose centres sit on cell corners (so the cells in a hex
// are symmetric east-west and the mean is the ramp at the centre). Unknown cells (NaN with no NoData declared, or
// a declared NoData value) are skipped; a hex with no valid cell, or off the DEM, is unknown, never 0.
#include "geo/dem_sampling.h"

#include <gtest/gtest.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <filesystem>

#include "dem_test_support.h"

namespace cartouche::geo {
namespace {

namespace fs = std::filesystem;

constexpr double kOx = 500000, kOy = 6000000;  // centre of hex 0101, UTM 34N
constexpr double kX0 = kOx - 100, kY0 = kOy + 100, kCell = 12.5;
const double kSqrt3 = std::sqrt(3.0);

fs::path scratch(const std::string& name) {
  static testing::TempDir dir;
  return dir / name;
}

// A hand-written point-in-hexagon test for a pointy-topped hex 100 m across, so the tests do not lean on the code
// under test to say which cells a hex holds.
bool insidePointyHex(double dx, double dy) {
  return std::abs(dx) < 50 && std::abs(dx) * 0.5 + std::abs(dy) * kSqrt3 / 2 < 50;
}

double cellX(int c) { return kX0 + (c + 0.5) * kCell; }
double cellY(int r) { return kY0 - (r + 0.5) * kCell; }
double ramp(double x) { return 100 + 0.2 * (x - kX0); }

GridSettings sixByTwo() {
  GridSettings g;
  g.orientation = Orientation::PointyTop;
  g.shifted = ShiftedLines::Odd;
  g.columns = 6;
  g.rows = 2;
  return g;
}

// 28 x 20 cells: the map's columns 0 to 3 lie on it, columns 4 and 5 east of it. Unknown: the six easternmost
// cells of hex 0101 (column 11, rows 5 to 10: 43.75 m east of its centre) and every cell of hex 0202.
void writeRamp(const fs::path& path, bool declareNoData) {
  const float unknown = declareNoData ? -9999.0f : NAN;
  const double c11x = kOx + 150, c11y = kOy - 50 * kSqrt3;  // hex 0202: row 1 is pushed right
  ASSERT_TRUE(test::writeFloatGeoTiff(
      path.string(), 28, 20, {kX0, kCell, 0, kY0, 0, -kCell}, 32634,
      [&](int c, int r) {
        if (c == 11 && r >= 5 && r <= 10) return unknown;
        if (insidePointyHex(cellX(c) - c11x, cellY(r) - c11y)) return unknown;
        return float(ramp(cellX(c)));
      },
      declareNoData ? std::optional<double>(-9999.0) : std::nullopt));
}

class RampDem : public ::testing::TestWithParam<bool> {};

TEST_P(RampDem, MeanMaxAndCentreMatchTheHandWorkedValues) {
  const fs::path path = scratch(GetParam() ? "ramp_nodata.tif" : "ramp_nan.tif");
  writeRamp(path, GetParam());
  Result<DemRaster> dem = DemRaster::open(path.string());
  ASSERT_TRUE(dem.isOk()) << dem.status().message();
  EXPECT_EQ(dem->noData().has_value(), GetParam());
  Result<GridPlacement> p = makeGridPlacement(sixByTwo(), {"EPSG:32634", {kOx, kOy}, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk()) << h.status().message();

  // Hex 0101 (index 0), centre 100 m east of the DEM's west edge: ramp 120. Cell centres inside, per column
  // east of the centre at 6.25, 18.75, 31.25, 43.75 m: 8, 8, 6, 6 cells, mirrored west: 56 in all. The six at
  // 43.75 m east (ramp 128.75) are unknown: mean (56 * 120 - 6 * 128.75) / 50 = 118.95, max 120 + 0.2 * 31.25.
  EXPECT_EQ(h->cells[0], 56);
  EXPECT_EQ(h->validCells[0], 50);
  EXPECT_NEAR(h->mean[0], 118.95, 1e-4);
  EXPECT_NEAR(h->max[0], 126.25, 1e-4);
  EXPECT_NEAR(h->centre[0], 120.0, 1e-4);
  // Hex 0201: ramp 140 at the centre, all 56 cells known, max 43.75 m east.
  EXPECT_EQ(h->cells[1], 56);
  EXPECT_EQ(h->validCells[1], 56);
  EXPECT_NEAR(h->mean[1], 140.0, 1e-4);
  EXPECT_NEAR(h->max[1], 148.75, 1e-4);
  EXPECT_NEAR(h->centre[1], 140.0, 1e-4);
  // Hex 0102 (index 6), centre on a cell boundary east-west but not north-south: the bilinear centre is the ramp
  // itself (the nearest cell would be 1.25 m off).
  EXPECT_NEAR(h->mean[6], 130.0, 1e-4);
  EXPECT_NEAR(h->centre[6], 130.0, 1e-4);
  // Hex 0202 (index 7): every cell unknown.
  EXPECT_GT(h->cells[7], 40);
  EXPECT_EQ(h->validCells[7], 0);
  for (const auto* v : {&h->mean, &h->max, &h->centre}) EXPECT_TRUE(std::isnan((*v)[7]));
  // Columns 4 and 5 (indices 4, 5, 10, 11) lie east of the DEM: unknown, not 0.
  for (int k : {4, 5, 10, 11}) {
    EXPECT_EQ(h->cells[size_t(k)], 0) << k;
    for (const auto* v : {&h->mean, &h->max, &h->centre}) EXPECT_TRUE(std::isnan((*v)[size_t(k)])) << k;
  }
  EXPECT_EQ(h->centreOnlyHexes, 0);
}

INSTANTIATE_TEST_SUITE_P(UnknownCells, RampDem, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "DeclaredNoData" : "NanWithoutNoData"; });

TEST(DemSampling, RotatedGridSamplesTheSameGround) {
  // The whole ramp known; the grid turned 90 degrees clockwise about hex 0101: its column 1 now lies 100 m south
  // of hex 0101, at the same easting, so its mean is the ramp there too (120), where unrotated it is 140.
  const fs::path path = scratch("ramp_rotated.tif");
  ASSERT_TRUE(test::writeFloatGeoTiff(path.string(), 40, 40, {kX0 - 100, kCell, 0, kY0 + 100, 0, -kCell}, 32634,
                                      [](int c, int) { return float(ramp(kX0 - 100 + (c + 0.5) * kCell)); }));
  Result<DemRaster> dem = DemRaster::open(path.string());
  ASSERT_TRUE(dem.isOk());
  GridSettings g = sixByTwo();
  g.columns = 2;
  Result<GridPlacement> p = makeGridPlacement(g, {"EPSG:32634", {kOx, kOy}, 90});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk()) << h.status().message();
  EXPECT_NEAR(h->mean[0], 120.0, 1e-4);
  EXPECT_NEAR(h->mean[1], 120.0, 1e-4);
  EXPECT_NEAR(h->centre[1], 120.0, 1e-4);
  // Turned, the hex is flat-topped on the ground: its east corner is 57.7 m out; the cells 43.75 m east still fall
  // inside (the hex is 24.2 m high there), those 56.25 m east do not (2.6 m). Per column east of the centre:
  // 8, 8, 8, 4 cells, mirrored west.
  EXPECT_NEAR(h->max[1], 120.0 + 0.2 * 43.75, 1e-4);
  EXPECT_EQ(h->cells[1], 56);
}

TEST(DemSampling, DemCoarserThanTheHexesGivesEachHexItsCentreHeight) {
  // 250 m cells under 100 m hexes: most hexes hold no cell centre and take the bilinear height at their centre,
  // which for a ramp is the ramp there.
  const fs::path path = scratch("ramp_coarse.tif");
  const double x0 = kOx - 1000, y0 = kOy + 1000;
  ASSERT_TRUE(test::writeFloatGeoTiff(path.string(), 10, 10, {x0, 250, 0, y0, 0, -250}, 32634,
                                      [&](int c, int) { return float(ramp(x0 + (c + 0.5) * 250)); }));
  Result<DemRaster> dem = DemRaster::open(path.string());
  ASSERT_TRUE(dem.isOk());
  GridSettings g = sixByTwo();
  g.rows = 6;
  Result<GridPlacement> p = makeGridPlacement(g, {"EPSG:32634", {kOx, kOy}, 0});
  ASSERT_TRUE(p.isOk());
  Result<HexHeights> h = sampleDem(*dem, *p);
  ASSERT_TRUE(h.isOk());
  int centreOnly = 0;
  for (int k = 0; k < g.hexCount(); ++k) {
    const Point c = p->hexCentre(g.toHex({k % g.columns, k / g.columns}));
    EXPECT_NEAR(h->centre[size_t(k)], ramp(c.x), 1e-3) << k;
    if (h->cells[size_t(k)] == 0) {
      ++centreOnly;
      EXPECT_EQ(h->mean[size_t(k)], h->centre[size_t(k)]);
      EXPECT_EQ(h->max[size_t(k)], h->centre[size_t(k)]);
    }
  }
  EXPECT_GT(centreOnly, 0);
  EXPECT_EQ(h->centreOnlyHexes, centreOnly);
}

// A transformation that answers each point with the PROJ error code it is given (0: carried, moved by +1, +1).
class CodedTransform : public OGRCoordinateTransformation {
 public:
  explicit CodedTransform(std::vector<int> codes) : codes_(std::move(codes)) {}
  OGRSpatialReference* GetSourceCS() override { return nullptr; }
  OGRSpatialReference* GetTargetCS() override { return nullptr; }
  int Transform(int n, double* x, double* y, double* z, double* t, int* success) override {
    std::vector<int> codes(static_cast<size_t>(n));
    const int any = TransformWithErrorCodes(n, x, y, z, t, codes.data());
    for (int i = 0; success && i < n; ++i) success[i] = codes[size_t(i)] == 0;
    return any;
  }
  int TransformWithErrorCodes(int n, double* x, double* y, double*, double*, int* codes) override {
    bool any = false;
    for (int i = 0; i < n; ++i) {
      codes[i] = codes_[size_t(i)];
      if (codes[i] == 0) x[i] += 1, y[i] += 1, any = true;
    }
    return any;
  }
  OGRCoordinateTransformation* Clone() const override { return new CodedTransform(codes_); }
  OGRCoordinateTransformation* GetInverse() const override { return nullptr; }

 private:
  std::vector<int> codes_;
};

// A point PROJ cannot carry (outside the projection's domain, 2050; outside a grid, 2052) is left out; PROJ failing
// itself (4098, what it answers when an allocation fails inside it) fails the whole sampling, naming the DEM, so a
// DEM import is never every hex at its centre height said as done.
TEST(DemSampling, PointsPROJCannotCarryAreLeftOutButPROJFailingIsAnError) {
  double x[] = {10, 20, 30}, y[] = {1, 2, 3};
  std::vector<int> ok;
  CodedTransform some({0, 2050, 2052});
  ASSERT_TRUE(transformPoints(some, 3, x, y, ok, "dem.tif"));
  EXPECT_EQ(ok, (std::vector<int>{1, 0, 0}));
  EXPECT_EQ(x[0], 11);
  for (int code : {4098, 4096, 1024, 1}) {
    CodedTransform failing({0, code, 0});
    Status s = transformPoints(failing, 3, x, y, ok, "dem.tif");
    ASSERT_FALSE(s) << code;
    EXPECT_EQ(s.message(), "dem.tif: PROJ failed while carrying the DEM's cells to the battle's CRS (PROJ error " +
                               std::to_string(code) + "; out of memory?)");
  }
}

}  // namespace
}  // namespace cartouche::geo
