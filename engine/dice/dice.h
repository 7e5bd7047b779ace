// Dice: the die kinds the rulebooks roll, their die spaces, La Bataille's base-six roll arithmetic, die ranges
// ("11-53", "0-4", "10+") and result tables keyed by those ranges, with a coverage check that proves a table
// covers its die space exactly once. Die values are the printed numbers (43, not an index). Thread-safety: plain
// values and pure functions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace cartouche {

enum class DieKind {
  TwoDiceBase6,  // two d6 read as tens and ones: 11..66, each digit 1..6, 36 values
  D10,           // one ten-sided die: 0..9 ("0" is 0, not 10)
  TwoD6Sum,      // two d6 added: 2..12
  D6,            // one six-sided die: 1..6 (La Bataille's cavalry recall and artillery limber rolls)
};

// The code a file stores for a die: "two_dice_base6", "d10", "2d6_sum", "d6" (schemas/dice-tables.md).
std::string_view dieKindCode(DieKind kind);
// Every die kind, in enum order.
const std::vector<DieKind>& allDieKinds();
// A code back to its die; refuses any other word, listing the codes.
Result<DieKind> parseDieKindCode(std::string_view code);

// "two dice 11-66", "d10 0-9", "2d6 2-12", "d6 1-6": for messages.
std::string dieKindName(DieKind kind);

// Every value of the die space in ascending order (36 for TwoDiceBase6, 10 for D10, 11 for TwoD6Sum, 6 for D6).
std::vector<int> dieSpace(DieKind kind);
int dieSpaceSize(DieKind kind);
int minRoll(DieKind kind);
int maxRoll(DieKind kind);
bool isValidRoll(DieKind kind, int value);

// Position of a valid roll in the die space (11 -> 0, 16 -> 5, 21 -> 6, 66 -> 35) and back.
// REQUIRES: isValidRoll(kind, value); 0 <= index < dieSpaceSize(kind).
int rollIndex(DieKind kind, int value);
int rollAt(DieKind kind, int index);

// A roll plus a modifier (negative to subtract), counted in steps through the die space, as La Bataille reads it:
// 43 + 4 is 51. A result past either end reads as the end (below 11 is 11, above 66 is 66).
// REQUIRES: isValidRoll(kind, roll).
int addToRoll(DieKind kind, int roll, int modifier);

// "43" -> 43; "17", "70", "x" are refused with a message naming the die and the bad text.
Result<int> parseRoll(DieKind kind, std::string_view text);
std::string formatRoll(DieKind kind, int value);

// An inclusive range of die values, both ends valid rolls, first <= last in die-space order.
struct DieRange {
  int first = 0;
  int last = 0;
  friend bool operator==(const DieRange&, const DieRange&) = default;
};

// "11-53", "25", "0-4", "12", and "10+" (from the value to the top of the die space, as 2d6 tables print it).
// Whitespace around the numbers and an en dash are accepted; reversed or out-of-space ends are refused.
Result<DieRange> parseDieRange(DieKind kind, std::string_view text);
// "11-53", or "25" for a single value.
std::string formatDieRange(DieKind kind, DieRange range);

struct DiceTableRow {
  DieRange range;
  std::string result;  // the printed result, kept as text until the rules engine types it
};

struct DiceTable {
  DieKind kind = DieKind::TwoDiceBase6;
  std::vector<DiceTableRow> rows;
  std::string notes;  // where the table comes from: rulebook, section, sub-table
};

// One defect of a table's coverage. Rows are numbered from 1 as a user counts them.
struct CoverageIssue {
  enum class Kind { Gap, Overlap };
  Kind kind = Kind::Gap;
  DieRange range;
  std::vector<int> rows;  // the overlapping rows; empty for a gap
  // "gap 54-55", "overlap 61-62 (rows 3 and 4)"
  std::string describe(DieKind die) const;
  friend bool operator==(const CoverageIssue&, const CoverageIssue&) = default;
};

// The gaps and overlaps of the table over its die space, in die order; empty when every value is covered once.
// REQUIRES: every row's range is valid for table.kind.
std::vector<CoverageIssue> checkCoverage(const DiceTable& table);

// The row whose range holds the roll, or NotFound when the roll falls in a gap.
// REQUIRES: isValidRoll(table.kind, roll).
Result<const DiceTableRow*> lookupRoll(const DiceTable& table, int roll);

}  // namespace cartouche
