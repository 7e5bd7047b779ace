// The map view panel (app/map_view_panel.h), in an ImGui frame with no window: fitting and centring use the part of
// the window the side panels leave.
#include "app/panels/map_view_panel.h"

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

}  // namespace
}  // namespace cartouche::testing
