// Per-hex heights from a DEM: for each hex of the map, the mean and the maximum of the DEM cells whose centres fall
// inside the hex's footprint on the ground, and the height at the hex centre (bilinear between the four cells
// around it). The DEM may be in any CRS: cell centres are reprojected into the battle's CRS (PROJ through GDAL,
// traditional GIS axis order on both sides, so an EPSG:2180 northing/easting DEM lands where it should). Only the
// window of the DEM under the map is read. Thread-safety: pure functions over their arguments.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "geo/dem_raster.h"
#include "geo/grid_placement.h"

class OGRCoordinateTransformation;

namespace cartouche::geo {

enum class DemStatistic { Mean, Max, Centre };

// Per hex (map index, row * columns + col); NaN where unknown.
struct HexHeights {
  std::vector<float> mean, max, centre;
  // DEM cell centres inside each hex, and how many of them held a height (not NaN, not NoData).
  std::vector<int> cells, validCells;
  // Hexes with no cell centre inside at all (a DEM coarser than the hexes): their mean and max are the centre
  // height, so a coarse DEM still gives every hex it covers a height.
  int centreOnlyHexes = 0;
  // The window of DEM cells read (the map's bounding box plus a cell of margin, clipped to the raster).
  int windowX = 0, windowY = 0, windowWidth = 0, windowHeight = 0;
  const std::vector<float>& of(DemStatistic s) const {
    return s == DemStatistic::Mean ? mean : s == DemStatistic::Max ? max : centre;
  }
};

// Samples `dem` under the grid. A hex off the DEM, or whose cells are all NaN/NoData, is unknown (NaN). Errors:
// an unknown battle CRS, a DEM CRS PROJ cannot reach from it, a map window over kMaxDemWindowCells, a read failure
// (each naming the DEM file). Memory running out, in PROJ too, throws std::bad_alloc.
Result<HexHeights> sampleDem(const DemRaster& dem, const GridPlacement& placement);

// Carries the n points (x[i], y[i]) in place through `t`; ok[i] (resized to n) says whether point i was carried. A
// point the transformation cannot carry (PROJ's codes 2048 to 4095: outside the projection's domain or a grid's, an
// invalid coordinate) is left out, as it should be. Any other code is PROJ itself failing, for want of memory most
// often: an error naming `path`, since leaving every point out would import every hex at its centre height and call
// it done (an allocation sweep of import-dem found that).
Status transformPoints(OGRCoordinateTransformation& t, int n, double* x, double* y, std::vector<int>& ok,
                       const std::string& path);

}  // namespace cartouche::geo
