// Editor pieces that need no window: frame statistics and the status bar's description of the hover.
#include <gtest/gtest.h>

#include "app/frame_stats.h"
#include "app/status_bar_panel.h"
#include "test_battles.h"

namespace cartouche::testing {
namespace {

TEST(FrameStatsTest, NearestRankPercentiles) {
  std::vector<double> ms;
  for (int i = 100; i >= 1; --i) ms.push_back(i);
  FrameStats s = frameStats(ms);
  EXPECT_EQ(s.frames, 100);
  EXPECT_EQ(s.minMs, 1);
  EXPECT_EQ(s.medianMs, 50);
  EXPECT_EQ(s.p95Ms, 95);
  EXPECT_EQ(s.maxMs, 100);
  EXPECT_NE(formatFrameStats(s).find("p95 95.00 ms"), std::string::npos);
}

TEST(DescribeHoverTest, NamesHexTerrainLevelAndNearestHexside) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 10);
  Hex h = b.map.grid().toHex({3, 4});
  int i = b.map.indexOf(h);
  b.map.setTerrain(i, kWoods);
  b.map.setLevel(i, 2);
  HexsideId side = hexsideOf(h, 4);  // owned by the SW neighbour
  HexsideRecord rec;
  rec.features = {{kStream, Side::None}, {kBridge, Side::None}};
  b.map.setHexside(side, rec);
  std::string text = describeHover(b, {h, true, side});
  EXPECT_EQ(text, "0405  Woods  level 2  |  SW edge: Ścieklec stream, Bridge, slope");
  EXPECT_EQ(describeHover(b, {b.map.grid().toHex({-3, 4}), false, hexsideOf(b.map.grid().toHex({-3, 4}), 0)}),
            "off the map");
}

}  // namespace
}  // namespace cartouche::testing
