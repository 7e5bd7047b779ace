// The georeferencer and grid fit windows in real ImGui frames (no platform or renderer backend; the layer renderer
// over a headless EGL context), driven as a person would: click the scan, type the coordinates or the hex label and
// press Enter, drag a point. What lands in the battle (and its undo history) is checked, not what is drawn.
#include "app/panels/georef_panel.h"

#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <stdlib.h>
#include <unistd.h>

#include <cmath>
#include <cstring>
#include <filesystem>

#include "app/panels/grid_fit_panel.h"
#include "gl_test_support.h"
#include "headless_imgui.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

constexpr int kImageW = 64, kImageH = 48;
constexpr int kKeyEnter = 257;  // GLFW's code, as the app's backend maps it

void writeScan(const std::string& path) {
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
  GDALDataset* ds = driver->Create(path.c_str(), kImageW, kImageH, 1, GDT_Byte, nullptr);
  ASSERT_NE(ds, nullptr) << path;
  std::vector<uint8_t> row(kImageW);
  for (int y = 0; y < kImageH; ++y) {
    for (int x = 0; x < kImageW; ++x) row[size_t(x)] = uint8_t((x * 4 + y * 2) & 0xff);
    ASSERT_EQ(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, y, kImageW, 1, row.data(), kImageW, 1, GDT_Byte, 0, 0),
              CE_None);
  }
  GDALClose(ds);
}

class LayerWindowFrames : public GlTest {
 protected:
  void SetUp() override {
    GDALAllRegister();
    ::setenv("CARTOUCHE_STATE_DIR", folder_.c_str(), 1);
    writeScan(folder_ + "/scan.tif");
    Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 9);
    b.ground = GroundPlacement{"EPSG:2180", {500000, 600000}, 0};
    MapLayer scan;
    scan.name = "Scan";
    scan.kind = LayerKind::Linked;
    scan.source = "scan.tif";
    b.layers.push_back(scan);
    Result<std::unique_ptr<OpenBattle>> opened = OpenBattle::create(std::move(b), "Georeferencer test");
    ASSERT_TRUE(opened) << opened.status().message();
    battle = std::move(opened).value();
    auto r = LayerRenderer::create();
    ASSERT_TRUE(r.isOk()) << r.status().message();
    layers = std::move(*r);
    tool = std::make_unique<ToolContext>(ToolContext{battle->document(), state, view, 800, 600, &message});
    panelCtx = std::make_unique<PanelContext>(PanelContext{*tool, tools, mapView});
    ui = std::make_unique<LayerUiContext>(
        LayerUiContext{*panelCtx, layers.get(), compare, style, {"", folder_}, *battle, std::nullopt, pick});
    ImGuiIO& io = startHeadlessImGui(ImVec2(1400, 1000));
    io.KeyMap[ImGuiKey_Enter] = kKeyEnter;
  }
  void TearDown() override {
    ImGui::DestroyContext();
    layers.reset();
    if (battle) battle->close(true);
  }

  template <typename Panel>
  void frame(Panel& panel, ImVec2 mouse, bool down = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    layers->sync(data(), ui->location);
    ImGui::NewFrame();
    panel.draw(*ui);
    ImGui::EndFrame();
  }
  template <typename Panel>
  void type(Panel& panel, const std::string& text) {
    // The field asked for the keyboard when it appeared; it has it a frame later.
    frame(panel, ImVec2(-1, -1));
    frame(panel, ImVec2(-1, -1));
    for (char c : text) ImGui::GetIO().AddInputCharacter(unsigned(c));
    frame(panel, ImVec2(-1, -1));
    ImGui::GetIO().KeysDown[kKeyEnter] = true;
    frame(panel, ImVec2(-1, -1));
    ImGui::GetIO().KeysDown[kKeyEnter] = false;
    frame(panel, ImVec2(-1, -1));
  }
  template <typename Panel>
  void click(Panel& panel, ImVec2 at) {
    frame(panel, at);
    frame(panel, at, true);
    frame(panel, at);
  }

  // The scan's region in the window called `window` (its ScanView child), and the view it opens with: the whole
  // 64 x 48 scan fitted with a 5% margin, centred.
  struct Region {
    ImVec2 lo, size;
    double zoom = 0;
    ImVec2 screen(Point p) const {
      return ImVec2(lo.x + float((p.x - 32) * zoom + 0.5 * size.x), lo.y + float((p.y - 24) * zoom + 0.5 * size.y));
    }
    Point pixel(ImVec2 s) const {
      return {32 + (double(s.x - lo.x) - 0.5 * size.x) / zoom, 24 + (double(s.y - lo.y) - 0.5 * size.y) / zoom};
    }
  };
  Region scanRegion(const char* window) const {
    const std::string prefix = std::string(window) + "/##scan_view";
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::strncmp(w->Name, prefix.c_str(), prefix.size()) == 0 && w->Active) {
        Region r{w->Pos, ImVec2(std::floor(w->Size.x), std::floor(w->Size.y))};
        r.zoom = 0.95 * std::min(double(r.size.x) / kImageW, double(r.size.y) / kImageH);
        return r;
      }
    ADD_FAILURE() << "no scan view in " << window;
    return {};
  }
  static ImVec2 whole(ImVec2 p) { return ImVec2(std::floor(p.x), std::floor(p.y)); }

  const Battle& data() const { return battle->document().battle(); }

  TempDir dir_{"georef-panel"};
  std::string folder_ = dir_.str();
  std::unique_ptr<OpenBattle> battle;
  std::unique_ptr<LayerRenderer> layers;
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
};

