// The battle's ruleset tables: every chart of the special rules (terrain effects on movement, fire defence, fire
// multipliers, modifier lists, morale checks, morale levels, stacking, dice result tables) as a typed table. A table
// has a kind, which fixes what its columns must be, and columns with a cell type each; cells are kept as their
// canonical text and parsed by the column's type, so a table round-trips exactly through the file and the text
// format while every cell is still checked. Blank cells are "not given" (the chart prints nothing there): they stay
// blank, never a guessed value. Terrain cells name vocabulary codes; a code the vocabulary lacks is a problem the
// check reports, not a load error, so a damaged table can still be opened and fixed. The rules engine asks typed
// questions (movementCost, stepCost, fireDefence, fireMultiplier, lookupRoll). Thread-safety: plain values and pure
// functions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice.h"
#include "problem.h"
#include "status.h"
#include "terrain.h"

namespace cartouche {

// ---- Cell types -------------------------------------------------------------------------------------------------

enum class CellType : uint8_t {
  Text,         // free text: a formation, a condition, a printed result
  Terrain,      // a hex terrain or hexside feature code of the vocabulary: "woods", "stream"
  Integer,      // "12", "-3"
  MoveCost,     // "1", "2", "1/2" (per hex, road march), "+3" (added, hexsides), "P" (prohibited)
  Multiplier,   // "printed" (x1), "x3", "x1/2", "x3/2" ("150%" and "X 3" are read too)
  FireDefence,  // "6", "6/8" (artillery limbered/unlimbered), "n/a" (the chart prints N/A)
  DieRange,     // "11-53" in the table's die (dice.h)
  Modifier,     // a die-roll or value modifier with its sign: "+3", "-2", "0"
  Frequency,    // when a morale check is taken: "every", "even", "odd" (increment lost)
};

// "text", "terrain", "integer", "move-cost", "multiplier", "fire-defence", "die-range", "modifier", "frequency".
std::string_view cellTypeName(CellType type);
Result<CellType> parseCellType(std::string_view name);

struct MoveCost {
  enum class Kind : uint8_t { Cost, Add, Prohibited };
  Kind kind = Kind::Cost;
  int numerator = 1;  // Cost: movement points per hex as a fraction ("1/2" is 1 and 2); Add: points added
  int denominator = 1;
  friend bool operator==(const MoveCost&, const MoveCost&) = default;
};

struct Multiplier {
  int numerator = 1;  // "printed" is 1/1, "x3" 3/1, half 1/2, "150%" 3/2
  int denominator = 1;
  friend bool operator==(const Multiplier&, const Multiplier&) = default;
};

struct FireDefence {
  bool notApplicable = false;       // "n/a": the chart says the case cannot happen
  int value = 0;                    // the defence, or the limbered one when `unlimbered` is set
  std::optional<int> unlimbered;    // "6/8": limbered 6, unlimbered 8
  friend bool operator==(const FireDefence&, const FireDefence&) = default;
};

enum class Frequency : uint8_t { Every, Even, Odd };

// Parsers take a cell's text (trimmed; never blank) and refuse with a message that quotes the text. The format
// functions give the canonical text the file stores: parse(format(x)) == x.
Result<MoveCost> parseMoveCost(std::string_view text);
std::string formatMoveCost(const MoveCost& cost);
Result<Multiplier> parseMultiplier(std::string_view text);
std::string formatMultiplier(const Multiplier& m);
Result<FireDefence> parseFireDefence(std::string_view text);
std::string formatFireDefence(const FireDefence& d);
Result<int> parseModifier(std::string_view text);
std::string formatModifier(int modifier);  // "+3", "-2", "0"
Result<Frequency> parseFrequency(std::string_view text);
std::string_view formatFrequency(Frequency f);

// The canonical text of a cell of `type` (die for DieRange cells): trims blanks, and rewrites accepted spellings to
// the canonical one ("X 3" -> "x3", "Prohibited" -> "P", "+ 3" -> "+3"). A blank cell stays "". Terrain and Text
// cells are only trimmed. Refuses text the type cannot read, quoting it.
Result<std::string> canonicalCell(CellType type, std::optional<DieKind> die, std::string_view text);

// ---- Tables -------------------------------------------------------------------------------------------------------

enum class TableKind : uint8_t {
  Movement,        // terrain | one move-cost column per unit class | [requires: text] | [after: text]
  FireDefence,     // terrain | one fire-defence column per formation
  FireMultiplier,  // formation: text | one multiplier column per nation and troop type
  Modifiers,       // condition: text | one or more modifier columns (attacker, defender, die)
  MoraleCheck,     // nation: text | troops: text | checks: frequency
  MoraleLevels,    // organisation: text | one or more integer columns (levels, per scenario)
  Stacking,        // terrain | limit: text | [increments: integer]
  Dice,            // roll: die-range | one or more text result columns; the roll column covers the die once
  Generic,         // any columns: a chart that fits none of the above, kept typed cell by cell
};

// "movement", "fire-defence", "fire-multiplier", "modifiers", "morale-check", "morale-levels", "stacking", "dice",
// "generic".
std::string_view tableKindName(TableKind kind);
Result<TableKind> parseTableKind(std::string_view name);

struct RuleColumn {
  std::string code;     // stable id in the table: "infantry", "light-infantry", "limbered", "roll"
  std::string heading;  // as printed or as a person reads it: "Lt. Inf.", "Carré"
  CellType type = CellType::Text;
  friend bool operator==(const RuleColumn&, const RuleColumn&) = default;
};

struct RuleTable {
  std::string code;   // unique in the battle, same rules as terrain codes: "movement", "carre-polski-column-3mp"
  std::string title;  // "Terrain effects on movement"
  TableKind kind = TableKind::Generic;
  std::optional<DieKind> die;  // Dice tables, and any table with DieRange columns
  std::vector<RuleColumn> columns;
  std::vector<std::vector<std::string>> rows;  // canonical cell text, one per column; "" is a blank cell
  std::string notes;  // the source: rulebook, section, page or chart, and anything read into it

