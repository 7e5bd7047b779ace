#include "geo/dem_raster.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <cpl_vsi.h>
#include <gdal.h>
#include <ogr_srs_api.h>

#include <algorithm>
#include <cmath>

#include "geo/geo.h"

namespace cartouche::geo {

namespace {

std::string gdalReason() {
  const char* m = CPLGetLastErrorMsg();
  return m && *m ? std::string(m) : std::string("GDAL gave no detail");
}

}  // namespace

Result<DemRaster> DemRaster::open(const std::string& path) {
  ensureGdal();
  VSIStatBufL st;
  if (path.empty()) return Status::invalidArgument("no DEM file given");
  if (VSIStatL(path.c_str(), &st) != 0) return Status::notFound(path + ": no such file");
  if (VSI_ISDIR(st.st_mode)) return Status::invalidArgument(path + ": is a folder, not a DEM file");
  CPLErrorReset();
  GDALDatasetH h = GDALOpenEx(path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr);
  if (!h) {
    const char* m = CPLGetLastErrorMsg();
    return Status::corrupt(path + ": not a raster GDAL can read (" +
                           (m && *m ? std::string(m) : std::string("no format GDAL knows recognises its contents")) +
                           ")");
  }
  DemRaster dem;
  dem.dataset_ = std::shared_ptr<void>(h, [](void* d) { GDALClose(static_cast<GDALDatasetH>(d)); });
  dem.path_ = path;
  dem.width_ = GDALGetRasterXSize(h);
  dem.height_ = GDALGetRasterYSize(h);
  if (GDALGetRasterCount(h) < 1 || dem.width_ < 1 || dem.height_ < 1)
    return Status::corrupt(path + ": has no raster band to read heights from");
  if (GDALGetGeoTransform(h, dem.gt_.data()) != CE_None)
    return Status::unsupported(path + ": has no georeferencing (no geotransform): georeference it first");
  if (!GDALInvGeoTransform(dem.gt_.data(), dem.inverse_.data()))
    return Status::corrupt(path + ": its geotransform cannot be inverted (a pixel size of zero)");
  OGRSpatialReferenceH srs = GDALGetSpatialRef(h);
  if (!srs) return Status::unsupported(path + ": has no CRS: Cartouche cannot tell where its heights lie");
  char* wkt = nullptr;
  if (OSRExportToWkt(srs, &wkt) != OGRERR_NONE || !wkt) {
    CPLFree(wkt);
    return Status::unsupported(path + ": its CRS cannot be written as WKT");
  }
  dem.crsWkt_ = wkt;
  CPLFree(wkt);
  GDALRasterBandH band = GDALGetRasterBand(h, 1);
  const GDALDataType type = GDALGetRasterDataType(band);
  if (GDALDataTypeIsComplex(type)) return Status::unsupported(path + ": holds complex numbers, not heights");
  int hasNoData = 0;
  const double nd = GDALGetRasterNoDataValue(band, &hasNoData);
  if (hasNoData) dem.noData_ = nd;
  return dem;
}

Point DemRaster::pixelToCrs(Point p) const {
  return {gt_[0] + p.x * gt_[1] + p.y * gt_[2], gt_[3] + p.x * gt_[4] + p.y * gt_[5]};
}

Point DemRaster::crsToPixel(Point c) const {
  return {inverse_[0] + c.x * inverse_[1] + c.y * inverse_[2], inverse_[3] + c.x * inverse_[4] + c.y * inverse_[5]};
}

Result<DemWindow> DemRaster::readWindow(int x, int y, int width, int height) const {
  DemWindow w;
  const int x0 = std::max(x, 0), y0 = std::max(y, 0);
  const int x1 = int(std::min<int64_t>(int64_t(x) + width, width_));
  const int y1 = int(std::min<int64_t>(int64_t(y) + height, height_));
  if (x1 <= x0 || y1 <= y0) return w;
  w.x = x0;
  w.y = y0;
  w.width = x1 - x0;
  w.height = y1 - y0;
  const int64_t cells = int64_t(w.width) * w.height;
  if (cells > kMaxDemWindowCells)
    return Status::unsupported(path_ + ": the map covers " + std::to_string(w.width) + " x " +
                               std::to_string(w.height) + " cells of this DEM (" + std::to_string(cells / 1000000) +
                               " million), more than the " + std::to_string(kMaxDemWindowCells / 1000000) +
                               " million read at once; use a coarser DEM or crop it to the battlefield");
  try {
    w.values.resize(size_t(cells));
  } catch (const std::bad_alloc&) {
    return Status::ioError(path_ + ": not enough memory for " + std::to_string(cells) + " cells");
  }
  CPLErrorReset();
  GDALRasterBandH band = GDALGetRasterBand(static_cast<GDALDatasetH>(dataset_.get()), 1);
  if (GDALRasterIO(band, GF_Read, w.x, w.y, w.width, w.height, w.values.data(), w.width, w.height, GDT_Float32, 0, 0) !=
      CE_None)
    return Status::corrupt(path_ + ": reading heights failed, the file is damaged or truncated (" + gdalReason() + ")");
  if (noData_) {
    // Compare in float, the type the cells were read in, so an Int16 -32768 or a Float64 NoData matches exactly.
    const float nd = float(*noData_);
    const bool ndIsNan = std::isnan(*noData_);
    if (!ndIsNan)
      for (float& v : w.values)
        if (v == nd) v = NAN;
  }
  for (float& v : w.values)
    if (!std::isfinite(v)) v = NAN;
  return w;
}

}  // namespace cartouche::geo
