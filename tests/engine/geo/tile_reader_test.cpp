// Tiles of a layer's raster, checked byte for byte against pixels the test wrote with GDAL (or GDAL's own read of an
// overview or an embedded table): RGB, grey, a colour table, grey + alpha, RGBA, 16-bit and float heights with NoData
// and NaN, transparent padding at the edges, overview levels, an embedded GeoPackage table, and the failures: a
// truncated TIFF (an error naming the file, no crash), a missing linked file, a battle with no folder yet.
#include "geo/tile_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>

#include "dem_test_support.h"
#include "geo/layer_embed.h"
#include "store/battle_file.h"
#include "store/layer_table.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche::geo {
namespace {

namespace fs = std::filesystem;

constexpr int kTile = TileReader::kTileSize;

std::string folderOf(const testing::TempDir& d) { return fs::path(d / "x").parent_path().string(); }

struct TiffSpec {
  int width = 0, height = 0, bands = 1;
  GDALDataType type = GDT_Byte;
  std::function<double(int band, int x, int y)> value;
  std::optional<double> noData;
  std::vector<GDALColorEntry> palette;
  std::vector<std::string> options;  // creation options, "TILED=YES"
};

void writeTiff(const std::string& path, const TiffSpec& s) {
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

MapLayer linked(const std::string& file) {
  MapLayer l;
  l.name = "scan";
  l.kind = LayerKind::Linked;
  l.source = file;
  return l;
}

std::unique_ptr<TileReader> openLinked(const testing::TempDir& dir, const std::string& file) {
  auto r = TileReader::open(linked(file), {"", folderOf(dir)});
  EXPECT_TRUE(r) << r.status().message();
  return r ? std::move(r).value() : nullptr;
}

using Rgba = std::array<uint8_t, 4>;

Rgba at(const std::vector<uint8_t>& tile, int x, int y) {
  const size_t i = (size_t(y) * kTile + size_t(x)) * 4;
  return {tile[i], tile[i + 1], tile[i + 2], tile[i + 3]};
}

// Every pixel of tile (tx, ty) of a `w` x `h` level against `expected(x, y)` in level pixels; transparent beyond.
void expectTile(const std::vector<uint8_t>& tile, int tx, int ty, int w, int h,
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
                      << ", want " << int(want[0]) << " " << int(want[1]) << " " << int(want[2]) << " "
                      << int(want[3]);
    }
  EXPECT_EQ(wrong, 0);
}

double rgbValue(int b, int x, int y) { return b == 1 ? x % 256 : b == 2 ? y % 256 : (x + 3 * y) % 256; }

TEST(TileReader, RgbTilesHoldThePixelsAndEdgeTilesArePaddedTransparent) {
  testing::TempDir dir;
  writeTiff(dir / "rgb.tif", {300, 270, 3, GDT_Byte, rgbValue});
  auto reader = openLinked(dir, "rgb.tif");
  ASSERT_TRUE(reader);
  EXPECT_EQ(reader->width(), 300);
  EXPECT_EQ(reader->height(), 270);
  EXPECT_EQ(reader->levelCount(), 1);
  EXPECT_EQ(reader->tilesAcross(0), 2);
  EXPECT_EQ(reader->tilesDown(0), 2);
  std::vector<uint8_t> tile;
  for (int ty = 0; ty < 2; ++ty)
    for (int tx = 0; tx < 2; ++tx) {
      ASSERT_TRUE(reader->readTile(0, tx, ty, tile));
      expectTile(tile, tx, ty, 300, 270, [](int x, int y) {
        return Rgba{uint8_t(rgbValue(1, x, y)), uint8_t(rgbValue(2, x, y)), uint8_t(rgbValue(3, x, y)), 255};
      });
    }
  // Asking past the pyramid or the edge is refused, and the buffer is left transparent, not stale.
  const Status s = reader->readTile(0, 2, 0, tile);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("rgb.tif"), std::string::npos) << s.message();
  EXPECT_EQ(at(tile, 0, 0), (Rgba{0, 0, 0, 0}));
  EXPECT_FALSE(reader->readTile(1, 0, 0, tile));
}

