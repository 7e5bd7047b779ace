// The elevation tint's scale follows the battle's own range of levels.
#include "view/relief.h"

#include <gtest/gtest.h>

#include "support/test_battles.h"

namespace cartouche {
namespace {

HexMap levelled(std::initializer_list<int> levels) {
  Battle b = testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Even, int(levels.size()), 1);
  int i = 0;
  for (int l : levels) b.map.setLevel(i++, int16_t(l));
  return b.map;
}

TEST(Relief, AFewLevelsKeepTheTwelfthsOfTheOldTint) {
  ReliefScale s = reliefScale(levelled({0, 1, 2}));
  EXPECT_EQ(s.base, 0);
  EXPECT_FLOAT_EQ(s.step, 0.12f);
  EXPECT_FLOAT_EQ(reliefWeight(s, 0), 0.f);
  EXPECT_FLOAT_EQ(reliefWeight(s, 2), 0.24f);
  EXPECT_FLOAT_EQ(reliefWeight(s, 9), 0.6f);  // never past 0.6
  EXPECT_FLOAT_EQ(reliefWeight(s, -2), -0.24f);
}

TEST(Relief, GroundHighAboveZeroShadesFromItsLowestToItsHighest) {
  // A DEM imported with base 0 m and 10 m levels: the Hagelberg ground lands on levels 14 to 21.
  ReliefScale s = reliefScale(levelled({14, 17, 21, 15}));
  EXPECT_EQ(s.base, 14);
  EXPECT_FLOAT_EQ(reliefWeight(s, 14), 0.f);
  EXPECT_NEAR(reliefWeight(s, 21), 0.6f, 1e-6);
  EXPECT_GT(reliefWeight(s, 17), reliefWeight(s, 15));
  EXPECT_LT(reliefWeight(s, 17), reliefWeight(s, 21));
}

TEST(Relief, GroundBelowZeroCoolsAndAFlatMapIsPlain) {
  ReliefScale below = reliefScale(levelled({-3, 0, 4}));
  EXPECT_EQ(below.base, 0);
  EXPECT_FLOAT_EQ(reliefWeight(below, -3), -0.36f);
  EXPECT_FLOAT_EQ(reliefWeight(below, 4), 0.48f);
  ReliefScale flat = reliefScale(levelled({7, 7, 7}));
  EXPECT_EQ(flat.base, 7);
  EXPECT_FLOAT_EQ(reliefWeight(flat, 7), 0.f);
}

}  // namespace
}  // namespace cartouche
