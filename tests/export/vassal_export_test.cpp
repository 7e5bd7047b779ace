// `cartouche export vassal` end to end, run as a person runs it: the module is read back the way VASSAL reads it
// (zip, buildFile.xml, PieceSlot and saved-game commands with VASSAL's unescaping, its grid maths) and every unit
// of every set-up must stand on its set-up hex's label with its facing; names keep their diacritics; bad input is
// refused with the field named and OUT left as it was.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <set>

#include "cli_test_support.h"
#include "export/vassal_setups.h"
#include "store/battle_file.h"
#include "support/army_builder.h"
#include "vassal_reader.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;
using vassal::XmlElement;

const std::string kPkg = "VASSAL.build.module.";

struct Module {
  std::map<std::string, std::string> entries;
  XmlElement root;
};

Module readModule(const std::string& path) {
  Module m;
  std::string error;
  auto entries = vassal::readZip(readFile(path), error);
  EXPECT_TRUE(entries) << path << ": " << error;
  if (!entries) return m;
  m.entries = *entries;
  EXPECT_TRUE(m.entries.count("buildFile.xml"));
  EXPECT_TRUE(m.entries.count("moduledata"));
  auto root = vassal::parseXml(m.entries["buildFile.xml"], error);
  EXPECT_TRUE(root) << "buildFile.xml: " << error;
  if (root) m.root = *root;
  auto data = vassal::parseXml(m.entries["moduledata"], error);
  EXPECT_TRUE(data) << "moduledata: " << error;
  return m;
}

// A decoded add-piece command: id, and the trait chain's type and state parts, outermost first.
struct Piece {
  std::string id;
  std::vector<std::string> types, states;
  std::vector<std::string> basicType() const { return vassal::decodeSequence(types.back(), ';'); }
  std::vector<std::string> basicState() const { return vassal::decodeSequence(states.back(), ';'); }
  std::string name() const { return basicType().at(4); }
  std::string image() const { return basicType().at(3); }
};

std::vector<std::string> unchain(const std::string& s) {
  // Decorator: "this\tinner", the inner escaped once more per level.
  std::vector<std::string> out;
  std::string rest = s;
  while (true) {
    std::vector<std::string> two = vassal::decodeSequence(rest, '\t');
    out.push_back(two[0]);
    if (two.size() < 2) break;
    rest = two[1];
  }
  return out;
}

std::optional<Piece> decodeAddPiece(const std::string& command) {
  if (command.rfind("+/", 0) != 0) return std::nullopt;
  std::vector<std::string> parts = vassal::decodeSequence(command.substr(2), '/');
  if (parts.size() != 3) return std::nullopt;
  Piece p{parts[0], unchain(parts[1]), unchain(parts[2])};
  return p;
}

class ExportVassal : public ::testing::Test {
 protected:
  void SetUp() override {
#ifndef CARTOUCHE_TEST_HAS_EXPORT_VASSAL
    GTEST_SKIP() << "this build has no renderer, so no VASSAL export";
#endif
  }
  TempDir tmp;
};

