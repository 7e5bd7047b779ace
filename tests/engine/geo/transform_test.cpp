// Each transform recovers a known transform from points it generated, turns noise into the expected residuals,
// and refuses too few or collinear points with a message that says so.
#include "geo/transform.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "geo/georef.h"

namespace cartouche::geo {
namespace {

using Truth = std::function<MapPoint(PixelPoint)>;

// A 5x4 grid over a 4000x3000 scan, slightly irregular so no symmetry helps a solver.
GcpList gridFrom(const Truth& truth) {
  GcpList list;
  for (int j = 0; j < 4; ++j)
    for (int i = 0; i < 5; ++i) {
      Gcp g;
      g.pixel = {150.0 + 900.0 * i + 13.0 * j, 200.0 + 850.0 * j + 7.0 * i * i};
      g.map = truth(g.pixel);
      list.points.push_back(g);
    }
  return list;
}

// Similarity on (column, -row): scale 2.5 m a pixel, rotated 0.3 rad, shifted into CS92-sized numbers.
MapPoint helmertTruth(PixelPoint p) {
  const double a = 2.5 * std::cos(0.3), b = 2.5 * std::sin(0.3), u = p.x, v = -p.y;
  return {637000 + a * u - b * v, 486000 + b * u + a * v};
}
MapPoint affineTruth(PixelPoint p) { return {5000 + 1.9 * p.x + 0.2 * p.y, 9000 + 0.15 * p.x - 2.1 * p.y}; }
MapPoint quadraticTruth(PixelPoint p) {
  const MapPoint a = affineTruth(p);
  return {a.x + 2e-5 * p.x * p.x - 1e-5 * p.x * p.y, a.y + 3e-5 * p.y * p.y + 1e-5 * p.x * p.x};
}
MapPoint cubicTruth(PixelPoint p) {
  const MapPoint q = quadraticTruth(p);
  return {q.x + 2e-9 * p.x * p.x * p.y, q.y - 3e-9 * p.y * p.y * p.y};
}
MapPoint homographyTruth(PixelPoint p) {
  const double w = 1 + 2e-5 * p.x - 1e-5 * p.y;
  return {(5000 + 1.9 * p.x + 0.2 * p.y) / w, (9000 + 0.15 * p.x - 2.1 * p.y) / w};
}

struct Case {
  TransformKind kind;
  MapPoint (*truth)(PixelPoint);
};

const Case kCases[] = {
    {TransformKind::Helmert, helmertTruth},       {TransformKind::Polynomial1, affineTruth},
    {TransformKind::Polynomial2, quadraticTruth}, {TransformKind::Polynomial3, cubicTruth},
    {TransformKind::Projective, homographyTruth}, {TransformKind::ThinPlateSpline, affineTruth},
};

TEST(Transform, RecoversTheTransformThatMadeThePoints) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(transformTitle(c.kind));
    GcpList list = gridFrom(c.truth);
    Result<GcpTransform> t = GcpTransform::solve(c.kind, list);
    ASSERT_TRUE(t) << t.status().message();
    // Away from the control points too: a spline reproduces an affine map exactly.
    for (PixelPoint p : {PixelPoint{0, 0}, PixelPoint{3999, 2999}, PixelPoint{1234.5, 2345.25}}) {
      Result<MapPoint> m = t->forward(p);
      ASSERT_TRUE(m) << m.status().message();
      const MapPoint want = c.truth(p);
      EXPECT_NEAR(m->x, want.x, 1e-6 * (1 + std::abs(want.x)));
      EXPECT_NEAR(m->y, want.y, 1e-6 * (1 + std::abs(want.y)));
      Result<PixelPoint> back = t->inverse(want);
      ASSERT_TRUE(back) << back.status().message();
      // GDAL fits a polynomial's inverse separately: exact only when the inverse is itself a polynomial of that
      // order (affine); the inverse of a quadratic is not a quadratic, and at the scan's corners, outside the
      // control points, the separate fit is off by about a pixel.
      const bool exactInverse = c.kind != TransformKind::Polynomial2 && c.kind != TransformKind::Polynomial3;
      const double tol = exactInverse ? 1e-6 : 2.0;
      EXPECT_NEAR(back->x, p.x, tol);
      EXPECT_NEAR(back->y, p.y, tol);
    }
    Result<GeorefReport> r = computeResiduals(*t, list);
    ASSERT_TRUE(r);
    EXPECT_LT(r->mapStats.rms, 1e-6);
    EXPECT_EQ(r->enabledCount, list.points.size());
  }
}

