// The board's hex grid as VASSAL reads it: for grids of every orientation, shift and label format, the point
// VASSAL's HexGridNumbering gives each label lies within a pixel of where the renderer's view draws that hex, and
// VASSAL names the hex at that pixel with the battle's own label. The grid goes through buildFile.xml and back.
#include "export/vassal_grid.h"

#include <gtest/gtest.h>

#include <cmath>

#include "export/vassal_build_file.h"
#include "vassal_reader.h"

namespace cartouche::vassal {
namespace {

struct Case {
  const char* name;
  Orientation orientation;
  ShiftedLines shifted;
  int columns, rows;
  LabelFormat labels;
};

LabelFormat xxyy() { return LabelFormat{}; }
LabelFormat format(int firstColumn, int firstRow, int cd, int rd, bool zeros, bool letters, std::string sep) {
  LabelFormat l;
  l.firstColumn = firstColumn;
  l.firstRow = firstRow;
  l.columnDigits = cd;
  l.rowDigits = rd;
  l.leadingZeros = zeros;
  l.columnLetters = letters;
  l.separator = sep;
  return l;
}

const Case kCases[] = {
    {"pointy odd XXYY", Orientation::PointyTop, ShiftedLines::Odd, 9, 8, xxyy()},
    {"pointy even XXYY", Orientation::PointyTop, ShiftedLines::Even, 9, 8, xxyy()},
    {"flat odd XXYY", Orientation::FlatTop, ShiftedLines::Odd, 9, 8, xxyy()},
    {"flat even XXYY", Orientation::FlatTop, ShiftedLines::Even, 9, 8, xxyy()},
    {"pointy from 0000", Orientation::PointyTop, ShiftedLines::Odd, 7, 7, format(0, 0, 2, 2, true, false, "")},
    {"flat from 05.10, no zeros", Orientation::FlatTop, ShiftedLines::Even, 7, 6,
     format(5, 10, 1, 1, false, false, ".")},
    {"flat letters A1", Orientation::FlatTop, ShiftedLines::Odd, 27, 12, format(1, 1, 1, 1, false, true, "")},
    {"pointy letters C:003", Orientation::PointyTop, ShiftedLines::Even, 8, 5, format(3, 1, 1, 3, true, true, ":")},
    {"pointy three-digit rows", Orientation::PointyTop, ShiftedLines::Odd, 6, 120, format(1, 1, 2, 3, true, false, "")},
};

GridSettings gridOf(const Case& c) {
  GridSettings g;
  g.orientation = c.orientation;
  g.shifted = c.shifted;
  g.columns = c.columns;
  g.rows = c.rows;
  g.labels = c.labels;
  return g;
}

// The HexGrid element as buildFile.xml holds it, parsed back.
test::vassal::Grid readBack(const HexGridSettings& s) {
  ModuleDescription m;
  m.name = "t";
  m.boardImage = "board.png";
  m.grid = s;
  std::string error;
  auto root = test::vassal::parseXml(buildFileXml(m), error);
  EXPECT_TRUE(root) << error;
  auto grids = root->findAll("VASSAL.build.module.map.boardPicker.board.HexGrid");
  EXPECT_EQ(grids.size(), 1u);
  return test::vassal::Grid(*grids.front());
}

TEST(VassalGrid, EveryLabelLandsOnItsRenderedHexAndReadsBack) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.name);
    GridSettings g = gridOf(c);
    ASSERT_TRUE(g.validate()) << g.validate().message();
    for (int hexPixels : {24, 84, 131}) {
      SCOPED_TRACE(hexPixels);
      Result<BoardLayout> board = boardLayout(g, hexPixels, 16384);
      ASSERT_TRUE(board) << board.status().message();
      Result<HexGridSettings> settings = hexGridSettings(g, *board);
      ASSERT_TRUE(settings) << settings.status().message();
      test::vassal::Grid vassal = readBack(*settings);
      int checked = 0;
      for (int row = 0; row < g.rows; ++row)
        for (int col = 0; col < g.columns; ++col) {
          OffsetCoord o{col, row};
          Hex h = g.toHex(o);
          std::string label = g.label(h);
          Point drawn = boardPixel(g, *board, h);
          ASSERT_GE(drawn.x, 0);
          ASSERT_LT(drawn.x, board->width);
          ASSERT_GE(drawn.y, 0);
          ASSERT_LT(drawn.y, board->height);
          auto at = vassal.location(label);
          ASSERT_TRUE(at) << "VASSAL cannot parse " << label;
          EXPECT_LE(std::abs(at->first - drawn.x), 1.0) << label;
          EXPECT_LE(std::abs(at->second - drawn.y), 1.0) << label;
          EXPECT_EQ(vassal.locationName(int(std::lround(drawn.x)), int(std::lround(drawn.y))), label);
          EXPECT_EQ(vassal.locationName(at->first, at->second), label);
          PixelPoint mine = vassalCentre(*settings, o);
          EXPECT_EQ(mine.x, at->first) << label;
          EXPECT_EQ(mine.y, at->second) << label;
          ++checked;
        }
      EXPECT_EQ(checked, g.columns * g.rows);
    }
  }
}

TEST(VassalGrid, OriginSitsOnTheFirstHexAndSidewaysSwapsIt) {
  GridSettings g = gridOf(kCases[0]);
  BoardLayout board = *boardLayout(g, 84, 16384);
  HexGridSettings s = *hexGridSettings(g, board);
  EXPECT_TRUE(s.sideways);
  EXPECT_EQ(s.first, 'V');
  Point first = boardPixel(g, board, g.toHex({0, 0}));
  EXPECT_NEAR(first.x, std::round(first.x), 1e-6);
  EXPECT_NEAR(first.y, std::round(first.y), 1e-6);
  EXPECT_EQ(s.x0, std::lround(first.y));
  EXPECT_EQ(s.y0, std::lround(first.x));
  EXPECT_NEAR(s.dy, 84.0, 1e-9);
  EXPECT_NEAR(s.dx, 84.0 * std::sqrt(3.0) / 2, 1e-9);
}

TEST(VassalGrid, RefusesLabelsVassalCannotPrint) {
  GridSettings letters = gridOf(kCases[6]);
  letters.columns = 28;  // AB: VASSAL would print BB
  Result<HexGridSettings> s = hexGridSettings(letters, *boardLayout(letters, 40, 16384));
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find("grid.column_letters"), std::string::npos) << s.status().message();

  GridSettings wide = gridOf(kCases[0]);
  wide.rows = 100;  // row 100 in two digits, no separator
  s = hexGridSettings(wide, *boardLayout(wide, 40, 16384));
  ASSERT_FALSE(s);
  EXPECT_NE(s.status().message().find("grid.row_digits"), std::string::npos) << s.status().message();
}

TEST(VassalGrid, RefusesABoardLargerThanAnImageMayBe) {
  GridSettings g = gridOf(kCases[0]);
  g.columns = 1000;
  g.rows = 1000;
  Result<BoardLayout> b = boardLayout(g, 84, 16384);
  ASSERT_FALSE(b);
  EXPECT_NE(b.status().message().find("choose smaller hexes"), std::string::npos);
  EXPECT_FALSE(boardLayout(gridOf(kCases[0]), 10, 16384));
}

}  // namespace
}  // namespace cartouche::vassal
