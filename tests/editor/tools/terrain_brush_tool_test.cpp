// The terrain brush (editor/app/tools/terrain_brush_tool.h): brush sizes and clipping, drags without gaps as one
// undo step that undoes exactly, painting only what changes, refused terrains, Alt+click picking, the [ and ] keys
// and the outline preview.
#include "terrain_brush_tool.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "edit/brush.h"
#include "support/test_battles.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

Battle battle(Orientation o = Orientation::PointyTop, ShiftedLines s = ShiftedLines::Odd) {
  return makeTestBattle(o, s, 14, 11);
}

// Map indices painted `t` that were another terrain before.
std::vector<int> changedTo(const ToolHarness& h, TerrainId t) {
  std::vector<int> out;
  for (int i = 0; i < h.map().hexCount(); ++i)
    if (h.map().terrain(i) != h.original.map.terrain(i)) {
      EXPECT_EQ(h.map().terrain(i), t) << "hex " << i;
      out.push_back(i);
    }
  return out;
}

std::vector<int> within(const HexMap& m, Hex centre, int radius) {
  std::vector<int> out;
  for (int i = 0; i < m.hexCount(); ++i)
    if (distance(m.hexAt(i), centre) <= radius) out.push_back(i);
  return out;
}

TEST(TerrainBrushTool, ClickPaintsOneSevenNineteenOrThirtySevenHexes) {
  for (int r = 0; r <= kMaxBrushRadius; ++r) {
    ToolHarness h(battle());
    TerrainBrushTool tool;
    h.state.terrain = kWoods;
    h.state.brushRadius = r;
    h.click(tool, h.at(6, 5));
    EXPECT_EQ(changedTo(h, kWoods), within(h.map(), h.hex(6, 5), r)) << "radius " << r;
    EXPECT_EQ(int(changedTo(h, kWoods).size()), brushHexCount(r));
    EXPECT_EQ(h.document.history().size(), 1u);
  }
}

TEST(TerrainBrushTool, BrushIsClippedAtTheMapEdge) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    ToolHarness h(battle(o));
    TerrainBrushTool tool;
    h.state.terrain = kWoods;
    h.state.brushRadius = 3;
    h.click(tool, h.at(0, 0));
    std::vector<int> painted = changedTo(h, kWoods);
    EXPECT_LT(int(painted.size()), brushHexCount(3));
    EXPECT_EQ(painted, within(h.map(), h.hex(0, 0), 3));
    EXPECT_TRUE(h.message.empty());
  }
}

