// The elevation tool (editor/app/tools/elevation_tool.h): raise, lower, set level and flatten under the brush, a drag
// as one undo step that undoes exactly, raise and lower once per hex per drag, the slope override cycle on Shift+click
// and the slope overlay.
#include "elevation_tool.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "edit/brush.h"
#include "support/test_battles.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

Battle battle() { return makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 10); }

// Level change of every hex against the original battle.
std::vector<int> deltas(const ToolHarness& h) {
  std::vector<int> out;
  for (int i = 0; i < h.map().hexCount(); ++i) out.push_back(h.map().level(i) - h.original.map.level(i));
  return out;
}

std::vector<int> expectedDeltas(const ToolHarness& h, const std::vector<int>& hexes, int delta) {
  std::vector<int> out(size_t(h.map().hexCount()), 0);
  for (int i : hexes) out[size_t(i)] = delta;
  return out;
}

TEST(ElevationTool, RaiseAndLowerMoveTheBrushByOneLevel) {
  for (ElevationMode mode : {ElevationMode::Raise, ElevationMode::Lower}) {
    ToolHarness h(battle());
    ElevationTool tool;
    tool.mode = mode;
    h.state.brushRadius = 1;
    h.click(tool, h.at(5, 5));
    int delta = mode == ElevationMode::Raise ? +1 : -1;
    EXPECT_EQ(deltas(h), expectedDeltas(h, brushHexes(h.map(), h.hex(5, 5), 1), delta));
    EXPECT_TRUE(h.battle().map.terrainData() == h.original.map.terrainData());
  }
}

