// Where a layer's tiles come from, checked against GDAL's own read: overview levels (JPEG-compressed too), an
// embedded GeoPackage table, a layer imported into a battle file and a table adopted into an open working copy; and
// the failures: a truncated TIFF (an error naming the file, no crash), a missing linked file, a battle with no
// folder yet, a linked path leaving the folder.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "geo/layer_embed.h"
#include "geo/tile_reader.h"
#include "store/battle_file.h"
#include "store/layer_import.h"
#include "store/layer_table.h"
#include "store/raster_tables.h"
#include "store/working_copy.h"
#include "tile_reader_test_support.h"

namespace cartouche::geo {
namespace {

using namespace tile_test;

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
  writeTiff(dir / "jpeg.tif", {700,
                               520,
                               3,
                               GDT_Byte,
                               rgbValue,
                               std::nullopt,
                               {},
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
    ASSERT_EQ(GDALRasterIO(GDALGetRasterBand(ds, b), GF_Read, 0, 0, 300, 200, want.data() + (b - 1), 300, 200, GDT_Byte,
                           4, 300 * 4),
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
  writeTiff(dir / "scan.tif",
            {300, 200, 4, GDT_Byte, [](int b, int x, int y) { return b == 4 ? 255 : rgbValue(b, x, y); }});
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
    GDALDatasetH ds =
        GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), 1024, 1024, 1, GDT_Byte, const_cast<char**>(opts));
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
