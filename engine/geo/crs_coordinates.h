// Coordinates as people type them: decimal degrees ("48.8644", "-2.5", "48.8644 N"), degrees-minutes-seconds
// ("48°51'52\"N", "2 19 47 E", "48°51.87'N") and projected numbers ("637250.5"). A pair is "LAT, LON" for degrees
// (hemisphere letters may swap the order: "2 19 47 E, 48 51 52 N") and "X, Y" (comma or spaces) for projected CRSs.
// Results are in the traditional GIS order of geo/crs.h: x = east/longitude, y = north/latitude. Pure functions.
#pragma once

#include <string>
#include <string_view>

#include "base/status.h"
#include "geo/crs.h"

namespace cartouche::geo {

enum class AngleAxis { Unknown, Latitude, Longitude };

struct Angle {
  double degrees = 0;                   // signed: south and west are negative
  AngleAxis axis = AngleAxis::Unknown;  // set by a hemisphere letter (N/S: latitude, E/W: longitude)
};

// One angle: decimal degrees or DMS, with an optional sign or hemisphere letter (not both).
// Minutes and seconds must be below 60; only the last part may have a fraction.
Result<Angle> parseAngle(std::string_view text);

// "LAT, LON" (or the two parts in either order when both carry hemisphere letters) -> x = lon, y = lat.
// Latitude within [-90, 90], longitude within [-180, 180].
Result<MapPoint> parseLatLon(std::string_view text);

// One projected coordinate: a plain decimal number, optional sign and exponent ("-1000", "5.4e5").
Result<double> parseProjectedNumber(std::string_view text);

// An angle as the editor's cursor readout shows it, 54.103417 as "54°06'12.3\" N" (E/W for a longitude): rounded to a
// tenth of a second, which parseAngle reads back to within 0.05".
std::string formatDms(double degrees, bool latitude);

// A coordinate pair in `crs`: parseLatLon for a geographic CRS, two projected numbers "X, Y" otherwise.
Result<MapPoint> parseCoordinates(std::string_view text, const Crs& crs);

}  // namespace cartouche::geo
