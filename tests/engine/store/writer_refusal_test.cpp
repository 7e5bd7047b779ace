// The writer refuses what the reader refuses. One fault per row condition of the army, scenario and set-up tables,
// each put into a battle built in code (as an import or a script would build it): writeBattleFile refuses it with a
// message naming the table, the row with the thing's code, and the field, and leaves the target file byte for byte
// as it was (or never makes it); the working copy refuses to commit it and Save leaves the user's file alone. The
// same battle written without the checks gives a file the reader refuses in the same table and field, so the two
// sets of conditions are one. A faultless battle still reads back equal.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "store/battle_file.h"
#include "store/battle_writer.h"
#include "store/schema_check.h"
#include "store/sqlite_db.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

struct Fault {
  const char* name;
  std::function<void(Battle&)> make;
  std::string message;  // what the writer says: table, row (code) and field
};

// gtest names a case by its fault, not by the bytes of the struct.
void PrintTo(const Fault& f, std::ostream* os) { *os << f.name; }

constexpr int kFar = (1 << 27) + 1;  // beyond the coordinates a set-up hex may have

// The sample battle's army (support/army_builder.h): units 1 pl-1-2pp, 2 pl-2-2pp, 3 pl-kos-1 (three loss steps),
// 4 pl-kos-2, 5 pl-art, 6 ru-jeg-1, 7 ru-jeg-2, 8 ru-cav; nodes 1 pl-army, 2 pl-div-1, 3 pl-2pp, 4 pl-kos, 5 ru-army,
// 6 ru-corps; leaders kosciuszko, zajaczek, tormasov; scenarios historical, historical-2 (its variant), hypothetical.
const std::vector<Fault>& faults() {
  static const std::vector<Fault> all = {
      {"TroopTypeBadCode", [](Battle& b) { b.armyVocabulary.troopTypes[0].code = "line infantry"; },
       "battle_troop_types row 1 (troop type \"line infantry\"): code: \"line infantry\" may use only ASCII"},
      {"TroopTypeTwice", [](Battle& b) { b.armyVocabulary.troopTypes[3].code = "cavalry"; },
       "battle_troop_types row 4 (troop type \"cavalry\"): code: the code is also used by row 3"},
      {"FieldTwice", [](Battle& b) { b.armyVocabulary.fields[1].code = "morale"; },
       "battle_value_fields row 2 (field \"morale\"): code: the code is also used by row 1"},
      {"FormationTwice", [](Battle& b) { b.armyVocabulary.formations[2].code = "line"; },
       "battle_formations row 3 (formation \"line\"): code: the code is also used by row 2"},
      {"FormationConflictUnknown", [](Battle& b) { b.armyVocabulary.formations[0].conflicts = {"wedge"}; },
       "battle_formation_conflicts row 1 (formation \"column\"): conflict: \"wedge\" is not a formation of the battle"},
      {"SideEmptyCode", [](Battle& b) { b.army.sides[0].code = ""; }, "battle_sides row 1 (side \"\"): code: empty"},
      {"SideTwice", [](Battle& b) { b.army.sides[1].code = "pl"; },
       "battle_sides row 2 (side \"pl\"): code: the code is also used by row 1"},
      {"NodeParentMissing", [](Battle& b) { b.army.nodes[2].parent = "pl-ghost"; },
       "battle_oob_nodes row 3 (node \"pl-2pp\"): parent: \"pl-ghost\" is not a node of the battle"},
      {"NodeParentLoops", [](Battle& b) { b.army.nodes[0].parent = "pl-2pp"; },
       "battle_oob_nodes row 1 (node \"pl-army\"): parent: the chain of parents from \"pl-2pp\" loops back to it"},
      {"NodeParentComesAfter", [](Battle& b) { b.army.nodes[1].parent = "pl-kos"; },
       "battle_oob_nodes row 2 (node \"pl-div-1\"): parent: \"pl-kos\" comes after the node; parents come first"},
      {"NodeSideDiffersFromParent", [](Battle& b) { b.army.nodes[3].side = "ru"; },
       "battle_oob_nodes row 4 (node \"pl-kos\"): side: \"ru\" differs from the parent's side \"pl\""},
      {"NodeUnknownSide", [](Battle& b) { b.army.nodes[0].side = "at"; },
       "battle_oob_nodes row 1 (node \"pl-army\"): side: \"at\" is not a side of the battle"},
      {"NodeTwice", [](Battle& b) { b.army.nodes[3].code = "pl-2pp"; },
       "battle_oob_nodes row 4 (node \"pl-2pp\"): code: the code is also used by row 3"},
      {"UnitMissingNode", [](Battle& b) { b.army.units[1].node = "pl-9pp"; },
       "battle_units row 2 (unit \"pl-2-2pp\"): node: \"pl-9pp\" is not a node of the battle"},
      {"UnitUnknownTroopType", [](Battle& b) { b.army.units[7].troopType = "hussars"; },
       "battle_units row 8 (unit \"ru-cav\"): troop_type: \"hussars\" is not a troop type of the battle"},
      {"UnitNegativeCounters", [](Battle& b) { b.army.units[2].counters = -1; },
       "battle_units row 3 (unit \"pl-kos-1\"): counters: -1 is outside 0..100000"},
      {"UnitBadCode", [](Battle& b) { b.army.units[0].code = "pl 1"; },
       "battle_units row 1 (unit \"pl 1\"): code: \"pl 1\" may use only ASCII"},
      {"UnitTwice", [](Battle& b) { b.army.units[1].code = "pl-1-2pp"; },
       "battle_units row 2 (unit \"pl-1-2pp\"): code: the code is also used by row 1"},
      {"ValueForUnknownField", [](Battle& b) { b.army.units[0].values["elan"] = "3"; },
       "battle_unit_values row 1 (unit \"pl-1-2pp\"): field: \"elan\" is not a value field of the battle"},
      {"ValueNotAWholeNumber", [](Battle& b) { b.army.units[0].values["morale"] = "04"; },
       "battle_unit_values row 1 (unit \"pl-1-2pp\"): value: morale: \"04\" is not a whole number"},
      {"ValueEmpty", [](Battle& b) { b.army.units[0].values["strength"] = ""; },
       "battle_unit_values row 2 (unit \"pl-1-2pp\"): value: strength: an empty value"},
      {"LossStepValueForUnknownField", [](Battle& b) { b.army.units[2].losses[0].values["elan"] = "1"; },
       "battle_unit_values row 7 (unit \"pl-kos-1\"): field: \"elan\" is not a value field of the battle"},
      {"LeaderUnknownSide", [](Battle& b) { b.army.leaders[2].side = "se"; },
       "battle_leaders row 3 (leader \"tormasov\"): side: \"se\" is not a side of the battle"},
      {"LeaderNegativeCommandRange", [](Battle& b) { b.army.leaders[0].commandRange = -1; },
       "battle_leaders row 1 (leader \"kosciuszko\"): command_range: -1 is outside 0..100000"},
      {"LeaderTwice", [](Battle& b) { b.army.leaders[2].code = "kosciuszko"; },
       "battle_leaders row 3 (leader \"kosciuszko\"): code: the code is also used by row 1"},
      {"LeaderCommandsMissingNode", [](Battle& b) { b.army.leaders[1].commands[0] = "pl-div-9"; },
       "battle_leader_commands row 2 (leader \"zajaczek\"): node: \"pl-div-9\" is not a node of the battle"},
      {"LeaderValueForUnknownField",
       [](Battle& b) {
         b.army.leaders[0].values = {{"charisma", "1"}};
       },
       "battle_leader_values row 1 (leader \"kosciuszko\"): field: \"charisma\" is not a value field"},
      {"ScenarioEmptyCode", [](Battle& b) { b.scenarios[2].code = ""; },
       "battle_scenarios row 3 (scenario \"\"): code: empty"},
      {"ScenarioTwice", [](Battle& b) { b.scenarios[2].code = "historical"; },
       "battle_scenarios row 3 (scenario \"historical\"): code: \"historical\" is also the code of another scenario"},
      {"ScenarioNegativeTurns", [](Battle& b) { b.scenarios[0].turns = -1; },
       "battle_scenarios row 1 (scenario \"historical\"): turns: -1 is outside 0..100000"},
      {"ScenarioTurnMinutesTooMany", [](Battle& b) { b.scenarios[1].turnMinutes = 100001; },
       "battle_scenarios row 2 (scenario \"historical-2\"): turn_minutes: 100001 is outside 0..100000"},
      {"PlacementOfMissingUnit", [](Battle& b) { b.scenarios[2].setup[0].unit = "pl-ghost"; },
       "battle_placements (scenario \"hypothetical\", row 1, unit \"pl-ghost\"): unit: \"pl-ghost\" is not a unit of "
       "the battle"},
      {"PlacedTwice", [](Battle& b) { b.scenarios[0].setup[1].unit = "pl-1-2pp"; },
       "battle_placements (scenario \"historical\", row 2, unit \"pl-1-2pp\"): unit: \"pl-1-2pp\" is placed twice in "
       "the scenario"},
      {"SecondHexWithoutFirst",
       [](Battle& b) {
         b.scenarios[0].setup[3].second = Hex{2, 2};
       },
       "battle_placements (scenario \"historical\", row 4, unit \"pl-kos-2\"): second_q: a second hex without a first"},
      {"PlacementUnknownFormation", [](Battle& b) { b.scenarios[0].setup[0].formation = "wedge"; },
       "battle_placements (scenario \"historical\", row 1, unit \"pl-1-2pp\"): formation: \"wedge\" is not a "
       "formation of the battle"},
      {"FacingTwelve", [](Battle& b) { b.scenarios[0].setup[4].facing = 12; },
       "battle_placements (scenario \"historical\", row 5, unit \"pl-art\"): facing: 12 is outside 0..11"},
      {"FacingNegative", [](Battle& b) { b.scenarios[1].setup[0].facing = -1; },
       "battle_placements (scenario \"historical-2\", row 1, unit \"pl-kos-2\"): facing: -1 is outside 0..11"},
      {"PlacementHexTooFar",
       [](Battle& b) {
         b.scenarios[0].setup[0].hex = Hex{kFar, 0};
       },
       "battle_placements (scenario \"historical\", row 1, unit \"pl-1-2pp\"): q: 134217729 is outside "
       "-134217728..134217728"},
      {"LeaderPlacementUnknownLeader", [](Battle& b) { b.scenarios[0].leaders[0].leader = "poniatowski"; },
       "battle_leader_placements (scenario \"historical\", row 1, leader \"poniatowski\"): leader: \"poniatowski\" is "
       "not a leader of the battle"},
      {"LeaderAtHexWithoutHex", [](Battle& b) { b.scenarios[0].leaders[2].hex.reset(); },
       "battle_leader_placements (scenario \"historical\", row 3, leader \"tormasov\"): q: missing"},
      {"LeaderOnMissingUnit", [](Battle& b) { b.scenarios[0].leaders[0].unit = "pl-ghost"; },
       "battle_leader_placements (scenario \"historical\", row 1, leader \"kosciuszko\"): unit: \"pl-ghost\" is not a "
       "unit of the battle"},
      {"RemovedUnknown", [](Battle& b) { b.scenarios[1].removed[0] = "pl-ghost"; },
       "battle_removed (scenario \"historical-2\", row 1, code \"pl-ghost\"): code: \"pl-ghost\" is not a unit or "
       "leader of the battle"},
      {"ReinforcementTurnZero", [](Battle& b) { b.scenarios[0].reinforcements[0].turn = 0; },
       "battle_reinforcements (scenario \"historical\", row 1): turn: 0 is outside 1..100000"},
      {"ReinforcementOfMissingUnit", [](Battle& b) { b.scenarios[1].reinforcements[1].units[1] = "ru-ghost"; },
       "battle_reinforcement_members (scenario \"historical-2\", row 2, reinforcement 2, unit \"ru-ghost\"): code: "
       "\"ru-ghost\" is not a unit of the battle"},
      {"ReinforcementOfMissingLeader", [](Battle& b) { b.scenarios[1].reinforcements[0].leaders[0] = "suvorov"; },
       "battle_reinforcement_members (scenario \"historical-2\", row 1, reinforcement 1, leader \"suvorov\"): code: "
       "\"suvorov\" is not a leader of the battle"},
      {"ReinforcementEntryTooFar",
       [](Battle& b) {
         b.scenarios[0].reinforcements[0].entry[1] = Hex{0, -kFar};
       },
       "battle_reinforcement_entries (scenario \"historical\", row 2, reinforcement 1): r: -134217729 is outside"},
      {"DuskTurnZero", [](Battle& b) { b.scenarios[0].turnTrack.duskTurns[1] = 0; },
       "battle_turn_track (scenario \"historical\", row 2, dusk): turn: 0 is outside 1..100000"},
      {"NightTurnTooLate", [](Battle& b) { b.scenarios[0].turnTrack.nightTurns[0] = 100001; },
       "battle_turn_track (scenario \"historical\", row 1, night): turn: 100001 is outside 1..100000"},
      {"TurnNoteTurnZero", [](Battle& b) { b.scenarios[0].turnTrack.notes[0] = "before the battle"; },
       "battle_turn_track (scenario \"historical\", row 1, note): turn: 0 is outside 1..100000"},
      {"MoraleUnknownSide", [](Battle& b) { b.scenarios[0].morale[0].side = "at"; },
       "battle_morale_levels (scenario \"historical\", row 1, side \"at\"): side: \"at\" is not a side of the battle"},
      {"MoraleUnknownNode", [](Battle& b) { b.scenarios[0].morale[1].node = "ru-ghost"; },
       "battle_morale_levels (scenario \"historical\", row 2, side \"ru\"): node: \"ru-ghost\" is not a node of the "
       "battle"},
      {"MoraleLevelTooHigh", [](Battle& b) { b.scenarios[0].morale[0].level = 1000000001; },
       "battle_morale_levels (scenario \"historical\", row 1, side \"pl\"): level: 1000000001 is outside"},
      {"VictoryPointsUnknownSide", [](Battle& b) { b.scenarios[0].victory.automaticPoints["at"] = 3; },
       "battle_victory (scenario \"historical\", row 1, points, side \"at\"): side: \"at\" is not a side of the "
       "battle"},
      {"VictoryPointsTooMany", [](Battle& b) { b.scenarios[0].victory.automaticPoints["ru"] = -1000000001; },
       "battle_victory (scenario \"historical\", row 2, points, side \"ru\"): points: -1000000001 is outside"},
      {"ObjectiveUnknownSide", [](Battle& b) { b.scenarios[0].victory.objectives[1].side = "at"; },
       "battle_victory (scenario \"historical\", row 2, objective \"Zamłynie\"): side: \"at\" is not a side of the "
       "battle"},
      {"ObjectiveHexTooFar",
       [](Battle& b) {
         b.scenarios[0].victory.objectives[0].hex = Hex{kFar, -kFar};
       },
       "battle_victory (scenario \"historical\", row 1, objective \"Racławice\"): q: 134217729 is outside"},
  };
  return all;
}