TEST(ElevationTool, ADragRaisesEachHexOnceAndUndoesInOneStep) {
  ToolHarness h(battle());
  ElevationTool tool;
  h.state.brushRadius = 1;
  // Back and forth over the same ground: still one level up, not one per pass.
  h.stroke(tool, {h.at(2, 2), h.at(8, 2), h.at(2, 2), h.at(8, 2)});
  std::vector<int> hexes = brushStroke(h.map(), h.hex(2, 2), h.hex(8, 2), 1);
  EXPECT_EQ(deltas(h), expectedDeltas(h, hexes, 1));
  ASSERT_EQ(h.document.history().size(), 1u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
  // A second drag raises again.
  h.stroke(tool, {h.at(2, 2), h.at(8, 2)});
  h.stroke(tool, {h.at(2, 2), h.at(8, 2)});
  EXPECT_EQ(deltas(h), expectedDeltas(h, hexes, 2));
  EXPECT_EQ(h.document.history().size(), 2u);
}

TEST(ElevationTool, SetLevelChangesOnlyHexesAtAnotherLevel) {
  Battle b = battle();
  b.map.setLevel(b.map.indexOf(b.map.grid().toHex({5, 5})), 3);
  ToolHarness h(std::move(b));
  ElevationTool tool;
  tool.mode = ElevationMode::SetLevel;
  h.state.level = 3;
  h.state.brushRadius = 1;
  h.click(tool, h.at(5, 5));
  for (int i : brushHexes(h.map(), h.hex(5, 5), 1)) EXPECT_EQ(h.map().level(i), 3);
  ASSERT_EQ(h.document.history().size(), 1u);
  EXPECT_EQ(h.document.history().label(0), "Set elevation of 6 hexes to 3");
}

TEST(ElevationTool, FlattenBringsTheDragToTheLevelFirstPressed) {
  Battle b = battle();
  for (int i = 0; i < b.map.hexCount(); ++i) b.map.setLevel(i, int16_t(b.map.offsetAt(i).col % 4));
  ToolHarness h(std::move(b));
  ElevationTool tool;
  tool.mode = ElevationMode::Flatten;
  h.state.brushRadius = 0;
  // Column 2 is at level 2; the drag crosses columns at levels 3, 0 and 1.
  h.stroke(tool, {h.at(2, 4), h.at(9, 4)});
  for (int col = 2; col <= 9; ++col) EXPECT_EQ(h.map().level(h.index(col, 4)), 2) << col;
  EXPECT_EQ(h.map().level(h.index(1, 4)), 1);
  EXPECT_EQ(h.map().level(h.index(10, 4)), 2) << "untouched (10 % 4)";
  EXPECT_EQ(h.map().level(h.index(9, 5)), 1) << "untouched";
  ASSERT_EQ(h.document.history().size(), 1u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
}

TEST(ElevationTool, FlattenFromBesideTheMapTakesTheFirstHexReached) {
  Battle b = battle();
  for (int i = 0; i < b.map.hexCount(); ++i) b.map.setLevel(i, int16_t(b.map.offsetAt(i).col + 1));
  ToolHarness h(std::move(b));
  ElevationTool tool;
  tool.mode = ElevationMode::Flatten;
  h.stroke(tool, {h.at(-3, 4), h.at(0, 4), h.at(4, 4)});
  for (int col = 0; col <= 4; ++col) EXPECT_EQ(h.map().level(h.index(col, 4)), 1) << col;
}

TEST(ElevationTool, ShiftClickCyclesTheSlopeOverrideOfTheNearestHexside) {
  ToolHarness h(battle());
  ElevationTool tool;
  Hex hex = h.hex(4, 4);
  for (int dir = 0; dir < 6; ++dir) {
    ToolInput in = h.nearSide(hex, dir, {.shift = true});
    ASSERT_EQ(in.nearestSide, hexsideOf(hex, dir)) << "the pointer is not where the test thinks";
  }
  HexsideId side = hexsideOf(hex, 4);
  auto overrideAt = [&] {
    const HexsideRecord* rec = h.map().hexside(side);
    return rec ? rec->slope : SlopeOverride::Derived;
  };
  EXPECT_FALSE(h.map().slopeAt(side));
  h.click(tool, h.nearSide(hex, 4, {.shift = true}));
  EXPECT_EQ(overrideAt(), SlopeOverride::ForceOn);
  EXPECT_TRUE(h.map().slopeAt(side));
  h.click(tool, h.nearSide(hex, 4, {.shift = true}));
  EXPECT_EQ(overrideAt(), SlopeOverride::ForceOff);
  EXPECT_FALSE(h.map().slopeAt(side));
  Battle forcedOff = h.battle();
  h.click(tool, h.nearSide(hex, 4, {.shift = true}));
  EXPECT_EQ(overrideAt(), SlopeOverride::Derived);
  EXPECT_TRUE(h.map().hexsides().empty());
  EXPECT_TRUE(h.map().levelData() == h.original.map.levelData()) << "Shift+click changes no level";
  ASSERT_EQ(h.document.history().size(), 3u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == forcedOff);
  ASSERT_TRUE(h.document.undo());
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
}

TEST(ElevationTool, ShiftClickFarFromTheMapChangesNothing) {
  ToolHarness h(battle());
  ElevationTool tool;
  h.click(tool, h.nearSide(h.hex(-6, -6), 0, {.shift = true}));
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
}

TEST(ElevationTool, AltClickTakesTheLevelToSet) {
  Battle b = battle();
  b.map.setLevel(b.map.indexOf(b.map.grid().toHex({3, 3})), 7);
  ToolHarness h(std::move(b));
  ElevationTool tool;
  h.click(tool, h.at(3, 3, {.alt = true}));
  EXPECT_EQ(h.state.level, 7);
  EXPECT_TRUE(h.battle() == h.original);
}

TEST(ElevationTool, SlopeOverlayDrawsOnlyWhereThereAreSlopes) {
  ImGuiFrame frame;
  Battle b = battle();
  ToolHarness flat(b);
  b.map.setLevel(b.map.indexOf(b.map.grid().toHex({6, 5})), 2);
  ToolHarness hill(std::move(b));
  ElevationTool tool;
  tool.showSlopes = true;
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  int before = list->VtxBuffer.Size;
  tool.drawPreview(flat.ctx, list);
  EXPECT_EQ(list->VtxBuffer.Size, before) << "a flat map has no slopes";
  tool.drawPreview(hill.ctx, list);
  int oneHill = list->VtxBuffer.Size - before;
  EXPECT_GT(oneHill, 0);
  tool.showSlopes = false;
  before = list->VtxBuffer.Size;
  tool.drawPreview(hill.ctx, list);
  EXPECT_EQ(list->VtxBuffer.Size, before) << "the option is off";
}

TEST(ElevationTool, ShiftHoverHighlightsTheHexsideAClickWouldChange) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  ElevationTool tool;
  Hex hex = h.hex(4, 4);
  for (int dir = 0; dir < 6; ++dir) {
    tool.hover(h.ctx, h.nearSide(hex, dir, {.shift = true}));
    ImDrawList* list = ImGui::GetBackgroundDrawList();
    int before = list->VtxBuffer.Size;
    tool.drawPreview(h.ctx, list);
    ASSERT_GT(list->VtxBuffer.Size, before);
    ImVec2 lo(1e9f, 1e9f), hi(-1e9f, -1e9f);
    for (int i = before; i < list->VtxBuffer.Size; ++i) {
      ImVec2 p = list->VtxBuffer[i].pos;
      lo = ImVec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
      hi = ImVec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
    }
    // One edge, centred on the edge's midpoint: not the brush around the hex.
    Point m = h.view.worldToScreen(edgeMidpoint(worldLayout(h.map().grid()), hex, dir), h.kWidth, h.kHeight);
    EXPECT_NEAR((lo.x + hi.x) / 2, m.x, 1.5) << "direction " << dir;
    EXPECT_NEAR((lo.y + hi.y) / 2, m.y, 1.5) << "direction " << dir;
    EXPECT_LT(std::max(hi.x - lo.x, hi.y - lo.y), h.view.zoom * 1.0 + 8.0) << "longer than one edge";
  }
}

}  // namespace
}  // namespace cartouche::testing
