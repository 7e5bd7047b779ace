// Schema v4's map layers: rows written by a LayerImport read back equal; a v3 file is imported into through a
// migrated copy (the v3 file itself unchanged until the atomic save); each malformed layer row is refused with its
// table, row and field; a refused import leaves the user's file byte for byte as it was.
#include "store/layer_table.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "store/atomic_file.h"
#include "store/battle_file.h"
#include "store/layer_import.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

MapLayer gcpLayer() {
  MapLayer l;
  l.name = "Jacoubet sheet 22";
  l.kind = LayerKind::Linked;
  l.source = "scans/jacoubet_22.jpg";
  l.visible = false;
  l.opacity = 0.5;
  l.crs = "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80";
  l.georef = LayerGeoref::Gcps;
  l.transform = "poly1";
  l.gcps = {{"a", 10, 20, -500, 250, true}, {"", 3000, 40, 500, 250, false}, {"c", 20, 4000, -500, -750, true}};
  return l;
}

MapLayer geoTransformLayer() {
  MapLayer l;
  l.name = "byte";
  l.kind = LayerKind::Embedded;
  l.source = "layer_1";
  l.crs = "EPSG:26711";
  l.georef = LayerGeoref::GeoTransform;
  l.geoTransform = {440720, 60, 0, 3751320, 0, -60};
  return l;
}

std::string currentFile(const test::ScratchDir& dir, const std::string& name = "battle.gpkg") {
  std::string path = dir.path(name);
  EXPECT_TRUE(writeBattleFile(test::sampleBattle(10, 8, false), path));
  return path;
}

Status importLayer(const std::string& path, const MapLayer& layer) {
  auto imp = LayerImport::start(path);
  if (!imp) return imp.status();
  return imp->finish(layer);
}

TEST(LayerTable, NewFileHasNoLayers) {
  test::ScratchDir dir;
  auto layers = readBattleLayers(currentFile(dir));
  ASSERT_TRUE(layers) << layers.status().message();
  EXPECT_TRUE(layers->empty());
}

TEST(LayerTable, ImportedLayersReadBackInOrder) {
  test::ScratchDir dir;
  std::string path = currentFile(dir);
  ASSERT_TRUE(importLayer(path, geoTransformLayer()));
  ASSERT_TRUE(importLayer(path, gcpLayer()));
  auto layers = readBattleLayers(path);
  ASSERT_TRUE(layers) << layers.status().message();
  ASSERT_EQ(layers->size(), 2u);
  EXPECT_TRUE((*layers)[0] == geoTransformLayer());
  EXPECT_TRUE((*layers)[1] == gcpLayer());
  EXPECT_EQ(test::queryInt(path, "SELECT count(*) FROM battle_layer_gcps WHERE layer_id = 2"), 3);
  // The battle itself still reads, and the file stays a GeoPackage.
  EXPECT_TRUE(readBattleFile(path));
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(path, &out), 0) << out;
}

TEST(LayerTable, GcpsReplaceALayersGeoreferencingAndRefusalsChangeNothing) {
  test::ScratchDir dir;
  std::string path = currentFile(dir);
  ASSERT_TRUE(importLayer(path, geoTransformLayer()));
  const std::vector<LayerGcp> gcps = {{"p1", 0, 0, 440720, 3751320, true}, {"", 20, 0, 441920, 3751320, false}};
  ASSERT_TRUE(setBattleLayerGcps(path, "byte", gcps, "helmert", "EPSG:26711"));
  auto layers = readBattleLayers(path);
  ASSERT_TRUE(layers) << layers.status().message();
  ASSERT_EQ(layers->size(), 1u);
  const MapLayer& l = (*layers)[0];
  EXPECT_EQ(l.georef, LayerGeoref::Gcps);
  EXPECT_EQ(l.transform, "helmert");
  EXPECT_TRUE(l.gcps == gcps);

  const std::string before = test::fileBytes(path);
  Status missing = setBattleLayerGcps(path, "no such layer", gcps, "helmert", "EPSG:26711");
  EXPECT_EQ(missing.code(), Status::Code::NotFound);
  EXPECT_NE(missing.message().find("no layer named 'no such layer'"), std::string::npos) << missing.message();
  EXPECT_FALSE(setBattleLayerGcps(path, "byte", gcps, "poly9", "EPSG:26711"));  // the read-back check refuses it
  EXPECT_EQ(test::fileBytes(path), before);
}

