// Brush shapes (core/brush.h): sizes 1/7/19/37, clipping at the map edge for every orientation and parity, strokes
// along a drag without gaps, and painting only what changes.
#include "edit/brush.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

struct GridCase {
  Orientation orientation;
  ShiftedLines shifted;
};
const GridCase kGrids[] = {{Orientation::PointyTop, ShiftedLines::Odd},
                           {Orientation::PointyTop, ShiftedLines::Even},
                           {Orientation::FlatTop, ShiftedLines::Odd},
                           {Orientation::FlatTop, ShiftedLines::Even}};

// Every map index within `radius` of `centre`, found the slow way.
std::vector<int> bruteForceBrush(const HexMap& m, Hex centre, int radius) {
  std::vector<int> out;
  for (int i = 0; i < m.hexCount(); ++i)
    if (distance(m.hexAt(i), centre) <= radius) out.push_back(i);
  return out;
}

TEST(Brush, FullSizesAreOneSevenNineteenThirtySeven) {
  EXPECT_EQ(brushHexCount(0), 1);
  EXPECT_EQ(brushHexCount(1), 7);
  EXPECT_EQ(brushHexCount(2), 19);
  EXPECT_EQ(brushHexCount(3), 37);
  for (const GridCase& g : kGrids) {
    SmallBattle sb(g.orientation, g.shifted);
    for (int r = 0; r <= kMaxBrushRadius; ++r) {
      std::vector<int> hexes = brushHexes(sb.battle.map, sb.hex(5, 5), r);
      EXPECT_EQ(int(hexes.size()), brushHexCount(r)) << "radius " << r;
      EXPECT_TRUE(std::is_sorted(hexes.begin(), hexes.end()));
    }
  }
}

TEST(Brush, MatchesEveryHexWithinTheRadiusClippedToTheMap) {
  for (const GridCase& g : kGrids) {
    SmallBattle sb(g.orientation, g.shifted);
    const HexMap& m = sb.battle.map;
    // Centres on the map and up to four hexes beyond each edge, where the brush is clipped or empty.
    for (int col = -4; col < m.columns() + 4; ++col)
      for (int row = -4; row < m.rows() + 4; ++row)
        for (int r = 0; r <= kMaxBrushRadius; ++r) {
          Hex c = sb.hex(col, row);
          ASSERT_EQ(brushHexes(m, c, r), bruteForceBrush(m, c, r)) << col << "," << row << " radius " << r;
        }
  }
}

TEST(Brush, CornerBrushesAreSmaller) {
  SmallBattle sb;
  const HexMap& m = sb.battle.map;
  std::vector<int> corner = brushHexes(m, sb.hex(0, 0), 3);
  EXPECT_LT(int(corner.size()), brushHexCount(3));
  EXPECT_FALSE(corner.empty());
  EXPECT_TRUE(brushHexes(m, sb.hex(-5, -5), 3).empty());
  EXPECT_EQ(brushHexes(m, sb.hex(0, 0), 0), std::vector<int>{0});
}

TEST(Brush, StrokeOfRadiusZeroIsTheLineWithNoGaps) {
  SmallBattle sb;
  const HexMap& m = sb.battle.map;
  Hex a = sb.hex(0, 0), b = sb.hex(11, 9);
  std::vector<int> stroke = brushStroke(m, a, b, 0);
  EXPECT_EQ(int(stroke.size()), distance(a, b) + 1);
  // Connected: walking the line, every hex touches the one before.
  std::vector<Hex> line = lineDraw(a, b);
  for (size_t i = 1; i < line.size(); ++i) EXPECT_EQ(distance(line[i - 1], line[i]), 1);
  for (Hex h : line) EXPECT_TRUE(std::binary_search(stroke.begin(), stroke.end(), m.indexOf(h)));
}

TEST(Brush, StrokeIsTheUnionOfDabsAlongTheLine) {
  SmallBattle sb;
  const HexMap& m = sb.battle.map;
  Hex a = sb.hex(1, 2), b = sb.hex(9, 7);
  std::set<int> expected;
  for (Hex h : lineDraw(a, b))
    for (int i : bruteForceBrush(m, h, 2)) expected.insert(i);
  std::vector<int> stroke = brushStroke(m, a, b, 2);
  EXPECT_EQ(stroke, std::vector<int>(expected.begin(), expected.end()));
  // A stroke that does not move is one dab.
  EXPECT_EQ(brushStroke(m, a, a, 2), brushHexes(m, a, 2));
}

TEST(Brush, PaintsOnlyHexesOfAnotherTerrain) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  m.setTerrain(sb.at(5, 5), sb.woods);
  m.setTerrain(sb.at(6, 5), sb.woods);
  std::vector<int> dab = brushHexes(m, sb.hex(5, 5), 1);
  std::vector<int> todo = hexesToPaint(m, dab, sb.woods);
  EXPECT_EQ(todo.size(), dab.size() - 2);
  for (int i : todo) EXPECT_NE(m.terrain(i), sb.woods);
  EXPECT_EQ(hexesToPaint(m, dab, sb.clear), (std::vector<int>{sb.at(5, 5), sb.at(6, 5)}));
}

TEST(Brush, OutlineRunsAroundTheBrush) {
  SmallBattle sb;
  const HexMap& m = sb.battle.map;
  // A single hex has six edges, a flower of seven eighteen: the perimeter of a full brush is 6(2r + 1).
  for (int r = 0; r <= kMaxBrushRadius; ++r) {
    std::vector<HexsideId> outline = outlineHexsides(m, brushHexes(m, sb.hex(5, 5), r));
    EXPECT_EQ(int(outline.size()), 6 * (2 * r + 1)) << "radius " << r;
    std::vector<HexsideId> sorted = outline;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << "an edge listed twice";
    // Every outline edge has exactly one side inside the brush.
    for (HexsideId id : outline)
      EXPECT_NE(distance(id.owner, sb.hex(5, 5)) <= r, distance(id.neighbour(), sb.hex(5, 5)) <= r);
  }
  // At the corner the map edge closes the outline: hex 0 alone still has six edges.
  EXPECT_EQ(outlineHexsides(m, {0}).size(), 6u);
}

}  // namespace
}  // namespace cartouche