TEST(Transform, ExactlyTheMinimumNumberOfPointsIsEnough) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(transformTitle(c.kind));
    GcpList list = gridFrom(c.truth);
    // Keep the first `minimum` points of a scattered order so they are in general position.
    const size_t order[] = {0, 19, 4, 15, 7, 11, 2, 17, 9, 13};
    GcpList few;
    for (size_t k = 0; k < minimumPoints(c.kind); ++k) few.points.push_back(list.points[order[k]]);
    Result<Georeference> g = georeference(few, c.kind);
    ASSERT_TRUE(g) << g.status().message();
    EXPECT_LT(g->report.mapStats.rms, 1e-6);
    ASSERT_TRUE(g->report.mapStats.qgisMeanError);
    EXPECT_EQ(*g->report.mapStats.qgisMeanError, 0.0) << "no spare points: QGIS shows a mean error of 0";
  }
}

TEST(Transform, TooFewEnabledPointsAreRefusedSayingHowMany) {
  GcpList list = gridFrom(quadraticTruth);
  for (size_t i = 4; i < list.points.size(); ++i) list.points[i].enabled = false;
  Result<GcpTransform> t = GcpTransform::solve(TransformKind::Polynomial2, list);
  ASSERT_FALSE(t);
  EXPECT_EQ(t.status().message(), "polynomial 2 needs at least 6 enabled control points; 4 are enabled");
  list.points.resize(1);
  Result<GcpTransform> h = GcpTransform::solve(TransformKind::Helmert, list);
  ASSERT_FALSE(h);
  EXPECT_EQ(h.status().message(), "Helmert needs at least 2 enabled control points; 1 is enabled");
  for (TransformKind k : {TransformKind::Polynomial1, TransformKind::Polynomial3, TransformKind::Projective,
                          TransformKind::ThinPlateSpline}) {
    Result<GcpTransform> r = GcpTransform::solve(k, GcpList{});
    ASSERT_FALSE(r);
    EXPECT_NE(r.status().message().find("needs at least " + std::to_string(minimumPoints(k))), std::string::npos);
  }
}

TEST(Transform, CollinearPointsAreRefused) {
  GcpList line;
  for (int i = 0; i < 12; ++i) {
    Gcp g;
    g.pixel = {100.0 * i, 50.0 * i + 10};
    g.map = affineTruth(g.pixel);
    line.points.push_back(g);
  }
  for (TransformKind k : {TransformKind::Polynomial1, TransformKind::Polynomial2, TransformKind::Polynomial3,
                          TransformKind::Projective, TransformKind::ThinPlateSpline}) {
    Result<GcpTransform> t = GcpTransform::solve(k, line);
    ASSERT_FALSE(t) << transformTitle(k);
    EXPECT_NE(t.status().message().find("lie on one line on the scan"), std::string::npos) << t.status().message();
  }
  // A similarity is fixed by two points, so points on a line are fine for Helmert.
  EXPECT_TRUE(GcpTransform::solve(TransformKind::Helmert, line));
  // Points spread on the scan but on one line on the map.
  GcpList flat = gridFrom(affineTruth);
  for (Gcp& g : flat.points) g.map.y = 100;
  Result<GcpTransform> f = GcpTransform::solve(TransformKind::Polynomial1, flat);
  ASSERT_FALSE(f);
  EXPECT_NE(f.status().message().find("on one line on the map"), std::string::npos);
  // Every point at one pixel.
  GcpList same = gridFrom(affineTruth);
  for (Gcp& g : same.points) g.pixel = {5, 5};
  Result<GcpTransform> s = GcpTransform::solve(TransformKind::Helmert, same);
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find("same pixel"), std::string::npos);
}

