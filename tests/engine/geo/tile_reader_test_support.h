// What the tile reader's tests share: GeoTIFFs written with GDAL from a function of band and pixel, a linked layer
// opened from a scratch folder, and a tile checked pixel by pixel against the pixels expected.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dem_test_support.h"
#include "geo/tile_reader.h"
#include "store_test_util.h"

namespace cartouche::geo::tile_test {

inline constexpr int kTile = TileReader::kTileSize;

inline std::string folderOf(const testing::TempDir& d) { return std::filesystem::path(d / "x").parent_path().string(); }

struct TiffSpec {
  int width = 0, height = 0, bands = 1;
  GDALDataType type = GDT_Byte;
  std::function<double(int band, int x, int y)> value;
  std::optional<double> noData;
  std::vector<GDALColorEntry> palette;
  std::vector<std::string> options;  // creation options, "TILED=YES"
};

inline void writeTiff(const std::string& path, const TiffSpec& s) {
  ensureGdal();
  std::vector<const char*> opts;
  for (const std::string& o : s.options) opts.push_back(o.c_str());
  opts.push_back(nullptr);
  GDALDatasetH ds =
      GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), s.width, s.height, s.bands, s.type, opts.data());
  ASSERT_NE(ds, nullptr) << CPLGetLastErrorMsg();
  double gt[6] = {500000, 1, 0, 600000, 0, -1};
  GDALSetGeoTransform(ds, gt);
  GDALSetProjection(ds, test::srsWkt(2180).c_str());
  for (int b = 1; b <= s.bands; ++b) {
    GDALRasterBandH band = GDALGetRasterBand(ds, b);
    if (s.noData) GDALSetRasterNoDataValue(band, *s.noData);
    std::vector<double> cells(size_t(s.width) * size_t(s.height));
    for (int y = 0; y < s.height; ++y)
      for (int x = 0; x < s.width; ++x) cells[size_t(y) * size_t(s.width) + size_t(x)] = s.value(b, x, y);
    ASSERT_EQ(GDALRasterIO(band, GF_Write, 0, 0, s.width, s.height, cells.data(), s.width, s.height, GDT_Float64, 0, 0),
              CE_None);
  }
  if (!s.palette.empty()) {
    GDALColorTableH t = GDALCreateColorTable(GPI_RGB);
    for (size_t i = 0; i < s.palette.size(); ++i) GDALSetColorEntry(t, int(i), &s.palette[i]);
    GDALSetRasterColorTable(GDALGetRasterBand(ds, 1), t);
    GDALDestroyColorTable(t);
  }
  GDALClose(ds);
}

inline MapLayer linked(const std::string& file) {
  MapLayer l;
  l.name = "scan";
  l.kind = LayerKind::Linked;
  l.source = file;
  return l;
}

inline std::unique_ptr<TileReader> openLinked(const testing::TempDir& dir, const std::string& file) {
  auto r = TileReader::open(linked(file), {"", folderOf(dir)});
  EXPECT_TRUE(r) << r.status().message();
  return r ? std::move(r).value() : nullptr;
}

using Rgba = std::array<uint8_t, 4>;

inline Rgba at(const std::vector<uint8_t>& tile, int x, int y) {
  const size_t i = (size_t(y) * kTile + size_t(x)) * 4;
  return {tile[i], tile[i + 1], tile[i + 2], tile[i + 3]};
}

// Every pixel of tile (tx, ty) of a `w` x `h` level against `expected(x, y)` in level pixels; transparent beyond.
inline void expectTile(const std::vector<uint8_t>& tile, int tx, int ty, int w, int h,
                       const std::function<Rgba(int x, int y)>& expected) {
  ASSERT_EQ(tile.size(), size_t(kTile) * kTile * 4);
  int wrong = 0;
  for (int y = 0; y < kTile; ++y)
    for (int x = 0; x < kTile; ++x) {
      const int gx = tx * kTile + x, gy = ty * kTile + y;
      const Rgba want = gx < w && gy < h ? expected(gx, gy) : Rgba{0, 0, 0, 0};
      if (at(tile, x, y) != want && ++wrong <= 5)
        ADD_FAILURE() << "pixel (" << gx << ", " << gy << "): got " << int(at(tile, x, y)[0]) << " "
                      << int(at(tile, x, y)[1]) << " " << int(at(tile, x, y)[2]) << " " << int(at(tile, x, y)[3])
                      << ", want " << int(want[0]) << " " << int(want[1]) << " " << int(want[2]) << " " << int(want[3]);
    }
  EXPECT_EQ(wrong, 0);
}

inline double rgbValue(int b, int x, int y) { return b == 1 ? x % 256 : b == 2 ? y % 256 : (x + 3 * y) % 256; }

}  // namespace cartouche::geo::tile_test