TEST(TileReader, GreyIsCopiedToEveryChannel) {
  testing::TempDir dir;
  writeTiff(dir / "grey.tif", {40, 20, 1, GDT_Byte, [](int, int x, int y) { return (7 * x + y) % 256; }});
  auto reader = openLinked(dir, "grey.tif");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  expectTile(tile, 0, 0, 40, 20, [](int x, int y) {
    const uint8_t v = uint8_t((7 * x + y) % 256);
    return Rgba{v, v, v, 255};
  });
}

TEST(TileReader, ColourTableIsExpandedAndItsNoDataIndexIsTransparent) {
  testing::TempDir dir;
  TiffSpec s{30, 10, 1, GDT_Byte, [](int, int x, int y) { return (x + y) % 4; }};
  s.palette = {{200, 10, 20, 255}, {0, 255, 0, 255}, {1, 2, 3, 255}, {9, 9, 9, 255}};
  s.noData = 3;
  writeTiff(dir / "palette.tif", s);
  auto reader = openLinked(dir, "palette.tif");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  const std::array<Rgba, 4> colours{Rgba{200, 10, 20, 255}, Rgba{0, 255, 0, 255}, Rgba{1, 2, 3, 255}, Rgba{0, 0, 0, 0}};
  expectTile(tile, 0, 0, 30, 10, [&](int x, int y) { return colours[size_t((x + y) % 4)]; });
}

// A TIFF colour map has no alpha; a PNG palette does (its tRNS chunk), and the entry's alpha is the pixel's.
TEST(TileReader, ColourTableAlphaIsKept) {
  testing::TempDir dir;
  ensureGdal();
  GDALDatasetH mem = GDALCreate(GDALGetDriverByName("MEM"), "", 6, 2, 1, GDT_Byte, nullptr);
  ASSERT_NE(mem, nullptr);
  std::vector<uint8_t> px{0, 1, 2, 0, 1, 2, 2, 1, 0, 2, 1, 0};
  ASSERT_EQ(GDALRasterIO(GDALGetRasterBand(mem, 1), GF_Write, 0, 0, 6, 2, px.data(), 6, 2, GDT_Byte, 0, 0), CE_None);
  GDALColorTableH t = GDALCreateColorTable(GPI_RGB);
  const std::array<GDALColorEntry, 3> entries{GDALColorEntry{200, 10, 20, 255}, GDALColorEntry{0, 255, 0, 128},
                                              GDALColorEntry{1, 2, 3, 0}};
  for (int i = 0; i < 3; ++i) GDALSetColorEntry(t, i, &entries[size_t(i)]);
  GDALSetRasterColorTable(GDALGetRasterBand(mem, 1), t);
  GDALDestroyColorTable(t);
  GDALDatasetH png = GDALCreateCopy(GDALGetDriverByName("PNG"), (dir / "palette.png").c_str(), mem, FALSE, nullptr,
                                    nullptr, nullptr);
  ASSERT_NE(png, nullptr);
  GDALClose(png);
  GDALClose(mem);
  auto reader = openLinked(dir, "palette.png");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  // A fully transparent entry is transparent black, like every transparent pixel of a tile.
  const std::array<Rgba, 3> colours{Rgba{200, 10, 20, 255}, Rgba{0, 255, 0, 128}, Rgba{0, 0, 0, 0}};
  expectTile(tile, 0, 0, 6, 2, [&](int x, int y) { return colours[px[size_t(y * 6 + x)]]; });
}

