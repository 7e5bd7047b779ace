// GDAL set-up shared by the geo library: drivers registered once, and GDAL's own error handler kept from printing.
#include <cpl_error.h>
#include <gdal.h>

#include <mutex>

namespace cartouche::geo {

void ensureGdal() {
  static std::once_flag once;
  std::call_once(once, [] {
    GDALAllRegister();
    CPLSetErrorHandler(CPLQuietErrorHandler);
  });
}

}  // namespace cartouche::geo
