// A digital elevation model opened through GDAL (GeoTIFF, SRTM HGT, also inside /vsizip/, any single-band raster
// with a geotransform and a CRS), read by window so a large DEM never has to fit in memory. Cells that are NoData,
// or NaN without a NoData declaration, read as NaN: unknown, never 0. Pixel space follows GDAL: (0, 0) is the
// top-left corner of the top-left cell. Thread-safety: one DemRaster per thread (GDAL datasets are not shared).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "hex/hex.h"

namespace cartouche::geo {

// The most cells readWindow reads at once (1 GiB of 32-bit floats); a map needing more asks for a coarser DEM.
constexpr int64_t kMaxDemWindowCells = int64_t(1) << 28;

struct DemWindow {
  int x = 0, y = 0, width = 0, height = 0;  // in DEM pixels
  std::vector<float> values;                // row by row; NaN where unknown
  bool empty() const { return width <= 0 || height <= 0; }
  float at(int column, int row) const { return values[size_t(row - y) * size_t(width) + size_t(column - x)]; }
};

class DemRaster {
 public:
  // The path is the user's own choice (a file, or a GDAL virtual path such as /vsizip/dem.zip/N10W110.hgt).
  // Errors name the file: missing, not a raster GDAL reads, no georeferencing, no CRS.
  static Result<DemRaster> open(const std::string& path);

  const std::string& path() const { return path_; }
  int width() const { return width_; }
  int height() const { return height_; }
  const std::array<double, 6>& geoTransform() const { return gt_; }
  const std::string& crsWkt() const { return crsWkt_; }
  std::optional<double> noData() const { return noData_; }

  Point pixelToCrs(Point pixel) const;
  Point crsToPixel(Point crs) const;

  // Reads the cells of [x, x + width) x [y, y + height), clipped to the raster. Refuses windows over
  // kMaxDemWindowCells; a read failure (a truncated or corrupt file) is Corrupt and names the file.
  Result<DemWindow> readWindow(int x, int y, int width, int height) const;

 private:
  DemRaster() = default;
  std::shared_ptr<void> dataset_;  // GDALDatasetH, closed with the last copy
  std::string path_;
  int width_ = 0, height_ = 0;
  std::array<double, 6> gt_{};
  std::array<double, 6> inverse_{};
  std::string crsWkt_;
  std::optional<double> noData_;
};

}  // namespace cartouche::geo
