// The map view panel (app/panels/map_view_panel.h), in ImGui frames with no window: fitting and centring use the part
// of the window the side panels leave, the wheel zooms about the cursor and a right drag pans.
#include "app/panels/map_view_panel.h"

#include <imgui.h>

#include <cmath>

#include "headless_imgui.h"
#include "panel_frames.h"

namespace cartouche::testing {
namespace {

TEST_F(PanelFrames, FitAndCentreOnUseThePartOfTheWindowThePanelsLeave) {
  GridSettings grid;
  MapViewPanel panel;
  panel.setInsets({280, 20, 300, 24});
  ImGui::NewFrame();
  panel.update(grid, ImVec2(1200, 800));
  ImGui::EndFrame();
  Point freeCentre{280 + (1200 - 280 - 300) * 0.5, 20 + (800 - 20 - 24) * 0.5};
  WorldRect b = mapBounds(grid);
  Point mapCentre{(b.min.x + b.max.x) * 0.5, (b.min.y + b.max.y) * 0.5};
  Point s = panel.view().worldToScreen(mapCentre, 1200, 800);
  EXPECT_NEAR(s.x, freeCentre.x, 1e-6);
  EXPECT_NEAR(s.y, freeCentre.y, 1e-6);
  // The whole map shows in the free part.
  Point topLeft = panel.view().worldToScreen(b.min, 1200, 800),
        bottomRight = panel.view().worldToScreen(b.max, 1200, 800);
  EXPECT_GE(topLeft.x, 280 - 1e-6);
  EXPECT_GE(topLeft.y, 20 - 1e-6);
  EXPECT_LE(bottomRight.x, 1200 - 300 + 1e-6);
  EXPECT_LE(bottomRight.y, 800 - 24 + 1e-6);

  Point p{3.5, -2.0};
  panel.centreOn(p);
  s = panel.view().worldToScreen(p, 1200, 800);
  EXPECT_NEAR(s.x, freeCentre.x, 1e-6);
  EXPECT_NEAR(s.y, freeCentre.y, 1e-6);
}

// The map, its labels and counters are drawn only where the panels leave the window uncovered, its edges rounded
// outwards; the part's own view puts every point where the window's view does, less the part's corner.
TEST_F(PanelFrames, TheUncoveredPartReachesUnderThePanelsFirstPixel) {
  GridSettings grid;
  MapViewPanel panel;
  panel.setInsets({280.6, 20.2, 300.4, 24.5});
  ImGui::NewFrame();
  panel.update(grid, ImVec2(1200, 800));
  const PixelRect part = panel.uncovered(1200, 800);
  EXPECT_EQ(part.x0, 280);
  EXPECT_EQ(part.y0, 20);
  EXPECT_EQ(part.x1, 900);  // 1200 - 300.4 = 899.6, rounded out
  EXPECT_EQ(part.y1, 776);
  const MapViewPanel::ScreenPart screen = panel.screenPart();
  EXPECT_EQ(screen.origin.x, 280.f);
  EXPECT_EQ(screen.origin.y, 20.f);
  EXPECT_EQ(screen.width, 620);
  EXPECT_EQ(screen.height, 756);
  const Point w{1.5, 2.25};
  const Point whole = panel.view().worldToScreen(w, 1200, 800), inPart = screen.view.worldToScreen(w, 620, 756);
  EXPECT_NEAR(inPart.x + 280, whole.x, 1e-9);
  EXPECT_NEAR(inPart.y + 20, whole.y, 1e-9);
  // Panels wider than the window leave nothing.
  panel.setInsets({900, 0, 400, 0});
  EXPECT_TRUE(panel.uncovered(1200, 800).empty());
  ImGui::EndFrame();
}

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
