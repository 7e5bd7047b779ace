#include "hex/grid.h"

namespace cartouche {

// Offset conversions after Red Blob Games. `x & 1` is 1 for odd negative numbers in two's complement, and
// `(x - (x & 1)) / 2` divides an even number, so both stay exact for negative columns and rows.
Hex offsetToHex(OffsetCoord c, Orientation o, ShiftedLines shifted) {
  if (o == Orientation::PointyTop) {
    int q = shifted == ShiftedLines::Odd ? c.col - (c.row - (c.row & 1)) / 2 : c.col - (c.row + (c.row & 1)) / 2;
    return {q, c.row};
  }
  int r = shifted == ShiftedLines::Odd ? c.row - (c.col - (c.col & 1)) / 2 : c.row - (c.col + (c.col & 1)) / 2;
  return {c.col, r};
}

OffsetCoord hexToOffset(Hex h, Orientation o, ShiftedLines shifted) {
  if (o == Orientation::PointyTop) {
    int col = shifted == ShiftedLines::Odd ? h.q + (h.r - (h.r & 1)) / 2 : h.q + (h.r + (h.r & 1)) / 2;
    return {col, h.r};
  }
  int row = shifted == ShiftedLines::Odd ? h.r + (h.q - (h.q & 1)) / 2 : h.r + (h.q + (h.q & 1)) / 2;
  return {h.q, row};
}

bool GridSettings::contains(Hex h) const {
  OffsetCoord c = toOffset(h);
  return c.col >= 0 && c.row >= 0 && c.col < columns && c.row < rows;
}

Result<Hex> GridSettings::parseLabel(const std::string& text) const {
  Result<OffsetCoord> c = labels.parse(text);
  if (!c) return c.status();
  return toHex(*c);
}

Status GridSettings::validate() const {
  if (columns < 1 || rows < 1 || columns > kMaxMapSide || rows > kMaxMapSide)
    return Status::invalidArgument("map size " + std::to_string(columns) + "x" + std::to_string(rows) +
                                   " is outside 1x1 to " + std::to_string(kMaxMapSide) + "x" +
                                   std::to_string(kMaxMapSide));
  if (!(hexSizeMetres > 0.0)) return Status::invalidArgument("hex size must be a positive number of metres");
  return labels.validate(columns, rows);
}

std::string labelRange(const GridSettings& grid, const std::string& between) {
  if (grid.columns <= 0 || grid.rows <= 0) return "(empty map)";
  return grid.labels.format({0, 0}) + between + grid.labels.format({grid.columns - 1, grid.rows - 1});
}

}  // namespace cartouche
