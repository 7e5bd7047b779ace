// Small GeoTIFFs written by the DEM tests, with known cell values, through GDAL itself.
#pragma once

#include <cpl_conv.h>
#include <gdal.h>
#include <ogr_srs_api.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "geo/geo.h"
#include "support/temp_dir.h"

namespace cartouche::geo::test {

inline std::string srsWkt(int epsg) {
  OGRSpatialReferenceH s = OSRNewSpatialReference(nullptr);
  OSRImportFromEPSG(s, epsg);
  char* wkt = nullptr;
  OSRExportToWkt(s, &wkt);
  std::string out = wkt ? wkt : "";
  CPLFree(wkt);
  OSRDestroySpatialReference(s);
  return out;
}

// A Float32 GeoTIFF of width x height cells with `value(column, row)`; `epsg` 0 leaves it without a CRS.
inline bool writeFloatGeoTiff(const std::string& path, int width, int height, const std::array<double, 6>& gt, int epsg,
                              const std::function<float(int, int)>& value,
                              std::optional<double> noData = std::nullopt) {
  ensureGdal();
  GDALDriverH driver = GDALGetDriverByName("GTiff");
  GDALDatasetH ds = GDALCreate(driver, path.c_str(), width, height, 1, GDT_Float32, nullptr);
  if (!ds) return false;
  std::array<double, 6> t = gt;
  GDALSetGeoTransform(ds, t.data());
  if (epsg) GDALSetProjection(ds, srsWkt(epsg).c_str());
  GDALRasterBandH band = GDALGetRasterBand(ds, 1);
  if (noData) GDALSetRasterNoDataValue(band, *noData);
  std::vector<float> cells(size_t(width) * size_t(height));
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) cells[size_t(r) * size_t(width) + size_t(c)] = value(c, r);
  const bool ok =
      GDALRasterIO(band, GF_Write, 0, 0, width, height, cells.data(), width, height, GDT_Float32, 0, 0) == CE_None;
  GDALClose(ds);
  return ok;
}

}  // namespace cartouche::geo::test
