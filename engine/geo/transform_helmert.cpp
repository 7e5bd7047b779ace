// Helmert (similarity) transform by least squares, in closed form. It is fitted on QGIS's source coordinates
// (column, -row): the scan's rows grow downwards and northings upwards, and a similarity cannot mirror, so fitting
// on rows directly would need a reflection. With u, v the source coordinates and U, V the map coordinates, both
// taken from their centroids, X = a u - b v, Y = b u + a v minimises the squared residuals for
//   a = sum(uU + vV) / sum(u^2 + v^2),  b = sum(uV - vU) / sum(u^2 + v^2),
// with scale sqrt(a^2 + b^2) and rotation atan2(b, a).
#include <cmath>

#include "geo/transform.h"

namespace cartouche::geo {

namespace {

class Helmert final : public GcpTransform::Impl {
 public:
  Helmert(double su, double sv, double sx, double sy, double a, double b)
      : su_(su), sv_(sv), sx_(sx), sy_(sy), a_(a), b_(b) {}

  bool forward(double& x, double& y) const override {
    const double u = x - su_, v = -y - sv_;
    x = sx_ + a_ * u - b_ * v;
    y = sy_ + b_ * u + a_ * v;
    return true;
  }

  bool inverse(double& x, double& y) const override {
    const double X = x - sx_, Y = y - sy_, d = a_ * a_ + b_ * b_;
    const double u = (a_ * X + b_ * Y) / d, v = (-b_ * X + a_ * Y) / d;
    x = su_ + u;
    y = -(sv_ + v);
    return true;
  }

 private:
  double su_, sv_, sx_, sy_, a_, b_;
};

}  // namespace

Result<std::shared_ptr<const GcpTransform::Impl>> solveHelmert(const std::vector<Gcp>& pts) {
  const double n = static_cast<double>(pts.size());
  double su = 0, sv = 0, sx = 0, sy = 0;
  for (const Gcp& g : pts) {
    su += g.pixel.x;
    sv += -g.pixel.y;
    sx += g.map.x;
    sy += g.map.y;
  }
  su /= n;
  sv /= n;
  sx /= n;
  sy /= n;
  double num_a = 0, num_b = 0, den = 0;
  for (const Gcp& g : pts) {
    const double u = g.pixel.x - su, v = -g.pixel.y - sv, X = g.map.x - sx, Y = g.map.y - sy;
    num_a += u * X + v * Y;
    num_b += u * Y - v * X;
    den += u * u + v * v;
  }
  const double a = num_a / den, b = num_b / den;
  // The map points fit no similarity at all (scale 0): e.g. their spread cancels out under rotation.
  if (!(a * a + b * b > 0) || !std::isfinite(a) || !std::isfinite(b))
    return Status::invalidArgument("the control points fit no Helmert transform (scale comes out as 0)");
  return std::shared_ptr<const GcpTransform::Impl>(std::make_shared<Helmert>(su, sv, sx, sy, a, b));
}

}  // namespace cartouche::geo
