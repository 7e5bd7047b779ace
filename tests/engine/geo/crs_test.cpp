// CRS parsing and point transforms: EPSG codes, PROJ strings and WKT; x east and y north whatever the CRS's own
// axis order; refusals that quote the text; no file or network look-ups.
#include "geo/crs.h"

#include <gtest/gtest.h>

#include "geo/geo.h"
#include "geo/grid_placement.h"

namespace cartouche::geo {
namespace {

TEST(Crs, ParsesEpsgProjAndWkt) {
  Result<Crs> epsg = Crs::parse("EPSG:2180");
  ASSERT_TRUE(epsg) << epsg.status().message();
  EXPECT_NE(epsg->name().find("CS92"), std::string::npos) << epsg->name();
  EXPECT_FALSE(epsg->isGeographic());
  Result<Crs> proj = Crs::parse(
      "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 "
      "+towgs84=0,0,0,0,0,0,0 +no_defs");
  ASSERT_TRUE(proj) << proj.status().message();
  Result<Crs> wkt = Crs::parse(epsg->wkt());
  ASSERT_TRUE(wkt) << wkt.status().message();
  EXPECT_TRUE(wkt->isSameAs(*epsg));
  EXPECT_EQ(epsg->wkt().find('\n'), std::string::npos) << "one line, as QGIS writes after #CRS:";
  Result<Crs> geographic = Crs::parse("  EPSG:4326 ");
  ASSERT_TRUE(geographic);
  EXPECT_TRUE(geographic->isGeographic());
  EXPECT_EQ(geographic->text(), "EPSG:4326");
}

TEST(Crs, UnknownCrsIsRefusedNamingTheText) {
  for (const char* text : {"EPSG:999999", "+proj=nonsense +ellps=GRS80", "not a crs", "PROJCS[\"broken\""}) {
    Result<Crs> c = Crs::parse(text);
    ASSERT_FALSE(c) << text;
    EXPECT_NE(c.status().message().find(text), std::string::npos) << c.status().message();
  }
  EXPECT_FALSE(Crs::parse(""));
  EXPECT_FALSE(Crs::parse("   "));
}

// GDAL and PROJ echo the text in their messages; words in it that a message about memory or PROJ's database would
// hold are the user's, not the library's trouble. "/vsiswiftallocat" ended the fuzzer (std::bad_alloc thrown for
// "Cannot import /vsiswiftallocat due to ALLOW_FILE_ACCESS=NO").
TEST(Crs, WordsAboutMemoryInTheTextAreTheUsersMistake) {
  for (const char* text :
       {"/vsiswiftallocat", "EPSG:allocat", "+proj=allocat", "/vsimem/out of memory", "proj.db", "/cannot build",
        "bad_alloc", "+proj=longlat +datum=allocat", "GEOGCS[\"a\",DATUM[\"allocat\"]]",
        "urn:ogc:def:crs:EPSG::allocat", "ESRI:allocat", "EPSG:4326+allocat",
        "{\"type\":\"GeographicCRS\",\"name\":\"allocat\"}",
        // PROJ quotes a part: "pipeline: Bad step definition: proj=allocat (Invalid value ...)"
        "+proj=pipeline +step +proj=allocat", "+proj=pipeline +step +proj=proj.db",
        "+proj=pipeline +step +inv +proj=bad_alloc +ellps=GRS80",
        // and a step without its '+': "Bad step definition: allocat (Missing argument)"
        "+proj=pipeline +step +allocat", "+proj=pipeline +step allocat", "+proj=pipeline +step +x=allocat",
        "+proj=pipeline +step +bad_alloc", "+proj=pipeline +step +allocate", "+proj=pipeline +step +proj.db",
        // "Bad step definition: allocat,type=crs (Missing argument)"
        "+proj=pipeline +step +allocat,", "+proj=pipeline +step +cannot build", "+proj=pipeline +step +(allocat)",
        "+proj=pipeline +step +out of memory"}) {
    Result<Crs> c = Crs::parse(text);
    ASSERT_FALSE(c) << text;
    EXPECT_EQ(c.status().code(), Status::Code::InvalidArgument) << c.status().message();
    EXPECT_EQ(c.status().message().rfind("unknown CRS '", 0), 0u) << c.status().message();
    Result<double> unit = projectedCrsMetresPerUnit(text);
    ASSERT_FALSE(unit) << text;
    EXPECT_EQ(unit.status().code(), Status::Code::InvalidArgument) << unit.status().message();
  }
}

TEST(Crs, AWordInAQuotedPartOfTheUsersTextIsNotPROJsOwn) {
  const char* typed = "+proj=pipeline +step +proj=allocat";
  // PROJ's own words, whatever the user typed.
  EXPECT_TRUE(saysOwn("PROJ: proj_create: cannot allocate memory", "allocat", typed));
  EXPECT_TRUE(saysOwn("PROJ: proj_create: cannot allocate memory", "allocat", "EPSG:4326"));
  // Quoted from the user's text, whole or in part; in a quote and then its own.
  EXPECT_FALSE(saysOwn("Bad step definition: proj=allocat (Invalid value for an argument)", "allocat", typed));
  EXPECT_FALSE(saysOwn("Cannot import +proj=allocat", "allocat", typed));
  EXPECT_TRUE(saysOwn("Bad step definition: proj=allocat: cannot allocate", "allocat", typed));
  // A word of the message that the user's text holds whole, with the punctuation around it left out.
  EXPECT_FALSE(saysOwn("Bad step definition: allocat (Missing argument)", "allocat", "+step +allocat"));
  EXPECT_FALSE(saysOwn("Bad step definition: 'allocat'.", "allocat", "+step +allocat"));
  EXPECT_FALSE(saysOwn("Bad step definition: allocat,type=crs (Missing argument)", "allocat", "+step +allocat,"));
  EXPECT_TRUE(saysOwn("Bad step definition: allocat: cannot allocate", "allocat", "+step +allocat"));
  EXPECT_TRUE(saysOwn("cannot allocate memory", "allocat", "+step +allocat"));
  // Two or fewer characters of the user's text beside the word are not yet a quote.
  EXPECT_TRUE(saysOwn("could not allocate", "allocat", "t allocation"));
  EXPECT_FALSE(saysOwn("could not allocate", "allocat", "ot allocation"));
  EXPECT_FALSE(saysOwn("nothing about it", "allocat", typed));
}

TEST(Crs, NeverReadsAFileNamedAsTheCrs) {
  // OGR would read a WKT file given by name; a CRS typed or read from a file must not open other files.
  Result<Crs> c = Crs::parse(CARTOUCHE_SOURCE_DIR "/engine/geo/geo.h");
  EXPECT_FALSE(c);
}

TEST(Crs, AxisOrderIsEastThenNorthForLatitudeFirstCrss) {
  // EPSG:4326 and EPSG:2180 both list northing/latitude first; here x is always east.
  Result<Crs> wgs84 = Crs::parse("EPSG:4326");
  Result<Crs> pl = Crs::parse("EPSG:2180");
  ASSERT_TRUE(wgs84 && pl);
  // Suwalki, about 54.10 N, 22.93 E: in CS92 the easting is near 757 km and the northing near 700 km; swapped
  // axes would put the easting at 700 km and the northing at 757 km.
  Result<MapPoint> p = transformPoint(*wgs84, *pl, {22.93, 54.10});
  ASSERT_TRUE(p) << p.status().message();
  EXPECT_NEAR(p->x, 757000, 10000);
  EXPECT_NEAR(p->y, 700000, 10000);
  // And back.
  Result<MapPoint> q = transformPoint(*pl, *wgs84, *p);
  ASSERT_TRUE(q);
  EXPECT_NEAR(q->x, 22.93, 1e-9);
  EXPECT_NEAR(q->y, 54.10, 1e-9);
}

TEST(Crs, AeqdOriginIsItsCentre) {
  Result<Crs> aeqd = Crs::parse(
      "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 "
      "+towgs84=0,0,0,0,0,0,0 +no_defs");
  Result<Crs> wgs84 = Crs::parse("EPSG:4326");
  ASSERT_TRUE(aeqd && wgs84);
  Result<MapPoint> origin = transformPoint(*aeqd, *wgs84, {0, 0});
  ASSERT_TRUE(origin) << origin.status().message();
  EXPECT_NEAR(origin->x, 2.33652533, 1e-7);
  EXPECT_NEAR(origin->y, 48.83635863, 1e-7);
  // 1000 m north is 1000 / 111 200 degrees of latitude, give or take the ellipsoid.
  Result<MapPoint> north = transformPoint(*aeqd, *wgs84, {0, 1000});
  ASSERT_TRUE(north);
  EXPECT_NEAR((north->y - origin->y) * 111200.0, 1000.0, 5.0);
}

TEST(Crs, PointsOutsideTheProjectionAreRefused) {
  Result<Crs> wgs84 = Crs::parse("EPSG:4326");
  Result<Crs> utm = Crs::parse("EPSG:32633");
  ASSERT_TRUE(wgs84 && utm);
  Result<CrsTransform> t = CrsTransform::create(*utm, *wgs84);
  ASSERT_TRUE(t);
  Result<MapPoint> bad = t->apply(MapPoint{1e30, 1e30});
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.status().message().find("cannot be transformed from 'EPSG:32633' to 'EPSG:4326'"), std::string::npos)
      << bad.status().message();
  // The point is named, among others; a point refused (and tried again with the transformation made anew) leaves the
  // transformation carrying the others.
  Result<std::vector<MapPoint>> two = t->apply({{500000, 5761038.213}, {-1e30, 1e30}});
  ASSERT_FALSE(two);
  EXPECT_EQ(two.status().message().rfind("point (-1000000", 0), 0u) << two.status().message();
  Result<MapPoint> good = t->apply(MapPoint{500000, 5761038.213});
  ASSERT_TRUE(good) << good.status().message();
  EXPECT_NEAR(good->x, 15.0, 1e-7);
  EXPECT_NEAR(good->y, 52.0, 1e-7);  // 5761038.213 is rounded to the millimetre
}

TEST(Crs, ALocalFrameHasNoTransformationToTheEarth) {
  Result<Crs> board = Crs::parseLocal("LOCAL_CS[\"board\",UNIT[\"metre\",1],AXIS[\"X\",EAST],AXIS[\"Y\",NORTH]]");
  Result<Crs> utm = Crs::parse("EPSG:32633");
  ASSERT_TRUE(board && utm) << (board ? utm.status().message() : board.status().message());
  Result<CrsTransform> t = CrsTransform::create(*board, *utm);
  ASSERT_FALSE(t);
  EXPECT_EQ(t.status().message().rfind("no transformation from 'LOCAL_CS[\"board\"", 0), 0u) << t.status().message();
}

}  // namespace
}  // namespace cartouche::geo
