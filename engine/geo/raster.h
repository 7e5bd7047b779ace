// A raster opened for a map layer (GeoTIFF, JPEG/PNG with or without a world file, VRT with GCPs, HGT, a GeoPackage
// raster table, ...): its size, bands, CRS (traditional GIS axis order: x east, y north), geotransform or GCPs, and
// its overview pyramid. Opening refuses rasters that claim absurd dimensions and files that open but cannot be read
// (a small read of the first and last rows is done at once), with a message naming the file. Pixel space follows
// GDAL: (0, 0) is the top-left corner of the top-left pixel, rows grow downwards.
// Thread-safety: one Raster per thread (GDAL datasets are not shared).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/map_layer.h"

namespace cartouche::geo {

// The largest raster a layer may claim: 2^20 pixels a side and 2^32 pixels in all (a 60000 x 60000 scan is 3.6e9).
// A header claiming more is a damaged or hostile file, not a map.
constexpr int64_t kMaxRasterSide = int64_t(1) << 20;
constexpr int64_t kMaxRasterPixels = int64_t(1) << 32;

struct RasterInfo {
  std::string path;
  std::string driver;  // GDAL's short name: "GTiff", "VRT", "GPKG"
  int width = 0, height = 0, bands = 0;
  std::string crsWkt;                                 // "" when the raster has no CRS (for GCPs: the GCPs' CRS)
  std::string crsName;                                // "NAD27 / UTM zone 11N"; "" without a CRS
  std::string crsCode;                                // "EPSG:26711" when the CRS has one, else ""
  std::optional<std::array<double, 6>> geoTransform;  // GDAL's order; none when the raster has none
  std::vector<LayerGcp> gcps;                         // the raster's own GCPs, if any
  int overviews = 0;                                  // levels of the pyramid band 1 has now
  // A geotransform without rotation or shear terms, y growing downwards (what a GeoPackage tile pyramid can hold).
  bool northUp() const;
};

// Progress of a long operation, 0..1; returning false cancels it.
using Progress = std::function<bool(double fraction)>;

class Raster {
 public:
  // Opens a raster file the user chose (the command line): a local file, checked with checkRasterFile so a VRT reads
  // only files beside it.
  static Result<Raster> openUserFile(const std::string& path);
  // Opens a linked layer of a battle: `relative` confined to `battleFolder` (safe_path.h), with confinedDrivers().
  static Result<Raster> openLinked(const std::string& battleFolder, const std::string& relative);
  // Opens the embedded raster table `table` of the battle file at `battlePath` (GeoPackage driver only).
  static Result<Raster> openEmbedded(const std::string& battlePath, const std::string& table);

  const RasterInfo& info() const { return info_; }
  void* handle() const { return dataset_.get(); }  // GDALDatasetH

  // Builds the overview pyramid (averaged, halving until the smallest level fits in 256 pixels a side) when band 1
  // has none. A linked file gets an external .ovr beside it, only when its folder is writable (else refused, saying
  // so); nothing is written when the raster is already small or has a pyramid. Cancelling via `progress` is
  // Status::Code::Unsupported with "cancelled" and leaves no .ovr behind.
  Status buildOverviews(const Progress& progress);

 private:
  static Result<Raster> openChecked(const std::string& gdalPath, const std::string& shownPath,
                                    const std::vector<std::string>& drivers, const std::string& declaredSrs);
  std::shared_ptr<void> dataset_;
  RasterInfo info_;
};

// A one-line description for the command line: "20 x 20 pixels, 1 band, EPSG:26711 (NAD27 / UTM zone 11N),
// geotransform origin (440720, 3751320), pixel 60 x -60".
std::string describe(const RasterInfo& info);

}  // namespace cartouche::geo