TEST(TileReader, GreyAlphaAndRgbaKeepTheirAlpha) {
  testing::TempDir dir;
  writeTiff(dir / "ga.tif", {20, 20, 2, GDT_Byte, [](int b, int x, int y) { return b == 1 ? x * 10 : y * 12; }});
  writeTiff(dir / "rgba.tif",
            {20, 20, 4, GDT_Byte, [](int b, int x, int y) { return b == 4 ? (x + y) * 6 : b * 50 + x; },
             std::nullopt, {}, {"ALPHA=YES"}});
  std::vector<uint8_t> tile;
  auto ga = openLinked(dir, "ga.tif");
  ASSERT_TRUE(ga);
  ASSERT_TRUE(ga->readTile(0, 0, 0, tile));
  expectTile(tile, 0, 0, 20, 20, [](int x, int y) {
    const uint8_t v = uint8_t(x * 10);
    return Rgba{v, v, v, uint8_t(y * 12)};
  });
  auto rgba = openLinked(dir, "rgba.tif");
  ASSERT_TRUE(rgba);
  ASSERT_TRUE(rgba->readTile(0, 0, 0, tile));
  expectTile(tile, 0, 0, 20, 20, [](int x, int y) {
    return Rgba{uint8_t(50 + x), uint8_t(100 + x), uint8_t(150 + x), uint8_t((x + y) * 6)};
  });
}

// A scan cut out of its margin keeps the cut as a per-dataset mask (gdal_translate -mask): masked pixels are
// transparent.
TEST(TileReader, DatasetMaskHidesMaskedPixels) {
  testing::TempDir dir;
  writeTiff(dir / "masked.tif", {50, 40, 3, GDT_Byte, rgbValue});
  {
    GDALDatasetH ds = GDALOpen((dir / "masked.tif").c_str(), GA_Update);
    ASSERT_NE(ds, nullptr);
    ASSERT_EQ(GDALCreateDatasetMaskBand(ds, GMF_PER_DATASET), CE_None);
    GDALRasterBandH mask = GDALGetMaskBand(GDALGetRasterBand(ds, 1));
    std::vector<uint8_t> m(50 * 40);
    for (int y = 0; y < 40; ++y)
      for (int x = 0; x < 50; ++x) m[size_t(y) * 50 + size_t(x)] = x < 10 || y >= 30 ? 0 : 255;
    ASSERT_EQ(GDALRasterIO(mask, GF_Write, 0, 0, 50, 40, m.data(), 50, 40, GDT_Byte, 0, 0), CE_None);
    GDALClose(ds);
  }
  auto reader = openLinked(dir, "masked.tif");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  expectTile(tile, 0, 0, 50, 40, [](int x, int y) {
    if (x < 10 || y >= 30) return Rgba{0, 0, 0, 0};
    return Rgba{uint8_t(rgbValue(1, x, y)), uint8_t(rgbValue(2, x, y)), uint8_t(rgbValue(3, x, y)), 255};
  });
}

// Heights 100 + x + 10 y over 10 x 10 cells: minimum 100, maximum 199, so height v is grey (v - 100) * 255 / 99.
uint8_t stretched(double v) { return uint8_t(std::lround((v - 100) * 255.0 / 99.0)); }

TEST(TileReader, SixteenBitHeightsAreStretchedToGreyAndNoDataIsTransparent) {
  testing::TempDir dir;
  TiffSpec s{10, 10, 1, GDT_Int16, [](int, int x, int y) { return x == 3 && y == 4 ? -32768 : 100 + x + 10 * y; }};
  s.noData = -32768;
  writeTiff(dir / "dem16.tif", s);
  // The NoData cell replaced a height inside the range, so the extremes stay 100 and 199.
  auto reader = openLinked(dir, "dem16.tif");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  expectTile(tile, 0, 0, 10, 10, [](int x, int y) {
    if (x == 3 && y == 4) return Rgba{0, 0, 0, 0};
    const uint8_t g = stretched(100 + x + 10 * y);
    return Rgba{g, g, g, 255};
  });
  EXPECT_EQ(at(tile, 0, 0), (Rgba{0, 0, 0, 255}));
  EXPECT_EQ(at(tile, 9, 9), (Rgba{255, 255, 255, 255}));
}

