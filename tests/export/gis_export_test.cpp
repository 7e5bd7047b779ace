// `cartouche export gis` end to end: the real binary on the Racławice sample placed on the ground, read back with
// GDAL/OGR the way a GIS reads it (tables, CRS, geometry where the grid puts it, names with their diacritics exactly,
// unknown values NULL), the default styles where QGIS looks for them, one scenario or all, and every refusal leaving
// OUT as it was with nothing beside it.
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogrsf_frmts.h>

#include <cmath>
#include <filesystem>
#include <memory>

#include "../cli/cli_test_support.h"
#include "gis_test_support.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;

struct PlacedSample {
  TempDir dir{"gis"};
  std::string battle = dir / "raclawice.gpkg";
  std::string out = dir / "raclawice-gis.gpkg";
  explicit PlacedSample(bool place = true) {
    fs::copy_file(std::string(CARTOUCHE_SAMPLE_BATTLE_DIR) + "/raclawice-1794.gpkg", battle);
    if (place) {
      RunResult r = runCartouche({"place", battle, "--crs", "EPSG:2180", "--origin", "560000,260000"});
      EXPECT_EQ(r.exitCode, 0) << r.err;
    }
  }
};

TEST(ExportGis, WritesHexesHexsidesAndUnitsInTheBattlesCrs) {
  PlacedSample s;
  RunResult r = runCartouche({"export", "gis", s.battle, s.out});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "Wrote " + s.out +
                       ": 918 hexes, 151 hexside features, 112 slopes, 309 units and leaders on the map (every "
                       "scenario), 0 period map layers warped, in EPSG:2180\n");
  EXPECT_EQ(r.err, "");

  Gpkg g(s.out);
  EXPECT_EQ(g.layerAuthority("hexes"), "2180");
  EXPECT_EQ(g.text("SELECT count(*) FROM hexes"), "918");
  // Hex 0101's centre is the placement's origin; its polygon is a hexagon 100 m across the flats.
  EXPECT_EQ(g.text("SELECT round(ST_X(ST_Centroid(geom)), 3) || ',' || round(ST_Y(ST_Centroid(geom)), 3) FROM hexes "
                   "WHERE label = '0101'"),
            "560000.0,260000.0");
  EXPECT_NEAR(std::stod(g.text("SELECT ST_Area(geom) FROM hexes WHERE label = '0101'")),
              100.0 * 100.0 * std::sqrt(3) / 2, 1e-6);
  EXPECT_EQ(g.text("SELECT terrain || '|' || terrain_name || '|' || level FROM hexes WHERE label = '1105'"),
            "village|Village|0");
  // No DEM was imported: metres are unknown, not 0.
  EXPECT_EQ(g.text("SELECT count(metres) FROM hexes"), "0");

  EXPECT_EQ(g.text("SELECT count(*) FROM hexsides WHERE draw <> 'slope'"), "151");
  EXPECT_EQ(g.text("SELECT DISTINCT feature_name FROM hexsides WHERE feature = 'stream'"), "Ścieklec stream");
  // An edge feature lies along its hexside: 100 / sqrt(3) m long; a road runs from centre to centre: 100 m.
  EXPECT_NEAR(std::stod(g.text("SELECT ST_Length(geom) FROM hexsides WHERE draw = 'edge' LIMIT 1")),
              100.0 / std::sqrt(3), 1e-6);
  EXPECT_NEAR(std::stod(g.text("SELECT max(ST_Length(geom)) FROM hexsides WHERE draw = 'path'")), 100.0, 1e-6);

  // Slopes run along the hexsides between different levels (112, as `cartouche info` counts them), towards the
  // higher hex.
  EXPECT_EQ(g.text("SELECT count(*) FROM hexsides WHERE draw = 'slope' AND feature = 'slope'"), "112");
  EXPECT_EQ(g.text("SELECT count(*) FROM hexsides s JOIN hexes up ON up.label = s.toward JOIN hexes down ON "
                   "down.label = (CASE WHEN s.toward = s.hex THEN s.neighbour ELSE s.hex END) WHERE s.draw = 'slope' "
                   "AND up.level > down.level"),
            "112");

  EXPECT_EQ(g.text("SELECT count(*) FROM units"), "309");
  EXPECT_EQ(g.text("SELECT unit_name FROM units WHERE unit = 'ru-1-ii-jekatierynoslawski' LIMIT 1"),
            "1/II/Jekatierynosławski");
  EXPECT_EQ(g.text("SELECT group_concat(scenario || ':' || n, ' ') FROM (SELECT scenario, count(*) AS n FROM units "
                   "GROUP BY scenario ORDER BY scenario)"),
            "historical-1:116 historical-2:116 hypothetical:77");
  EXPECT_EQ(g.text("SELECT unit_name || '|' || side_name || '|' || hex FROM units WHERE unit = 'pl-kosciuszko' AND "
                   "scenario = 'historical-1'"),
            "Kościuszko|Polish army|1509");
  // 1/I/2 pp at 1809 faces the vertex between 1909 and 1810 (ESE on pointy-topped hexes): 120 degrees from north.
  EXPECT_EQ(g.text("SELECT facing || '|' || round(facing_deg, 6) || '|' || coalesce(formation, 'unknown') FROM units "
                   "WHERE unit = 'pl-1-i-2-pp' AND scenario = 'historical-1'"),
            "ESE|120.0|unknown");
  EXPECT_EQ(g.text("SELECT facing || '|' || round(facing_deg, 6) FROM units WHERE unit = 'pl-11-art' AND scenario = "
                   "'historical-1'"),
            "ENE|60.0");
  // A unit whose facing the rulebook does not print has none; values the sources do not give stay NULL.
  EXPECT_EQ(g.text("SELECT count(*) FROM units WHERE facing IS NULL AND facing_deg IS NULL"), "297");
  EXPECT_EQ(g.text("SELECT count(*) FROM units WHERE facing_deg = 0"), "0");
  EXPECT_EQ(g.text("SELECT count(value_morale) || ',' || count(*) FROM units WHERE kind = 'unit'"), "0,302");
  EXPECT_EQ(g.text("SELECT value_strip FROM units WHERE unit = 'pl-i-1-w-bkn' LIMIT 1"), "Madaliński");
  EXPECT_EQ(g.text("SELECT count(*) FROM units WHERE unit = 'pl-1-ochotnicy' AND troop_type IS NULL"), "3");
  // The point of a unit is its hex's centre, the same as the hex polygon's centroid.
  EXPECT_EQ(g.text("SELECT count(*) FROM units u JOIN hexes h ON h.label = u.hex WHERE u.second_hex IS NULL AND "
                   "abs(ST_X(u.geom) - ST_X(ST_Centroid(h.geom))) + abs(ST_Y(u.geom) - ST_Y(ST_Centroid(h.geom))) "
                   "> 1e-6"),
            "0");
}

