// Units as a spreadsheet (CSV, RFC 4180, UTF-8): designers keep their orders of battle in spreadsheets, so the
// units go out to one and come back from it. One header row, then one row per unit: code, node, side, name, short
// name, troop type, one column per value field (headed by the field's code; an empty cell is an unknown value,
// never 0), counters, notes, source. Loss steps and leaders stay in the battle. Thread-safety: functions of their
// arguments.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "model/army.h"

namespace cartouche {

// The header cells in the order writeUnitsCsv writes them.
std::vector<std::string> unitsCsvHeader(const ArmyVocabulary& vocabulary);

// Every unit of `army` in display order; CRLF line ends, cells quoted only when they hold a comma, a quote or a line
// break (RFC 4180). No BOM.
std::string writeUnitsCsv(const ArmyVocabulary& vocabulary, const Army& army);

// Reads `text` (the content of `fileName`) and returns `army` with its rows applied: a row whose code the army has
// replaces that unit's columns that the file has (its loss steps and the values of fields without a column stay),
// a new code is added after the army's units in file order. The header row is required; columns may come in any
// order, and only code, node and name are required. A UTF-8 BOM is skipped. Refused, naming the file, the line and
// the column (and nothing applied): a header cell that is no column, a repeated or missing required column, a row
// with too few or too many cells, text that is not UTF-8 or a quote left open, a bad or repeated code, a node or
// troop type the battle lacks, a side that is not the node's, an empty name, a value the field's kind cannot hold,
// counters that are not a whole number from 0.
Result<Army> importUnitsCsv(std::string_view text, const std::string& fileName, const ArmyVocabulary& vocabulary,
                            const Army& army);

}  // namespace cartouche