TEST_F(LayerWindowFrames, GeoreferencerAddsATypedPointAndADragIsOneUndoStep) {
  GeorefPanel panel;
  panel.openFor("Scan");
  frame(panel, ImVec2(-1, -1));
  layers->finishWaiting();
  frame(panel, ImVec2(-1, -1));
  Region r = scanRegion("Georeferencer");
  const ImVec2 at = whole(r.screen({16, 12}));
  const Point clicked = r.pixel(at);
  click(panel, at);
  frame(panel, ImVec2(-1, -1));  // the coordinate field takes the keyboard
  // The points' CRS defaults to the battle's ground CRS (EPSG:2180), and so does the field's.
  type(panel, "512345.5, 623456.25");
  ASSERT_EQ(data().layers[0].gcps.size(), 1u) << message;
  const MapLayer& layer = data().layers[0];
  EXPECT_EQ(layer.georef, LayerGeoref::Gcps);
  EXPECT_EQ(layer.crs, "EPSG:2180");
  EXPECT_EQ(layer.transform, "poly1");
  EXPECT_NEAR(layer.gcps[0].pixelX, clicked.x, 1e-9);
  EXPECT_NEAR(layer.gcps[0].pixelY, clicked.y, 1e-9);
  EXPECT_EQ(layer.gcps[0].mapX, 512345.5);
  EXPECT_EQ(layer.gcps[0].mapY, 623456.25);
  ASSERT_EQ(battle->document().history().size(), 1u);

  // Drag the point 40 screen pixels right in four moves: one undo step.
  r = scanRegion("Georeferencer");  // the new point's field has gone: the scan moved up
  const ImVec2 grab = whole(r.screen({layer.gcps[0].pixelX, layer.gcps[0].pixelY}));
  frame(panel, grab);
  frame(panel, grab, true);
  for (int i = 1; i <= 4; ++i) frame(panel, ImVec2(grab.x + 10.f * float(i), grab.y), true);
  frame(panel, ImVec2(grab.x + 40, grab.y));
  EXPECT_EQ(battle->document().history().size(), 2u);
  // The point moves with the pointer (keeping its offset from it): 40 screen pixels.
  EXPECT_NEAR(data().layers[0].gcps[0].pixelX, clicked.x + 40 / r.zoom, 1e-4);
  EXPECT_NEAR(data().layers[0].gcps[0].pixelY, clicked.y, 1e-4);
  ASSERT_TRUE(battle->document().undo());
  EXPECT_NEAR(data().layers[0].gcps[0].pixelX, clicked.x, 1e-9);
}

