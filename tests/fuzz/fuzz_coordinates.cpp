// Coordinates as a researcher types them into a control point or the grid's origin: one angle, a latitude and
// longitude pair, projected numbers, and a pair read in a geographic and in a projected CRS. Whatever parses is a
// finite position on the Earth, and reads back from the editor's cursor readout of it (formatDms, to within its
// rounding) and from its shortest exact decimal spelling (exactly).
#include <charconv>
#include <cmath>
#include <string>

#include "fuzz_support.h"
#include "geo/crs.h"
#include "geo/crs_coordinates.h"

using namespace cartouche;

namespace {

// The shortest decimal that reads back as `v` exactly ("-33.8568", "0.00001"), without an exponent.
std::string exactDecimal(double v) {
  char buf[400];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
  if (ec != std::errc()) fuzz::broken("cannot spell " + std::to_string(v));
  return std::string(buf, end);
}

void checkLatLon(const std::string& text, geo::MapPoint p) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || std::abs(p.y) > 90 || std::abs(p.x) > 180)
    fuzz::broken("'" + text + "' read as " + exactDecimal(p.y) + ", " + exactDecimal(p.x) + ": off the Earth");
  const std::string shown = geo::formatDms(p.y, true) + ", " + geo::formatDms(p.x, false);
  Result<geo::MapPoint> back = geo::parseLatLon(shown);
  if (!back) fuzz::broken("the readout '" + shown + "' of '" + text + "' does not read: " + back.status().message());
  const double half = 0.05 / 3600 + 1e-9;
  if (std::abs(back->x - p.x) > half || std::abs(back->y - p.y) > half)
    fuzz::broken("the readout '" + shown + "' of '" + text + "' reads back elsewhere");
  const std::string exact = exactDecimal(p.y) + ", " + exactDecimal(p.x);
  Result<geo::MapPoint> same = geo::parseLatLon(exact);
  if (!same || same->x != p.x || same->y != p.y) fuzz::broken("'" + exact + "' of '" + text + "' does not read back");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const geo::Crs wgs84 = *geo::Crs::parse("EPSG:4326");
  static const geo::Crs utm33 = *geo::Crs::parse("EPSG:25833");
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (Result<geo::Angle> a = geo::parseAngle(text); a && !std::isfinite(a->degrees))
    fuzz::broken("the angle '" + text + "' is not finite");
  if (Result<geo::MapPoint> p = geo::parseLatLon(text)) checkLatLon(text, *p);
  if (Result<geo::MapPoint> p = geo::parseCoordinates(text, wgs84)) checkLatLon(text, *p);
  if (Result<double> v = geo::parseProjectedNumber(text); v && !std::isfinite(*v))
    fuzz::broken("the number '" + text + "' is not finite");
  if (Result<geo::MapPoint> p = geo::parseCoordinates(text, utm33); p && !(std::isfinite(p->x) && std::isfinite(p->y)))
    fuzz::broken("the pair '" + text + "' is not finite");
  return 0;
}
