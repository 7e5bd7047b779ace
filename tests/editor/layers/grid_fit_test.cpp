// The grid fit window's logic on a synthetic board scan: hex centres of a known grid put on the scan by a known
// similarity (computed here from core's hex layout, not through the code under test) come back as that similarity;
// the fitted grid predicts every other hex; the geotransform Apply stores carries those pixels onto the ground hex
// centres; Apply places an unplaced battle in the board frame, and one undo takes both changes back.
#include <gtest/gtest.h>

#include <cmath>

#include "app/panels/grid_fit_edits.h"
#include "editing.h"
#include "geo/layer_warp.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

constexpr double kPi = 3.14159265358979323846;

// The board as printed and scanned: hex 0101's centre at (812.5, 633.25) px, 117 px across the flats, the sheet
// turned 2.5 degrees clockwise on the scanner.
const Point kOrigin{812.5, 633.25};
constexpr double kHexPixels = 117.0;
constexpr double kTurn = 2.5;

// Where hex `h` lies on the scan: core's layout (y down, radius = across-flats / sqrt 3) relative to hex 0101,
// turned clockwise on screen (y down: x' = x cos - y sin, y' = x sin + y cos), shifted to the origin.
Point scanPixel(const GridSettings& g, Hex h) {
  const Layout layout{g.orientation, kHexPixels / std::sqrt(3.0), {0, 0}};
  const Point a = hexToPixel(layout, h), o = hexToPixel(layout, g.toHex({0, 0}));
  const double x = a.x - o.x, y = a.y - o.y;
  const double c = std::cos(kTurn * kPi / 180), s = std::sin(kTurn * kPi / 180);
  return {kOrigin.x + x * c - y * s, kOrigin.y + x * s + y * c};
}

std::vector<ScanClick> clicksOn(const GridSettings& g, const std::vector<OffsetCoord>& hexes) {
  std::vector<ScanClick> out;
  for (OffsetCoord o : hexes) out.push_back({scanPixel(g, g.toHex(o)), g.label(g.toHex(o))});
  return out;
}

Point applyGeoTransform(const std::array<double, 6>& gt, Point p) {
  return {gt[0] + gt[1] * p.x + gt[2] * p.y, gt[3] + gt[4] * p.x + gt[5] * p.y};
}

Battle boardBattle(Orientation o, ShiftedLines s) {
  Battle b = makeTestBattle(o, s, 20, 15);
  MapLayer scan;
  scan.name = "Board scan";
  scan.kind = LayerKind::Linked;
  scan.source = "board.png";
  b.layers.push_back(scan);
  return b;
}

const std::vector<OffsetCoord> kClicked = {{0, 0}, {7, 2}, {3, 9}, {15, 11}, {12, 4}};

TEST(GridFitEdits, SyntheticBoardComesBackAsTheSimilarityThatMadeIt) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even}) {
      const Battle b = boardBattle(o, s);
      const GridSettings& g = b.map.grid();
      Result<geo::GridFit> fit = fitScanClicks(g, clicksOn(g, kClicked));
      ASSERT_TRUE(fit.isOk()) << fit.status().message();
      EXPECT_NEAR(fit->origin.x, 812.5, 1e-6);
      EXPECT_NEAR(fit->origin.y, 633.25, 1e-6);
      EXPECT_NEAR(fit->hexSize, 117.0, 1e-9);
      EXPECT_NEAR(fit->rotationDegrees, 2.5, 1e-9);
      EXPECT_NEAR(fit->rms, 0.0, 1e-6);

      // Every hex of the map, clicked or not, is predicted where the board has it, and found back from its pixel.
      const ScanGrid scan(g, *fit);
      for (int row = 0; row < g.rows; ++row)
        for (int col = 0; col < g.columns; ++col) {
          const Hex h = g.toHex({col, row});
          const Point want = scanPixel(g, h), got = scan.centre(h);
          ASSERT_NEAR(got.x, want.x, 1e-6) << g.label(h);
          ASSERT_NEAR(got.y, want.y, 1e-6) << g.label(h);
          ASSERT_EQ(scan.hexAt({want.x + 20, want.y - 15}), h) << g.label(h);
          // The outline's corners are one radius (117 / sqrt 3 px) from the centre.
          for (Point c : scan.outline(h))
            ASSERT_NEAR(std::hypot(c.x - got.x, c.y - got.y), kHexPixels / std::sqrt(3.0), 1e-6);
        }
    }
}

