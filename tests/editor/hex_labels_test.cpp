// Hex labels in the editor: every hex numbered once hexes are large enough, every other column (the first, third, ...
// as printed) between the thin zoom and that, none below; exported images keep their own floor. Counts the labels
// drawn into a draw list of a headless ImGui frame.
#include "render/hex_labels.h"

#include <gtest/gtest.h>

#include "headless_imgui.h"

namespace cartouche {
namespace {

struct Labels : ::testing::Test {
  void SetUp() override { testing::startHeadlessImGui(ImVec2(1280, 800)); }
  void TearDown() override { ImGui::DestroyContext(); }

  // Labels drawn for a 10x8 map fitted in a window, at hex radius `zoom`.
  int drawnAt(double zoom, const LabelStyle& style) {
    GridSettings grid;
    grid.columns = 10;
    grid.rows = 8;
    MapView view;
    view.zoom = zoom;
    view.centre = {0, 0};
    ImGui::NewFrame();
    const int n =
        drawHexLabels(ImGui::GetBackgroundDrawList(), ImGui::GetFont(), grid, view, ImVec2(0, 0), 1280, 800, style);
    ImGui::EndFrame();
    return n;
  }
};

TEST_F(Labels, EveryOtherColumnAtTheOpeningZoom) {
  LabelStyle editor;
  editor.thinZoom = kThinLabelZoom;
  EXPECT_EQ(drawnAt(kMinLabelZoom, editor), 80);      // every hex
  EXPECT_EQ(drawnAt(kMinLabelZoom - 1, editor), 40);  // columns 1, 3, 5, 7, 9: five of ten, all eight rows
  EXPECT_EQ(drawnAt(kThinLabelZoom, editor), 40);
  EXPECT_EQ(drawnAt(kThinLabelZoom - 1, editor), 0);  // too small to read
  LabelStyle plain;                                   // no thin range: the floor is the floor
  EXPECT_EQ(drawnAt(kMinLabelZoom - 1, plain), 0);
}

}  // namespace
}  // namespace cartouche