TEST(Transform, PolynomialTwoOnAConicIsRefusedNotCrashed) {
  // Six points on a circle: a quadratic in x and y cannot be fixed by points that all satisfy x^2 + y^2 = r^2.
  GcpList circle;
  for (int i = 0; i < 6; ++i) {
    Gcp g;
    const double a = i * M_PI / 3;
    g.pixel = {1000 + 500 * std::cos(a), 1000 + 500 * std::sin(a)};
    g.map = affineTruth(g.pixel);
    circle.points.push_back(g);
  }
  Result<GcpTransform> t = GcpTransform::solve(TransformKind::Polynomial2, circle);
  ASSERT_FALSE(t);
  EXPECT_NE(t.status().message().find("lie on one curve of degree 2 on the scan"), std::string::npos)
      << t.status().message();
}

TEST(Transform, ProjectiveWithThreeOfFourOnALineIsRefused) {
  GcpList list;
  for (PixelPoint p : {PixelPoint{0, 0}, PixelPoint{100, 0}, PixelPoint{200, 0}, PixelPoint{50, 300}}) {
    Gcp g;
    g.pixel = p;
    g.map = affineTruth(p);
    list.points.push_back(g);
  }
  Result<GcpTransform> t = GcpTransform::solve(TransformKind::Projective, list);
  ASSERT_FALSE(t);
  EXPECT_NE(t.status().message().find("badly placed for a projective"), std::string::npos) << t.status().message();
}

TEST(Transform, SplineRefusesTwoPointsAtOnePixel) {
  GcpList list = gridFrom(affineTruth);
  list.points[5].pixel = list.points[2].pixel;
  list.points[5].id = "church";
  Result<GcpTransform> t = GcpTransform::solve(TransformKind::ThinPlateSpline, list);
  ASSERT_FALSE(t);
  EXPECT_EQ(t.status().message(),
            "point 3 and church are at the same pixel; a thin-plate spline passes through every point and cannot take "
            "both");
  // Least-squares kinds take it: it is just one more observation.
  EXPECT_TRUE(GcpTransform::solve(TransformKind::Polynomial1, list));
}

TEST(Transform, NonFiniteCoordinatesAreRefusedNamingThePoint) {
  GcpList list = gridFrom(affineTruth);
  list.points[6].map.y = std::nan("");
  for (const Case& c : kCases) {
    Result<GcpTransform> t = GcpTransform::solve(c.kind, list);
    ASSERT_FALSE(t) << transformTitle(c.kind);
    EXPECT_EQ(t.status().message(), "point 7 has a coordinate that is not a finite number");
  }
  list.points[6].enabled = false;
  EXPECT_TRUE(GcpTransform::solve(TransformKind::Polynomial1, list)) << "a disabled point takes no part";
}

TEST(Transform, SplineRefusesMorePointsThanItCanSolveInReasonableTime) {
  GcpList many;
  for (int i = 0; i < 1001; ++i) {
    Gcp g;
    g.pixel = {static_cast<double>(i % 40) * 10, static_cast<double>(i / 40) * 10};
    g.map = affineTruth(g.pixel);
    many.points.push_back(g);
  }
  Result<GcpTransform> t = GcpTransform::solve(TransformKind::ThinPlateSpline, many);
  ASSERT_FALSE(t);
  EXPECT_EQ(t.status().message(),
            "a thin-plate spline takes at most 1000 enabled control points; 1001 are enabled (use a polynomial, or "
            "disable some)");
  EXPECT_TRUE(GcpTransform::solve(TransformKind::Polynomial2, many));
}

TEST(Transform, CodesAndTitles) {
  for (const Case& c : kCases) EXPECT_EQ(parseTransformCode(transformCode(c.kind)), c.kind);
  EXPECT_FALSE(parseTransformCode("poly4"));
  EXPECT_EQ(transformTitle(TransformKind::ThinPlateSpline), "thin-plate spline");
}

}  // namespace
}  // namespace cartouche::geo
