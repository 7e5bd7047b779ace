// Adding a layer from a GeoTIFF made with GDAL in a temporary folder: embedded, the working copy gets the raster
// table (GDAL reads the same pixels back from it) and undo removes the layer row; linked, the file must lie in the
// saved battle's folder and gets its overview pyramid beside it; a cancelled or failed import adds nothing and leaves
// no temporary file behind.
#include "app/panels/layer_import.h"

#include <gdal.h>
#include <gtest/gtest.h>
#include <ogr_srs_api.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "geo/geo.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

namespace fs = std::filesystem;

// A fresh folder whose "state" subfolder is the editor's state folder (working copies, temporary imports).
struct Folder {
  TempDir temp{"layer-import"};
  fs::path dir = temp.path();
  Folder() {
    fs::create_directories(dir / "state");
    ::setenv("CARTOUCHE_STATE_DIR", (dir / "state").c_str(), 1);
  }
};

// A w x h RGB GeoTIFF in EPSG:2180 with 5 m pixels; pixel (x, y) is (x, y, x + y) mod 256.
void makeGeoTiff(const fs::path& path, int w, int h, GDALDataType type = GDT_Byte) {
  geo::ensureGdal();
  GDALDatasetH ds = GDALCreate(GDALGetDriverByName("GTiff"), path.c_str(), w, h, 3, type, nullptr);
  ASSERT_TRUE(ds);
  double gt[6] = {600000, 5, 0, 500000, 0, -5};
  GDALSetGeoTransform(ds, gt);
  OGRSpatialReferenceH srs = OSRNewSpatialReference(nullptr);
  OSRImportFromEPSG(srs, 2180);
  GDALSetSpatialRef(ds, srs);
  OSRDestroySpatialReference(srs);
  std::vector<uint8_t> band(size_t(w) * size_t(h));
  for (int b = 0; b < 3; ++b) {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) band[size_t(y) * w + x] = uint8_t(b == 0 ? x : b == 1 ? y : x + y);
    ASSERT_EQ(GDALRasterIO(GDALGetRasterBand(ds, b + 1), GF_Write, 0, 0, w, h, band.data(), w, h, GDT_Byte, 0, 0),
              CE_None);
  }
  GDALClose(ds);
}

struct Editing {
  explicit Editing(OpenBattle& b) : battle(b) {}
  OpenBattle& battle;
  EditorState state;
  MapView view;
  std::string message;
  ToolContext ctx{battle.document(), state, view, 800, 600, &message};
};

std::unique_ptr<OpenBattle> newBattle() {
  Result<std::unique_ptr<OpenBattle>> b =
      OpenBattle::create(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 6, 5), "Layer import test");
  EXPECT_TRUE(b) << b.status().message();
  return b ? std::move(b).value() : nullptr;
}

Result<std::string> runImport(OpenBattle& battle, ToolContext& ctx, const LayerImportRequest& request) {
  Result<std::unique_ptr<LayerImportJob>> job = LayerImportJob::start(request, battle);
  if (!job) return job.status();
  (*job)->wait();
  EXPECT_TRUE((*job)->done());
  Result<std::string> added = (*job)->finish(battle, ctx);
  if (added) {
    EXPECT_DOUBLE_EQ((*job)->progress(), 1.0);
  }
  return added;
}

std::vector<std::string> leftoverImports() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(OpenBattle::stateDir()))
    if (e.path().filename().string().rfind("import-", 0) == 0) out.push_back(e.path().string());
  return out;
}

// Band `band` of the raster GDAL opens at `name`, `w` x `h` pixels from the top-left corner.
std::vector<uint8_t> readBand(const std::string& name, int band, int w, int h) {
  GDALDatasetH ds = GDALOpenEx(name.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr);
  EXPECT_TRUE(ds) << name;
  if (!ds) return {};
  std::vector<uint8_t> out(size_t(w) * size_t(h));
  EXPECT_EQ(GDALRasterIO(GDALGetRasterBand(ds, band), GF_Read, 0, 0, w, h, out.data(), w, h, GDT_Byte, 0, 0), CE_None);
  GDALClose(ds);
  return out;
}

TEST(LayerImportTest, EmbeddedRasterLandsInTheWorkingCopyAndUndoRemovesTheRow) {
  Folder f;
  makeGeoTiff(f.dir / "Paris 1836.tif", 300, 200);
  std::unique_ptr<OpenBattle> battle = newBattle();
  ASSERT_TRUE(battle);
  Editing e(*battle);

  Result<std::string> added = runImport(*battle, e.ctx, {(f.dir / "Paris 1836.tif").string(), false, ""});
  ASSERT_TRUE(added) << added.status().message();
  EXPECT_EQ(*added, "Paris 1836");
  const Battle& b = battle->document().battle();
  ASSERT_EQ(b.layers.size(), 1u);
  const MapLayer& layer = b.layers[0];
  EXPECT_EQ(layer.kind, LayerKind::Embedded);
  EXPECT_EQ(layer.georef, LayerGeoref::GeoTransform);
  EXPECT_EQ(layer.geoTransform, (std::array<double, 6>{600000, 5, 0, 500000, 0, -5}));
  EXPECT_EQ(battle->document().history().size(), 1u);
  EXPECT_TRUE(leftoverImports().empty());

  // GDAL reads the embedded table back from the working copy, pixel for pixel.
  const std::string table = "GPKG:" + battle->workingPath() + ":" + layer.source;
  EXPECT_EQ(readBand(table, 1, 300, 200), readBand((f.dir / "Paris 1836.tif").string(), 1, 300, 200));
  EXPECT_EQ(readBand(table, 3, 300, 200), readBand((f.dir / "Paris 1836.tif").string(), 3, 300, 200));

  // The same file again gets a name and a table of its own.
  Result<std::string> again = runImport(*battle, e.ctx, {(f.dir / "Paris 1836.tif").string(), false, ""});
  ASSERT_TRUE(again) << again.status().message();
  EXPECT_EQ(*again, "Paris 1836 2");
  ASSERT_EQ(battle->document().battle().layers.size(), 2u);
  EXPECT_NE(battle->document().battle().layers[1].source, battle->document().battle().layers[0].source);

  ASSERT_TRUE(battle->document().undo());
  ASSERT_TRUE(battle->document().undo());
  EXPECT_TRUE(battle->document().battle().layers.empty());
  battle->close(true);
}