TEST(GridFitEdits, GuessIsTheHexUnderTheClickOnceFittedAndNotClickedYet) {
  const Battle b = boardBattle(Orientation::PointyTop, ShiftedLines::Odd);
  const GridSettings& g = b.map.grid();
  const std::vector<ScanClick> clicks = clicksOn(g, {{0, 0}, {7, 2}, {3, 9}});
  Result<geo::GridFit> fit = fitScanClicks(g, clicks);
  ASSERT_TRUE(fit.isOk());
  const Point near0506 = scanPixel(g, g.toHex({4, 5}));
  EXPECT_EQ(guessLabel(g, *fit, clicks, {near0506.x + 30, near0506.y + 10}), "0506");
  EXPECT_EQ(guessLabel(g, std::nullopt, clicks, near0506), "");
  EXPECT_EQ(guessLabel(g, *fit, clicks, clicks[1].pixel), "") << "0803 is clicked already";
  EXPECT_EQ(guessLabel(g, *fit, clicks, scanPixel(g, g.toHex({-3, 4}))), "") << "off the map";
}

TEST(GridFitEdits, GeoTransformCarriesThePredictedPixelsOntoTheGroundHexCentres) {
  Battle b = boardBattle(Orientation::FlatTop, ShiftedLines::Even);
  const GridSettings& g = b.map.grid();
  Result<geo::GridFit> fit = fitScanClicks(g, clicksOn(g, kClicked));
  ASSERT_TRUE(fit.isOk());
  const std::vector<GroundPlacement> grounds = {GroundPlacement{geo::boardFrameCrs(), {0, 0}, 0.0},
                                                GroundPlacement{"EPSG:2180", {638412.5, 492077.25}, -17.5}};
  for (const GroundPlacement& ground : grounds) {
    Result<geo::GridPlacement> placement = geo::makeGridPlacement(g, ground);
    ASSERT_TRUE(placement.isOk()) << placement.status().message();
    const std::array<double, 6> gt = scanGeoTransform(g, *fit, *placement);
    for (int row = 0; row < g.rows; row += 2)
      for (int col = 0; col < g.columns; col += 3) {
        const Hex h = g.toHex({col, row});
        const Point on = applyGeoTransform(gt, scanPixel(g, h)), want = placement->hexCentre(h);
        EXPECT_NEAR(on.x, want.x, 1e-6) << g.label(h) << " in " << ground.crs;
        EXPECT_NEAR(on.y, want.y, 1e-6) << g.label(h) << " in " << ground.crs;
      }
    // One pixel across is 100 m / 117 on the ground: the scan's scale.
    EXPECT_NEAR(std::hypot(gt[1], gt[4]), 100.0 / 117.0, 1e-9);
    EXPECT_NEAR(std::hypot(gt[2], gt[5]), 100.0 / 117.0, 1e-9);
  }
}

TEST(GridFitEdits, ApplyOnAnUnplacedBattlePlacesItOnTheBoardAndOneUndoTakesBothBack) {
  Editing e(boardBattle(Orientation::PointyTop, ShiftedLines::Odd));
  const Battle before = e.document.battle();
  ASSERT_FALSE(before.ground.has_value());
  const GridSettings& g = before.map.grid();
  Result<geo::GridFit> fit = fitScanClicks(g, clicksOn(g, kClicked));
  ASSERT_TRUE(fit.isOk());
  ASSERT_TRUE(applyGridFit(e.ctx, "Board scan", *fit)) << e.message;

  const Battle& after = e.document.battle();
  ASSERT_TRUE(after.ground.has_value());
  EXPECT_EQ(after.ground->crs, geo::boardFrameCrs());
  EXPECT_EQ(after.ground->origin, (Point{0, 0}));
  EXPECT_EQ(after.ground->rotationDegrees, 0.0);
  ASSERT_EQ(after.layers.size(), 1u);
  const MapLayer& layer = after.layers[0];
  EXPECT_EQ(layer.georef, LayerGeoref::GeoTransform);
  EXPECT_EQ(layer.crs, geo::boardFrameCrs());
  // In the board frame hex 0101 sits at (0, 0) and the scan's hex 0101 centre lands there.
  const Point o = applyGeoTransform(layer.geoTransform, kOrigin);
  EXPECT_NEAR(o.x, 0.0, 1e-6);
  EXPECT_NEAR(o.y, 0.0, 1e-6);
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(g, *after.ground);
  ASSERT_TRUE(placement.isOk());
  const Hex far = g.toHex({19, 14});
  const Point p = applyGeoTransform(layer.geoTransform, scanPixel(g, far)), want = placement->hexCentre(far);
  EXPECT_NEAR(p.x, want.x, 1e-6);
  EXPECT_NEAR(p.y, want.y, 1e-6);

  EXPECT_EQ(e.document.history().size(), 1u);
  ASSERT_TRUE(e.document.undo());
  EXPECT_EQ(e.document.battle(), before);
  ASSERT_TRUE(e.document.redo());
  EXPECT_EQ(e.document.battle().layers[0], layer);
}