TEST(TerrainBrushTool, FastDragLeavesNoGapsAndIsOneUndoStep) {
  ToolHarness h(battle());
  TerrainBrushTool tool;
  h.state.terrain = kWoods;
  // Pointer events far apart, as when the mouse moves fast: the stroke follows hex lines between them.
  h.stroke(tool, {h.at(1, 1), h.at(12, 2), h.at(12, 9), h.at(2, 8)});
  std::vector<Hex> path;
  for (auto [a, b] : {std::pair{h.hex(1, 1), h.hex(12, 2)}, {h.hex(12, 2), h.hex(12, 9)}, {h.hex(12, 9), h.hex(2, 8)}})
    for (Hex x : lineDraw(a, b)) path.push_back(x);
  for (Hex x : path) EXPECT_EQ(h.map().terrain(h.map().indexOf(x)), kWoods) << x.q << "," << x.r;
  std::vector<int> painted = changedTo(h, kWoods);
  for (int i : painted)
    EXPECT_TRUE(std::any_of(path.begin(), path.end(), [&](Hex x) { return h.map().hexAt(i) == x; }))
        << "painted off the path: " << i;
  Battle after = h.battle();
  ASSERT_EQ(h.document.history().size(), 1u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
  ASSERT_TRUE(h.document.redo());
  EXPECT_TRUE(h.battle() == after);
}

TEST(TerrainBrushTool, TwoDragsAreTwoUndoSteps) {
  ToolHarness h(battle());
  TerrainBrushTool tool;
  h.state.terrain = kWoods;
  h.stroke(tool, {h.at(1, 1), h.at(4, 1)});
  Battle afterFirst = h.battle();
  h.state.terrain = kTown;
  h.stroke(tool, {h.at(1, 3), h.at(4, 3)});
  EXPECT_EQ(h.document.history().size(), 2u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == afterFirst);
  ASSERT_TRUE(h.document.undo());
  EXPECT_TRUE(h.battle() == h.original);
}

TEST(TerrainBrushTool, PaintsOnlyHexesOfAnotherTerrain) {
  ToolHarness h(battle());
  TerrainBrushTool tool;
  h.state.terrain = kWoods;
  h.state.brushRadius = 1;
  h.click(tool, h.at(5, 5));
  ASSERT_EQ(h.document.history().size(), 1u);
  EXPECT_EQ(h.document.history().label(0), "Paint 7 hexes: woods");
  // The same dab again changes nothing and adds nothing to the history; a dab one hex on paints the new hexes only.
  h.click(tool, h.at(5, 5));
  EXPECT_EQ(h.document.history().size(), 1u);
  h.click(tool, h.at(6, 5));
  ASSERT_EQ(h.document.history().size(), 2u);
  // Two radius-1 brushes one hex apart share four hexes: three are new.
  EXPECT_EQ(h.document.history().label(1), "Paint 3 hexes: woods");
}

TEST(TerrainBrushTool, RefusedTerrainLeavesTheBattleAloneAndSaysWhy) {
  ToolHarness h(battle());
  TerrainBrushTool tool;
  h.state.terrain = kStream;  // a hexside feature, not a hex terrain
  h.stroke(tool, {h.at(3, 3), h.at(8, 3), h.at(8, 7)});
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_NE(h.message.find("hexside feature"), std::string::npos) << h.message;
  // The refusal ends the stroke: moving on does not try again.
  h.message.clear();
  tool.press(h.ctx, h.at(3, 3));
  h.message.clear();
  tool.drag(h.ctx, h.at(9, 9));
  EXPECT_TRUE(h.message.empty());
  tool.release(h.ctx, h.at(9, 9));
  h.state.terrain = TerrainId(kTestTerrainCount + 5);  // no such type
  h.click(tool, h.at(2, 2));
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_FALSE(h.message.empty());
}

TEST(TerrainBrushTool, AltClickPicksTheTerrainAndPaintsNothing) {
  ToolHarness h(battle());
  TerrainBrushTool tool;
  h.state.terrain = kWoods;
  h.stroke(tool, {h.at(4, 4, {.alt = true}), h.at(6, 4, {.alt = true})});
  EXPECT_EQ(h.state.terrain, h.map().terrain(h.index(4, 4)));
  EXPECT_TRUE(h.battle() == h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
}

TEST(TerrainBrushTool, DragStartedBesideTheMapPaintsWhereItEnters) {
  ToolHarness h(battle());
  TerrainBrushTool tool;
  h.state.terrain = kWoods;
  h.stroke(tool, {h.at(-3, 4), h.at(3, 4)});
  EXPECT_EQ(h.map().terrain(h.index(0, 4)), kWoods);
  EXPECT_EQ(h.map().terrain(h.index(3, 4)), kWoods);
  EXPECT_EQ(h.document.history().size(), 1u);
}

TEST(TerrainBrushTool, BracketsChangeTheSizeOncePerFrame) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  TerrainBrushTool tool;
  ImGuiIO& io = ImGui::GetIO();
  io.KeysDown[']'] = true;
  frame.next();
  // hover and the options panel both poll the keys in the same frame: one step, not two.
  tool.hover(h.ctx, h.at(5, 5));
  ImGui::Begin("options");
  tool.drawOptions(h.ctx);
  ImGui::End();
  EXPECT_EQ(h.state.brushRadius, 1);
  for (int i = 0; i < 5; ++i) {
    io.KeysDown[']'] = false;
    frame.next();
    io.KeysDown[']'] = true;
    frame.next();
    tool.hover(h.ctx, h.at(5, 5));
  }
  EXPECT_EQ(h.state.brushRadius, kMaxBrushRadius);
  io.KeysDown[']'] = false;
  io.KeysDown['['] = true;
  frame.next();
  tool.hover(h.ctx, h.at(5, 5));
  EXPECT_EQ(h.state.brushRadius, kMaxBrushRadius - 1);
}

// Bounding box of the vertices a preview added to the background draw list.
struct Box {
  ImVec2 min{1e9f, 1e9f}, max{-1e9f, -1e9f};
  int vertices = 0;
};
Box previewBox(const Tool& tool, const ToolHarness& h) {
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  int before = list->VtxBuffer.Size;
  tool.drawPreview(h.ctx, list);
  Box b;
  for (int i = before; i < list->VtxBuffer.Size; ++i) {
    ImVec2 p = list->VtxBuffer[i].pos;
    b.min = ImVec2(std::min(b.min.x, p.x), std::min(b.min.y, p.y));
    b.max = ImVec2(std::max(b.max.x, p.x), std::max(b.max.y, p.y));
    ++b.vertices;
  }
  return b;
}

TEST(TerrainBrushTool, PreviewOutlinesTheBrushWhereThePointerIs) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  TerrainBrushTool tool;
  EXPECT_EQ(previewBox(tool, h).vertices, 0) << "no pointer yet";
  for (int r : {0, 2}) {
    h.state.brushRadius = r;
    tool.hover(h.ctx, h.at(6, 5));
    Box b = previewBox(tool, h);
    ASSERT_GT(b.vertices, 0);
    // The outline spans the brush: 2r + 1 hexes across, each sqrt(3) world units wide (pointy-topped), plus the
    // halo's few pixels.
    Point c = h.view.worldToScreen(hexToPixel(worldLayout(h.map().grid()), h.hex(6, 5)), h.kWidth, h.kHeight);
    double half = h.view.zoom * std::sqrt(3.0) * (2 * r + 1) / 2;
    EXPECT_NEAR((b.min.x + b.max.x) / 2, c.x, 3.0);
    EXPECT_NEAR((b.min.y + b.max.y) / 2, c.y, 3.0);
    EXPECT_NEAR(b.max.x - b.min.x, 2 * half, 8.0) << "radius " << r;
  }
  tool.hover(h.ctx, h.at(-20, -20));
  EXPECT_EQ(previewBox(tool, h).vertices, 0) << "a brush wholly beside the map has no outline";
}

}  // namespace
}  // namespace cartouche::testing
