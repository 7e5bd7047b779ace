// `cartouche georef IMAGE --gcps FILE.points [--crs CRS] --transform T [--json]`: solves a scan's georeferencing
// from a QGIS .points file and prints the residual of each control point and the RMS. Exit 0 solved, 1 the points
// cannot be solved by that transform (the message says why), 2 a usage error or an input that cannot be read.
#pragma once

#include "command.h"

namespace cartouche::cli {

Command georefCommand();

}  // namespace cartouche::cli
