#include "geo/georef.h"

#include <algorithm>
#include <cmath>

namespace cartouche::geo {

double Residual::length() const { return std::hypot(dx, dy); }

namespace {

ResidualStats stats(const std::vector<GcpResidual>& points, Residual GcpResidual::*which, size_t minimum) {
  double sum = 0;
  size_t n = 0;
  ResidualStats s;
  for (const GcpResidual& p : points) {
    if (!p.enabled) continue;
    const Residual& r = p.*which;
    sum += r.dx * r.dx + r.dy * r.dy;
    s.max = std::max(s.max, r.length());
    ++n;
  }
  s.rms = n ? std::sqrt(sum / static_cast<double>(n)) : 0;
  // As QGIS: 0 when the points only just fix the transform (nothing is left over to measure), none below that.
  if (n > minimum)
    s.qgisMeanError = std::sqrt(sum / static_cast<double>(n - minimum));
  else if (n == minimum)
    s.qgisMeanError = 0.0;
  return s;
}

}  // namespace

Result<GeorefReport> computeResiduals(const GcpTransform& transform, const GcpList& gcps) {
  GeorefReport report;
  report.kind = transform.kind();
  report.enabledCount = gcps.enabledCount();
  report.exactAtPoints = transform.kind() == TransformKind::ThinPlateSpline;
  for (size_t i = 0; i < gcps.points.size(); ++i) {
    const Gcp& g = gcps.points[i];
    GcpResidual r;
    r.index = i;
    r.label = gcpLabel(gcps, i);
    r.enabled = g.enabled;
    Result<MapPoint> m = transform.forward(g.pixel);
    Result<PixelPoint> p = transform.inverse(g.map);
    if (!m || !p) {
      if (g.enabled) return (!m ? m.status() : p.status()).withContext(r.label);
      // A disabled point may sit where the transform does not reach (a projective horizon, a coordinate left
      // blank): its residual is unknown, not zero.
      const double nan = std::nan("");
      r.placed = false;
      r.predictedMap = {nan, nan};
      r.map = {nan, nan};
      r.predictedPixel = {nan, nan};
      r.pixel = {nan, nan};
      report.points.push_back(std::move(r));
      continue;
    }
    r.predictedMap = *m;
    r.map = {m->x - g.map.x, m->y - g.map.y};
    r.predictedPixel = *p;
    r.pixel = {p->x - g.pixel.x, p->y - g.pixel.y};
    report.points.push_back(std::move(r));
  }
  const size_t minimum = minimumPoints(transform.kind());
  report.mapStats = stats(report.points, &GcpResidual::map, minimum);
  report.pixelStats = stats(report.points, &GcpResidual::pixel, minimum);
  return report;
}

Result<Georeference> georeference(const GcpList& gcps, TransformKind kind) {
  Result<GcpTransform> t = GcpTransform::solve(kind, gcps);
  if (!t) return t.status();
  Result<GeorefReport> r = computeResiduals(*t, gcps);
  if (!r) return r.status();
  return Georeference{std::move(*t), std::move(*r)};
}

}  // namespace cartouche::geo
