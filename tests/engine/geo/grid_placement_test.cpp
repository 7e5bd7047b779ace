// The grid on the ground: hex -> ground -> hex round trips for both orientations, both shifted parities and several
// rotations; distances and footprints in metres; CRS checks; and fitting the grid to clicked hex centres of a scan
// (exact recovery, a hand-worked case, residuals under known noise, refusals).
#include "geo/grid_placement.h"

#include <gtest/gtest.h>

#include <cmath>

namespace cartouche::geo {
namespace {

const double kSqrt3 = std::sqrt(3.0);

GridSettings settings(Orientation o, ShiftedLines s, int columns = 7, int rows = 6) {
  GridSettings g;
  g.orientation = o;
  g.shifted = s;
  g.columns = columns;
  g.rows = rows;
  return g;
}

GridPlacement placed(const GridSettings& g, double rotation, Point origin = {500000.0, 5300000.0}) {
  Result<GridPlacement> p = makeGridPlacement(g, {"EPSG:32634", origin, rotation});
  EXPECT_TRUE(p.isOk()) << p.status().message();
  return *p;
}

double dist(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

TEST(GridPlacement, HexToGroundToHexRoundTripsForEveryLayoutAndRotation) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even})
      for (double rot : {0.0, 17.0, -45.0, 90.0, 137.5, 180.0, -179.0}) {
        const GridSettings g = settings(o, s);
        const GridPlacement p = placed(g, rot);
        for (int row = -2; row < g.rows + 2; ++row)
          for (int col = -2; col < g.columns + 2; ++col) {
            const Hex h = g.toHex({col, row});
            const Point c = p.hexCentre(h);
            ASSERT_EQ(p.hexAt(c), h) << "col " << col << " row " << row << " rot " << rot;
            const FractionalHex f = p.fractionalHexAt(c);
            EXPECT_NEAR(f.q, h.q, 1e-9);
            EXPECT_NEAR(f.r, h.r, 1e-9);
            // Points well inside the footprint, towards each corner, belong to the hex too.
            for (Point corner : p.footprint(h)) {
              const Point inside{c.x + 0.95 * (corner.x - c.x), c.y + 0.95 * (corner.y - c.y)};
              EXPECT_EQ(p.hexAt(inside), h);
            }
          }
      }
}

TEST(GridPlacement, HexZeroOneSitsOnTheOriginAndNeighboursAreOneHexSizeApart) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even})
      for (double rot : {0.0, 33.0, -120.0}) {
        const GridSettings g = settings(o, s);
        const GridPlacement p = placed(g, rot, {1000.0, 2000.0});
        const Hex first = g.toHex({0, 0});
        EXPECT_NEAR(dist(p.hexCentre(first), {1000.0, 2000.0}), 0.0, 1e-9);
        for (int d = 0; d < 6; ++d)
          EXPECT_NEAR(dist(p.hexCentre(first), p.hexCentre(neighbour(first, d))), 100.0, 1e-9);
        const HexFootprint f = p.footprint(first);
        for (Point corner : f) EXPECT_NEAR(dist(corner, p.hexCentre(first)), 100.0 / kSqrt3, 1e-9);
        double area = 0;  // shoelace: a regular hexagon 100 m across the flats has 8660.25 m2
        for (size_t k = 0; k < 6; ++k) area += f[k].x * f[(k + 1) % 6].y - f[(k + 1) % 6].x * f[k].y;
        EXPECT_NEAR(std::abs(area) / 2, 100.0 * 100.0 * kSqrt3 / 2, 1e-6);
      }
}

TEST(GridPlacement, RotationTurnsTheMapClockwise) {
  // Pointy-topped, odd rows shifted: hex 0201 is east of 0101 and 0102 is south-south-east of it.
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  const GridPlacement north = placed(g, 0.0, {0, 0});
  const Point east = north.hexCentre(g.toHex({1, 0}));
  EXPECT_NEAR(east.x, 100.0, 1e-9);
  EXPECT_NEAR(east.y, 0.0, 1e-9);
  const Point below = north.hexCentre(g.toHex({0, 1}));
  EXPECT_NEAR(below.x, 50.0, 1e-9);
  EXPECT_NEAR(below.y, -50.0 * kSqrt3, 1e-9);
  // Turned 90 degrees clockwise, the map's east points south.
  const GridPlacement turned = placed(g, 90.0, {0, 0});
  const Point south = turned.hexCentre(g.toHex({1, 0}));
  EXPECT_NEAR(south.x, 0.0, 1e-9);
  EXPECT_NEAR(south.y, -100.0, 1e-9);
}

