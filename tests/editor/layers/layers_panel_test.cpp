// The layers panel's edits without a window: visibility, renaming, order, removal and an opacity drag, each one undo
// step through SetLayer; the status line and the automatic blink; and the ground placement section (the CRS check,
// Apply, Remove, and placing the grid on a georeferenced layer so the map's centre lands on the layer's centre).
#include "app/panels/layers_panel.h"

#include <gtest/gtest.h>
#include <imgui.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "app/panels/ground_panel.h"
#include "app/tools/tool_box.h"
#include "editing.h"
#include "geo/grid_placement.h"
#include "headless_imgui.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

MapLayer linkedLayer(const std::string& name) {
  MapLayer l;
  l.name = name;
  l.kind = LayerKind::Linked;
  l.source = name + ".tif";
  return l;
}

// Layers a, b, c from the bottom.
Battle battleWithLayers() {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 6, 5);
  for (const char* name : {"a", "b", "c"}) b.layers.push_back(linkedLayer(name));
  return b;
}

std::vector<std::string> order(const Battle& b) {
  std::vector<std::string> out;
  for (const MapLayer& l : b.layers) out.push_back(l.name);
  return out;
}

using Names = std::vector<std::string>;

TEST(LayersPanelTest, AnOpacityDragIsOneUndoStepNamedAfterTheLayer) {
  Editing e(battleWithLayers());
  OpacityDrag drag;
  drag.begin(e.ctx);
  for (double v : {0.9, 0.7, 0.55, 0.4}) ASSERT_TRUE(drag.update(e.ctx, "b", v)) << e.message;
  drag.end(e.ctx);
  EXPECT_DOUBLE_EQ(e.document.battle().layers[1].opacity, 0.4);
  ASSERT_EQ(e.document.history().size(), 1u);
  EXPECT_EQ(e.document.history().label(0), "Opacity of b");

  // The next drag of the same layer is a step of its own.
  drag.begin(e.ctx);
  ASSERT_TRUE(drag.update(e.ctx, "b", 0.2));
  ASSERT_TRUE(drag.update(e.ctx, "b", 1.5));  // clamped
  drag.end(e.ctx);
  EXPECT_DOUBLE_EQ(e.document.battle().layers[1].opacity, 1.0);
  EXPECT_EQ(e.document.history().size(), 2u);

  ASSERT_TRUE(e.document.undo());
  EXPECT_DOUBLE_EQ(e.document.battle().layers[1].opacity, 0.4);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), battleWithLayers());
}

TEST(LayersPanelTest, MoveUpAndDownReorderTheLayersAndStopAtTheEnds) {
  Editing e(battleWithLayers());
  ASSERT_TRUE(moveLayer(e.ctx, "b", 1)) << e.message;
  EXPECT_EQ(order(e.document.battle()), (Names{"a", "c", "b"}));
  ASSERT_TRUE(moveLayer(e.ctx, "b", 1));   // already on top: nothing happens
  ASSERT_TRUE(moveLayer(e.ctx, "a", -1));  // already at the bottom
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(moveLayer(e.ctx, "b", -5));
  EXPECT_EQ(order(e.document.battle()), (Names{"b", "a", "c"}));
  ASSERT_TRUE(moveLayer(e.ctx, "c", -1));
  EXPECT_EQ(order(e.document.battle()), (Names{"b", "c", "a"}));
  EXPECT_EQ(e.document.history().size(), 3u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(order(e.document.battle()), (Names{"b", "a", "c"}));
  EXPECT_FALSE(moveLayer(e.ctx, "nowhere", 1));
}

TEST(LayersPanelTest, VisibilityRenameAndRemovalAreUndoableSteps) {
  Editing e(battleWithLayers());
  ASSERT_TRUE(setLayerVisible(e.ctx, "a", false));
  EXPECT_FALSE(e.document.battle().layers[0].visible);
  ASSERT_TRUE(renameLayer(e.ctx, "c", "Jacoubet 1836"));
  EXPECT_EQ(order(e.document.battle()), (Names{"a", "b", "Jacoubet 1836"}));
  Status taken = renameLayer(e.ctx, "a", "b");
  EXPECT_FALSE(taken);
  EXPECT_FALSE(e.message.empty());
  Status empty = renameLayer(e.ctx, "a", "");
  EXPECT_FALSE(empty);
  EXPECT_EQ(order(e.document.battle()), (Names{"a", "b", "Jacoubet 1836"}));

  const Battle beforeRemoval = e.document.battle();
  ASSERT_TRUE(removeLayer(e.ctx, "b"));
  EXPECT_EQ(order(e.document.battle()), (Names{"a", "Jacoubet 1836"}));
  EXPECT_EQ(e.document.history().size(), 3u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), beforeRemoval);  // the row comes back where it was, whole
  ASSERT_TRUE(e.document.undo());
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), battleWithLayers());
}

