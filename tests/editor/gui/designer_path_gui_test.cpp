// The designer's path through the real editor under Xvfb, as far as the editor's script places reach today: File >
// New with the New Battle dialog (title, size), the Hagelberg rules tables and terrain types brought in with File >
// Import rules, then the miniatures notes' 2d6 ruleset the same way, the grid placed on the ground near Hagelberg
// (ETRS89 / UTM 33N) in the Map layers window, the real elevation of ../shared/data/dem/N52E012.hgt turned into levels
// in the DEM window (level 0 at the lowest ground), terrain chosen in the palette and painted with the brush, a stream
// and a road drawn with the hexside tool, the two sides of seed 004 built in the order of battle (F9: Add side, Add
// node, Add unit, their names typed with their diacritics, a colour typed as hex), a scenario added in View > Scenario
// and labelled illustrative, each unit's row dragged onto its hex with the set-up tool, the problems panel clean, Save
// As, `cartouche validate` on the saved file, then File > Export print (PDF), for QGIS (GeoPackage) and for VASSAL
// (module), each output opened again (pdfinfo; the GeoPackage's tables with sqlite3; the module read as VASSAL reads
// it). The screenshots stay in designer_screenshots/ for a person to look at. Frame counts and waits on state
// (exportwait) decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor_process.h"
#include "store/battle_file.h"
#include "support/temp_dir.h"
#include "text/battle_text.h"
#include "vassal_reader.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{300};

std::string terrainAt(const Battle& b, const std::string& label) {
  Result<Hex> h = b.map.grid().parseLabel(label);
  if (!h) return "bad label " + label;
  int i = b.map.indexOf(*h);
  if (i < 0 || !b.vocabulary.contains(b.map.terrain(i))) return "?";
  return b.vocabulary.at(b.map.terrain(i)).code;
}

class DesignerPathGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_DESIGNER_SHOT_DIR);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_DESIGNER_SHOT_DIR) + "/" + name; }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), ""};
    r.limit = kLimit;
    return runScript(r, script, out);
  }
  static std::string menu(const std::string& entry, const std::string& name = "File") {
    return "click menu:" + name + "\nwait 2\nclick menu:" + name + "/" + entry + "\nwait 3\n";
  }
  // Clicks the field at `place`, replaces what it holds with `text` and leaves it with Enter, as a person types.
  static std::string typeInto(const std::string& place, const std::string& text) {
    return "click " + place + "\nkey CTRL+A\ntype " + text + "\nkey ENTER\nwait 2\n";
  }
  // A side added in the order of battle, then a node under it and a unit in that node, each named and coded.
  static std::string side(const std::string& code, const std::string& name, const std::string& node,
                          const std::string& nodeName, const std::string& unit, const std::string& unitName) {
    return "click oob:add-side\nwait 2\n" + typeInto("oob:name", name) + typeInto("oob:code", code) +
           "click oob:add-node\nwait 2\n" + typeInto("oob:name", nodeName) + typeInto("oob:code", node) +
           typeInto("oob:level", "group") + "click oob:add-unit\nwait 3\n" + typeInto("unit:name", unitName) +
           typeInto("unit:code", unit);
  }

  testing::TempDir temp_{"designer-gui"};
  fs::path dir_ = temp_.path();
};

