// The map model (core/hex_map.h): indices, hexside records, derived slopes, resizing on every edge.
#include "model/hex_map.h"

#include <gtest/gtest.h>

#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

TEST(HexMap, IndicesFollowOffsetOrder) {
  SmallBattle sb;
  const HexMap& m = sb.battle.map;
  EXPECT_EQ(m.hexCount(), 120);
  for (int i = 0; i < m.hexCount(); ++i) EXPECT_EQ(m.indexOf(m.hexAt(i)), i);
  EXPECT_EQ(m.indexOf(sb.hex(-1, 0)), -1);
  EXPECT_EQ(m.indexOf(sb.hex(0, 10)), -1);
  EXPECT_EQ(m.indexOf(sb.hex(3, 2)), sb.at(3, 2));
}

TEST(HexMap, HexsideRecordsAreOnePerEdgeAndEmptyRecordsVanish) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  Hex h = sb.hex(4, 4);
  HexsideRecord rec;
  rec.features.push_back({sb.stream, Side::None});
  m.setHexside(hexsideOf(h, 4), rec);
  // The same edge named from the other side finds the same record.
  ASSERT_NE(m.hexside(hexsideOf(neighbour(h, 4), 1)), nullptr);
  EXPECT_TRUE(m.hexside(hexsideOf(neighbour(h, 4), 1))->has(sb.stream));
  m.setHexside(hexsideOf(h, 4), HexsideRecord{});
  EXPECT_EQ(m.hexside(hexsideOf(h, 4)), nullptr);
  EXPECT_TRUE(m.hexsides().empty());
}

TEST(HexMap, SetFeatureReplacesTheSameTypeAndKeepsOthers) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  HexsideId e = hexsideOf(sb.hex(3, 3), 1);
  m.setFeature(e, {sb.contour, Side::Owner});
  m.setFeature(e, {sb.stream});
  m.setFeature(e, {sb.contour, Side::Neighbour});
  ASSERT_NE(m.hexside(e), nullptr);
  EXPECT_EQ(m.hexside(e)->features,
            (std::vector<HexsideFeature>{{sb.stream, Side::None}, {sb.contour, Side::Neighbour}}));
}

TEST(HexMap, HexsidesOnTheBorderAreOnTheMap) {
  SmallBattle sb;
  const HexMap& m = sb.battle.map;
  EXPECT_TRUE(m.hexsideOnMap(hexsideOf(sb.hex(0, 0), 3)));    // west edge of the first hex
  EXPECT_FALSE(m.hexsideOnMap(hexsideOf(sb.hex(-2, 0), 3)));  // two columns off the map
}

TEST(HexMap, SlopesDeriveFromLevelsUnlessOverridden) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  Hex a = sb.hex(5, 5);
  int d = 0;
  HexsideId e = hexsideOf(a, d);
  EXPECT_FALSE(m.slopeAt(e));
  m.setLevel(m.indexOf(a), 2);
  EXPECT_TRUE(m.slopeAt(e));
  EXPECT_TRUE(m.derivedSlopeAt(e));
  HexsideRecord off;
  off.slope = SlopeOverride::ForceOff;
  m.setHexside(e, off);
  EXPECT_FALSE(m.slopeAt(e));
  HexsideRecord on;
  on.slope = SlopeOverride::ForceOn;
  HexsideId flat = hexsideOf(sb.hex(1, 1), 0);
  m.setHexside(flat, on);
  EXPECT_TRUE(m.slopeAt(flat));
  // No slope is derived on the map edge, where one side is missing.
  Hex corner = sb.hex(0, 0);
  m.setLevel(m.indexOf(corner), 3);
  EXPECT_FALSE(m.derivedSlopeAt(hexsideOf(corner, 3)));
}

// Growing and shrinking on any edge keeps every hex and hexside where it was on the ground.
TEST(HexMap, ResizeKeepsContentInPlaceOnEveryEdge) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines s : {ShiftedLines::Odd, ShiftedLines::Even})
      for (auto [l, t, r, b] : std::vector<std::array<int, 4>>{
               {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}, {2, 3, 1, 1}, {-1, -1, 0, 0}, {3, -2, -1, 2}}) {
        SmallBattle sb(o, s);
        HexMap& m = sb.battle.map;
        for (int i = 0; i < m.hexCount(); ++i) {
          m.setTerrain(i, TerrainId(i % 3));
          m.setLevel(i, int16_t(i % 5));
        }
        HexsideRecord rec;
        rec.features.push_back({sb.road, Side::None});
        HexsideId side = hexsideOf(sb.hex(6, 5), 1);
        m.setHexside(side, rec);

        HexMap grown = m.resized(l, t, r, b, sb.village);
        ASSERT_EQ(grown.columns(), 12 + l + r);
        ASSERT_EQ(grown.rows(), 10 + t + b);
        for (int row = 0; row < 10; ++row)
          for (int col = 0; col < 12; ++col) {
            int nc = col + l, nr = row + t;
            if (nc < 0 || nr < 0 || nc >= grown.columns() || nr >= grown.rows()) continue;
            int from = row * 12 + col, to = nr * grown.columns() + nc;
            EXPECT_EQ(grown.terrain(to), m.terrain(from));
            EXPECT_EQ(grown.level(to), m.level(from));
          }
        // Geometry survives: each hex's neighbours are the same content as before.
        OffsetCoord sc = m.grid().toOffset(side.owner);
        Hex movedOwner = grown.grid().toHex({sc.col + l, sc.row + t});
        const HexsideRecord* moved = grown.hexside({movedOwner, side.dir});
        ASSERT_NE(moved, nullptr);
        EXPECT_TRUE(moved->has(sb.road));
        Hex nOld = neighbour(side.owner, side.dir), nNew = neighbour(movedOwner, side.dir);
        EXPECT_EQ(grown.terrain(grown.indexOf(nNew)), m.terrain(m.indexOf(nOld)));
        // New hexes get the fill terrain.
        if (l > 0) {
          EXPECT_EQ(grown.terrain(0 + std::max(t, 0) * grown.columns()), sb.village);
        }
      }
}

TEST(HexMap, ShrinkingDropsHexsidesThatLeaveTheMap) {
  SmallBattle sb;
  HexMap& m = sb.battle.map;
  HexsideRecord rec;
  rec.features.push_back({sb.stream, Side::None});
  m.setHexside(hexsideOf(sb.hex(10, 5), 0), rec);
  HexMap small = m.resized(0, 0, -4, 0, sb.clear);
  EXPECT_TRUE(small.hexsides().empty());
}

TEST(HexMap, EqualityTreatsUnknownMetresAsEqual) {
  SmallBattle a, b;
  a.battle.map.metresData().assign(size_t(a.battle.map.hexCount()), NAN);
  b.battle.map.metresData().assign(size_t(b.battle.map.hexCount()), NAN);
  EXPECT_TRUE(a.battle.map == b.battle.map);
  b.battle.map.metresData()[3] = 212.5f;
  EXPECT_FALSE(a.battle.map == b.battle.map);
}

}  // namespace
}  // namespace cartouche
