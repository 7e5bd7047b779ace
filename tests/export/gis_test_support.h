// Reading back a GeoPackage written by `cartouche export gis` in tests: SQL through GDAL's GeoPackage driver (its
// SQLite dialect with the Spatialite-style ST_ functions GDAL adds), and a raster table's size, placement and pixels.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

class GDALDataset;

namespace cartouche::test {

class Gpkg {
 public:
  explicit Gpkg(const std::string& path);  // fails the test when GDAL cannot open it
  ~Gpkg();
  Gpkg(const Gpkg&) = delete;
  Gpkg& operator=(const Gpkg&) = delete;
  // The first column of the first row as text ("" for NULL or no row).
  std::string text(const std::string& sql);
  // The EPSG code of a feature table's CRS ("" without one).
  std::string layerAuthority(const std::string& table);

 private:
  GDALDataset* ds_ = nullptr;
};

struct RasterTable {
  int width = 0, height = 0, bands = 0;
  std::array<double, 6> geoTransform{};
  std::string epsg;
  // RGBA at pixel (x, y).
  std::array<uint8_t, 4> pixel(int x, int y) const;
  std::vector<uint8_t> rgba;  // all of it, pixel-interleaved
};
// Reads raster table `table` of the GeoPackage at `path`; fails the test when it cannot.
RasterTable readRasterTable(const std::string& path, const std::string& table);

}  // namespace cartouche::test
