// Editor pieces that need no window: frame statistics and the status bar's description of the hover.
#include <gtest/gtest.h>

#include "app/frame_stats.h"
#include "app/panels/status_bar_panel.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

TEST(FrameStatsTest, NearestRankPercentiles) {
  std::vector<double> ms;
  for (int i = 100; i >= 1; --i) ms.push_back(i);
  FrameStats s = frameStats(ms);
  EXPECT_EQ(s.frames, 100);
  EXPECT_EQ(s.minMs, 1);
  EXPECT_EQ(s.medianMs, 50);
  EXPECT_EQ(s.p95Ms, 95);
  EXPECT_EQ(s.maxMs, 100);
  EXPECT_NE(formatFrameStats(s).find("p95 95.00 ms"), std::string::npos);
}

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

#include <imgui.h>

#include <cmath>

#include "app/panels/map_view_panel.h"
#include "headless_imgui.h"

namespace cartouche::testing {
namespace {

// An ImGui context with no platform or renderer backend: the test feeds the input itself.
class ImGuiFrames : public ::testing::Test {
 protected:
  void SetUp() override { startHeadlessImGui(ImVec2(800, 600)); }
  void TearDown() override { ImGui::DestroyContext(); }
};

TEST_F(ImGuiFrames, WheelZoomsAboutTheCursorAndPanelsKeepTheMouse) {
  GridSettings grid;
  MapViewPanel panel;
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(600, 150);
  ImGui::NewFrame();
  panel.update(grid, ImVec2(800, 600));
  ImGui::Render();
  double zoom0 = panel.view().zoom;
  Point under = panel.view().screenToWorld({600, 150}, 800, 600);

  // Two wheel notches, then frames for the easing to settle: the point under the cursor stays put.
  for (int frame = 0; frame < 60; ++frame) {
    io.MouseWheel = frame == 0 ? 2.f : 0.f;
    ImGui::NewFrame();
    panel.update(grid, ImVec2(800, 600));
    ImGui::Render();
  }
  EXPECT_NEAR(panel.view().zoom, zoom0 * 1.2 * 1.2, zoom0 * 1e-3);
  Point now = panel.view().screenToWorld({600, 150}, 800, 600);
  EXPECT_NEAR(now.x, under.x, 1e-6);
  EXPECT_NEAR(now.y, under.y, 1e-6);
  ASSERT_TRUE(panel.hover().has_value());
  EXPECT_EQ(panel.hover()->hex, hexAtWorld(grid, under));

  // A window under the cursor takes the mouse: the wheel and the hover no longer reach the map.
  double zoom1 = panel.view().zoom;
  for (int frame = 0; frame < 3; ++frame) {
    io.MouseWheel = frame == 2 ? 3.f : 0.f;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(500, 100));
    ImGui::SetNextWindowSize(ImVec2(200, 200));
    ImGui::Begin("panel");
    ImGui::End();
    panel.update(grid, ImVec2(800, 600));
    ImGui::Render();
  }
  EXPECT_TRUE(io.WantCaptureMouse);
  EXPECT_DOUBLE_EQ(panel.view().zoom, zoom1);
  EXPECT_FALSE(panel.hover().has_value());
}

TEST_F(ImGuiFrames, RightDragPansTheMap) {
  GridSettings grid;
  MapViewPanel panel;
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(300, 300);
  ImGui::NewFrame();
  panel.update(grid, ImVec2(800, 600));
  ImGui::Render();
  Point grabbed = panel.view().screenToWorld({300, 300}, 800, 600);
  io.MouseDown[1] = true;
  for (int frame = 0; frame < 5; ++frame) {
    io.MousePos = ImVec2(300.f + 20.f * float(frame + 1), 300.f - 10.f * float(frame + 1));
    ImGui::NewFrame();
    panel.update(grid, ImVec2(800, 600));
    ImGui::Render();
  }
  io.MouseDown[1] = false;
  // The grabbed point follows the mouse.
  Point under = panel.view().screenToWorld({400, 250}, 800, 600);
  EXPECT_NEAR(under.x, grabbed.x, 1e-6);
  EXPECT_NEAR(under.y, grabbed.y, 1e-6);
}

}  // namespace
}  // namespace cartouche::testing
