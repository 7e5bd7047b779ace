// The typed questions the rules engine asks the ruleset tables: movement costs, fire defence, fire multipliers and
// which row of a dice table a roll lands in. Thread-safety: pure functions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice/dice.h"
#include "model/rule_table.h"
#include "model/terrain.h"

namespace cartouche {

// A Dice table's roll column and first result column as a DiceTable (for checkCoverage and lookupRoll).
// REQUIRES: table.kind == Dice and checkTableStructure(table) is ok.
DiceTable toDiceTable(const RuleTable& table);
// ---- Typed questions --------------------------------------------------------------------------------------------

// The cell of a Movement table for a terrain code and unit class column: NotFound when the table has no such row or
// column (message names both), and an empty optional when the chart leaves the cell blank.
Result<std::optional<MoveCost>> movementCost(const RuleTable& movement, std::string_view terrain,
                                             std::string_view unitClass);

// Movement points for a unit of `unitClass` to enter a hex of terrain `hexTerrain` across a hexside carrying
// `hexsideFeatures` (codes), by a Movement table:
//  - in road march along a road (a hexside feature drawn as a Path) crossing that hexside, the road row's cost and
//    nothing else (the row's `requires` text is the caller's to enforce);
//  - else the hex row's cost plus the Add of every hexside feature the table lists (a feature it does not list,
//    such as a contour, costs nothing; a road outside road march costs nothing; a Cost on a hexside row counts only
//    as a road's cost in road march);
//  - a bridge or ford on the hexside (a feature whose type needsWater) stands in for the water under it: the
//    water's row is skipped and the crossing's own row applies (a ford's "+5"; a bridge's plain cost adds nothing);
//  - Prohibited anywhere gives Prohibited.
// The result is a MoveCost of Kind Cost (exact fraction) or Prohibited. NotFound names a missing hex row or column
// or a blank cell ("table "movement" gives no cost for "cavalry" in "swamp"").
Result<MoveCost> stepCost(const RuleTable& movement, const TerrainVocabulary& vocabulary, std::string_view hexTerrain,
                          const std::vector<std::string>& hexsideFeatures, std::string_view unitClass, bool roadMarch);

// A FireDefence table's cell for a terrain and formation column; empty when blank.
Result<std::optional<FireDefence>> fireDefence(const RuleTable& table, std::string_view terrain,
                                               std::string_view formation);

// A FireMultiplier table's cell for a formation row and troop column, halved when disordered (the La Bataille
// "Disordered formations fire at half strength"); empty when blank (the troops cannot take that formation).
Result<std::optional<Multiplier>> fireMultiplier(const RuleTable& table, std::string_view formation,
                                                 std::string_view troops, bool disordered);

// The row of a Dice table that a roll falls in, after adding `modifier` the way the die counts (addToRoll): NotFound
// when the modified roll falls in a gap, with the table code and roll in the message.
Result<int> lookupDiceRow(const RuleTable& table, int roll, int modifier = 0);
}  // namespace cartouche
