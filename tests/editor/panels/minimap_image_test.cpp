// The minimap's picture (app/panels/minimap_image.h): one pixel per hex or box-filtered blocks, line features mixed
// in, edits repainting only what they touched, and the frame that maps it both ways. Its texture needs GL and is in
// minimap_panel_test.cpp.
#include "app/panels/minimap_image.h"

#include "panel_frames.h"

namespace cartouche::testing {
namespace {

TEST(MinimapImageTest, OnePixelPerHexAndAnEditRepaintsOnlyItsRectangle) {
  Editing e(makeTestBattle(Orientation::FlatTop, ShiftedLines::Even, 40, 30));
  MinimapImage img = buildMinimapImage(e.document.battle());
  ASSERT_EQ(img.width, 40);
  ASSERT_EQ(img.height, 30);
  Rgba woods = e.document.battle().vocabulary.at(kWoods).colour;
  uint32_t woodsPixel = uint32_t(woods.r) | uint32_t(woods.g) << 8 | uint32_t(woods.b) << 16 | 0xff000000u;
  ASSERT_NE(img.at(7, 3), woodsPixel);

  int a = 3 * 40 + 7, b = 5 * 40 + 9;
  Result<ChangeSet> changes = e.document.execute(std::make_unique<PaintTerrain>(std::vector<int>{a, b}, kWoods));
  ASSERT_TRUE(changes);
  MinimapImage before = img;
  PixelRect r = updateMinimapImage(img, e.document.battle(), *changes);
  EXPECT_EQ(r.x0, 7);
  EXPECT_EQ(r.y0, 3);
  EXPECT_EQ(r.x1, 10);
  EXPECT_EQ(r.y1, 6);
  EXPECT_EQ(img.at(7, 3), woodsPixel);
  EXPECT_EQ(img.at(9, 5), woodsPixel);
  int differing = 0;
  for (size_t i = 0; i < img.pixels.size(); ++i) differing += img.pixels[i] != before.pixels[i];
  EXPECT_EQ(differing, 2);
  EXPECT_EQ(buildMinimapImage(e.document.battle()).pixels, img.pixels);
}

// A clear map wider than two-digit column labels can number: its labels take four column digits.
Battle wideBattle(int columns, int rows) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 2, 2);
  GridSettings g = b.map.grid();
  g.columns = columns;
  g.rows = rows;
  g.labels.columnDigits = 4;
  b.map = HexMap(g, kClear);
  return b;
}

TEST(MinimapImageTest, LargeMapsAreBoxFilteredAndAnEditRepaintsItsBlock) {
  Editing e(wideBattle(1100, 20));
  MinimapImage img = buildMinimapImage(e.document.battle());
  EXPECT_EQ(img.scale, 3);  // 1100 hexes across do not fit in kMaxMinimapSide pixels; 3 per pixel do
  EXPECT_EQ(img.width, 367);
  EXPECT_EQ(img.height, 7);
  // Block (10, 2) holds columns 30-32 and rows 6-8: all woods but one lake hex.
  std::vector<int> block;
  for (int row = 6; row < 9; ++row)
    for (int col = 30; col < 33; ++col) block.push_back(row * 1100 + col);
  Result<ChangeSet> c = e.document.execute(std::make_unique<PaintTerrain>(block, kWoods));
  ASSERT_TRUE(c);
  ASSERT_TRUE(e.document.execute(std::make_unique<PaintTerrain>(std::vector<int>{block[4]}, kLake)));
  ChangeSet both = *c;
  PixelRect r = updateMinimapImage(img, e.document.battle(), both);
  EXPECT_EQ(r.x0, 10);
  EXPECT_EQ(r.y0, 2);
  EXPECT_EQ(r.x1, 11);
  EXPECT_EQ(r.y1, 3);
  const TerrainVocabulary& v = e.document.battle().vocabulary;
  Rgba w = v.at(kWoods).colour, l = v.at(kLake).colour;
  uint32_t px = img.at(10, 2);
  EXPECT_EQ(int(px & 0xff), (8 * w.r + l.r) / 9);
  EXPECT_EQ(int((px >> 8) & 0xff), (8 * w.g + l.g) / 9);
  EXPECT_EQ(int((px >> 16) & 0xff), (8 * w.b + l.b) / 9);
  EXPECT_EQ(buildMinimapImage(e.document.battle()).pixels, img.pixels);
}