class WriterRefuses : public ::testing::TestWithParam<Fault> {};

Battle good() { return test::sampleBattle(12, 10, false); }

Battle faulty(const Fault& f) {
  Battle b = good();
  f.make(b);
  return b;
}

// The table and field a writer message names: "TABLE ... (...): FIELD: why".
std::pair<std::string, std::string> tableAndField(const std::string& message) {
  size_t close = message.find("): ");
  size_t colon = message.find(": ", close + 3);
  return {message.substr(0, message.find(' ')), message.substr(close + 3, colon - close - 3)};
}

// Writes `b` into a new file as the writer did before it checked anything: every table, no check. SQLite itself
// may refuse a repeated code (the code columns are UNIQUE); that is reported as false.
bool writeUnchecked(const Battle& b, const std::string& path) {
  auto db = Db::open(path, Db::Mode::Create);
  if (!db || !db->exec(std::string(layoutSql(currentSchemaVersion()))) || !db->exec("BEGIN")) return false;
  auto w = BattleWriter::create(*db);
  if (!w) return false;
  bool written = w->writeGrid(b.map.grid()) && w->writeVocabulary(b.vocabulary) && w->writeAllChunks(b.map) &&
                 w->writeAllHexsides(b.map) && w->writeInfo(b.info) && w->writeScenarios(b.scenarios) &&
                 w->writeArmy(b.armyVocabulary, b.army) && w->writeSetups(b.scenarios, nullptr) &&
                 w->writeRules(b.rules);
  return written && db->exec("COMMIT");
}