TEST(ExportGis, StoresEachTablesDefaultStyleWhereQgisLooksForIt) {
  PlacedSample s;
  ASSERT_EQ(runCartouche({"export", "gis", s.battle, s.out}).exitCode, 0);
  Gpkg g(s.out);
  EXPECT_EQ(g.text("SELECT data_type FROM gpkg_contents WHERE table_name = 'layer_styles'"), "attributes");
  EXPECT_EQ(g.text("SELECT group_concat(f_table_name || ':' || f_geometry_column || ':' || useAsDefault || ':' || "
                   "(f_table_schema IS NOT NULL AND f_table_schema = ''), ' ') FROM layer_styles"),
            "hexes:geom:1:1 hexsides:geom:1:1 units:geom:1:1");
  const std::string hexes = g.text("SELECT styleQML FROM layer_styles WHERE f_table_name = 'hexes'");
  EXPECT_NE(hexes.find("type=\"categorizedSymbol\" attr=\"terrain\""), std::string::npos);
  EXPECT_NE(hexes.find("<category render=\"true\" value=\"woods\" label=\"Woods\""), std::string::npos);
  EXPECT_NE(hexes.find("fieldName=\"label\""), std::string::npos);
  const std::string sides = g.text("SELECT styleQML FROM layer_styles WHERE f_table_name = 'hexsides'");
  EXPECT_NE(sides.find("value=\"stream\" label=\"Ścieklec stream\""), std::string::npos);
  const std::string units = g.text("SELECT styleQML FROM layer_styles WHERE f_table_name = 'units'");
  EXPECT_NE(units.find("attr=\"side\""), std::string::npos);
  EXPECT_NE(units.find("value=\"facing_deg\""), std::string::npos);
}

// The fill symbol of the hexes style's category `code`: from its <symbol name="N"> to the next category's.
std::string categorySymbol(const std::string& qml, const std::string& code) {
  size_t cat = qml.find("<category render=\"true\" value=\"" + code + "\"");
  if (cat == std::string::npos) return "";
  size_t at = qml.find("symbol=\"", cat);
  std::string index = qml.substr(at + 8, qml.find('"', at + 8) - at - 8);
  size_t begin = qml.find("type=\"fill\" alpha=\"1\" name=\"" + index + "\"");
  if (begin == std::string::npos) return "";
  size_t end = qml.find("type=\"fill\"", begin + 10);
  return qml.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
}