TEST(GridFitEdits, ApplyOnAPlacedBattleKeepsItsPlacementAndUsesItsCrs) {
  Battle b = boardBattle(Orientation::PointyTop, ShiftedLines::Even);
  const GroundPlacement ground{"EPSG:2180", {638412.5, 492077.25}, 12.0};
  b.ground = ground;
  Editing e(std::move(b));
  const GridSettings& g = e.document.battle().map.grid();
  Result<geo::GridFit> fit = fitScanClicks(g, clicksOn(g, kClicked));
  ASSERT_TRUE(fit.isOk());
  ASSERT_TRUE(applyGridFit(e.ctx, "Board scan", *fit)) << e.message;
  EXPECT_EQ(e.document.battle().ground, ground);
  const MapLayer& layer = e.document.battle().layers[0];
  EXPECT_EQ(layer.crs, "EPSG:2180");
  const Point o = applyGeoTransform(layer.geoTransform, kOrigin);
  EXPECT_NEAR(o.x, 638412.5, 1e-6);
  EXPECT_NEAR(o.y, 492077.25, 1e-6);
  EXPECT_EQ(e.document.history().size(), 1u);
}

TEST(GridFitEdits, ApplyRefusesAMissingLayerAndAFitWithNoSize) {
  Editing e(boardBattle(Orientation::PointyTop, ShiftedLines::Odd));
  const Battle before = e.document.battle();
  const GridSettings& g = before.map.grid();
  Result<geo::GridFit> fit = fitScanClicks(g, clicksOn(g, kClicked));
  ASSERT_TRUE(fit.isOk());
  Status missing = applyGridFit(e.ctx, "Jacoubet 1836", *fit);
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.message(), "there is no map layer \"Jacoubet 1836\"");
  EXPECT_EQ(e.message, missing.message());
  Status empty = applyGridFit(e.ctx, "Board scan", geo::GridFit{});
  ASSERT_FALSE(empty);
  EXPECT_NE(empty.message().find("at least three hex centres"), std::string::npos) << empty.message();
  EXPECT_EQ(e.document.battle(), before);
  EXPECT_EQ(e.document.history().size(), 0u);
}

TEST(GridFitEdits, TooFewClicksAndBadLabelsGetTheFittersWords) {
  const Battle b = boardBattle(Orientation::PointyTop, ShiftedLines::Odd);
  const GridSettings& g = b.map.grid();
  std::vector<ScanClick> clicks = clicksOn(g, {{0, 0}, {7, 2}});
  Result<geo::GridFit> two = fitScanClicks(g, clicks);
  ASSERT_FALSE(two.isOk());
  EXPECT_EQ(two.status().message(), "fitting the grid needs at least 3 clicked hex centres, got 2");
  clicks.push_back({{400, 400}, "07x2"});
  Result<geo::GridFit> bad = fitScanClicks(g, clicks);
  ASSERT_FALSE(bad.isOk());
  EXPECT_NE(bad.status().message().find("click 3: hex label '07x2'"), std::string::npos) << bad.status().message();
}

}  // namespace
}  // namespace cartouche::testing
