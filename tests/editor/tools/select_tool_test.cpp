// The select tool (editor/app/tools/select_tool.h): rectangle, magic wand and Shift selections; copy, turn,
// mirror and paste as one undo step clipped to the map; cut and delete; the keys; undo back to the battle.
#include "select_tool.h"

#include <gtest/gtest.h>

#include "edit/map_commands.h"
#include "edit/map_selection.h"
#include "support/test_battles.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

Battle battle(Orientation o = Orientation::PointyTop) { return makeTestBattle(o, ShiftedLines::Odd, 14, 11); }

TEST(SelectTool, DragSelectsARectangleAndShiftAdds) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    ToolHarness h(battle(o));
    SelectTool tool;
    h.stroke(tool, {h.at(2, 3), h.at(3, 4), h.at(5, 6)});
    EXPECT_EQ(h.state.selection, rectangleSelection(h.map().grid(), {2, 3}, {5, 6}));
    EXPECT_EQ(h.state.selection.size(), 16u);
    h.stroke(tool, {h.at(10, 1, {.shift = true}), h.at(11, 1)});
    EXPECT_EQ(h.state.selection.size(), 18u);
    // Without Shift a new drag replaces the selection.
    h.click(tool, h.at(0, 0));
    EXPECT_EQ(h.state.selection, std::vector<int>{h.index(0, 0)});
    EXPECT_EQ(h.document.history().size(), 0u);
  }
}

TEST(SelectTool, AltClickSelectsAnAreaOfOneTerrain) {
  Battle b = battle();
  // A woods patch of three hexes in a row.
  for (int col = 4; col <= 6; ++col) b.map.setTerrain(b.map.indexOf(b.map.grid().toHex({col, 5})), kWoods);
  ToolHarness h(std::move(b));
  SelectTool tool;
  h.click(tool, h.at(5, 5, {.alt = true}));
  EXPECT_EQ(h.state.selection, (std::vector<int>{h.index(4, 5), h.index(5, 5), h.index(6, 5)}));
  tool.wandMode = true;
  h.click(tool, h.at(0, 0, {.shift = true}));
  EXPECT_EQ(h.state.selection.size(), 4u);  // the test battle's neighbours all differ: one hex more
}

// Terrain at a hex of the harness's battle.
TerrainId terrainAt(const ToolHarness& h, Hex x) { return h.map().terrain(h.map().indexOf(x)); }

TEST(SelectTool, CopyTurnMirrorAndPasteAsOneUndoStep) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    ToolHarness h(battle(o));
    SelectTool tool;
    Hex centre = h.hex(4, 4), east = neighbour(centre, 0), west = neighbour(centre, 3);
    h.state.selection = {h.map().indexOf(west), h.map().indexOf(centre), h.map().indexOf(east)};
    std::sort(h.state.selection.begin(), h.state.selection.end());
    ASSERT_TRUE(tool.copy(h.ctx));
    EXPECT_EQ(h.state.clipboard.hexes.size(), 3u);
    TerrainId tc = terrainAt(h, centre), te = terrainAt(h, east), tw = terrainAt(h, west);

    Hex target = h.hex(9, 6);
    ASSERT_TRUE(tool.startPaste(h.ctx));
    tool.rotate();  // 60 degrees clockwise: east goes to direction 5, west to direction 2
    h.click(tool, h.at(target));
    EXPECT_EQ(terrainAt(h, target), tc);
    EXPECT_EQ(terrainAt(h, neighbour(target, 5)), te);
    EXPECT_EQ(terrainAt(h, neighbour(target, 2)), tw);
    EXPECT_EQ(h.document.history().size(), 1u);
    EXPECT_EQ(h.state.selection.size(), 3u);  // the pasted piece is selected
    EXPECT_TRUE(tool.pasting());              // and another copy can follow

    // Five more turns make a whole turn; mirrored, each hex lands at its mirror image on screen about the anchor.
    for (int k = 0; k < 5; ++k) tool.rotate();
    tool.mirror();
    Hex second = h.hex(9, 2);
    h.click(tool, h.at(second));
    Layout layout = worldLayout(h.map().grid());
    auto mirrored = [&](Hex from) {
      Point c = hexToPixel(layout, second), p = hexToPixel(layout, second + (from - centre));
      return hexAtWorld(h.map().grid(), {2 * c.x - p.x, p.y});
    };
    EXPECT_NE(mirrored(east), second + (east - centre));
    EXPECT_EQ(terrainAt(h, mirrored(east)), te);
    EXPECT_EQ(terrainAt(h, mirrored(west)), tw);
    EXPECT_EQ(h.document.history().size(), 2u);
    ASSERT_TRUE(h.document.undo());
    ASSERT_TRUE(h.document.undo());
    EXPECT_EQ(h.battle(), h.original);
  }
}