TEST_P(WriterRefuses, NamingTableRowAndFieldAndLeavingTheFileAlone) {
  const Fault& f = GetParam();
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(good(), path));
  std::string before = test::fileBytes(path);
  Status s = writeBattleFile(faulty(f), path);
  ASSERT_FALSE(s) << f.name;
  EXPECT_NE(s.message().find(f.message), std::string::npos) << s.message();
  EXPECT_EQ(s.message().rfind(path + ": ", 0), 0u) << s.message();
  EXPECT_EQ(test::fileBytes(path), before);
  EXPECT_FALSE(writeBattleFile(faulty(f), dir.path("new.gpkg")));
  EXPECT_FALSE(std::filesystem::exists(dir.path("new.gpkg")));
  for (const auto& e : std::filesystem::directory_iterator(dir.dir()))
    EXPECT_TRUE(e.path().filename() == "battle.gpkg" || e.path().filename() == "state") << e.path();
}

TEST_P(WriterRefuses, WhatTheReaderRefusesInTheSameTableAndField) {
  const Fault& f = GetParam();
  test::ScratchDir dir;
  std::string path = dir.path("unchecked.gpkg");
  if (!writeUnchecked(faulty(f), path)) {
    EXPECT_EQ(tableAndField(f.message).second, "code") << "only a repeated code stops SQLite";
    return;
  }
  auto read = readBattleFile(path);
  ASSERT_FALSE(read) << f.name << ": the reader takes what the writer refuses";
  auto [table, field] = tableAndField(f.message);
  const std::string& m = read.status().message();
  EXPECT_NE(m.find(": " + table + " row "), std::string::npos) << m;
  EXPECT_NE(m.find(": " + field + ": "), std::string::npos) << m;
}

