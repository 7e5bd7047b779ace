// Typed coordinates: decimal degrees, DMS in its many spellings, projected numbers, and what is refused.
#include "geo/crs_coordinates.h"

#include <gtest/gtest.h>

#include <string>

namespace cartouche::geo {
namespace {

double deg(std::string_view s) {
  Result<Angle> a = parseAngle(s);
  EXPECT_TRUE(a) << s << ": " << a.status().message();
  return a ? a->degrees : -999;
}

TEST(ParseAngle, DecimalAndDms) {
  EXPECT_DOUBLE_EQ(deg("48.8644"), 48.8644);
  EXPECT_DOUBLE_EQ(deg("-2.5"), -2.5);
  EXPECT_DOUBLE_EQ(deg("+2.5"), 2.5);
  EXPECT_DOUBLE_EQ(deg("48.8644 N"), 48.8644);
  EXPECT_DOUBLE_EQ(deg("2.5W"), -2.5);
  EXPECT_DOUBLE_EQ(deg("48°51'52\"N"), 48 + 51 / 60.0 + 52 / 3600.0);
  EXPECT_DOUBLE_EQ(deg("2 19 47 E"), 2 + 19 / 60.0 + 47 / 3600.0);
  EXPECT_DOUBLE_EQ(deg("S 33 52 30"), -(33 + 52 / 60.0 + 30 / 3600.0));
  EXPECT_DOUBLE_EQ(deg("48°51.5'N"), 48 + 51.5 / 60.0);
  EXPECT_DOUBLE_EQ(deg("48\xC2\xB0 51\xE2\x80\xB2 52.5\xE2\x80\xB3 N"), 48 + 51 / 60.0 + 52.5 / 3600.0);
  EXPECT_DOUBLE_EQ(deg("48d51'52''"), 48 + 51 / 60.0 + 52 / 3600.0);
  EXPECT_EQ(parseAngle("48 N")->axis, AngleAxis::Latitude);
  EXPECT_EQ(parseAngle("2 W")->axis, AngleAxis::Longitude);
  EXPECT_EQ(parseAngle("2")->axis, AngleAxis::Unknown);
}

TEST(ParseAngle, RefusesWhatIsNotAnAngle) {
  for (const char* bad :
       {"", "  ", "N", "abc", "48 61 00", "48 30 60", "48.5 30", "1 2 3 4", "-48 N", "48..5", "48x"}) {
    Result<Angle> a = parseAngle(bad);
    EXPECT_FALSE(a) << "'" << bad << "' parsed as " << (a ? a->degrees : 0);
    if (!a) {
      EXPECT_NE(a.status().message().find(bad), std::string::npos) << a.status().message();
    }
  }
}

TEST(ParseLatLon, OrderAndHemispheres) {
  Result<MapPoint> p = parseLatLon("48°51'52\"N, 2 19 47 E");
  ASSERT_TRUE(p) << p.status().message();
  EXPECT_NEAR(p->y, 48.864444, 1e-6);
  EXPECT_NEAR(p->x, 2.329722, 1e-6);
  Result<MapPoint> swapped = parseLatLon("2 19 47 E, 48 51 52 N");
  ASSERT_TRUE(swapped);
  EXPECT_DOUBLE_EQ(swapped->x, p->x);
  EXPECT_DOUBLE_EQ(swapped->y, p->y);
  Result<MapPoint> noComma = parseLatLon("48 51 52 N 2 19 47 W");
  ASSERT_TRUE(noComma) << noComma.status().message();
  EXPECT_DOUBLE_EQ(noComma->x, -p->x);
  Result<MapPoint> plain = parseLatLon("48.8644 2.3298");
  ASSERT_TRUE(plain);
  EXPECT_DOUBLE_EQ(plain->x, 2.3298);
  EXPECT_DOUBLE_EQ(plain->y, 48.8644);
  EXPECT_FALSE(parseLatLon("91, 2"));
  EXPECT_FALSE(parseLatLon("45, 181"));
  EXPECT_FALSE(parseLatLon("45 N, 46 N"));
  EXPECT_FALSE(parseLatLon("45"));
  EXPECT_FALSE(parseLatLon("1, 2, 3"));
}

TEST(FormatDms, RoundsToATenthOfASecondAndCarries) {
  const std::string deg = "\xC2\xB0";
  EXPECT_EQ(formatDms(54.103417, true), "54" + deg + "06'12.3\" N");
  EXPECT_EQ(formatDms(-0.5, false), "0" + deg + "30'00.0\" W");
  EXPECT_EQ(formatDms(22.99999, false), "23" + deg + "00'00.0\" E");  // 59.964" rounds into the next degree
  EXPECT_EQ(formatDms(-33.8568, true), "33" + deg + "51'24.5\" S");
  EXPECT_EQ(formatDms(-180, false), "180" + deg + "00'00.0\" W");
}

// A position copied from the cursor readout into a control point's entry comes back to within the readout's
// rounding, a twentieth of a second of arc (about 1.5 m of latitude).
TEST(FormatDms, TheCursorReadoutReadsBackWhereItWas) {
  const double half = 0.05 / 3600 + 1e-12;
  for (const MapPoint p : {MapPoint{12.4319, 52.0517}, MapPoint{-0.5, -33.8568}, MapPoint{179.99999, 89.99999},
                           MapPoint{-180, -90}, MapPoint{-0.00001, 0.00001}, MapPoint{22.99999, 54.103417}}) {
    const std::string shown = formatDms(p.y, true) + ", " + formatDms(p.x, false);
    Result<MapPoint> back = parseLatLon(shown);
    ASSERT_TRUE(back) << shown << ": " << back.status().message();
    EXPECT_NEAR(back->x, p.x, half) << shown;
    EXPECT_NEAR(back->y, p.y, half) << shown;
  }
}

TEST(ParseCoordinates, ProjectedOrGeographicByCrs) {
  Result<Crs> pl = Crs::parse("EPSG:2180");
  Result<Crs> wgs84 = Crs::parse("EPSG:4326");
  ASSERT_TRUE(pl && wgs84);
  Result<MapPoint> xy = parseCoordinates("637250.5, 5.4e5", *pl);
  ASSERT_TRUE(xy) << xy.status().message();
  EXPECT_DOUBLE_EQ(xy->x, 637250.5);
  EXPECT_DOUBLE_EQ(xy->y, 540000);
  Result<MapPoint> spaced = parseCoordinates("-1000 3750", *pl);
  ASSERT_TRUE(spaced);
  EXPECT_DOUBLE_EQ(spaced->x, -1000);
  EXPECT_DOUBLE_EQ(spaced->y, 3750);
  EXPECT_FALSE(parseCoordinates("48 51 52 N, 2 E", *pl)) << "DMS is not a projected number";
  Result<MapPoint> ll = parseCoordinates("48 51 52 N, 2 19 47 E", *wgs84);
  ASSERT_TRUE(ll);
  EXPECT_NEAR(ll->y, 48.864444, 1e-6);
  EXPECT_FALSE(parseProjectedNumber("12,5"));
  EXPECT_FALSE(parseProjectedNumber("inf"));
  EXPECT_FALSE(parseProjectedNumber(""));
}

}  // namespace
}  // namespace cartouche::geo
