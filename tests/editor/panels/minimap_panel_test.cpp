// The minimap panel with a real GL texture (headless EGL) in an ImGui context with no backend: the texture holds
// the picture after the first draw and after an edit (only the changed block re-uploaded), and a click or a drag
// on the minimap recentres the map view there.
#include "app/panels/minimap_panel.h"

#include <imgui.h>

#include "edit/map_commands.h"
#include "gl_test_support.h"
#include "headless_imgui.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

class MinimapPanelTest : public GlTest {
 protected:
  void SetUp() override { startHeadlessImGui(ImVec2(1200, 800)); }
  void TearDown() override { ImGui::DestroyContext(); }

  void frame(MinimapPanel& panel, PanelContext& ctx, ImVec2 mouse, bool down) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(300, 250));
    panel.draw(ctx);
    ImGui::EndFrame();
  }

  static std::vector<uint32_t> textureTexels(GLuint texture, int width, int height) {
    std::vector<uint32_t> texels(size_t(width) * size_t(height));
    glBindTexture(GL_TEXTURE_2D, texture);
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels.data());
    glBindTexture(GL_TEXTURE_2D, 0);
    return texels;
  }
};

TEST_F(MinimapPanelTest, TextureFollowsTheBattleAndClicksRecentreTheView) {
  Document document(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 40, 30));
  EditorState state;
  MapViewPanel mapView;
  std::string message;
  ToolContext tool{document, state, mapView.view(), 1200, 800, &message};
  ToolBox tools;
  PanelContext ctx{tool, tools, mapView};
  MinimapPanel panel;
  panel.follow(document);

  frame(panel, ctx, ImVec2(-1, -1), false);
  ASSERT_NE(panel.texture(), 0u);
  EXPECT_EQ(textureTexels(panel.texture(), 40, 30), buildMinimapImage(document.battle()).pixels);

  // An edit reaches the texture on the next draw.
  ASSERT_TRUE(document.execute(std::make_unique<PaintTerrain>(std::vector<int>{7 * 40 + 11}, kLake)));
  frame(panel, ctx, ImVec2(-1, -1), false);
  std::vector<uint32_t> after = buildMinimapImage(document.battle()).pixels;
  EXPECT_EQ(textureTexels(panel.texture(), 40, 30), after);
  EXPECT_EQ(panel.image().pixels, after);

  // The picture fills the box's width (the map is wider than the box): its centre is the box's centre.
  float pad = 4.f;  // the minimap's window padding
  ImVec2 boxMin(pad, ImGui::GetFrameHeight() + pad), boxMax(300 - pad, 250 - pad);
  ImVec2 centre((boxMin.x + boxMax.x) * 0.5f, (boxMin.y + boxMax.y) * 0.5f);
  frame(panel, ctx, centre, false);
  frame(panel, ctx, centre, true);
  frame(panel, ctx, centre, false);
  WorldRect b = mapBounds(document.battle().map.grid());
  double tolerance = b.width() / 290.0;  // a minimap pixel
  EXPECT_NEAR(mapView.view().centre.x, (b.min.x + b.max.x) * 0.5, tolerance);
  EXPECT_NEAR(mapView.view().centre.y, (b.min.y + b.max.y) * 0.5, tolerance);

  // Dragging to a quarter of the width moves the view there.
  ImVec2 quarter(boxMin.x + (boxMax.x - boxMin.x) * 0.25f, centre.y);
  frame(panel, ctx, centre, true);
  frame(panel, ctx, quarter, true);
  EXPECT_NEAR(mapView.view().centre.x, b.min.x + b.width() * 0.25, tolerance);
  frame(panel, ctx, quarter, false);
}

TEST_F(MinimapPanelTest, FollowingAnotherBattleRedrawsItAndLetsTheOldOneGo) {
  auto first = std::make_unique<Document>(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 40, 30));
  Document second(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 20, 12));
  EditorState state;
  MapViewPanel mapView;
  std::string message;
  ToolBox tools;
  MinimapPanel panel;
  panel.follow(*first);
  {
    ToolContext tool{*first, state, mapView.view(), 1200, 800, &message};
    PanelContext ctx{tool, tools, mapView};
    frame(panel, ctx, ImVec2(-1, -1), false);
  }
  // The session opens another battle: it announces it, then the old one closes.
  panel.follow(second);
  first.reset();
  ToolContext tool{second, state, mapView.view(), 1200, 800, &message};
  PanelContext ctx{tool, tools, mapView};
  frame(panel, ctx, ImVec2(-1, -1), false);
  EXPECT_EQ(panel.image().width, buildMinimapImage(second.battle()).width);
  ASSERT_TRUE(second.execute(std::make_unique<PaintTerrain>(std::vector<int>{5}, kLake)));
  frame(panel, ctx, ImVec2(-1, -1), false);
  EXPECT_EQ(textureTexels(panel.texture(), 20, 12), buildMinimapImage(second.battle()).pixels);
}

}  // namespace
}  // namespace cartouche::testing