TEST_P(WriterRefuses, TheWorkingCopyCommitsNothingAndSaveKeepsTheFile) {
  const Fault& f = GetParam();
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(good(), path));
  std::string before = test::fileBytes(path);
  auto wc = WorkingCopy::open(path);
  ASSERT_TRUE(wc) << wc.status().message();
  ChangeSet changes;
  changes.scenarios = true;
  changes.army = true;
  (*wc)->onChanged(faulty(f), changes);
  ASSERT_FALSE((*wc)->commitError());
  EXPECT_NE((*wc)->commitError().message().find(f.message), std::string::npos) << (*wc)->commitError().message();
  EXPECT_FALSE((*wc)->save());
  EXPECT_EQ(test::fileBytes(path), before);
  // The battle put right, the copy takes it and saves it.
  (*wc)->onChanged(good(), changes);
  ASSERT_TRUE((*wc)->save());
  auto back = readBattleFile(path);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == good());
}

INSTANTIATE_TEST_SUITE_P(Store, WriterRefuses, ::testing::ValuesIn(faults()),
                         [](const ::testing::TestParamInfo<Fault>& i) { return std::string(i.param.name); });

TEST(WriterRefuses, ASetupEditIsCheckedBeforeItsRowsAreWritten) {
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(good(), path));
  auto wc = WorkingCopy::open(path);
  ASSERT_TRUE(wc) << wc.status().message();
  Battle b = good();
  b.scenarios[2].setup[1].unit = "ru-ghost";
  ChangeSet changes;
  changes.setups = {"hypothetical"};
  (*wc)->onChanged(b, changes);
  EXPECT_NE((*wc)->commitError().message().find("battle_placements (scenario \"hypothetical\", row 2, unit "
                                                "\"ru-ghost\"): unit: \"ru-ghost\" is not a unit of the battle"),
            std::string::npos)
      << (*wc)->commitError().message();
  EXPECT_EQ(test::queryInt((*wc)->workingPath(), "SELECT count(*) FROM battle_placements WHERE unit = 'ru-ghost'"), 0);
}

