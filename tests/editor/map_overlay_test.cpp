// The things over the map (labels, counters) kept in drawCached's picture: after pans, a counter hovered, chosen,
// moved or gone, the overlay dropped, a zoom step and a jump, the picture is the whole pass with the overlay drawn
// over it whole, as the editor drew it every frame before; while a zoom eases, the scaled map with the overlay drawn
// over it whole, sharp, each frame; and a pan or a hover draws only strips and the changed counters' rectangles. The
// picture lies inside a larger target, as the map's part lies in the editor's window. KeptOverlay's bookkeeping
// alone: what counts as a change.
#include "render/map_overlay.h"

#include <backends/imgui_impl_opengl3.h>
#include <gtest/gtest.h>

#include "gl_test_support.h"
#include "render/counters.h"
#include "render/hex_labels.h"
#include "render/overlay_context.h"
#include "support/army_builder.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

class CachedOverlayTest : public GlTest, public ::testing::WithParamInterface<float> {
 protected:
  static constexpr int kW = 389, kH = 301;  // not multiples of the 32 px tiles

  void SetUp() override {
    auto overlay = OverlayContext::create(16.f);
    ASSERT_TRUE(overlay.isOk()) << overlay.status().message();
    imgui_ = std::move(*overlay);
    resize(kW, kH);
    style_.terrainOpacity = GetParam();
    battle_ = makeRichBattle(60, 45, 11, Orientation::PointyTop);
    addCounterArmy(battle_, 24, 2, 2);
    layout_ = CounterLayout::build(battle_, "historical");
  }
  // A picture w x h placed at (kLeft, kTop) of a target with a margin all round.
  static constexpr int kLeft = 13, kTop = 7, kMargin = 20;
  void resize(int w, int h) {
    w_ = w;
    h_ = h;
    target_ = OffscreenTarget::create(w + 2 * kMargin, h + 2 * kMargin).value();
  }
  int targetWidth() const { return w_ + 2 * kMargin; }
  int targetHeight() const { return h_ + 2 * kMargin; }
  MapPlacement at() const { return {kLeft, kTop, targetHeight()}; }
  // This frame's overlay for `view`: the hex labels and the counters, as the editor draws them.
  void build(MapOverlay& o, const MapView& view) {
    o.begin(ImGui::GetDrawListSharedData(), ImGui::GetIO().Fonts->TexID, view, w_, h_);
    drawHexLabels(o.list(), imgui_->font(), battle_.map.grid(), view, MapOverlay::origin(), w_, h_, {}, &o);
    drawCounters(o.list(), imgui_->font(), layout_, battle_.map.grid(), view, MapOverlay::origin(), w_, h_, highlight_,
                 &o);
    o.end();
  }
  void clearTarget() {
    target_->bind();
    glClearColor(0.2f, 0.7f, 0.1f, 1.f);  // what the map layers would show through a translucent map
    glClear(GL_COLOR_BUFFER_BIT);
  }
  // The renderer's picture with the overlay kept in it (`with` false: drawCached given none).
  Image cached(MapRenderer& r, const MapView& view, bool with = true) {
    imgui_->begin(targetWidth(), targetHeight());
    build(overlay_, view);
    clearTarget();
    r.drawCached(view, w_, h_, style_, at(), with ? &overlay_ : nullptr);
    imgui_->render();
    return target_->read();
  }
  // The reference: a fresh renderer's whole pass, and the overlay drawn over the window whole by the backend.
  Image whole(const MapView& view, bool with = true) {
    auto fresh = makeRenderer();
    fresh->upload(battle_);
    Image image = over(*fresh, view, with);
    EXPECT_EQ(fresh->lastCacheUse(), CacheUse::Redrawn);
    return image;
  }
  // `r`'s map for `view` without the overlay, and the overlay drawn over it whole by the backend, its vertices and
  // clip rectangle moved to the picture's place in the target.
  Image over(MapRenderer& r, const MapView& view, bool with = true) {
    imgui_->begin(targetWidth(), targetHeight());
    MapOverlay o;
    build(o, view);
    clearTarget();
    r.drawCached(view, w_, h_, style_, at());
    ImDrawList* list = o.list();
    for (ImDrawVert& v : list->VtxBuffer) {
      v.pos.x += kLeft;
      v.pos.y += kTop;
    }
    for (ImDrawCmd& c : list->CmdBuffer) c.ClipRect = ImVec4(kLeft, kTop, float(kLeft + w_), float(kTop + h_));
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = &list;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list->VtxBuffer.Size;
    data.TotalIdxCount = list->IdxBuffer.Size;
    data.DisplaySize = ImVec2(targetWidth(), targetHeight());
    data.FramebufferScale = ImVec2(1, 1);
    if (with) ImGui_ImplOpenGL3_RenderDrawData(&data);
    imgui_->render();
    return target_->read();
  }
  // As map_cache_test (gl_test_support.h). Over layers, the overlay is blended into the premultiplied picture and
  // that over the layers, where the reference blends it over both: the same colours but for a step of rounding, in
  // about a tenth of its pixels.
  void expectSamePicture(const Image& got, const Image& want, const std::string& what) {
    testing::expectSamePicture(got, want, GetParam() < 1 ? w_ * h_ / 20 : w_ * h_ / 200, what);
  }
  // Draws frames until the picture has settled; returns how many it took.
  int settle(MapRenderer& r, const MapView& view) {
    int frames = 0;
    while (!r.settled() && frames < 20) {
      cached(r, view);
      ++frames;
    }
    return frames;
  }

