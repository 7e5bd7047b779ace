// GDAL set-up for the geo library. Call ensureGdal() before any GDAL call; it is cheap after the first time.
// GDAL's messages never reach the terminal: each caller reads CPLGetLastErrorMsg and words its own message.
#pragma once

namespace cartouche::geo {

void ensureGdal();

}  // namespace cartouche::geo
