// Georeferencing a scan from its control points: the transform solved from the enabled points and the table of
// residuals QGIS's georeferencer shows. For each point (disabled ones too, so a user sees where they would fall):
//   map residual   = forward(pixel) - map position, in map units (QGIS: "map units");
//   pixel residual = inverse(map position) - pixel, in pixels, column right and row down (QGIS: "pixels", where
//                    QGIS flips the sign of dY because its source y points up).
// RMS over the enabled points is sqrt(mean(dx^2 + dy^2)); QGIS's "mean error" divides the same sum by
// (enabled - minimumPoints) instead of the count, and is 0 when enabled == minimumPoints, as QGIS shows it.
// A thin-plate spline passes through every enabled point: its residuals there are 0 by construction and say
// nothing about the quality of the points. Thread-safety: plain values.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "geo/gcp.h"
#include "geo/transform.h"

namespace cartouche::geo {

struct Residual {
  double dx = 0;
  double dy = 0;
  double length() const;
};

struct GcpResidual {
  size_t index = 0;   // in the GcpList
  std::string label;  // gcpLabel
  bool enabled = true;
  bool placed = true;         // false for a disabled point the transform cannot place: every value below is NaN
  MapPoint predictedMap;      // forward(pixel)
  Residual map;               // predictedMap - map position
  PixelPoint predictedPixel;  // inverse(map position)
  Residual pixel;             // predictedPixel - pixel
};

struct ResidualStats {
  double rms = 0;                       // sqrt(sum(dx^2 + dy^2) / enabled)
  std::optional<double> qgisMeanError;  // sqrt(sum / (enabled - minimumPoints)); 0 at the minimum; none below
  double max = 0;                       // the longest residual among enabled points
};

struct GeorefReport {
  TransformKind kind = TransformKind::Polynomial1;
  size_t enabledCount = 0;
  std::vector<GcpResidual> points;
  ResidualStats mapStats;
  ResidualStats pixelStats;
  bool exactAtPoints = false;  // thin-plate spline: residuals are 0 by construction
};

// The residual table of `transform` over every point of `gcps`. Fails only when the transform cannot place one of
// the enabled points (a projective horizon), naming the point; a disabled one is then marked not placed.
Result<GeorefReport> computeResiduals(const GcpTransform& transform, const GcpList& gcps);

struct Georeference {
  GcpTransform transform;
  GeorefReport report;
};

// Solves `kind` from `gcps` and computes its residuals; the refusals of GcpTransform::solve.
Result<Georeference> georeference(const GcpList& gcps, TransformKind kind);

}  // namespace cartouche::geo
