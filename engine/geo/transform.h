// Transforms from a scan's pixels to the ground, solved from ground control points: Helmert (similarity: scale,
// rotation, shift), polynomials of order 1, 2 and 3 and thin-plate splines (through GDAL's GCP and TPS
// transformers, as QGIS and gdalwarp use them), and projective (homography). Pixel coordinates are GDAL's (column,
// row down, (0,0) the top-left corner of the image); map coordinates are the GCPs' CRS in x east, y north.
// forward: pixel -> map; inverse: map -> pixel (for polynomials and splines GDAL fits the inverse separately, so
// inverse(forward(p)) is p only up to the fit). Thread-safety: a solved transform may be used from several threads.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "geo/gcp.h"

namespace cartouche::geo {

enum class TransformKind { Helmert, Polynomial1, Polynomial2, Polynomial3, Projective, ThinPlateSpline };

// The command-line names: "helmert", "poly1", "poly2", "poly3", "projective", "tps".
std::string_view transformCode(TransformKind kind);
std::optional<TransformKind> parseTransformCode(std::string_view code);
// For messages: "Helmert", "polynomial 2", "thin-plate spline".
std::string transformTitle(TransformKind kind);
// Fewest enabled points that determine the transform: 2, 3, 6, 10, 4, 3.
size_t minimumPoints(TransformKind kind);

class GcpTransform {
 public:
  // Solves `kind` from the enabled points of `gcps`. Refused (InvalidArgument, with the reason in words) when there
  // are too few enabled points, when they are degenerate (all on one line, two at the same pixel for a spline) or
  // when the solver finds them badly placed.
  static Result<GcpTransform> solve(TransformKind kind, const GcpList& gcps);

  TransformKind kind() const { return kind_; }
  Result<MapPoint> forward(PixelPoint p) const;
  Result<PixelPoint> inverse(MapPoint p) const;

  class Impl;

 private:
  TransformKind kind_ = TransformKind::Helmert;
  std::shared_ptr<const Impl> impl_;
};

class GcpTransform::Impl {
 public:
  virtual ~Impl() = default;
  virtual bool forward(double& x, double& y) const = 0;
  virtual bool inverse(double& x, double& y) const = 0;
};

// Solvers of each family (transform_helmert.cpp, transform_projective.cpp, transform_gdal.cpp). `points` are the
// enabled points, already checked for number and degeneracy.
Result<std::shared_ptr<const GcpTransform::Impl>> solveHelmert(const std::vector<Gcp>& points);
Result<std::shared_ptr<const GcpTransform::Impl>> solveProjective(const std::vector<Gcp>& points);
Result<std::shared_ptr<const GcpTransform::Impl>> solveGdalPolynomial(const std::vector<Gcp>& points, int order);
Result<std::shared_ptr<const GcpTransform::Impl>> solveGdalSpline(const std::vector<Gcp>& points);

}  // namespace cartouche::geo
