// The eyedropper (editor/app/tools/eyedropper_tool.h): picks the clicked hex's terrain for the brush and the fill,
// changes nothing on the map and adds nothing to the history.
#include "eyedropper_tool.h"

#include <gtest/gtest.h>

#include "support/test_battles.h"
#include "terrain_brush_tool.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

TEST(EyedropperTool, PicksTheClickedTerrain) {
  ToolHarness h(makeTestBattle(Orientation::FlatTop, ShiftedLines::Even, 10, 8));
  EyedropperTool tool;
  for (auto [col, row] : {std::pair{0, 0}, {3, 2}, {4, 2}, {9, 7}}) {
    h.click(tool, h.at(col, row));
    EXPECT_EQ(h.state.terrain, h.map().terrain(h.index(col, row))) << col << "," << row;
  }
  TerrainId picked = h.state.terrain;
  h.click(tool, h.at(-4, 2));
  EXPECT_EQ(h.state.terrain, picked) << "a click beside the map keeps the terrain";
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
}

TEST(EyedropperTool, ThePickedTerrainIsWhatTheBrushPaints) {
  ToolHarness h(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 8));
  EyedropperTool dropper;
  TerrainBrushTool brush;
  h.click(dropper, h.at(2, 1));
  TerrainId picked = h.map().terrain(h.index(2, 1));
  h.click(brush, h.at(7, 6));
  EXPECT_EQ(h.map().terrain(h.index(7, 6)), picked);
}

}  // namespace
}  // namespace cartouche::testing
