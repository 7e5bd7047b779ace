// The side columns' arithmetic (editor/app/panels/panel_layout.h): the panels and the map's insets follow the
// columns' widths, a collapsed column gives the map its room, the tabs share one place, the toolbar wraps to the
// column's width, and the minimap's height never depends on the map's shape (so the grid panel below it stays put).
#include "app/panels/panel_layout.h"

#include <gtest/gtest.h>

#include "app/panels/toolbar_panel.h"

namespace cartouche {
namespace {

PanelLayoutInput input(float left, float right) {
  PanelLayoutInput in;
  in.origin = {0, 0};
  in.size = {1280, 800};
  in.menuHeight = 19;
  in.statusHeight = 21;
  in.leftWidth = left;
  in.rightWidth = right;
  in.toolbarHeight = 100;
  in.toolOptionsHeight = 150;
  in.minimapHeight = 240;
  in.tabsHeight = 27;
  return in;
}

TEST(PanelLayout, PanelsAndInsetsFollowTheColumnsWidths) {
  for (float left : {220.f, 280.f, 390.f}) {
    for (float right : {220.f, 300.f, 420.f}) {
      PanelLayoutInput in = input(left, right);
      EXPECT_EQ(panelRect(PanelSlot::Toolbar, in).size.x, left);
      EXPECT_EQ(panelRect(PanelSlot::Palette, in).size.x, left);
      EXPECT_EQ(panelRect(PanelSlot::Minimap, in).pos.x, 1280.f - right);
      EXPECT_EQ(panelRect(PanelSlot::Grid, in).size.x, right);
      MapViewPanel::Insets insets = panelInsets(in, ImVec2(2, 2));
      EXPECT_EQ(insets.left, 2 * left);
      EXPECT_EQ(insets.right, 2 * right);
      in.problemsShown = true;
      PanelRect strip = panelRect(PanelSlot::Problems, in);
      EXPECT_EQ(strip.pos.x, left);
      EXPECT_EQ(strip.size.x, 1280.f - left - right);
    }
  }
}

TEST(PanelLayout, ACollapsedColumnLeavesTheMapItsRoom) {
  PanelLayoutInput in = input(0.f, 300.f);
  EXPECT_EQ(panelInsets(in, ImVec2(1, 1)).left, 0.0);
  in.problemsShown = true;
  EXPECT_EQ(panelRect(PanelSlot::Problems, in).pos.x, 0.f);
  in = input(280.f, 0.f);
  EXPECT_EQ(panelInsets(in, ImVec2(1, 1)).right, 0.0);
  EXPECT_EQ(panelRect(PanelSlot::Problems, in).size.x, 1000.f);
}

TEST(PanelLayout, TabsShareTheirColumnsLowerPartBelowTheStrip) {
  PanelLayoutInput in = input(280.f, 300.f);
  PanelRect leftTabs = panelRect(PanelSlot::LeftTabs, in), palette = panelRect(PanelSlot::Palette, in);
  EXPECT_EQ(leftTabs.pos.y, 19.f + 100.f + 150.f);
  EXPECT_EQ(palette.pos.y, leftTabs.pos.y + 27.f);
  EXPECT_EQ(palette.pos.y + palette.size.y, 800.f - 21.f);  // down to the status bar
  EXPECT_EQ(panelRect(PanelSlot::Battle, in).pos.y, palette.pos.y);
  EXPECT_EQ(panelRect(PanelSlot::Battle, in).size.y, palette.size.y);
  PanelRect grid = panelRect(PanelSlot::Grid, in), history = panelRect(PanelSlot::History, in);
  EXPECT_EQ(grid.pos.y, 19.f + 240.f + 27.f);
  EXPECT_EQ(history.pos.y, grid.pos.y);
  EXPECT_EQ(grid.pos.y + grid.size.y, 800.f - 21.f);
  PanelRect lower = panelRect(PanelSlot::RightLower, in);
  EXPECT_EQ(lower.pos.y, 19.f + 240.f);
  EXPECT_EQ(lower.pos.y + lower.size.y, grid.pos.y + grid.size.y);
  // Each tab gets the column's height below the strip, not a sliver: more than half the window at 1280x800.
  EXPECT_GT(palette.size.y, 400.f);
  EXPECT_GT(grid.size.y, 400.f);
}

TEST(PanelLayout, TheToolbarWrapsToTheColumnsWidth) {
  const ImVec2 padding(8, 8), spacing(8, 4);
  const float frame = 19;
  const float button = frame + kToolButtonExtraHeight;
  // 280 wide: (280 - 16 + 8) / (124 + 8) = 2 a row, 7 tools in 4 rows.
  EXPECT_EQ(toolbarHeight(7, 280.f, frame, padding, spacing), frame + 16 + 4 * button + 3 * 4);
  // Wide enough for all seven in one row.
  EXPECT_EQ(toolbarHeight(7, 940.f, frame, padding, spacing), frame + 16 + button);
  // Narrower: more rows, never fewer than one button a row.
  EXPECT_GT(toolbarHeight(12, 220.f, frame, padding, spacing), toolbarHeight(12, 400.f, frame, padding, spacing));
  EXPECT_EQ(toolbarHeight(3, 10.f, frame, padding, spacing), frame + 16 + 3 * button + 2 * 4);
}

TEST(PanelLayout, TheMinimapsHeightDependsOnTheColumnOnly) {
  // No map argument at all: changing the grid cannot move the panels below.
  EXPECT_EQ(minimapHeightFor(300.f, 19.f), minimapHeightFor(300.f, 19.f));
  EXPECT_GT(minimapHeightFor(380.f, 19.f), minimapHeightFor(300.f, 19.f));
  EXPECT_GE(minimapHeightFor(10.f, 19.f), 120.f);
  EXPECT_LE(minimapHeightFor(2000.f, 19.f), 320.f);
}

}  // namespace
}  // namespace cartouche
