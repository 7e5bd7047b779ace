// The byte-for-byte rule, for every command class in engine/edit: save, apply the command through a Document,
// undo it, save again: the two saved files are identical bytes. The save in between must differ, which proves the
// command reached the file.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "edit/army_commands.h"
#include "edit/command_group.h"
#include "edit/document.h"
#include "edit/info_commands.h"
#include "edit/layer_commands.h"
#include "edit/map_commands.h"
#include "edit/rule_table_commands.h"
#include "edit/scenario_commands.h"
#include "edit/setup_commands.h"
#include "edit/terrain_commands.h"
#include "store/battle_file.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

struct UndoCase {
  const char* name;
  std::function<CommandPtr(const Battle&)> make;
};

TerrainType marsh() {
  TerrainType t;
  t.code = "marsh";
  t.name = "Carp ponds";
  t.pattern = "marsh";
  t.colour = {90, 140, 160, 255};
  return t;
}

HexsideId firstHexside(const Battle& b) { return HexsideId::fromKey(b.map.hexsides().begin()->first); }

MapLayer linkedScan() {
  MapLayer l;
  l.name = "Jacoubet sheet 22";
  l.kind = LayerKind::Linked;
  l.source = "scans/jacoubet_22.jpg";
  l.opacity = 0.5;
  l.crs = "EPSG:2180";
  l.georef = LayerGeoref::GeoTransform;
  l.geoTransform = {637000, 2.5, 0, 486000, 0, -2.5};
  return l;
}

