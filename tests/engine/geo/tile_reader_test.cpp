// Tiles of a layer's raster, checked byte for byte against pixels the test wrote with GDAL: RGB, grey, a colour
// table, grey + alpha, RGBA, a dataset mask, 16-bit and float heights with NoData and NaN, and transparent padding at
// the edges.
#include "geo/tile_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "tile_reader_test_support.h"

namespace cartouche::geo {
namespace {

using namespace tile_test;

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
  GDALDatasetH png =
      GDALCreateCopy(GDALGetDriverByName("PNG"), (dir / "palette.png").c_str(), mem, FALSE, nullptr, nullptr, nullptr);
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
  writeTiff(dir / "rgba.tif", {20,
                               20,
                               4,
                               GDT_Byte,
                               [](int b, int x, int y) { return b == 4 ? (x + y) * 6 : b * 50 + x; },
                               std::nullopt,
                               {},
                               {"ALPHA=YES"}});
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

}  // namespace
}  // namespace cartouche::geo
