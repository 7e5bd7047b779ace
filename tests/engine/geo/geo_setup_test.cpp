// The geo library starts GDAL with the drivers the period maps need.
#include <gdal.h>
#include <gtest/gtest.h>

#include "geo/geo.h"

namespace cartouche::geo {
namespace {

TEST(GeoSetup, DriversForScansDemsAndGeoPackagesAreThere) {
  ensureGdal();
  for (const char* name : {"GTiff", "JPEG", "PNG", "VRT", "SRTMHGT", "GPKG"})
    EXPECT_NE(GDALGetDriverByName(name), nullptr) << name;
}

}  // namespace
}  // namespace cartouche::geo
