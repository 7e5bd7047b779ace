// drawCached against draw(): a view moved by whole pixels reuses the kept image and draws only the strips it
// uncovers, an edit draws only its hexes' rectangle, a zoom step scales the kept image and settles band by band, a
// jump takes a half-resolution pass as its draft and settles the same way, and every way the picture is the one a whole
// pass gives, at every kind of zoom (overview, square tiles, hex cells), both orientations, opaque or over map layers.
#include <algorithm>
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

  void SetUp() override { resize(kW, kH); }
  void resize(int w, int h) {
    w_ = w;
    h_ = h;
    target_ = OffscreenTarget::create(w, h).value();
    style_.terrainOpacity = GetParam().opacity;
  }
  Image cached(MapRenderer& r, const MapView& v) {
    target_->bind();
    glClearColor(0.2f, 0.7f, 0.1f, 1.f);  // what the map layers would show through a translucent map
    glClear(GL_COLOR_BUFFER_BIT);
    r.drawCached(v, w_, h_, style_);
    return target_->read();
  }
  // A renderer with `b` uploaded, and the view of the whole map at the case's zoom.
  std::unique_ptr<MapRenderer> uploaded(const Battle& b) {
    auto r = makeRenderer();
    if (r) r->upload(b);
    return r;
  }
  MapView caseView(const Battle& b) const {
    MapView v = fitView(b.map.grid(), w_, h_);
    v.zoom = GetParam().zoom;
    return v;
  }
  // The reference: a fresh renderer's first drawCached, which runs the pass over the whole viewport.
  Image whole(const Battle& b, const MapView& v) {
    auto fresh = uploaded(b);
    Image img = cached(*fresh, v);
    EXPECT_EQ(fresh->lastCacheUse(), CacheUse::Redrawn);
    return img;
  }
  // At most one pixel in 200 one step off (gl_test_support.h).
  void expectSamePicture(const Image& got, const Image& want, const char* what) {
    testing::expectSamePicture(got, want, w_ * h_ / 200, what);
  }

  std::unique_ptr<OffscreenTarget> target_;
  int w_ = kW, h_ = kH;
  MapStyle style_;
};

TEST_P(CachedPictureTest, WholePixelMovesScrollTheKeptImage) {
  Battle b = makeRichBattle(60, 45, 11, GetParam().orientation);
  auto renderer = uploaded(b);
  ASSERT_TRUE(renderer);
  MapView view = caseView(b);
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
  // A move by part of a pixel or a zoom rescales the kept image (ZoomStepsScaleTheKeptImage); a move that leaves
  // over a third of the viewport bare draws everything again.
  view.centre.x += 0.5 / view.zoom;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  view.zoom *= 1.1;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  view.centre.x += 300 / view.zoom;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
}

