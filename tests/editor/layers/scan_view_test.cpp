// ScanView driven through an ImGui context with no backend, over a headless EGL context for the LayerRenderer: the
// first view fits the whole scan; screen points and image pixels map both ways by hand-worked numbers; a click, a
// press that slips a little, a drag that moves too far to be a click, a marker drag, zoom at the cursor and a pan;
// and the picture itself: the texture drawPixelFrame renders, shown the right way up, has the scan's top-left
// quadrant where ScanView says that quadrant is.
#include "app/panels/scan_view.h"

#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <imgui.h>

#include <cmath>
#include <filesystem>

#include "gl_test_support.h"
#include "headless_imgui.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

constexpr int kImageW = 64, kImageH = 48;
const ImVec2 kChild(400, 300);

// Top-left red, top-right green, bottom-left blue, bottom-right white: a scan with no georeferencing.
void writeQuadrants(const std::string& path) {
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
  GDALDataset* ds = driver->Create(path.c_str(), kImageW, kImageH, 3, GDT_Byte, nullptr);
  ASSERT_NE(ds, nullptr) << path;
  std::vector<uint8_t> row(kImageW);
  for (int band = 0; band < 3; ++band)
    for (int y = 0; y < kImageH; ++y) {
      for (int x = 0; x < kImageW; ++x) {
        const bool right = x >= kImageW / 2, bottom = y >= kImageH / 2;
        const bool r = !bottom ? !right : right, g = right, b = bottom;
        row[size_t(x)] = (band == 0 ? r : band == 1 ? g : b) ? 255 : 0;
      }
      ASSERT_EQ(
          ds->GetRasterBand(band + 1)->RasterIO(GF_Write, 0, y, kImageW, 1, row.data(), kImageW, 1, GDT_Byte, 0, 0),
          CE_None);
    }
  GDALClose(ds);
}

class ScanViewTest : public GlTest {
 protected:
  void SetUp() override {
    GDALAllRegister();
    writeQuadrants(folder_ + "/board.tif");
    battle_ = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 8);
    MapLayer scan;
    scan.name = "Board";
    scan.kind = LayerKind::Linked;
    scan.source = "board.tif";
    battle_.layers.push_back(scan);
    auto r = LayerRenderer::create();
    ASSERT_TRUE(r.isOk()) << r.status().message();
    layers_ = std::move(*r);
    layers_->sync(battle_, {"", folder_});
    layers_->finishWaiting();

    startHeadlessImGui(ImVec2(800, 600));
  }
  void TearDown() override {
    ImGui::DestroyContext();
    layers_.reset();
  }

  // One frame with the pointer at `mouse`; records the child region's rectangle.
  ScanView::Events frame(ImVec2 mouse, bool left = false, bool right = false, float wheel = 0) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = left;
    io.MouseDown[1] = right;
    io.MouseWheel = wheel;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(20, 10));
    ImGui::SetNextWindowSize(ImVec2(500, 400));
    ImGui::Begin("Scan test", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize);
    ScanView::Events ev = scan_.draw(*layers_, "Board", kImageW, kImageH, kChild, markers_);
    lo_ = ImGui::GetItemRectMin();
    hi_ = ImGui::GetItemRectMax();
    list_ = scan_.drawList();
    ImGui::End();
    ImGui::EndFrame();
    return ev;
  }
  ImVec2 centre() const { return ImVec2(0.5f * (lo_.x + hi_.x), 0.5f * (lo_.y + hi_.y)); }

  TempDir dir_{"scan-view"};
  std::string folder_ = dir_.str();
  Battle battle_;
  std::unique_ptr<LayerRenderer> layers_;
  ScanView scan_;
  std::vector<Point> markers_;
  ImVec2 lo_, hi_;
  ImDrawList* list_ = nullptr;
};