TEST(TileReader, FloatHeightsWithNaNAndNoDataAreTransparentThere) {
  testing::TempDir dir;
  TiffSpec s{10, 10, 1, GDT_Float32, [](int, int x, int y) {
               if (x == 5 && y == 5) return std::nan("");
               if (x == 2 && y == 7) return -9999.0;
               return 100.0 + x + 10 * y;
             }};
  s.noData = -9999;
  writeTiff(dir / "dem.tif", s);
  auto reader = openLinked(dir, "dem.tif");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  expectTile(tile, 0, 0, 10, 10, [](int x, int y) {
    if ((x == 5 && y == 5) || (x == 2 && y == 7)) return Rgba{0, 0, 0, 0};
    const uint8_t g = stretched(100 + x + 10 * y);
    return Rgba{g, g, g, 255};
  });
}

// The real SRTM tile: NaN cells with no NoData declared, stretched between GDAL's approximate extremes.
TEST(TileReader, RealDemStretchesBetweenGdalsExtremesAndHidesNaN) {
  const std::string folder = CARTOUCHE_SHARED_DATA "/dem";
  auto reader = TileReader::open(linked("srtm_suwalki_pl.tif"), {"", folder});
  ASSERT_TRUE(reader) << reader.status().message();
  ASSERT_EQ((*reader)->width(), 127);
  ASSERT_EQ((*reader)->height(), 96);
  GDALDatasetH ds = GDALOpen((folder + "/srtm_suwalki_pl.tif").c_str(), GA_ReadOnly);
  ASSERT_NE(ds, nullptr);
  GDALRasterBandH band = GDALGetRasterBand(ds, 1);
  double mm[2] = {0, 0};
  ASSERT_EQ(GDALComputeRasterMinMax(band, TRUE, mm), CE_None);
  EXPECT_NEAR(mm[0], 143.7, 0.1);
  EXPECT_NEAR(mm[1], 288.8, 0.1);
  std::vector<double> cells(127 * 96);
  ASSERT_EQ(GDALRasterIO(band, GF_Read, 0, 0, 127, 96, cells.data(), 127, 96, GDT_Float64, 0, 0), CE_None);
  GDALClose(ds);
  std::vector<uint8_t> tile;
  ASSERT_TRUE((*reader)->readTile(0, 0, 0, tile));
  int nan = 0;
  expectTile(tile, 0, 0, 127, 96, [&](int x, int y) {
    const double v = cells[size_t(y) * 127 + size_t(x)];
    if (std::isnan(v)) {
      ++nan;
      return Rgba{0, 0, 0, 0};
    }
    const uint8_t g = uint8_t(std::clamp((v - mm[0]) * 255.0 / (mm[1] - mm[0]) + 0.5, 0.0, 255.0));
    return Rgba{g, g, g, 255};
  });
  EXPECT_GT(nan, 127 * 96 / 20);  // about a tenth of the cells
}

