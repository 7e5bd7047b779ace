// Residual tables: noise comes out as the residuals it should, and on the real Jacoubet sheet the residuals agree
// with GDAL's GCP transformer driven directly from the file, and the sheet lands on the Tuileries.
#include "geo/georef.h"

#include <gdal_alg.h>
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "geo/crs.h"
#include "geo/gcp_points_file.h"
#include "geo/geo.h"

namespace cartouche::geo {
namespace {

const std::string kJacoubet = CARTOUCHE_SHARED_DATA "/historical/jacoubet_22_tuileries.jpg.points";
const std::string kVerniquet =
    "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs";

// Removes from `v` its projection on each column (modified Gram-Schmidt), leaving noise the least-squares fit
// cannot absorb: the fitted transform is then the true one and each residual is minus the noise.
void orthogonalise(std::vector<double>& v, std::vector<std::vector<double>> cols) {
  for (size_t i = 0; i < cols.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      double d = 0;
      for (size_t k = 0; k < v.size(); ++k) d += cols[i][k] * cols[j][k];
      for (size_t k = 0; k < v.size(); ++k) cols[i][k] -= d * cols[j][k];
    }
    double n = 0;
    for (double x : cols[i]) n += x * x;
    n = std::sqrt(n);
    for (double& x : cols[i]) x /= n;
    double d = 0;
    for (size_t k = 0; k < v.size(); ++k) d += v[k] * cols[i][k];
    for (size_t k = 0; k < v.size(); ++k) v[k] -= d * cols[i][k];
  }
}

GcpList grid() {
  GcpList list;
  for (int j = 0; j < 5; ++j)
    for (int i = 0; i < 6; ++i) {
      Gcp g;
      g.pixel = {100.0 + 600.0 * i + 11.0 * j, 150.0 + 700.0 * j + 5.0 * i};
      g.map = {2000 + 1.25 * g.pixel.x + 0.1 * g.pixel.y, 7000 + 0.05 * g.pixel.x - 1.2 * g.pixel.y};
      list.points.push_back(g);
    }
  return list;
}

// Deterministic noise of about a metre.
double wobble(size_t k) { return std::sin(12.9898 * static_cast<double>(k) + 1.0) * 1.3; }

void expectNoiseIsTheResidual(TransformKind kind, int order) {
  SCOPED_TRACE(transformTitle(kind));
  GcpList list = grid();
  const size_t n = list.points.size();
  std::vector<double> ex(n), ey(n);
  if (kind == TransformKind::Helmert) {
    for (Gcp& g : list.points)
      g.map = {2000 + 1.2 * g.pixel.x + 0.3 * g.pixel.y, 7000 + 0.3 * g.pixel.x - 1.2 * g.pixel.y};
    // X and Y share the parameters: columns of the stacked 2n system on (column, -row).
    std::vector<double> e(2 * n);
    for (size_t k = 0; k < 2 * n; ++k) e[k] = wobble(k);
    std::vector<std::vector<double>> cols(4, std::vector<double>(2 * n));
    for (size_t k = 0; k < n; ++k) {
      const double u = list.points[k].pixel.x, v = -list.points[k].pixel.y;
      cols[0][k] = u, cols[0][n + k] = v;
      cols[1][k] = -v, cols[1][n + k] = u;
      cols[2][k] = 1, cols[3][n + k] = 1;
    }
    orthogonalise(e, cols);
    for (size_t k = 0; k < n; ++k) ex[k] = e[k], ey[k] = e[n + k];
  } else {
    std::vector<std::vector<double>> cols;
    for (int a = 0; a <= order; ++a)
      for (int b = 0; a + b <= order; ++b) {
        std::vector<double> c(n);
        for (size_t k = 0; k < n; ++k)
          c[k] = std::pow(list.points[k].pixel.x / 1000, a) * std::pow(list.points[k].pixel.y / 1000, b);
        cols.push_back(c);
      }
    for (size_t k = 0; k < n; ++k) ex[k] = wobble(k), ey[k] = wobble(k + 100);
    orthogonalise(ex, cols);
    orthogonalise(ey, cols);
  }
  double sum = 0;
  for (size_t k = 0; k < n; ++k) {
    list.points[k].map.x += ex[k];
    list.points[k].map.y += ey[k];
    sum += ex[k] * ex[k] + ey[k] * ey[k];
  }
  Result<Georeference> g = georeference(list, kind);
  ASSERT_TRUE(g) << g.status().message();
  for (size_t k = 0; k < n; ++k) {
    EXPECT_NEAR(g->report.points[k].map.dx, -ex[k], 1e-6) << k;
    EXPECT_NEAR(g->report.points[k].map.dy, -ey[k], 1e-6) << k;
  }
  EXPECT_NEAR(g->report.mapStats.rms, std::sqrt(sum / static_cast<double>(n)), 1e-9);
  ASSERT_TRUE(g->report.mapStats.qgisMeanError);
  EXPECT_NEAR(*g->report.mapStats.qgisMeanError, std::sqrt(sum / static_cast<double>(n - minimumPoints(kind))), 1e-9);
  EXPECT_GT(g->report.mapStats.rms, 0.3) << "the noise is not lost";
}

TEST(Georef, NoiseComesOutAsTheResiduals) {
  expectNoiseIsTheResidual(TransformKind::Helmert, 0);
  expectNoiseIsTheResidual(TransformKind::Polynomial1, 1);
  expectNoiseIsTheResidual(TransformKind::Polynomial2, 2);
  expectNoiseIsTheResidual(TransformKind::Polynomial3, 3);
}

TEST(Georef, SplineResidualsAreZeroAtThePointsByConstruction) {
  GcpList list = grid();
  for (size_t k = 0; k < list.points.size(); ++k) list.points[k].map.x += wobble(k);
  list.points[7].enabled = false;
  Result<Georeference> g = georeference(list, TransformKind::ThinPlateSpline);
  ASSERT_TRUE(g) << g.status().message();
  EXPECT_TRUE(g->report.exactAtPoints);
  EXPECT_LT(g->report.mapStats.rms, 1e-6);
  EXPECT_LT(g->report.pixelStats.rms, 1e-6);
  // The disabled point is not a knot of the spline: its residual is its own noise, or near it.
  EXPECT_GT(g->report.points[7].map.length(), 0.05);
}

TEST(Georef, DisabledPointsGetResidualsButStayOutOfTheRms) {
  GcpList list = grid();
  list.points[3].map.x += 500;  // a blunder
  list.points[3].enabled = false;
  Result<Georeference> g = georeference(list, TransformKind::Polynomial1);
  ASSERT_TRUE(g);
  EXPECT_LT(g->report.mapStats.rms, 1e-6);
  EXPECT_NEAR(g->report.points[3].map.dx, -500, 1e-6);
  EXPECT_EQ(g->report.enabledCount, list.points.size() - 1);
}

TEST(Georef, ADisabledPointTheTransformCannotPlaceHasUnknownResiduals) {
  GcpList list = grid();
  list.points[3].map.x = std::nan("");
  list.points[3].enabled = false;
  Result<Georeference> g = georeference(list, TransformKind::Polynomial1);
  ASSERT_TRUE(g) << g.status().message();
  EXPECT_FALSE(g->report.points[3].placed);
  EXPECT_TRUE(std::isnan(g->report.points[3].map.dx)) << "unknown, not zero";
  EXPECT_TRUE(g->report.points[2].placed);
  EXPECT_LT(g->report.mapStats.rms, 1e-6);
}

// The Jacoubet points read by a separate, minimal reader, so that the check does not go through ours.
std::vector<GDAL_GCP> jacoubetForGdal(std::vector<std::string>& ids) {
  std::ifstream in(kJacoubet);
  std::string line;
  std::getline(in, line);
  std::vector<GDAL_GCP> out;
  while (std::getline(in, line)) {
    double mx, my, sx, sy;
    int en;
    char c;
    std::istringstream s(line);
    s >> mx >> c >> my >> c >> sx >> c >> sy >> c >> en;
    GDAL_GCP g{};
    g.dfGCPPixel = sx;
    g.dfGCPLine = -sy;
    g.dfGCPX = mx;
    g.dfGCPY = my;
    out.push_back(g);
  }
  ids.resize(out.size());
  for (size_t i = 0; i < out.size(); ++i) {
    ids[i] = std::to_string(i);
    out[i].pszId = ids[i].data();
    out[i].pszInfo = ids[i].data();
  }
  return out;
}

// A pixel shift of up to about 2 pixels, as a hand's clicks would give: the Jacoubet points were placed on the
// sheet's 250 m grid so precisely that a first-order polynomial fits them to 1e-13 m, which would leave the
// comparison below nothing to compare.
double handShift(size_t i, int axis) { return 2.0 * std::sin(3.7 * static_cast<double>(i) + 1.9 * axis); }

// Our residual table against GDAL's GCP transformer driven directly: forward for the map residuals, inverse for the
// pixel residuals, to 1e-6 relative.
void expectSameAsGdal(bool shifted) {
  ensureGdal();
  Result<PointsFile> file = readPointsFile(kJacoubet);
  ASSERT_TRUE(file) << file.status().message();
  std::vector<std::string> ids;
  std::vector<GDAL_GCP> raw = jacoubetForGdal(ids);
  ASSERT_EQ(raw.size(), 30u);
  if (shifted)
    for (size_t i = 0; i < raw.size(); ++i) {
      file->gcps.points[i].pixel.x += handShift(i, 0);
      file->gcps.points[i].pixel.y += handShift(i, 1);
      raw[i].dfGCPPixel += handShift(i, 0);
      raw[i].dfGCPLine += handShift(i, 1);
    }
  for (int order : {1, 2, 3}) {
    SCOPED_TRACE("order " + std::to_string(order) + (shifted ? ", shifted" : ""));
    const TransformKind kind = order == 1   ? TransformKind::Polynomial1
                               : order == 2 ? TransformKind::Polynomial2
                                            : TransformKind::Polynomial3;
    Result<Georeference> g = georeference(file->gcps, kind);
    ASSERT_TRUE(g) << g.status().message();
    void* t = GDALCreateGCPTransformer(static_cast<int>(raw.size()), raw.data(), order, FALSE);
    ASSERT_NE(t, nullptr);
    // Residuals of 1e-13 m are rounding noise; a relative check means something from a millimetre up.
    const double floor = shifted ? 1e-3 : 1e-9;
    double sumMap = 0, sumPix = 0;
    for (size_t i = 0; i < raw.size(); ++i) {
      double x = raw[i].dfGCPPixel, y = raw[i].dfGCPLine, z = 0;
      int ok = 0;
      ASSERT_TRUE(GDALGCPTransform(t, FALSE, 1, &x, &y, &z, &ok) && ok);
      const double dx = x - raw[i].dfGCPX, dy = y - raw[i].dfGCPY;
      double px = raw[i].dfGCPX, py = raw[i].dfGCPY;
      ASSERT_TRUE(GDALGCPTransform(t, TRUE, 1, &px, &py, &z, &ok) && ok);
      const double pdx = px - raw[i].dfGCPPixel, pdy = py - raw[i].dfGCPLine;
      sumMap += dx * dx + dy * dy;
      sumPix += pdx * pdx + pdy * pdy;
      const GcpResidual& r = g->report.points[i];
      EXPECT_NEAR(r.predictedMap.x, x, 1e-6 * std::abs(x) + 1e-9);
      EXPECT_NEAR(r.predictedMap.y, y, 1e-6 * std::abs(y) + 1e-9);
      EXPECT_NEAR(r.map.dx, dx, 1e-6 * std::max(floor, std::abs(dx)));
      EXPECT_NEAR(r.map.dy, dy, 1e-6 * std::max(floor, std::abs(dy)));
      EXPECT_NEAR(r.pixel.dx, pdx, 1e-6 * std::max(floor, std::abs(pdx)));
      EXPECT_NEAR(r.pixel.dy, pdy, 1e-6 * std::max(floor, std::abs(pdy)));
    }
    GDALDestroyGCPTransformer(t);
    const double rms = std::sqrt(sumMap / 30), rmsPix = std::sqrt(sumPix / 30);
    EXPECT_NEAR(g->report.mapStats.rms, rms, 1e-6 * std::max(floor, rms));
    EXPECT_NEAR(g->report.pixelStats.rms, rmsPix, 1e-6 * std::max(floor, rmsPix));
    if (shifted) {
      EXPECT_GT(rms, 0.1) << "two-pixel clicks on a 0.34 m/pixel scan are not lost";
    }
    std::cout << "Jacoubet" << (shifted ? " (shifted)" : "") << " polynomial " << order << ": RMS " << rms << " m, "
              << rmsPix << " px\n";
  }
}

TEST(Georef, JacoubetResidualsAgreeWithGdalsOwnGcpTransformer) { expectSameAsGdal(false); }

TEST(Georef, JacoubetClickedByHandAgreesWithGdalsOwnGcpTransformer) { expectSameAsGdal(true); }

TEST(Georef, JacoubetSheetCentreIsAtTheTuileries) {
  Result<PointsFile> file = readPointsFile(kJacoubet);
  ASSERT_TRUE(file);
  Result<Crs> verniquet = Crs::parse(kVerniquet);
  Result<Crs> wgs84 = Crs::parse("EPSG:4326");
  ASSERT_TRUE(verniquet && wgs84);
  for (TransformKind kind : {TransformKind::Helmert, TransformKind::Polynomial1, TransformKind::Polynomial2,
                             TransformKind::Polynomial3, TransformKind::Projective, TransformKind::ThinPlateSpline}) {
    SCOPED_TRACE(transformTitle(kind));
    Result<Georeference> g = georeference(file->gcps, kind);
    ASSERT_TRUE(g) << g.status().message();
    // The JPEG is 3440x4158 pixels.
    Result<MapPoint> centre = g->transform.forward({3440 / 2.0, 4158 / 2.0});
    ASSERT_TRUE(centre);
    Result<MapPoint> ll = transformPoint(*verniquet, *wgs84, *centre);
    ASSERT_TRUE(ll) << ll.status().message();
    const double north = (ll->y - 48.8644) * 111200.0;
    const double east = (ll->x - 2.3298) * 111200.0 * std::cos(48.8644 * M_PI / 180);
    EXPECT_LT(std::hypot(north, east), 200.0) << ll->y << " N " << ll->x << " E";
    std::cout << transformTitle(kind) << ": centre " << ll->y << " N " << ll->x << " E, RMS " << g->report.mapStats.rms
              << " m, " << g->report.pixelStats.rms << " px\n";
  }
}

}  // namespace
}  // namespace cartouche::geo
