// The battle's ruleset tables as data: every chart of the special rules (terrain effects on movement, fire defence,
// fire multipliers, modifier lists, morale checks, morale levels, stacking, dice result tables) as a typed table. A
// table has a kind, which fixes what its columns must be, and columns with a cell type each; cells are kept as their
// canonical text and parsed by the column's type, so a table round-trips exactly through the file and the text
// format while every cell is still checked. Blank cells are "not given" (the chart prints nothing there): they stay
// blank, never a guessed value. The checks against the terrain vocabulary are in rule_checks.h and the rules engine's
// typed questions in rule_queries.h. Thread-safety: plain values and pure functions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "dice/dice.h"

namespace cartouche {

// ---- Cell types -------------------------------------------------------------------------------------------------

enum class CellType : uint8_t {
  Text,           // free text: a formation, a condition, a printed result
  Terrain,        // a hex terrain or hexside feature code of the vocabulary: "woods", "stream"
  Integer,        // "12", "-3"
  MoveCost,       // "1", "2", "1/2" (per hex, road march), "+3" (added, hexsides), "P" (prohibited)
  Multiplier,     // "printed" (x1), "x3", "x1/2", "x3/2" ("150%" and "X 3" are read too)
  FireDefence,    // "6", "6/8" (artillery limbered/unlimbered), "n/a" (the chart prints N/A)
  DieRange,       // "11-53" in the table's die (dice.h)
  Modifier,       // a die-roll or value modifier with its sign: "+3", "-2", "0"
  Frequency,      // when a morale check is taken: "every", "even", "odd" (increment lost)
  StackingLimit,  // "1 infantry battalion or 1 battery; at most 3 cavalry regiments" (stacking_limit.h)
};

// "text", "terrain", "integer", "move-cost", "multiplier", "fire-defence", "die-range", "modifier", "frequency",
// "stacking-limit".
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
  bool notApplicable = false;     // "n/a": the chart says the case cannot happen
  int value = 0;                  // the defence, or the limbered one when `unlimbered` is set
  std::optional<int> unlimbered;  // "6/8": limbered 6, unlimbered 8
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
  Stacking,        // terrain (or "any") | limit: text | [increments: integer] | [check: stacking-limit] |
                   // [formation: text]; at most one stacking-limit column (rules/stacking.h reads it)
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
// Where a cell is, for messages: `table "movement" row 4 column "cavalry"` (row and column 0-based; -1 leaves it out).
std::string cellLocation(const RuleTable& table, int row, int column);

}  // namespace cartouche
