// The fill tool (editor/app/tools/fill_tool.h): contiguous flood fill, replace-all with Shift or the option, one
// undo step that undoes exactly, and the clicks that change nothing.
#include "fill_tool.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "support/test_battles.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

// Clear everywhere, a wall of woods down column 5 (it splits a pointy-topped map in two), one lake hex on each side.
Battle walledBattle() {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 9);
  HexMap& m = b.map;
  for (int i = 0; i < m.hexCount(); ++i) m.setTerrain(i, kClear);
  for (int row = 0; row < m.rows(); ++row) m.setTerrain(row * m.columns() + 5, kWoods);
  m.setTerrain(2 * m.columns() + 2, kLake);
  m.setTerrain(6 * m.columns() + 9, kLake);
  return b;
}

int hexesOf(const ToolHarness& h, TerrainId t) {
  return int(std::count(h.map().terrainData().begin(), h.map().terrainData().end(), t));
}

TEST(FillTool, FillsTheConnectedAreaOnly) {
  ToolHarness h(walledBattle());
  FillTool tool;
  h.state.terrain = kField;
  h.click(tool, h.at(0, 0));
  const HexMap& m = h.map();
  for (int i = 0; i < m.hexCount(); ++i) {
    OffsetCoord c = m.offsetAt(i);
    TerrainId expected =
        h.original.map.terrain(i) == kClear && c.col < 5 ? TerrainId(kField) : h.original.map.terrain(i);
    EXPECT_EQ(m.terrain(i), expected) << c.col << "," << c.row;
  }
  EXPECT_EQ(h.document.history().size(), 1u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
}

TEST(FillTool, ShiftReplacesThatTerrainOnTheWholeMap) {
  ToolHarness h(walledBattle());
  FillTool tool;
  h.state.terrain = kMeadow;
  h.click(tool, h.at(2, 2, {.shift = true}));  // the lake on the left
  EXPECT_EQ(h.map().terrain(h.index(2, 2)), kMeadow);
  EXPECT_EQ(h.map().terrain(h.index(9, 6)), kMeadow) << "the other lake, beyond the wall";
  EXPECT_EQ(h.map().terrain(h.index(0, 0)), kClear);
  EXPECT_EQ(h.document.history().size(), 1u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
}

TEST(FillTool, TheOptionReplacesEverywhereWithoutShift) {
  ToolHarness h(walledBattle());
  FillTool tool;
  tool.replaceAll = true;
  h.state.terrain = kField;
  h.click(tool, h.at(0, 0));
  for (int i = 0; i < h.map().hexCount(); ++i)
    EXPECT_EQ(h.map().terrain(i), h.original.map.terrain(i) == kClear ? TerrainId(kField) : h.original.map.terrain(i));
}

TEST(FillTool, ClicksThatChangeNothingAddNoUndoStep) {
  ToolHarness h(walledBattle());
  FillTool tool;
  h.state.terrain = kClear;
  h.click(tool, h.at(0, 0));   // already clear
  h.click(tool, h.at(-2, 3));  // beside the map
  h.state.terrain = kField;
  h.click(tool, h.at(20, 20));
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_TRUE(h.message.empty());
}

TEST(FillTool, RefusedTerrainLeavesTheBattleAloneAndSaysWhy) {
  ToolHarness h(walledBattle());
  FillTool tool;
  h.state.terrain = kRoad;
  h.click(tool, h.at(0, 0));
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_NE(h.message.find("hexside feature"), std::string::npos) << h.message;
}

// A campaign-sized map: one click fills a million hexes as one undo step. (How fast is a benchmark's business.)
TEST(FillTool, FillsAMillionHexMapInOneStep) {
  // 1000 columns and rows need four-digit labels, which the grid's label check asks for.
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 10);
  GridSettings g = b.map.grid();
  g.columns = g.rows = 1000;
  g.labels.columnDigits = g.labels.rowDigits = 4;
  b.map = HexMap(g, kClear);
  ToolHarness h(std::move(b));
  FillTool tool;
  h.state.terrain = kField;
  h.click(tool, h.at(500, 500));
  EXPECT_EQ(hexesOf(h, kField), 1000000);
  EXPECT_EQ(h.document.history().size(), 1u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_EQ(hexesOf(h, kField), 0);
}

}  // namespace
}  // namespace cartouche::testing
