// drawCached against draw(): a view moved by whole pixels reuses the kept image and draws only the strips it
// uncovers, an edit draws only its hexes' rectangle, and either way the picture is the one a whole pass gives, at
// every kind of zoom (overview, square tiles, hex cells), both orientations, opaque or over map layers.
#include <cmath>
#include <cstdio>

#include "edit/document.h"
#include "edit/map_commands.h"
#include "gl_test_support.h"
#include "grid_printing.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

struct CacheCase {
  Orientation orientation;
  double zoom;  // pixels per world unit: under kOverviewZoom, tiles, from kCellZoom hex cells
  float opacity;
};

void PrintTo(const CacheCase& c, std::ostream* os) {
  *os << testName(c.orientation) << " zoom " << c.zoom << " opacity " << c.opacity;
}

class CachedPictureTest : public GlTest, public ::testing::WithParamInterface<CacheCase> {
 protected:
  static constexpr int kW = 389, kH = 301;  // not multiples of the 32 px tiles

  void SetUp() override {
    target_ = OffscreenTarget::create(kW, kH).value();
    style_.terrainOpacity = GetParam().opacity;
  }
  Image cached(MapRenderer& r, const MapView& v) {
    target_->bind();
    glClearColor(0.2f, 0.7f, 0.1f, 1.f);  // what the map layers would show through a translucent map
    glClear(GL_COLOR_BUFFER_BIT);
    r.drawCached(v, kW, kH, style_);
    return target_->read();
  }
  // The reference: a fresh renderer's first drawCached, which runs the pass over the whole viewport.
  Image whole(const Battle& b, const MapView& v) {
    auto fresh = makeRenderer();
    fresh->upload(b);
    Image img = cached(*fresh, v);
    EXPECT_EQ(fresh->lastCacheUse(), CacheUse::Redrawn);
    return img;
  }
  // Pixels differ only by the float rounding of their world position: anti-aliased pixels by one step here and
  // there, and the rare pixel centre that lies within rounding of a hex's edge (or a pattern's) takes the other side.
  void expectSamePicture(const Image& got, const Image& want, const char* what) {
    long differ = 0, more = 0;
    for (int y = 0; y < kH; ++y)
      for (int x = 0; x < kW; ++x) {
        int d = colourDistance(got.at(x, y), want.at(x, y));
        differ += d > 0;
        more += d > 1;
      }
    EXPECT_LE(differ, kW * kH / 200) << what << ": " << differ << " pixels differ";
    EXPECT_LE(more, 12) << what << ": " << more << " pixels differ by more than one step";
  }

  std::unique_ptr<OffscreenTarget> target_;
  MapStyle style_;
};

TEST_P(CachedPictureTest, WholePixelMovesScrollTheKeptImage) {
  Battle b = makeRichBattle(60, 45, 11, GetParam().orientation);
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(b);
  MapView view = fitView(b.map.grid(), kW, kH);
  view.zoom = GetParam().zoom;
  view.centre.x += 0.37;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  // Right and down, left, up, diagonal, and a move by most of the half viewport.
  const int moves[][2] = {{7, 3}, {-13, 0}, {0, -21}, {5, 5}, {-150, 120}};
  for (const auto& m : moves) {
    view.centre.x -= m[0] / view.zoom;
    view.centre.y -= m[1] / view.zoom;
    Image got = cached(*renderer, view);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Scrolled) << m[0] << "," << m[1];
    std::string what = "after moving " + std::to_string(m[0]) + "," + std::to_string(m[1]);
    expectSamePicture(got, whole(b, view), what.c_str());
  }
  // Nothing moved: the kept image as it is.
  Image again = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);
  expectSamePicture(again, whole(b, view), "unchanged");
  // A move by part of a pixel, a zoom, or a move past half the viewport draws everything again.
  view.centre.x += 0.5 / view.zoom;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  view.zoom *= 1.1;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  view.centre.x += 300 / view.zoom;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
}

TEST_P(CachedPictureTest, EditsRedrawTheirHexesOnly) {
  Battle rich = makeRichBattle(60, 45, 12, GetParam().orientation);
  Document doc(std::move(rich));
  auto renderer = makeRenderer();
  ASSERT_TRUE(renderer);
  renderer->upload(doc.battle());
  RendererListener listener(*renderer);
  Subscription following = doc.subscribe(listener);
  const GridSettings& g = doc.battle().map.grid();
  MapView view = fitView(g, kW, kH);
  view.zoom = GetParam().zoom;
  cached(*renderer, view);
  // The hex under the view's centre: woods, then a level (its neighbours' slopes change), then a hexside feature.
  const Hex centre = hexAtWorld(g, view.centre);
  const int index = doc.battle().map.indexOf(centre);
  ASSERT_GE(index, 0);
  const TerrainId paint = doc.battle().map.terrain(index) == kWoods ? kLake : kWoods;
  ASSERT_TRUE(doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{index}, paint)).isOk());
  expectSamePicture(cached(*renderer, view), whole(doc.battle(), view), "painted");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Patched);
  ASSERT_TRUE(
      doc.execute(std::make_unique<SetElevation>(std::vector<int>{index}, int16_t(doc.battle().map.level(index) + 1)))
          .isOk());
  if (!renderer->lastUpload().full) {  // a level past the battle's range re-tints everything: a whole upload
    expectSamePicture(cached(*renderer, view), whole(doc.battle(), view), "raised");
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Patched);
  }
  // An edit and a drag in the same frame: the scroll, then the edited rectangle where it now lies.
  ASSERT_TRUE(doc.undo().isOk());
  ASSERT_TRUE(doc.undo().isOk());
  view.centre.x -= 9 / view.zoom;
  expectSamePicture(cached(*renderer, view), whole(doc.battle(), view), "undone and moved");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Patched);
}

INSTANTIATE_TEST_SUITE_P(
    Zooms, CachedPictureTest,
    ::testing::Values(CacheCase{Orientation::PointyTop, 2.0, 1.f}, CacheCase{Orientation::FlatTop, 2.0, 1.f},
                      CacheCase{Orientation::PointyTop, 9.0, 1.f}, CacheCase{Orientation::FlatTop, 17.0, 1.f},
                      CacheCase{Orientation::PointyTop, 33.3, 1.f}, CacheCase{Orientation::FlatTop, 61.0, 1.f},
                      CacheCase{Orientation::PointyTop, 12.0, 0.5f}, CacheCase{Orientation::FlatTop, 40.0, 0.5f}),
    [](const ::testing::TestParamInfo<CacheCase>& info) {
      return testName(info.param.orientation) + "Zoom" + std::to_string(int(info.param.zoom)) +
             (info.param.opacity < 1.f ? "OverLayers" : "Opaque");
    });

}  // namespace
}  // namespace cartouche::testing