TEST(TileReader, OverviewLevelsAreReadAsGdalReadsThem) {
  testing::TempDir dir;
  writeTiff(dir / "big.tif", {1000, 600, 3, GDT_Byte, rgbValue, std::nullopt, {}, {"TILED=YES"}});
  {
    GDALDatasetH ds = GDALOpen((dir / "big.tif").c_str(), GA_Update);
    ASSERT_NE(ds, nullptr);
    int factors[] = {2, 4};
    ASSERT_EQ(GDALBuildOverviews(ds, "AVERAGE", 2, factors, 0, nullptr, nullptr, nullptr), CE_None);
    GDALClose(ds);
  }
  auto reader = openLinked(dir, "big.tif");
  ASSERT_TRUE(reader);
  ASSERT_EQ(reader->levelCount(), 3);
  EXPECT_EQ(reader->levelWidth(1), 500);
  EXPECT_EQ(reader->levelHeight(1), 300);
  EXPECT_EQ(reader->levelWidth(2), 250);
  EXPECT_EQ(reader->levelHeight(2), 150);
  EXPECT_EQ(reader->tilesAcross(1), 2);
  EXPECT_EQ(reader->tilesDown(1), 2);
  EXPECT_EQ(reader->tilesAcross(2), 1);
  EXPECT_EQ(reader->levelWidth(3), 0);

  GDALDatasetH ds = GDALOpen((dir / "big.tif").c_str(), GA_ReadOnly);
  ASSERT_NE(ds, nullptr);
  std::vector<uint8_t> tile;
  for (int level = 1; level <= 2; ++level) {
    const int w = reader->levelWidth(level), h = reader->levelHeight(level);
    std::vector<uint8_t> planes(size_t(w) * size_t(h) * 3);
    for (int b = 1; b <= 3; ++b)
      ASSERT_EQ(GDALRasterIO(GDALGetOverview(GDALGetRasterBand(ds, b), level - 1), GF_Read, 0, 0, w, h,
                             planes.data() + size_t(b - 1) * size_t(w) * size_t(h), w, h, GDT_Byte, 0, 0),
                CE_None);
    for (int ty = 0; ty < reader->tilesDown(level); ++ty)
      for (int tx = 0; tx < reader->tilesAcross(level); ++tx) {
        ASSERT_TRUE(reader->readTile(level, tx, ty, tile));
        expectTile(tile, tx, ty, w, h, [&](int x, int y) {
          const size_t i = size_t(y) * size_t(w) + size_t(x), n = size_t(w) * size_t(h);
          return Rgba{planes[i], planes[n + i], planes[2 * n + i], 255};
        });
      }
  }
  GDALClose(ds);
  // Level 1 pixel (100, 0) averages columns 200 and 201 of the full image, whose red is the column.
  ASSERT_TRUE(reader->readTile(1, 0, 0, tile));
  EXPECT_NEAR(at(tile, 100, 0)[0], 200.5, 0.5);
}

TEST(TileReader, JpegCompressedOverviewsRead) {
  testing::TempDir dir;
  writeTiff(dir / "jpeg.tif",
            {700, 520, 3, GDT_Byte, rgbValue, std::nullopt, {},
             {"TILED=YES", "COMPRESS=JPEG", "PHOTOMETRIC=YCBCR", "JPEG_QUALITY=90"}});
  {
    GDALDatasetH ds = GDALOpen((dir / "jpeg.tif").c_str(), GA_Update);
    ASSERT_NE(ds, nullptr);
    int factors[] = {2, 4};
    ASSERT_EQ(GDALBuildOverviews(ds, "AVERAGE", 2, factors, 0, nullptr, nullptr, nullptr), CE_None);
    GDALClose(ds);
  }
  auto reader = openLinked(dir, "jpeg.tif");
  ASSERT_TRUE(reader);
  ASSERT_EQ(reader->levelCount(), 3);
  GDALDatasetH ds = GDALOpen((dir / "jpeg.tif").c_str(), GA_ReadOnly);
  ASSERT_NE(ds, nullptr);
  std::vector<uint8_t> tile;
  for (int level = 0; level < 3; ++level) {
    const int w = reader->levelWidth(level), h = reader->levelHeight(level);
    for (int ty = 0; ty < reader->tilesDown(level); ++ty)
      for (int tx = 0; tx < reader->tilesAcross(level); ++tx) {
        ASSERT_TRUE(reader->readTile(level, tx, ty, tile));
        const int x0 = tx * kTile, y0 = ty * kTile;
        const int cw = std::min(kTile, w - x0), ch = std::min(kTile, h - y0);
        std::vector<uint8_t> want(size_t(cw) * size_t(ch) * 3);
        for (int b = 1; b <= 3; ++b) {
          GDALRasterBandH band = GDALGetRasterBand(ds, b);
          if (level > 0) band = GDALGetOverview(band, level - 1);
          ASSERT_EQ(GDALRasterIO(band, GF_Read, x0, y0, cw, ch, want.data() + (b - 1), cw, ch, GDT_Byte, 3, cw * 3),
                    CE_None);
        }
        expectTile(tile, tx, ty, w, h, [&](int x, int y) {
          const size_t i = (size_t(y - y0) * size_t(cw) + size_t(x - x0)) * 3;
          return Rgba{want[i], want[i + 1], want[i + 2], 255};
        });
      }
  }
  GDALClose(ds);
}