  int columnIndex(std::string_view columnCode) const;  // -1 when absent
  friend bool operator==(const RuleTable&, const RuleTable&) = default;
};

// Structure checks the file and text loaders apply (a table failing them cannot be stored): a valid unique-in-table
// column code per column, every row exactly one cell per column, every non-blank cell readable by its column's type
// and already canonical, a die for DieRange columns, and the kind's column layout above. Messages name the table,
// the row (from 1) and the column code: `table "movement" row 4 column "cavalry": "5x" is not a movement cost`.
Status checkTableStructure(const RuleTable& table);

// The checks the problems panel and `cartouche validate` show, as Problems with table/row/column set:
//  "table-unknown-terrain"   a terrain cell names a code the vocabulary lacks (error)
//  "table-wrong-terrain-kind" hexside-only cost ("+3") on a hex terrain row, or a hex cost on a hexside row (warning)
//  "table-duplicate-row"     two rows with the same key (terrain, formation, condition...) (error)
//  "dice-gap", "dice-overlap" the roll column leaves die values uncovered or covers some twice (error; one
//                            problem per gap or overlap, message from CoverageIssue::describe)
//  "table-structure"         what checkTableStructure refuses (error), for tables built in memory
void checkRuleTable(const RuleTable& table, const TerrainVocabulary& vocabulary, std::vector<Problem>& out);
// Every table, plus "table-duplicate-code" for two tables with one code.
void checkRuleTables(const std::vector<RuleTable>& tables, const TerrainVocabulary& vocabulary,
                     std::vector<Problem>& out);

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
                          const std::vector<std::string>& hexsideFeatures, std::string_view unitClass,
                          bool roadMarch);

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