TEST(GridPlacement, HexSizeIsInMetresWhateverTheCrsUnit) {
  // NAD83 / California zone 3 (ftUS): 100 m is about 328.08 US survey feet.
  GridSettings g = settings(Orientation::FlatTop, ShiftedLines::Even);
  Result<GridPlacement> p = makeGridPlacement(g, {"EPSG:2227", {6000000, 2000000}, 0});
  ASSERT_TRUE(p.isOk()) << p.status().message();
  EXPECT_NEAR(p->hexSizeUnits(), 100.0 / (1200.0 / 3937.0), 1e-6);
  EXPECT_NEAR(dist(p->hexCentre(g.toHex({0, 0})), p->hexCentre(g.toHex({0, 1}))), 328.0833, 1e-3);
  g.hexSizeMetres = 250;
  Result<GridPlacement> proj = makeGridPlacement(g, {"+proj=utm +zone=34 +datum=WGS84 +units=m +no_defs", {0, 0}, 0});
  ASSERT_TRUE(proj.isOk()) << proj.status().message();
  EXPECT_DOUBLE_EQ(proj->hexSizeUnits(), 250.0);
}

TEST(GridPlacement, RefusesCrsThatCannotHoldMetres) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  Result<GridPlacement> unknown = makeGridPlacement(g, {"EPSG:999999", {0, 0}, 0});
  ASSERT_FALSE(unknown.isOk());
  EXPECT_NE(unknown.status().message().find("'EPSG:999999'"), std::string::npos) << unknown.status().message();
  Result<GridPlacement> geographic = makeGridPlacement(g, {"EPSG:4326", {0, 0}, 0});
  ASSERT_FALSE(geographic.isOk());
  EXPECT_NE(geographic.status().message().find("not projected"), std::string::npos);
  EXPECT_FALSE(makeGridPlacement(g, {"", {0, 0}, 0}).isOk());
  EXPECT_FALSE(makeGridPlacement(g, {"EPSG:2180", {NAN, 0}, 0}).isOk());
  GridSettings zero = g;
  zero.hexSizeMetres = 0;
  EXPECT_FALSE(makeGridPlacement(zero, {"EPSG:2180", {0, 0}, 0}).isOk());
}

// ---- Fitting ---------------------------------------------------------------------------------------------------

std::vector<FitClick> clicksFrom(const GridPlacement& p, const std::vector<OffsetCoord>& hexes, bool yDown) {
  std::vector<FitClick> clicks;
  for (OffsetCoord c : hexes) {
    const Point g = p.hexCentre(p.grid().toHex(c));
    clicks.push_back({{g.x, yDown ? -g.y : g.y}, p.grid().labels.format(c)});
  }
  return clicks;
}

TEST(GridFit, RecoversAKnownPlacementExactly) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even})
      for (double rot : {0.0, 12.5, -73.0, 179.0}) {
        GridSettings g = settings(o, s, 30, 20);
        g.hexSizeMetres = 137.25;
        const GridPlacement p = placed(g, rot, {4321.5, -876.25});
        const std::vector<OffsetCoord> hexes = {{2, 3}, {17, 4}, {9, 15}, {25, 18}};
        Result<GridFit> ground = fitGridToClicks(g, clicksFrom(p, hexes, false), ClickFrame::Ground);
        ASSERT_TRUE(ground.isOk()) << ground.status().message();
        EXPECT_NEAR(ground->origin.x, 4321.5, 1e-6);
        EXPECT_NEAR(ground->origin.y, -876.25, 1e-6);
        EXPECT_NEAR(ground->hexSize, 137.25, 1e-9);
        EXPECT_NEAR(ground->rotationDegrees, rot, 1e-9);
        EXPECT_NEAR(ground->rms, 0.0, 1e-6);
        // The same picture in scan pixels (rows grow downwards): same size and rotation, origin mirrored in y.
        Result<GridFit> scan = fitGridToClicks(g, clicksFrom(p, hexes, true), ClickFrame::ScanPixels);
        ASSERT_TRUE(scan.isOk());
        EXPECT_NEAR(scan->origin.x, 4321.5, 1e-6);
        EXPECT_NEAR(scan->origin.y, 876.25, 1e-6);
        EXPECT_NEAR(scan->hexSize, 137.25, 1e-9);
        EXPECT_NEAR(scan->rotationDegrees, rot, 1e-9);
      }
}