TEST(TileReader, EmbeddedTableReadsAsGdalReadsIt) {
  testing::TempDir dir;
  writeTiff(dir / "scan.tif", {600, 300, 3, GDT_Byte, rgbValue});
  auto raster = Raster::openUserFile(dir / "scan.tif");
  ASSERT_TRUE(raster) << raster.status().message();
  const std::string gpkg = dir / "battle.gpkg";
  ASSERT_TRUE(embedRaster(*raster, gpkg, "layer_1", {}));
  MapLayer layer;
  layer.name = "scan";
  layer.kind = LayerKind::Embedded;
  layer.source = "layer_1";
  auto opened = TileReader::open(layer, {gpkg, ""});
  ASSERT_TRUE(opened) << opened.status().message();
  TileReader& reader = **opened;
  EXPECT_EQ(reader.width(), 600);
  EXPECT_EQ(reader.height(), 300);
  ASSERT_GE(reader.levelCount(), 2);
  EXPECT_EQ(reader.levelWidth(1), 300);

  GDALDatasetH ds = GDALOpenEx(("GPKG:" + gpkg + ":layer_1").c_str(), GDAL_OF_RASTER, nullptr, nullptr, nullptr);
  ASSERT_NE(ds, nullptr);
  const int bands = GDALGetRasterCount(ds);
  ASSERT_GE(bands, 3);
  std::vector<uint8_t> tile;
  for (int level = 0; level < 2; ++level) {
    const int w = reader.levelWidth(level), h = reader.levelHeight(level);
    std::vector<uint8_t> want(size_t(w) * size_t(h) * 4, 255);
    for (int b = 1; b <= std::min(bands, 4); ++b) {
      GDALRasterBandH band = GDALGetRasterBand(ds, b);
      if (level > 0) band = GDALGetOverview(band, level - 1);
      ASSERT_EQ(GDALRasterIO(band, GF_Read, 0, 0, w, h, want.data() + (b - 1), w, h, GDT_Byte, 4, w * 4), CE_None);
    }
    for (int ty = 0; ty < reader.tilesDown(level); ++ty)
      for (int tx = 0; tx < reader.tilesAcross(level); ++tx) {
        ASSERT_TRUE(reader.readTile(level, tx, ty, tile));
        expectTile(tile, tx, ty, w, h, [&](int x, int y) {
          const size_t i = (size_t(y) * size_t(w) + size_t(x)) * 4;
          return Rgba{want[i], want[i + 1], want[i + 2], want[i + 3]};
        });
      }
  }
  GDALClose(ds);
  // The tiles keep the picture (JPEG tiles are close, not exact): red is the column.
  ASSERT_TRUE(reader.readTile(0, 0, 0, tile));
  EXPECT_NEAR(at(tile, 200, 10)[0], 200, 8);
  EXPECT_NEAR(at(tile, 10, 200)[1], 200, 8);

  layer.source = "layer_2";
  auto missing = TileReader::open(layer, {gpkg, ""});
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.status().message().find("layer 'scan'"), std::string::npos) << missing.status().message();
  EXPECT_NE(missing.status().message().find("battle.gpkg"), std::string::npos) << missing.status().message();
}

