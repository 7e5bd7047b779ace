// QGIS Georeferencer `.points` files, read and written the way QGIS 3 does. The file is CSV: a first line
// `#CRS: <WKT>` (QGIS always writes it, empty when the project had no CRS; older files lack it), a header
// (`mapX,mapY,sourceX,sourceY,enable,dX,dY,residual` from QGIS 3; `enabled` or pixelX,pixelY and tabs in older
// files), then one point a line. sourceY is the pixel row negated (QGIS's source coordinates point up), so
// row = -sourceY. QGIS writes numbers with 17 decimals, trailing zeros dropped, and always the residual columns.
// Thread-safety: pure functions.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "geo/gcp.h"

namespace cartouche::geo {

// The residual columns QGIS writes: dX, dY and their length, in the units its residual table showed.
struct PointsResidual {
  double dx = 0;
  double dy = 0;
};

struct PointsFile {
  GcpList gcps;
  // One per point when the file had the dX,dY,residual columns; empty otherwise.
  std::vector<PointsResidual> residuals;
};

// `name` goes into messages ("tuileries.points line 5: sourceY 'x' is not a number").
Result<PointsFile> parsePointsText(const std::string& text, const std::string& name);
Result<PointsFile> readPointsFile(const std::string& path);

// The text QGIS would write for `file`: the #CRS line (gcps.crsText as given, QGIS writes one-line WKT2; empty
// when unset), the eight-column header, residuals from file.residuals (zeros where there are none, as QGIS writes
// for an unsolved list).
std::string writePointsText(const PointsFile& file);
// Writes through a temporary file and a rename, so a failed write leaves any old file whole.
Status writePointsFile(const std::string& path, const PointsFile& file);

// QGIS's qgsDoubleToString: 17 decimals, trailing zeros and a bare point dropped, "-0" written "0".
std::string qgisNumber(double v);

}  // namespace cartouche::geo
