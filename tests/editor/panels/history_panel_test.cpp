// The history panel (app/panels/history_panel.h): jumps to an entry undo and redo exactly to it, and in ImGui frames
// with no window a click on a line jumps there and a long history scrolls to its newest entry.
#include "app/panels/history_panel.h"

#include "panel_frames.h"

namespace cartouche::testing {
namespace {

TEST(HistoryPanelTest, JumpUndoesAndRedoesToExactlyTheChosenEntry) {
  Editing e(smallBattle());
  std::vector<Battle> after{e.document.battle()};  // after[i]: the battle with i entries applied
  for (int i = 0; i < 4; ++i) {
    ASSERT_TRUE(e.ctx.execute(std::make_unique<PaintTerrain>(std::vector<int>{i * 5, i * 5 + 1}, kWoods)));
    after.push_back(e.document.battle());
  }
  ASSERT_EQ(e.document.history().size(), 4u);

  ASSERT_TRUE(jumpToHistory(e.document, 1));
  EXPECT_EQ(e.document.history().index(), 1u);
  EXPECT_EQ(e.document.battle(), after[1]);
  ASSERT_TRUE(jumpToHistory(e.document, 3));
  EXPECT_EQ(e.document.history().index(), 3u);
  EXPECT_EQ(e.document.battle(), after[3]);
  ASSERT_TRUE(jumpToHistory(e.document, 0));
  EXPECT_EQ(e.document.battle(), after[0]);
  ASSERT_TRUE(jumpToHistory(e.document, 4));
  EXPECT_EQ(e.document.battle(), after[4]);
  EXPECT_EQ(e.document.history().size(), 4u);  // jumps never discard entries
  EXPECT_FALSE(jumpToHistory(e.document, 5));
  EXPECT_EQ(e.document.battle(), after[4]);
}

TEST_F(PanelFrames, ClickingAHistoryLineJumpsToIt) {
  Editing e(smallBattle());
  std::vector<Battle> after{e.document.battle()};
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(e.ctx.execute(std::make_unique<PaintTerrain>(std::vector<int>{i}, kTown)));
    after.push_back(e.document.battle());
  }
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  HistoryPanel panel;
  auto draw = [&] { panel.draw(ctx); };
  // Lines: (opened), entry 1, entry 2, entry 3. Line 1 leaves one entry applied.
  clickLine(1, draw);
  EXPECT_EQ(e.document.history().index(), 1u);
  EXPECT_EQ(e.document.battle(), after[1]);
  clickLine(3, draw);
  EXPECT_EQ(e.document.history().index(), 3u);
  EXPECT_EQ(e.document.battle(), after[3]);
  clickLine(0, draw);
  EXPECT_EQ(e.document.battle(), after[0]);
}

TEST_F(PanelFrames, LongHistoryScrollsToTheNewestEntryAndItsLastLineRedoesEverything) {
  Editing e(smallBattle());
  for (int i = 0; i < 200; ++i)
    ASSERT_TRUE(
        e.ctx.execute(std::make_unique<PaintTerrain>(std::vector<int>{i % 100}, TerrainId(i % kPlainTerrains))));
  const Battle newest = e.document.battle();
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(e.document.undo());
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  HistoryPanel panel;
  auto draw = [&] { panel.draw(ctx); };
  for (int i = 0; i < 3; ++i) frame(ImVec2(-1, -1), false, draw);
  ImGuiWindow* w = ImGui::FindWindowByName("History");
  ASSERT_NE(w, nullptr);
  EXPECT_GT(w->ScrollMax.y, 0.f);
  EXPECT_EQ(w->Scroll.y, w->ScrollMax.y);  // scrolled to the newest entry
  // The last line, at the window's bottom, stands for all 200 entries applied.
  const ImGuiStyle& st = ImGui::GetStyle();
  clickAt(ImVec2(100.f, 600.f - st.WindowPadding.y - ImGui::GetTextLineHeight() * 0.5f - 1.f), draw);
  EXPECT_EQ(e.document.history().index(), 200u);
  EXPECT_EQ(e.document.battle(), newest);
}

}  // namespace
}  // namespace cartouche::testing