TEST_P(CachedPictureTest, EditsRedrawTheirHexesOnly) {
  Battle rich = makeRichBattle(60, 45, 12, GetParam().orientation);
  Document doc(std::move(rich));
  auto renderer = uploaded(doc.battle());
  ASSERT_TRUE(renderer);
  RendererListener listener(*renderer);
  Subscription following = doc.subscribe(listener);
  const GridSettings& g = doc.battle().map.grid();
  MapView view = caseView(doc.battle());
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

// Share of pixels of `got` within `tolerance` colour steps of `want` moved by (dx, dy), over rows [y0, y1) less a
// pixel's margin.
double agreement(const Image& got, const Image& want, int dx, int dy, int y0, int y1, int tolerance) {
  long close = 0, all = 0;
  for (int y = std::max(y0, 1); y < std::min(y1, got.height - 1); ++y)
    for (int x = 1; x < got.width - 1; ++x, ++all)
      close += colourDistance(got.at(x, y), want.at(x + dx, y + dy)) <= tolerance;
  return all ? double(close) / double(all) : 1.0;
}

// The rows [y0, y1) of a draft show the same map as the exact picture, roughly: most pixels close to it, and closer
// than to the exact picture moved by a pixel any way (a draft placed off is not).
void expectDraftInPlace(const Image& draft, const Image& exact, int y0, int y1) {
  const double placed = agreement(draft, exact, 0, 0, y0, y1, 16);
  EXPECT_GT(placed, 0.7);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (dx || dy) {
        EXPECT_GT(placed, agreement(draft, exact, dx, dy, y0, y1, 16)) << "moved " << dx << "," << dy;
      }
}

TEST_P(CachedPictureTest, ZoomStepsScaleTheKeptImageAndSettleBandByBand) {
  // Large enough that the settling takes three bands: 1100 x 700 pixels, bands of 272 rows.
  resize(1100, 700);
  const int band = int(MapRenderer::kSettleBandPixels / w_);
  Battle b = makeRichBattle(90, 70, 13, GetParam().orientation);
  auto renderer = uploaded(b);
  ASSERT_TRUE(renderer);
  MapView view = caseView(b);
  cached(*renderer, view);
  ASSERT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  EXPECT_TRUE(renderer->settled());

  // Zoom in about a point off the centre, as the wheel does under the pointer: the first draft is the old picture
  // scaled, and the pass runs on one band only.
  view.zoomAt({700, 260}, 1.1, w_, h_);
  Image draft = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  EXPECT_FALSE(renderer->settled());
  EXPECT_LE(renderer->lastPassPixels(), long(band) * w_);
  // The draft's rows that the pass has not reached yet show the same map, blurred: most pixels are close to the
  // exact picture, and closer than to the exact picture moved by a pixel any way (a draft placed off is not).
  Image exact = whole(b, view);
  expectDraftInPlace(draft, exact, band, h_);
  // The next frames draw the rest, two bands each, without the view changing; then the picture is exact. Three
  // bands cover the rows (four when the round starts inside the image): one in the scaling frame, then two frames
  // at most.
  int frames = 0;
  while (!renderer->settled() && frames < 10) {
    cached(*renderer, view);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Refined);
    EXPECT_LE(renderer->lastPassPixels(), 2L * band * w_);
    ++frames;
  }
  EXPECT_GE(frames, 1);
  EXPECT_LE(frames, 2);
  expectSamePicture(cached(*renderer, view), exact, "settled after zooming in");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);

  // Zoom out about a corner: the strips the old picture no longer covers are drawn at once; a drag while some
  // rows are still drafts moves them with the picture, and they settle where they went.
  view.zoomAt({80, 600}, 1 / 1.15, w_, h_);
  Image draftOut = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  EXPECT_FALSE(renderer->settled());
  {
    // The old picture now ends 80 / 1.15 px right of the anchor's left and 100 / 1.15 px below it: left of x = 11
    // and below y = 687 it never reached, and the pass drew that already.
    Image exactOut = whole(b, view);
    long wrong = 0;
    for (int y = 0; y < h_; ++y)
      for (int x = 0; x < w_; ++x)
        if ((x < 10 || y >= 688) && colourDistance(draftOut.at(x, y), exactOut.at(x, y)) > 1) ++wrong;
    EXPECT_LE(wrong, 12) << "pixels the old picture did not cover and the pass did not draw";
  }
  view.centre.x += 17 / view.zoom;
  view.centre.y += 150 / view.zoom;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Scrolled);
  for (frames = 0; !renderer->settled() && frames < 10; ++frames) cached(*renderer, view);
  EXPECT_TRUE(renderer->settled());
  expectSamePicture(cached(*renderer, view), whole(b, view), "settled after zooming out and dragging");

  // Zoom steps in a row, as the wheel's easing makes them, never run the pass over more than a band and the bare
  // strips; the picture settles once they stop.
  for (int step = 0; step < 6; ++step) {
    view.zoomAt({550, 350}, 1.04, w_, h_);
    cached(*renderer, view);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
    EXPECT_LE(renderer->lastPassPixels(), long(band) * w_);
  }
  for (frames = 0; !renderer->settled() && frames < 10; ++frames) cached(*renderer, view);
  expectSamePicture(cached(*renderer, view), whole(b, view), "settled after six zoom steps");

  // The same while the bands are held, as the editor holds them while its zoom eases: the steps only scale the
  // picture (zooming in uncovers nothing, so no pass at all), a still frame waits too, and once they are let go the
  // bands settle it as before.
  renderer->holdBands(true);
  for (int step = 0; step < 4; ++step) {
    view.zoomAt({550, 350}, 1.04, w_, h_);
    cached(*renderer, view);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
    EXPECT_EQ(renderer->lastPassPixels(), 0);
  }
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastPassPixels(), 0);
  EXPECT_FALSE(renderer->settled());
  renderer->holdBands(false);
  for (frames = 0; !renderer->settled() && frames < 10; ++frames) {
    cached(*renderer, view);
    EXPECT_LE(renderer->lastPassPixels(), 2L * band * w_);
  }
  EXPECT_GE(frames, 1);
  EXPECT_LE(frames, 2);
  expectSamePicture(cached(*renderer, view), whole(b, view), "settled after held zoom steps");
}