TEST(LayerImportTest, LinkNeedsASavedBattleAndAFileInItsFolder) {
  Folder f;
  fs::create_directories(f.dir / "battle" / "maps");
  fs::create_directories(f.dir / "elsewhere");
  makeGeoTiff(f.dir / "battle" / "maps" / "scan.tif", 600, 400);
  makeGeoTiff(f.dir / "elsewhere" / "scan.tif", 120, 80);
  std::unique_ptr<OpenBattle> battle = newBattle();
  ASSERT_TRUE(battle);
  Editing e(*battle);

  Result<std::unique_ptr<LayerImportJob>> unsaved =
      LayerImportJob::start({(f.dir / "battle" / "maps" / "scan.tif").string(), true, ""}, *battle);
  ASSERT_FALSE(unsaved);
  EXPECT_NE(unsaved.status().message().find("save the battle first"), std::string::npos) << unsaved.status().message();

  ASSERT_TRUE(battle->saveAs((f.dir / "battle" / "battle.gpkg").string()));
  const std::string outside = (f.dir / "elsewhere" / "scan.tif").string();
  Result<std::unique_ptr<LayerImportJob>> refused = LayerImportJob::start({outside, true, ""}, *battle);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.status().message().find(outside), std::string::npos) << refused.status().message();
  EXPECT_NE(refused.status().message().find("must lie in the battle file's folder"), std::string::npos)
      << refused.status().message();
  EXPECT_TRUE(battle->document().battle().layers.empty());

  Result<std::string> linked =
      runImport(*battle, e.ctx, {(f.dir / "battle" / "maps" / "scan.tif").string(), true, "Old map"});
  ASSERT_TRUE(linked) << linked.status().message();
  EXPECT_EQ(*linked, "Old map");
  ASSERT_EQ(battle->document().battle().layers.size(), 1u);
  EXPECT_EQ(battle->document().battle().layers[0].kind, LayerKind::Linked);
  EXPECT_EQ(battle->document().battle().layers[0].source, "maps/scan.tif");
  // 600 x 400 pixels do not fit one 256-pixel tile: the pyramid was built beside the file.
  EXPECT_TRUE(fs::exists(f.dir / "battle" / "maps" / "scan.tif.ovr"));
  EXPECT_FALSE(fs::exists(f.dir / "elsewhere" / "scan.tif.ovr"));
  battle->close(true);
}

TEST(LayerImportTest, CancelledOrFailedImportsAddNothing) {
  Folder f;
  makeGeoTiff(f.dir / "scan.tif", 600, 400);
  makeGeoTiff(f.dir / "heights.tif", 50, 50, GDT_Float32);
  std::unique_ptr<OpenBattle> battle = newBattle();
  ASSERT_TRUE(battle);
  Editing e(*battle);
  {
    Result<std::unique_ptr<LayerImportJob>> job =
        LayerImportJob::start({(f.dir / "scan.tif").string(), false, ""}, *battle);
    ASSERT_TRUE(job) << job.status().message();
    (*job)->cancel();
    (*job)->wait();
    Result<std::string> finished = (*job)->finish(*battle, e.ctx);
    ASSERT_FALSE(finished);
    EXPECT_NE(finished.status().message().find("cancelled"), std::string::npos) << finished.status().message();
  }
  EXPECT_TRUE(battle->document().battle().layers.empty());
  EXPECT_EQ(battle->document().history().size(), 0u);
  EXPECT_TRUE(leftoverImports().empty());
  // No raster table reached the working copy.
  Result<std::string> table = battle->freeRasterTableName();
  ASSERT_TRUE(table);
  EXPECT_EQ(
      GDALOpenEx(("GPKG:" + battle->workingPath() + ":" + *table).c_str(), GDAL_OF_RASTER, nullptr, nullptr, nullptr),
      nullptr);

  const std::string missing = (f.dir / "missing.tif").string();
  Result<std::string> none = runImport(*battle, e.ctx, {missing, false, ""});
  ASSERT_FALSE(none);
  EXPECT_NE(none.status().message().find("missing.tif"), std::string::npos) << none.status().message();
  Result<std::string> floats = runImport(*battle, e.ctx, {(f.dir / "heights.tif").string(), false, ""});
  ASSERT_FALSE(floats);
  EXPECT_NE(floats.status().message().find("heights.tif"), std::string::npos) << floats.status().message();
  EXPECT_NE(floats.status().message().find("8-bit"), std::string::npos) << floats.status().message();
  EXPECT_TRUE(battle->document().battle().layers.empty());
  EXPECT_TRUE(leftoverImports().empty());
  battle->close(true);
}

}  // namespace
}  // namespace cartouche::testing