  std::unique_ptr<OverlayContext> imgui_;
  std::unique_ptr<OffscreenTarget> target_;
  MapStyle style_;
  Battle battle_;
  CounterLayout layout_;
  CounterHighlight highlight_;
  MapOverlay overlay_;
  int w_ = kW, h_ = kH;
};

TEST_P(CachedOverlayTest, PansAndCounterChangesDrawOnlyWhatChanged) {
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(battle_);
  ASSERT_GE(layout_.counters().size(), 4u);
  MapView view;
  view.zoom = 40;  // full counters (48 px) and full labels
  view.centre = layout_.counters()[2].centre;
  view.centre.x += 0.37;
  expectSamePicture(cached(*renderer, view), whole(view), "first frame");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);

  // Pans: the strips they uncover only, labels and counters there included.
  const int moves[][2] = {{7, 3}, {-13, 0}, {0, -21}, {5, 5}, {-60, 40}};
  for (const auto& m : moves) {
    view.centre.x -= m[0] / view.zoom;
    view.centre.y -= m[1] / view.zoom;
    const std::string what = "moved " + std::to_string(m[0]) + "," + std::to_string(m[1]);
    expectSamePicture(cached(*renderer, view), whole(view), what);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Scrolled) << what;
    EXPECT_LE(renderer->lastPassPixels(), long(std::abs(m[0]) * h_ + std::abs(m[1]) * w_)) << what;
  }
  expectSamePicture(cached(*renderer, view), whole(view), "unchanged");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);
  EXPECT_EQ(renderer->lastPassPixels(), 0);

  // A counter hovered, then another chosen: the map under them is copied from its own image, no pass.
  ASSERT_EQ(layout_.counters()[3].level, layout_.counters()[3].stackSize - 1);  // on top, its frame in sight
  highlight_.hovered = layout_.counters()[3].unit;
  expectSamePicture(cached(*renderer, view), whole(view), "hovered");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);
  EXPECT_EQ(renderer->lastPassPixels(), 0);
  highlight_.hovered.clear();
  highlight_.selected = {layout_.counters()[1].unit};
  expectSamePicture(cached(*renderer, view), whole(view), "chosen");
  EXPECT_EQ(renderer->lastPassPixels(), 0);

  // A counter moved to the next hex (the same look elsewhere), then gone, in the same frame as a pan.
  Placement& first = battle_.scenarios[0].setup[0];
  ASSERT_TRUE(first.hex);
  first.hex = Hex{first.hex->q + 1, first.hex->r};
  layout_ = CounterLayout::build(battle_, "historical");
  expectSamePicture(cached(*renderer, view), whole(view), "moved a counter");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);
  battle_.scenarios[0].setup.erase(battle_.scenarios[0].setup.begin() + 1);
  layout_ = CounterLayout::build(battle_, "historical");
  view.centre.x -= 4 / view.zoom;
  expectSamePicture(cached(*renderer, view), whole(view), "removed a counter and moved");

  // No overlay at all: what it covered is drawn again without it.
  expectSamePicture(cached(*renderer, view, false), whole(view, false), "overlay dropped");
  expectSamePicture(cached(*renderer, view), whole(view), "overlay back");
}

TEST_P(CachedOverlayTest, ZoomStepsAndJumpsSettleWithTheOverlay) {
  resize(1000, 700);  // more than two bands of the pass: a zoom step settles over frames, a jump takes a draft
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(battle_);
  MapView view;
  view.zoom = 40;
  view.centre = layout_.counters()[2].centre;
  cached(*renderer, view);
  // A zoom step: the picture, overlay and all, scaled as a draft, then settled band by band.
  view.zoom *= 1.1;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  EXPECT_GT(settle(*renderer, view), 0);
  expectSamePicture(cached(*renderer, view), whole(view), "zoomed in and settled");
  // A counter hovered while the picture is still settling.
  view.zoom /= 1.2;
  cached(*renderer, view);
  highlight_.hovered = layout_.counters()[2].unit;
  settle(*renderer, view);
  expectSamePicture(cached(*renderer, view), whole(view), "zoomed out, hovered, settled");
  // A zoom easing (the bands held): each frame the scaled map with the overlay drawn over it whole, sharp, a counter
  // hovered meanwhile shown at once (the reference: the same renderer's map for the same view, which held bands
  // leave as it is, with the overlay over it); the shown picture made again once the easing stops, and exact when
  // the bands have settled.
  renderer->holdBands(true);
  for (int step = 0; step < 3; ++step) {
    view.zoom *= 1.05;
    if (step == 1) highlight_.hovered = layout_.counters()[3].unit;
    const Image easing = cached(*renderer, view);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
    expectSamePicture(easing, over(*renderer, view), "easing, step " + std::to_string(step));
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);
  }
  renderer->holdBands(false);
  EXPECT_GT(settle(*renderer, view), 0);
  expectSamePicture(cached(*renderer, view), whole(view), "eased in and settled");
  // A jump: the half-resolution draft has no overlay; drawn over it whole, then settled.
  view.centre.x += 800 / view.zoom;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Drafted);
  EXPECT_GT(settle(*renderer, view), 0);
  expectSamePicture(cached(*renderer, view), whole(view), "jumped and settled");
}

