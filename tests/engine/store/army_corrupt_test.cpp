// One broken fixture per kind of bad army or set-up row, each made from a good file (the sample battle with the test
// army, support/army_builder.h) and each asserting its own message: file, SQL table, row, the thing's code and the
// field. Every fixture is tried through readBattleFile and WorkingCopy::open; neither may change a byte of it or
// leave a working copy.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "store/battle_file.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

using test::execSql;

struct Fixture {
  const char* name;
  std::string sql;      // breaks the good file
  std::string message;  // a part of the error that pins this failure mode
};

// Units by id: 1 pl-1-2pp, 2 pl-2-2pp, 3 pl-kos-1 (three loss steps), 4 pl-kos-2, 5 pl-art, 6 ru-jeg-1, 7 ru-jeg-2,
// 8 ru-cav. Nodes: 1 pl-army, 2 pl-div-1, 3 pl-2pp, 4 pl-kos, 5 ru-army, 6 ru-corps. Scenarios: 1 historical,
// 2 historical-2, 3 hypothetical; set-up row ids are scenario_id * 2^24 + 1, 2, ...
const std::vector<Fixture>& fixtures() {
  static const std::vector<Fixture> all = {
      {"TroopTypeBadArm", "UPDATE battle_troop_types SET arm = 'navy' WHERE id = 2",
       "battle_troop_types row 2 (troop type \"kosynierzy\"): arm: 'navy' is not one of infantry"},
      {"TroopTypeBadCode", "UPDATE battle_troop_types SET code = 'line infantry' WHERE id = 1",
       "battle_troop_types row 1: code: \"line infantry\" may use only ASCII letters, digits, _, - and ."},
      {"FieldBadKind", "UPDATE battle_value_fields SET kind = 'real' WHERE id = 1",
       "battle_value_fields row 1 (field \"morale\"): kind: 'real' is not one of integer, text"},
      {"FormationBadFacingRule", "UPDATE battle_formations SET facing = 'diagonal' WHERE id = 1",
       "battle_formations row 1 (formation \"column\"): facing: 'diagonal' is not one of hexside"},
      {"FormationConflictUnknown", "UPDATE battle_formation_conflicts SET conflict = 'wedge' WHERE formation_id = 1",
       "battle_formation_conflicts row 1 (formation \"column\"): conflict: \"wedge\" is not a formation of the battle"},
      {"SideBadColour", "UPDATE battle_sides SET colour = 'red' WHERE id = 1",
       "battle_sides row 1 (side \"pl\"): colour"},
      {"SideIdGap", "UPDATE battle_sides SET id = 5 WHERE id = 2",
       "battle_sides row 5: id: ids are positions 1, 2, 3... without gaps; expected 2"},
      {"NodeParentMissing", "UPDATE battle_oob_nodes SET parent = 'pl-ghost' WHERE code = 'pl-2pp'",
       "battle_oob_nodes row 3 (node \"pl-2pp\"): parent: \"pl-ghost\" is not a node of the battle"},
      {"NodeParentLoops", "UPDATE battle_oob_nodes SET parent = 'pl-2pp' WHERE code = 'pl-army'",
       "battle_oob_nodes row 1 (node \"pl-army\"): parent: the chain of parents from \"pl-2pp\" loops back to it"},
      {"NodeParentComesAfter", "UPDATE battle_oob_nodes SET parent = 'pl-kos' WHERE code = 'pl-div-1'",
       "battle_oob_nodes row 2 (node \"pl-div-1\"): parent: \"pl-kos\" comes after the node; parents come first"},
      {"NodeSideDiffersFromParent", "UPDATE battle_oob_nodes SET side = 'ru' WHERE code = 'pl-kos'",
       "battle_oob_nodes row 4 (node \"pl-kos\"): side: \"ru\" differs from the parent's side \"pl\""},
      {"NodeUnknownSide", "UPDATE battle_oob_nodes SET side = 'at' WHERE code = 'pl-army'",
       "battle_oob_nodes row 1 (node \"pl-army\"): side: \"at\" is not a side of the battle"},
      {"UnitMissingNode", "UPDATE battle_units SET node = 'pl-9pp' WHERE id = 2",
       "battle_units row 2 (unit \"pl-2-2pp\"): node: \"pl-9pp\" is not a node of the battle"},
      {"UnitUnknownTroopType", "UPDATE battle_units SET troop_type = 'hussars' WHERE id = 8",
       "battle_units row 8 (unit \"ru-cav\"): troop_type: \"hussars\" is not a troop type of the battle"},
      {"UnitNegativeCounters", "UPDATE battle_units SET counters = -1 WHERE id = 3",
       "battle_units row 3 (unit \"pl-kos-1\"): counters: -1 is outside 0..100000"},
      {"ValueForUnknownField", "UPDATE battle_unit_values SET field = 'elan' WHERE id = 1",
       "battle_unit_values row 1 (unit \"pl-1-2pp\"): field: \"elan\" is not a value field of the battle"},
      {"ValueNotAWholeNumber", "UPDATE battle_unit_values SET value = '04' WHERE id = 1",
       "battle_unit_values row 1 (unit \"pl-1-2pp\"): value: morale: \"04\" is not a whole number"},
      {"ValueEmpty", "UPDATE battle_unit_values SET value = '' WHERE id = 2",
       "battle_unit_values row 2 (unit \"pl-1-2pp\"): value: strength: an empty value (an unknown value has no row)"},
      {"ValueOfMissingStep", "UPDATE battle_unit_values SET step = 7 WHERE unit_id = 3 AND step = 1",
       "battle_unit_values row 7 (unit \"pl-kos-1\"): step: 7 is outside 0..3"},
      {"LossStepGap", "UPDATE battle_loss_steps SET position = 5 WHERE unit_id = 3 AND position = 3",
       "battle_loss_steps row 3 (unit \"pl-kos-1\"): position: positions run 1, 2, 3... without gaps; expected 3"},
      {"LeaderUnknownSide", "UPDATE battle_leaders SET side = 'se' WHERE id = 3",
       "battle_leaders row 3 (leader \"tormasov\"): side: \"se\" is not a side of the battle"},
      {"LeaderCommandsMissingNode", "UPDATE battle_leader_commands SET node = 'pl-div-9' WHERE id = 2",
       "battle_leader_commands row 2 (leader \"zajaczek\"): node: \"pl-div-9\" is not a node of the battle"},
      {"LeaderValueUnknownField", "UPDATE battle_leader_values SET field = 'charisma'",
       "battle_leader_values row 1 (leader \"kosciuszko\"): field: \"charisma\" is not a value field"},
      {"FacingThirteen", "UPDATE battle_placements SET facing = 13 WHERE scenario_id = 1 AND unit = 'pl-art'",
       "battle_placements row 16777221 (scenario \"historical\"): facing: 13 is outside 0..11"},
      {"PlacementOfMissingUnit",
       "UPDATE battle_placements SET unit = 'pl-ghost' WHERE scenario_id = 3 AND unit = 'ru-cav'",
       "battle_placements row 50331649 (scenario \"hypothetical\"): unit: \"pl-ghost\" is not a unit of the battle"},
      {"PlacementTwice", "UPDATE battle_placements SET unit = 'pl-1-2pp' WHERE scenario_id = 1 AND unit = 'pl-2-2pp'",
       "battle_placements row 16777218 (scenario \"historical\"): unit: \"pl-1-2pp\" is placed twice in the scenario"},
      {"PlacementOfMissingScenario", "UPDATE battle_placements SET scenario_id = 9 WHERE scenario_id = 3",
       "battle_placements row 50331649: scenario_id: 9 is outside 1..3"},
      {"PlacementHexHalfGiven", "UPDATE battle_placements SET r = NULL WHERE scenario_id = 1 AND unit = 'pl-art'",
       "battle_placements row 16777221 (scenario \"historical\"): r: missing while q is given; a hex needs both"},
      {"PlacementSecondWithoutFirst",
       "UPDATE battle_placements SET second_q = 1, second_r = 1 WHERE scenario_id = 1 AND unit = 'pl-kos-2'",
       "battle_placements row 16777220 (scenario \"historical\"): second_q: a second hex without a first"},
      {"PlacementUnknownFormation",
       "UPDATE battle_placements SET formation = 'wedge' WHERE scenario_id = 1 AND unit = 'pl-1-2pp'",
       "(scenario \"historical\"): formation: \"wedge\" is not a formation of the battle"},
      {"PlacementPositionGap", "UPDATE battle_placements SET position = 9 WHERE scenario_id = 3 AND position = 2",
       "(scenario \"hypothetical\"): position: positions run 1, 2, 3... without gaps; expected 2, found 9"},
      {"LeaderPlacementBadAt", "UPDATE battle_leader_placements SET at = 'nowhere' WHERE scenario_id = 2",
       "battle_leader_placements row 33554433 (scenario \"historical-2\"): at: 'nowhere' is not one of hex"},
      {"LeaderOnMissingUnit", "UPDATE battle_leader_placements SET unit = 'pl-kos-9' WHERE leader = 'kosciuszko'",
       "(scenario \"historical\"): unit: \"pl-kos-9\" is not a unit of the battle"},
      {"LeaderPlacementOfMissingLeader", "UPDATE battle_leader_placements SET leader = 'suvorov' WHERE at = 'hex'",
       "(scenario \"historical\"): leader: \"suvorov\" is not a leader of the battle"},
      {"RemovedUnknown", "UPDATE battle_removed SET code = 'pl-ghost' WHERE position = 1",
       "battle_removed row 33554433 (scenario \"historical-2\"): code: \"pl-ghost\" is not a unit or leader"},
      {"ReinforcementBadWhenOccupied", "UPDATE battle_reinforcements SET when_occupied = 'push' WHERE scenario_id = 1",
       "battle_reinforcements row 16777217 (scenario \"historical\"): when_occupied: 'push' is not one of"},
      {"ReinforcementTurnZero", "UPDATE battle_reinforcements SET turn = 0 WHERE scenario_id = 1",
       "(scenario \"historical\"): turn: 0 is outside 1..100000"},
      {"ReinforcementMemberMissing",
       "UPDATE battle_reinforcement_members SET code = 'ru-ghost' WHERE scenario_id = 1 AND kind = 'unit'",
       "battle_reinforcement_members row 16777217 (scenario \"historical\"): code: \"ru-ghost\" is not a unit"},
      {"ReinforcementMemberOfNoReinforcement",
       "UPDATE battle_reinforcement_members SET reinforcement = 4 WHERE scenario_id = 1",
       "(scenario \"historical\"): reinforcement: 4 is outside 1..1"},
      {"ReinforcementEntryNotAnInteger", "UPDATE battle_reinforcement_entries SET q = 'x' WHERE scenario_id = 2",
       "(scenario \"historical-2\"): q: text where an integer is expected"},
      {"TurnTrackBadKind", "UPDATE battle_turn_track SET kind = 'dawn' WHERE kind = 'dusk'",
       "battle_turn_track row 16777217 (scenario \"historical\"): kind: 'dawn' is not one of dusk, night, note"},
      {"TurnTrackDuskWithNote", "UPDATE battle_turn_track SET note = 'x' WHERE kind = 'night'",
       "(scenario \"historical\"): note: dusk and night rows carry no note"},
      {"MoraleUnknownSide", "UPDATE battle_morale_levels SET side = 'fr' WHERE position = 1",
       "battle_morale_levels row 16777217 (scenario \"historical\"): side: \"fr\" is not a side of the battle"},
      {"MoraleUnknownNode", "UPDATE battle_morale_levels SET node = 'ru-9' WHERE position = 2",
       "(scenario \"historical\"): node: \"ru-9\" is not a node of the battle"},
      {"VictoryPointsMissing", "UPDATE battle_victory SET points = NULL WHERE kind = 'points' AND side = 'ru'",
       "(scenario \"historical\"): points: missing"},
      {"VictoryBadKind", "UPDATE battle_victory SET kind = 'draw' WHERE kind = 'note' AND scenario_id = 3",
       "battle_victory row 50331649 (scenario \"hypothetical\"): kind: 'draw' is not one of points, objective, note"},
      {"ScenarioIdGap", "UPDATE battle_scenarios SET id = 7 WHERE id = 3",
       "battle_scenarios row 7: id: scenario ids are positions 1, 2, 3... without gaps; expected 3"},
  };
  return all;
}