TEST_F(ScanViewTest, FirstViewFitsTheWholeScanAndMapsBothWays) {
  frame(ImVec2(790, 590));
  ASSERT_EQ(hi_.x - lo_.x, kChild.x);
  ASSERT_EQ(hi_.y - lo_.y, kChild.y);
  // 400 x 300 screen pixels for 64 x 48 image pixels: 6.25 either way, less a 5% margin.
  EXPECT_DOUBLE_EQ(scan_.view().zoom, 0.95 * 6.25);
  EXPECT_DOUBLE_EQ(scan_.view().centre.x, 32.0);
  EXPECT_DOUBLE_EQ(scan_.view().centre.y, 24.0);
  const ImVec2 c = scan_.toScreen({32, 24});
  EXPECT_FLOAT_EQ(c.x, centre().x);
  EXPECT_FLOAT_EQ(c.y, centre().y);
  // The region's top-left corner is 200 and 150 screen pixels from the centre.
  const Point corner = scan_.toPixel(lo_);
  EXPECT_NEAR(corner.x, 32 - 200 / 5.9375, 1e-9);
  EXPECT_NEAR(corner.y, 24 - 150 / 5.9375, 1e-9);
  const Point p{12.25, 40.5};
  const Point back = scan_.toPixel(scan_.toScreen(p));
  EXPECT_NEAR(back.x, p.x, 1e-4);
  EXPECT_NEAR(back.y, p.y, 1e-4);
}

TEST_F(ScanViewTest, AClickIsReportedInImagePixelsAndASlipOfTwoPixelsIsStillAClick) {
  frame(ImVec2(790, 590));
  // ImGui keeps the pointer on whole screen pixels: 95 of them are 16 image pixels at 5.9375.
  const ImVec2 at(centre().x + 95, centre().y - 95);
  ScanView::Events hover = frame(at);
  ASSERT_TRUE(hover.hover.has_value());
  EXPECT_NEAR(hover.hover->x, 48.0, 1e-9);
  EXPECT_NEAR(hover.hover->y, 8.0, 1e-9);
  EXPECT_FALSE(frame(at, true).click.has_value());
  ScanView::Events up = frame(at, false);
  ASSERT_TRUE(up.click.has_value());
  EXPECT_NEAR(up.click->x, 48.0, 1e-9);
  EXPECT_NEAR(up.click->y, 8.0, 1e-9);
  EXPECT_FALSE(up.dragged.has_value());

  frame(at, true);
  frame(ImVec2(at.x + 2, at.y + 1), true);
  ScanView::Events slip = frame(ImVec2(at.x + 2, at.y + 1), false);
  ASSERT_TRUE(slip.click.has_value()) << "within 3 screen pixels";
  EXPECT_NEAR(slip.click->x, 48.0, 1e-9) << "where the button went down";

  frame(at, true);
  frame(ImVec2(at.x + 10, at.y), true);
  EXPECT_FALSE(frame(ImVec2(at.x + 10, at.y), false).click.has_value()) << "moved too far: not a click";
  EXPECT_FALSE(frame(ImVec2(at.x + 200, at.y + 200)).hover.has_value()) << "outside the region";
}

TEST_F(ScanViewTest, APressNearAMarkerDragsItAndReportsTheEnd) {
  markers_ = {{40, 30}, {10, 10}};
  frame(ImVec2(790, 590));
  const ImVec2 m = scan_.toScreen(markers_[0]);
  const ImVec2 grab(std::floor(m.x) + 3, std::floor(m.y) + 2);  // within the marker's 8 screen pixels
  frame(grab, true);
  ScanView::Events still = frame(grab, true);
  EXPECT_FALSE(still.dragged.has_value()) << "not moved yet";
  ScanView::Events moving = frame(ImVec2(grab.x + 95, grab.y - 95), true);
  ASSERT_TRUE(moving.dragged.has_value());
  EXPECT_EQ(*moving.dragged, 0u);
  EXPECT_FALSE(moving.dragEnded);
  // The marker keeps its offset from the pointer: it moves by the pointer's 95 screen pixels, 16 image pixels.
  EXPECT_NEAR(moving.dragTo.x, markers_[0].x + 16.0, 1e-4);
  EXPECT_NEAR(moving.dragTo.y, markers_[0].y - 16.0, 1e-4);
  ScanView::Events end = frame(ImVec2(grab.x + 95, grab.y - 95), false);
  ASSERT_TRUE(end.dragged.has_value());
  EXPECT_TRUE(end.dragEnded);
  EXPECT_FALSE(end.click.has_value());

  // A press on a marker that does not move is neither a drag nor a new point.
  frame(m, true);
  ScanView::Events tap = frame(m, false);
  EXPECT_FALSE(tap.click.has_value());
  EXPECT_FALSE(tap.dragged.has_value());
}