INSTANTIATE_TEST_SUITE_P(OpaqueAndOverLayers, CachedOverlayTest, ::testing::Values(1.0f, 0.5f),
                         [](const ::testing::TestParamInfo<float>& p) {
                           return p.param < 1 ? "Translucent" : "Opaque";
                         });

// KeptOverlay alone: things with unchanged keys in the same places are no change; a new key, a gone one, a moved
// thing and a dropped overlay are, where they were and where they are.
class KeptOverlayTest : public ::testing::Test {
 protected:
  void SetUp() override {
    context_ = ImGui::CreateContext();
    ImGui::GetIO().Fonts->Build();
  }
  void TearDown() override { ImGui::DestroyContext(context_); }
  // Squares of 10 px at `places`, keyed by `keys`.
  MapOverlay& squares(const std::vector<std::pair<uint64_t, ImVec2>>& things) {
    overlay_.begin(ImGui::GetDrawListSharedData(), nullptr, MapView{}, 200, 100);
    for (const auto& [key, at] : things) {
      overlay_.thing(key);
      const ImVec2 a(MapOverlay::origin().x + at.x, MapOverlay::origin().y + at.y);
      overlay_.list()->AddRectFilled(a, ImVec2(a.x + 10, a.y + 10), IM_COL32_WHITE);
    }
    overlay_.end();
    return overlay_;
  }
  ImGuiContext* context_ = nullptr;
  MapOverlay overlay_;
  KeptOverlay kept_;
};

TEST_F(KeptOverlayTest, ChangesAreWhereThingsWereAndAre) {
  EXPECT_EQ(kept_.changes(&squares({{1, {20, 20}}, {2, {50, 20}}}), 0, 0, 200, 100),
            (std::vector<PixelRect>{{19, 19, 31, 31}, {49, 19, 61, 31}}));
  // Moved with the picture by whole pixels: nothing changed.
  EXPECT_TRUE(kept_.changes(&squares({{1, {23, 18}}, {2, {53, 18}}}), 3, -2, 200, 100).empty());
  // Key 2's look changed; key 1 moved by itself.
  EXPECT_EQ(kept_.changes(&squares({{1, {33, 18}}, {3, {53, 18}}}), 0, 0, 200, 100),
            (std::vector<PixelRect>{{22, 17, 34, 29}, {32, 17, 44, 29}, {52, 17, 64, 29}, {52, 17, 64, 29}}));
  // Off the picture: clipped, or nothing.
  EXPECT_EQ(kept_.changes(&squares({{1, {33, 18}}, {3, {53, 18}}, {4, {195, 95}}, {5, {300, 0}}}), 0, 0, 200, 100),
            (std::vector<PixelRect>{{194, 94, 200, 100}}));
  // No overlay: everything it had.
  EXPECT_EQ(kept_.changes(nullptr, 0, 0, 200, 100).size(), 3u);
  EXPECT_TRUE(kept_.changes(nullptr, 0, 0, 200, 100).empty());
}

TEST(ThingKey, TellsLooksApart) {
  CounterPlace c;
  c.unit = "pl-1";
  c.label = "1/kos";
  c.values = "3-2-?";
  const uint64_t plain = counterKey(c, false, false);
  EXPECT_EQ(counterKey(c, false, false), plain);
  EXPECT_NE(counterKey(c, true, false), plain);
  EXPECT_NE(counterKey(c, false, true), plain);
  CounterPlace faced = c;
  faced.facing = 0;  // facing 0 is not "no facing"
  EXPECT_NE(counterKey(faced, false, false), plain);
  CounterPlace other = c;
  other.values = "3-2-4";
  EXPECT_NE(counterKey(other, false, false), plain);
  EXPECT_NE(ThingKey("label").add(std::string("0101")).value(), ThingKey("label").add(std::string("0102")).value());
  // Strings are told apart from their neighbours: "ab" + "c" is not "a" + "bc".
  EXPECT_NE(ThingKey("x").add(std::string("ab")).add(std::string("c")).value(),
            ThingKey("x").add(std::string("a")).add(std::string("bc")).value());
}

}  // namespace
}  // namespace cartouche::testing
