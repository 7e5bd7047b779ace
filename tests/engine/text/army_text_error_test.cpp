// One test per refusal of army-vocabulary.txt, army.txt and setups.txt: each case changes one line of a good
// folder and asserts the message, which names the file, the line and the field. A failed load hands out no battle.
#include <gtest/gtest.h>

#include <filesystem>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::readWhole;
using testing::TempDir;
using testing::writeWhole;

Battle smallArmy() {
  Battle b;
  TerrainType clear;
  clear.code = "clear";
  clear.name = "Clear";
  TerrainId id = *b.vocabulary.add(clear);
  b.map = HexMap(GridSettings{}, id);
  b.armyVocabulary.troopTypes = {{"infantry", "Infantry", Arm::Infantry, false}};
  b.armyVocabulary.fields = {{"morale", "Morale", ValueKind::Integer, ""}, {"strip", "Strip", ValueKind::Text, ""}};
  b.armyVocabulary.formations = {{"line", "Line", FacingRule::Vertex, true, true, {}, ""}};
  b.army.sides = {{"pl", "Polish army", {60, 100, 200, 255}}, {"ru", "Russian army", {60, 140, 70, 255}}};
  b.army.nodes = {{"pl", "", "pl", "army", "Polish army", "", "", "", "", ""},
                  {"ru", "", "ru", "army", "Russian army", "", "", "", "", ""}};
  b.army.units = {{"pl-a", "pl", "1/I/2 pp", "", "infantry", {{"morale", "5"}}, {{"2", {{"morale", "4"}}}}, 2, "", ""},
                  {"ru-b", "ru", "I/Woroneski", "", "", {}, {}, std::nullopt, "", ""}};
  b.army.leaders = {{"pl-k", "pl", "Kościuszko", "gen.", {"pl"}, {}, std::nullopt, "", ""}};
  Scenario s;
  s.code = "h1";
  s.name = "Historical";
  s.setup = {{"pl-a", *b.map.grid().parseLabel("1809"), std::nullopt, "line", 11, ""}};
  s.leaders = {{"pl-k", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""}};
  s.reinforcements = {{12, {"ru-b"}, {}, {*b.map.grid().parseLabel("0126")}, WhenOccupied::NearestFree, ""}};
  s.turnTrack.notes = {{8, "a note"}};
  s.morale = {{"ru", "", 16, ""}};
  s.victory.automaticPoints = {{"ru", 167}};
  b.scenarios = {s};
  return b;
}

class ArmyTextError : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(dumpBattleText(smallArmy(), dir_.str()).isOk()); }

  // Replaces the first line of `file` that contains `from` by `to` (the whole line) and loads the folder; expects
  // the load to fail with "FILE line N: ..." holding `message`, N being that line.
  void expectRefused(const std::string& file, const std::string& from, const std::string& to,
                     const std::string& message) {
    std::string text = readWhole(dir_ / file);
    size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos) << from << " not in " << file << ":\n" << text;
    size_t start = text.rfind('\n', at);
    start = start == std::string::npos ? 0 : start + 1;
    size_t end = text.find('\n', at);
    int line = 1 + int(std::count(text.begin(), text.begin() + long(start), '\n'));
    text.replace(start, end - start, to);
    writeWhole(dir_ / file, text);
    Result<Battle> loaded = loadBattleText(dir_.str());
    ASSERT_FALSE(loaded.isOk()) << file << ": " << to;
    std::string prefix = file + " line " + std::to_string(line) + ": ";
    EXPECT_EQ(loaded.status().message().rfind(prefix, 0), 0u)
        << loaded.status().message() << " (expected " << prefix << ")";
    EXPECT_NE(loaded.status().message().find(message), std::string::npos) << loaded.status().message();
  }

  TempDir dir_;
};

