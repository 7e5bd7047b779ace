// The view transform and hit testing: pure math shared by the shader's inputs, the editor's mouse and the tests.
#include "view/map_view.h"

#include <gtest/gtest.h>

namespace cartouche {
namespace {

TEST(MapViewTest, ScreenAndWorldRoundTrip) {
  MapView v{{12.5, -3.0}, 17.0};
  Point s{313.25, 77.5};
  Point back = v.worldToScreen(v.screenToWorld(s, 800, 600), 800, 600);
  EXPECT_NEAR(back.x, s.x, 1e-9);
  EXPECT_NEAR(back.y, s.y, 1e-9);
  Point c = v.screenToWorld({400, 300}, 800, 600);
  EXPECT_DOUBLE_EQ(c.x, 12.5);
  EXPECT_DOUBLE_EQ(c.y, -3.0);
}

TEST(MapViewTest, ACroppedViewPutsEveryPointWhereTheWholeViewDoesLessTheCropsCorner) {
  MapView v{{12.25, -3.5}, 17.0};
  const MapView c = v.cropped(281, 40, 1619, 856, 1920, 1080);
  EXPECT_EQ(c.zoom, v.zoom);
  for (Point w : {Point{12.25, -3.5}, Point{0, 0}, Point{-40.5, 22.75}, Point{100, 100}}) {
    const Point whole = v.worldToScreen(w, 1920, 1080), part = c.worldToScreen(w, 1619 - 281, 856 - 40);
    EXPECT_NEAR(part.x, whole.x - 281, 1e-9);
    EXPECT_NEAR(part.y, whole.y - 40, 1e-9);
  }
  // Cropped to the whole viewport, it is the same view.
  const MapView same = v.cropped(0, 0, 1920, 1080, 1920, 1080);
  EXPECT_EQ(same.centre.x, v.centre.x);
  EXPECT_EQ(same.centre.y, v.centre.y);
}

TEST(MapViewTest, ZoomAtKeepsThePointUnderTheCursor) {
  MapView v{{0, 0}, 10.0};
  Point cursor{123, 456};
  Point before = v.screenToWorld(cursor, 1000, 700);
  v.zoomAt(cursor, 1.7, 1000, 700);
  Point after = v.screenToWorld(cursor, 1000, 700);
  EXPECT_DOUBLE_EQ(v.zoom, 17.0);
  EXPECT_NEAR(after.x, before.x, 1e-9);
  EXPECT_NEAR(after.y, before.y, 1e-9);
  v.zoomAt(cursor, 1e9, 1000, 700);
  EXPECT_EQ(v.zoom, kMaxZoom);
}

TEST(MapViewTest, FitViewShowsEveryHex) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    GridSettings g;
    g.orientation = o;
    g.columns = 34;
    g.rows = 27;
    MapView v = fitView(g, 1280, 720);
    Layout l = worldLayout(g);
    for (OffsetCoord c : {OffsetCoord{0, 0}, OffsetCoord{33, 0}, OffsetCoord{0, 26}, OffsetCoord{33, 26}})
      for (int k = 0; k < 6; ++k) {
        Point s = v.worldToScreen(hexCorner(l, g.toHex(c), k), 1280, 720);
        EXPECT_GE(s.x, 0);
        EXPECT_GE(s.y, 0);
        EXPECT_LE(s.x, 1280);
        EXPECT_LE(s.y, 720);
      }
  }
}

TEST(MapViewTest, NearestHexsideIsTheEdgeUnderThePoint) {
  GridSettings g;
  g.orientation = Orientation::FlatTop;
  Layout l = worldLayout(g);
  Hex h = g.toHex({5, 5});
  for (int d = 0; d < 6; ++d) {
    Point m = edgeMidpoint(l, h, d), c = hexToPixel(l, h);
    Point near{c.x + 0.8 * (m.x - c.x), c.y + 0.8 * (m.y - c.y)};
    EXPECT_EQ(hexAtWorld(g, near), h);
    EXPECT_EQ(nearestHexside(g, near), hexsideOf(h, d));
  }
}

TEST(MapViewTest, VisibleHexesCoverTheViewAndNoMore) {
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  MapView v{hexToPixel(worldLayout(g), g.toHex({500, 500})), 30.0};
  WorldRect r{v.screenToWorld({0, 0}, 1920, 1080), v.screenToWorld({1920, 1080}, 1920, 1080)};
  OffsetRange range = visibleHexes(g, r);
  EXPECT_LT(range.count(), 2000);
  for (double x = 0; x <= 1920; x += 37)
    for (double y = 0; y <= 1080; y += 41) {
      OffsetCoord o = g.toOffset(hexAtWorld(g, v.screenToWorld({x, y}, 1920, 1080)));
      EXPECT_TRUE(o.col >= range.colMin && o.col <= range.colMax && o.row >= range.rowMin && o.row <= range.rowMax);
    }
}

}  // namespace
}  // namespace cartouche