TEST(LayersPanelTest, StatusLineAndBlink) {
  LayerStatus s;
  s.name = "scan";
  EXPECT_EQ(describeLayerStatus(s), "opening...");
  s.open = true;
  s.width = 4000, s.height = 3000, s.levels = 5, s.tilesPending = 12;
  EXPECT_EQ(describeLayerStatus(s), "4000 x 3000 pixels, 5 levels, loading 12 tiles");
  s.tilesPending = 0, s.levels = 1;
  EXPECT_EQ(describeLayerStatus(s), "4000 x 3000 pixels, 1 level");

  LayerCompare c;
  double last = 0;
  stepBlink(c, 10.0, last);  // comparison off: nothing flips, the clock follows
  EXPECT_TRUE(c.blinkShowTop);
  EXPECT_EQ(last, 10.0);
  c.mode = LayerCompare::Mode::Blink;
  stepBlink(c, 10.3, last);
  EXPECT_TRUE(c.blinkShowTop);
  stepBlink(c, 10.5, last);
  EXPECT_FALSE(c.blinkShowTop);
  stepBlink(c, 10.9, last);
  EXPECT_FALSE(c.blinkShowTop);
  stepBlink(c, 11.0, last);
  EXPECT_TRUE(c.blinkShowTop);
}

TEST(GroundPanelTest, TheCrsIsCheckedAndThePlacementIsOneUndoStep) {
  Editing e(battleWithLayers());
  Result<std::string> cs92 = describeGroundCrs("EPSG:2180");
  ASSERT_TRUE(cs92) << cs92.status().message();
  EXPECT_NE(cs92->find("CS92"), std::string::npos) << *cs92;
  EXPECT_NE(cs92->find("metre"), std::string::npos) << *cs92;
  Result<std::string> wgs = describeGroundCrs("EPSG:4326");
  ASSERT_FALSE(wgs);
  EXPECT_NE(wgs.status().message().find("not projected"), std::string::npos) << wgs.status().message();
  EXPECT_FALSE(describeGroundCrs(""));
  EXPECT_FALSE(describeGroundCrs("EPSG:999999"));

  EXPECT_FALSE(applyGround(e.ctx, GroundPlacement{"EPSG:4326", {22.9, 54.1}, 0}));
  EXPECT_FALSE(e.document.battle().ground);
  const GroundPlacement placed{"EPSG:2180", {748000, 719000}, 15};
  ASSERT_TRUE(applyGround(e.ctx, placed)) << e.message;
  EXPECT_EQ(e.document.battle().ground, placed);
  ASSERT_TRUE(applyGround(e.ctx, placed));  // the same again: no new step
  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(removeGround(e.ctx));
  EXPECT_FALSE(e.document.battle().ground);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle().ground, placed);
}

TEST(GroundPanelTest, PlacingTheGridOnALayerCentresTheMapOnIt) {
  Battle b = battleWithLayers();
  MapLayer& layer = b.layers[2];
  layer.crs = "EPSG:2180";
  layer.georef = LayerGeoref::GeoTransform;
  layer.geoTransform = {600000, 2, 0, 500000, 0, -2};  // 2 m pixels
  b.ground = GroundPlacement{"EPSG:2180", {0, 0}, 30};
  Editing e(b);

  Result<GroundPlacement> g = placementOnLayer(e.document.battle(), layer, 3000, 1000);
  ASSERT_TRUE(g) << g.status().message();
  EXPECT_EQ(g->crs, "EPSG:2180");
  EXPECT_EQ(g->rotationDegrees, 30);  // the battle's rotation is kept
  // The layer's centre pixel (1500, 500) is at (603000, 499000); the middle of the map's hex centres must be there.
  Result<geo::GridPlacement> p = geo::makeGridPlacement(e.document.battle().map.grid(), *g);
  ASSERT_TRUE(p);
  double minX = 1e300, minY = 1e300, maxX = -1e300, maxY = -1e300;
  for (int k = 0; k < e.document.battle().map.hexCount(); ++k) {
    Point c = p->hexCentre(e.document.battle().map.hexAt(k));
    minX = std::min(minX, c.x), maxX = std::max(maxX, c.x), minY = std::min(minY, c.y), maxY = std::max(maxY, c.y);
  }
  EXPECT_NEAR((minX + maxX) / 2, 603000, 1e-6);
  EXPECT_NEAR((minY + maxY) / 2, 499000, 1e-6);
  ASSERT_TRUE(applyGround(e.ctx, *g));

  // Refusals name the layer.
  Result<GroundPlacement> none = placementOnLayer(e.document.battle(), e.document.battle().layers[0], 100, 100);
  ASSERT_FALSE(none);
  EXPECT_NE(none.status().message().find("'a'"), std::string::npos) << none.status().message();
  MapLayer geographic = layer;
  geographic.crs = "EPSG:4326";
  Result<GroundPlacement> degrees = placementOnLayer(e.document.battle(), geographic, 100, 100);
  ASSERT_FALSE(degrees);
  EXPECT_NE(degrees.status().message().find("not projected"), std::string::npos) << degrees.status().message();
}

// ---- Real ImGui frames -------------------------------------------------------------------------------------------

