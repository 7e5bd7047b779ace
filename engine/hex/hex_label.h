// Wargame hex labels: "0126" style numbers printed on a board, per-map format. Offset column and row (0-based)
// become label numbers starting at firstColumn / firstRow. Columns may be letters (A..Z, AA..). Thread-safety:
// plain values.
#pragma once

#include <string>

#include "base/status.h"

namespace cartouche {

struct OffsetCoord;

struct LabelFormat {
  int firstColumn = 1;
  int firstRow = 1;
  int columnDigits = 2;  // minimum width; with leadingZeros the parser splits the label at this width
  int rowDigits = 2;
  bool leadingZeros = true;
  bool columnLetters = false;  // "A", "B", ... "Z", "AA" instead of digits
  std::string separator;       // between column and row ("" for XXYY); needed when numbers have no fixed width

  friend bool operator==(const LabelFormat&, const LabelFormat&) = default;

  std::string format(OffsetCoord c) const;
  // REQUIRES: validate() is ok for the map's size.
  Result<OffsetCoord> parse(const std::string& text) const;
  // Every label of a columns x rows map prints and parses back to the same hex.
  Status validate(int columns, int rows) const;
};

std::string columnLettersFor(int index);  // 0 -> "A", 25 -> "Z", 26 -> "AA"

}  // namespace cartouche
