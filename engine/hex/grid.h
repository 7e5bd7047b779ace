// Grid settings of one map and the offset (column, row) coordinates used at its edges. A map is a rectangle of
// `columns` x `rows` hexes in offset coordinates, (0, 0) at the top-left; inside the engine hexes are axial.
// Thread-safety: plain values.
#pragma once

#include <string>

#include "base/status.h"
#include "hex/hex.h"
#include "hex/hex_label.h"

namespace cartouche {

// Which lines are pushed half a hex: columns for flat-topped maps (pushed down), rows for pointy-topped maps
// (pushed right). Odd/Even count 0-based offset indices, as in Red Blob's "odd-r"/"even-q": on a map whose labels
// start at row 1, label rows 02, 04, ... are the odd 0-based rows.
enum class ShiftedLines : uint8_t { Odd, Even };

struct OffsetCoord {
  int col = 0;
  int row = 0;
  friend bool operator==(OffsetCoord a, OffsetCoord b) { return a.col == b.col && a.row == b.row; }
};

Hex offsetToHex(OffsetCoord c, Orientation o, ShiftedLines shifted);
OffsetCoord hexToOffset(Hex h, Orientation o, ShiftedLines shifted);

struct GridSettings {
  Orientation orientation = Orientation::PointyTop;
  ShiftedLines shifted = ShiftedLines::Odd;
  int columns = 34;
  int rows = 27;
  LabelFormat labels;
  // Distance across a hex between opposite sides, on the ground. 100 m is the La Bataille and Raclawice scale.
  double hexSizeMetres = 100.0;

  friend bool operator==(const GridSettings&, const GridSettings&) = default;

  Hex toHex(OffsetCoord c) const { return offsetToHex(c, orientation, shifted); }
  OffsetCoord toOffset(Hex h) const { return hexToOffset(h, orientation, shifted); }
  bool contains(Hex h) const;
  int hexCount() const { return columns * rows; }

  std::string label(Hex h) const { return labels.format(toOffset(h)); }
  Result<Hex> parseLabel(const std::string& text) const;

  // Sizes in range, and labels that print every hex of the map unambiguously.
  Status validate() const;
};

// The first and last labels of the map, `between` them: "0101-3427", or "(empty map)".
std::string labelRange(const GridSettings& grid, const std::string& between = "-");

// Largest map side the engine accepts (a 1000x1000-hex campaign map is well inside).
constexpr int kMaxMapSide = 4096;

}  // namespace cartouche