TEST(GridFit, HandWorkedScanClicks) {
  // A pointy-topped board scanned at 50 px per hex: 0201 is 50 px right of 0101, 0102 (odd row, pushed right) is
  // 25 px right and 1.5 * 50 / sqrt(3) = 43.30 px down.
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  const double down = 1.5 * 50.0 / kSqrt3;
  Result<GridFit> straight = fitGridToClicks(
      g, {{{100, 100}, "0101"}, {{150, 100}, "0201"}, {{125, 100 + down}, "0102"}}, ClickFrame::ScanPixels);
  ASSERT_TRUE(straight.isOk()) << straight.status().message();
  EXPECT_NEAR(straight->origin.x, 100, 1e-9);
  EXPECT_NEAR(straight->origin.y, 100, 1e-9);
  EXPECT_NEAR(straight->hexSize, 50, 1e-9);
  EXPECT_NEAR(straight->rotationDegrees, 0, 1e-9);
  // The scan lies turned a quarter clockwise on screen: right becomes down, down becomes left.
  Result<GridFit> turned = fitGridToClicks(g, {{{100, 100}, "0101"}, {{100, 150}, "0201"}, {{100 - down, 125}, "0102"}},
                                           ClickFrame::ScanPixels);
  ASSERT_TRUE(turned.isOk());
  EXPECT_NEAR(turned->hexSize, 50, 1e-9);
  EXPECT_NEAR(turned->rotationDegrees, 90, 1e-9);
}

TEST(GridFit, ResidualsShowTheNoiseTheFitCannotAbsorb) {
  // Clicks on a hex and its six neighbours (a ring whose second moments are equal in every direction), each moved
  // by the shear e = k * (v, u) of its offset (u, v) from the ring's centre: a similarity cannot take any of it up,
  // so the fit stays exact and each residual is that click's shear. RMS = k * 100 * sqrt(6 / 7).
  const GridSettings g = settings(Orientation::FlatTop, ShiftedLines::Odd, 10, 10);
  const GridPlacement truth = placed(g, 25.0, {1000, 2000});
  const Hex centre = g.toHex({4, 4});
  std::vector<Hex> ring = {centre};
  for (int d = 0; d < 6; ++d) ring.push_back(neighbour(centre, d));
  const double k = 0.02;
  const Point c = truth.hexCentre(centre);
  std::vector<FitClick> clicks;
  std::vector<Point> shears;
  for (Hex h : ring) {
    const Point p = truth.hexCentre(h);
    const Point e{k * (p.y - c.y), k * (p.x - c.x)};
    shears.push_back(e);
    clicks.push_back({{p.x + e.x, p.y + e.y}, g.label(h)});
  }
  Result<GridFit> fit = fitGridToClicks(g, clicks, ClickFrame::Ground);
  ASSERT_TRUE(fit.isOk()) << fit.status().message();
  EXPECT_NEAR(fit->hexSize, 100, 1e-9);
  EXPECT_NEAR(fit->rotationDegrees, 25, 1e-9);
  EXPECT_NEAR(fit->origin.x, 1000, 1e-6);
  EXPECT_NEAR(fit->origin.y, 2000, 1e-6);
  EXPECT_NEAR(fit->rms, k * 100 * std::sqrt(6.0 / 7.0), 1e-9);
  ASSERT_EQ(fit->residuals.size(), 7u);
  for (size_t i = 0; i < 7; ++i) {
    EXPECT_NEAR(fit->residuals[i].dx, shears[i].x, 1e-9);
    EXPECT_NEAR(fit->residuals[i].dy, shears[i].y, 1e-9);
    EXPECT_EQ(fit->residuals[i].label, clicks[i].label);
  }
}

TEST(GridFit, RefusesTooFewRepeatedOrCoincidentClicks) {
  const GridSettings g = settings(Orientation::PointyTop, ShiftedLines::Odd);
  Result<GridFit> two = fitGridToClicks(g, {{{0, 0}, "0101"}, {{50, 0}, "0201"}}, ClickFrame::ScanPixels);
  ASSERT_FALSE(two.isOk());
  EXPECT_NE(two.status().message().find("at least 3"), std::string::npos);
  Result<GridFit> twice =
      fitGridToClicks(g, {{{0, 0}, "0101"}, {{50, 0}, "0201"}, {{1, 1}, "0101"}}, ClickFrame::ScanPixels);
  ASSERT_FALSE(twice.isOk());
  EXPECT_NE(twice.status().message().find("0101 is clicked twice"), std::string::npos);
  Result<GridFit> spot =
      fitGridToClicks(g, {{{7, 7}, "0101"}, {{7, 7}, "0201"}, {{7, 7}, "0303"}}, ClickFrame::ScanPixels);
  ASSERT_FALSE(spot.isOk());
  EXPECT_NE(spot.status().message().find("one spot"), std::string::npos);
  Result<GridFit> label =
      fitGridToClicks(g, {{{0, 0}, "0101"}, {{50, 0}, "0201"}, {{9, 9}, "hill"}}, ClickFrame::ScanPixels);
  ASSERT_FALSE(label.isOk());
  EXPECT_NE(label.status().message().find("'hill'"), std::string::npos);
}

}  // namespace
}  // namespace cartouche::geo
