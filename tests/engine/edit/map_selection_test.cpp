#include "edit/map_selection.h"

#include <gtest/gtest.h>

#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

TEST(MapSelection, RectangleInOffsetCoordinates) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    SmallBattle t(o);
    const GridSettings& g = t.battle.map.grid();
    auto sel = rectangleSelection(g, {5, 4}, {2, 1});
    ASSERT_EQ(sel.size(), 16u);
    EXPECT_EQ(sel.front(), t.at(2, 1));
    EXPECT_EQ(sel.back(), t.at(5, 4));
    EXPECT_TRUE(std::is_sorted(sel.begin(), sel.end()));
    // Clipped to the 12x10 map.
    EXPECT_EQ(rectangleSelection(g, {-3, -3}, {1, 0}).size(), 2u);
    EXPECT_EQ(rectangleSelection(g, {-3, -3}, {40, 40}).size(), 120u);
    EXPECT_TRUE(rectangleSelection(g, {20, 20}, {30, 30}).empty());
  }
}

TEST(MapSelection, MagicWandTakesContiguousSameTerrain) {
  SmallBattle t;
  HexMap& m = t.battle.map;
  // A woods patch of three touching hexes and one woods hex far away.
  Hex a = t.hex(3, 3);
  for (Hex h : {a, neighbour(a, 0), neighbour(a, 1)}) m.setTerrain(m.indexOf(h), t.woods);
  m.setTerrain(t.at(9, 8), t.woods);
  auto sel = magicWand(m, a);
  std::vector<int> want{m.indexOf(a), m.indexOf(neighbour(a, 0)), m.indexOf(neighbour(a, 1))};
  std::sort(want.begin(), want.end());
  EXPECT_EQ(sel, want);
  // The clear ground around them is one piece of 120 - 4 hexes.
  EXPECT_EQ(magicWand(m, t.hex(0, 0)).size(), 116u);
  EXPECT_TRUE(magicWand(m, t.hex(-1, 0)).empty());
}

TEST(MapSelection, UnionAndMinus) {
  EXPECT_EQ(selectionUnion({1, 3, 5}, {2, 3, 9}), (std::vector<int>{1, 2, 3, 5, 9}));
  EXPECT_EQ(selectionMinus({1, 3, 5}, {3, 4}), (std::vector<int>{1, 5}));
}

}  // namespace
}  // namespace cartouche
