// The CPU side of the renderer's textures: the whole-map encoding and the per-texel encoding used by partial
// updates agree everywhere, and an edit marks exactly the texels it can change.
#include "render/map_textures.h"

#include <gtest/gtest.h>

#include "grid_printing.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

class EncodingTest : public ::testing::TestWithParam<Orientation> {};

TEST_P(EncodingTest, WholeMapAndSingleTexelEncodingsAgree) {
  Battle b = makeRichBattle(23, 17, 7, GetParam());
  // Overrides both ways, one on the map's edge.
  HexsideRecord forced;
  forced.slope = SlopeOverride::ForceOn;
  b.map.setHexside(hexsideOf(b.map.hexAt(0), 3), forced);
  ASSERT_FALSE(b.map.hexsides().empty());

  TexelGrid<uint32_t> hexes = encodeHexes(b);
  TexelGrid<uint16_t> sides = encodeHexsides(b);
  ASSERT_EQ(hexes.width, b.map.columns() + 2);
  for (int row = -1; row <= b.map.rows(); ++row)
    for (int col = -1; col <= b.map.columns(); ++col) {
      HexTexel t = hexTexel(b, {col, row});
      const uint32_t* whole = hexes.at(col + 1, row + 1);
      ASSERT_EQ(HexTexel({whole[0], whole[1], whole[2], whole[3]}), t) << "texel " << col << "," << row;
      Hex h = b.map.grid().toHex({col, row});
      for (int d = 0; d < 3; ++d) {
        HexsideId id = hexsideOf(h, d);
        if (!b.map.hexsideOnMap(id)) continue;
        OffsetCoord p = hexsideTexelPosition(b.map, id);
        const uint16_t* s = sides.at(p.col, p.row);
        ASSERT_EQ(SideTexel({s[0], s[1], s[2], s[3]}), hexsideTexel(b, id));
      }
    }
}

INSTANTIATE_TEST_SUITE_P(BothOrientations, EncodingTest,
                         ::testing::Values(Orientation::PointyTop, Orientation::FlatTop),
                         [](const ::testing::TestParamInfo<Orientation>& info) { return testName(info.param); });

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

TEST(TerrainTypesTest, ColoursAndStylesByTypeId) {
  TerrainVocabulary v = testVocabulary();
  std::vector<uint32_t> t = encodeTerrainTypes(v);
  ASSERT_EQ(t.size(), size_t(kMaxRenderedTypes) * 4);
  EXPECT_EQ((t[kLake * 4] >> 16) & 255u, v.at(kLake).colour.b);
  EXPECT_EQ(t[kRoad * 4 + 1], uint32_t(DrawStyle::Path));
  EXPECT_EQ(t[kWoods * 4 + 2], patternCode("trees"));
  EXPECT_EQ(patternCode("no-such-pattern"), 0);
  EXPECT_EQ(t[kTestTerrainCount * 4], 0xffa0a0a0u);  // an id the vocabulary does not hold draws grey
}

TEST(HexsideTexelTest, FeaturesComeEdgesFirstThenPathsThenMarks) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 5, 5);
  HexsideId id = hexsideOf(b.map.grid().toHex({2, 2}), 1);
  HexsideRecord rec;
  rec.features = {{kStream, Side::None}, {kRoad, Side::None}, {kBridge, Side::None}};
  b.map.setHexside(id, rec);
  // Reorder the vocabulary's styles so that type order and draw order differ.
  TerrainType stream = b.vocabulary.at(kStream);
  stream.draw = DrawStyle::Mark;
  ASSERT_TRUE(b.vocabulary.replace(kStream, stream).isOk());
  EXPECT_EQ(hexsideTexel(b, id), SideTexel({kRoad + 1, kStream + 1, kBridge + 1, 0}));
  EXPECT_EQ(hexTexel(b, {2, 2})[3], kRoad + 1);
}

}  // namespace
}  // namespace cartouche::testing
