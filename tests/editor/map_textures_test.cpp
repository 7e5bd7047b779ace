// The CPU side of the renderer's textures: the whole-map encoding and the per-texel encoding used by partial
// updates agree everywhere, and an edit marks exactly the texels it can change.
#include <gtest/gtest.h>

#include "render/map_textures.h"
#include "test_battles.h"

namespace cartouche::testing {
namespace {

class EncodingTest : public ::testing::TestWithParam<Orientation> {};

TEST_P(EncodingTest, WholeMapAndSingleTexelEncodingsAgree) {
  Battle b = makeRichBattle(23, 17, 7);
  b.map.setGridKeepingSize([&] {
    GridSettings g = b.map.grid();
    g.orientation = GetParam();
    return g;
  }());
  // Overrides both ways, one on the map's edge.
  HexsideRecord forced;
  forced.slope = SlopeOverride::ForceOn;
  b.map.setHexside(hexsideOf(b.map.hexAt(0), 3), forced);
  ASSERT_FALSE(b.map.hexsides().empty());

  TexelGrid hexes = encodeHexes(b.map);
  TexelGrid sides = encodeHexsides(b.map);
  ASSERT_EQ(hexes.width, b.map.columns() + 2);
  for (int row = -1; row <= b.map.rows(); ++row)
    for (int col = -1; col <= b.map.columns(); ++col) {
      Texel16 t = hexTexel(b.map, {col, row});
      const uint16_t* whole = hexes.at(col + 1, row + 1);
      ASSERT_EQ(Texel16({whole[0], whole[1], whole[2], whole[3]}), t) << "texel " << col << "," << row;
      Hex h = b.map.grid().toHex({col, row});
      for (int d = 0; d < 3; ++d) {
        HexsideId id = hexsideOf(h, d);
        if (!b.map.hexsideOnMap(id)) continue;
        OffsetCoord p = hexsideTexelPosition(b.map, id);
        const uint16_t* s = sides.at(p.col, p.row);
        ASSERT_EQ(Texel16({s[0], s[1], s[2], s[3]}), hexsideTexel(b.map, id));
      }
    }
}

INSTANTIATE_TEST_SUITE_P(BothOrientations, EncodingTest,
                         ::testing::Values(Orientation::PointyTop, Orientation::FlatTop));

TEST(DirtyTexelsTest, OneHexMarksItselfAndItsNeighbours) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 10);
  ChangeSet c;
  c.hexes = {b.map.indexOf(b.map.grid().toHex({4, 4}))};
  DirtyTexels d = dirtyTexels(b.map, c);
  EXPECT_EQ(d.hexes.size(), 7u);
  EXPECT_TRUE(d.hexsides.empty());
}

TEST(DirtyTexelsTest, ACornerHexMarksBorderTexelsToo) {
  Battle b = makeTestBattle(Orientation::FlatTop, ShiftedLines::Even, 10, 10);
  ChangeSet c;
  c.hexes = {0};
  EXPECT_EQ(dirtyTexels(b.map, c).hexes.size(), 7u);
}

TEST(DirtyTexelsTest, AHexsideMarksItsTwoHexes) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 10);
  ChangeSet c;
  c.hexsides = {hexsideOf(b.map.grid().toHex({2, 2}), 4)};
  DirtyTexels d = dirtyTexels(b.map, c);
  EXPECT_EQ(d.hexes.size(), 2u);
  ASSERT_EQ(d.hexsides.size(), 1u);
  EXPECT_EQ(d.hexsides[0], c.hexsides[0]);
}

TEST(VocabularyTexelsTest, ColoursAndStylesByTypeId) {
  TerrainVocabulary v = testVocabulary();
  VocabularyTexels t = encodeVocabulary(v);
  EXPECT_EQ(t.colours[kLake * 4 + 2], v.at(kLake).colour.b);
  EXPECT_EQ(t.styles[kRoad * 4], uint8_t(DrawStyle::Path));
  EXPECT_EQ(t.styles[kWoods * 4 + 1], patternCode("trees"));
  EXPECT_EQ(patternCode("no-such-pattern"), 0);
}

}  // namespace
}  // namespace cartouche::testing
