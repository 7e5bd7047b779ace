// The feature tables of the GIS export, written with OGR into an open GeoPackage: `hexes` (one polygon per hex:
// label, terrain code and name, level, metres where a DEM gave them), `hexsides` (one line per hexside feature: an
// edge feature along the hexside, a path feature from centre to centre through it, a mark feature across it, as the
// editor draws them; then one line of feature "slope" along each hexside with a slope, towards the higher hex) and
// `units` (one point per unit or leader standing on the map in a scenario's set-up, with its facing as a compass
// bearing in degrees, clockwise from the CRS's north). Unknown values are NULL, never 0. Thread-safety: one writer per
// dataset.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "geo/grid_placement.h"
#include "model/battle.h"

class GDALDataset;
class OGRSpatialReference;

namespace cartouche::gis {

// Bearing in degrees [0, 360), clockwise from the CRS's y axis, of the ground vector (dx, dy).
double bearingDegrees(double dx, double dy);

// The ground bearing a unit at `hex` faces, or none when the facing is unknown.
std::optional<double> facingBearing(const geo::GridPlacement& placement, Hex hex, std::optional<Facing> facing);

Result<int> writeHexes(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                       const geo::GridPlacement& placement);
struct HexsideCounts {
  int features = 0;  // one row per feature on a hexside
  int slopes = 0;    // one row per hexside with a slope
};
Result<HexsideCounts> writeHexsides(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                                    const geo::GridPlacement& placement);
// `scenarios`: the scenarios whose set-ups are written, in that order.
Result<int> writeUnits(GDALDataset& ds, const OGRSpatialReference& srs, const Battle& battle,
                       const geo::GridPlacement& placement, const std::vector<const Scenario*>& scenarios);

}  // namespace cartouche::gis