// A window dragged larger or smaller, as a zoom step: the kept picture stays where the view puts it, the pass draws
// the edges it does not reach at once, and the rest settles band by band. A size change past what the old picture
// covers (a window maximised from small) draws everything again.
TEST_P(CachedPictureTest, WindowResizesScaleTheKeptImageToo) {
  resize(1100, 700);  // large enough that the first frame's band leaves rows of the draft to look at
  Battle b = makeRichBattle(90, 70, 14, GetParam().orientation);
  auto renderer = uploaded(b);
  ASSERT_TRUE(renderer);
  MapView view = caseView(b);
  cached(*renderer, view);
  ASSERT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  // 31 and 19 px larger: the centre stays at the middle, so the old picture moves 15.5 and 9.5 px right and down
  // and leaves that much bare on every side.
  resize(1100 + 31, 700 + 19);
  Image draft = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  Image exact = whole(b, view);
  long wrong = 0;
  for (int y = 0; y < h_; ++y)
    for (int x = 0; x < w_; ++x)
      if ((x < 15 || x >= w_ - 15 || y < 9 || y >= h_ - 9) && colourDistance(draft.at(x, y), exact.at(x, y)) > 1)
        ++wrong;
  EXPECT_LE(wrong, 12) << "pixels the old picture did not cover and the pass did not draw";
  // Below the first band (the round starts at the top for a fresh renderer) the draft lies where the picture does.
  const int band = int(MapRenderer::kSettleBandPixels / w_);
  EXPECT_FALSE(renderer->settled());
  expectDraftInPlace(draft, exact, band, h_);
  for (int frames = 0; !renderer->settled() && frames < 10; ++frames) cached(*renderer, view);
  EXPECT_TRUE(renderer->settled());
  expectSamePicture(cached(*renderer, view), exact, "settled after growing");
  view.centre.y += 7 / view.zoom;
  Image grownDragged = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Scrolled);
  expectSamePicture(grownDragged, whole(b, view), "grown and dragged");
  // Smaller, then a drag at the new size: the kept images both took it.
  resize(1100 - 40, 700 - 10);
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Rescaled);
  for (int frames = 0; !renderer->settled() && frames < 10; ++frames) cached(*renderer, view);
  view.centre.x -= 12 / view.zoom;
  Image dragged = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Scrolled);
  expectSamePicture(dragged, whole(b, view), "shrunk and dragged");
  // Four times the area: the old picture covers a quarter, too little to scale. A jump's draft instead
  // (JumpsDrawAHalfResolutionDraftAndSettleBandByBand).
  resize(2 * (1100 - 40), 2 * (700 - 10));
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Drafted);
  for (int frames = 0; !renderer->settled() && frames < 10; ++frames) cached(*renderer, view);
  expectSamePicture(cached(*renderer, view), whole(b, view), "settled after a window four times larger");
}

