// Coordinate and CRS text as a researcher types it: a CRS definition, and a coordinate pair in a geographic and a
// projected CRS.
#include "fuzz_support.h"
#include "geo/crs.h"
#include "geo/crs_coordinates.h"
#include "geo/grid_placement.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const geo::Crs wgs84 = *geo::Crs::parse("EPSG:4326");
  static const geo::Crs utm33 = *geo::Crs::parse("EPSG:25833");
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)geo::parseCoordinates(text, wgs84);
  (void)geo::parseCoordinates(text, utm33);
  (void)geo::parseLatLon(text);
  if (size < 200) {  // a CRS definition is short; long ones only cost GDAL time
    (void)geo::Crs::parse(text);
    (void)geo::projectedCrsMetresPerUnit(text);
  }
  return 0;
}
