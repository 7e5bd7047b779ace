// Near shadows against the lines themselves: a direction is covered exactly when a hex that either nudged line
// takes within NearShadow::kSteps steps blocks.
#include "rules/viewshed_shadow.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "rules/viewshed_lines.h"

namespace cartouche {
namespace {

bool coveredByStepping(Hex d, const std::set<std::pair<int, int>>& blocking) {
  LineStepper line(d);
  for (int i = 1; i <= NearShadow::kSteps; ++i) {
    line.next();
    if (blocking.count({line.plus.q, line.plus.r}) || blocking.count({line.minus.q, line.minus.r})) return true;
  }
  return false;
}

TEST(ViewshedShadow, CoversExactlyTheDirectionsANearObstacleBlocks) {
  std::mt19937 rng(1757);
  for (int density : {3, 15, 40}) {  // percent of the hexes near the origin that block
    std::set<std::pair<int, int>> blocking;
    for (int q = -NearShadow::kSteps; q <= NearShadow::kSteps; ++q)
      for (int r = -NearShadow::kSteps; r <= NearShadow::kSteps; ++r)
        if (int(rng() % 100) < density) blocking.insert({q, r});
    NearShadow shadow;
    shadow.build([&](int c, int q, int r) { return c == 1 && blocking.count({q, r}) > 0; }, 2, NearShadow::kMaxLength);
    int covered = 0, checked = 0;
    // Every direction out to 90, and long random ones.
    for (int dr = -90; dr <= 90; ++dr)
      for (int dq = -90; dq <= 90; ++dq) {
        const Hex d{dq, dr};
        if (distance({0, 0}, d) <= NearShadow::kSteps || distance({0, 0}, d) > 90) continue;
        const bool expected = coveredByStepping(d, blocking);
        ASSERT_FALSE(shadow.covers(d, 0));
        ASSERT_EQ(shadow.covers(d, 1), expected) << density << "% " << dq << "," << dr;
        covered += expected;
        ++checked;
      }
    for (int k = 0; k < 3000; ++k) {
      const int range = k % 2 ? 3000 : NearShadow::kMaxLength;
      Hex d{int(rng() % unsigned(2 * range + 1)) - range, int(rng() % unsigned(2 * range + 1)) - range};
      if (k % 5 == 0) d = Hex{d.q, -2 * d.q};  // along hexsides, where the two nudges part
      if (distance({0, 0}, d) <= NearShadow::kSteps || distance({0, 0}, d) > NearShadow::kMaxLength) continue;
      ASSERT_EQ(shadow.covers(d, 1), coveredByStepping(d, blocking)) << density << "% " << d.q << "," << d.r;
    }
    EXPECT_GT(covered, 0);
    EXPECT_LT(covered, checked);
  }
}

TEST(ViewshedShadow, RingHexesAreAtTheirStep) {
  for (int s = 0; s < 6; ++s)
    for (int i = 1; i <= NearShadow::kSteps; ++i)
      for (int k = 0; k <= i; ++k) EXPECT_EQ(distance({0, 0}, NearShadow::ringHex(s, i, k)), i);
}

}  // namespace
}  // namespace cartouche
