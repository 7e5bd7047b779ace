// The status bar's description of the hex and hexside under the pointer (app/panels/status_bar_panel.h).
#include "app/panels/status_bar_panel.h"

#include <gtest/gtest.h>

#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

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
