// Choosing and checking before solving: the point count, then degeneracy, so that every solver sees points it can
// work with and every refusal says why in the user's terms.
#include "geo/transform.h"

#include <algorithm>
#include <cmath>

namespace cartouche::geo {

namespace {

struct KindInfo {
  TransformKind kind;
  std::string_view code;
  const char* title;
  size_t minimum;
};

constexpr KindInfo kKinds[] = {
    {TransformKind::Helmert, "helmert", "Helmert", 2},
    {TransformKind::Polynomial1, "poly1", "polynomial 1", 3},
    {TransformKind::Polynomial2, "poly2", "polynomial 2", 6},
    {TransformKind::Polynomial3, "poly3", "polynomial 3", 10},
    {TransformKind::Projective, "projective", "projective", 4},
    {TransformKind::ThinPlateSpline, "tps", "thin-plate spline", 3},
};

const KindInfo& info(TransformKind kind) {
  for (const KindInfo& k : kKinds)
    if (k.kind == kind) return k;
  return kKinds[0];
}

// How far the points are from lying on one line: the smaller eigenvalue of their scatter matrix over the larger
// (0 for points on a line, 1 for points spread evenly in every direction). Scale-free.
template <typename Get>
double spread(const std::vector<Gcp>& pts, Get get) {
  double mx = 0, my = 0;
  for (const Gcp& g : pts) {
    mx += get(g).first;
    my += get(g).second;
  }
  mx /= static_cast<double>(pts.size());
  my /= static_cast<double>(pts.size());
  double sxx = 0, syy = 0, sxy = 0;
  for (const Gcp& g : pts) {
    const double dx = get(g).first - mx, dy = get(g).second - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const double tr = sxx + syy;
  if (tr <= 0) return 0;
  const double disc = std::sqrt(std::max(0.0, (sxx - syy) * (sxx - syy) / 4 + sxy * sxy));
  const double hi = tr / 2 + disc, lo = tr / 2 - disc;
  return hi > 0 ? std::max(0.0, lo) / hi : 0;
}

// Below this the points are taken as collinear: a line of points with a sideways scatter of a thousandth of its
// length (1e-6 in variance) still solves, rounding noise on exactly collinear points does not.
constexpr double kMinSpread = 1e-9;

// GDAL solves a spline through n points as a dense (n + 3)-square system, in time growing as n^3: a thousand points
// take well under a second, a hundred thousand would take days. Hand-placed control points number in the tens.
constexpr size_t kMaxSplinePoints = 1000;

// Whether the monomials x^a y^b (a + b <= order) over the points are linearly independent: if not, the points all
// lie on one curve of that degree (six points on a circle for order 2) and the least-squares system is singular,
// which GDAL's solver does not always notice. Coordinates are centred and scaled first; a column that keeps less
// than 1e-7 of its length after Gram-Schmidt against the earlier ones counts as dependent.
template <typename Get>
bool polynomialIndependent(const std::vector<Gcp>& pts, Get get, int order) {
  const size_t n = pts.size();
  double mx = 0, my = 0;
  for (const Gcp& g : pts) {
    mx += get(g).first;
    my += get(g).second;
  }
  mx /= static_cast<double>(n);
  my /= static_cast<double>(n);
  double s = 0;
  for (const Gcp& g : pts) s += std::hypot(get(g).first - mx, get(g).second - my);
  s = s > 0 ? static_cast<double>(n) / s : 1;
  std::vector<std::vector<double>> basis;
  for (int total = 0; total <= order; ++total)
    for (int a = total; a >= 0; --a) {
      const int b = total - a;
      std::vector<double> c(n);
      for (size_t k = 0; k < n; ++k)
        c[k] = std::pow((get(pts[k]).first - mx) * s, a) * std::pow((get(pts[k]).second - my) * s, b);
      double before = 0;
      for (double v : c) before += v * v;
      for (const std::vector<double>& q : basis) {
        double d = 0;
        for (size_t k = 0; k < n; ++k) d += c[k] * q[k];
        for (size_t k = 0; k < n; ++k) c[k] -= d * q[k];
      }
      double after = 0;
      for (double v : c) after += v * v;
      if (!(after > 1e-14 * before)) return false;
      const double norm = std::sqrt(after);
      for (double& v : c) v /= norm;
      basis.push_back(std::move(c));
    }
  return true;
}

int polynomialOrder(TransformKind kind) {
  switch (kind) {
    case TransformKind::Polynomial1:
      return 1;
    case TransformKind::Polynomial2:
      return 2;
    case TransformKind::Polynomial3:
      return 3;
    default:
      return 0;
  }
}

}  // namespace

std::string_view transformCode(TransformKind kind) { return info(kind).code; }

std::optional<TransformKind> parseTransformCode(std::string_view code) {
  for (const KindInfo& k : kKinds)
    if (k.code == code) return k.kind;
  return std::nullopt;
}

std::string transformTitle(TransformKind kind) { return info(kind).title; }
size_t minimumPoints(TransformKind kind) { return info(kind).minimum; }

Result<GcpTransform> GcpTransform::solve(TransformKind kind, const GcpList& gcps) {
  const std::vector<Gcp> pts = gcps.enabled();
  const size_t need = minimumPoints(kind);
  if (pts.size() < need)
    return Status::invalidArgument(transformTitle(kind) + " needs at least " + std::to_string(need) +
                                   " enabled control points; " + std::to_string(pts.size()) +
                                   (pts.size() == 1 ? " is" : " are") + " enabled");
  for (size_t i = 0; i < gcps.points.size(); ++i) {
    const Gcp& g = gcps.points[i];
    if (g.enabled &&
        !(std::isfinite(g.pixel.x) && std::isfinite(g.pixel.y) && std::isfinite(g.map.x) && std::isfinite(g.map.y)))
      return Status::invalidArgument(gcpLabel(gcps, i) + " has a coordinate that is not a finite number");
  }
  auto pixelOf = [](const Gcp& g) { return std::pair{g.pixel.x, g.pixel.y}; };
  auto mapOf = [](const Gcp& g) { return std::pair{g.map.x, g.map.y}; };
  // Two distinct points fix a similarity; every other kind needs the points spread in two directions.
  auto distinct = [&](auto get) {
    for (const Gcp& g : pts)
      if (get(g) != get(pts.front())) return true;
    return false;
  };
  if (!distinct(pixelOf)) return Status::invalidArgument("the enabled control points are all at the same pixel");
  if (!distinct(mapOf)) return Status::invalidArgument("the enabled control points are all at the same map position");
  if (kind != TransformKind::Helmert) {
    if (spread(pts, pixelOf) < kMinSpread)
      return Status::invalidArgument("the enabled control points lie on one line on the scan; " + transformTitle(kind) +
                                     " needs points spread across it");
    if (spread(pts, mapOf) < kMinSpread)
      return Status::invalidArgument("the enabled control points lie on one line on the map; " + transformTitle(kind) +
                                     " needs points spread across it");
  }
  if (const int order = polynomialOrder(kind); order > 1) {
    const std::string curve = "one curve of degree " + std::to_string(order);
    if (!polynomialIndependent(pts, pixelOf, order))
      return Status::invalidArgument("the enabled control points lie on " + curve + " on the scan (six on a circle, " +
                                     "for instance) and do not fix " + transformTitle(kind) + "; add points elsewhere");
    if (!polynomialIndependent(pts, mapOf, order))
      return Status::invalidArgument("the enabled control points lie on " + curve + " on the map and do not fix " +
                                     transformTitle(kind) + "; add points elsewhere");
  }
  if (kind == TransformKind::ThinPlateSpline && pts.size() > kMaxSplinePoints)
    return Status::invalidArgument("a thin-plate spline takes at most " + std::to_string(kMaxSplinePoints) +
                                   " enabled control points; " + std::to_string(pts.size()) +
                                   " are enabled (use a polynomial, or disable some)");
  if (kind == TransformKind::ThinPlateSpline) {
    const std::vector<size_t> idx = [&] {
      std::vector<size_t> v;
      for (size_t i = 0; i < gcps.points.size(); ++i)
        if (gcps.points[i].enabled) v.push_back(i);
      return v;
    }();
    for (size_t a = 0; a < pts.size(); ++a)
      for (size_t b = a + 1; b < pts.size(); ++b) {
        const bool samePixel = pixelOf(pts[a]) == pixelOf(pts[b]);
        const bool sameMap = mapOf(pts[a]) == mapOf(pts[b]);
        if (samePixel || sameMap)
          return Status::invalidArgument(gcpLabel(gcps, idx[a]) + " and " + gcpLabel(gcps, idx[b]) +
                                         " are at the same " + (samePixel ? "pixel" : "map position") +
                                         "; a thin-plate spline passes through every point and cannot take both");
      }
  }
  Result<std::shared_ptr<const Impl>> impl = Status::invalidArgument("unknown transform");
  switch (kind) {
    case TransformKind::Helmert:
      impl = solveHelmert(pts);
      break;
    case TransformKind::Polynomial1:
      impl = solveGdalPolynomial(pts, 1);
      break;
    case TransformKind::Polynomial2:
      impl = solveGdalPolynomial(pts, 2);
      break;
    case TransformKind::Polynomial3:
      impl = solveGdalPolynomial(pts, 3);
      break;
    case TransformKind::Projective:
      impl = solveProjective(pts);
      break;
    case TransformKind::ThinPlateSpline:
      impl = solveGdalSpline(pts);
      break;
  }
  if (!impl) return impl.status();
  GcpTransform t;
  t.kind_ = kind;
  t.impl_ = std::move(*impl);
  return t;
}

Result<MapPoint> GcpTransform::forward(PixelPoint p) const {
  double x = p.x, y = p.y;
  if (!impl_->forward(x, y) || !std::isfinite(x) || !std::isfinite(y))
    return Status::invalidArgument("pixel (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                                   ") has no map position under " + transformTitle(kind_));
  return MapPoint{x, y};
}

Result<PixelPoint> GcpTransform::inverse(MapPoint p) const {
  double x = p.x, y = p.y;
  if (!impl_->inverse(x, y) || !std::isfinite(x) || !std::isfinite(y))
    return Status::invalidArgument("map position (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                                   ") has no pixel under " + transformTitle(kind_));
  return PixelPoint{x, y};
}

}  // namespace cartouche::geo