const std::vector<UndoCase>& cases() {
  static const std::vector<UndoCase> all = {
      {"PaintTerrain",
       [](const Battle&) {
         return std::make_unique<PaintTerrain>(std::vector<int>{0, 65, 4000}, TerrainId(7));
       }},
      {"SetElevation",
       [](const Battle&) {
         return std::make_unique<SetElevation>(std::vector<int>{5, 4619}, int16_t(30));
       }},
      {"SetHexsideFeature",
       [](const Battle& b) {
         return std::make_unique<SetHexsideFeature>(
             std::vector<HexsideId>{hexsideOf(b.map.hexAt(10), 0), firstHexside(b)}, HexsideFeature{5, Side::None});
       }},
      {"ClearHexsideFeature",
       [](const Battle& b) {
         return std::make_unique<ClearHexsideFeature>(std::vector<HexsideId>{firstHexside(b)}, std::nullopt);
       }},
      {"SetSlopeOverride",
       [](const Battle& b) {
         return std::make_unique<SetSlopeOverride>(std::vector<HexsideId>{hexsideOf(b.map.hexAt(20), 1)},
                                                   SlopeOverride::ForceOn);
       }},
      {"RestoreHexsides",
       [](const Battle& b) {
         HexsideRecord rec{{{3, Side::None}, {4, Side::Owner}}, SlopeOverride::ForceOff};
         return std::make_unique<RestoreHexsides>(std::vector<std::pair<HexsideId, HexsideRecord>>{
             {hexsideOf(b.map.hexAt(300), 2), rec}, {firstHexside(b), HexsideRecord{}}});
       }},
      {"ChangeGrid",
       [](const Battle& b) {
         GridSettings g = b.map.grid();
         g.orientation = Orientation::FlatTop;
         g.shifted = ShiftedLines::Even;
         g.hexSizeMetres = 250;
         return std::make_unique<ChangeGrid>(g);
       }},
      {"ResizeMap", [](const Battle&) { return std::make_unique<ResizeMap>(1, 3, 2, -4, TerrainId(1)); }},
      {"ReplaceMap",
       [](const Battle& b) {
         GridSettings g = b.map.grid();
         g.columns = 30;
         g.rows = 12;
         return std::make_unique<ReplaceMap>(HexMap(g, 2));
       }},
      {"AddTerrainType",
       [](const Battle&) {
         TerrainType t = marsh();
         t.code = "bog";
         return std::make_unique<AddTerrainType>(t);
       }},
      {"RemoveLastTerrainType", [](const Battle&) { return std::make_unique<RemoveLastTerrainType>(); }},
      {"EditTerrainType",
       [](const Battle& b) {
         TerrainType t = b.vocabulary.at(1);
         t.name = "Forest";
         t.losHeight = 2;
         return std::make_unique<EditTerrainType>(TerrainId(1), t);
       }},
      {"SetInfo", [](const Battle&) { return std::make_unique<SetInfo>("title", "Hagelberg 1813"); }},
      {"SetInfoRemove", [](const Battle&) { return std::make_unique<SetInfo>("date", std::nullopt); }},
      {"SetRuleTableCell",
       [](const Battle& b) {
         RuleTable t = b.rules[0];
         t.rows[1][3] = "P";
         return std::make_unique<SetRuleTable>(t.code, t, std::nullopt, "Edit cell row 2 cavalry");
       }},
      {"SetRuleTableAdd",
       [](const Battle&) {
         RuleTable t;
         t.code = "morale";
         t.title = "Morale checks";
         t.kind = TableKind::Generic;
         t.columns = {{"nation", "Nation", CellType::Text}, {"levels", "Levels", CellType::Integer}};
         t.rows = {{"Polska", "3"}, {"Rosja", ""}};
         return std::make_unique<SetRuleTable>(t.code, t, size_t(1));
       }},
      {"SetRuleTableMove",
       [](const Battle& b) { return std::make_unique<SetRuleTable>(b.rules[2].code, b.rules[2], size_t(0)); }},
      {"SetRuleTableRemove",
       [](const Battle& b) { return std::make_unique<SetRuleTable>(b.rules[1].code, std::nullopt); }},
      {"SetHexMetres",
       [](const Battle& b) {
         std::vector<float> metres(size_t(b.map.hexCount()), 181.5f);
         metres[7] = NAN;
         return std::make_unique<SetHexMetres>(std::move(metres));
       }},
      {"SetHexMetresRemove", [](const Battle&) { return std::make_unique<SetHexMetres>(std::vector<float>{}); }},
      {"SetLayerAdd", [](const Battle&) { return std::make_unique<SetLayer>(linkedScan().name, linkedScan()); }},
      {"SetGround",
       [](const Battle&) {
         return std::make_unique<SetGround>(GroundPlacement{"EPSG:2180", {637100.5, 486200.25}, 12.5});
       }},
      {"SetScenarioEdit",
       [](const Battle& b) {
         Scenario s = b.scenarios[0];
         s.turns = 24;
         s.description = "As fought, with the late Russian column.";
         return std::make_unique<SetScenario>(s.code, s, std::nullopt, "Edit historical");
       }},
      {"SetScenarioAdd",
       [](const Battle&) {
         return std::make_unique<SetScenario>("variant-b", Scenario{"variant-b", "Variant B", "", "13:00", 15, 10},
                                              size_t(0));
       }},
      {"SetScenarioMove",
       [](const Battle& b) { return std::make_unique<SetScenario>(b.scenarios[1].code, b.scenarios[1], size_t(0)); }},
      {"SetScenarioRemove",
       [](const Battle& b) { return std::make_unique<SetScenario>(b.scenarios.back().code, std::nullopt); }},
      // The armies (sample battle: support/army_builder.h). Set-up edits rewrite only their scenario's rows.
      {"SetUnitEdit",
       [](const Battle& b) {
         Unit u = b.army.units[2];
         u.values["morale"] = "2";
         u.values.erase("strength");
         u.name = "1/kosynierzy Głowackiego";
         return std::make_unique<SetUnit>(u.code, u);
       }},
      {"SetUnitAdd",
       [](const Battle& b) {
         Unit u = b.army.units[3];
         u.code = "pl-kos-3";
         u.values = {{"firepower", "-2"}};
         return std::make_unique<SetUnit>(u.code, u, size_t(4));
       }},
      {"SetUnitRenameCarriesThrough",
       [](const Battle& b) {
         Unit u = b.army.units[4];
         u.code = "pl-art-slaski";
         return std::make_unique<SetUnit>("pl-art", u);
       }},
      {"MoveUnits",
       [](const Battle&) { return std::make_unique<MoveUnits>(std::vector<std::string>{"pl-kos-2"}, "pl-2pp"); }},
      {"RemoveUnits",
       [](const Battle&) { return std::make_unique<RemoveUnits>(std::vector<std::string>{"pl-kos-1"}); }},
      {"RemoveOobNode", [](const Battle&) { return std::make_unique<RemoveOobNode>("pl-div-1"); }},
      {"SetValueFieldAdd",
       [](const Battle&) {
         return std::make_unique<SetValueField>("elan", ValueField{"elan", "Élan", ValueKind::Text, ""});
       }},
      {"SetLeaderEdit",
       [](const Battle& b) {
         Leader l = b.army.leaders[2];
         l.commandRange = 4;
         l.values["morale"] = "1";
         return std::make_unique<SetLeader>(l.code, l);
       }},
      {"SetPlacementMove",
       [](const Battle& b) {
         Placement p = b.scenarios[0].setup[4];
         p.hex = b.map.hexAt(30 * b.map.columns() + 30);
         p.facing = 6;
         return std::make_unique<SetPlacement>("historical", p.unit, p);
       }},
      {"SetPlacementRemove",
       [](const Battle&) { return std::make_unique<SetPlacement>("hypothetical", "ru-cav", std::nullopt); }},
      {"RestackHex",
       [](const Battle& b) {
         return std::make_unique<RestackHex>("historical", *b.scenarios[0].setup[0].hex,
                                             std::vector<std::string>{"pl-2-2pp", "pl-1-2pp"});
       }},
      {"SetLeaderPlacement",
       [](const Battle& b) {
         return std::make_unique<SetLeaderPlacement>(
             "historical-2", "kosciuszko", LeaderPlacement{"kosciuszko", LeaderAt::Hex, b.map.hexAt(200), "", ""});
       }},
      {"SetReinforcementRemove",
       [](const Battle&) { return std::make_unique<SetReinforcement>("historical-2", 1, std::nullopt); }},
      {"CopySetup", [](const Battle&) { return std::make_unique<CopySetup>("historical-2", "hypothetical"); }},
      {"CommandGroup",
       [](const Battle& b) {
         std::vector<CommandPtr> members;
         members.push_back(std::make_unique<PaintTerrain>(std::vector<int>{0, 65, 4000}, TerrainId(2)));
         members.push_back(std::make_unique<SetInfo>("title", "Racławice, 4 April 1794"));
         members.push_back(std::make_unique<SetScenario>(b.scenarios[1].code, std::nullopt));
         members.push_back(std::make_unique<SetLayer>(linkedScan().name, linkedScan()));
         return std::make_unique<CommandGroup>(std::move(members), "Several edits");
       }},
  };
  return all;
}

