// `cartouche info`: the text report and the --json document on a small battle whose counts are known, with and
// without ruleset tables.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

using nlohmann::json;

class InfoCommand : public ::testing::Test {
 protected:
  void SetUp() override { buildBattleFile(makeSmallBattle(), gpkg); }
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
};

size_t countOf(const json& list, const std::string& code) {
  for (const json& entry : list)
    if (entry.at("code") == code) return entry.at("count").get<size_t>();
  ADD_FAILURE() << "no entry for " << code << " in " << list.dump();
  return 0;
}

TEST_F(InfoCommand, TextNamesTitleGridLabelsAndCounts) {
  RunResult r = runCartouche({"info", gpkg});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  for (const char* expected :
       {"Bitwa pod Zieloną 1794", "reconstruction: drawn for the command-line tests", "6 x 5 = 30 hexes", "pointy-top",
        "odd-rows", "CCRR, 0101 to 0605", "100 m", "levels 0 to 1", "historical: Historical scenario"})
    EXPECT_NE(r.out.find(expected), std::string::npos) << expected << "\n" << r.out;
}

TEST_F(InfoCommand, JsonReportsGridTerrainSlopesElevationAndScenarios) {
  RunResult r = runCartouche({"info", gpkg, "--json"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json j = json::parse(r.out);
  EXPECT_EQ(j["json_version"], 1);
  EXPECT_EQ(j["file"], gpkg);
  EXPECT_EQ(j["title"], "Bitwa pod Zieloną 1794");
  EXPECT_EQ(j["provenance"], "reconstruction: drawn for the command-line tests");
  EXPECT_EQ(j["info"]["system"], "raclawice");

  const json& grid = j["grid"];
  EXPECT_EQ(grid["orientation"], "pointy-top");
  EXPECT_EQ(grid["shifted"], "odd-rows");
  EXPECT_EQ(grid["columns"], 6);
  EXPECT_EQ(grid["rows"], 5);
  EXPECT_EQ(grid["hexes"], 30);
  EXPECT_EQ(grid["hex_size_metres"], 100.0);
  EXPECT_EQ(grid["labels"]["pattern"], "CCRR");
  EXPECT_EQ(grid["labels"]["first"], "0101");
  EXPECT_EQ(grid["labels"]["last"], "0605");
  EXPECT_EQ(grid["labels"]["leading_zeros"], true);

  const json& hexes = j["terrain"]["hexes"];
  EXPECT_EQ(countOf(hexes, "clear"), 26u);
  EXPECT_EQ(countOf(hexes, "woods"), 3u);
  EXPECT_EQ(countOf(hexes, "village"), 1u);
  EXPECT_EQ(hexes.size(), 3u) << hexes.dump();
  const json& sides = j["terrain"]["hexsides"];
  EXPECT_EQ(countOf(sides, "stream"), 3u);
  EXPECT_EQ(countOf(sides, "bridge"), 1u);
  EXPECT_EQ(countOf(sides, "ford"), 1u);
  EXPECT_EQ(countOf(sides, "road"), 2u);
  EXPECT_EQ(j["hexsides_with_features"], 5);

  EXPECT_EQ(j["slopes"]["derived"], 6);
  EXPECT_EQ(j["slopes"]["forced_on"], 0);
  EXPECT_EQ(j["slopes"]["forced_off"], 0);
  EXPECT_EQ(j["slopes"]["effective"], 6);
  EXPECT_EQ(j["elevation"]["min_level"], 0);
  EXPECT_EQ(j["elevation"]["max_level"], 1);
  EXPECT_TRUE(j["elevation"]["min_metres"].is_null());

  ASSERT_EQ(j["scenarios"].size(), 1u);
  EXPECT_EQ(j["scenarios"][0]["code"], "historical");
  EXPECT_EQ(j["scenarios"][0]["start_time"], "10:00");
  EXPECT_EQ(j["scenarios"][0]["turn_minutes"], 20);
  EXPECT_EQ(j["scenarios"][0]["turns"], 12);
}

TEST_F(InfoCommand, NoRuleTablesIsSaid) {
  RunResult r = runCartouche({"info", gpkg});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Rule tables: 0\n"), std::string::npos) << r.out;
  RunResult j = runCartouche({"info", gpkg, "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  json doc = json::parse(j.out);
  EXPECT_EQ(doc["rule_tables"]["count"], 0);
  EXPECT_TRUE(doc["rule_tables"]["tables"].empty());
}

Battle withTwoRuleTables() {
  Battle b = makeSmallBattle();
  RuleTable movement;
  movement.code = "movement";
  movement.kind = TableKind::Movement;
  movement.title = "Wpływ terenu na ruch";
  movement.columns = {{"terrain", "Teren", CellType::Terrain}, {"infantry", "Piechota", CellType::MoveCost}};
  movement.rows = {{"clear", "1"}, {"woods", "2"}, {"village", ""}};
  RuleTable ranges;
  ranges.code = "fire-range";
  ranges.kind = TableKind::Generic;
  ranges.title = "Maximum fire range";
  ranges.columns = {{"unit", "Unit", CellType::Text}, {"range", "Hexes", CellType::Integer}};
  ranges.rows = {{"Infantry", "3"}, {"Artillery", "10"}};
  b.rules = {movement, ranges};
  return b;
}

TEST_F(InfoCommand, CountsAndListsRuleTables) {
  std::string file = tmp / "rules.gpkg";
  buildBattleFile(withTwoRuleTables(), file);
  RunResult r = runCartouche({"info", file});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  for (const char* expected : {"Rule tables: 2\n", "  movement: Wpływ terenu na ruch (movement, 2 columns, 3 rows)\n",
                               "  fire-range: Maximum fire range (generic, 2 columns, 2 rows)\n"})
    EXPECT_NE(r.out.find(expected), std::string::npos) << expected << "\n" << r.out;

  RunResult j = runCartouche({"info", file, "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  json doc = json::parse(j.out);
  const json& rules = doc["rule_tables"];
  EXPECT_EQ(rules["count"], 2);
  ASSERT_EQ(rules["tables"].size(), 2u);
  EXPECT_EQ(rules["tables"][0]["code"], "movement");
  EXPECT_EQ(rules["tables"][0]["kind"], "movement");
  EXPECT_EQ(rules["tables"][0]["title"], "Wpływ terenu na ruch");
  EXPECT_EQ(rules["tables"][0]["columns"], 2);
  EXPECT_EQ(rules["tables"][0]["rows"], 3);
  EXPECT_EQ(rules["tables"][1]["code"], "fire-range");
  EXPECT_EQ(rules["tables"][1]["kind"], "generic");
}

TEST_F(InfoCommand, JsonDescribesFlatTopLetteredGrids) {
  Battle battle = makeSmallBattle();
  GridSettings grid = battle.map.grid();
  grid.orientation = Orientation::FlatTop;
  grid.shifted = ShiftedLines::Even;
  grid.labels.columnLetters = true;
  grid.labels.separator = ".";
  battle.map.setGridKeepingSize(grid);
  std::string flat = tmp / "flat.gpkg";
  buildBattleFile(battle, flat);
  RunResult r = runCartouche({"info", "--json", flat});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json g = json::parse(r.out)["grid"];
  EXPECT_EQ(g["orientation"], "flat-top");
  EXPECT_EQ(g["shifted"], "even-columns");
  EXPECT_EQ(g["labels"]["pattern"], "A.RR");
  EXPECT_EQ(g["labels"]["first"], "A.01");
  EXPECT_EQ(g["labels"]["last"], "F.05");
  EXPECT_EQ(g["labels"]["column_letters"], true);
}

TEST_F(InfoCommand, JsonListsTerrainTheVocabularyLacks) {
  std::string bad = tmp / "unknown.gpkg";
  buildBattleFile(makeUnknownTerrain(4), bad);
  RunResult r = runCartouche({"info", "--json", bad});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json hexes = json::parse(r.out)["terrain"]["hexes"];
  EXPECT_EQ(countOf(hexes, "clear"), 25u);
  EXPECT_EQ(countOf(hexes, "#42"), 1u);
  for (const json& entry : hexes) EXPECT_EQ(entry["known"], entry["code"] != "#42") << entry.dump();
}

TEST_F(InfoCommand, UnplacedBattleWithoutLayersSaysSo) {
  RunResult r = runCartouche({"info", gpkg});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Ground:      not placed\nLayers:      0\n"), std::string::npos) << r.out;
  RunResult j = runCartouche({"info", gpkg, "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  const json doc = json::parse(j.out);
  EXPECT_TRUE(doc.at("ground").is_null());
  EXPECT_EQ(doc.at("layers"), json::array());
}

// An embedded GeoTIFF (georeferenced by its geotransform) and a linked JPEG with no georeferencing, in a battle
// placed on the ground: info lists both, in stack order, with their sizes, CRSs and georeferencing.
TEST_F(InfoCommand, ListsTheLayersAndTheGroundPlacement) {
  const std::string rasters = CARTOUCHE_SOURCE_DIR "/../shared/data/rasters";
  ASSERT_EQ(runCartouche({"import-raster", gpkg, rasters + "/byte.tif"}).exitCode, 0);
  const std::string jpeg = tmp / "sheet.jpg";
  writeFile(jpeg, readFile(rasters + "/389225main_sw_1965_1024.jpg"));
  RunResult link = runCartouche({"import-raster", gpkg, jpeg, "--link"});
  ASSERT_EQ(link.exitCode, 0) << link.err;
  ASSERT_EQ(
      runCartouche({"place", gpkg, "--crs", "EPSG:26711", "--origin", "441000,3750000", "--rotation", "3"}).exitCode,
      0);

  RunResult r = runCartouche({"info", gpkg});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  for (const char* expected :
       {"Ground:      hex 0101 at 441000, 3750000 in EPSG:26711, rotated 3 degrees clockwise\n", "Layers:      2\n",
        "  1. byte (embedded layer_1), 20 x 20 pixels, CRS EPSG:26711, geotransform 440720, 60, 0, 3751320, 0, -60\n",
        "  2. sheet (linked sheet.jpg), "})
    EXPECT_NE(r.out.find(expected), std::string::npos) << expected << "\n" << r.out;
  EXPECT_NE(r.out.find("CRS unknown, not georeferenced\n"), std::string::npos) << r.out;

  RunResult j = runCartouche({"info", gpkg, "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  const json doc = json::parse(j.out);
  EXPECT_EQ(doc.at("ground"), json({{"crs", "EPSG:26711"}, {"origin", {441000.0, 3750000.0}}, {"rotation_deg", 3.0}}));
  const json& layers = doc.at("layers");
  ASSERT_EQ(layers.size(), 2u);
  EXPECT_EQ(layers[0].at("position"), 1);
  EXPECT_EQ(layers[0].at("name"), "byte");
  EXPECT_EQ(layers[0].at("kind"), "embed");
  EXPECT_EQ(layers[0].at("source"), "layer_1");
  EXPECT_EQ(layers[0].at("width"), 20);
  EXPECT_EQ(layers[0].at("height"), 20);
  EXPECT_EQ(layers[0].at("crs"), "EPSG:26711");
  EXPECT_EQ(layers[0].at("georef"),
            json({{"kind", "geotransform"}, {"geotransform", {440720.0, 60.0, 0.0, 3751320.0, 0.0, -60.0}}}));
  EXPECT_EQ(layers[1].at("kind"), "link");
  EXPECT_EQ(layers[1].at("source"), "sheet.jpg");
  EXPECT_TRUE(layers[1].at("crs").is_null());
  EXPECT_EQ(layers[1].at("georef"), json({{"kind", "none"}}));
  EXPECT_TRUE(layers[1].at("unreadable").is_null());
  EXPECT_GT(layers[1].at("width").get<int>(), 0);

  // A linked file that moved away is reported, not fatal.
  std::filesystem::remove(jpeg);
  RunResult moved = runCartouche({"info", gpkg, "--json"});
  ASSERT_EQ(moved.exitCode, 0) << moved.err;
  const json gone = json::parse(moved.out).at("layers").at(1);
  EXPECT_TRUE(gone.at("width").is_null());
  EXPECT_NE(gone.at("unreadable").get<std::string>().find("sheet.jpg"), std::string::npos) << gone;
}

}  // namespace
}  // namespace cartouche::test