// An ImGui context with no platform or renderer backend and the session's pieces, with no layer renderer (as when
// it could not be made): the test moves the mouse and presses the button as a person would.
class LayersPanelFrames : public ::testing::Test {
 protected:
  void SetUp() override {
    ::setenv("CARTOUCHE_STATE_DIR", stateDir_.path().c_str(), 1);
    Result<std::unique_ptr<OpenBattle>> b = OpenBattle::create(battleWithLayers(), "Layers panel test");
    ASSERT_TRUE(b) << b.status().message();
    battle = std::move(b).value();
    tool = std::make_unique<ToolContext>(ToolContext{battle->document(), state, view, 800, 600, &message});
    panelCtx = std::make_unique<PanelContext>(PanelContext{*tool, tools, mapView});
    ui = std::make_unique<LayerUiContext>(
        LayerUiContext{*panelCtx, nullptr, compare, style, {}, *battle, std::nullopt, pick});
    startHeadlessImGui(ImVec2(1400, 900));
  }
  void TearDown() override {
    ImGui::DestroyContext();
    if (battle) battle->close(true);
  }

  void frame(ImVec2 mouse, bool down) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    panel.draw(*ui);
    ImGui::EndFrame();
  }
  void click(ImVec2 at) {
    frame(at, false);
    frame(at, true);
    frame(at, false);
  }
  ImVec2 centreOf(const std::string& layer, const std::string& control) {
    std::optional<std::pair<ImVec2, ImVec2>> r = panel.itemRect(layer, control);
    EXPECT_TRUE(r) << layer << " " << control << " not drawn";
    if (!r) return ImVec2(-1, -1);
    return ImVec2((r->first.x + r->second.x) * 0.5f, (r->first.y + r->second.y) * 0.5f);
  }
  const Battle& data() const { return battle->document().battle(); }

  TempDir stateDir_{"layers-panel"};
  std::unique_ptr<OpenBattle> battle;
  EditorState state;
  MapView view;
  std::string message;
  std::unique_ptr<ToolContext> tool;
  ToolBox tools;
  MapViewPanel mapView;
  std::unique_ptr<PanelContext> panelCtx;
  LayerCompare compare;
  MapStyle style;
  MapPickRequest pick;
  std::unique_ptr<LayerUiContext> ui;
  LayersPanel panel;
};

TEST_F(LayersPanelFrames, DraggingTheOpacitySliderIsOneUndoStep) {
  frame(ImVec2(-1, -1), false);
  std::optional<std::pair<ImVec2, ImVec2>> slider = panel.itemRect("b", "opacity");
  ASSERT_TRUE(slider);
  // The item's rectangle holds the slider's frame (about 200 pixels, from the left) and then its label: the drag
  // stays within the first 80 pixels, and each frame moves the value.
  const float y = (slider->first.y + slider->second.y) * 0.5f, left = slider->first.x + 2;
  frame(ImVec2(left, y), false);
  frame(ImVec2(left, y), true);
  for (int i = 1; i <= 8; ++i) frame(ImVec2(left + 10.f * float(i), y), true);
  frame(ImVec2(left + 80, y), false);
  frame(ImVec2(left + 80, y), false);
  EXPECT_GT(data().layers[1].opacity, 0.1);
  EXPECT_LT(data().layers[1].opacity, 0.9);
  ASSERT_EQ(battle->document().history().size(), 1u);
  EXPECT_EQ(battle->document().history().label(0), "Opacity of b");
  ASSERT_TRUE(battle->document().undo());
  EXPECT_DOUBLE_EQ(data().layers[1].opacity, 1.0);
}

TEST_F(LayersPanelFrames, RowsAreTopFirstAndTheirButtonsMoveRemoveAndRequest) {
  frame(ImVec2(-1, -1), false);
  // The top layer (c, last in Battle::layers) is the first row.
  EXPECT_LT(centreOf("c", "opacity").y, centreOf("b", "opacity").y);
  EXPECT_LT(centreOf("b", "opacity").y, centreOf("a", "opacity").y);

  click(centreOf("a", "up"));
  EXPECT_EQ(order(data()), (Names{"b", "a", "c"}));
  frame(ImVec2(-1, -1), false);
  click(centreOf("a", "down"));
  EXPECT_EQ(order(data()), (Names{"a", "b", "c"}));

  frame(ImVec2(-1, -1), false);
  click(centreOf("b", "georef"));
  EXPECT_EQ(panel.georefRequest, "b");
  click(centreOf("c", "fit"));
  EXPECT_EQ(panel.fitRequest, "c");

  click(centreOf("c", "visible"));
  EXPECT_FALSE(data().layers[2].visible);
  click(centreOf("b", "remove"));
  EXPECT_EQ(order(data()), (Names{"a", "c"}));
  EXPECT_EQ(battle->document().history().size(), 4u);
  ASSERT_TRUE(battle->document().undo());
  EXPECT_EQ(order(data()), (Names{"a", "b", "c"}));
}

}  // namespace
}  // namespace cartouche::testing