// The editor's case: a layer imported into a battle file the way every layer gets there (LayerImport's private
// copy, embedRaster, finish), then read from the user's file by name.
TEST(TileReader, LayerImportedIntoABattleFileReads) {
  testing::TempDir dir;
  setenv("CARTOUCHE_STATE_DIR", (dir / "state").c_str(), 1);
  writeTiff(dir / "scan.tif", {300, 200, 3, GDT_Byte, rgbValue});
  const std::string battle = dir / "battle.gpkg";
  ASSERT_TRUE(writeBattleFile(cartouche::test::sampleBattle(10, 8, false), battle));
  auto raster = Raster::openUserFile(dir / "scan.tif");
  ASSERT_TRUE(raster) << raster.status().message();
  auto import = LayerImport::start(battle);
  ASSERT_TRUE(import) << import.status().message();
  auto table = import->freeTableName();
  ASSERT_TRUE(table) << table.status().message();
  ASSERT_TRUE(embedRaster(*raster, import->copyPath(), *table, {}));
  auto layer = makeLayer(*raster, "scan", LayerKind::Embedded, *table);
  ASSERT_TRUE(layer) << layer.status().message();
  ASSERT_TRUE(import->finish(*layer));

  auto layers = readBattleLayers(battle);
  ASSERT_TRUE(layers) << layers.status().message();
  ASSERT_EQ(layers->size(), 1u);
  auto reader = TileReader::open(layers->front(), {battle, folderOf(dir)});
  ASSERT_TRUE(reader) << reader.status().message();
  EXPECT_EQ((*reader)->width(), 300);
  EXPECT_EQ((*reader)->height(), 200);
  EXPECT_EQ((*reader)->levelCount(), 2);
  GDALDatasetH ds = GDALOpenEx(("GPKG:" + battle + ":" + *table).c_str(), GDAL_OF_RASTER, nullptr, nullptr, nullptr);
  ASSERT_NE(ds, nullptr);
  std::vector<uint8_t> want(300 * 200 * 4, 255);
  for (int b = 1; b <= std::min(4, GDALGetRasterCount(ds)); ++b)
    ASSERT_EQ(GDALRasterIO(GDALGetRasterBand(ds, b), GF_Read, 0, 0, 300, 200, want.data() + (b - 1), 300, 200,
                           GDT_Byte, 4, 300 * 4),
              CE_None);
  GDALClose(ds);
  std::vector<uint8_t> tile;
  for (int tx = 0; tx < 2; ++tx) {
    ASSERT_TRUE((*reader)->readTile(0, tx, 0, tile));
    expectTile(tile, tx, 0, 300, 200, [&](int x, int y) {
      const size_t i = (size_t(y) * 300 + size_t(x)) * 4;
      return Rgba{want[i], want[i + 1], want[i + 2], want[i + 3]};
    });
  }
}

// The editor's case: the table GDAL wrote elsewhere adopted into the open working copy, read while the working copy's
// own connection holds the file.
TEST(TileReader, TableAdoptedIntoAnOpenWorkingCopyReads) {
  testing::TempDir dir;
  setenv("CARTOUCHE_STATE_DIR", (dir / "state").c_str(), 1);
  writeTiff(dir / "scan.tif", {300, 200, 4, GDT_Byte, [](int b, int x, int y) { return b == 4 ? 255 : rgbValue(b, x, y); }});
  const std::string battle = dir / "battle.gpkg";
  ASSERT_TRUE(writeBattleFile(cartouche::test::sampleBattle(10, 8, false), battle));
  auto raster = Raster::openUserFile(dir / "scan.tif");
  ASSERT_TRUE(raster) << raster.status().message();
  ASSERT_TRUE(embedRaster(*raster, dir / "import.gpkg", "layer_1", {}));
  auto copy = WorkingCopy::open(battle);
  ASSERT_TRUE(copy) << copy.status().message();
  auto table = (*copy)->freeRasterTableName();
  ASSERT_TRUE(table) << table.status().message();
  ASSERT_TRUE((*copy)->adoptRasterTable(dir / "import.gpkg", *table));
  MapLayer layer;
  layer.name = "scan";
  layer.source = *table;
  auto reader = TileReader::open(layer, {(*copy)->workingPath(), folderOf(dir)});
  ASSERT_TRUE(reader) << reader.status().message();
  std::vector<uint8_t> tile;
  ASSERT_TRUE((*reader)->readTile(0, 1, 0, tile));
  // An opaque RGBA source is stored as JPEG tiles: close to the colours written, and opaque.
  EXPECT_NEAR(at(tile, 0, 10)[0], rgbValue(1, 256, 10), 8);
  EXPECT_NEAR(at(tile, 0, 10)[1], rgbValue(2, 256, 10), 8);
  EXPECT_EQ(at(tile, 0, 10)[3], 255);
  EXPECT_EQ(at(tile, 43, 10)[3], 255);
  EXPECT_EQ(at(tile, 44, 10), (Rgba{0, 0, 0, 0}));  // past the 300th column
}