TEST(MinimapImageTest, HexesBesideLineFeaturesMixInTheirColourAndFollowHexsideEdits) {
  Editing e(smallBattle());
  const TerrainVocabulary& v = e.document.battle().vocabulary;
  const HexMap& map = e.document.battle().map;
  Hex a = map.hexAt(3 * 12 + 4);
  HexsideId side = hexsideOf(a, 0);
  int ia = map.indexOf(a), ib = map.indexOf(side.neighbour());
  ASSERT_GE(ib, 0);
  MinimapImage img = buildMinimapImage(e.document.battle());
  uint32_t plainA = img.pixels[size_t(ia)];

  Result<ChangeSet> c = e.document.execute(
      std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{side}, HexsideFeature{kStream, Side::None}));
  ASSERT_TRUE(c);
  PixelRect r = updateMinimapImage(img, e.document.battle(), *c);
  EXPECT_FALSE(r.empty());
  EXPECT_EQ(img.pixels, buildMinimapImage(e.document.battle()).pixels);
  Rgba s = v.at(kStream).colour;
  Rgba terrain = v.at(map.terrain(ia)).colour;
  uint32_t mixed = uint32_t((terrain.r + s.r) / 2) | uint32_t((terrain.g + s.g) / 2) << 8 |
                   uint32_t((terrain.b + s.b) / 2) << 16 | 0xff000000u;
  EXPECT_EQ(img.pixels[size_t(ia)], mixed);
  EXPECT_NE(img.pixels[size_t(ib)], buildMinimapImage(smallBattle()).pixels[size_t(ib)]);

  // A bridge is a mark, not a line: it changes nothing. Clearing the stream restores the plain colour.
  c = e.document.execute(
      std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{side}, HexsideFeature{kBridge, Side::None}));
  ASSERT_TRUE(c) << c.status().message();
  updateMinimapImage(img, e.document.battle(), *c);
  EXPECT_EQ(img.pixels[size_t(ia)], mixed);
  c = e.document.execute(std::make_unique<ClearHexsideFeature>(std::vector<HexsideId>{side}, kStream));
  ASSERT_TRUE(c);
  updateMinimapImage(img, e.document.battle(), *c);
  EXPECT_EQ(img.pixels[size_t(ia)], plainA);
  EXPECT_EQ(img.pixels, buildMinimapImage(e.document.battle()).pixels);
}

TEST(MinimapImageTest, FrameKeepsTheMapsAspectAndMapsBothWays) {
  GridSettings g;
  g.columns = 100;
  g.rows = 20;  // wide: the frame fills the box's width and is centred vertically
  MinimapFrame f = fitMinimapFrame(g, {10, 20}, {300, 200});
  WorldRect w = mapBounds(g);
  EXPECT_NEAR(f.size.x, 300, 1e-9);
  EXPECT_NEAR(f.size.y / f.size.x, w.height() / w.width(), 1e-9);
  EXPECT_NEAR(f.origin.y + f.size.y * 0.5, 120, 1e-9);
  Point p{w.min.x + 0.3 * w.width(), w.min.y + 0.7 * w.height()};
  Point s = f.toScreen(p);
  EXPECT_NEAR(s.x, 10 + 0.3 * 300, 1e-9);
  Point back = f.toWorld(s);
  EXPECT_NEAR(back.x, p.x, 1e-9);
  EXPECT_NEAR(back.y, p.y, 1e-9);
}

}  // namespace
}  // namespace cartouche::testing