TEST(SelectTool, PasteIsClippedToTheMap) {
  ToolHarness h(battle());
  SelectTool tool;
  h.stroke(tool, {h.at(2, 2), h.at(6, 6)});
  ASSERT_TRUE(tool.copy(h.ctx));
  ASSERT_TRUE(tool.startPaste(h.ctx));
  h.click(tool, h.at(13, 10));
  EXPECT_EQ(h.document.history().size(), 1u);
  EXPECT_GT(h.state.selection.size(), 0u);
  EXPECT_LT(h.state.selection.size(), 25u);
  EXPECT_EQ(h.map().hexCount(), h.original.map.hexCount());
  // Wholly off the map: refused, nothing added to the history.
  h.click(tool, h.at(h.hex(40, 40)));
  EXPECT_EQ(h.document.history().size(), 1u);
  EXPECT_FALSE(h.message.empty());
  ASSERT_TRUE(h.document.undo());
  EXPECT_EQ(h.battle(), h.original);
}

TEST(SelectTool, HexsidesBetweenSelectedHexesComeAlong) {
  ToolHarness h(battle());
  SelectTool tool;
  Hex a = h.hex(3, 3), b = neighbour(a, 0);
  ASSERT_TRUE(h.document.execute(std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{hexsideOf(a, 0)},
                                                                     HexsideFeature{kStream, Side::None})));
  h.state.selection = {h.map().indexOf(a), h.map().indexOf(b)};
  ASSERT_TRUE(tool.copy(h.ctx));
  ASSERT_TRUE(tool.startPaste(h.ctx));
  Hex target = h.hex(8, 7);
  // Anchored on one of the two hexes: the stream lands on a hexside of the target.
  h.click(tool, h.at(target));
  int streams = 0;
  for (const auto& [key, rec] : h.map().hexsides())
    if (rec.has(kStream)) {
      HexsideId s = HexsideId::fromKey(key);
      if (s != hexsideOf(a, 0)) {
        EXPECT_TRUE(s.owner == target || s.neighbour() == target);
      }
      ++streams;
    }
  EXPECT_EQ(streams, 2);
}

// The clipboard is EditorState's, hexsides included: a piece copied by one select tool pastes with its hexsides
// from another (the session makes a new tool box when it opens a battle, and the state outlives the tools).
TEST(SelectTool, TheClipboardKeepsHexsidesAcrossTools) {
  ToolHarness h(battle());
  Hex a = h.hex(3, 3), b = neighbour(a, 0);
  ASSERT_TRUE(h.document.execute(std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{hexsideOf(a, 0)},
                                                                     HexsideFeature{kStream, Side::None})));
  h.state.selection = {h.map().indexOf(a), h.map().indexOf(b)};
  {
    SelectTool copier;
    ASSERT_TRUE(copier.copy(h.ctx));
  }
  ASSERT_EQ(h.state.clipboard.sides.size(), 1u);
  SelectTool paster;
  ASSERT_TRUE(paster.startPaste(h.ctx));
  Hex target = h.hex(8, 7);
  h.click(paster, h.at(target));
  // The anchor is one of the two hexes: the pasted stream lies on a hexside of the target.
  int pasted = 0;
  for (const auto& [key, rec] : h.map().hexsides()) {
    HexsideId side = HexsideId::fromKey(key);
    if (rec.has(kStream) && side != hexsideOf(a, 0) && (side.owner == target || side.neighbour() == target)) ++pasted;
  }
  EXPECT_EQ(pasted, 1);
  EXPECT_EQ(h.document.history().size(), 2u);
}

