// The geo library starts GDAL with the drivers the period maps need, and a handler that turns GDAL running out of
// memory into std::bad_alloc (where GDAL would abort) and keeps every other message quiet.
#include <cpl_error.h>
#include <dlfcn.h>
#include <gdal.h>
#include <gdal_priv.h>
#include <gtest/gtest.h>

#include <new>
#include <string>

#include "geo/geo.h"

namespace cartouche::geo {
namespace {

TEST(GeoSetup, DriversForScansDemsAndGeoPackagesAreThere) {
  ensureGdal();
  for (const char* name : {"GTiff", "JPEG", "PNG", "VRT", "SRTMHGT", "GPKG"})
    EXPECT_NE(GDALGetDriverByName(name), nullptr) << name;
}

TEST(GeoSetup, GdalRunningOutOfMemoryThrowsInsteadOfAborting) {
  ensureGdal();
  // CPLMalloc's fatal error, after which GDAL aborts once the handler returns; and a failed allocation it reports.
  EXPECT_THROW(CPLError(CE_Fatal, CPLE_OutOfMemory, "CPLMalloc(): Out of memory allocating 8 bytes."), std::bad_alloc);
  EXPECT_THROW(CPLError(CE_Failure, CPLE_OutOfMemory, "cannot allocate 1 bytes"), std::bad_alloc);
  // CPLEmergencyError's own wording, with no error number of its own.
  EXPECT_THROW(quietErrorHandler(CE_Fatal, CPLE_AppDefined, "CPLRealloc(): Out of memory allocating 8 bytes."),
               std::bad_alloc);
  // Anything else stays quiet and returns.
  EXPECT_NO_THROW(CPLError(CE_Failure, CPLE_AppDefined, "not a GeoTIFF file"));
  EXPECT_NO_THROW(CPLError(CE_Warning, CPLE_OutOfMemory, "a warning is not a failure"));
  CPLErrorReset();
}

// GDAL pushes its own quiet handler around some calls; memory running out under it aborted the process. The geo
// library defines that handler itself: the one the process finds by name (and libgdal, through its global offset
// table) is the geo library's, not libgdal's, and it throws where GDAL would abort, quiet otherwise.
TEST(GeoSetup, GdalsOwnQuietHandlerIsTheGeoLibrarysAndThrowsToo) {
  ensureGdal();
  void* found = dlsym(RTLD_DEFAULT, "CPLQuietErrorHandler");
  EXPECT_EQ(found, reinterpret_cast<void*>(&CPLQuietErrorHandler));
  if (void* gdal = dlopen("libgdal.so.32", RTLD_LAZY | RTLD_NOLOAD)) {
    EXPECT_NE(dlsym(gdal, "CPLQuietErrorHandler"), found) << "libgdal's own definition is still there, unused";
    dlclose(gdal);
  }
  CPLPushErrorHandler(CPLQuietErrorHandler);
  EXPECT_THROW(CPLError(CE_Fatal, CPLE_OutOfMemory, "CPLMalloc(): Out of memory allocating 8 bytes."), std::bad_alloc);
  EXPECT_THROW(CPLError(CE_Fatal, CPLE_AppDefined, "CPLRealloc(): Out of memory allocating 16 bytes."), std::bad_alloc);
  // GDAL handles what it reports under its quiet handler: a failed allocation it reports is left to it.
  EXPECT_NO_THROW(CPLError(CE_Failure, CPLE_OutOfMemory, "cannot allocate 1 bytes"));
  EXPECT_NO_THROW(CPLError(CE_Failure, CPLE_AppDefined, "not a GeoTIFF file"));
  CPLPopErrorHandler();
  CPLErrorReset();
}

// CPLMalloc's emergency error, whatever handler is on top: the process's (and libgdal's) is the geo library's, which
// throws where GDAL's aborted.
TEST(GeoSetup, GdalsEmergencyErrorIsTheGeoLibrarysAndThrowsWhenMemoryRanOut) {
  ensureGdal();
  EXPECT_EQ(dlsym(RTLD_DEFAULT, "CPLEmergencyError"), reinterpret_cast<void*>(&CPLEmergencyError));
  CPLPushErrorHandler(CPLQuietErrorHandler);
  EXPECT_THROW(CPLEmergencyError("CPLMalloc(): Out of memory allocating a small number of bytes."), std::bad_alloc);
  CPLPopErrorHandler();
  EXPECT_THROW(CPLEmergencyError("CPLErrorV() failed to allocate CPLErrorContext"), std::bad_alloc);
  EXPECT_DEATH(CPLEmergencyError("something else went wrong"), "FATAL: something else went wrong");
}

TEST(GeoSetup, ProjTroubleKeepsWhatSaysPROJCouldNotWork) {
  ensureGdal();
  {
    ProjTrouble trouble;
    CPLError(CE_Failure, CPLE_AppDefined, "PROJ: proj_create: unrecognized format / unknown name");
    EXPECT_EQ(trouble.message(), nullptr);  // a CRS PROJ does not know is the user's to fix
    CPLError(CE_Failure, CPLE_AppDefined, "PROJ: proj_create_from_database: cannot build projectedCRS: std::bad_alloc");
    ASSERT_NE(trouble.message(), nullptr);
    EXPECT_EQ(std::string(trouble.message()),
              "PROJ: proj_create_from_database: cannot build projectedCRS: std::bad_alloc");
    CPLError(CE_Failure, CPLE_AppDefined, "PROJ: Open of /usr/share/proj/proj.db failed");
    EXPECT_EQ(std::string(trouble.message()),
              "PROJ: proj_create_from_database: cannot build projectedCRS: std::bad_alloc");
  }
  ProjTrouble fresh;
  CPLError(CE_Failure, CPLE_AppDefined, "PROJ: proj_create_from_database: Open of /usr/share/proj/proj.db failed");
  ASSERT_NE(fresh.message(), nullptr);
  {
    // A look-up that ran out of memory half-way: the CRS was found, one of its parts then was not.
    ProjTrouble halfway;
    CPLError(CE_Failure, CPLE_AppDefined, "PROJ: proj_create_from_database: crs not found");
    EXPECT_EQ(halfway.message(), nullptr);  // EPSG:99999: the user's to fix
    CPLError(CE_Failure, CPLE_AppDefined,
             "PROJ: proj_create_from_database: cannot build projectedCRS 32633: cannot build geodeticCRS 4326: "
             "cannot build geodetic reference frame 6326: geodetic datum not found");
    EXPECT_NE(halfway.message(), nullptr);
  }
  CPLErrorReset();
}

// A dataset whose close runs out of memory, as GDAL's GeoPackage driver can while it writes a raster's metadata in
// its destructor.
class RunsOutWhenClosed : public GDALDataset {
 public:
  ~RunsOutWhenClosed() override {
    CPLError(CE_Fatal, CPLE_OutOfMemory, "CPLMalloc(): Out of memory allocating 16 bytes.");
  }
};

// One whose close fails a C++ allocation: operator new calls the new handler when malloc returns nothing.
class NewFailsWhenClosed : public GDALDataset {
 public:
  ~NewFailsWhenClosed() override {
    if (std::new_handler h = std::get_new_handler()) h();
  }
};

class ClosesQuietly : public GDALDataset {};

// std::bad_alloc cannot leave a destructor (std::terminate). Inside closeWritten memory running out stops the process
// with exit status 1 and a message naming the file and what the caller said of the user's files; outside it, and
// after it, it is thrown again.
TEST(GeoSetupDeathTest, MemoryRunningOutAsGdalClosesAFileStopsNamingIt) {
  ensureGdal();
  EXPECT_EXIT(
      {
        const std::string note = "battle.gpkg is unchanged";
        StopNote said(note);
        closeWritten(new RunsOutWhenClosed, "import-1.gpkg");
      },
      testing::ExitedWithCode(1),
      "^cartouche: memory ran out while GDAL finished writing import-1.gpkg, where it cannot report it; stopped "
      "\\(battle.gpkg is unchanged\\)\n$");
  EXPECT_EXIT(closeWritten(new RunsOutWhenClosed, "out.gpkg"), testing::ExitedWithCode(1),
              "^cartouche: memory ran out while GDAL finished writing out.gpkg, where it cannot report it; stopped\n$");
  EXPECT_EXIT(
      closeWritten(new NewFailsWhenClosed, "new.gpkg"), testing::ExitedWithCode(1),
      "^cartouche: memory ran out while GDAL finished writing new.gpkg, where it cannot report it; stopped\n$");
  closeWritten(new ClosesQuietly, "quiet.gpkg");
  closeWritten(nullptr, "nothing.gpkg");
  EXPECT_THROW(CPLError(CE_Fatal, CPLE_OutOfMemory, "CPLMalloc(): Out of memory allocating 8 bytes."), std::bad_alloc);
  ASSERT_NE(std::get_new_handler(), nullptr);
  EXPECT_THROW(std::get_new_handler()(), std::bad_alloc);
  CPLErrorReset();
}

}  // namespace
}  // namespace cartouche::geo