class BrokenArmy : public ::testing::TestWithParam<size_t> {};

TEST_P(BrokenArmy, IsRefusedNamingTableRowAndFieldAndLeftUntouched) {
  const Fixture& f = fixtures()[GetParam()];
  test::ScratchDir dir;
  std::string path = dir.path(std::string(f.name) + ".gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(20, 16, false), path));
  execSql(path, f.sql);
  std::string before = test::fileBytes(path);

  auto read = readBattleFile(path);
  ASSERT_FALSE(read) << f.name << " was accepted";
  EXPECT_EQ(read.status().code(), Status::Code::Corrupt) << read.status().message();
  EXPECT_NE(read.status().message().find(path + ": "), std::string::npos) << read.status().message();
  EXPECT_NE(read.status().message().find(f.message), std::string::npos) << read.status().message();

  auto wc = WorkingCopy::open(path);
  ASSERT_FALSE(wc) << f.name << " was accepted by the working copy";
  EXPECT_NE(wc.status().message().find(f.message), std::string::npos) << wc.status().message();

  EXPECT_EQ(test::fileBytes(path), before) << "the file changed";
  std::error_code ec;
  size_t left = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path("state/working"), ec)) {
    (void)e;
    ++left;
  }
  EXPECT_EQ(left, 0u) << "the failed open left a working copy behind";
}

INSTANTIATE_TEST_SUITE_P(Fixtures, BrokenArmy, ::testing::Range<size_t>(0, fixtures().size()),
                         [](const ::testing::TestParamInfo<size_t>& info) { return fixtures()[info.param].name; });

}  // namespace
}  // namespace cartouche
