// Ground control points of a scan: a spot on the image (pixel column and row, row counted down from the top edge,
// as in GDAL) tied to its position on the ground in the GCP list's CRS (x east, y north). Disabled points stay in the
// list but take no part in a transform. Thread-safety: plain values.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "geo/crs.h"

namespace cartouche::geo {

struct PixelPoint {
  double x = 0;  // column, from the left edge
  double y = 0;  // row, from the top edge, growing downwards
};

struct Gcp {
  std::string id;  // optional; empty when the source file had none (a .points file never has one)
  PixelPoint pixel;
  MapPoint map;
  bool enabled = true;
};

struct GcpList {
  std::vector<Gcp> points;
  std::optional<std::string> crsText;  // the CRS the map positions are in, when the source said (#CRS: line)

  size_t enabledCount() const;
  std::vector<Gcp> enabled() const;
};

// A label for messages and tables: the id when there is one, else "point N" (1-based, in list order).
std::string gcpLabel(const GcpList& list, size_t index);

}  // namespace cartouche::geo
