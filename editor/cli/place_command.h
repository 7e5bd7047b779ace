// `cartouche place BATTLE --crs CRS --origin X,Y [--rotation DEG]`: stores where the battle's hex grid lies on the
// ground (the centre of hex 0101 in a projected CRS, x east and y north, and the clockwise rotation), which
// import-dem then uses; `--clear` removes it, and with no option the stored placement is printed.
#pragma once

#include "command.h"

namespace cartouche::cli {

Command placeCommand();

}  // namespace cartouche::cli
