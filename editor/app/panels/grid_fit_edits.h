// Fitting the battle's hex grid to a scan of a printed wargame board, as values the grid fit window tests without a
// window: the clicked hex centres (scan pixels, GDAL's column and row down) with their printed labels, the fitted
// grid drawn back on the scan (any hex's centre and outline in scan pixels, the hex a click most likely is), and
// Apply: the scan's geotransform (pixel -> the battle's ground) that lays it under the grid, with the grid placed in
// the board frame (geo::boardFrameCrs) first when the battle has no ground placement, as one undo step.
// Main thread (Apply runs commands on the document; the CRS checks reach GDAL/PROJ).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "../tools/tool.h"
#include "base/status.h"
#include "geo/grid_placement.h"
#include "model/battle.h"

namespace cartouche {

struct ScanClick {
  Point pixel;        // where the hex centre was clicked on the scan
  std::string label;  // the hex's printed label ("0712"), in the battle's label format
  friend bool operator==(const ScanClick&, const ScanClick&) = default;
};

// geo::fitGridToClicks in the scan's pixel frame.
Result<geo::GridFit> fitScanClicks(const GridSettings& grid, const std::vector<ScanClick>& clicks);

// The fitted grid on the scan.
class ScanGrid {
 public:
  // REQUIRES: fit.hexSize > 0 (a fit fitScanClicks returned).
  ScanGrid(const GridSettings& grid, const geo::GridFit& fit);
  Point centre(Hex h) const;
  std::array<Point, 6> outline(Hex h) const;  // core's corner order
  Hex hexAt(Point pixel) const;               // may be off the map: check grid.contains

 private:
  // The scan turned y-up (row -> -row), where the fit is a rotation, a scale and a shift as on the ground.
  geo::GridPlacement placement_;
};

// The label to offer for a click at `pixel`: the label of the hex the fit puts there when that hex is on the map and
// not clicked yet; "" with no fit.
std::string guessLabel(const GridSettings& grid, const std::optional<geo::GridFit>& fit,
                       const std::vector<ScanClick>& clicks, Point pixel);

// Where a battle with no ground placement is placed by Apply: the board frame, hex 0101 at (0, 0), no rotation.
GroundPlacement boardGroundPlacement();

// GDAL's geotransform that maps scan pixels to `placement`'s ground so that every hex centre the fit predicts on the
// scan lands on that hex's centre on the ground: solved exactly from three hex centres far apart (an affine map).
std::array<double, 6> scanGeoTransform(const GridSettings& grid, const geo::GridFit& fit,
                                       const geo::GridPlacement& placement);

// Apply: sets the layer called `layerName` to that geotransform in the ground placement's CRS, after placing the
// grid in the board frame when the battle had no placement; both commands join one undo step.
Status applyGridFit(ToolContext& ctx, const std::string& layerName, const geo::GridFit& fit);

}  // namespace cartouche