TEST(WriterRefuses, ASetupEditIsCheckedAgainstTheArmyAsLastEdited) {
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(good(), path));
  auto wc = WorkingCopy::open(path);
  ASSERT_TRUE(wc) << wc.status().message();
  Battle b = good();
  ChangeSet setup;
  setup.setups = {"hypothetical"};
  b.scenarios[2].setup[0].hex = Hex{3, 3};
  (*wc)->onChanged(b, setup);
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();
  // The unit goes, with every placement of it: an army edit.
  auto gone = [](const Placement& p) { return p.unit == "pl-kos-2"; };
  b.army.units.erase(b.army.units.begin() + 3);
  for (Scenario& s : b.scenarios) std::erase_if(s.setup, gone);
  ChangeSet army;
  army.army = true;
  (*wc)->onChanged(b, army);
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();
  // A set-up edit placing it again names a unit the army no longer has.
  b.scenarios[2].setup.push_back({"pl-kos-2", Hex{4, 4}, std::nullopt, "", std::nullopt, ""});
  (*wc)->onChanged(b, setup);
  EXPECT_NE((*wc)->commitError().message().find("battle_placements (scenario \"hypothetical\", row 3, unit "
                                                "\"pl-kos-2\"): unit: \"pl-kos-2\" is not a unit of the battle"),
            std::string::npos)
      << (*wc)->commitError().message();
}

