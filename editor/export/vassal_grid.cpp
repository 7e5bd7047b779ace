#include "vassal_grid.h"

#include <cmath>

namespace cartouche::vassal {

namespace {

constexpr double kSqrt3 = 1.7320508075688772;

int digitsOf(long n) { return int(std::to_string(n < 0 ? -n : n).size()); }

}  // namespace

Result<BoardLayout> boardLayout(const GridSettings& grid, int hexPixels, int maxSide) {
  if (hexPixels < kMinHexPixels || hexPixels > kMaxHexPixels)
    return Status::invalidArgument("hexes of " + std::to_string(hexPixels) + " pixels are outside " +
                                   std::to_string(kMinHexPixels) + " to " + std::to_string(kMaxHexPixels));
  BoardLayout b;
  b.radius = hexPixels / kSqrt3;
  WorldRect bounds = mapBounds(grid);
  const double margin = std::ceil(0.5 * b.radius);
  double w = std::ceil(bounds.width() * b.radius + 2 * margin);
  double h = std::ceil(bounds.height() * b.radius + 2 * margin);
  if (w > maxSide || h > maxSide)
    return Status::invalidArgument("a board of " + std::to_string(grid.columns) + "x" + std::to_string(grid.rows) +
                                   " hexes " + std::to_string(hexPixels) + " pixels across is " +
                                   std::to_string(long(w)) + "x" + std::to_string(long(h)) + " pixels, more than " +
                                   std::to_string(maxSide) + " a side; choose smaller hexes");
  b.width = int(w);
  b.height = int(h);
  // World (0, 0) is offset hex (0, 0)'s centre: put it on a whole pixel, then centre the view to match.
  b.origin = {std::round(margin - bounds.min.x * b.radius), std::round(margin - bounds.min.y * b.radius)};
  b.view.zoom = b.radius;
  b.view.centre = {(0.5 * b.width - b.origin.x) / b.radius, (0.5 * b.height - b.origin.y) / b.radius};
  return b;
}

Point boardPixel(const GridSettings& grid, const BoardLayout& board, Hex hex) {
  return board.view.worldToScreen(hexToPixel(worldLayout(grid), hex), board.width, board.height);
}

Result<HexGridSettings> hexGridSettings(const GridSettings& grid, const BoardLayout& board) {
  const LabelFormat& l = grid.labels;
  if (l.columnLetters && l.firstColumn - 1 + grid.columns - 1 > 26)
    return Status::invalidArgument(
        "grid.column_letters: VASSAL letters the columns after Z as AA, BB, CC..., so the labels of columns past "
        "AA cannot be kept; use numbered columns");
  if (l.separator.empty() && !l.columnLetters) {
    long lastRow = long(l.firstRow) + grid.rows - 1;
    if (digitsOf(lastRow) > l.rowDigits)
      return Status::invalidArgument("grid.row_digits: rows up to " + std::to_string(lastRow) +
                                     " are wider than their " + std::to_string(l.rowDigits) +
                                     " digits and the labels have no separator, so VASSAL would split them "
                                     "wrongly; add a separator or more row digits");
  }
  HexGridSettings s;
  s.sideways = grid.orientation == Orientation::PointyTop;
  s.dx = 1.5 * board.radius;
  s.dy = kSqrt3 * board.radius;
  s.stagger = grid.shifted == ShiftedLines::Even;
  s.sep = l.separator;
  const char columnType = l.columnLetters ? 'A' : 'N';
  const int columnOff = l.columnLetters ? l.firstColumn - 1 : l.firstColumn;
  const int columnLeading = l.leadingZeros && !l.columnLetters ? l.columnDigits - 1 : 0;
  const int rowLeading = l.leadingZeros ? l.rowDigits - 1 : 0;
  if (!s.sideways) {
    // Flat-topped: VASSAL's columns and rows are the map's.
    s.x0 = int(board.origin.x);
    s.y0 = int(board.origin.y);
    s.first = 'H';
    s.hType = columnType, s.hOff = columnOff, s.hLeading = columnLeading;
    s.vType = 'N', s.vOff = l.firstRow, s.vLeading = rowLeading;
  } else {
    // Pointy-topped: VASSAL's columns run down the board (the map's rows) and its rows across (the map's
    // columns), so the label prints VASSAL's row first.
    s.x0 = int(board.origin.y);
    s.y0 = int(board.origin.x);
    s.first = 'V';
    s.vType = columnType, s.vOff = columnOff, s.vLeading = columnLeading;
    s.hType = 'N', s.hOff = l.firstRow, s.hLeading = rowLeading;
  }
  return s;
}

PixelPoint vassalCentre(const HexGridSettings& s, OffsetCoord c) {
  // HexGridNumbering.getCenterPoint(col, row), not descending.
  int col = s.sideways ? c.row : c.col;
  int row = s.sideways ? c.col : c.row;
  if (s.stagger && col % 2 != 0) --row;
  int x = int(col * s.dx) + s.x0;
  int y = col % 2 == 0 ? int(row * s.dy) : int(row * s.dy + s.dy / 2);
  y += s.y0;
  return s.sideways ? PixelPoint{y, x} : PixelPoint{x, y};
}

}  // namespace cartouche::vassal