TEST(TileReader, TruncatedTiffFailsNamingTheFileWithoutCrashing) {
  testing::TempDir dir;
  const std::string path = dir / "cut.tif";
  {
    // The two corner tiles first (the open probes them and they must survive), then the others, so that cutting
    // the file's end takes middle tiles only.
    ensureGdal();
    const char* opts[] = {"TILED=YES", "BLOCKXSIZE=256", "BLOCKYSIZE=256", nullptr};
    GDALDatasetH ds = GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), 1024, 1024, 1, GDT_Byte,
                                 const_cast<char**>(opts));
    ASSERT_NE(ds, nullptr);
    GDALRasterBandH band = GDALGetRasterBand(ds, 1);
    std::vector<uint8_t> block(256 * 256, 77);
    auto write = [&](int tx, int ty) {
      ASSERT_EQ(GDALRasterIO(band, GF_Write, tx * 256, ty * 256, 256, 256, block.data(), 256, 256, GDT_Byte, 0, 0),
                CE_None);
      GDALFlushCache(ds);
    };
    write(0, 0);
    write(3, 3);
    for (int ty = 0; ty < 4; ++ty)
      for (int tx = 0; tx < 4; ++tx)
        if (!(tx == 0 && ty == 0) && !(tx == 3 && ty == 3)) write(tx, ty);
    GDALClose(ds);
  }
  GDALDatasetH ds = GDALOpen(path.c_str(), GA_ReadOnly);
  ASSERT_NE(ds, nullptr);
  auto offset = [&](int tx, int ty) {
    const std::string key = "BLOCK_OFFSET_" + std::to_string(tx) + "_" + std::to_string(ty);
    const char* v = GDALGetMetadataItem(GDALGetRasterBand(ds, 1), key.c_str(), "TIFF");
    return v ? std::stoull(v) : 0ull;
  };
  const unsigned long long cornerEnd = std::max(offset(0, 0), offset(3, 3)) + 256 * 256;
  const unsigned long long middle = offset(2, 1);
  GDALClose(ds);
  ASSERT_GT(middle, cornerEnd);
  std::filesystem::resize_file(path, middle + 100);

  auto reader = openLinked(dir, "cut.tif");
  ASSERT_TRUE(reader);
  std::vector<uint8_t> tile;
  ASSERT_TRUE(reader->readTile(0, 0, 0, tile));
  EXPECT_EQ(at(tile, 5, 5), (Rgba{77, 77, 77, 255}));
  const Status s = reader->readTile(0, 3, 2, tile);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("cut.tif"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("truncated"), std::string::npos) << s.message();
  EXPECT_EQ(at(tile, 5, 5), (Rgba{0, 0, 0, 0}));
  // The reader keeps going after a failed tile.
  EXPECT_TRUE(reader->readTile(0, 0, 0, tile));
}

TEST(TileReader, MissingLinkedFileIsNamed) {
  testing::TempDir dir;
  auto r = TileReader::open(linked("gone/scan.tif"), {"", folderOf(dir)});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.status().code(), Status::Code::NotFound);
  EXPECT_NE(r.status().message().find("layer 'scan': linked file 'gone/scan.tif' is missing"), std::string::npos)
      << r.status().message();
}

TEST(TileReader, LinkedLayerOfABattleWithNoFolderDoesNotOpen) {
  auto r = TileReader::open(linked("scan.tif"), {"/some/working/copy.gpkg", ""});
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("the battle has no folder yet"), std::string::npos) << r.status().message();
}

TEST(TileReader, LinkedPathLeavingTheFolderIsRefused) {
  testing::TempDir dir;
  auto r = TileReader::open(linked("../outside.tif"), {"", folderOf(dir)});
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("layer 'scan'"), std::string::npos) << r.status().message();
  EXPECT_NE(r.status().message().find(".."), std::string::npos) << r.status().message();
}

}  // namespace
}  // namespace cartouche::geo