TEST(LayerTable, ImportMigratesAV3FileThroughACopy) {
  test::ScratchDir dir;
  std::string current = dir.path("current.gpkg"), v3 = dir.path("v3.gpkg");
  Battle plain = test::sampleBattle(10, 8, false);  // what a v3 file holds: no armies, no set-ups
  plain.army = {};
  plain.armyVocabulary = {};
  for (Scenario& sc : plain.scenarios)
    sc = Scenario{sc.code, sc.name, sc.description, sc.startTime, sc.turnMinutes, sc.turns};
  ASSERT_TRUE(writeBattleFile(plain, current));
  test::execSql(v3, readText(std::string(CARTOUCHE_SOURCE_DIR) + "/schemas/v3.sql"));
  test::execSql(v3, "ATTACH '" + current +
                        "' AS cur;"
                        "INSERT INTO battle_info SELECT * FROM cur.battle_info;"
                        "INSERT INTO battle_grid SELECT * FROM cur.battle_grid;"
                        "INSERT INTO battle_terrain_types SELECT * FROM cur.battle_terrain_types;"
                        "INSERT INTO battle_map_chunks SELECT * FROM cur.battle_map_chunks;"
                        "INSERT INTO battle_hexsides SELECT * FROM cur.battle_hexsides;"
                        "INSERT INTO battle_scenarios SELECT id, code, name, description, start_time, turn_minutes, "
                        "  turns FROM cur.battle_scenarios;"
                        "INSERT INTO battle_rule_tables SELECT * FROM cur.battle_rule_tables;"
                        "INSERT INTO battle_rule_columns SELECT * FROM cur.battle_rule_columns;"
                        "INSERT INTO battle_rule_cells SELECT * FROM cur.battle_rule_cells;");
  ASSERT_EQ(summarizeBattleFile(v3)->schemaVersion, 3);
  auto none = readBattleLayers(v3);
  ASSERT_TRUE(none) << none.status().message();
  EXPECT_TRUE(none->empty());

  const std::string before = test::fileBytes(v3);
  auto imp = LayerImport::start(v3);
  ASSERT_TRUE(imp) << imp.status().message();
  EXPECT_EQ(test::fileBytes(v3), before);  // only the copy is migrated
  EXPECT_EQ(test::queryInt(imp->copyPath(), "SELECT value FROM battle_meta WHERE key = 'schema_version'"),
            currentSchemaVersion());
  ASSERT_TRUE(imp->finish(gcpLayer()));
  EXPECT_EQ(summarizeBattleFile(v3)->schemaVersion, currentSchemaVersion());
  auto layers = readBattleLayers(v3);
  ASSERT_TRUE(layers) << layers.status().message();
  ASSERT_EQ(layers->size(), 1u);
  EXPECT_TRUE(layers->front() == gcpLayer());
  auto b = readBattleFile(v3);
  ASSERT_TRUE(b) << b.status().message();
  ASSERT_EQ(b->layers.size(), 1u);  // the battle carries the layer too
  EXPECT_TRUE(b->layers.front() == gcpLayer());
  b->layers.clear();
  EXPECT_TRUE(*b == *readBattleFile(current));
}

TEST(LayerTable, TheImportCopyIsRemoved) {
  test::ScratchDir dir;
  std::string path = currentFile(dir), copy;
  {
    auto imp = LayerImport::start(path);
    ASSERT_TRUE(imp);
    copy = imp->copyPath();
    EXPECT_FALSE(test::fileBytes(copy).empty());
  }
  std::ifstream gone(copy);
  EXPECT_FALSE(gone.good());
}

// A process killed or stopped mid-import leaves its copy in the state folder; the next import removes the copies this
// machine's ended processes left, and leaves those of running processes, of other machines (until ten minutes old)
// and anything else.
TEST(LayerTable, CopiesLeftByEndedProcessesAreRemovedByTheNextImport) {
  test::ScratchDir dir;
  std::string path = currentFile(dir);
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ASSERT_GT(child, 0);
  ASSERT_EQ(::waitpid(child, nullptr, 0), child);
  const fs::path imports = fs::path(dir.path("state")) / "imports";
  fs::create_directories(imports);
  const std::string here = "import-" + machineTag() + "-";
  const std::string ended = here + std::to_string(child) + "-0.gpkg";
  const std::string own = here + std::to_string(::getpid()) + "-99.gpkg";
  const std::string running = here + std::to_string(::getppid()) + "-3.gpkg";
  const std::string elsewhere = "import-h00000000-" + std::to_string(child) + "-1.gpkg";
  for (const std::string& name :
       {ended, ended + "-journal", own, running, elsewhere, std::string("import-x-1.gpkg"), std::string("notes.txt")})
    std::ofstream(imports / name) << "left";
  {
    auto imp = LayerImport::start(path);
    ASSERT_TRUE(imp) << imp.status().message();
    EXPECT_EQ(fs::path(imp->copyPath()).filename().string().rfind(here + std::to_string(::getpid()) + "-", 0), 0u)
        << imp->copyPath();
  }
  EXPECT_FALSE(fs::exists(imports / ended));
  EXPECT_FALSE(fs::exists(imports / (ended + "-journal")));
  for (const std::string& kept : {own, running, elsewhere, std::string("import-x-1.gpkg"), std::string("notes.txt")})
    EXPECT_TRUE(fs::exists(imports / kept)) << kept;
}

