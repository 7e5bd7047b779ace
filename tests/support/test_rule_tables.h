// Ruleset tables built in code for the tests of the tables, their checks, their questions and their command: a
// movement chart shaped like La Bataille de Raszyn's and La Bataille d'Heilsberg's Carre dice table as printed.
#pragma once

#include <gtest/gtest.h>

#include "model/rule_table.h"
#include "support/test_battle.h"

namespace cartouche::testing {

inline RuleTable movementTable() {
  // Shaped like La Bataille de Raszyn 1809, TERRAIN EFFECTS / MOVEMENT: woods 2 Inf / 5 Cav / Art prohibited, stream
  // Inf +3 / Cav +5 / Art +4, road 1/2 in road order, ford +5 / +10 / +6.
  RuleTable t;
  t.code = "movement";
  t.title = "Terrain effects on movement";
  t.kind = TableKind::Movement;
  t.columns = {{"terrain", "Terrain", CellType::Terrain},
               {"infantry", "Inf", CellType::MoveCost},
               {"cavalry", "Cav", CellType::MoveCost},
               {"artillery", "Art", CellType::MoveCost},
               {"requires", "Requires", CellType::Text}};
  t.rows = {{"clear", "1", "1", "1", ""},
            {"woods", "2", "5", "P", ""},
            {"village", "3", "3", "", ""},
            {"stream", "+3", "+5", "+4", ""},
            {"ford", "+5", "+10", "+6", ""},
            {"bridge", "1", "1", "1", "road order"},
            {"road", "1/2", "1/2", "1/2", "road order"}};
  return t;
}

inline void addFord(SmallBattle& s) {
  TerrainType ford = sideType("ford", HexsideClass::Crossing, DrawStyle::Mark);
  ford.needsWater = true;
  ASSERT_TRUE(s.battle.vocabulary.add(ford));
}

// La Bataille d'Heilsberg 1807, Carre realization table, Prussians, "When forming from Column", 2 Movement Points:
// 11-33 / 34-51 / 52-65 as printed. The checker must find the gap at 66.
inline RuleTable heilsbergPrussianColumn2Mp() {
  RuleTable t;
  t.code = "carre-prussian-column-2mp";
  t.kind = TableKind::Dice;
  t.die = DieKind::TwoDiceBase6;
  t.columns = {{"roll", "Roll", CellType::DieRange}, {"result", "Result", CellType::Text}};
  t.rows = {{"11-33", "Carre"}, {"34-51", "Disorder"}, {"52-65", "Rout"}};
  t.notes = "La Bataille d'Heilsberg 1807, Special Rules: Carre Realization Table, Prussians, from Column, 2 MP";
  return t;
}

}  // namespace cartouche::testing