class UndoRestoresBytes : public ::testing::TestWithParam<size_t> {};

TEST_P(UndoRestoresBytes, SaveApplyUndoSave) {
  const UndoCase& c = cases()[GetParam()];
  test::ScratchDir dir;
  Battle start = test::sampleBattle(70, 66, true);
  // An unused last type, so RemoveLastTerrainType is allowed; PaintTerrain paints with it.
  ASSERT_TRUE(start.vocabulary.add(marsh()));
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(start, path));

  auto wc = WorkingCopy::open(path);
  ASSERT_TRUE(wc) << wc.status().message();
  Document doc((*wc)->loaded());
  (*wc)->follow(doc);

  ASSERT_TRUE((*wc)->save());
  std::string saved = test::fileBytes(path);
  auto changes = doc.execute(c.make(doc.battle()));
  ASSERT_TRUE(changes) << changes.status().message();
  ASSERT_FALSE(doc.battle() == start) << "the command changed nothing";
  ASSERT_TRUE((*wc)->save());
  EXPECT_NE(test::fileBytes(path), saved) << "the command did not reach the file";
  auto applied = readBattleFile(path);
  ASSERT_TRUE(applied) << applied.status().message();
  EXPECT_TRUE(*applied == doc.battle());

  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();
  ASSERT_TRUE((*wc)->save());
  EXPECT_TRUE(test::fileBytes(path) == saved) << "undo did not restore the saved bytes";
  (*wc)->discard();
}

INSTANTIATE_TEST_SUITE_P(EveryCommand, UndoRestoresBytes, ::testing::Range<size_t>(0, cases().size()),
                         [](const ::testing::TestParamInfo<size_t>& info) { return cases()[info.param].name; });

}  // namespace
}  // namespace cartouche