// A jump (the view moved too far, or zoomed too much, for the old picture to serve as a draft): the pass runs at half
// the resolution and its picture, scaled up, is the first draft; the rows settle as after a zoom step. A style
// change still draws everything at once, as does a viewport of two bands or less (WholePixelMovesScrollTheKeptImage).
TEST_P(CachedPictureTest, JumpsDrawAHalfResolutionDraftAndSettleBandByBand) {
  resize(1100, 700);
  const int band = int(MapRenderer::kSettleBandPixels / w_);
  Battle b = makeRichBattle(90, 70, 15, GetParam().orientation);
  auto renderer = uploaded(b);
  ASSERT_TRUE(renderer);
  MapView view = caseView(b);
  cached(*renderer, view);
  ASSERT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);

  const auto settle = [&](const char* what) {
    int frames = 0;
    for (; !renderer->settled() && frames < 10; ++frames) {
      cached(*renderer, view);
      EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Refined) << what;
      EXPECT_LE(renderer->lastPassPixels(), 2L * band * w_) << what;
    }
    // The draft's frame drew what a band leaves after the half-resolution pass; two bands a frame do the rest.
    EXPECT_LE(frames, (h_ + 2 * band - 1) / (2 * band)) << what;
    expectSamePicture(cached(*renderer, view), whole(b, view), what);
    EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied) << what;
  };
  // Moved by more than a third of the viewport (Home, the minimap's click).
  view.centre.x += 0.6 * w_ / view.zoom;
  view.centre.y -= 0.2 * h_ / view.zoom;
  Image draft = cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Drafted);
  EXPECT_FALSE(renderer->settled());
  EXPECT_LE(renderer->lastPassPixels(), MapRenderer::kSettleBandPixels);
  EXPECT_GE(renderer->lastPassPixels(), long((w_ + 1) / 2) * ((h_ + 1) / 2));
  // Below the first band the draft shows the same map, blurred, where the picture lies.
  expectDraftInPlace(draft, whole(b, view), band, h_);
  settle("settled after moving far");

  // Zoomed twice as far in one frame (a fit, a zoom typed in), about the centre.
  view.zoom *= 2;
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Drafted);
  settle("settled after zooming in twice as far");

  // A style change is not a jump: the old picture's colours are not the new ones.
  style_.background = {90, 60, 30, 255};
  cached(*renderer, view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  EXPECT_TRUE(renderer->settled());
}

// The editor draws the map only where its panels leave the window uncovered: a view cropped to that part, its
// picture placed there. Inside, the picture is the whole window's; outside, the target is untouched; a drag keeps
// it so (the kept image is the cropped one).
TEST_P(CachedPictureTest, PlacedInALargerTargetItIsTheWindowsPictureThereAndNothingElse) {
  Battle b = makeRichBattle(60, 45, 11, GetParam().orientation);
  auto renderer = uploaded(b);
  ASSERT_TRUE(renderer);
  MapView view = caseView(b);
  view.centre.x += 0.37;
  const int x0 = 37, y0 = 23, x1 = kW - 51, y1 = kH - 17;
  auto placed = [&](const MapView& v) {
    target_->bind();
    glClearColor(0.2f, 0.7f, 0.1f, 1.f);
    glClear(GL_COLOR_BUFFER_BIT);
    renderer->drawCached(v.cropped(x0, y0, x1, y1, kW, kH), x1 - x0, y1 - y0, style_, {x0, y0, kH});
    return target_->read();
  };
  auto expectPlaced = [&](const Image& got, const Image& want, const char* what) {
    long differ = 0, more = 0, touched = 0;
    for (int y = 0; y < kH; ++y)
      for (int x = 0; x < kW; ++x) {
        if (x < x0 || x >= x1 || y < y0 || y >= y1) {
          touched += colourDistance(got.at(x, y), Rgba{51, 179, 26, 255}) > 1;
          continue;
        }
        const int d = colourDistance(got.at(x, y), want.at(x, y));
        differ += d > 0;
        more += d > 1;
      }
    EXPECT_EQ(touched, 0) << what << ": pixels outside the placed picture changed";
    EXPECT_LE(differ, kW * kH / 200) << what << ": " << differ << " pixels differ";
    EXPECT_LE(more, 12) << what << ": " << more << " pixels differ by more than one step";
  };
  expectPlaced(placed(view), whole(b, view), "first frame");
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Redrawn);
  view.centre.x -= 9 / view.zoom;
  view.centre.y += 4 / view.zoom;
  Image dragged = placed(view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Scrolled);
  expectPlaced(dragged, whole(b, view), "dragged");
  Image copied = placed(view);
  EXPECT_EQ(renderer->lastCacheUse(), CacheUse::Copied);
  expectPlaced(copied, whole(b, view), "unchanged");
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
