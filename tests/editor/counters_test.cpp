// Counters drawn over the map through an ImGui draw list, as the editor and PNG export draw them: a full counter
// in its side's colour with the NATO box and the facing wedge outside its edge, chips when zoomed out, the dragged
// counter left out. Pixels are read back from an offscreen target; the image is written for people to look at.
#include "render/counters.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "gl_test_support.h"
#include "render/overlay_context.h"
#include "render/render_image.h"
#include "support/army_builder.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

class CountersTest : public GlTest {
 protected:
  Image drawWithCounters(const Battle& battle, const MapView& view, int w, int h, const CounterHighlight& hl = {}) {
    auto renderer = makeRenderer();
    auto target = OffscreenTarget::create(w, h);
    EXPECT_TRUE(target.isOk());
    (*target)->bind();
    renderer->upload(battle);
    renderer->draw(view, w, h);
    auto overlay = OverlayContext::create(16.f);
    EXPECT_TRUE(overlay.isOk()) << overlay.status().message();
    ImDrawList* list = (*overlay)->begin(w, h);
    layout = CounterLayout::build(battle, "historical");
    stats = drawCounters(list, (*overlay)->font(), layout, battle.map.grid(), view, ImVec2(0, 0), w, h, hl);
    (*overlay)->render();
    return (*target)->read();
  }
  static Rgba pixel(const Image& img, Point p) {
    size_t i = (size_t(p.y) * size_t(img.width) + size_t(p.x)) * 4;
    return {img.rgba[i], img.rgba[i + 1], img.rgba[i + 2], img.rgba[i + 3]};
  }
  static bool near(Rgba a, Rgba b, int tolerance = 12) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
  }
  CounterLayout layout;
  CounterDrawStats stats;
};

TEST_F(CountersTest, AFullCounterShowsItsSideColourBoxAndFacing) {
  Battle battle = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 10);
  addCounterArmy(battle, 4, 2, 1);
  battle.scenarios[0].setup[0].facing = 0;  // pl-1 at 0303, facing its neighbour in direction 0
  const int w = 640, h = 480;
  MapView view;
  view.zoom = 64;
  const CounterPlace* c = nullptr;
  view.centre = CounterLayout::build(battle, "historical").find("pl-1")->centre;
  Image img = drawWithCounters(battle, view, w, h);
  c = layout.find("pl-1");
  ASSERT_NE(c, nullptr);
  EXPECT_GE(stats.full, 1);
  EXPECT_EQ(stats.chips, 0);
  Point centre = view.worldToScreen(c->centre, w, h);
  const double s = 64 * CounterLayout::kSide;
  // The counter's left edge strip, between the box and the text: the side's colour.
  EXPECT_TRUE(near(pixel(img, {centre.x - 0.45 * s, centre.y + 0.05 * s}), Rgba{200, 40, 40, 255}));
  // Inside the NATO box, off its cross: white.
  EXPECT_TRUE(near(pixel(img, {centre.x, centre.y - 0.35 * s}), Rgba{250, 250, 245, 255}));
  // The wedge outside the edge, towards the facing: dark.
  Point v = facingVector(battle.map.grid(), c->hex, 0);
  double reach = 0.5 * s / std::max(std::abs(v.x), std::abs(v.y));
  Rgba wedge = pixel(img, {centre.x + v.x * (reach + 0.05 * s), centre.y + v.y * (reach + 0.05 * s)});
  EXPECT_LT(int(wedge.r) + wedge.g + wedge.b, 120);
  writePng(img, (std::filesystem::temp_directory_path() / "cartouche_counters_full.png").string());
}

TEST_F(CountersTest, ZoomedOutCountersAreChipsAndADraggedCounterIsLeftOut) {
  Battle battle = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 40, 30);
  addCounterArmy(battle, 60, 2, 2);
  const int w = 640, h = 480;
  MapView view = fitView(battle.map.grid(), w, h);
  Image img = drawWithCounters(battle, view, w, h);
  EXPECT_EQ(stats.full, 0);
  EXPECT_EQ(stats.chips, 60);
  Point p = view.worldToScreen(layout.find("ru-1")->centre, w, h);
  EXPECT_TRUE(near(pixel(img, p), Rgba{40, 120, 60, 255}));
  CounterHighlight hidden;
  hidden.hidden = "ru-1";
  drawWithCounters(battle, view, w, h, hidden);
  EXPECT_EQ(stats.chips, 59);
}

}  // namespace
}  // namespace cartouche::testing