TEST(LayerTable, RefusedSourcesLeaveTheFileUnchanged) {
  test::ScratchDir dir;
  std::string path = currentFile(dir);
  const std::string before = test::fileBytes(path);
  for (const std::string& source :
       {std::string("/etc/passwd"), std::string("../outside.tif"), std::string("a/../../b.tif"),
        std::string("/vsicurl/http://example.com/x.tif"), std::string("http://example.com/x.tif"),
        std::string("C:\\maps\\x.tif"), std::string("")}) {
    MapLayer l = gcpLayer();
    l.source = source;
    Status s = importLayer(path, l);
    EXPECT_FALSE(s) << source;
    EXPECT_EQ(test::fileBytes(path), before) << source;
  }
  MapLayer embedded = geoTransformLayer();
  embedded.source = "gpkg_contents";
  EXPECT_FALSE(importLayer(path, embedded));
  embedded.source = "x; DROP TABLE battle_grid";
  EXPECT_FALSE(importLayer(path, embedded));
  EXPECT_EQ(test::fileBytes(path), before);
}

struct BadRow {
  const char* name;
  const char* sql;
  const char* expected;
};

void PrintTo(const BadRow& r, std::ostream* os) { *os << r.name; }

class LayerTableBadRow : public ::testing::TestWithParam<BadRow> {};

TEST_P(LayerTableBadRow, IsRefusedByName) {
  test::ScratchDir dir;
  std::string path = currentFile(dir);
  ASSERT_TRUE(importLayer(path, geoTransformLayer()));
  ASSERT_TRUE(importLayer(path, gcpLayer()));
  test::execSql(path, GetParam().sql);
  auto layers = readBattleLayers(path);
  ASSERT_FALSE(layers);
  EXPECT_NE(layers.status().message().find(GetParam().expected), std::string::npos) << layers.status().message();
  EXPECT_NE(layers.status().message().find(path), std::string::npos) << layers.status().message();
  // Reading the whole battle checks the layer rows too.
  EXPECT_FALSE(readBattleFile(path));
}

INSTANTIATE_TEST_SUITE_P(
    Rows, LayerTableBadRow,
    ::testing::Values(BadRow{"PositionGap", "UPDATE battle_layers SET position = 3 WHERE id = 2",
                             "battle_layers row 2: position: 3 where 2 is expected"},
                      BadRow{"UnknownKind", "UPDATE battle_layers SET kind = 'remote' WHERE id = 1",
                             "battle_layers row 1: kind: 'remote' is not one of"},
                      BadRow{"AbsoluteLink", "UPDATE battle_layers SET source = '/etc/passwd' WHERE id = 2",
                             "battle_layers row 2: source: linked path '/etc/passwd' is absolute"},
                      BadRow{"EscapingLink", "UPDATE battle_layers SET source = 'maps/../../x.tif' WHERE id = 2",
                             "leaves the battle's folder"},
                      BadRow{"CurlLink", "UPDATE battle_layers SET source = '/vsicurl/http://h/x.tif' WHERE id = 2",
                             "battle_layers row 2: source"},
                      BadRow{"Opacity", "UPDATE battle_layers SET opacity = 1.5 WHERE id = 1",
                             "battle_layers row 1: opacity: not in 0..1"},
                      BadRow{"UnknownTransform", "UPDATE battle_layers SET transform = 'rubber' WHERE id = 2",
                             "battle_layers row 2: transform: 'rubber' is not one of"},
                      BadRow{"MissingGeoTransform", "UPDATE battle_layers SET gt_1 = NULL WHERE id = 1",
                             "battle_layers row 1: geotransform: null where a number is expected"},
                      BadRow{"SingularGeoTransform", "UPDATE battle_layers SET gt_1 = 0 WHERE id = 1",
                             "battle_layers row 1: geotransform: singular"},
                      BadRow{"GcpOfAMissingLayer", "UPDATE battle_layer_gcps SET layer_id = 9",
                             "battle_layer_gcps row 1: layer_id: no layer has id 9"},
                      BadRow{"GcpOnAGeoTransformLayer",
                             "UPDATE battle_layer_gcps SET layer_id = 1, position = 1 WHERE id = 1",
                             "battle_layer_gcps row 1: layer_id: the layer is not georeferenced by GCPs"},
                      BadRow{"GcpPositionGap", "UPDATE battle_layer_gcps SET position = 7 WHERE id = 3",
                             "battle_layer_gcps row 3: position: 7 where 3 is expected"}),
    [](const ::testing::TestParamInfo<BadRow>& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace cartouche
