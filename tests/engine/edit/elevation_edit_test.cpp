// Elevation edits as values (core/elevation_edit.h): raise and lower within the stored range, set level and
// flatten listing only the hexes that change, and the slope override cycle.
#include "edit/elevation_edit.h"

#include <gtest/gtest.h>

#include <limits>

#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

TEST(ElevationEdit, RaiseAndLowerMoveEachHexByDelta) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  m.setLevel(sb.at(1, 1), 3);
  std::vector<int> hexes{sb.at(1, 1), sb.at(2, 1)};
  EXPECT_EQ(shiftedLevels(m, hexes, +1), (LevelValues{{sb.at(1, 1), 4}, {sb.at(2, 1), 1}}));
  EXPECT_EQ(shiftedLevels(m, hexes, -2), (LevelValues{{sb.at(1, 1), 1}, {sb.at(2, 1), -2}}));
  EXPECT_TRUE(shiftedLevels(m, hexes, 0).empty());
}

TEST(ElevationEdit, LevelsStopAtTheStoredRange) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  m.setLevel(sb.at(0, 0), std::numeric_limits<int16_t>::max());
  m.setLevel(sb.at(1, 0), std::numeric_limits<int16_t>::min());
  std::vector<int> hexes{sb.at(0, 0), sb.at(1, 0)};
  EXPECT_EQ(shiftedLevels(m, hexes, +1), (LevelValues{{sb.at(1, 0), std::numeric_limits<int16_t>::min() + 1}}));
  EXPECT_EQ(shiftedLevels(m, hexes, -1), (LevelValues{{sb.at(0, 0), std::numeric_limits<int16_t>::max() - 1}}));
}

TEST(ElevationEdit, LevellingLeavesOutHexesAlreadyThere) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  m.setLevel(sb.at(3, 3), 2);
  m.setLevel(sb.at(4, 3), 5);
  std::vector<int> hexes{sb.at(2, 3), sb.at(3, 3), sb.at(4, 3)};
  EXPECT_EQ(levelledTo(m, hexes, 2), (LevelValues{{sb.at(2, 3), 2}, {sb.at(4, 3), 2}}));
  EXPECT_EQ(levelledTo(m, hexes, 0), (LevelValues{{sb.at(3, 3), 0}, {sb.at(4, 3), 0}}));
}

TEST(ElevationEdit, SlopeOverrideCyclesThroughThreeStates) {
  EXPECT_EQ(nextSlopeOverride(SlopeOverride::Derived), SlopeOverride::ForceOn);
  EXPECT_EQ(nextSlopeOverride(SlopeOverride::ForceOn), SlopeOverride::ForceOff);
  EXPECT_EQ(nextSlopeOverride(SlopeOverride::ForceOff), SlopeOverride::Derived);
}

}  // namespace
}  // namespace cartouche
