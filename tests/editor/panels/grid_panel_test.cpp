// The grid panel (app/panels/grid_panel.h): grid and map size edits are one undo step each and undo exactly, a
// refused setting changes nothing, and in ImGui frames with no window a typed hex size applies when the field is left.
#include "app/panels/grid_panel.h"

#include "panel_frames.h"

namespace cartouche::testing {
namespace {

// The shifted-line choices in the designer's printed numbering, not 0-based "odd" and "even".
TEST(GridPanelTest, ShiftedLinesAreNamedAsPrinted) {
  GridSettings g;
  g.orientation = Orientation::PointyTop;
  g.labels.firstRow = 1;
  EXPECT_EQ(shiftedLineChoices(g), std::string("2, 4, 6, ...\0"
                                               "1, 3, 5, ...\0",
                                               26));
  g.labels.firstRow = 0;
  EXPECT_EQ(shiftedLineChoices(g), std::string("1, 3, 5, ...\0"
                                               "0, 2, 4, ...\0",
                                               26));
  g.orientation = Orientation::FlatTop;
  g.labels.firstColumn = 1;
  g.labels.columnLetters = true;
  EXPECT_EQ(shiftedLineChoices(g), std::string("B, D, F, ...\0"
                                               "A, C, E, ...\0",
                                               26));
}

TEST(GridPanelTest, GridChangeIsOneUndoStepThatKeepsTheSizeAndUndoesExactly) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  GridSettings wanted = before.map.grid();
  wanted.orientation = Orientation::FlatTop;
  wanted.shifted = ShiftedLines::Even;
  wanted.labels.firstColumn = 5;
  wanted.labels.separator = ".";
  wanted.hexSizeMetres = 150;
  wanted.columns = 99;  // ignored: the grid panel never resizes
  ASSERT_TRUE(applyGridSettings(e.ctx, wanted)) << e.message;
  const GridSettings& now = e.document.battle().map.grid();
  EXPECT_EQ(now.orientation, Orientation::FlatTop);
  EXPECT_EQ(now.shifted, ShiftedLines::Even);
  EXPECT_EQ(now.labels.firstColumn, 5);
  EXPECT_EQ(now.hexSizeMetres, 150);
  EXPECT_EQ(now.columns, 12);
  EXPECT_EQ(labelRange(now), "05.01-16.09");
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);

  // Applying the settings the map already has adds no undo entry.
  ASSERT_TRUE(e.document.redo());
  ASSERT_TRUE(applyGridSettings(e.ctx, e.document.battle().map.grid()));
  EXPECT_EQ(e.document.history().size(), 1u);
}

TEST(GridPanelTest, RefusedGridSettingsShowTheEnginesMessageAndChangeNothing) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  GridSettings wanted = before.map.grid();
  wanted.hexSizeMetres = -5;
  Status s = applyGridSettings(e.ctx, wanted);
  ASSERT_FALSE(s);
  EXPECT_FALSE(s.message().empty());
  EXPECT_EQ(e.message, s.message());
  EXPECT_EQ(e.document.battle(), before);
  EXPECT_EQ(e.document.history().size(), 0u);
}

TEST(GridPanelTest, ResizeFillsWithTheChosenTerrainAndUndoesExactly) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  e.state.terrain = kMarsh;
  ASSERT_TRUE(applyMapResize(e.ctx, {2, -1, 0, 3})) << e.message;
  const HexMap& map = e.document.battle().map;
  EXPECT_EQ(map.columns(), 14);
  EXPECT_EQ(map.rows(), 11);
  EXPECT_EQ(map.terrain(0), kMarsh);                   // a new column on the left
  EXPECT_EQ(map.terrain(map.hexCount() - 1), kMarsh);  // a new row at the bottom
  EXPECT_EQ(labelRange(map.grid()), "0101-1411");
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);

  // A hexside feature is no fill: refused, with the engine's words.
  e.state.terrain = kStream;
  Status s = applyMapResize(e.ctx, {0, 0, 1, 0});
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("hexside feature"), std::string::npos) << s.message();
  EXPECT_EQ(e.document.battle(), before);
}

TEST_F(PanelFrames, TypingAHexSizeAppliesOneChangeGridWhenTheFieldIsLeft) {
  Editing e(smallBattle());
  const Battle before = e.document.battle();
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  GridPanel panel;
  auto draw = [&] { panel.draw(ctx); };
  frame(ImVec2(-1, -1), false, draw);
  // The hex size field is on the seventh row of frame-high rows, right of the row labels.
  const ImGuiStyle& st = ImGui::GetStyle();
  float fh = ImGui::GetFrameHeight();
  ImVec2 field(ImGui::GetFontSize() * 6.f + 20.f, titleBar() + st.WindowPadding.y + 6 * (fh + st.ItemSpacing.y) + fh * 0.5f);
  clickAt(field, draw);  // the click selects the whole number
  for (char c : std::string("150")) ImGui::GetIO().AddInputCharacter(c);
  frame(field, false, draw);
  frame(field, false, draw);
  EXPECT_EQ(e.document.history().size(), 0u);  // nothing while the field is being edited
  clickAt(ImVec2(150.f, 560.f), draw);         // leave the field: a click on the panel's empty foot
  EXPECT_EQ(e.document.battle().map.grid().hexSizeMetres, 150.0);
  ASSERT_EQ(e.document.history().size(), 1u);
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false, draw);
  EXPECT_EQ(e.document.history().size(), 1u);  // one step, not one per frame
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
}

}  // namespace
}  // namespace cartouche::testing