// Every unit of every set-up in the module's saved games stands on its hex's label, with its facing.
void expectSetupsMatch(const Battle& battle, const Module& m) {
  auto grids = m.root.findAll(kPkg + "map.boardPicker.board.HexGrid");
  ASSERT_EQ(grids.size(), 1u);
  vassal::Grid grid(*grids.front());
  auto setups = m.root.childrenNamed(kPkg + "PredefinedSetup");
  ASSERT_EQ(setups.size(), battle.scenarios.size());
  const GridSettings& g = battle.map.grid();
  for (size_t i = 0; i < setups.size(); ++i) {
    const Scenario& scenario = battle.scenarios[i];
    SCOPED_TRACE(scenario.code);
    EXPECT_EQ(setups[i]->attr("name"), scenario.name.empty() ? scenario.code : scenario.name);
    EXPECT_EQ(setups[i]->attr("useFile"), "true");
    ASSERT_TRUE(m.entries.count(setups[i]->attr("file"))) << setups[i]->attr("file");
    std::string error;
    auto saved = vassal::readZip(m.entries.at(setups[i]->attr("file")), error);
    ASSERT_TRUE(saved) << error;
    ASSERT_TRUE(saved->count("savedGame"));
    std::vector<std::string> commands = vassal::decodeSequence(saved->at("savedGame"), char(27));
    ASSERT_GE(commands.size(), 2u);
    EXPECT_EQ(commands.front(), "begin_save");
    EXPECT_EQ(commands.back(), "end_save");
    std::map<std::string, Piece> byUnit;
    int stacks = 0;
    for (size_t c = 1; c + 1 < commands.size(); ++c) {
      std::optional<Piece> p = decodeAddPiece(commands[c]);
      ASSERT_TRUE(p) << commands[c];
      if (p->types[0] == "stack") {
        ++stacks;
        continue;
      }
      std::string unit = vassal::decodeSequence(p->states[1], ',').at(0);
      byUnit[unit] = *p;
    }
    EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
    size_t onMap = 0;
    std::set<int> hexes;
    for (const Placement& pl : setup.units) {
      if (!pl.hex) continue;
      ++onMap;
      hexes.insert(battle.map.indexOf(*pl.hex));
      SCOPED_TRACE(pl.unit);
      ASSERT_TRUE(byUnit.count(pl.unit));
      const Piece& p = byUnit.at(pl.unit);
      std::vector<std::string> state = p.basicState();
      EXPECT_EQ(state.at(0), "Main map");
      EXPECT_EQ(grid.locationName(std::stoi(state.at(1)), std::stoi(state.at(2))), g.label(*pl.hex));
      int facings = std::stoi(vassal::decodeSequence(p.types[0].substr(7), ';').at(0));
      const Unit* u = battle.army.unit(pl.unit);
      ASSERT_TRUE(u);
      EXPECT_EQ(p.name(), u->name);
      if (pl.facing) {
        EXPECT_EQ(std::stoi(p.states[0]), cartouche::vassal::facingIndex(*pl.facing, facings));
        EXPECT_EQ(p.image().find("unfaced"), std::string::npos);
      } else {
        EXPECT_EQ(p.states[0], "0");
        EXPECT_NE(p.image().find("unfaced"), std::string::npos) << "an unknown facing drew a wedge";
      }
      EXPECT_TRUE(m.entries.count("images/" + p.image())) << p.image();
    }
    // Leaders on the map stand in the hex the export gives them, with their own counter.
    for (const LeaderPlacement& lp : setup.leaders) {
      std::optional<Hex> hex = cartouche::vassal::leaderHex(battle, setup, lp);
      if (!hex) continue;
      ++onMap;
      hexes.insert(battle.map.indexOf(*hex));
      SCOPED_TRACE(lp.leader);
      ASSERT_TRUE(byUnit.count(lp.leader));
      const Piece& p = byUnit.at(lp.leader);
      std::vector<std::string> state = p.basicState();
      EXPECT_EQ(grid.locationName(std::stoi(state.at(1)), std::stoi(state.at(2))), g.label(*hex));
      EXPECT_EQ(p.image().rfind("leader-", 0), 0u) << p.image();
      EXPECT_TRUE(m.entries.count("images/" + p.image())) << p.image();
    }
    EXPECT_EQ(byUnit.size(), onMap);
    EXPECT_EQ(size_t(stacks), hexes.size());
  }
}

