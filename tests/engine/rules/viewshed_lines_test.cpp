// The integer line stepper against lineDraw, and the precomputed line checks against the stepper.
#include "rules/viewshed_lines.h"

#include <gtest/gtest.h>

#include <random>

namespace cartouche {
namespace {

// Steps the stepper from a along the line to b and compares every hex with lineDraw's for both nudges.
void expectSameAsLineDraw(Hex a, Hex b) {
  const std::vector<Hex> plus = lineDraw(a, b, +1), minus = lineDraw(a, b, -1);
  LineStepper line(b - a);
  ASSERT_EQ(size_t(line.length()) + 1, plus.size());
  for (size_t i = 1; i < plus.size(); ++i) {
    line.next();
    ASSERT_EQ(a + line.plus, plus[i]) << a.q << "," << a.r << " to " << b.q << "," << b.r << " step " << i;
    ASSERT_EQ(a + line.minus, minus[i]) << a.q << "," << a.r << " to " << b.q << "," << b.r << " step " << i;
  }
}

TEST(ViewshedLines, StepperStepsEveryShortOffsetAsLineDraw) {
  std::mt19937 rng(1683);
  for (int dr = -45; dr <= 45; ++dr)
    for (int dq = -45; dq <= 45; ++dq) {
      if (distance({0, 0}, {dq, dr}) > 45) continue;
      const Hex a{int(rng() % 2001) - 1000, int(rng() % 2001) - 1000};  // negative coordinates too
      expectSameAsLineDraw(a, a + Hex{dq, dr});
    }
}

TEST(ViewshedLines, StepperStepsLongRandomLinesAsLineDraw) {
  std::mt19937 rng(1410);
  for (int k = 0; k < 3000; ++k) {
    const int range = k < 2800 ? 200 : 6000;  // up to a diagonal of a kMaxMapSide map
    const Hex a{int(rng() % 8193) - 4096, int(rng() % 8193) - 4096};
    Hex d{int(rng() % unsigned(2 * range + 1)) - range, int(rng() % unsigned(2 * range + 1)) - range};
    if (k % 3 == 0) d = Hex{d.q, -2 * d.q};  // along hexsides: the two nudges part at every other step
    if (k % 3 == 1) d = Hex{d.q, -d.q / 2};
    expectSameAsLineDraw(a, a + d);
  }
}

TEST(ViewshedLines, StepperStartedPartWayStepsAsFromTheStart) {
  std::mt19937 rng(1812);
  for (int k = 0; k < 2000; ++k) {
    const int range = k % 2 ? 60 : 5000;
    const Hex d{int(rng() % unsigned(2 * range + 1)) - range, int(rng() % unsigned(2 * range + 1)) - range};
    LineStepper whole(d);
    if (whole.length() == 0) continue;
    const int start = int(rng() % unsigned(whole.length()));
    for (int i = 0; i < start; ++i) whole.next();
    LineStepper part(d, start);
    for (int i = start; i < std::min(whole.length(), start + 20); ++i) {
      whole.next();
      part.next();
      ASSERT_EQ(part.step(), whole.step());
      ASSERT_EQ(part.plus, whole.plus) << d.q << "," << d.r << " from step " << start;
      ASSERT_EQ(part.minus, whole.minus) << d.q << "," << d.r << " from step " << start;
    }
  }
}

TEST(ViewshedLines, TableHoldsEachOffsetsChecksWithItsHalves) {
  const LineTable table(12);
  for (int dr = -12; dr <= 12; ++dr)
    for (int dq = -12; dq <= 12; ++dq) {
      const Hex d{dq, dr};
      const int n = distance({0, 0}, d);
      if (n > 12) continue;
      const std::vector<LineCheck> expected = lineChecks(d);
      const LineTable::Entry& e = table.entry(d);
      std::vector<LineCheck> all(table.checks().begin() + e.first, table.checks().begin() + e.end);
      EXPECT_EQ(all, expected) << dq << "," << dr;
      std::vector<LineCheck> hexes;
      for (const LineCheck& c : expected)
        if (c.kind == 0) hexes.push_back(c);
      EXPECT_EQ(std::vector<LineCheck>(table.hexChecks().begin() + e.hexFirst, table.hexChecks().begin() + e.hexEnd),
                hexes);
      for (uint32_t k = e.first; k < e.end; ++k) {
        const int dist = table.checks()[k].dist;
        EXPECT_EQ(k >= e.half, dist >= n);
        EXPECT_EQ(k >= e.pastHalf, dist > n);
      }
      for (uint32_t k = e.hexFirst; k < e.hexEnd; ++k) {
        const int dist = table.hexChecks()[k].dist;
        EXPECT_EQ(k >= e.hexHalf, dist >= n);
        EXPECT_EQ(k >= e.hexPastHalf, dist > n);
      }
      // The line's hexes between the ends, each within one hex of the true line, in order.
      size_t hexCount = 0;
      for (const LineCheck& c : expected) hexCount += c.kind == 0 && (c.lines & 1);
      EXPECT_EQ(hexCount, size_t(n > 0 ? n - 1 : 0));
    }
  EXPECT_EQ(LineTable::standard().range(), LineTable::kRange);
}

}  // namespace
}  // namespace cartouche
