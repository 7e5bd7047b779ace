// QGIS `.points` files as a stranger writes them. A file that parses must write back to text that parses to the same
// points.
#include "fuzz_support.h"
#include "geo/gcp_points_file.h"

using namespace cartouche;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Result<geo::PointsFile> file = geo::parsePointsText(text, "fuzz.points");
  if (!file) return 0;
  const std::string written = geo::writePointsText(*file);
  Result<geo::PointsFile> again = geo::parsePointsText(written, "fuzz.points");
  if (!again) fuzz::broken("written .points text does not parse: " + again.status().message());
  if (geo::writePointsText(*again) != written) fuzz::broken("written .points text does not write back the same");
  return 0;
}