TEST_F(ExportVassal, SampleBattleModuleReadsBackAsVassalReadsIt) {
  std::string gpkg = std::string(CARTOUCHE_SAMPLE_BATTLE_DIR) + "/raclawice-1794.gpkg";
  std::string out = tmp / "Racławice.vmod";
  RunResult r = runCartouche({"export", "vassal", gpkg, out});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("VASSAL module"), std::string::npos) << r.out;
  Result<Battle> battle = readBattleFile(gpkg);
  ASSERT_TRUE(battle) << battle.status().message();
  Module m = readModule(out);
  EXPECT_EQ(m.root.name, "VASSAL.build.GameModule");
  EXPECT_EQ(m.root.attr("name"), "Racławice 1794");
  // A map read from XML needs these to let pieces be dragged (VASSAL Map.java).
  auto maps = m.root.childrenNamed(kPkg + "Map");
  ASSERT_EQ(maps.size(), 1u);
  for (const char* c : {"PieceMover", "KeyBufferer", "MenuDisplayer", "ForwardToKeyBuffer", "Scroller",
                        "CounterDetailViewer", "Zoomer", "StackMetrics", "BoardPicker"})
    EXPECT_EQ(maps[0]->childrenNamed(kPkg + "map." + c).size(), 1u) << c;
  auto boards = m.root.findAll(kPkg + "map.boardPicker.Board");
  ASSERT_EQ(boards.size(), 1u);
  EXPECT_TRUE(m.entries.count("images/" + boards[0]->attr("image")));
  EXPECT_EQ(m.entries["images/" + boards[0]->attr("image")].substr(1, 3), "PNG");
  // One palette slot per unit and per leader, each decoding to a piece with its image, name and code.
  auto slots = m.root.findAll("VASSAL.build.widget.PieceSlot");
  ASSERT_EQ(slots.size(), battle->army.units.size() + battle->army.leaders.size());
  std::map<std::string, std::string> nameOf;  // code -> the name its slot shows
  for (size_t i = 0; i < slots.size(); ++i) {
    std::optional<Piece> p = decodeAddPiece(slots[i]->text);
    ASSERT_TRUE(p) << slots[i]->text;
    EXPECT_EQ(p->id, "null");
    EXPECT_EQ(slots[i]->attr("entryName"), p->name());
    EXPECT_TRUE(nameOf.emplace(vassal::decodeSequence(p->states[1], ',').at(0), p->name()).second);
    EXPECT_EQ(p->basicState().at(0), "null");
    EXPECT_EQ(m.entries["images/" + p->image()].substr(1, 3), "PNG") << p->image();
  }
  for (const Unit& u : battle->army.units) EXPECT_EQ(nameOf[u.code], u.name) << u.code;
  for (const Leader& l : battle->army.leaders)
    EXPECT_EQ(nameOf[l.code], l.rank.empty() ? l.name : l.rank + " " + l.name) << l.code;
  // Racławice's lines face vertices: 12 facings, and pieces may snap to hex corners.
  EXPECT_EQ(boards[0]->findAll(kPkg + "map.boardPicker.board.HexGrid")[0]->attr("cornersLegal"), "true");
  expectSetupsMatch(*battle, m);
  // The archive is a plain zip for other tools too.
  RunResult unzip = runProgram("/usr/bin/unzip", {"-tq", out});
  EXPECT_EQ(unzip.exitCode, 0) << unzip.out << unzip.err;
}

Battle diacriticBattle() {
  Battle b = makeSmallBattle();
  b.info["title"] = "Bitwa pod Zieleńcami & <Kościuszko>";
  testing::ArmyBuilder a(b);
  a.troopType("line", "Piechota liniowa", Arm::Infantry).field("strength", "Siła");
  a.formation("line", "Linia", FacingRule::Vertex).formation("column", "Kolumna", FacingRule::Hexside);
  a.side("pl", "Wojsko Rzeczypospolitej", Rgba{200, 40, 40, 255});
  a.side("ru", "Армия; \"русская\"", Rgba{40, 80, 200, 255});
  a.node("pl-army", "pl", "army");
  a.node("ru-army", "ru", "army");
  a.unit("pl-1", "pl-army", "1/I/2 pp Zajączka", "line", {{"strength", "6"}});
  a.unit("pl-2", "pl-army", "Kościuszko's \\ grenadiers", "line");
  a.unit("ru-1", "ru-army", "Jekatierynosławski; 1/2", "line", {{"strength", "9"}});
  b.scenarios.at(0).name = "Historyczny – 18 czerwca";
  b.scenarios.at(0).setup.clear();
  a.place("pl-1", b.map.hexAt(7), "line", std::nullopt, Facing(3));
  a.place("pl-2", b.map.hexAt(7), "column");
  a.place("ru-1", b.map.hexAt(20), "column", std::nullopt, Facing(8));
  return b;
}