TEST_F(ScanViewTest, WheelZoomsAtTheCursorAndRightDragPans) {
  frame(ImVec2(790, 590));
  const ImVec2 at(lo_.x + 50, lo_.y + 70);
  const Point under = frame(at).hover.value();
  frame(at, false, false, 1.0f);
  EXPECT_NEAR(scan_.view().zoom, 0.95 * 6.25 * 1.2, 1e-12);
  const Point still = frame(at).hover.value();
  EXPECT_NEAR(still.x, under.x, 1e-4);
  EXPECT_NEAR(still.y, under.y, 1e-4);

  const Point before = scan_.view().centre;
  frame(at, false, true);
  frame(ImVec2(at.x + 30, at.y - 12), false, true);
  frame(ImVec2(at.x + 30, at.y - 12), false, false);
  const double zoom = scan_.view().zoom;
  EXPECT_NEAR(scan_.view().centre.x, before.x - 30 / zoom, 1e-9);
  EXPECT_NEAR(scan_.view().centre.y, before.y + 12 / zoom, 1e-9);
}

TEST_F(ScanViewTest, TheRenderedScanShowsEachQuadrantWhereTheViewPutsIt) {
  frame(ImVec2(790, 590));
  layers_->finishWaiting();
  frame(ImVec2(790, 590));
  // The image command: the texture the renderer made, top-left corner of the region at texture coordinate (0, 0).
  ImTextureID texture = nullptr;
  for (const ImDrawCmd& cmd : list_->CmdBuffer)
    if (cmd.TextureId != ImGui::GetIO().Fonts->TexID && cmd.ElemCount > 0) texture = cmd.TextureId;
  ASSERT_NE(texture, nullptr) << "the scan was drawn";
  bool cornerFound = false;
  for (const ImDrawVert& v : list_->VtxBuffer)
    if (v.pos.x == lo_.x && v.pos.y == lo_.y && v.uv.x == 0 && v.uv.y == 0) cornerFound = true;
  EXPECT_TRUE(cornerFound);

  const int w = int(kChild.x), h = int(kChild.y);
  std::vector<uint8_t> rgba(size_t(w) * h * 4);
  glBindTexture(GL_TEXTURE_2D, GLuint(intptr_t(texture)));
  glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  // Texture row 0 is the top of the region, as ImGui shows it.
  auto at = [&](Point pixel) {
    const ImVec2 s = scan_.toScreen(pixel);
    const size_t i = (size_t(int(s.y - lo_.y)) * w + size_t(int(s.x - lo_.x))) * 4;
    return Rgba{rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]};
  };
  EXPECT_EQ(at({16, 12}), (Rgba{255, 0, 0, 255}));
  EXPECT_EQ(at({48, 12}), (Rgba{0, 255, 0, 255}));
  EXPECT_EQ(at({16, 36}), (Rgba{0, 0, 255, 255}));
  EXPECT_EQ(at({48, 36}), (Rgba{255, 255, 255, 255}));
  EXPECT_EQ(at({-3, 24}).a, 0) << "outside the scan the region is clear";
}

}  // namespace
}  // namespace cartouche::testing