TEST(ExportGis, PatternedTerrainsGetAPatternFillOverTheirColour) {
  PlacedSample s;
  ASSERT_EQ(runCartouche({"export", "gis", s.battle, s.out}).exitCode, 0);
  Gpkg g(s.out);
  const std::string hexes = g.text("SELECT styleQML FROM layer_styles WHERE f_table_name = 'hexes'");
  // Racławice's woods (#5e8c48, pattern "trees"): round crowns in its darker ink (0.55 of the fill) over the fill,
  // the marker a sub-symbol of the pattern layer, sized in ground units (a 100 m hex has a 57.7 m radius).
  const std::string woods = categorySymbol(hexes, "woods");
  ASSERT_FALSE(woods.empty()) << hexes;
  size_t fill = woods.find("class=\"SimpleFill\""), pattern = woods.find("class=\"PointPatternFill\"");
  ASSERT_NE(pattern, std::string::npos) << woods;
  EXPECT_LT(fill, pattern);
  EXPECT_NE(woods.find("type=\"marker\" alpha=\"1\" name=\"@", pattern), std::string::npos);
  EXPECT_NE(woods.find("class=\"SimpleMarker\"", pattern), std::string::npos);
  EXPECT_NE(woods.find("name=\"color\" value=\"52,77,40,255\""), std::string::npos) << woods;
  EXPECT_NE(woods.find("<prop k=\"distance_x_unit\" v=\"MapUnit\"/>"), std::string::npos);
  EXPECT_NE(woods.find("name=\"name\" value=\"circle\""), std::string::npos);
  // The village: blocks; clear ground: its colour alone.
  EXPECT_NE(categorySymbol(hexes, "village").find("name=\"name\" value=\"square\""), std::string::npos);
  const std::string clear = categorySymbol(hexes, "clear");
  ASSERT_FALSE(clear.empty());
  EXPECT_EQ(clear.find("PatternFill"), std::string::npos) << clear;
}

TEST(ExportGis, WritesOneScenarioWhenAsked) {
  PlacedSample s;
  RunResult r = runCartouche({"export", "gis", s.battle, s.out, "--scenario", "hypothetical"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("77 units and leaders on the map (scenario hypothetical)"), std::string::npos) << r.out;
  Gpkg g(s.out);
  EXPECT_EQ(g.text("SELECT group_concat(DISTINCT scenario) FROM units"), "hypothetical");
}

// The folder holds exactly `names` (no temporary file left beside OUT).
void expectFolder(const TempDir& dir, std::set<std::string> names) {
  std::set<std::string> found;
  for (const auto& e : fs::directory_iterator(dir.path())) found.insert(e.path().filename().string());
  EXPECT_EQ(found, names);
}

TEST(ExportGis, RefusesAnUnknownScenarioLeavingOutAsItWas) {
  PlacedSample s;
  writeFile(s.out, "an older export");
  RunResult r = runCartouche({"export", "gis", s.battle, s.out, "--scenario", "nope"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "cartouche export: " + s.battle +
                       ": --scenario: no scenario \"nope\"; the scenarios are historical-1, historical-2, "
                       "hypothetical\n");
  EXPECT_EQ(readFile(s.out), "an older export");
  expectFolder(s.dir, {"raclawice.gpkg", "raclawice-gis.gpkg"});
}

TEST(ExportGis, RefusesABattleNotPlacedOnTheGround) {
  PlacedSample s(false);
  RunResult r = runCartouche({"export", "gis", s.battle, s.out});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("cartouche export: " + s.battle + ": ground placement: the battle is not placed on the ground"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("cartouche place"), std::string::npos);
  expectFolder(s.dir, {"raclawice.gpkg"});
}

TEST(ExportGis, RefusesToWriteOverTheBattleItself) {
  PlacedSample s;
  const std::string before = readFile(s.battle);
  RunResult r = runCartouche({"export", "gis", s.battle, s.battle});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("is the battle file itself"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(s.battle), before);
}

TEST(ExportGis, AnUnwritableOutFailsWithNothingHalfWritten) {
  PlacedSample s;
  // OUT inside a regular file: the GeoPackage cannot even be created.
  writeFile(s.dir / "notes.txt", "notes");
  RunResult r = runCartouche({"export", "gis", s.battle, s.dir / "notes.txt/out.gpkg"});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("cannot create " + (s.dir / "notes.txt/out.gpkg")), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nothing was written"), std::string::npos);
  // OUT an existing folder: everything is written beside it, and the final rename fails; the folder is untouched
  // and the file written beside it is gone.
  fs::create_directory(s.dir / "folder.gpkg");
  writeFile(s.dir / "folder.gpkg/keep.txt", "keep");
  r = runCartouche({"export", "gis", s.battle, s.dir / "folder.gpkg"});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("cannot replace " + (s.dir / "folder.gpkg")), std::string::npos) << r.err;
  EXPECT_EQ(readFile(s.dir / "folder.gpkg/keep.txt"), "keep");
  expectFolder(s.dir, {"raclawice.gpkg", "notes.txt", "folder.gpkg"});
}

TEST(ExportGis, IsListedAmongTheExportKinds) {
  RunResult r = runCartouche({"help", "export"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("gis"), std::string::npos);
  EXPECT_NE(r.out.find("--scenario"), std::string::npos);
  RunResult bad = runCartouche({"export", "gis"});
  EXPECT_EQ(bad.exitCode, 2);
}

}  // namespace
}  // namespace cartouche::test