// A leader placement carrying a field its kind does not use: the table keeps only what `at` uses, so writing it would
// lose the field; it is refused rather than dropped (the reader refuses it too, and the text format).
TEST(WriterRefuses, ALeaderPlacementWithAFieldItsKindDoesNotUse) {
  test::ScratchDir dir;
  std::string path = dir.path("battle.gpkg");
  ASSERT_TRUE(writeBattleFile(good(), path));
  const std::string before = test::fileBytes(path);
  Battle onUnitWithHex = good();
  ASSERT_EQ(onUnitWithHex.scenarios[0].leaders[0].at, LeaderAt::Unit);
  ASSERT_EQ(onUnitWithHex.scenarios[0].leaders[2].at, LeaderAt::Hex);
  onUnitWithHex.scenarios[0].leaders[0].hex = onUnitWithHex.scenarios[0].leaders[2].hex;
  Status s = writeBattleFile(onUnitWithHex, path);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("battle_leader_placements (scenario \"historical\", row 1, leader \"kosciuszko\"): q: a "
                             "hex for a leader who is not placed at a hex"),
            std::string::npos)
      << s.message();
  Battle atHexWithUnit = good();
  atHexWithUnit.scenarios[0].leaders[2].unit = atHexWithUnit.scenarios[0].setup[0].unit;
  s = writeBattleFile(atHexWithUnit, path);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("battle_leader_placements (scenario \"historical\", row 3, leader \"tormasov\"): unit: "
                             "a unit for a leader who is not placed on one"),
            std::string::npos)
      << s.message();
  EXPECT_EQ(test::fileBytes(path), before);
}

TEST(WriterRefuses, NothingInAFaultlessBattle) {
  test::ScratchDir dir;
  Battle b = good();
  ASSERT_TRUE(writeBattleFile(b, dir.path("a.gpkg")));
  auto back = readBattleFile(dir.path("a.gpkg"));
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == b);
  ASSERT_TRUE(writeBattleFile(*back, dir.path("b.gpkg")));
  EXPECT_EQ(test::fileBytes(dir.path("a.gpkg")), test::fileBytes(dir.path("b.gpkg")));
}

}  // namespace
}  // namespace cartouche