TEST_F(LayerWindowFrames, GeoreferencerPicksTheMapPositionOnTheMap) {
  GeorefPanel panel;
  panel.openFor("Scan");
  frame(panel, ImVec2(-1, -1));
  layers->finishWaiting();
  frame(panel, ImVec2(-1, -1));
  const Region r = scanRegion("Georeferencer");
  click(panel, whole(r.screen({40, 30})));
  // The session hands the next map click to the panel that asked; here the test asks on the panel's behalf, as
  // its "Pick on map" button does, and delivers hex 0201's centre (sqrt 3 world units east of 0101: 100 m).
  pick.request(GeorefPanel::kPickOwner);
  frame(panel, ImVec2(-1, -1));
  pick.deliver({std::sqrt(3.0), 0});
  frame(panel, ImVec2(-1, -1));
  EXPECT_FALSE(pick.active()) << "the pick is taken once";
  ASSERT_EQ(data().layers[0].gcps.size(), 1u) << message;
  const LayerGcp& g = data().layers[0].gcps[0];
  EXPECT_NEAR(g.mapX, 500100.0, 1e-6);
  EXPECT_NEAR(g.mapY, 600000.0, 1e-6);
  EXPECT_EQ(data().layers[0].crs, "EPSG:2180");
  EXPECT_EQ(battle->document().history().size(), 1u);
}

TEST_F(LayerWindowFrames, GridFitTakesLabelledClicksAndGuessesTheNextLabel) {
  GridFitPanel panel;
  panel.openFor("Scan");
  frame(panel, ImVec2(-1, -1));
  layers->finishWaiting();
  frame(panel, ImVec2(-1, -1));
  // A board 10 scan pixels across a hex, pointy-top, hex 0101 at pixel (8, 6), not turned: each column 10 px right,
  // each row 10 * 1.5 / sqrt 3 px down, and the odd 0-based rows (label rows 02, 04...) pushed 5 px right.
  const double down = 15.0 / std::sqrt(3.0);
  const std::vector<std::pair<Point, std::string>> hexes = {
      {{8, 6}, "0101"}, {{48, 6}, "0501"}, {{8 + 20 + 5, 6 + 3 * down}, "0304"}};
  for (const auto& [p, label] : hexes) {
    const Region r = scanRegion("Fit grid to a board scan");
    click(panel, whole(r.screen(p)));
    frame(panel, ImVec2(-1, -1));
    type(panel, label);
  }
  ASSERT_EQ(panel.clicks().size(), 3u);
  EXPECT_EQ(panel.clicks()[1].label, "0501");
  ASSERT_TRUE(panel.fit().has_value());
  // The clicks sit on whole screen pixels, a fraction of a scan pixel from the centres.
  EXPECT_NEAR(panel.fit()->hexSize, 10.0, 0.5);
  EXPECT_NEAR(panel.fit()->rotationDegrees, 0.0, 2.0);

  // A fourth click near hex 0203 comes with its label offered: Enter takes it.
  const Region r = scanRegion("Fit grid to a board scan");
  click(panel, whole(r.screen({18 + 1.5, 6 + 2 * down - 1})));
  frame(panel, ImVec2(-1, -1));
  type(panel, "");
  ASSERT_EQ(panel.clicks().size(), 4u);
  EXPECT_EQ(panel.clicks()[3].label, "0203");
  EXPECT_EQ(battle->document().history().size(), 0u) << "clicks are the window's own, not edits";
}

}  // namespace
}  // namespace cartouche::testing