TEST_F(ExportVassal, NamesWithDiacriticsAndDelimitersComeBackExactly) {
  Battle b = diacriticBattle();
  std::string gpkg = tmp / "zielence.gpkg", out = tmp / "zielence.vmod";
  buildBattleFile(b, gpkg);
  Result<Battle> battle = readBattleFile(gpkg);
  ASSERT_TRUE(battle) << battle.status().message();
  RunResult r = runCartouche({"export", "vassal", gpkg, out, "--hex-pixels", "64"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Module m = readModule(out);
  EXPECT_EQ(m.root.attr("name"), "Bitwa pod Zieleńcami & <Kościuszko>");
  auto entries = m.root.findAll("entry");
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[1]->text, "Армия; \"русская\"");
  auto slots = m.root.findAll("VASSAL.build.widget.PieceSlot");
  ASSERT_EQ(slots.size(), 3u);
  EXPECT_EQ(decodeAddPiece(slots[0]->text)->name(), "1/I/2 pp Zajączka");
  EXPECT_EQ(decodeAddPiece(slots[1]->text)->name(), "Kościuszko's \\ grenadiers");
  EXPECT_EQ(decodeAddPiece(slots[2]->text)->name(), "Jekatierynosławski; 1/2");
  EXPECT_EQ(vassal::decodeSequence(decodeAddPiece(slots[2]->text)->states[1], ','),
            (std::vector<std::string>{"ru-1", "Армия; \"русская\""}));
  EXPECT_EQ(m.root.childrenNamed(kPkg + "PredefinedSetup")[0]->attr("name"), "Historyczny – 18 czerwca");
  expectSetupsMatch(*battle, m);
}

TEST_F(ExportVassal, OneScenarioOnlyWithScenarioOption) {
  std::string gpkg = std::string(CARTOUCHE_SAMPLE_BATTLE_DIR) + "/raclawice-1794.gpkg";
  Result<Battle> battle = readBattleFile(gpkg);
  ASSERT_TRUE(battle);
  ASSERT_GE(battle->scenarios.size(), 2u);
  std::string out = tmp / "one.vmod";
  RunResult r = runCartouche({"export", "vassal", gpkg, out, "--scenario", battle->scenarios[1].code});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Module m = readModule(out);
  auto setups = m.root.childrenNamed(kPkg + "PredefinedSetup");
  ASSERT_EQ(setups.size(), 1u);
  EXPECT_EQ(setups[0]->attr("name"), battle->scenarios[1].name);
}

TEST_F(ExportVassal, UnknownScenarioIsBadInputAndWritesNothing) {
  std::string gpkg = std::string(CARTOUCHE_SAMPLE_BATTLE_DIR) + "/raclawice-1794.gpkg";
  std::string out = tmp / "none.vmod";
  RunResult r = runCartouche({"export", "vassal", gpkg, out, "--scenario", "no-such-scenario"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("no-such-scenario"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out));
  EXPECT_TRUE(fs::is_empty(tmp.path()));
}

TEST_F(ExportVassal, UnwritableOutputFailsNamingItAndKeepsTheOldFile) {
  std::string gpkg = std::string(CARTOUCHE_SAMPLE_BATTLE_DIR) + "/heilsberg-1807.gpkg";
  std::string missing = tmp / "no-such-folder/m.vmod";
  RunResult r = runCartouche({"export", "vassal", gpkg, missing});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find(missing), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(missing));

  // An existing module stays whole when the next export is refused.
  std::string out = tmp / "keep.vmod";
  writeFile(out, "the old module");
  r = runCartouche({"export", "vassal", gpkg, out, "--scenario", "nope"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(readFile(out), "the old module");
  // A folder that cannot be written to (root writes anyway, so only others can check this).
  if (geteuid() != 0) {
    fs::permissions(tmp.path(), fs::perms::owner_read | fs::perms::owner_exec);
    r = runCartouche({"export", "vassal", gpkg, out});
    fs::permissions(tmp.path(), fs::perms::owner_all);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find(out), std::string::npos) << r.err;
    EXPECT_EQ(readFile(out), "the old module");
  }
  // OUT a folder: the finished module cannot be renamed over it; nothing is left behind.
  std::string folder = tmp / "folder.vmod";
  fs::create_directory(folder);
  r = runCartouche({"export", "vassal", gpkg, folder});
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find(folder), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_directory(folder));
  size_t files = 0;
  for (auto& e : fs::directory_iterator(tmp.path())) files += e.is_regular_file();
  EXPECT_EQ(files, 1u) << "a temporary file was left beside the module";
}

TEST_F(ExportVassal, BadHexSizeAndMissingBattleAreUsageErrors) {
  std::string gpkg = std::string(CARTOUCHE_SAMPLE_BATTLE_DIR) + "/heilsberg-1807.gpkg";
  RunResult r = runCartouche({"export", "vassal", gpkg, tmp / "m.vmod", "--hex-pixels", "10"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("10 pixels"), std::string::npos) << r.err;
  r = runCartouche({"export", "vassal", tmp / "missing.gpkg", tmp / "m.vmod"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("missing.gpkg"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(tmp / "m.vmod"));
}

}  // namespace
}  // namespace cartouche::test