TEST_F(DesignerPathGuiTest, FromFileNewToASavedBattleAndItsExports) {
  const std::string hagelberg = CARTOUCHE_SOURCE_DIR "/sample-battles/hagelberg-1813";
  const std::string miniatures = CARTOUCHE_SOURCE_DIR "/sample-battles/ruleset-miniatures-2d6";
  const std::string made = path("hagelberg.gpkg");
  const std::string dem = CARTOUCHE_SHARED_DATA "/dem/N52E012.hgt";
  if (!fs::exists(dem)) GTEST_SKIP() << dem << " is not here";
  const std::string script =
      "wait 3\nkey CTRL+N\nwait 2\nclick newbattle:title\nkey CTRL+A\ntype Hagelberg 1813\n"
      "click newbattle:columns\nkey CTRL+A\ntype 24\nclick newbattle:rows\nkey CTRL+A\ntype 18\n"
      // 100 m hexes, the Premier rules' scale; labels column then row, both from 01, as the seed's maps print them.
      "click newbattle:hexsize\nkey CTRL+A\ntype 100\nclick newbattle:firstcolumn\nkey CTRL+A\ntype 1\n"
      "click newbattle:firstrow\nkey CTRL+A\ntype 1\nclick newbattle:system\nwait 2\n"
      "click newbattle:system:la-bataille\nwait 2\nscreenshot " +
      shot("01-new-battle.png") + "\nclick newbattle:create\nwait 3\n" + menu("Import rules") +
      "click importrules:path\nkey CTRL+A\ntype " + hagelberg + "\nclick importrules:compare\nwait 3\nscreenshot " +
      shot("02-import-rules.png") + "\nclick importrules:import\nwait 3\n" +
      // The miniatures notes' 2d6 result tables (seed 003), reused the same way from their ruleset folder.
      menu("Import rules") + "click importrules:path\nkey CTRL+A\ntype " + miniatures +
      "\nclick importrules:compare\nwait 3\nclick importrules:import\nwait 3\n" +
      // The ground: ETRS89 / UTM 33N, hex 0101 north-west of Hagelberg so the hill falls inside the map; Tab moves
      // from the CRS to the origin's x and y, as a person fills the form.
      "key F6\nwait 2\nclick layers:ground\nwait 2\nclick ground:crs\nkey CTRL+A\ntype EPSG:25833\nkey TAB\n"
      "type 327720\nkey TAB\ntype 5781019\nkey TAB\nwait 2\nclick ground:apply\nwait 2\nscreenshot " +
      shot("03-ground.png") +
      // The real elevation: the SRTM tile sampled under the grid, level 0 started at the lowest ground, applied.
      "\nclick layers:dem\nwait 3\nclick dem:from-file\nwait 2\nclick dem:path\ntype " + dem +
      "\nwait 1\nclick dem:sample\nlayerswait\nwait 3\nclick dem:lowest\nwait 2\nscreenshot " +
      shot("04-dem-levels.png") + "\nclick dem:apply\nwait 3\nclick dem:close\nkey F6\nwait 2\n" +
      // Woods chosen in the Terrain palette and brushed along two rows and onto a hex.
      "click terrain:woods\nkey B\ndrag 0803 1203\ndrag 0804 1204\nclick 1005\nwait 2\nscreenshot " +
      shot("05-terrain.png") +
      // A stream along hex edges and a road from map edge to map edge, with the hexside tool.
      "\nclick terrain:stream\nkey H\ndrag edge:0806:0906 edge:0810:0910\nwait 2\nclick terrain:road\n"
      "drag 0112 2412\nwait 2\nmove 1516\nwait 2\nscreenshot " +
      shot("06-hexsides.png") +
      // The armies as seed 004 states them, one node and one unit a side, every value left unknown; the French
      // side's colour typed as hex.
      "\nkey F9\nwait 3\n" +
      side("fr", "Français (Girard)", "fr-inf", "Third battalions", "fr-3rd-bns",
           "Third battalions (number not given)") +
      "click row:side:fr\nwait 2\n" + typeInto("oob:colour", "3c64c8") +
      side("co", "Preußen und Russen (von Hirschfeld)", "co-kurmark", "Kurmark Landwehr", "co-kurmark-lw",
           "Kurmark Landwehr (battalions not given)") +
      "screenshot " + shot("07-order-of-battle.png") + "\n" + menu("Scenario", "View") +
      "click scenario:add\nwait 2\n" + typeInto("scenario:name", "Hagelberg, 27 August 1813 (illustrative set-up)") +
      typeInto("scenario:code", "hagelberg") + "screenshot " + shot("08-scenario.png") + "\n" +
      menu("Scenario", "View") +
      // The set-up: each unit's row dragged out of the tree onto its hex with the set-up tool.
      "key U\noob fr-3rd-bns\nwait 2\ndrag row:fr-3rd-bns 1208\nwait 2\noob co-kurmark-lw\nwait 2\n"
      "drag row:co-kurmark-lw 1214\nwait 2\nplacement fr-3rd-bns\nplacement co-kurmark-lw\nproblems\nscreenshot " +
      shot("09-set-up.png") + "\nsaveas " + made + "\n" + menu("Export for QGIS (GeoPackage)...") +
      "type hagelberg-qgis\nkey ENTER\nwait 3\n" + menu("Export print (PDF)...") +
      "type hagelberg\nkey ENTER\nwait 3\n" + menu("Export for VASSAL (module)...") +
      "type hagelberg\nkey ENTER\nexportwait\nwait 2\nscreenshot " + shot("10-exported.png") + "\nquit\n";
  std::string out;
  ASSERT_EQ(run(script, &out), 0) << out;
  EXPECT_NE(out.find("notice: Import rules from hagelberg-1813"), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Import rules from ruleset-miniatures-2d6"), std::string::npos) << out;
  EXPECT_NE(out.find("problems: 0 errors, 0 warnings\n"), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Applied the DEM heights and levels (one undo step)"), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Exported hagelberg.pdf: "), std::string::npos) << out;
  EXPECT_NE(out.find("placement: fr-3rd-bns in hagelberg: 1208 facing unknown"), std::string::npos) << out;
  EXPECT_NE(out.find("placement: co-kurmark-lw in hagelberg: 1214 facing unknown"), std::string::npos) << out;
  EXPECT_NE(out.find("notice: Exported hagelberg-qgis.gpkg for QGIS: 432 hexes, 2 unit points"), std::string::npos)
      << out;
  EXPECT_NE(out.find("notice: Exported hagelberg.vmod for VASSAL: 2 units"), std::string::npos) << out;
  EXPECT_EQ(out.find("is not shown"), std::string::npos) << out;  // every place the script clicks was there

  // The saved battle: the dialog's title and size, Hagelberg's rules, the painted woods.
  Result<Battle> b = readBattleFile(made);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_EQ(b->title(), "Hagelberg 1813");
  EXPECT_EQ(b->map.columns(), 24);
  EXPECT_EQ(b->map.rows(), 18);
  EXPECT_EQ(b->map.grid().hexSizeMetres, 100.0);
  EXPECT_EQ(b->info.at("system"), "la-bataille");
  EXPECT_EQ(b->map.grid().label(b->map.grid().toHex({0, 0})), "0101");
  EXPECT_EQ(b->map.grid().label(b->map.grid().toHex({23, 17})), "2418");
  ASSERT_TRUE(b->ground);
  EXPECT_EQ(b->ground->crs, "EPSG:25833");
  EXPECT_EQ(b->ground->origin.x, 327720);
  EXPECT_EQ(b->ground->origin.y, 5781019);
  // Levels from the real DEM, level 0 at the lowest ground: the Hagelberg hill stands six levels above it.
  ASSERT_TRUE(b->map.hasMetres());
  const auto [low, high] = std::minmax_element(b->map.levelData().begin(), b->map.levelData().end());
  EXPECT_EQ(*low, 0);
  EXPECT_EQ(*high, 6);
  Result<Battle> sample = loadBattleText(hagelberg);
  ASSERT_TRUE(sample) << sample.status().message();
  Result<Battle> ruleset = loadBattleText(miniatures);
  ASSERT_TRUE(ruleset) << ruleset.status().message();
  EXPECT_EQ(b->rules.size(), sample->rules.size() + ruleset->rules.size());
  for (const char* hex : {"1005", "0803", "1003", "1203", "0804", "1204"})
    EXPECT_EQ(terrainAt(*b, hex), "woods") << hex;
  EXPECT_EQ(terrainAt(*b, "0805"), "clear");
  std::map<std::string, int> sides;
  for (const auto& [key, record] : b->map.hexsides())
    for (const HexsideFeature& f : record.features) ++sides[b->vocabulary.at(f.type).code];
  EXPECT_EQ(sides["stream"], 9);
  EXPECT_EQ(sides["road"], 23);
  // The armies as typed, diacritics kept, every value unknown; the scenario with the two units in their hexes.
  ASSERT_EQ(b->army.sides.size(), 2u);
  EXPECT_EQ(b->army.sides[0].code, "fr");
  EXPECT_EQ(b->army.sides[0].name, "Français (Girard)");
  EXPECT_EQ(b->army.sides[0].colour, (Rgba{0x3c, 0x64, 0xc8, 255}));
  EXPECT_EQ(b->army.sides[1].code, "co");
  EXPECT_EQ(b->army.sides[1].name, "Preußen und Russen (von Hirschfeld)");
  ASSERT_NE(b->army.node("co-kurmark"), nullptr);
  EXPECT_EQ(b->army.node("co-kurmark")->side, "co");
  EXPECT_EQ(b->army.node("co-kurmark")->level, "group");
  ASSERT_NE(b->army.unit("fr-3rd-bns"), nullptr);
  EXPECT_EQ(b->army.unit("fr-3rd-bns")->node, "fr-inf");
  EXPECT_EQ(b->army.unit("fr-3rd-bns")->name, "Third battalions (number not given)");
  EXPECT_TRUE(b->army.unit("fr-3rd-bns")->values.empty());
  ASSERT_EQ(b->scenarios.size(), 1u);
  EXPECT_EQ(b->scenarios[0].code, "hagelberg");
  EXPECT_EQ(b->scenarios[0].name, "Hagelberg, 27 August 1813 (illustrative set-up)");
  std::map<std::string, std::string> setUp;
  for (const Placement& p : b->scenarios[0].setup)
    if (p.hex) setUp[p.unit] = b->map.grid().label(*p.hex);
  EXPECT_EQ(setUp, (std::map<std::string, std::string>{{"co-kurmark-lw", "1214"}, {"fr-3rd-bns", "1208"}}));

  std::string said;
  EXPECT_EQ(shellOutput(std::string(CARTOUCHE_BINARY) + " validate " + made + " 2>&1", &said), 0) << said;
  said.clear();
  ASSERT_EQ(shellOutput("pdfinfo " + path("hagelberg.pdf") + " 2>&1", &said), 0) << said;
  EXPECT_NE(said.find("Pages:"), std::string::npos) << said;
  said.clear();
  ASSERT_EQ(
      shellOutput("sqlite3 " + path("hagelberg-qgis.gpkg") + " 'SELECT table_name FROM gpkg_contents ORDER BY 1' 2>&1",
                  &said),
      0)
      << said;
  EXPECT_NE(said.find("hexes\n"), std::string::npos) << said;
  EXPECT_NE(said.find("hexsides\n"), std::string::npos) << said;
  said.clear();
  ASSERT_EQ(
      shellOutput("sqlite3 " + path("hagelberg-qgis.gpkg") + " 'SELECT side_name, unit FROM units ORDER BY 2' 2>&1",
                  &said),
      0)
      << said;
  EXPECT_EQ(said, "Preußen und Russen (von Hirschfeld)|co-kurmark-lw\nFrançais (Girard)|fr-3rd-bns\n");
  std::string error;
  std::optional<std::map<std::string, std::string>> zip =
      test::vassal::readZip(readFile(path("hagelberg.vmod")), error);
  ASSERT_TRUE(zip) << error;
  ASSERT_TRUE(zip->count("buildFile.xml") && zip->count("images/board.png"));
  std::optional<test::vassal::XmlElement> build = test::vassal::parseXml(zip->at("buildFile.xml"), error);
  ASSERT_TRUE(build) << error;
  EXPECT_EQ(build->findAll("VASSAL.build.module.map.boardPicker.board.HexGrid").size(), 1u);
  EXPECT_EQ(build->findAll("VASSAL.build.module.PredefinedSetup").size(), 1u);  // the one scenario
}

}  // namespace
}  // namespace cartouche
