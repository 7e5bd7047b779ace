// `cartouche import-dem BATTLE DEM [--origin X,Y --crs CRS] [...]`: hex elevation from a DEM. The grid is placed on
// the ground by the command line or by the placement stored with `cartouche place`; each hex gets the DEM's mean,
// max or centre height, classified into levels by a contour interval and base; the preview is printed, and without
// --dry-run the heights and levels are written into BATTLE through a working copy and an atomic save.
#pragma once

#include "command.h"

namespace cartouche::cli {

Command importDemCommand();

}  // namespace cartouche::cli