TEST_F(ArmyTextError, TheDumpLoads) {
  Result<Battle> loaded = loadBattleText(dir_.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_TRUE(*loaded == smallArmy());
}

TEST_F(ArmyTextError, VocabularyRows) {
  expectRefused("army-vocabulary.txt", "| infantry |", "| infantry | Infantry | navy | no |",
                "[troop-types] row 1: arm \"navy\" is not infantry, cavalry, artillery or other");
}
TEST_F(ArmyTextError, VocabularyDuplicateCode) {
  expectRefused("army-vocabulary.txt", "| strip |", "| morale | Strip | text |  |",
                "[fields] row 2: code \"morale\" is given twice");
}
TEST_F(ArmyTextError, VocabularyFieldKind) {
  expectRefused("army-vocabulary.txt", "| strip |", "| strip | Strip | colour |  |",
                "kind must be integer or text, not \"colour\"");
}
TEST_F(ArmyTextError, FormationConflictsWithNothing) {
  expectRefused("army-vocabulary.txt", "| line |", "| line | Line | vertex | yes | yes | masse |  |",
                "\"line\" conflicts with \"masse\", which is not a formation of this file");
}
TEST_F(ArmyTextError, FormationFacingRule) {
  expectRefused("army-vocabulary.txt", "| line |", "| line | Line | up | yes | yes |  |  |",
                "facing must be hexside, vertex, either, all or none, not \"up\"");
}
TEST_F(ArmyTextError, VocabularyColumns) {
  expectRefused("army-vocabulary.txt", "columns = code name arm", "columns = code name light arm",
                "[troop-types] columns must be \"code name arm light\"");
}

TEST_F(ArmyTextError, ValueForAnUndefinedField) {
  expectRefused("army.txt", "columns = code node name short_name troop_type counters",
                "columns = code node name short_name troop_type counters morale weight source notes",
                "[units] column \"weight\" is not a value field of army-vocabulary.txt");
}
TEST_F(ArmyTextError, NonIntegerInAnIntegerField) {
  expectRefused("army.txt", "| pl-a |", "| pl-a | pl | 1/I/2 pp |  | infantry | 2 | five |  |  |  |",
                "[units] row 1: unit \"pl-a\": field \"morale\": \"five\" is not a canonical whole number");
}
TEST_F(ArmyTextError, NonCanonicalCounters) {
  expectRefused("army.txt", "| pl-a |", "| pl-a | pl | 1/I/2 pp |  | infantry | +2 | 5 |  |  |  |",
                "[units] row 1 counters: \"+2\" is not canonical; write \"2\"");
}
TEST_F(ArmyTextError, DuplicateUnitCode) {
  expectRefused("army.txt", "| ru-b |", "| pl-a | ru | I/Woroneski |  |  |  |  |  |  |  |",
                "[units] row 2: unit \"pl-a\" is given twice");
}
TEST_F(ArmyTextError, UnitOfNoNode) {
  expectRefused("army.txt", "| ru-b |", "| ru-b | ru-x | I/Woroneski |  |  |  |  |  |  |  |",
                "unit \"ru-b\": node \"ru-x\" is not a node");
}
TEST_F(ArmyTextError, UnknownTroopType) {
  expectRefused("army.txt", "| ru-b |", "| ru-b | ru | I/Woroneski |  | hussars |  |  |  |  |  |",
                "troop type \"hussars\" is not in the vocabulary");
}
TEST_F(ArmyTextError, WrongCellCount) {
  expectRefused("army.txt", "| ru-b |", "| ru-b | ru | I/Woroneski |", "[units] row 2 has 3 cells, not 10");
}
TEST_F(ArmyTextError, DuplicateNodeAndParentAfterChild) {
  expectRefused("army.txt", "| ru | ", "| pl |  | pl | army | x |  |  |  |  |  |",
                "[nodes] row 2: node \"pl\" is given twice");
}
TEST_F(ArmyTextError, ParentNotBefore) {
  expectRefused("army.txt", "| pl | ", "| pl | ru | pl | army | x |  |  |  |  |  |",
                "node \"pl\": parent \"ru\" is not a node before it");
}
TEST_F(ArmyTextError, NodeOfNoSide) {
  expectRefused("army.txt", "| ru | ", "| ru |  | fr | army | x |  |  |  |  |  |", "side \"fr\" is not a side");
}
TEST_F(ArmyTextError, DuplicateSide) {
  expectRefused("army.txt", "[side ru]", "[side pl]", "side \"pl\" is given twice");
}
TEST_F(ArmyTextError, SideColour) { expectRefused("army.txt", "colour = #3c8c46", "colour = green", "[side ru]: "); }
TEST_F(ArmyTextError, LeaderCommandsNoNode) {
  expectRefused("army.txt", "| pl-k |", "| pl-k | pl | \"Kościuszko\" | gen. | pl pl-x |  |  |  |  |  |",
                "leader \"pl-k\" commands \"pl-x\", which is not a node");
}
TEST_F(ArmyTextError, LossOfNoUnit) {
  expectRefused("army.txt", "| pl-a | 2 |", "| pl-z | 2 | 4 |  |",
                "[losses] row 1: unit \"pl-z\" is not a unit of [units]");
}
TEST_F(ArmyTextError, UnknownSection) {
  expectRefused("army.txt", "[leaders]", "[generals]", "expected [side CODE], [nodes], [units], [losses] or [leaders]");
}

TEST_F(ArmyTextError, UnknownUnitInASetUp) {
  expectRefused("setups.txt", "| 1809 |", "| 1809 | pl-q | line | ESE |  |  |",
                "[setup h1] row 1: unit \"pl-q\" is not a unit of army.txt");
}
TEST_F(ArmyTextError, BadFacingName) {
  expectRefused(
      "setups.txt", "| 1809 |", "| 1809 | pl-a | line | NNE |  |  |",
      "[setup h1] row 1: facing \"NNE\" is not a compass name of this map (E ENE NE N NW WNW W WSW SW S SE ESE)");
}
TEST_F(ArmyTextError, HexNotOnTheMap) {
  expectRefused("setups.txt", "| 1809 |", "| 3528 | pl-a | line | ESE |  |  |",
                "[setup h1] row 1: hex: hex 3528 is not on the 34x27 map");
}
TEST_F(ArmyTextError, SecondHexNotALabel) {
  expectRefused("setups.txt", "| 1809 |", "| 1809 | pl-a | line | ESE | far |  |",
                "[setup h1] row 1: second: \"far\" is not a hex label");
}
TEST_F(ArmyTextError, UnknownFormation) {
  expectRefused("setups.txt", "| 1809 |", "| 1809 | pl-a | masse | ESE |  |  |",
                "formation \"masse\" is not a formation of army-vocabulary.txt");
}
TEST_F(ArmyTextError, LeaderAt) {
  expectRefused("setups.txt", "| pl-k |", "| pl-k | nearby |  |  |  |",
                "at must be hex, his-units, unit, off-map, not \"nearby\"");
}
// A field the leader's kind of placement does not use would not survive the battle file, so it is refused here too.
TEST_F(ArmyTextError, LeaderFieldHisPlacementDoesNotUse) {
  expectRefused("setups.txt", "| pl-k |", "| pl-k | his-units | 1809 |  |  |",
                "leader \"pl-k\" has a hex but is not placed at one");
}
TEST_F(ArmyTextError, LeaderUnitHisPlacementDoesNotUse) {
  expectRefused("setups.txt", "| pl-k |", "| pl-k | his-units |  | pl-a |  |",
                "leader \"pl-k\" names a unit but is not placed on one");
}
TEST_F(ArmyTextError, UnknownLeader) {
  expectRefused("setups.txt", "| pl-k |", "| pl-q | his-units |  |  |  |",
                "leader \"pl-q\" is not a leader of army.txt");
}
TEST_F(ArmyTextError, ReinforcementEntryOffTheMap) {
  expectRefused("setups.txt", "entry = 0126", "entry = 0126 0128",
                "[reinforcement h1 12] entry: hex 0128 is not on the 34x27 map");
}
TEST_F(ArmyTextError, ReinforcementEntryRun) {
  expectRefused("setups.txt", "entry = 0126", "entry = 3427..1227", "is not a run along a row or a column");
}
TEST_F(ArmyTextError, ReinforcementWhenOccupied) {
  expectRefused("setups.txt", "when_occupied", "when_occupied = push",
                "when_occupied must be unspecified, nearest-free, wait, no-limit, not \"push\"");
}
TEST_F(ArmyTextError, ReinforcementTurn) {
  expectRefused("setups.txt", "[reinforcement h1 12]", "[reinforcement h1 twelve]",
                "[reinforcement h1 twelve] turn: \"twelve\" is not a whole number");
}
TEST_F(ArmyTextError, ReinforcementOfAnUnknownUnit) {
  expectRefused("setups.txt", "| unit | ru-b |", "| unit | ru-z |", "unit \"ru-z\" is not in army.txt");
}
TEST_F(ArmyTextError, TurnsCountFromOne) {
  expectRefused("setups.txt", "dusk =", "dusk = 0", "[turns h1] dusk: turn 0 (turns count from 1)");
}
TEST_F(ArmyTextError, MoraleLevelNotANumber) {
  expectRefused("setups.txt", "| ru |  | 16 |", "| ru |  | 16a |  |",
                "[morale h1] row 1 level: \"16a\" is not a whole number");
}
TEST_F(ArmyTextError, VictoryOfNoSide) {
  expectRefused("setups.txt", "| ru |  | 167 |", "| fr |  | 167 |  |",
                "[victory h1] row 1: side \"fr\" is not a side of army.txt");
}
TEST_F(ArmyTextError, BlockOfNoScenario) {
  expectRefused("setups.txt", "[setup h1]", "[setup h9]", "[setup h9]: scenario \"h9\" is not in scenarios.txt");
}
TEST_F(ArmyTextError, BlockTwice) {
  expectRefused("setups.txt", "[leaders h1]", "[setup h1]", "[setup h1] is given twice");
}
TEST_F(ArmyTextError, UnknownKey) {
  expectRefused("setups.txt", "when_occupied", "when = nearest-free", "unknown key \"when\" in [reinforcement h1 12]");
}

}  // namespace
}  // namespace cartouche