// A paste the battle refuses (a terrain its vocabulary lacks) changes nothing and adds no step.
TEST(SelectTool, ARefusedPasteChangesNothing) {
  ToolHarness h(battle());
  SelectTool tool;
  h.state.clipboard.hexes = {{Hex{0, 0}, kWoods, 2}, {Hex{1, 0}, TerrainId(200), 3}};
  ASSERT_TRUE(tool.startPaste(h.ctx));
  h.click(tool, h.at(h.hex(5, 5)));
  EXPECT_EQ(h.battle(), h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_NE(h.message.find("no terrain type #200"), std::string::npos) << h.message;
}

TEST(SelectTool, CutAndDeletePaintTheDefaultTerrain) {
  ToolHarness h(battle());
  SelectTool tool;
  h.stroke(tool, {h.at(1, 1), h.at(3, 3)});
  std::vector<int> sel = h.state.selection;
  ASSERT_TRUE(tool.cut(h.ctx));
  EXPECT_EQ(h.state.clipboard.hexes.size(), sel.size());
  for (int i : sel) EXPECT_EQ(h.map().terrain(i), kClear);
  EXPECT_EQ(h.document.history().size(), 1u);
  // The cut piece pastes back where it was.
  ASSERT_TRUE(tool.startPaste(h.ctx));
  h.click(tool, h.at(selectionAnchor(h.original.map, sel)));
  EXPECT_EQ(h.battle(), h.original);

  // Leaving paste mode, so the next drag selects again.
  tool.cancel(h.ctx);
  EXPECT_FALSE(tool.pasting());
  h.stroke(tool, {h.at(8, 8), h.at(9, 9)});
  ASSERT_TRUE(tool.deleteSelection(h.ctx));
  for (int i : h.state.selection) EXPECT_EQ(h.map().terrain(i), kClear);
  while (h.document.history().canUndo()) ASSERT_TRUE(h.document.undo());
  EXPECT_EQ(h.battle(), h.original);
  h.state.selection.clear();
  EXPECT_FALSE(tool.deleteSelection(h.ctx));
  EXPECT_FALSE(tool.copy(h.ctx));
}

TEST(SelectTool, KeysCopyPasteTurnMirrorEscapeAndDelete) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  SelectTool tool;
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_Escape] = 256;  // GLFW_KEY_ESCAPE
  io.KeyMap[ImGuiKey_Delete] = 261;  // GLFW_KEY_DELETE
  auto press = [&](int key, bool ctrl) {
    // ImGui checks at the end of a frame that KeyMods agrees with KeyCtrl, as its platform backends keep it.
    io.KeyCtrl = ctrl;
    io.KeyMods = ctrl ? ImGuiKeyModFlags_Ctrl : ImGuiKeyModFlags_None;
    io.KeysDown[key] = true;
    frame.next();
    tool.hover(h.ctx, h.at(7, 7));
    io.KeysDown[key] = false;
    io.KeyCtrl = false;
    io.KeyMods = ImGuiKeyModFlags_None;
    frame.next();
  };
  h.stroke(tool, {h.at(1, 1), h.at(2, 2)});
  press('C', true);
  EXPECT_EQ(h.state.clipboard.hexes.size(), 4u);
  press('V', true);
  EXPECT_TRUE(tool.pasting());
  press('R', false);
  press('R', false);
  EXPECT_EQ(tool.transform().rotation, 2);
  press('M', false);
  EXPECT_TRUE(tool.transform().mirror);
  // The preview follows the pointer: it draws the piece.
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  int before = list->VtxBuffer.Size;
  tool.drawPreview(h.ctx, list);
  EXPECT_GT(list->VtxBuffer.Size, before);
  press(256, false);
  EXPECT_FALSE(tool.pasting());
  press(261, false);
  for (int i : h.state.selection) EXPECT_EQ(h.map().terrain(i), kClear);
  EXPECT_EQ(h.document.history().size(), 1u);
  // Ctrl+X: copied and cleared.
  h.stroke(tool, {h.at(5, 5), h.at(6, 5)});
  press('X', true);
  EXPECT_EQ(h.state.clipboard.hexes.size(), 2u);
  EXPECT_EQ(h.document.history().size(), 2u);
}

TEST(SelectTool, ASelectionLeftFromABiggerMapIsTrimmed) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  SelectTool tool;
  int count = h.map().hexCount();
  h.state.selection = {h.index(1, 1), count, count + 50};
  tool.drawPreview(h.ctx, ImGui::GetBackgroundDrawList());
  ASSERT_TRUE(tool.copy(h.ctx));
  EXPECT_EQ(h.state.selection, std::vector<int>{h.index(1, 1)});
  EXPECT_EQ(h.state.clipboard.hexes.size(), 1u);
  h.state.selection.push_back(count + 1);
  ASSERT_TRUE(tool.deleteSelection(h.ctx));
  EXPECT_EQ(h.map().terrain(h.index(1, 1)), kClear);
}

int previewVertices(const SelectTool& tool, const ToolHarness& h) {
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  int before = list->VtxBuffer.Size;
  tool.drawPreview(h.ctx, list);
  return list->VtxBuffer.Size - before;
}

TEST(SelectTool, PreviewOutlinesTheSelectionAsItChanges) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  SelectTool tool;
  EXPECT_EQ(previewVertices(tool, h), 0);
  h.stroke(tool, {h.at(2, 2), h.at(3, 3)});
  int small = previewVertices(tool, h);
  EXPECT_GT(small, 0);
  // A larger rectangle has a longer outline: the remembered outline follows the selection.
  h.stroke(tool, {h.at(2, 2), h.at(8, 8)});
  EXPECT_GT(previewVertices(tool, h), small);
  h.state.selection = {h.index(5, 5)};
  EXPECT_LT(previewVertices(tool, h), small);
}

}  // namespace
}  // namespace cartouche::testing
