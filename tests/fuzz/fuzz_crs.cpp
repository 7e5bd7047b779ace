// A CRS definition as a researcher types or pastes it (an EPSG code, a PROJ string, WKT), read both ways the editor
// reads one: as a layer's or control points' CRS, and as the grid's projected CRS with its unit. Each read goes
// through PROJ's database, some tens of milliseconds, so the typed coordinates have a harness of their own
// (fuzz_coordinates.cpp).
#include "fuzz_support.h"
#include "geo/crs.h"
#include "geo/grid_placement.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size >= 200) return 0;  // a CRS definition is short; long ones only cost PROJ time
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)geo::Crs::parse(text);
  (void)geo::projectedCrsMetresPerUnit(text);
  return 0;
}
